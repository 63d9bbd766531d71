import { z } from 'zod/mini';
import { API_MESSAGE_CODES, apiMessageText, type ApiMessage, type WireMessage, wireMessage } from './api-messages.js';

/** zod enum of every message code (`ApiMessageCode`): the server's own, the field rules' and the journey steps'. */
export const apiMessageCodeSchema = z.enum(API_MESSAGE_CODES);

/** The values a message quotes (`messageParams`): names to strings or numbers. */
export const apiMessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error a Rinn API call can answer with, and its HTTP status.
 *
 * @rule API-002 A failed call answers with the HTTP status of its error code (400, 401, 404, 409,
 *   410, 429, or 500 which a correct server never sends), `status: false`, a non-empty `message`
 *   a person can read, `data: null` and a stable `code`; a 429 also carries `retryAfterSeconds`.
 * @spec §8 Error catalogue
 * @rule API-003 An expired access token answers 401 `TOKEN_EXPIRED`, the only code on which a
 *   client refreshes its access token (once, then retries once); an expired or revoked server
 *   session answers 401 `SESSION_EXPIRED` with the message 'Session Token has expired', and a dead
 *   refresh token 401 `REFRESH_TOKEN_INVALID`: both end the session.
 * @spec §4 Token handling
 */
export const API_ERRORS = {
  /** The request does not match the contract; `issues` says which field and why. */
  VALIDATION_FAILED: { httpStatus: 400 },
  /** The OTP is wrong; more tries remain. */
  OTP_INCORRECT: { httpStatus: 400 },
  /** The OTP expired, was already used, or died after too many wrong tries: ask for a new one. */
  OTP_EXPIRED: { httpStatus: 400 },
  /** The mobile was not verified by OTP for this referenceId (contact, lead creation). */
  MOBILE_NOT_VERIFIED: { httpStatus: 400 },
  /** An encrypted key or payload failed authentication (tampered, truncated, wrong key). */
  PAYLOAD_INVALID: { httpStatus: 400 },
  /** No credentials, or credentials that were never valid. */
  UNAUTHENTICATED: { httpStatus: 401 },
  /** The bearer access token expired: refresh once, then retry once. */
  TOKEN_EXPIRED: { httpStatus: 401 },
  /** The `SessionToken` session expired or was revoked (logout): log out. */
  SESSION_EXPIRED: { httpStatus: 401 },
  /** The refresh token is expired, rotated away or revoked: log out. */
  REFRESH_TOKEN_INVALID: { httpStatus: 401 },
  /** The `x-api-key` header is missing or unknown. */
  API_KEY_INVALID: { httpStatus: 401 },
  /** Unknown route or resource, or a resource that belongs to someone else. */
  NOT_FOUND: { httpStatus: 404 },
  /** The request conflicts with the current state (e.g. a consent decided a second time). */
  CONFLICT: { httpStatus: 409 },
  /** A tokenised link (consent, auto login) has expired; see `consentStatus`. */
  LINK_EXPIRED: { httpStatus: 410 },
  /** Too many requests or wrong tries; `retryAfterSeconds` says when to try again. */
  RATE_LIMITED: { httpStatus: 429 },
  /** A bug on the server. The contract lists it so clients handle it; the server must not send it. */
  INTERNAL: { httpStatus: 500 },
} as const satisfies Record<string, { readonly httpStatus: number }>;

/** A stable machine-readable error code. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** All error codes, in a fixed order (for enums and exhaustive tests). */
export const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];

/** zod enum of {@link ApiErrorCode}. */
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/**
 * The HTTP status a server answers with for an error code.
 *
 * @param code - The error code.
 * @returns Its HTTP status (400 … 500).
 * @example httpStatusOf('RATE_LIMITED') // 429
 */
export function httpStatusOf(code: ApiErrorCode): number {
  return API_ERRORS[code].httpStatus;
}

/**
 * What a consent link's state is when a call about it fails; the consent page sends the user to
 * `/expired-link?consent={consentStatus}` (§4 Consent terms, §2 /expired-link).
 */
export const consentLinkStatusSchema = z.enum(['approved', 'rejected', 'expired', 'invalid']);

/** One field-level problem of a rejected request. */
export const validationIssueSchema = z.object({
  /** Dotted path of the field, `body.mobile`, `query.key`, `params.id`. */
  path: z.string(),
  message: z.string().check(z.minLength(1)),
  /** The code of `message` (a field rule's, a journey step's or the server's own), for the page's language. */
  messageCode: z.optional(apiMessageCodeSchema),
  /** The values `message` quotes (limits, seconds, …), named as the code's catalogue entry names them. */
  messageParams: z.optional(apiMessageParamsSchema),
});

/** The error envelope's fields, before its one rule across fields. */
const errorEnvelopeObject = z.object({
  status: z.literal(false),
  message: z.string().check(z.minLength(1)),
  data: z.null(),
  code: apiErrorCodeSchema,
  /**
   * The code of `message` (API-MSG-001): a client writes it out in the page's language with the
   * catalogue of that language (`apiMessageText`), and shows `message` when it does not know it.
   */
  messageCode: z.optional(apiMessageCodeSchema),
  /** The values `message` quotes, by name (e.g. `{ "seconds": 20 }`, `{ "at": "2026-11-22T12:02:00.000Z" }`). */
  messageParams: z.optional(apiMessageParamsSchema),
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
  issues: z.optional(z.array(validationIssueSchema)),
  consentStatus: z.optional(consentLinkStatusSchema),
});

