import { API_ERROR_CODES, type ApiErrorCode } from './envelope.js';
import type { AuthKind } from './headers.js';
import type { AnyRoute } from './route.js';

/** Errors a route may answer because of how it authenticates. */
const AUTH_ERRORS: Readonly<Record<AuthKind, readonly ApiErrorCode[]>> = {
  none: [],
  bearer: ['UNAUTHENTICATED', 'TOKEN_EXPIRED'],
  'bearer+session': ['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'SESSION_EXPIRED'],
  refresh: ['REFRESH_TOKEN_INVALID'],
  apiKey: ['API_KEY_INVALID'],
  consentToken: ['NOT_FOUND', 'LINK_EXPIRED'],
};

/**
 * Every error code a route may answer with: a bad request (when it takes input), the rate limit,
 * its auth kind's failures, and its own. INTERNAL is never listed: a correct server does not send it.
 *
 * @param route - A route of the table.
 * @returns The codes in the fixed order of `API_ERROR_CODES`, without repeats.
 * @example possibleErrorsOf(ROUTES.logout) // ['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'SESSION_EXPIRED', 'RATE_LIMITED']
 */
export function possibleErrorsOf(route: AnyRoute): ApiErrorCode[] {
  const takesInput = Object.values(route.request).some((part) => part !== undefined);
  const codes = new Set<ApiErrorCode>([
    ...(takesInput ? (['VALIDATION_FAILED'] as const) : []),
    'RATE_LIMITED',
    ...AUTH_ERRORS[route.auth],
    ...route.errors,
  ]);
  return API_ERROR_CODES.filter((code) => codes.has(code));
}
