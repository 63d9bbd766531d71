import { API_ERRORS, SERVER_MESSAGE_CODES } from '@rinn/contract';
import { STEP_MESSAGE_CODES } from '@rinn/offers';
import { FIELD_MESSAGE_CODES } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { DomainError, type RefusalMessage } from '../domain-error.js';
import { apiErrorCodeOf } from './error-codes.js';

/** The server's codes that report a success: a use case never refuses with them. */
const SUCCESS_CODES = new Set([
  'OK',
  'OTP_SENT',
  'OTP_VERIFIED',
  'LEAD_CREATED',
  'FEEDBACK_SAVED',
  'CONTACT_MESSAGE_SENT',
  'ANALYTICS_STORED',
  'LOGGED_OUT',
  'CONSENT_OTP_SENT',
  'CONSENT_OTP_VERIFIED',
  'CONSENT_APPROVED',
  'CONSENT_REJECTED',
  'OPT_OUT_RECORDED',
  'PAYOUT_SAVED',
  'STEP_SAVED',
  'APPLIED',
]);

describe('refusals mapped to HTTP at the edge', () => {
  it.each(SERVER_MESSAGE_CODES.filter((code) => !SUCCESS_CODES.has(code)))('API-002: the refusal %s has one contract error code', (code) => {
    const errorCode = apiErrorCodeOf({ code } as RefusalMessage);
    expect(Object.keys(API_ERRORS)).toContain(errorCode);
  });

  it('API-002: the rules of fields and journey steps are requests that do not pass validation', () => {
    for (const code of [...FIELD_MESSAGE_CODES, ...STEP_MESSAGE_CODES]) expect(apiErrorCodeOf({ code } as RefusalMessage)).toBe('VALIDATION_FAILED');
  });

  it('API-002: the refusals keep the status they had', () => {
    expect(apiErrorCodeOf({ code: 'OTP_NO_LONGER_VALID' })).toBe('OTP_EXPIRED');
    expect(apiErrorCodeOf({ code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } })).toBe('OTP_INCORRECT');
    expect(apiErrorCodeOf({ code: 'VERIFICATION_USED' })).toBe('MOBILE_NOT_VERIFIED');
    expect(apiErrorCodeOf({ code: 'CONSENT_VERIFICATION_REQUIRED' })).toBe('UNAUTHENTICATED');
    expect(apiErrorCodeOf({ code: 'ACCESS_TOKEN_EXPIRED' })).toBe('TOKEN_EXPIRED');
    expect(apiErrorCodeOf({ code: 'SESSION_TOKEN_EXPIRED' })).toBe('SESSION_EXPIRED');
    expect(apiErrorCodeOf({ code: 'PAYOUT_LEAD_MISMATCH' })).toBe('PAYLOAD_INVALID');
    expect(apiErrorCodeOf({ code: 'CKYC_DECLINED' })).toBe('CONFLICT');
    expect(apiErrorCodeOf({ code: 'OTP_SEND_LIMIT', params: { at: '2026-11-22T12:02:00.000Z' } })).toBe('RATE_LIMITED');
  });

  it('API-002: a domain error carries its message and details but no HTTP status', () => {
    const error = new DomainError({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } }, { retryAfterSeconds: 20 });
    expect(error.message).toBe('Please wait 20 seconds before requesting a new OTP.');
    expect(error.reason).toEqual({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } });
    expect(error.retryAfterSeconds).toBe(20);
    expect(error).not.toHaveProperty('statusCode');
  });
});