/** A RATE_LIMITED error always says when to try again. */
function rateLimitedSaysWhen(error: { readonly code: string; readonly retryAfterSeconds?: number | undefined }): boolean {
  return error.code !== 'RATE_LIMITED' || error.retryAfterSeconds !== undefined;
}
const RATE_LIMITED_SAYS_WHEN = { message: 'A RATE_LIMITED error carries retryAfterSeconds', path: ['retryAfterSeconds'] };

/**
 * The error envelope: the same `{ status, message, data }` shape as a success, with `status: false`
 * and `data: null`, plus a `code` and optional details.
 *
 * @example { "status": false, "message": "Too many attempts. Try again in 12 minutes.", "data": null, "code": "RATE_LIMITED", "retryAfterSeconds": 720 }
 */
export const errorEnvelopeSchema = errorEnvelopeObject.check(
  z.refine(rateLimitedSaysWhen, RATE_LIMITED_SAYS_WHEN),
);

/**
 * The error envelope as a client reads it: a `messageCode` it does not know (a newer server's, read
 * by a page loaded before a deploy) stays text, which `messageOfWire` sets aside so the page shows
 * `message`, instead of failing the whole envelope and losing its `code` (TOKEN_EXPIRED, …).
 */
export const errorEnvelopeReadSchema = z
  .extend(errorEnvelopeObject, {
    messageCode: z.optional(z.string()),
    issues: z.optional(
      z.array(z.extend(validationIssueSchema, { messageCode: z.optional(z.string()) })),
    ),
  })
  .check(z.refine(rateLimitedSaysWhen, RATE_LIMITED_SAYS_WHEN));

/** A parsed error envelope. */
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

/**
 * The success envelope for one call's `data`.
 *
 * @rule API-001 Every JSON response is `{ status, message, data }` where `status` is a boolean
 *   success flag: `true` with the call's `data`, `false` with `data: null` and an error code. One
 *   meaning everywhere, so a client never compares strings such as "success" or "200".
 * @spec §7 All responses are JSON with status, message and data
 * @param dataSchema - The schema of `data` for this call.
 * @returns A zod schema of `{ status: true, message: string, data }`.
 * @example envelope(z.object({ referenceId: z.string() })).parse({ status: true, message: 'OTP sent', data: { referenceId: 'r1' } })
 */
export function envelope<Data extends z.ZodMiniType>(dataSchema: Data) {
  return z.object({
    status: z.literal(true),
    message: z.string(),
    data: dataSchema,
  });
}

/** A parsed success envelope with data of type `Data`. */
export interface SuccessEnvelope<Data> {
  readonly status: true;
  readonly message: string;
  readonly data: Data;
}

/**
 * Builds a success envelope (for servers and fakes), so `status` is never spelled by hand.
 *
 * @param data - The call's data.
 * @param message - A short human-readable message; empty when there is nothing to say.
 * @returns `{ status: true, message, data }`.
 * @example ok({ referenceId: 'r1' }, 'OTP sent') // { status: true, message: 'OTP sent', data: { referenceId: 'r1' } }
 */
export function ok<Data>(data: Data, message = ''): SuccessEnvelope<Data> {
  return { status: true, message, data };
}

/** A message as a server or fake gives it: a text, or a code the envelope also carries (API-MSG-001). */
export type GivenMessage = string | ApiMessage;

/** Optional details of an error envelope. */
export interface ErrorDetails {
  readonly retryAfterSeconds?: number;
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: GivenMessage }>;
  readonly consentStatus?: z.output<typeof consentLinkStatusSchema>;
}

/** The English text of a given message, and its code and params when it has them. */
function written(message: GivenMessage): { readonly message: string } & Partial<WireMessage> {
  return typeof message === 'string' ? { message } : { message: apiMessageText(message, 'en'), ...wireMessage(message) };
}

/**
 * Builds an error envelope and its HTTP status, so servers and fakes answer errors one way. A
 * message given as a code is written in English into `message` and carried as `messageCode` and
 * `messageParams`, for the issues too.
 *
 * @param code - The error code.
 * @param message - What went wrong, for a person: a text, or an {@link ApiMessage}.
 * @param details - `retryAfterSeconds` (required for RATE_LIMITED), `issues`, `consentStatus`.
 * @returns `{ httpStatus, body }` where body is a valid error envelope.
 * @throws {RangeError} When `message` is empty or a RATE_LIMITED error has no `retryAfterSeconds`.
 * @example fail('NOT_FOUND', 'No such application').httpStatus // 404
 * @example fail('OTP_INCORRECT', { code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } }).body.messageCode // 'OTP_INCORRECT'
 */
export function fail(
  code: ApiErrorCode,
  message: GivenMessage,
  details: ErrorDetails = {},
): { readonly httpStatus: number; readonly body: ErrorEnvelope } {
  const text = written(message);
  if (text.message.length === 0) throw new RangeError('An error envelope needs a message');
  if (code === 'RATE_LIMITED' && details.retryAfterSeconds === undefined) {
    throw new RangeError('A RATE_LIMITED error needs retryAfterSeconds');
  }
  const body: ErrorEnvelope = {
    status: false,
    ...text,
    data: null,
    code,
    ...(details.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: details.retryAfterSeconds }),
    ...(details.issues === undefined ? {} : { issues: details.issues.map((issue) => ({ path: issue.path, ...written(issue.message) })) }),
    ...(details.consentStatus === undefined ? {} : { consentStatus: details.consentStatus }),
  };
  return { httpStatus: httpStatusOf(code), body };
}
