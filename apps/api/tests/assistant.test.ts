import { createApiClient, createMemoryTokenStore } from '@rinn/api-client';
import { FAQS, isKnownRoute } from '@rinn/content';
import { chatStreamLineSchema } from '@rinn/contract';
import { PRODUCT_VENDOR_PAIRS } from '@rinn/rules';
import { fc, test as propertyTest } from '@fast-check/vitest';
import { asc, eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatThreads, chatbotFeedback, leads } from '../src/db/schema.js';
import type { Answerer } from '../src/modules/assistant/answerer.js';
import { ANSWER_CHUNK_INTERVAL_MS, ChatService } from '../src/modules/assistant/chat-service.js';
import { contentPassages } from '../src/modules/assistant/content-passages.js';
import { LeadService } from '../src/modules/assistant/lead-service.js';
import { NO_ANSWER_TEXT, RetrievalAnswerer, answerLink, chunkWords } from '../src/modules/assistant/retrieval-answerer.js';
import { DEFAULT_OTP_LIMITS } from '../src/modules/otp/otp-limits.js';
import { OtpService } from '../src/modules/otp/otp-service.js';
import { TEST_SECRETS, json, latestOtp, nextAddress, startTestServer, type TestServer, sideSmsQueue } from './helpers.js';

/** A question the personal-loan FAQ answers. */
const FAQ_QUESTION = 'What is a processing fee?';
const FAQ_ANSWER = FAQS['personal-loan'].items.find((item) => item.ques === FAQ_QUESTION)!.ans;
const PAN = 'ABCDE1234F';

