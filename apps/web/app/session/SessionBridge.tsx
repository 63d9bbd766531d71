import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { autoLoginLinkOf, tokenLinkOf, withoutAutoLoginParams } from './auto-login-link.ts';
import { SESSION_STORAGE_KEY } from './browser-token-store.ts';
import { importedModules } from '../widgets/load-failure.tsx';
import { publishSession, SESSION_UNKNOWN, sessionUnavailable, SIGNED_OUT, useSession } from './session-view.ts';

/** Pages that accept an auto-login link (§2 /dashboard). */
const AUTO_LOGIN_PATH = /^\/(?:en\/|hi\/)?dashboard\/?$/;
/** Pages that accept a token link (§2 / with #myaccount and userToken; /dashboard). The journey's
 * userToken is a journey-start parameter (§3), not a sign-in, so it is not one of them. */
const TOKEN_LINK_PATH = /^\/(?:(?:en|hi)\/?)?(?:dashboard\/?)?$/;

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
  const { language } = useLanguage();
  const link = AUTO_LOGIN_PATH.test(pathname) ? autoLoginLinkOf(search) : null;
  const tokenLink = TOKEN_LINK_PATH.test(pathname) ? tokenLinkOf(search) : null;
  // Each Try again of a session that could not start follows the address again (LOAD-CODE-003).
  const [attempt, setAttempt] = useState(0);
  const startAgain = () => {
    publishSession(SESSION_UNKNOWN);
    setAttempt((count) => count + 1);
  };

  const followAddress = useEffectEvent(() => {
    let storedSession = false;
    try {
      storedSession = window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
    } catch {
      // Storage refused (private mode): nothing can have been stored.
    }
    if (!storedSession && link === null && tokenLink === null && session.status === 'unknown') {
      publishSession(SIGNED_OUT);
      return;
    }
    if (!storedSession && link === null && tokenLink === null) return;
    void (async () => {
      const { browserSession, setSessionNavigate } = await importedModules(import('./session-runtime.ts'));
      // The session's redirects (home, #myaccount, /expired-link) keep the page's language.
      setSessionNavigate((to) => navigate(localizedPath(to, language)));
      const runtime = await browserSession(link);
      if (tokenLink === null) return;
      // A token link goes through checkTokenExpiry (SESSION-005) when nobody is signed in; either
      // way the token leaves the address bar once read (replaceState), so it is not kept in the
      // history or shared by copying the address.
      if (runtime.actor.getSnapshot().matches('signedOut')) runtime.checkToken(tokenLink, pathname.includes('dashboard') ? 'dashboard' : 'home');
      void navigate({ pathname, search: withoutAutoLoginParams(search), hash: window.location.hash }, { replace: true });
    })().catch((error: unknown) => publishSession(sessionUnavailable(error, startAgain)));
  });
  // Runs when the address changes (the link is read from it), not when the session does.
  useEffect(() => followAddress(), [pathname, search, attempt]);

  // A used link token is single use: take it out of the address once the visitor is signed in.
  useEffect(() => {
    if (session.status === 'signedIn' && link !== null) void navigate({ pathname, search: withoutAutoLoginParams(search) }, { replace: true });
  }, [session.status, link, navigate, pathname, search]);

  return null;
}
