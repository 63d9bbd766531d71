import type { StoredSession, TokenStore } from '@rinn/api-client';

/** The localStorage key the session is kept under (§3 Logged-in user info, stored locally). */
export const SESSION_STORAGE_KEY = 'rinn.session';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSession>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.sessionToken === 'string' &&
    typeof candidate.user?.mobile === 'string' &&
    typeof candidate.autoLogin === 'boolean'
  );
}

/**
 * A token store over the browser's storage. Anything unreadable there (another app's data, an
 * older shape, storage refused in private mode) reads as no session rather than breaking the page.
 *
 * @param storage - `window.localStorage`, or a stand-in in tests
 * @returns a `TokenStore` for `createApiClient`
 */
export function browserTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
        return isStoredSession(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(session) {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(SESSION_STORAGE_KEY);
    },
  };
}
