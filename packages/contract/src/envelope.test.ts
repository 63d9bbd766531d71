import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { z } from 'zod/mini';
import {
  API_ERROR_CODES,
  API_ERRORS,
  envelope,
  errorEnvelopeSchema,
  fail,
  httpStatusOf,
  ok,
  type ApiErrorCode,
} from './envelope.js';
import { SESSION_TOKEN_EXPIRED_MESSAGE, CKYC_NO_RECORD_MESSAGE, LINK_EXPIRED_MESSAGE } from './messages.js';
import { otpSentSchema } from './routes/session.routes.js';
import { idArbitrary } from '../tests/support/arbitraries.js';

const otpSentArbitrary = fc.record({
  referenceId: idArbitrary,
  resendAfterSeconds: fc.nat({ max: 600 }),
  expiresInSeconds: fc.integer({ min: 1, max: 3600 }),
});

describe('success envelope', () => {
  test.prop([otpSentArbitrary, fc.string()])('API-001: ok(data) survives JSON and parses back to the same data', (data, message) => {
    const wire = JSON.parse(JSON.stringify(ok(data, message))) as unknown;
    expect(envelope(otpSentSchema).parse(wire)).toEqual({ status: true, message, data });
  });

  test.prop([otpSentArbitrary, fc.constantFrom<unknown>(false, 'success', 'true', 1, 200, null)])(
    'API-001: status is the boolean true, never a string or number',
    (data, status) => {
      expect(envelope(otpSentSchema).safeParse({ status, message: '', data }).success).toBe(false);
    },
  );

  it('API-001: an error envelope is not a success envelope and the reverse', () => {
    const error = fail('NOT_FOUND', 'No such application').body;
    expect(envelope(z.null()).safeParse(error).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse(ok(null, 'fine')).success).toBe(false);
  });
});

describe('error envelope', () => {
  test.prop([fc.constantFrom(...API_ERROR_CODES), fc.string({ minLength: 1 }), fc.nat({ max: 86_400 })])(
    'API-002: fail() gives the code its HTTP status and a body the error schema accepts',
    (code, message, retryAfterSeconds) => {
      const { httpStatus, body } = fail(code, message, { retryAfterSeconds });
      expect(httpStatus).toBe(API_ERRORS[code].httpStatus);
      expect(errorEnvelopeSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
      expect(body).toMatchObject({ status: false, data: null, code, message });
    },
  );

  it('API-002: the statuses are the documented ones', () => {
    const statuses = new Set(API_ERROR_CODES.map((code) => httpStatusOf(code)));
    expect([...statuses].sort()).toEqual([400, 401, 404, 409, 410, 429, 500]);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
    expect(httpStatusOf('VALIDATION_FAILED')).toBe(400);
    expect(httpStatusOf('CONFLICT')).toBe(409);
  });

  it('API-002: a rate-limit error must say when to retry and every error needs a message', () => {
    expect(() => fail('RATE_LIMITED', 'Slow down')).toThrow(RangeError);
    expect(() => fail('NOT_FOUND', '')).toThrow(RangeError);
    expect(
      errorEnvelopeSchema.safeParse({ status: false, message: 'Slow down', data: null, code: 'RATE_LIMITED' }).success,
    ).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ status: false, message: '', data: null, code: 'NOT_FOUND' }).success).toBe(false);
  });

  it('API-002: unknown codes are refused', () => {
    expect(errorEnvelopeSchema.safeParse({ status: false, message: 'x', data: null, code: 'TEAPOT' }).success).toBe(false);
  });

  it('API-003: token, session and refresh failures are distinct 401 codes', () => {
    const sessionCodes: ApiErrorCode[] = ['TOKEN_EXPIRED', 'SESSION_EXPIRED', 'REFRESH_TOKEN_INVALID', 'UNAUTHENTICATED'];
    for (const code of sessionCodes) expect(httpStatusOf(code)).toBe(401);
    expect(new Set(sessionCodes).size).toBe(sessionCodes.length);
  });

  it('API-003: the spec texts are pinned', () => {
    expect(SESSION_TOKEN_EXPIRED_MESSAGE).toBe('Session Token has expired');
    expect(CKYC_NO_RECORD_MESSAGE).toBe('No record found!');
    expect(LINK_EXPIRED_MESSAGE).toBe('Whoops! Link Expired');
  });
});
