import { fc, test } from '@fast-check/vitest';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  API_MESSAGE_CODES,
  SERVER_MESSAGE_CODES,
  SERVER_MESSAGES,
  SERVER_MESSAGES_EN,
  SERVER_MESSAGES_HI,
  apiMessageText,
  messageOfWire,
  tryAgainAt,
  wireMessage,
  type ApiMessage,
  type ServerMessage,
  type ServerMessageCatalogue,
  type ServerMessageCode,
} from './api-messages.js';
import { errorEnvelopeSchema, fail } from './envelope.js';
import {
  CKYC_NO_RECORD_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  SESSION_TOKEN_EXPIRED_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from './messages.js';

const DEVANAGARI = /[\u0900-\u097F]/;

/** One message of a code, with sample values where the code quotes any. */
const SAMPLE_PARAMS: Partial<Record<ServerMessageCode, Readonly<Record<string, string | number>>>> = {
  ROUTE_NOT_FOUND: { method: 'GET', path: '/api/nothing' },
  TOO_MANY_REQUESTS: { seconds: 42 },
  UNSTORABLE_TEXT: { path: 'body.name' },
  REQUEST_FIELD_INVALID: { path: 'body.mobile', detail: 'Invalid input' },
  REQUEST_DETAIL_INVALID: { detail: 'At most 20 keys' },
  OTP_RESEND_TOO_SOON: { seconds: 17 },
  OTP_SEND_LIMIT: { at: '2026-11-22T12:02:00.000Z' },
  OTP_IP_LIMIT: { at: '2026-11-22T12:02:00.000Z' },
  OTP_DAILY_LIMIT: { at: '2026-11-22T12:02:00.000Z' },
  OTP_INCORRECT: { attemptsLeft: 3 },
  CONSENT_OTP_SENT: { maskedMobile: '98XXXXXX10' },
  APPLIED: { lenderName: 'Axis Bank' },
};
const sampleOf = (code: ServerMessageCode): ServerMessage => {
  const params = SAMPLE_PARAMS[code];
  return (params === undefined ? { code } : { code, params }) as ServerMessage;
};

describe('API messages', () => {
  it('API-MSG-001: each language is a complete record of the codes, so a missing text does not compile', () => {
    expectTypeOf(SERVER_MESSAGES_EN).toEqualTypeOf<ServerMessageCatalogue>();
    expectTypeOf(SERVER_MESSAGES_HI).toEqualTypeOf<ServerMessageCatalogue>();
    expectTypeOf<keyof ServerMessageCatalogue>().toEqualTypeOf<ServerMessageCode>();
  });

  it.each(SERVER_MESSAGE_CODES)('API-MSG-001: %s has a text in English and a Devanagari one in Hindi', (code) => {
    for (const language of ['en', 'hi'] as const) {
      expect(Object.keys(SERVER_MESSAGES[language]).sort()).toEqual([...SERVER_MESSAGE_CODES].sort());
    }
    const english = apiMessageText(sampleOf(code), 'en');
    const hindi = apiMessageText(sampleOf(code), 'hi');
    expect(english.trim()).not.toBe('');
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toBe(english);
    // Every value the message quotes is carried over into Hindi (zod's own English detail aside).
    for (const [name, value] of Object.entries(SAMPLE_PARAMS[code] ?? {})) {
      if (name === 'detail' || name === 'at') continue;
      expect(hindi).toContain(String(value));
    }
  });

  it('API-MSG-001: the codes of the server, the field rules and the journey steps never collide', () => {
    expect(new Set(API_MESSAGE_CODES).size).toBe(API_MESSAGE_CODES.length);
  });

  it('API-MSG-001: the spec’s exact English texts are unchanged', () => {
    expect(SERVER_MESSAGES_EN.LINK_EXPIRED).toBe('Whoops! Link Expired');
    expect(SERVER_MESSAGES_EN.LINK_EXPIRED).toBe(LINK_EXPIRED_MESSAGE);
    expect(SERVER_MESSAGES_EN.SESSION_TOKEN_EXPIRED).toBe('Session Token has expired');
    expect(SERVER_MESSAGES_EN.SESSION_TOKEN_EXPIRED).toBe(SESSION_TOKEN_EXPIRED_MESSAGE);
    expect(SERVER_MESSAGES_EN.CKYC_NO_RECORD).toBe('No record found!');
    expect(SERVER_MESSAGES_EN.CKYC_NO_RECORD).toBe(CKYC_NO_RECORD_MESSAGE);
    expect(SERVER_MESSAGES_EN.CHAT_FAILED).toBe('An error occurred while processing your request.');
    expect(SERVER_MESSAGES_EN.VALIDATION_FAILED).toBe(VALIDATION_FAILED_MESSAGE);
    expect(SERVER_MESSAGES_EN.INTERNAL_ERROR).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('API-MSG-001: a retry time is India time in the page language', () => {
    expect(tryAgainAt('2026-11-22T12:02:00Z', 'en')).toBe('22 Nov, 5:32 pm IST');
    expect(apiMessageText({ code: 'OTP_SEND_LIMIT', params: { at: '2026-11-22T12:02:00Z' } }, 'en')).toBe(
      'You have requested too many OTPs. Please try again after 22 Nov, 5:32 pm IST.',
    );
    const hindi = apiMessageText({ code: 'OTP_SEND_LIMIT', params: { at: '2026-11-22T12:02:00Z' } }, 'hi');
    expect(hindi).toContain('5:32');
    expect(hindi).toContain('22');
    expect(hindi).toMatch(DEVANAGARI);
  });

  test.prop([fc.integer({ min: 0, max: 20 })])('API-MSG-001: the attempts left are counted in each language', (attemptsLeft) => {
    const message: ApiMessage = { code: 'OTP_INCORRECT', params: { attemptsLeft } };
    expect(apiMessageText(message, 'en')).toBe(`Incorrect OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`);
    expect(apiMessageText(message, 'hi')).toContain(`${attemptsLeft} `);
  });

  it('API-MSG-001: field and journey-step codes are written by their own catalogues', () => {
    expect(apiMessageText({ code: 'MOBILE_INVALID' }, 'en')).toBe('Please enter correct mobile number');
    expect(apiMessageText({ code: 'MOBILE_INVALID' }, 'hi')).toBe('कृपया सही मोबाइल नंबर डालें');
    expect(apiMessageText({ code: 'tenureOutOfRange', params: { min: 12, max: 60 } }, 'hi')).toBe('कृपया 12 से 60 महीने के बीच की अवधि चुनें।');
  });

  test.prop([fc.constantFrom(...SERVER_MESSAGE_CODES)])('API-MSG-001: an envelope’s message is the English of its code, and the code reads back', (code) => {
    const message = sampleOf(code);
    const { body } = fail('VALIDATION_FAILED', message, { issues: [{ path: 'body.mobile', message: { code: 'MOBILE_INVALID' } }] });
    const parsed = errorEnvelopeSchema.parse(body);
    expect(parsed.message).toBe(apiMessageText(message, 'en'));
    const back = messageOfWire(parsed);
    expect(back).toEqual(message);
    expect(back === undefined ? undefined : apiMessageText(back, 'hi')).toBe(apiMessageText(message, 'hi'));
    expect(parsed.issues?.[0]).toEqual({ path: 'body.mobile', message: 'Please enter correct mobile number', messageCode: 'MOBILE_INVALID' });
  });

  it('API-MSG-001: an unknown code, or one without the values it quotes, is not read (the client shows message)', () => {
    expect(messageOfWire({})).toBeUndefined();
    expect(messageOfWire({ messageCode: 'NO_SUCH_CODE' })).toBeUndefined();
    expect(messageOfWire({ messageCode: 'OTP_INCORRECT' })).toBeUndefined();
    expect(messageOfWire({ messageCode: 'OTP_INCORRECT', messageParams: { attemptsLeft: {} } })).toBeUndefined();
    expect(messageOfWire(wireMessage({ code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } }))).toEqual({ code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } });
  });
});
