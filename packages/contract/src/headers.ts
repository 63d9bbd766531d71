/**
 * How a call authenticates. Each route in the table names one:
 * - `none`: public.
 * - `bearer`: `Authorization: Bearer <access token>`.
 * - `bearer+session`: the bearer access token and the `SessionToken` header (§6); the server checks
 *   both, so logout (which revokes the session) ends access even while the JWT is still valid.
 * - `refresh`: `Authorization: Bearer <refresh token>` (only `newaccesstoken`, §7).
 * - `apiKey`: the `x-api-key` header (lender side of consent, §7 GET consent).
 * - `consentToken`: the unguessable token of a consent link: on the GET calls preferably in the
 *   `X-Consent-Token` header (the spec's query parameter is still accepted), on PUTs in the body.
 */
export const AUTH_KINDS = ['none', 'bearer', 'bearer+session', 'refresh', 'apiKey', 'consentToken'] as const;

/** One of {@link AUTH_KINDS}. */
export type AuthKind = (typeof AUTH_KINDS)[number];

/**
 * Header names the contract uses, as the spec spells them. HTTP header names are case-insensitive;
 * Node servers see them lower-cased.
 */
export const HEADERS = {
  authorization: 'Authorization',
  /** The server-side session id (§6 "a bearer token and a session token header"). */
  sessionToken: 'SessionToken',
  /** `true` when the session came from an auto-login link (§7 GET application). */
  autoLogin: 'autoLogin',
  /** The lender's API key (§7 GET consent). */
  apiKey: 'x-api-key',
  /** Who is asking on the consent call: `user` (the borrower's page) or `lender` (§7 GET consent). */
  source: 'source',
  /**
   * The consent link's token on `GET consent` and `GET consent/otp-v2`: the preferred place for it,
   * as a header never lands in an access log or a browser history the way a query string does. The
   * spec's query parameters (`id`, `token`) stay accepted; when both come they must be equal.
   */
  consentToken: 'X-Consent-Token',
  /** Sent with every GET together with `cache: 'no-store'` (§7 GET calls are not cached). */
  cacheControl: 'Cache-Control',
} as const;

/** The value of the `Cache-Control` request header on every GET. */
export const NO_CACHE = 'no-cache, no-store, max-age=0';

/** Content type of the chat stream (§7 chatbot-v2): newline-delimited JSON. */
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';