describe('support assistant', () => {
  let server: TestServer;
  let mobileCounter = 0;

  beforeAll(async () => {
    // Unpaced: these tests read whole answers in process; ASSIST-012 below tests the pacing over HTTP.
    server = await startTestServer({ answerChunkIntervalMs: 0 });
  });
  afterAll(() => server.close());

  const freshMobile = () => `72${String(++mobileCounter).padStart(8, '0')}`;
  const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextAddress() });
  const ask = (payload: unknown) => post('/api/chatbot-v2', payload);

  /** Sends the chatbot OTP to a fresh mobile and verifies it, as the details form does. */
  async function verifiedChatbotMobile() {
    const mobile = freshMobile();
    const sent = await post('/api/chatbot/send-otp', { mobile, value: { name: 'Aarav Sharma', email: 'aarav@example.in' } });
    expect(sent.statusCode).toBe(200);
    const referenceId = json(sent).data.referenceId as string;
    const verified = await post('/api/chatbot/verify-otp', { value: { otp: await latestOtp(server.app, mobile) }, referenceId });
    expect(verified.statusCode).toBe(200);
    return { mobile, referenceId };
  }

  function leadBody(mobile: string, referenceId: string, extra: Record<string, unknown> = {}) {
    return { ...PRODUCT_VENDOR_PAIRS.personalLoanChatbot, mobile, name: 'Aarav Sharma', personalEmail: 'aarav@example.in', utmSource: 'chatbot', status: 'active', referenceId, ...extra };
  }

  /** The parsed lines of an NDJSON answer. */
  function streamLines(body: string) {
    expect(body.endsWith('\n')).toBe(true);
    return body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => chatStreamLineSchema.parse(JSON.parse(line)));
  }

  describe('details form OTP', () => {
    it('ASSIST-011: the chatbot OTP is verified against the mobile its send went to, without a mobile in the verify call', async () => {
      const mobile = freshMobile();
      const sent = await post('/api/chatbot/send-otp', { mobile });
      expect(sent.statusCode).toBe(200);
      expect(json(sent).data).toMatchObject({ resendAfterSeconds: 30, expiresInSeconds: 600 });
      const referenceId = json(sent).data.referenceId as string;
      const code = await latestOtp(server.app, mobile);
      const wrong = code === '0000' ? '1111' : '0000';
      const refused = await post('/api/chatbot/verify-otp', { value: { otp: wrong }, referenceId });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).code).toBe('OTP_INCORRECT');
      const verified = await post('/api/chatbot/verify-otp', { value: { otp: code }, referenceId });
      expect(verified.statusCode).toBe(200);
      expect(json(verified).data).toEqual({ status: true, validForSeconds: 1800 });
      const again = await post('/api/chatbot/verify-otp', { value: { otp: code }, referenceId });
      expect(json(again).code).toBe('OTP_EXPIRED');
    });

    it('ASSIST-011: a referenceId no chatbot send issued, or one of a login send, answers 400 OTP_EXPIRED', async () => {
      const unknown = await post('/api/chatbot/verify-otp', { value: { otp: '1234' }, referenceId: 'never-sent' });
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown).code).toBe('OTP_EXPIRED');
      const mobile = freshMobile();
      await post('/api/otp-v2', { mobile, referenceId: 'login-ref-1' });
      const loginCode = await latestOtp(server.app, mobile);
      const crossPurpose = await post('/api/chatbot/verify-otp', { value: { otp: loginCode }, referenceId: 'login-ref-1' });
      expect(crossPurpose.statusCode).toBe(400);
      expect(json(crossPurpose).code).toBe('OTP_EXPIRED');
    });

    it('ASSIST-011: chatbot sends share the login limits (30 s resend cooldown)', async () => {
      const mobile = freshMobile();
      expect((await post('/api/chatbot/send-otp', { mobile })).statusCode).toBe(200);
      const tooSoon = await post('/api/chatbot/send-otp', { mobile });
      expect(tooSoon.statusCode).toBe(429);
      expect(json(tooSoon).code).toBe('RATE_LIMITED');
    });
  });

  describe('create-lead', () => {
    it('ASSIST-006: a lead needs the chatbot verification of its mobile', async () => {
      const mobile = freshMobile();
      const response = await post('/api/create-lead', leadBody(mobile, 'not-verified'));
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('MOBILE_NOT_VERIFIED');
      const other = await verifiedChatbotMobile();
      const foreign = await post('/api/create-lead', leadBody(mobile, other.referenceId));
      expect(json(foreign).code).toBe('MOBILE_NOT_VERIFIED');
    });

    it('ASSIST-006: a verified chatbot lead is stored active with productsId 26 and vendorsId 5', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      const response = await post('/api/create-lead', leadBody(mobile, referenceId));
      expect(response.statusCode).toBe(201);
      const lead = json(response).data;
      expect(lead).toMatchObject({ productsId: 26, vendorsId: 5, mobile, name: 'Aarav Sharma', personalEmail: 'aarav@example.in', status: 'active' });
      expect(lead.leadsId).toMatch(/^LEAD-[A-Za-z0-9_-]{16}$/);
      const [row] = await server.database.db.select().from(leads).where(eq(leads.id, lead.leadsId as string));
      expect(row).toMatchObject({ productsId: 26, vendorsId: 5, status: 'active', referenceId });
    });

    it('ASSIST-007: encryptedFields are stored sealed, never in plaintext, never echoed, and open with the server key', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      const response = await post('/api/create-lead', leadBody(mobile, referenceId, { encryptedFields: { pan: PAN, monthlyIncome: '85000' } }));
      expect(response.statusCode).toBe(201);
      expect(response.body).not.toContain(PAN);
      expect(response.body).not.toContain('encryptedFields');
      const leadId = json(response).data.leadsId as string;
      const rows = await server.database.db.select().from(leads).where(eq(leads.id, leadId));
      const stored = JSON.stringify(rows);
      expect(stored).toContain(leadId);
      expect(stored).not.toContain(PAN);
      expect(stored).not.toContain('85000');
      const service = new LeadService({
        db: server.database.db,
        clock: server.clock,
        otp: new OtpService({ db: server.database.db, clock: server.clock, sms: sideSmsQueue(server), secret: TEST_SECRETS.otpSecret, limits: DEFAULT_OTP_LIMITS }),
        hashSecret: TEST_SECRETS.otpSecret,
        sealSecret: TEST_SECRETS.tokenSecret,
      });
      expect(await service.encryptedFieldsOf(leadId)).toEqual({ pan: PAN, monthlyIncome: '85000' });
      // Sealed for this lead only: moved to another lead, it does not open.
      const [sealed] = await server.database.db.select({ value: leads.encryptedFields }).from(leads).where(eq(leads.id, leadId));
      const other = await verifiedChatbotMobile();
      const otherLead = json(await post('/api/create-lead', leadBody(other.mobile, other.referenceId))).data.leadsId as string;
      await server.database.db.update(leads).set({ encryptedFields: sealed!.value }).where(eq(leads.id, otherLead));
      await expect(service.encryptedFieldsOf(otherLead)).rejects.toThrow();
    });

    it('ASSIST-008: the same request again answers the same lead; a different one with the same verification is refused', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      const first = json(await post('/api/create-lead', leadBody(mobile, referenceId, { encryptedFields: { pan: PAN } }))).data;
      const retry = await post('/api/create-lead', leadBody(mobile, referenceId, { encryptedFields: { pan: PAN } }));
      expect(retry.statusCode).toBe(201);
      expect(json(retry).data.leadsId).toBe(first.leadsId);
      const different = await post('/api/create-lead', leadBody(mobile, referenceId, { name: 'Someone Else' }));
      expect(different.statusCode).toBe(400);
      expect(json(different).code).toBe('MOBILE_NOT_VERIFIED');
      const count = await server.database.db.select().from(leads).where(eq(leads.mobile, mobile));
      expect(count).toHaveLength(1);
    });

    it('OTP-008: a verification older than 30 minutes no longer creates a lead', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      server.clock.advance(30 * 60_000 + 1_000);
      const response = await post('/api/create-lead', leadBody(mobile, referenceId));
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('MOBILE_NOT_VERIFIED');
    });

    it('ASSIST-006: bad lead requests answer 400 VALIDATION_FAILED', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      for (const bad of [
        leadBody(mobile, referenceId, { status: 'inactive' }),
        leadBody('12345', referenceId),
        leadBody(mobile, referenceId, { productsId: -1 }),
        leadBody(mobile, referenceId, { encryptedFields: { 'bad key': 'x' } }),
        leadBody(mobile, referenceId, { personalEmail: 'not-an-email' }),
      ]) {
        const response = await post('/api/create-lead', bad);
        expect(response.statusCode).toBe(400);
        expect(json(response).code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('chatbot-v2', () => {
    it('ASSIST-010: a question the FAQ answers streams several text chunks, then one done line with the thread id', async () => {
      const response = await ask({ question: FAQ_QUESTION, thread_id: null });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = streamLines(response.body);
      const textLines = lines.filter((line) => 'text' in line);
      expect(textLines.length).toBeGreaterThan(3);
      const last = lines[lines.length - 1]!;
      expect(last).toMatchObject({ done: true });
      expect(lines.filter((line) => 'done' in line)).toHaveLength(1);
      const text = textLines.map((line) => ('text' in line ? line.text : '')).join('');
      expect(text).toContain(FAQ_ANSWER.split('. ')[0]);
      expect(text).toContain('Read more: [Personal loan FAQs](/resources/faq/personal-loan)');
    });

    it('COMPRESS-001: the streamed answer is sent as it is, so each chunk arrives when written', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/chatbot-v2',
        payload: { question: FAQ_QUESTION, thread_id: null },
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(streamLines(response.body).length).toBeGreaterThan(3);
    });

    it('ASSIST-010: the api-client chat-stream reader reassembles the same answer over HTTP', async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, fetch: globalThis.fetch, tokens: createMemoryTokenStore() });
      const chunks: string[] = [];
      const result = await client.chatbotAsk({ body: { question: FAQ_QUESTION } }, { onChunk: (chunk) => chunks.push(chunk) });
      expect(chunks.length).toBeGreaterThan(3);
      expect(result.text).toBe(chunks.join(''));
      expect(result.text).toBe(new RetrievalAnswerer().compose(FAQ_QUESTION).text);
      expect(result.threadId).toMatch(/^thr_/);
    });

    it('ASSIST-003: a question the content does not answer points to the contact form', async () => {
      const lines = streamLines((await ask({ question: 'What will the weather be in Paris tomorrow?' })).body);
      const text = lines.map((line) => ('text' in line ? line.text : '')).join('');
      expect(text).toBe(NO_ANSWER_TEXT);
      expect(text).toContain('/contact-us');
      expect(isKnownRoute('/contact-us')).toBe(true);
    });

    it('ASSIST-004: preset replies get a short fixed reply', async () => {
      const lines = streamLines((await ask({ question: 'hi' })).body);
      expect(lines.map((line) => ('text' in line ? line.text : '')).join('')).toMatch(/^Hello!/);
    });

    it('ASSIST-005: questions and answers are stored in a thread; the thread continues, an unknown one starts anew', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      const leadId = json(await post('/api/create-lead', leadBody(mobile, referenceId))).data.leadsId as string;
      const first = streamLines((await ask({ question: FAQ_QUESTION, thread_id: null, leads_id: leadId })).body);
      const threadId = (first[first.length - 1] as { threadId: string }).threadId;
      const second = streamLines((await ask({ question: 'How is EMI calculated?', thread_id: threadId, leads_id: leadId })).body);
      expect(second[second.length - 1]).toEqual({ done: true, threadId });
      const [thread] = await server.database.db.select().from(chatThreads).where(eq(chatThreads.id, threadId));
      expect(thread!.leadId).toBe(leadId);
      const stored = await server.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.id));
      expect(stored.map((message) => message.sender)).toEqual(['user', 'bot', 'user', 'bot']);
      expect(stored[0]!.text).toBe(FAQ_QUESTION);
      expect(stored[1]!.text).toContain(FAQ_ANSWER.split('. ')[0]);
      expect(stored[1]!.sources).toContain('/resources/faq/personal-loan');
      const unknown = streamLines((await ask({ question: FAQ_QUESTION, thread_id: 'thr_doesnotexist', leads_id: 'LEAD-unknown' })).body);
      const newThread = (unknown[unknown.length - 1] as { threadId: string }).threadId;
      expect(newThread).not.toBe('thr_doesnotexist');
      const [created] = await server.database.db.select().from(chatThreads).where(eq(chatThreads.id, newThread));
      expect(created!.leadId).toBeNull();
    });

    it('ASSIST-010: an answerer failing midway ends the stream with an error line and no done line', async () => {
      const failing: Answerer = {
        answer: async () => ({
          sources: [],
          chunks: (async function* () {
            yield 'Partial ';
            throw new Error('model went away');
          })(),
        }),
      };
      const errors: string[] = [];
      const chat = new ChatService({ db: server.database.db, clock: server.clock, answerer: failing, log: { error: (_details, message) => errors.push(message) } });
      const pending = await chat.begin({ question: FAQ_QUESTION });
      const lines: string[] = [];
      for await (const line of chat.answer(pending, new AbortController().signal)) lines.push(line);
      expect(lines).toEqual(['{"text":"Partial "}\n', '{"error":{"message":"An error occurred while processing your request."}}\n']);
      expect(errors).toHaveLength(1);
      const stored = await chat.messagesOf(pending.threadId);
      expect(stored.map((message) => message.sender)).toEqual(['user']);
    });

    it('STORE-001: a question with a NUL character or a lone surrogate is refused with 400 naming the field, and nothing is stored', async () => {
      const before = await server.database.db.select({ id: chatMessages.id }).from(chatMessages);
      for (const question of ['What is a \u0000processing fee?', 'What is a \ud800processing fee?', 'What is a processing fee?\udc00']) {
        const response = await ask({ question });
        expect(response.statusCode).toBe(400);
        expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'body.question: must not contain NUL characters or unpaired surrogates.' });
      }
      expect(await server.database.db.select({ id: chatMessages.id }).from(chatMessages)).toHaveLength(before.length);
      // A pair of surrogates (an emoji) is ordinary text.
      expect((await ask({ question: 'What is a processing fee? 🙂' })).statusCode).toBe(200);
    });

    it('ASSIST-010: bad questions answer 400 VALIDATION_FAILED as JSON, before any stream', async () => {
      for (const bad of [{}, { question: '' }, { question: '   ' }, { question: 'x'.repeat(301) }, { question: 42 }, { question: 'Hello there', thread_id: 'bad id!' }]) {
        const response = await ask(bad);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(json(response).code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('feedback', () => {
    it('ASSIST-009: Yes or No with a comment is stored against the lead', async () => {
      const { mobile, referenceId } = await verifiedChatbotMobile();
      const leadId = json(await post('/api/create-lead', leadBody(mobile, referenceId))).data.leadsId as string;
      const no = await post('/api/chatbot-feedback', { user: { leadId, feedback: 'No', feedbackComment: '  I wanted rates for Pune.  ' } });
      expect(no.statusCode).toBe(201);
      expect(json(no).data.feedbackId).toMatch(/^FB-\d+$/);
      const yes = await post('/api/chatbot-feedback', { user: { leadId, feedback: 'Yes', feedbackComment: '' } });
      expect(yes.statusCode).toBe(201);
      const rows = await server.database.db.select().from(chatbotFeedback).where(eq(chatbotFeedback.leadId, leadId)).orderBy(asc(chatbotFeedback.id));
      expect(rows.map((row) => [row.feedback, row.comment])).toEqual([
        ['No', 'I wanted rates for Pune.'],
        ['Yes', null],
      ]);
    });

    it('ASSIST-009: feedback on an unknown lead answers 404, bad feedback 400', async () => {
      const unknown = await post('/api/chatbot-feedback', { user: { leadId: 'LEAD-nobody', feedback: 'Yes' } });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown).code).toBe('NOT_FOUND');
      for (const bad of [{ user: { leadId: 'LEAD-x', feedback: 'Maybe' } }, { user: { feedback: 'Yes' } }, { user: { leadId: 'LEAD-x', feedback: 'No', feedbackComment: 'x'.repeat(501) } }]) {
        const response = await post('/api/chatbot-feedback', bad);
        expect(response.statusCode).toBe(400);
      }
    });
  });
});

