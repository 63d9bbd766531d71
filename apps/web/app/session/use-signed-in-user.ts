import type { StoredSession } from '@rinn/api-client';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserTokenStore } from './browser-token-store.ts';

/** The signed-in customer as the header shows them, or null. */
export type SignedInUser = StoredSession['user'] | null;

/**
 * The customer signed in on this browser, read from storage after hydration and again on every
 * navigation (a login ends with one), so the header can swap Login for the avatar menu.
 *
 * @returns the user, or null when nobody is signed in (and always during pre-rendering)
 */
export function useSignedInUser(): SignedInUser {
  const { pathname } = useLocation();
  const [user, setUser] = useState<SignedInUser>(null);
  useEffect(() => {
    const session = browserTokenStore(window.localStorage).read();
    // The browser store reads synchronously; the TokenStore interface also allows a promise.
    if (session instanceof Promise) void session.then((resolved) => setUser(resolved?.user ?? null));
    else setUser(session?.user ?? null);
  }, [pathname]);
  return user;
}

/**
 * Ends the session: tells the API (best effort — the session is dropped here either way), then
 * clears the stored tokens.
 */
export async function signOut(): Promise<void> {
  const { browserApiClient } = await import('./api.ts');
  try {
    await browserApiClient().logout();
  } catch {
    // An expired or already revoked session still ends here; the stored tokens are cleared below.
  }
  await browserTokenStore(window.localStorage).clear();
}
