import { ApiError, type ApiClient, type StoredSession, type TokenStore } from '@rinn/api-client';
import {
  LinkExpiredError,
  type AuthSession,
  type AutoLoginRequest,
  type NavigationTarget,
  type RefreshedToken,
  type RefreshRequest,
  type TokenCheckRequest,
  type TokenCheckResult,
} from '@rinn/machines';
import { fromPromise } from 'xstate';

/**
 * The session as the machine holds it, from what the API client stores.
 *
 * @param stored - the client's stored session
 * @returns the machine's `AuthSession`
 */
export function authSessionOf(stored: Pick<StoredSession, 'token' | 'refreshToken' | 'sessionToken' | 'user'>): AuthSession {
  const { firstName, lastName } = stored.user.name;
  return {
    mobile: stored.user.mobile,
    accessToken: stored.token,
    refreshToken: stored.refreshToken,
    sessionToken: stored.sessionToken,
    user: { ...(firstName === null ? {} : { firstName }), ...(lastName === null ? {} : { lastName }) },
  };
}

type SessionClient = Pick<ApiClient, 'autoLogin' | 'checkTokenExpiry' | 'refreshAccessToken' | 'logout'>;

/**
 * The effects of the session machine over the API client and its token store. The client keeps
 * the tokens itself (it stores every login and refresh, CLIENT-008), so `storeSession` has nothing
 * left to write.
 *
 * @param client - the API client
 * @param tokens - the token store the client uses
 * @param navigate - the router's navigate
 * @returns actors for `sessionMachine.provide({ actors })`
 */
export function sessionActors(client: SessionClient, tokens: TokenStore, navigate: (to: string) => void | Promise<void>) {
  async function autoLogin({ userMobile, userToken }: AutoLoginRequest): Promise<AuthSession> {
    try {
      const { data } = await client.autoLogin({ body: { userMobile, userToken } });
      return authSessionOf(data);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LINK_EXPIRED') throw new LinkExpiredError(error.message);
      throw error;
    }
  }
  return {
    loadStoredSession: fromPromise<AuthSession | null, void>(async () => {
      const stored = await tokens.read();
      return stored === null ? null : authSessionOf(stored);
    }),
    storeSession: fromPromise<void, AuthSession>(async () => undefined),
    clearSession: fromPromise<void, void>(async () => {
      try {
        // Revokes the session on the server; the client clears its store whatever the answer.
        await client.logout();
      } catch {
        // Already ended (expired, refused refresh) or offline: nothing more to revoke from here.
      } finally {
        await tokens.clear();
      }
    }),
    autoLogin: fromPromise<AuthSession, AutoLoginRequest>(async ({ input }) => autoLogin(input)),
    checkTokenExpiry: fromPromise<TokenCheckResult, TokenCheckRequest>(async ({ input }) => {
      const { data } = await client.checkTokenExpiry({ body: input });
      if (data.isExpired) return { isExpired: true };
      if (!data.isVerified || data.token === null) throw new Error('The link is not valid.');
      return { isExpired: false, session: await autoLogin({ userMobile: input.userMobile, userToken: data.token }) };
    }),
    refreshAccessToken: fromPromise<RefreshedToken, RefreshRequest>(async ({ input }) => {
      const { data } = await client.refreshAccessToken({ body: { mobile: input.mobile } });
      return { accessToken: data.token };
    }),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => {
      await navigate(input.to);
    }),
  };
}