describe('chatbot-v2 pacing', () => {
  /** How many chunks the answerer was asked for, and when the server stopped asking. */
  let pulled = 0;
  let stopped: Promise<number> = Promise.resolve(0);
  const retrieval = new RetrievalAnswerer();
  /** The retrieval answerer, counting the chunks taken from it. */
  const counting: Answerer = {
    answer: async (request) => {
      const answer = await retrieval.answer(request);
      pulled = 0;
      let markStopped: (count: number) => void = () => undefined;
      stopped = new Promise((resolve) => (markStopped = resolve));
      return {
        sources: answer.sources,
        chunks: (async function* () {
          try {
            for await (const chunk of answer.chunks) {
              pulled += 1;
              yield chunk;
            }
          } finally {
            markStopped(pulled);
          }
        })(),
      };
    },
  };
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startTestServer({ answerer: counting });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const postQuestion = (signal?: AbortSignal) =>
    fetch(`${baseUrl}/api/chatbot-v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ question: FAQ_QUESTION, thread_id: null }),
      ...(signal ? { signal } : {}),
    });

  it('ASSIST-012: over HTTP the text lines arrive in several reads spread over the interval, and join to the unpaced answer', async () => {
    const response = await postQuestion();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const decoder = new TextDecoder();
    const arrivals: { line: ReturnType<typeof chatStreamLineSchema.parse>; at: number }[] = [];
    let reads = 0;
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads += 1;
      const at = performance.now();
      pending += decoder.decode(value, { stream: true });
      const complete = pending.split('\n');
      pending = complete.pop()!;
      for (const text of complete.filter((line) => line !== '')) arrivals.push({ line: chatStreamLineSchema.parse(JSON.parse(text)), at });
    }
    expect(pending).toBe('');
    const texts = arrivals.filter((arrival) => 'text' in arrival.line);
    const joined = texts.map((arrival) => ('text' in arrival.line ? arrival.line.text : '')).join('');
    expect(joined).toBe(retrieval.compose(FAQ_QUESTION).text);
    expect(texts.length).toBeGreaterThan(3);
    expect(reads).toBeGreaterThan(1);
    // Each pause is at least the interval on the server; half of it leaves room for timer and network jitter.
    expect(texts.at(-1)!.at - texts[0]!.at).toBeGreaterThanOrEqual((texts.length - 1) * ANSWER_CHUNK_INTERVAL_MS * 0.5);
    const last = arrivals.at(-1)!.line;
    expect(last).toMatchObject({ done: true });
    // The stored answer is the whole answer, not what one read held.
    const threadId = (last as { threadId: string }).threadId;
    const stored = await server.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.id));
    expect(stored.map((message) => [message.sender, message.text])).toEqual([
      ['user', FAQ_QUESTION],
      ['bot', joined],
    ]);
  });

  it('ASSIST-012: when the client goes away mid-answer, no further chunk is taken from the answerer or written', async () => {
    const chunks = chunkWords(retrieval.compose(FAQ_QUESTION).text).length;
    // node:http rather than fetch: the test decides exactly when the one connection goes away.
    const first = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${baseUrl}/api/chatbot-v2`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
        response.once('data', (data: Buffer) => {
          request.destroy();
          resolve(data.toString('utf8'));
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end(JSON.stringify({ question: FAQ_QUESTION, thread_id: null }));
    });
    expect(first).toMatch(/^\{"text":/);
    const taken = await stopped;
    expect(taken).toBeGreaterThan(0);
    // Paced, the whole answer would take (chunks - 1) intervals; the server stopped well before half of it.
    expect(taken).toBeLessThan(chunks / 2);
    const latest = await server.database.db.select().from(chatMessages).orderBy(asc(chatMessages.id));
    // Only complete answers are stored (ASSIST-005): this one has its question and no answer.
    expect(latest.at(-1)).toMatchObject({ sender: 'user', text: FAQ_QUESTION });
  });
});

