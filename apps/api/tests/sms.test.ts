import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, smsQueue } from '../src/db/schema.js';
import { SmsRejectedError, httpGatewaySmsProvider } from '../src/modules/otp/sms-gateway.js';
import { SMS_TEMPLATES, type SmsTemplate, outboxSmsProvider } from '../src/modules/otp/sms-provider.js';
import { SMS_QUEUE_LIMITS, SmsQueue } from '../src/modules/otp/sms-queue.js';
import { manualClock } from '../src/clock.js';
import { TEST_SECRETS, TEST_START, isolatedDatabase, nextAddress, startTestServer, type TestServer } from './helpers.js';

/** The stub gateway listens in the port range of this test. */
const STUB_PORT = 5150 + (process.pid % 40);

type Behaviour = 'ok' | 'hold' | 'slow' | 'slow-once' | '503-once' | 'malformed' | '400' | 'failed' | '500';

/** A local stand-in for an Indian SMS gateway: records every call and answers as told. */
class StubGateway {
  behaviour: Behaviour = 'ok';
  delayMs = 0;
  /** Answers held by the hold behaviour until {@link release}. */
  private held: (() => void)[] = [];
  private released = false;
  readonly calls: { headers: IncomingMessage['headers']; body: Record<string, string> }[] = [];
  private server: Server | undefined;
  readonly url = `http://127.0.0.1:${STUB_PORT}/sms/send`;

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(STUB_PORT, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    this.calls.push({ headers: request.headers, body: JSON.parse(text) as Record<string, string> });
    const first = this.calls.length === 1;
    const reply = (status: number, body: string) => {
      if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    };
    const receipt = JSON.stringify({ id: `msg-${this.calls.length}`, status: 'accepted' });
    switch (this.behaviour) {
      case 'ok':
        return reply(200, receipt);
      case 'hold':
        if (!this.released) await new Promise<void>((resolve) => this.held.push(resolve));
        return reply(200, receipt);
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        return reply(200, receipt);
      case 'slow-once':
        if (first) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        return reply(200, receipt);
      case '503-once':
        return first ? reply(503, '{"error":"busy"}') : reply(200, receipt);
      case 'malformed':
        return reply(200, '<html>gateway maintenance</html>');
      case '400':
        return reply(400, '{"error":"invalid template"}');
      case 'failed':
        return reply(200, JSON.stringify({ id: 'msg-x', status: 'failed', reason: 'DND number' }));
      case '500':
        return reply(500, '{}');
    }
  }

  release(): void {
    this.released = true;
    for (const answer of this.held.splice(0)) answer();
  }

  reset(behaviour: Behaviour, delayMs = 0): void {
    this.release();
    this.released = false;
    this.behaviour = behaviour;
    this.delayMs = delayMs;
    this.calls.length = 0;
  }
}

const TEMPLATE_IDS = Object.fromEntries(SMS_TEMPLATES.map((template, index) => [template, `110716${String(index).padStart(13, '0')}`])) as Record<SmsTemplate, string>;

