/** The signed-in customer, as the login and token calls return them. */
export interface SessionUser {
  readonly firstName?: string;
  readonly lastName?: string;
}

/** Everything a signed-in browser keeps (§6: calls carry a bearer token and a session token). */
export interface AuthSession {
  readonly mobile: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly sessionToken?: string;
  readonly user?: SessionUser;
}

/** Input of `navigate`: where the app should go (a path with optional query and hash). */
export interface NavigationTarget {
  readonly to: string;
}

/** Input of `autoLogin` (POST autoLogin). */
export interface AutoLoginRequest {
  readonly userMobile: string;
  readonly userToken: string;
}

/** Input of `checkTokenExpiry` (POST checkTokenExpiry). */
export interface TokenCheckRequest {
  readonly userToken: string;
  readonly userMobile: string;
  readonly origin: string;
}

/** Output of `checkTokenExpiry`: whether the link's token has expired, or the session it opens. */
export type TokenCheckResult = { readonly isExpired: true } | { readonly isExpired: false; readonly session: AuthSession };

/** Input of `refreshAccessToken` (POST newaccesstoken with the refresh token as bearer). */
export interface RefreshRequest {
  readonly mobile: string;
  readonly refreshToken: string;
}

/** Output of `refreshAccessToken`. */
export interface RefreshedToken {
  readonly accessToken: string;
}

/** What the session machine remembers between events. */
export interface SessionContext {
  readonly session: AuthSession | null;
  /** True while the session came from an auto-login link (§8: its expiry does not log out). */
  readonly viaAutoLogin: boolean;
  /** Where to go once the current sign-out or failed link has been handled. */
  readonly redirectTo: string | null;
}

/** Everything the session machine responds to: the app's and the API client's reports (also through `connect`). */
export type SessionEvent =
  | { type: 'LOGIN.SUCCEEDED'; session: AuthSession }
  | { type: 'AUTO_LOGIN'; userMobile: string; userToken: string }
  | { type: 'TOKEN.CHECK'; userMobile: string; userToken: string; origin: string }
  /** A call was refused because its access token expired; `accessToken` is the token it used. */
  | { type: 'ACCESS_TOKEN.EXPIRED'; accessToken: string }
  | { type: 'SESSION_TOKEN.EXPIRED' }
  /** The API client refreshed the access token itself (its own single-flight refresh); adopt it. */
  | { type: 'ACCESS_TOKEN.REFRESHED'; accessToken: string; refreshToken: string }
  /** The API client's own refresh was refused: the refresh token has expired or was revoked. */
  | { type: 'REFRESH_TOKEN.EXPIRED' }
  | { type: 'LOGOUT' };

/**
 * What an `autoLogin` actor rejects with when the link's token is ours but used or out of date,
 * so the session sends the visitor to /expired-link rather than to the login (SESSION-003).
 */
export class LinkExpiredError extends Error {
  constructor(message = 'The link has expired') {
    super(message);
    this.name = 'LinkExpiredError';
  }
}
