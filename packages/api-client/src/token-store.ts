/** What the client keeps about a logged-in user (§3 Logged-in user info). */
export interface StoredSession {
  /** Bearer access token. */
  readonly token: string;
  readonly refreshToken: string;
  /** Sent as the `SessionToken` header (§6). */
  readonly sessionToken: string;
  readonly user: {
    readonly mobile: string;
    readonly name: { readonly firstName: string | null; readonly lastName: string | null };
  };
  /** The session came from an auto-login link (sent as the `autoLogin` header). */
  readonly autoLogin: boolean;
}

/**
 * Where the client keeps the session: the web app backs it with localStorage, tests and the CLI
 * with memory. Methods may be synchronous or return promises.
 */
export interface TokenStore {
  read(): StoredSession | null | Promise<StoredSession | null>;
  write(session: StoredSession): void | Promise<void>;
  clear(): void | Promise<void>;
}

/**
 * A token store held in memory.
 *
 * @param initial - The session to start with, if any.
 * @returns A {@link TokenStore}.
 * @example const tokens = createMemoryTokenStore(); tokens.read() // null
 */
export function createMemoryTokenStore(initial: StoredSession | null = null): TokenStore {
  let current = initial;
  return {
    read: () => current,
    write: (session) => {
      current = session;
    },
    clear: () => {
      current = null;
    },
  };
}