describe('the SMS path', () => {
  const stub = new StubGateway();
  const gateway = (overrides: { timeoutMs?: number } = {}) =>
    httpGatewaySmsProvider({ url: stub.url, apiKey: 'stub-api-key-123', senderId: 'RINNIN', dltEntityId: '1201160000000000001', templateIds: TEMPLATE_IDS, timeoutMs: 2_000, backoffMs: 20, ...overrides });
  const message = { mobile: '9876500001', body: '1234 is your Rinn login OTP.', template: 'login-otp' as const };

  beforeAll(() => stub.start());
  afterAll(() => stub.stop());

  it('SMS-002: the gateway gets the DLT sender, entity and template ids and answers a message id and status', async () => {
    stub.reset('ok');
    expect(await gateway().send(message)).toEqual({ providerMessageId: 'msg-1', status: 'accepted' });
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]!.headers.authorization).toBe('Bearer stub-api-key-123');
    expect(stub.calls[0]!.body).toEqual({
      sender: 'RINNIN',
      to: '919876500001',
      message: message.body,
      dltEntityId: '1201160000000000001',
      dltTemplateId: TEMPLATE_IDS['login-otp'],
    });
  });

  it('SMS-002: a slow answer times out and is retried; a 503 is retried; a malformed answer is retried, then fails', async () => {
    stub.reset('slow-once', 4_000);
    expect(await gateway().send(message)).toMatchObject({ status: 'accepted' });
    expect(stub.calls).toHaveLength(2);

    stub.reset('503-once');
    expect(await gateway().send(message)).toMatchObject({ status: 'accepted' });
    expect(stub.calls).toHaveLength(2);

    stub.reset('malformed');
    await expect(gateway().send(message)).rejects.toThrow(/not a send receipt/);
    expect(stub.calls).toHaveLength(3);

    stub.reset('slow', 4_000);
    await expect(gateway().send(message)).rejects.toThrow();
    expect(stub.calls).toHaveLength(3);
  });

  it('SMS-002: a 4xx or a failed status is a refusal and is not retried', async () => {
    stub.reset('400');
    await expect(gateway().send(message)).rejects.toBeInstanceOf(SmsRejectedError);
    expect(stub.calls).toHaveLength(1);
    stub.reset('failed');
    await expect(gateway().send(message)).rejects.toThrow(/DND number/);
    expect(stub.calls).toHaveLength(1);
  });

  describe('through the queue', () => {
    let server: TestServer;

    beforeAll(async () => {
      // A gateway timeout longer than any wait of a busy machine: the held answer below must not time out.
      server = await startTestServer({ config: { demo: false, sms: 'gateway' }, sms: gateway({ timeoutMs: 60_000 }) });
    }, 180_000);
    afterAll(() => server.close());

    it('SMS-003: a slow gateway does not hold the OTP request; the body waits sealed and is removed once delivered', { timeout: 120_000 }, async () => {
      // The gateway takes every message but answers only when the test lets it.
      stub.reset('hold');
      const mobile = '9876500002';
      const sent = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile, referenceId: 'ref-queue' }, remoteAddress: nextAddress() });
      expect(sent.statusCode, sent.body).toBe(200);

      const [queued] = await server.database.db.select().from(smsQueue).where(eq(smsQueue.mobile, mobile));
      expect(queued).toMatchObject({ template: 'login-otp' });

      expect(queued!.status).toBe('pending');
      expect(queued!.sealedBody).not.toContain('Rinn');
      stub.release();
      let row = queued!;
      // Polls until the worker has delivered it (its own schedule), for up to a minute on a busy machine.
      for (let wait = 0; wait < 600 && row.status !== 'sent'; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = (await server.database.db.select().from(smsQueue).where(eq(smsQueue.id, queued!.id)))[0]!;
      }
      expect(row).toMatchObject({ status: 'sent', sealedBody: null, providerStatus: 'accepted', attempts: 1 });
      expect(row.providerMessageId).toMatch(/^msg-/);
      expect(stub.calls[0]!.body.message).toMatch(/^\d{4} is your Rinn login OTP/);
      expect(await server.database.db.select().from(smsOutbox)).toEqual([]);
    });

    it('SMS-003: a backlog is delivered in batches: each message once, the delivered ones recorded with their ids, a failed one kept for its retry', async () => {
      // A database of its own: the worker of the server must not take the messages of this queue.
      const database = await isolatedDatabase();
      const clock = manualClock(TEST_START);
      const delivered: string[] = [];
      let inFlight = 0;
      let mostInFlight = 0;
      const queue = new SmsQueue({
        db: database.db,
        clock,
        provider: {
          async send(message) {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            await new Promise((resolve) => setTimeout(resolve, 5));
            inFlight -= 1;
            if (message.mobile === '9876500017') throw new Error('gateway answered HTTP 503');
            delivered.push(message.mobile);
            return { providerMessageId: `id-${message.mobile}`, status: 'accepted' };
          },
        },
        secret: TEST_SECRETS.otpSecret,
        log: { info: () => undefined, warn: () => undefined },
      });
      const count = SMS_QUEUE_LIMITS.batch * 2 + 5;
      const mobiles = Array.from({ length: count }, (_, index) => `98765${String(index).padStart(5, '0')}`);
      for (const mobile of mobiles) await queue.send({ mobile, body: `1234 is your Rinn login OTP for ${mobile}.`, template: 'login-otp' });
      await queue.deliverDue();
      expect(delivered.toSorted()).toEqual(mobiles.filter((mobile) => mobile !== '9876500017'));
      // The messages of a batch go to the provider side by side.
      expect(mostInFlight).toBeGreaterThan(1);
      expect(mostInFlight).toBeLessThanOrEqual(SMS_QUEUE_LIMITS.batch);
      const rows = await database.db.select().from(smsQueue);
      for (const row of rows) {
        if (row.mobile === '9876500017') {
          expect(row).toMatchObject({ status: 'pending', attempts: 1, providerStatus: 'gateway answered HTTP 503' });
          expect(row.sealedBody).not.toBeNull();
          expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(SMS_QUEUE_LIMITS.firstBackoffMs);
        } else {
          expect(row).toMatchObject({ status: 'sent', attempts: 1, sealedBody: null, providerMessageId: `id-${row.mobile}`, providerStatus: 'accepted' });
          expect(row.sentAt?.getTime()).toBe(clock.now().getTime());
        }
      }
      await database.close();
    });

    it('SMS-003: the outbox takes a batch in one write, and every message of it is recorded as sent', async () => {
      const database = await isolatedDatabase();
      const clock = manualClock(TEST_START);
      const quiet = { info: () => undefined, warn: () => undefined };
      const queue = new SmsQueue({ db: database.db, clock, provider: outboxSmsProvider(database.db, clock, quiet), secret: TEST_SECRETS.otpSecret, log: quiet });
      const mobiles = ['9876500101', '9876500102', '9876500103'];
      for (const mobile of mobiles) await queue.send({ mobile, body: `4321 is your Rinn login OTP for ${mobile}.`, template: 'login-otp' });
      await queue.deliverDue();
      const outbox = await database.db.select().from(smsOutbox);
      expect(outbox.map((row) => [row.mobile, row.body]).toSorted()).toEqual(mobiles.map((mobile) => [mobile, `4321 is your Rinn login OTP for ${mobile}.`]));
      const rows = await database.db.select().from(smsQueue);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
      expect(rows.every((row) => row.sealedBody === null && row.attempts === 1)).toBe(true);
      await database.close();
    });

    it('SMS-003: a message the gateway keeps failing is retried with backoff, then given up and its body removed', { timeout: 180_000 }, async () => {
      stub.reset('500');
      // A database of its own: the worker of the server must not take the messages of this queue.
      const database = await isolatedDatabase();
      const clock = manualClock(TEST_START);
      const queue = new SmsQueue({
        db: database.db,
        clock,
        provider: gateway(),
        secret: TEST_SECRETS.otpSecret,
        log: { info: () => undefined, warn: () => undefined },
      });
      await queue.send({ mobile: '9876500003', body: '5678 is your Rinn login OTP.', template: 'login-otp' });
      await queue.deliverDue();
      const [first] = await database.db.select().from(smsQueue).where(eq(smsQueue.mobile, '9876500003'));
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(SMS_QUEUE_LIMITS.firstBackoffMs);
      // Nothing is due before the backoff has passed.
      await queue.deliverDue();
      expect((await database.db.select().from(smsQueue).where(eq(smsQueue.id, first!.id)))[0]!.attempts).toBe(1);
      for (let attempt = 1; attempt < SMS_QUEUE_LIMITS.attempts; attempt += 1) {
        clock.advance(SMS_QUEUE_LIMITS.maxBackoffMs);
        await queue.deliverDue();
      }
      const [last] = await database.db.select().from(smsQueue).where(eq(smsQueue.id, first!.id));
      expect(last).toMatchObject({ status: 'failed', attempts: SMS_QUEUE_LIMITS.attempts, sealedBody: null });
      // Three tries per claim (the adapter's own retries) for each of the queue's tries.
      expect(stub.calls.filter((call) => call.body.to === '919876500003')).toHaveLength(SMS_QUEUE_LIMITS.attempts * 3);
      await database.close();
    });
  });
});
