import { describe, expect, it, vi } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  API_ERROR_CODES,
  CONSENT_PAGE_API_KEY,
  ROUTES,
  ROUTE_EXAMPLES,
  ROUTE_IDS,
  SESSION_TOKEN_EXPIRED_MESSAGE,
  fail,
  ok,
  type RouteId,
} from '@rinn/contract';
import { createApiClient, type ApiClient, type SessionEndReason } from './api-client.js';
import { ApiError } from './errors.js';
import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages.js';
import { createMemoryTokenStore, type TokenStore } from './token-store.js';
import { demoSession, fakeFetch, jsonResponse, ndjsonResponse, type RecordedRequest } from '../tests/support/fakes.js';

const JSON_ROUTE_IDS = ROUTE_IDS.filter((id) => ROUTES[id].responseKind === 'json');
const encoder = new TextEncoder();

/** Calls a route with its contract example, whatever its argument type. */
function callExample(client: ApiClient, id: RouteId): Promise<unknown> {
  const method = client[id] as (args: unknown) => Promise<unknown>;
  return method(ROUTE_EXAMPLES[id].request);
}

/** A fake server that answers every route with its contract example. */
function exampleServer(request: RecordedRequest): Response {
  const id = JSON_ROUTE_IDS.find((candidate) => {
    const route = ROUTES[candidate];
    const pattern = new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`);
    return route.method === request.method && pattern.test(request.path);
  });
  if (id === undefined) return jsonResponse(404, fail('NOT_FOUND', 'No such route').body);
  return jsonResponse(200, ok(ROUTE_EXAMPLES[id].response, 'done'));
}

function setup(options: { tokens?: TokenStore; handler?: (request: RecordedRequest) => Response | Promise<Response> } = {}) {
  const tokens = options.tokens ?? createMemoryTokenStore(demoSession());
  const server = fakeFetch(options.handler ?? exampleServer);
  const ended: SessionEndReason[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.rinn.test/',
    fetch: server.fetch,
    tokens,
    onSessionExpired: (reason) => ended.push(reason),
  });
  return { client, tokens, requests: server.requests, ended };
}

describe('requests', () => {
  it('CLIENT-001: every GET is sent with cache no-store, a no-cache header and no body', async () => {
    for (const id of JSON_ROUTE_IDS.filter((candidate) => ROUTES[candidate].method === 'GET')) {
      const { client, requests } = setup();
      await callExample(client, id);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.cache, id).toBe('no-store');
      expect(requests[0]?.headers['Cache-Control'], id).toContain('no-cache');
      expect(requests[0]?.body, id).toBeUndefined();
    }
  });

  it('CLIENT-001: non-GET calls are not marked no-store and send JSON bodies', async () => {
    const { client, requests } = setup();
    await client.otpSend({ body: { mobile: '9876543210' } });
    expect(requests[0]?.cache).toBeUndefined();
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.body).toEqual({ mobile: '9876543210', retries: 1, type: 'otp', product: 'usedcar' });
  });

  it('CLIENT-002: bearer+session routes send the access token and SessionToken, and autoLogin only for auto-login sessions', async () => {
    const plain = setup();
    await plain.client.applicationList();
    expect(plain.requests[0]?.headers).toMatchObject({
      Authorization: 'Bearer access-token-0000000001',
      SessionToken: 'session-token-000000001',
    });
    expect(plain.requests[0]?.headers).not.toHaveProperty('autoLogin');

    const auto = setup({ tokens: createMemoryTokenStore(demoSession({ autoLogin: true })) });
    await auto.client.applicationList();
    expect(auto.requests[0]?.headers).toMatchObject({ autoLogin: 'true' });
  });

  it('CLIENT-002: public routes never carry credentials; refresh sends the refresh token; apiKey routes send the caller headers', async () => {
    const { client, requests } = setup();
    for (const id of JSON_ROUTE_IDS.filter((candidate) => ROUTES[candidate].auth === 'none')) await callExample(client, id);
    for (const request of requests) {
      expect(request.headers).not.toHaveProperty('Authorization');
      expect(request.headers).not.toHaveProperty('SessionToken');
    }
    const fresh = setup();
    await fresh.client.refreshAccessToken({ body: { mobile: '9876543210' } });
    expect(fresh.requests[0]?.headers.Authorization).toBe('Bearer refresh-token-000000001');
    await callExample(client, 'consentGet');
    expect(requests.at(-1)?.headers).toMatchObject({ 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user' });
  });

  it('CLIENT-002: a logged-in call without a stored session fails NOT_LOGGED_IN and sends nothing', async () => {
    const { client, requests } = setup({ tokens: createMemoryTokenStore() });
    await expect(client.applicationList()).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', httpStatus: 0 });
    expect(requests).toHaveLength(0);
  });

  it('CLIENT-004: path parameters are encoded, query defaults applied, and the base URL joined once', async () => {
    const { client, requests } = setup();
    await client.applicationDetail({ params: { id: 'APP-1001' }, query: {} });
    expect(requests[0]?.url).toBe('https://api.rinn.test/api/application/APP-1001?systemId=2');
    await client.calculator({ query: { key: 'price', variantId: 7, cityId: '3' } });
    expect(requests[1]?.search.get('variantId')).toBe('7');
    expect(requests[1]?.search.get('cityId')).toBe('3');
  });

  it('CLIENT-004: arguments the contract refuses fail REQUEST_INVALID and nothing is sent', async () => {
    const { client, requests } = setup();
    const error = await client.otpSend({ body: { mobile: '12345' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'REQUEST_INVALID', httpStatus: 0, routeId: 'otpSend' });
    expect((error as ApiError).issues[0]?.path).toBe('body.mobile');
    expect(requests).toHaveLength(0);
  });

  it('CLIENT-004: the mobile is sent in its canonical 10-digit form', async () => {
    const { client, requests } = setup();
    await client.otpSend({ body: { mobile: '98765 43210' } });
    expect(requests[0]?.body).toMatchObject({ mobile: '9876543210' });
  });
});

describe('responses', () => {
  it('CLIENT-004: every JSON route resolves with its parsed data and message', async () => {
    for (const id of JSON_ROUTE_IDS) {
      const { client } = setup();
      const result = (await callExample(client, id)) as { data: unknown; message: string };
      expect(result.message, id).toBe('done');
      expect(result.data, id).toEqual(ROUTES[id].response.parse(ROUTE_EXAMPLES[id].response));
    }
  });

  it('CLIENT-004: an answer that does not match the contract fails INVALID_RESPONSE naming route and field', async () => {
    const { client } = setup({ handler: () => jsonResponse(200, ok({ referenceId: 'r1', resendAfterSeconds: 30 })) });
    const error = await client.otpSend({ body: { mobile: '9876543210' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', httpStatus: 200 });
    expect((error as Error).message).toContain('otpSend');
    expect((error as Error).message).toContain('data.expiresInSeconds');
  });

  it("CLIENT-004: status 'success' strings are not success envelopes", async () => {
    const { client } = setup({ handler: () => jsonResponse(200, { status: 'success', message: '', data: ROUTE_EXAMPLES.loans.response }) });
    await expect(client.loans()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  test.prop([fc.constantFrom(...API_ERROR_CODES.filter((code) => code !== 'TOKEN_EXPIRED' && code !== 'SESSION_EXPIRED')), fc.string({ minLength: 1 }), fc.nat({ max: 3600 })])(
    "CLIENT-003: an error envelope becomes an ApiError with the server's code, message, status and retry time",
    async (code, message, retryAfterSeconds) => {
      const answer = fail(code, message, { retryAfterSeconds });
      const { client } = setup({ handler: () => jsonResponse(answer.httpStatus, answer.body) });
      const error = await client.interestRate({ query: { product: 'usedcar' } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code, message, httpStatus: answer.httpStatus, retryAfterSeconds, routeId: 'interestRate' });
    },
  );

  it('CLIENT-003: consent errors carry consentStatus and validation errors their issues', async () => {
    const answer = fail('CONFLICT', 'This consent was already given.', { consentStatus: 'approved', issues: [{ path: 'body.token', message: 'used' }] });
    const { client } = setup({ handler: () => jsonResponse(answer.httpStatus, answer.body) });
    const error = (await callExample(client, 'consentDecision').catch((caught: unknown) => caught)) as ApiError;
    expect(error.consentStatus).toBe('approved');
    expect(error.issues).toEqual([{ path: 'body.token', message: 'used' }]);
  });

  it('API-MSG-001: an error envelope’s message code and its issues’ codes reach the caller, for the page language', async () => {
    const answer = fail('VALIDATION_FAILED', { code: 'MOBILE_INVALID' }, { issues: [{ path: 'body.mobile', message: { code: 'MOBILE_INVALID' } }] });
    const { client } = setup({ handler: () => jsonResponse(answer.httpStatus, answer.body) });
    const error = (await callExample(client, 'consentDecision').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('Please enter correct mobile number');
    expect(error.apiMessage).toEqual({ code: 'MOBILE_INVALID' });
    expect(error.issues).toEqual([{ path: 'body.mobile', message: 'Please enter correct mobile number', apiMessage: { code: 'MOBILE_INVALID' } }]);

    const limited = fail('RATE_LIMITED', { code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } }, { retryAfterSeconds: 20 });
    const refused = setup({ handler: () => jsonResponse(limited.httpStatus, limited.body) });
    const limit = (await refused.client.interestRate({ query: { product: 'usedcar' } }).catch((caught: unknown) => caught)) as ApiError;
    expect(limit.apiMessage).toEqual({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } });

    const plain = fail('NOT_FOUND', 'No such thing.');
    const old = setup({ handler: () => jsonResponse(plain.httpStatus, plain.body) });
    const untagged = (await old.client.interestRate({ query: { product: 'usedcar' } }).catch((caught: unknown) => caught)) as ApiError;
    expect(untagged.apiMessage).toBeUndefined();
    expect(untagged.message).toBe('No such thing.');
  });

  it('API-MSG-001: a message code this client does not know (a newer server’s) keeps the error’s code and English message', async () => {
    const body = {
      status: false,
      message: 'Session expired.',
      data: null,
      code: 'TOKEN_EXPIRED',
      messageCode: 'A_CODE_FROM_A_LATER_RELEASE',
      issues: [{ path: 'body.mobile', message: 'Not like that.', messageCode: 'ANOTHER_LATER_CODE' }],
    };
    const { client } = setup({ handler: () => jsonResponse(401, body) });
    const error = (await client.interestRate({ query: { product: 'usedcar' } }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(error.message).toBe('Session expired.');
    expect(error.apiMessage).toBeUndefined();
    expect(error.issues).toEqual([{ path: 'body.mobile', message: 'Not like that.' }]);
  });

  it('CLIENT-003: a non-JSON answer is INVALID_RESPONSE with the HTTP status, and a failed fetch is NETWORK_ERROR', async () => {
    const gateway = setup({ handler: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(gateway.client.loans()).rejects.toMatchObject({ code: 'INVALID_RESPONSE', httpStatus: 502, message: INVALID_RESPONSE_MESSAGE });
    const offline = setup({ handler: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.client.loans()).rejects.toMatchObject({ code: 'NETWORK_ERROR', httpStatus: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('CLIENT-003: an error without a valid envelope still keeps a server message', async () => {
    const { client } = setup({ handler: () => jsonResponse(503, { message: 'Down for maintenance' }) });
    await expect(client.loans()).rejects.toMatchObject({ code: 'INVALID_RESPONSE', httpStatus: 503, message: 'Down for maintenance' });
  });
});

/** A server whose access tokens expire until the client refreshes. */
function expiringServer(options: { refreshAnswer?: () => Response; refreshGate?: Promise<void>; alwaysExpired?: boolean } = {}) {
  let issued = 0;
  return async (request: RecordedRequest): Promise<Response> => {
    if (request.path === '/api/newaccesstoken') {
      await options.refreshGate;
      if (options.refreshAnswer) return options.refreshAnswer();
      issued += 1;
      return jsonResponse(200, ok({ token: `access-token-renewed-${issued}`, refreshToken: `refresh-token-renewed-${issued}`, accessTokenExpiresInSeconds: 900 }));
    }
    if (options.alwaysExpired || request.headers.Authorization === 'Bearer access-token-0000000001') {
      const answer = fail('TOKEN_EXPIRED', 'Your access token has expired.');
      return jsonResponse(answer.httpStatus, answer.body);
    }
    return exampleServer(request);
  };
}

describe('token refresh', () => {
  it('CLIENT-005: an expired access token is refreshed once and the call retried once with the new token', async () => {
    const { client, requests, tokens } = setup({ handler: expiringServer() });
    const result = await client.applicationList();
    expect(result.data.applications).toHaveLength(1);
    expect(requests.map((request) => request.path)).toEqual(['/api/application', '/api/newaccesstoken', '/api/application']);
    expect(requests[1]?.headers.Authorization).toBe('Bearer refresh-token-000000001');
    expect(requests[1]?.body).toEqual({ mobile: '9876543210' });
    expect(requests[2]?.headers.Authorization).toBe('Bearer access-token-renewed-1');
    expect(await tokens.read()).toMatchObject({ token: 'access-token-renewed-1', refreshToken: 'refresh-token-renewed-1', sessionToken: 'session-token-000000001' });
  });

  it('CLIENT-005: a second TOKEN_EXPIRED after the retry is thrown, not refreshed again', async () => {
    const { client, requests, ended } = setup({ handler: expiringServer({ alwaysExpired: true }) });
    await expect(client.applicationList()).rejects.toMatchObject({ code: 'TOKEN_EXPIRED', httpStatus: 401 });
    expect(requests.map((request) => request.path)).toEqual(['/api/application', '/api/newaccesstoken', '/api/application']);
    expect(ended).toEqual([]);
  });

  it('CLIENT-006: 20 concurrent calls with an expired token share one refresh and each retries once', async () => {
    let openGate: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const { client, requests } = setup({ handler: expiringServer({ refreshGate }) });
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? client.applicationList() : client.creditScore({ query: { leadId: 'APP-1001' } }),
    );
    await vi.waitFor(() => expect(requests.filter((request) => request.path === '/api/newaccesstoken')).toHaveLength(1));
    openGate();
    const results = await Promise.all(calls);
    expect(results).toHaveLength(20);
    expect(requests.filter((request) => request.path === '/api/newaccesstoken')).toHaveLength(1);
    const retries = requests.filter((request) => request.headers.Authorization === 'Bearer access-token-renewed-1');
    expect(retries).toHaveLength(20);
  });

  it('CLIENT-006: a call sent with a token that was replaced meanwhile retries without another refresh', async () => {
    const { client, requests } = setup({ handler: expiringServer() });
    await client.applicationList();
    await client.applicationList();
    expect(requests.filter((request) => request.path === '/api/newaccesstoken')).toHaveLength(1);
  });

  it('CLIENT-007: a refused refresh token clears the store, calls onSessionExpired once and fails every waiting call', async () => {
    const refused = fail('REFRESH_TOKEN_INVALID', 'Please log in again.');
    const { client, tokens, ended, requests } = setup({
      handler: expiringServer({ refreshAnswer: () => jsonResponse(refused.httpStatus, refused.body) }),
    });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => client.applicationList()));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'REFRESH_TOKEN_INVALID', httpStatus: 401 });
    }
    expect(ended).toEqual(['refresh-failed']);
    expect(await tokens.read()).toBeNull();
    expect(requests.filter((request) => request.path === '/api/newaccesstoken')).toHaveLength(1);
  });

  it('CLIENT-007: a refresh that fails for a non-auth reason keeps the session', async () => {
    const limited = fail('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 5 });
    const { client, tokens, ended } = setup({ handler: expiringServer({ refreshAnswer: () => jsonResponse(limited.httpStatus, limited.body) }) });
    await expect(client.applicationList()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(ended).toEqual([]);
    expect(await tokens.read()).not.toBeNull();
  });

  it("CLIENT-007: 'Session Token has expired' ends the session without a refresh", async () => {
    const expired = fail('SESSION_EXPIRED', SESSION_TOKEN_EXPIRED_MESSAGE);
    const { client, tokens, ended, requests } = setup({ handler: () => jsonResponse(expired.httpStatus, expired.body) });
    await expect(client.applicationList()).rejects.toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session Token has expired' });
    expect(ended).toEqual(['session-expired']);
    expect(await tokens.read()).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('CLIENT-007: an expired access token with no refresh token ends the session', async () => {
    const { client, ended } = setup({ tokens: createMemoryTokenStore(demoSession({ refreshToken: '' })), handler: expiringServer() });
    await expect(client.applicationList()).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(ended).toEqual(['no-refresh-token']);
  });
});

describe('session storage', () => {
  it('CLIENT-008: a verified login OTP stores the session', async () => {
    const { client, tokens } = setup({ tokens: createMemoryTokenStore() });
    await callExample(client, 'otpVerify');
    const stored = ROUTE_EXAMPLES.otpVerify.response;
    expect(await tokens.read()).toEqual({
      token: stored.token,
      refreshToken: stored.refreshToken,
      sessionToken: stored.sessionToken,
      user: stored.user,
      autoLogin: false,
    });
  });

  it('CLIENT-008: an auto login stores a session marked autoLogin', async () => {
    const { client, tokens } = setup({ tokens: createMemoryTokenStore() });
    await callExample(client, 'autoLogin');
    expect(await tokens.read()).toMatchObject({ autoLogin: true });
  });

  it('CLIENT-008: logout clears the store even when the server call fails', async () => {
    const { client, tokens } = setup({ handler: () => Promise.reject(new TypeError('offline')) });
    await expect(client.logout()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(await tokens.read()).toBeNull();
  });
});

describe('chat call', () => {
  it('STREAM-003: chatbotAsk posts the question and reads the streamed answer', async () => {
    const chunks: string[] = [];
    const { client, requests } = setup({
      handler: () =>
        ndjsonResponse([encoder.encode('{"text":"Hello "}\n{"text":"there"}\n{"done":true,"threadId":"thr_1"}\n')]),
    });
    const result = await client.chatbotAsk({ body: { question: 'Hi, what is an EMI?' } }, { onChunk: (chunk) => chunks.push(chunk) });
    expect(result).toEqual({ text: 'Hello there', threadId: 'thr_1' });
    expect(chunks).toEqual(['Hello ', 'there']);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/chatbot-v2', body: { question: 'Hi, what is an EMI?' } });
    expect(requests[0]?.headers.Accept).toContain('application/x-ndjson');
  });

  it('CLIENT-003: a chat request refused by the server is an ApiError, not a stream error', async () => {
    const limited = fail('RATE_LIMITED', 'Too many questions.', { retryAfterSeconds: 60 });
    const { client } = setup({ handler: () => jsonResponse(limited.httpStatus, limited.body) });
    await expect(client.chatbotAsk({ body: { question: 'Rates?' } })).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many questions.' });
  });
});
