import { z } from 'zod/mini';
import { otpSchema } from '@rinn/validation';
import { extraInfoSchema, idSchema, mobileFieldSchema, productCodeSchema, tokenSchema, userSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** Seconds before an OTP may be sent again (§9 Login resend timer). */
export const OTP_RESEND_AFTER_SECONDS = 30;

/**
 * Body of every "send an OTP" call (login, contact, chatbot; §7).
 *
 * @rule API-004 Resending an OTP is the same send call again with the `referenceId` the first send
 *   returned and `retries` one higher (the first send has `retries` 1, or omits `referenceId` and
 *   gets one back); the spec shows no separate resend call.
 * @spec §7 OTP resend (method and path not shown), §4 Login modal
 */
export const otpSendBodySchema = z.object({
  mobile: mobileFieldSchema,
  /** Omitted on the first send; the server issues one. Sent back on every resend. */
  referenceId: z.optional(idSchema),
  /** 1 on the first send, one higher on each resend. */
  retries: z._default(z.int().check(z.gte(1), z.lte(10)), 1),
  type: z._default(z.literal('otp'), 'otp'),
  product: z._default(productCodeSchema, 'usedcar'),
  extraInfo: z.optional(extraInfoSchema),
});

/** `data` of a successful OTP send. */
export const otpSentSchema = z.object({
  /** Binds the code to this request; the verify call must send it. */
  referenceId: idSchema,
  /** The resend control appears after this many seconds (§9: 30). */
  resendAfterSeconds: z.int().check(z.nonnegative()),
  /** The code stops working after this many seconds. */
  expiresInSeconds: z.int().check(z.positive()),
});

/** The `value` of an OTP verify body (§7 `value.otp`). */
export const otpValueSchema = z.object({ otp: otpSchema });

/**
 * What a login gives the client to store (§3 Logged-in user info): a short-lived bearer access
 * token, a rotating refresh token and the server-side session id for the `SessionToken` header.
 */
export const sessionSchema = z.object({
  token: tokenSchema,
  refreshToken: tokenSchema,
  sessionToken: tokenSchema,
  /** Lifetime of `token`; the client may refresh a little before it ends. */
  accessTokenExpiresInSeconds: z.int().check(z.positive()),
  user: userSchema,
});

/** `POST /api/otp-v2`: send a login OTP (§7). */
export const otpSendRoute = defineRoute({
  id: 'otpSend',
  method: 'POST',
  path: '/api/otp-v2',
  auth: 'none',
  request: { body: otpSendBodySchema },
  response: otpSentSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Send a login OTP to a mobile number (also the resend, with the same referenceId).',
  specSection: '§7 POST otp-v2, §4 Login modal, §9 Login',
});

/** `PUT /api/otp-v2`: verify a login OTP and open a session (§7). */
export const otpVerifyRoute = defineRoute({
  id: 'otpVerify',
  method: 'PUT',
  path: '/api/otp-v2',
  auth: 'none',
  request: {
    body: z.object({
      value: otpValueSchema,
      product: z._default(productCodeSchema, 'usedcar'),
      mobile: mobileFieldSchema,
      referenceId: idSchema,
      /** A session this login replaces (the previous one is revoked); null or absent when none. */
      sessionToken: z.nullish(tokenSchema),
    }),
  },
  response: sessionSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['OTP_INCORRECT', 'OTP_EXPIRED'],
  summary: 'Verify a login OTP; on success the session is returned for the client to store.',
  specSection: '§7 PUT otp-v2, §4 Login modal',
});

/** `POST /api/newaccesstoken`: a new access token for a refresh token (§7, §4 Token handling). */
export const refreshAccessTokenRoute = defineRoute({
  id: 'refreshAccessToken',
  method: 'POST',
  path: '/api/newaccesstoken',
  auth: 'refresh',
  request: { body: z.object({ mobile: mobileFieldSchema }) },
  response: z.object({
    token: tokenSchema,
    /** The refresh token rotates on every use; the old one is dead from now on. */
    refreshToken: tokenSchema,
    accessTokenExpiresInSeconds: z.int().check(z.positive()),
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['REFRESH_TOKEN_INVALID'],
  summary:
    'Exchange the refresh token (sent as bearer) for a new access token and a rotated refresh token.',
  specSection: '§7 POST newaccesstoken, §4 Token handling',
});

/** `POST /api/autoLogin`: log in from a single-use link token (§7, §4 Token handling). */
export const autoLoginRoute = defineRoute({
  id: 'autoLogin',
  method: 'POST',
  path: '/api/autoLogin',
  auth: 'none',
  request: { body: z.object({ userMobile: mobileFieldSchema, userToken: tokenSchema }) },
  response: z.extend(sessionSchema, { isVerified: z.literal(true) }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['LINK_EXPIRED', 'UNAUTHENTICATED'],
  summary:
    'Open a session from an auto-login link (mobile and single-use token); failure sends the user home with #myaccount.',
  specSection: '§7 POST autoLogin, §4 Token handling',
});

/** `POST /api/checkTokenExpiry`: is a link's user token still good (§7, §4 Token handling). */
export const checkTokenExpiryRoute = defineRoute({
  id: 'checkTokenExpiry',
  method: 'POST',
  path: '/api/checkTokenExpiry',
  auth: 'none',
  request: {
    body: z.object({
      userToken: tokenSchema,
      userMobile: mobileFieldSchema,
      /** The page asking (e.g. `dashboard`, `journey`), for audit. */
      origin: z.string().check(z.minLength(1), z.maxLength(100)),
    }),
  },
  response: z.object({
    isExpired: z.boolean(),
    /** The token belongs to this mobile and was issued by us. */
    isVerified: z.boolean(),
    /** The user token to continue with (renewed when close to expiry); null when expired or unverified. */
    token: z.nullable(tokenSchema),
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Check a link token: expired sends the user to /expired-link, unverified to home.',
  specSection: '§7 POST checkTokenExpiry, §4 Token handling',
});

/** `GET /api/basic-token`: a short-lived token that lets a journey start (§7, §3 Journey start). */
export const basicTokenRoute = defineRoute({
  id: 'basicToken',
  method: 'GET',
  path: '/api/basic-token',
  auth: 'none',
  request: {},
  response: z.object({ basicToken: tokenSchema, expiresInSeconds: z.int().check(z.positive()) }),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'A dashboard/journey token passed as basicToken when a loan journey starts.',
  specSection: '§7 GET basic-token, §3 Journey start parameters',
});

/** `POST /api/logout`: revoke the session and its refresh-token family (§2 Login dropdown). */
export const logoutRoute = defineRoute({
  id: 'logout',
  method: 'POST',
  path: '/api/logout',
  auth: 'bearer+session',
  request: {},
  response: z.object({ loggedOut: z.literal(true) }),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Revoke the current session, so its SessionToken and refresh token stop working at once.',
  specSection: '§2 Login dropdown (Logout clears the session), §6',
});

/** The session routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const SESSION_ROUTES = {
  otpSend: otpSendRoute,
  otpVerify: otpVerifyRoute,
  refreshAccessToken: refreshAccessTokenRoute,
  autoLogin: autoLoginRoute,
  checkTokenExpiry: checkTokenExpiryRoute,
  basicToken: basicTokenRoute,
  logout: logoutRoute,
} as const;
