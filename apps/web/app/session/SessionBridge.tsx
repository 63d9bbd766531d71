import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { autoLoginLinkOf, withoutAutoLoginParams } from './auto-login-link.ts';
import { SESSION_STORAGE_KEY } from './browser-token-store.ts';
import { publishSession, SIGNED_OUT, useSession } from './session-view.ts';

/** Pages that accept an auto-login link (§2 /dashboard). */
const AUTO_LOGIN_PATH = /^\/(?:en\/|hi\/)?dashboard\/?$/;

/**
 * Renders the session machine into the app shell. The machine, XState and the API client load
 * only when there is a session to follow — one stored on this browser, or an auto-login link in
 * the address — so a visitor's first content page ships none of it.
 *
 * @returns nothing visible
 */
export function SessionBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSession();
  const link = AUTO_LOGIN_PATH.test(pathname) ? autoLoginLinkOf(search) : null;

  useEffect(() => {
    let storedSession = false;
    try {
      storedSession = window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
    } catch {
      // Storage refused (private mode): nothing can have been stored.
    }
    if (!storedSession && link === null && session.status === 'unknown') {
      publishSession(SIGNED_OUT);
      return;
    }
    if (!storedSession && link === null) return;
    void import('./session-runtime.ts').then(async ({ browserSession, setSessionNavigate }) => {
      setSessionNavigate((to) => navigate(to));
      await browserSession(link);
    });
    // Runs when the address changes (the link is read from it), not when the session does.
  }, [pathname, search]);

  // A used link token is single use: take it out of the address once the visitor is signed in.
  useEffect(() => {
    if (session.status === 'signedIn' && link !== null) void navigate({ pathname, search: withoutAutoLoginParams(search) }, { replace: true });
  }, [session.status, link, navigate, pathname, search]);

  return null;
}
