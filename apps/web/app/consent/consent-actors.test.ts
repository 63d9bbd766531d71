import { createApiClient, createMemoryTokenStore } from '@rinn/api-client';
import { CONSENT_PAGE_API_KEY, ROUTE_EXAMPLES } from '@rinn/contract';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { consentOtpCalls, loadConsentSummary } from './consent-actors.ts';

/** A link token shaped like the server's (256 bits, base64url). */
const TOKEN = 'Zq3vN8xWm2Lk5Tr7Yh1Jd9Fs4Gb6Pc0Aa_-ExAmPlEtOk';

interface SentRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * A real API client over a fetch that records each request and answers from the contract's
 * examples; the OTP send can be made to answer 429 (a code still standing), as a reopened link does.
 */
function recordingClient(options: { otpRateLimited?: boolean } = {}) {
  const sent: SentRequest[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    sent.push({ url, headers: { ...(init.headers as Record<string, string>) } });
    const path = new URL(url, 'http://rinn.test').pathname;
    if (path === '/api/consent/otp-v2' && options.otpRateLimited) {
      const body = { status: false, message: 'Please wait 24 seconds before requesting a new OTP.', data: null, code: 'RATE_LIMITED', retryAfterSeconds: 24 };
      return new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json' } });
    }
    const data = path === '/api/consent/otp-v2' ? ROUTE_EXAMPLES.consentOtpSend.response : ROUTE_EXAMPLES.consentGet.response;
    return new Response(JSON.stringify({ status: true, message: '', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const client = createApiClient({ baseUrl: 'http://rinn.test', fetch, tokens: createMemoryTokenStore() });
  return { client, sent };
}

function expectTokenOnlyInHeader(sent: readonly SentRequest[]): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    expect(request.url, 'the link token must not be in a URL').not.toContain(TOKEN);
    expect(request.url).not.toMatch(/[?&](id|token)=/);
    expect(request.headers['x-consent-token']).toBe(TOKEN);
  }
}

describe('consent page requests', () => {
  it('CONSENT-LINK-006: the OTP request sends the link token in X-Consent-Token, never in its URL', async () => {
    const { client, sent } = recordingClient();
    const actors = consentOtpCalls(client);
    const result = await toPromise(createActor(actors.sendOtp, { input: { subject: TOKEN, referenceId: null, retries: 1 } }).start());
    expect(result).toMatchObject({ mobile: 'XXXXXX3210', referenceId: 'CNS-3001', sentEarlier: false });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/consent/otp-v2']);
    expectTokenOnlyInHeader(sent);
  });

  it('CONSENT-LINK-006: a code still standing reads the link details with the token in the header too', async () => {
    const { client, sent } = recordingClient({ otpRateLimited: true });
    const actors = consentOtpCalls(client);
    const result = await toPromise(createActor(actors.sendOtp, { input: { subject: TOKEN, referenceId: null, retries: 1 } }).start());
    expect(result).toMatchObject({ mobile: 'XXXXXX3210', referenceId: 'CNS-3001', resendAfterSeconds: 24, sentEarlier: true });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/consent/otp-v2', '/api/consent']);
    expectTokenOnlyInHeader(sent);
    expect(sent[1]?.headers).toMatchObject({ 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user' });
  });

  it('CONSENT-LINK-006: the terms summary reads GET consent with the token in the header, not the query', async () => {
    const { client, sent } = recordingClient();
    expect(await loadConsentSummary(client, TOKEN)).toEqual({ lenderName: 'HDFC Bank', productName: 'Used Car Loan', loanAmount: 450_000 });
    expectTokenOnlyInHeader(sent);
    expect(sent[0]?.headers).toMatchObject({ 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user' });
  });
});