describe('retrieval answerer', () => {
  const answerer = new RetrievalAnswerer();

  it('ASSIST-001: the index holds FAQ items, blog sections, product and text page sections, each with a known page path', () => {
    const passages = contentPassages();
    expect(answerer.size).toBe(passages.length);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const source of ['faq', 'blog', 'product', 'page'] as const) expect(passages.some((passage) => passage.source === source)).toBe(true);
    for (const passage of passages) {
      expect(isKnownRoute(passage.url), passage.url).toBe(true);
      expect(passage.text.trim()).not.toBe('');
    }
  });

  it('ASSIST-002: an FAQ question is answered with its FAQ answer and a Read more link, titled, to its page', () => {
    const composed = answerer.compose(FAQ_QUESTION);
    expect(composed.text.startsWith(FAQ_ANSWER.split('. ')[0]!)).toBe(true);
    expect(composed.text).toMatch(/\n\nRead more: \[Personal loan FAQs\]\(\/resources\/faq\/personal-loan\)(\n|$)/);
    expect(composed.sources[0]).toBe('/resources/faq/personal-loan');
  });

  it('ASSIST-002: every link in an answer is [title](known path), the title never empty', () => {
    const questions = ['How is EMI calculated?', 'Can I prepay my car loan?', 'What is a good credit score?', 'xyzzy blorp', 'What documents do I need for a used car loan?'];
    for (const question of questions) {
      const text = answerer.compose(question).text;
      const links = [...text.matchAll(/\[([^\]\n]+)\]\((\/[^)\s]*)\)/g)];
      expect(links.length, question).toBeGreaterThan(0);
      for (const [, title, path] of links) {
        expect(title!.trim()).not.toBe('');
        expect(isKnownRoute(path!), path).toBe(true);
      }
      // No bare path is left outside a link.
      expect(text.replace(/\[[^\]\n]+\]\(\/[^)\s]*\)/g, '')).not.toMatch(/(^|\s)\/[a-z]/);
    }
    expect(answerLink('A [bracketed]\ntitle', '/cibil-score')).toBe('[A bracketed title](/cibil-score)');
  });

  it('ASSIST-013: a question naming a product is answered from that product: used car documents name the RC and insurance', () => {
    const usedCar = answerer.compose('What documents do I need for a used car loan?');
    expect(usedCar.text).toContain('RC and insurance');
    expect(usedCar.sources[0]).toBe('/used-car-loan');
    const twoWheeler = answerer.compose('Which documents are needed for a two-wheeler loan?');
    expect(twoWheeler.sources[0]).toMatch(/two-wheeler-loan$/);
    expect(twoWheeler.text).not.toContain('RC and insurance');
    expect(answerer.productOf('documents for a used car')?.product).toBe('used-car-loan');
    expect(answerer.productOf('पर्सनल लोन के लिए कौन से दस्तावेज़ चाहिए?')?.product).toBe('personal-loan');
    expect(answerer.productOf('How is EMI calculated?')).toBeNull();
    const hindi = answerer.compose('पर्सनल लोन के लिए कौन से दस्तावेज़ चाहिए?');
    expect(hindi.sources[0]).toBe('/hi/personal-loan');
    expect(hindi.text).toContain('पैन कार्ड');
  });

  propertyTest.prop([fc.constantFrom('used car loan', 'personal loan', 'two wheeler loan', 'new car loan', 'ev loan'), fc.constantFrom('documents', 'eligibility', 'interest rate')])(
    'ASSIST-013: a question about a product is answered from that product\'s own pages',
    (product, topic) => {
      const slug = product.replace(/ /g, '-');
      const composed = answerer.compose(`What is the ${topic} for a ${product}?`);
      expect([`/${slug}`, `/resources/faq/${slug}`]).toContain(composed.sources[0]);
    },
  );

  it('ASSIST-002: answers stay concise', () => {
    for (const question of ['How is EMI calculated?', 'Can I prepay my car loan?', 'What documents do I need for a personal loan?']) {
      const [body] = answerer.compose(question).text.split('\n\nRead more:');
      expect(body!.length).toBeLessThanOrEqual(630);
    }
  });

  it('ASSIST-003: noise and unrelated questions get the contact pointer', () => {
    for (const question of ['xyzzy blorp', 'Who won the football match yesterday?', 'what is it']) {
      expect(answerer.compose(question).text).toBe(NO_ANSWER_TEXT);
    }
  });

  propertyTest.prop([fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 8 })])('ASSIST-010: answer chunks concatenated are exactly the answer', (text, words) => {
    expect(chunkWords(text, words).join('')).toBe(text.trim() === '' ? '' : text);
  });

  it('ASSIST-010: a link is never split across chunks', () => {
    const text = 'Read more: [Used car loans that fit your budget](/used-car-loan) and more words here';
    const chunks = chunkWords(text, 2);
    expect(chunks.join('')).toBe(text);
    expect(chunks.some((chunk) => chunk.includes('[Used car loans that fit your budget](/used-car-loan)'))).toBe(true);
  });
});
