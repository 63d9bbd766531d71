import { z } from 'zod/mini';
import { otpSchema } from '@rinn/validation';
import { calendarDateSchema, idSchema, instantSchema, rupeesSchema, tokenSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** A link token or a lender's reference id on `GET consent`: URL-safe characters only. */
const consentIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(4096), z.regex(/^[A-Za-z0-9._~-]+$/));

/**
 * The `x-api-key` the borrower's consent page sends with `source: user`. It is public (it ships in
 * the page) and only says which client asks; the link token is what authorises the borrower. A
 * lender sends `source: lender` with its own secret key instead.
 */
export const CONSENT_PAGE_API_KEY = 'pk_rinn_web_consent_page';

/** Where a consent request stands. */
export const consentStatusSchema = z.enum(['pending', 'approved', 'rejected', 'expired']);

/** The borrower's decision (§3 Consent submission `value.status`). */
export const consentDecisionSchema = z.enum(['approved', 'rejected']);

/** A consent request as the borrower's page and the lender see it (§7 GET consent; shape not shown). */
export const consentDetailsSchema = z.object({
  referenceId: idSchema,
  consentStatus: consentStatusSchema,
  lenderName: z.string().check(z.minLength(1)),
  /** The link's mobile with all but the last 4 digits masked, e.g. `XXXXXX3210`. */
  maskedMobile: z.string().check(z.regex(/^X{6}\d{4}$/)),
  /** The version of the terms shown; the decision is recorded against it. */
  termsVersion: z.string().check(z.minLength(1)),
  loan: z.object({
    productName: z.string().check(z.minLength(1)),
    loanAmount: z.nullable(rupeesSchema),
  }),
  /** Whether a CKYC lookup follows approval (§2 Consent terms page `ckyc`). */
  ckyc: z.boolean(),
  expiresAt: instantSchema,
  decidedAt: z.nullable(instantSchema),
});

/**
 * Body of `PUT /api/consent`.
 *
 * @rule API-007 A consent is approved only with `extraInfo.loanInitiatedChecked` true (the 'loan
 *   initiated' checkbox); a rejection may carry either value. WhatsApp opt-in is the borrower's
 *   free choice.
 * @spec §4 Consent terms, §3 Consent submission
 */
export const consentDecisionBodySchema = z
  .object({
    /** The decision token `PUT consent/otp-v2` returned after the OTP was verified. */
    token: tokenSchema,
    value: z.object({ status: consentDecisionSchema }),
    extraInfo: z.object({
      whatsappOptIn: z.boolean(),
      loanInitiatedChecked: z.boolean(),
      ckyc: z.boolean(),
    }),
  })
  .check(
    z.refine((body) => body.value.status === 'rejected' || body.extraInfo.loanInitiatedChecked, {
      message: 'Please confirm that you initiated this loan to give consent.',
      path: ['extraInfo', 'loanInitiatedChecked'],
      // The code of the message, so the server can send it for the page's language (API-MSG-001).
      params: { issue: { code: 'LOAN_INITIATED_REQUIRED' } },
    }),
  );

/**
 * `GET /api/consent`: the consent request behind a link (§7). The borrower's page sends
 * `source: user` with the site's public key; a lender sends `source: lender` with its own key.
 * `id` is the link token (borrower) or the referenceId (lender).
 */
export const consentGetRoute = defineRoute({
  id: 'consentGet',
  method: 'GET',
  path: '/api/consent',
  auth: 'apiKey',
  request: {
    query: z.object({
      id: z
        .optional(consentIdSchema)
        .check(
          z.describe(
            'The link token (source user) or the reference id (source lender), as the spec has it. With source user, prefer the X-Consent-Token header.',
          ),
        ),
    }),
    headers: z.object({
      'x-api-key': z.string().check(z.minLength(16), z.maxLength(200)),
      source: z.enum(['user', 'lender']),
      'x-consent-token': z
        .optional(consentIdSchema)
        .check(
          z.describe(
            'The link token, in place of the id query parameter (preferred: kept out of URLs and logs). When both are sent they must be equal.',
          ),
        ),
    }),
  },
  response: consentDetailsSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['API_KEY_INVALID', 'NOT_FOUND', 'LINK_EXPIRED'],
  summary:
    'The consent request of a link (lender, loan, masked mobile, terms version, status); expired or unknown links carry consentStatus for /expired-link.',
  specSection: '§7 GET consent, §2 Consent terms page',
});

