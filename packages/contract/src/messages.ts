/**
 * Messages the contract itself defines: texts a client may show or match on, pinned by tests so the
 * server and the client cannot drift apart. Field-level validation messages live in
 * `@rinn/validation`; these are the call-level ones.
 */

/** The spec's message for an expired server-side session (§4 Token handling, §8). */
export const SESSION_TOKEN_EXPIRED_MESSAGE = 'Session Token has expired';

/** The CKYC registry's answer when it holds no record for a reference id (§4 Consent terms, §8). */
export const CKYC_NO_RECORD_MESSAGE = 'No record found!';

/** The CKYC status of a declined consent: the registry is not asked, so no KYC data is shared (CKYC-002). */
export const CKYC_DECLINED_MESSAGE = 'You declined this consent, so no CKYC record was fetched.';

/** Default message of a request the contract rejects (the server may add field details). */
export const VALIDATION_FAILED_MESSAGE = 'Some of the details you sent are not valid.';

/** Default message of an expired access token; the client refreshes once on this code. */
export const ACCESS_TOKEN_EXPIRED_MESSAGE = 'Your access token has expired.';

/** Default message for a call without valid credentials. */
export const UNAUTHENTICATED_MESSAGE = 'Please log in to continue.';

/** Default message for an unknown resource or route. */
export const NOT_FOUND_MESSAGE = 'We could not find what you were looking for.';

/** Default message when a rate limit is hit; the server appends when to try again. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

/** Default message for an expired or already used link (§2 /expired-link). */
export const LINK_EXPIRED_MESSAGE = 'Whoops! Link Expired';

/** The only message a 500 may carry: internals never reach the client. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
