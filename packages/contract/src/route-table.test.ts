import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { z } from 'zod/mini';
import { ROUTES, ROUTE_IDS, type RouteId } from './route-table.js';
import { ROUTE_EXAMPLES } from './examples.js';
import { AUTH_KINDS } from './headers.js';
import { buildPath } from './route.js';
import { leafPaths, replaceAt, structureArbitrary } from '../tests/support/arbitraries.js';

const REQUEST_PARTS = ['body', 'query', 'params', 'headers'] as const;

describe('route table', () => {
  it('API-005: every route has a matching id, a path under /api/, an auth kind, schemas, a summary and a spec section', () => {
    for (const id of ROUTE_IDS) {
      const route = ROUTES[id];
      expect(route.id).toBe(id);
      expect(route.path).toMatch(/^\/api\/[A-Za-z0-9/_:-]+$/);
      expect(AUTH_KINDS).toContain(route.auth);
      expect(route.response).toBeInstanceOf(z.ZodMiniType);
      for (const part of REQUEST_PARTS) {
        const schema = (route.request as Partial<Record<(typeof REQUEST_PARTS)[number], unknown>>)[part];
        if (schema !== undefined) expect(schema).toBeInstanceOf(z.ZodMiniType);
      }
      expect(route.summary.length).toBeGreaterThan(10);
      expect(route.specSection).toMatch(/^§\d/);
    }
  });

  it('API-005: method and path pairs are unique', () => {
    const keys = ROUTE_IDS.map((id) => `${ROUTES[id].method} ${ROUTES[id].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('API-005: a path has parameters exactly when the route has a params schema, with the same names', () => {
    for (const id of ROUTE_IDS) {
      const route = ROUTES[id];
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const params = 'params' in route.request ? route.request.params : undefined;
      const declared = params instanceof z.ZodMiniObject ? Object.keys(params.shape).sort() : [];
      expect(declared, id).toEqual(inPath);
    }
  });

  it('API-005: GET routes take no body', () => {
    for (const id of ROUTE_IDS) {
      if (ROUTES[id].method === 'GET') expect('body' in ROUTES[id].request, id).toBe(false);
    }
  });

  it('API-005: every call of §7 is in the table with its method and path', () => {
    const expected: Array<[RouteId, string, string]> = [
      ['otpSend', 'POST', '/api/otp-v2'],
      ['otpVerify', 'PUT', '/api/otp-v2'],
      ['refreshAccessToken', 'POST', '/api/newaccesstoken'],
      ['autoLogin', 'POST', '/api/autoLogin'],
      ['checkTokenExpiry', 'POST', '/api/checkTokenExpiry'],
      ['basicToken', 'GET', '/api/basic-token'],
      ['applicationList', 'GET', '/api/application'],
      ['applicationDetail', 'GET', '/api/application/:id'],
      ['loans', 'GET', '/api/loans'],
      ['creditScore', 'GET', '/api/credit-score'],
      ['calculator', 'GET', '/api/calculator'],
      ['asset', 'GET', '/api/asset'],
      ['interestRate', 'GET', '/api/interest-rate'],
      ['modelImage', 'GET', '/api/model-image'],
      ['platformStats', 'GET', '/api/platform-stats'],
      ['contactOtpSend', 'POST', '/api/contact/otp'],
      ['contactOtpVerify', 'PUT', '/api/contact/otp'],
      ['contactEmail', 'POST', '/api/contact/email'],
      ['chatbotAsk', 'POST', '/api/chatbot-v2'],
      ['chatbotSendOtp', 'POST', '/api/chatbot/send-otp'],
      ['chatbotVerifyOtp', 'POST', '/api/chatbot/verify-otp'],
      ['chatbotFeedback', 'POST', '/api/chatbot-feedback'],
      ['createLead', 'POST', '/api/create-lead'],
      ['consentGet', 'GET', '/api/consent'],
      ['consentDecision', 'PUT', '/api/consent'],
      ['consentOtpSend', 'GET', '/api/consent/otp-v2'],
      ['consentOtpVerify', 'PUT', '/api/consent/otp-v2'],
      ['consentWithdraw', 'POST', '/api/consent/withdraw'],
      ['ckycStatus', 'GET', '/api/ckyc/status/:id'],
      ['sanctionDownload', 'GET', '/api/sanction/download/:id'],
      ['documentDownload', 'POST', '/api/document/download'],
      ['decrypt', 'POST', '/api/decrypt'],
      ['decryptLeadPayout', 'POST', '/api/decryptLeadPayout'],
      ['savePayoutStatus', 'POST', '/api/savePayoutStatus'],
      ['journeyStart', 'POST', '/api/journey'],
      ['journeyResume', 'POST', '/api/journey/resume'],
      ['journeyGet', 'GET', '/api/journey/:id'],
      ['journeySaveStep', 'PUT', '/api/journey/:id/step'],
      ['journeyOffers', 'GET', '/api/journey/:id/offers'],
      ['journeyKfs', 'GET', '/api/journey/:id/offers/:lenderId/kfs'],
      ['journeyKfsDownload', 'GET', '/api/journey/:id/offers/:lenderId/kfs/download'],
      ['journeyApply', 'POST', '/api/journey/:id/application'],
      ['analyticsEvents', 'POST', '/api/analytics/events'],
      ['devOutbox', 'GET', '/api/dev/outbox'],
      ['devConsentLink', 'POST', '/api/dev/consent-link'],
      ['devAutoLoginLink', 'POST', '/api/dev/auto-login-link'],
      ['logout', 'POST', '/api/logout'],
    ];
    expect(ROUTE_IDS.length).toBe(expected.length);
    for (const [id, method, path] of expected) {
      expect({ method: ROUTES[id].method, path: ROUTES[id].path }).toEqual({ method, path });
    }
    expect(ROUTES.refreshAccessToken.auth).toBe('refresh');
    expect(ROUTES.applicationList.auth).toBe('bearer+session');
    expect(ROUTES.consentGet.auth).toBe('apiKey');
    expect(ROUTES.consentDecision.auth).toBe('consentToken');
    expect(ROUTES.chatbotAsk.responseKind).toBe('ndjson');
    expect(ROUTE_IDS.filter((id) => ROUTES[id].responseKind === 'ndjson')).toEqual(['chatbotAsk']);
  });

  it('API-005: buildPath fills and encodes parameters and refuses missing ones', () => {
    expect(buildPath('/api/application/:id', { id: 'A 1/2' })).toBe('/api/application/A%201%2F2');
    expect(() => buildPath('/api/application/:id', {})).toThrow(RangeError);
  });
});

describe('route examples', () => {
  it('API-005: every route has an example whose request and response its schemas accept', () => {
    expect(Object.keys(ROUTE_EXAMPLES).sort()).toEqual([...ROUTE_IDS].sort());
    for (const id of ROUTE_IDS) {
      const route = ROUTES[id];
      const example = ROUTE_EXAMPLES[id];
      for (const part of REQUEST_PARTS) {
        const schema = (route.request as Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodMiniType>>)[part];
        if (schema === undefined) expect(example.request[part], `${id}.${part}`).toBeUndefined();
        else expect(schema.safeParse(example.request[part]).error, `${id}.${part}`).toBeUndefined();
      }
      expect(route.response.safeParse(example.response).error, `${id} response`).toBeUndefined();
    }
  });

  const mutation = fc
    .constantFrom(...ROUTE_IDS)
    .chain((id) => {
      const route = ROUTES[id];
      const example = ROUTE_EXAMPLES[id];
      const targets: Array<{ schema: z.ZodMiniType; value: unknown; label: string }> = [
        { schema: route.response, value: example.response, label: `${id} response` },
      ];
      for (const part of REQUEST_PARTS) {
        const schema = (route.request as Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodMiniType>>)[part];
        if (schema !== undefined) targets.push({ schema, value: example.request[part], label: `${id}.${part}` });
      }
      const withLeaves = targets.filter((target) => leafPaths(target.value).length > 0);
      return fc.constantFrom(...withLeaves).chain((target) =>
        fc.record({
          target: fc.constant(target),
          path: fc.constantFrom(...leafPaths(target.value)),
          replacement: structureArbitrary,
        }),
      );
    });

  test.prop([mutation])('API-005: replacing any field of an example with a structure is refused', ({ target, path, replacement }) => {
    const mutated = replaceAt(target.value, path, replacement);
    expect(target.schema.safeParse(mutated).success, `${target.label} at ${path.join('.')}`).toBe(false);
  });
});