/** `GET /api/consent/otp-v2`: send an OTP to the link's mobile (§7). */
export const consentOtpSendRoute = defineRoute({
  id: 'consentOtpSend',
  method: 'GET',
  path: '/api/consent/otp-v2',
  auth: 'consentToken',
  request: {
    query: z.object({
      token: z
        .optional(tokenSchema)
        .check(
          z.describe('The link token, as the spec has it; prefer the X-Consent-Token header.'),
        ),
    }),
    headers: z.object({
      'x-consent-token': z
        .optional(tokenSchema)
        .check(
          z.describe(
            'The link token, in place of the token query parameter (preferred: kept out of URLs and logs). When both are sent they must be equal.',
          ),
        ),
    }),
  },
  response: z.object({
    /** Masked, e.g. `XXXXXX3210`. */
    mobile: z.string().check(z.regex(/^X{6}\d{4}$/)),
    referenceId: idSchema,
    resendAfterSeconds: z.int().check(z.nonnegative()),
    expiresInSeconds: z.int().check(z.positive()),
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'LINK_EXPIRED', 'CONFLICT'],
  summary:
    "Send an OTP to the consent link's mobile (same limits as login); the message says where it went.",
  specSection: '§7 GET consent/otp-v2, §4 Consent OTP',
});

/** `PUT /api/consent/otp-v2`: verify the consent OTP (§7). */
export const consentOtpVerifyRoute = defineRoute({
  id: 'consentOtpVerify',
  method: 'PUT',
  path: '/api/consent/otp-v2',
  auth: 'consentToken',
  request: { body: z.object({ token: tokenSchema, value: z.object({ otp: otpSchema }) }) },
  response: z.object({
    /** A short-lived decision token for `PUT consent`, proof that the OTP was verified. */
    token: tokenSchema,
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['OTP_INCORRECT', 'OTP_EXPIRED', 'NOT_FOUND', 'LINK_EXPIRED', 'CONFLICT'],
  summary: "Verify the consent OTP; the heading becomes 'Your Mobile number has been verified!'.",
  specSection: '§7 PUT consent/otp-v2, §4 Consent OTP',
});

/** `PUT /api/consent`: record the borrower's decision, once (§7). */
export const consentDecisionRoute = defineRoute({
  id: 'consentDecision',
  method: 'PUT',
  path: '/api/consent',
  auth: 'consentToken',
  request: { body: consentDecisionBodySchema },
  response: z.object({
    consentStatus: consentDecisionSchema,
    referenceId: idSchema,
    decidedAt: instantSchema,
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'LINK_EXPIRED', 'CONFLICT'],
  summary: 'Record approval or rejection with its extra info in the audit trail; a second decision answers 409 with consentStatus.',
  specSection: '§7 PUT consent, §3 Consent submission, §4 Consent terms',
});

/** `GET /api/ckyc/status/:id`: the borrower's CKYC number after approval (§7). */
export const ckycStatusRoute = defineRoute({
  id: 'ckycStatus',
  method: 'GET',
  path: '/api/ckyc/status/:id',
  auth: 'none',
  request: {
    /** The consent's referenceId. */
    params: z.object({ id: idSchema }),
    query: z.object({ origin: z.string().check(z.minLength(1), z.maxLength(100)) }),
  },
  response: z.object({
    /** The 14-digit Central KYC number. */
    ckycNumber: z.string().check(z.regex(/^\d{14}$/)),
    /** When the registry record was last updated. */
    updatedOn: z.nullable(calendarDateSchema),
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary:
    "The CKYC number for an approved consent's referenceId; 404 with 'No record found!' returns the page to the terms screen; 409 for a declined consent, whose registry record is never fetched.",
  specSection: '§7 GET ckyc/status/{id}, §4 Consent terms',
});

/**
 * `POST /api/consent/withdraw`: the dashboard's Opt-out (§4 Application card). Withdraws the
 * customer's consent for one application; the withdrawal is recorded in the consent audit trail
 * like every other consent event.
 *
 * @rule API-010 Opt-out is accepted only for the caller's own application and only where the card
 *   offers it (CARD-005: not an NBFC lead, consent opted, score not expired, not tw_ev); a second
 *   opt-out answers 409, and each accepted one is one audit event.
 * @spec §4 Application card (Opt-out), §6
 */
export const consentWithdrawRoute = defineRoute({
  id: 'consentWithdraw',
  method: 'POST',
  path: '/api/consent/withdraw',
  auth: 'bearer+session',
  request: {
    /** The card's id, or its loanId for systemId 1 (as `application/{id}` takes it). */
    body: z.object({ applicationId: idSchema }),
  },
  response: z.object({
    applicationId: idSchema,
    isOptedout: z.literal(true),
    withdrawnAt: instantSchema,
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary: "Opt out of an application's consent (the dashboard's Opt-out); recorded in the append-only consent audit trail.",
  specSection: '§4 Application card (Opt-out), §6',
});

/** The consent routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const CONSENT_ROUTES = {
  consentGet: consentGetRoute,
  consentOtpSend: consentOtpSendRoute,
  consentOtpVerify: consentOtpVerifyRoute,
  consentDecision: consentDecisionRoute,
  consentWithdraw: consentWithdrawRoute,
  ckycStatus: ckycStatusRoute,
} as const;
