import { and, count, eq, sql } from 'drizzle-orm';
import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpCodes, otpUnlocks, sessions, smsQueue } from '../src/db/schema.js';
import { DomainError } from '../src/domain-error.js';
import { secondsUntil } from '../src/http/try-again-at.js';
import { OtpService } from '../src/modules/otp/otp-service.js';
import { DEFAULT_OTP_LIMITS } from '../src/modules/otp/otp-limits.js';
import { TEST_SECRETS, json, latestOtp, nextAddress, startTestServer, type TestServer, sideSmsQueue } from './helpers.js';

const MINUTE = 60_000;
let mobileCounter = 0;
/** A fresh valid mobile per test, so limits of one test never affect another. */
const freshMobile = () => `70000${String(++mobileCounter).padStart(5, '0')}`;

describe('OTP login (otp-v2)', () => {
  let server: TestServer;
  const send = (mobile: string, referenceId: string, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile, referenceId }, remoteAddress, headers });
  const verify = (mobile: string, referenceId: string, otp: string) =>
    server.app.inject({ method: 'PUT', url: '/api/otp-v2', payload: { mobile, referenceId, value: { otp } }, remoteAddress: nextAddress() });
  const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('OTP-006: sends a 4-digit code, stores only its keyed hash, and a referenceId is issued when omitted', async () => {
    const mobile = freshMobile();
    const response = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile }, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({ resendAfterSeconds: 30, expiresInSeconds: 600 });
    expect(body.data.referenceId).toMatch(/^[A-Za-z0-9_-]+$/);
    const code = await latestOtp(server.app, mobile);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await server.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('OTP-006: a code is bound to the mobile and referenceId that asked for it', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-a');
    const code = await latestOtp(server.app, mobile);
    const otherReference = await verify(mobile, 'ref-b', code);
    expect(otherReference.statusCode).toBe(400);
    expect(json(otherReference).code).toBe('OTP_EXPIRED');
    const ok = await verify(mobile, 'ref-a', code);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('OTP-001: a code works for 10 minutes and not after', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-expiry');
    const code = await latestOtp(server.app, mobile);
    server.clock.advance(10 * MINUTE + 1);
    const late = await verify(mobile, 'ref-expiry', code);
    expect(late.statusCode).toBe(400);
    expect(json(late).code).toBe('OTP_EXPIRED');
    server.clock.advance(20 * MINUTE);
    await send(mobile, 'ref-expiry-2');
    const fresh = await latestOtp(server.app, mobile);
    server.clock.advance(10 * MINUTE - 1000);
    expect((await verify(mobile, 'ref-expiry-2', fresh)).statusCode).toBe(200);
  });

  it('OTP-002: a resend is refused for 30 seconds, then allowed, and only the newest code logs in', async () => {
    const mobile = freshMobile();
    expect((await send(mobile, 'ref-resend')).statusCode).toBe(200);
    const first = await latestOtp(server.app, mobile);
    server.clock.advance(29_000);
    const early = await send(mobile, 'ref-resend');
    expect(early.statusCode).toBe(429);
    expect(json(early)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    expect(json(early).message).toBe('Please wait 1 seconds before requesting a new OTP.');
    expect(early.headers['retry-after']).toBe('1');
    server.clock.advance(1_000);
    expect((await send(mobile, 'ref-resend')).statusCode).toBe(200);
    const second = await latestOtp(server.app, mobile);
    if (first !== second) expect((await verify(mobile, 'ref-resend', first)).statusCode).toBe(400);
    expect((await verify(mobile, 'ref-resend', second)).statusCode).toBe(200);
  });

  it('OTP-003: at most 3 sends per mobile in 15 minutes, and the refusal says when to try again', async () => {
    const mobile = freshMobile();
    for (let sendNumber = 0; sendNumber < 3; sendNumber += 1) {
      expect((await send(mobile, 'ref-window')).statusCode).toBe(200);
      server.clock.advance(31_000);
    }
    const fourth = await send(mobile, 'ref-window');
    expect(fourth.statusCode).toBe(429);
    const body = json(fourth);
    expect(body.message).toMatch(/^You have requested too many OTPs\. Please try again after \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm) IST\.$/);
    // The first send leaves the window 15 minutes after it was made.
    expect(body.retryAfterSeconds).toBe(15 * 60 - 93);
    server.clock.advance(body.retryAfterSeconds! * 1000);
    expect((await send(mobile, 'ref-window')).statusCode).toBe(200);
  });

  it('OTP-003: a spoofed X-Forwarded-For does not reset the per-address limit', async () => {
    const address = nextAddress();
    for (let sendNumber = 0; sendNumber < DEFAULT_OTP_LIMITS.sendsPerIp; sendNumber += 1) {
      const response = await send(freshMobile(), 'ref-ip', address, { 'x-forwarded-for': `203.0.113.${sendNumber}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const spoofed = await send(freshMobile(), 'ref-ip', address, { 'x-forwarded-for': '198.51.100.77' });
    expect(spoofed.statusCode).toBe(429);
    expect(json(spoofed).message).toMatch(/^Too many OTP requests from your network/);
    expect((await send(freshMobile(), 'ref-ip', nextAddress())).statusCode).toBe(200);
  });

  it('OTP-003: a server configured with RINN_OTP_SENDS_PER_ADDRESS applies that per-address limit', async () => {
    const configured = await startTestServer({ config: { otpSendsPerAddress: 2 } });
    try {
      const address = nextAddress();
      const sendFrom = (mobile: string) => configured.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile }, remoteAddress: address });
      expect((await sendFrom(freshMobile())).statusCode).toBe(200);
      expect((await sendFrom(freshMobile())).statusCode).toBe(200);
      expect((await sendFrom(freshMobile())).statusCode).toBe(429);
    } finally {
      await configured.close();
    }
  });

  it('OTP-004: the 6th try fails even with the right code, and the 5th wrong try says the code is dead', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-five');
    const code = await latestOtp(server.app, mobile);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(mobile, 'ref-five', wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toMatchObject({ code: 'OTP_INCORRECT', message: `Incorrect OTP. ${5 - attempt} ${5 - attempt === 1 ? 'attempt' : 'attempts'} left.` });
    }
    const fifth = await verify(mobile, 'ref-five', wrongCodeFor(code));
    expect(json(fifth).code).toBe('OTP_EXPIRED');
    const sixth = await verify(mobile, 'ref-five', code);
    expect(sixth.statusCode).toBe(400);
    expect(json(sixth).code).toBe('OTP_EXPIRED');
  });

  it('OTP-004: 50 parallel wrong guesses count no more than 5', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-parallel-wrong');
    const code = await latestOtp(server.app, mobile);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(mobile, 'ref-parallel-wrong', wrongCodeFor(code))));
    expect(responses.every((response) => response.statusCode === 400)).toBe(true);
    const [row] = await server.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row!.failedAttempts).toBe(5);
    expect(responses.filter((response) => json(response).code === 'OTP_INCORRECT')).toHaveLength(4);
    expect((await verify(mobile, 'ref-parallel-wrong', code)).statusCode).toBe(400);
  });

  it('OTP-006: 50 parallel verifications with the right code open exactly one session', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-parallel-right');
    const code = await latestOtp(server.app, mobile);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(mobile, 'ref-parallel-right', code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(49);
    const { db } = server.database;
    const [customer] = await db.select().from(customers).where(eq(customers.mobile, mobile));
    const [opened] = await db.select({ value: count() }).from(sessions).where(eq(sessions.customerId, customer!.id));
    expect(opened!.value).toBe(1);
  });

  it('OTP-005: 20 wrong tries per mobile in 24 hours across codes, then a refusal that says when', async () => {
    const mobile = freshMobile();
    let wrongTries = 0;
    while (wrongTries < DEFAULT_OTP_LIMITS.wrongTriesPerMobile) {
      server.clock.advance(15 * MINUTE);
      await send(mobile, `ref-day-${wrongTries}`);
      const code = await latestOtp(server.app, mobile);
      for (let attempt = 0; attempt < 5 && wrongTries < DEFAULT_OTP_LIMITS.wrongTriesPerMobile; attempt += 1) {
        expect((await verify(mobile, `ref-day-${wrongTries - attempt}`, wrongCodeFor(code))).statusCode).toBe(400);
        wrongTries += 1;
      }
    }
    server.clock.advance(15 * MINUTE);
    const blockedSend = await send(mobile, 'ref-day-final');
    expect(blockedSend.statusCode).toBe(429);
    expect(json(blockedSend).message).toMatch(/^Too many incorrect OTP attempts\. Please try again after .+ IST\.$/);
    const failures = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` });
    // Four codes, and the lockout notice (OTP-009).
    expect(json<{ messages: unknown[] }>(failures).data.messages.length).toBe(5);
    server.clock.advance(24 * 60 * MINUTE);
    expect((await send(mobile, 'ref-day-after')).statusCode).toBe(200);
  });

  /** Makes the wrong tries of a mobile reach the daily cap; answers the last refusal. */
  async function lockOut(mobile: string) {
    let wrongTries = 0;
    let last;
    while (wrongTries < DEFAULT_OTP_LIMITS.wrongTriesPerMobile) {
      server.clock.advance(15 * MINUTE);
      expect((await send(mobile, `ref-lock-${wrongTries}`)).statusCode).toBe(200);
      const code = await latestOtp(server.app, mobile);
      for (let attempt = 0; attempt < 5 && wrongTries < DEFAULT_OTP_LIMITS.wrongTriesPerMobile; attempt += 1) {
        last = await verify(mobile, `ref-lock-${wrongTries - attempt}`, wrongCodeFor(code));
        wrongTries += 1;
      }
    }
    return last;
  }

  it('OTP-009, OTP-010: reaching the cap texts the owner; an operator unlock lifts it and is recorded with who did it', async () => {
    const mobile = freshMobile();
    await lockOut(mobile);
    const outbox = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` })).data.messages as { body: string }[];
    expect(outbox[0]!.body).toMatch(/^Your Rinn login is locked until .+ IST after 20 incorrect OTP attempts today\. .*call Rinn support/);
    expect(outbox.filter((message) => message.body.startsWith('Your Rinn login is locked'))).toHaveLength(1);
    server.clock.advance(15 * MINUTE);
    expect((await send(mobile, 'ref-locked')).statusCode).toBe(429);

    const otp = new OtpService({ db: server.database.db, clock: server.clock, sms: sideSmsQueue(server), secret: TEST_SECRETS.otpSecret, limits: DEFAULT_OTP_LIMITS });
    expect(await otp.unlock(mobile, 'ops:priya', 'ticket TCK-42')).toEqual({ failuresCleared: DEFAULT_OTP_LIMITS.wrongTriesPerMobile });
    const [audit] = await server.database.db.select().from(otpUnlocks).where(eq(otpUnlocks.mobile, mobile));
    expect(audit).toMatchObject({ unlockedBy: 'ops:priya', reason: 'ticket TCK-42', failuresCleared: 20 });

    // The owner logs in at once; new wrong tries count from the unlock.
    server.clock.advance(1_000);
    expect((await send(mobile, 'ref-unlocked')).statusCode).toBe(200);
    const verified = await verify(mobile, 'ref-unlocked', await latestOtp(server.app, mobile));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await otp.unlock(mobile, 'ops:priya', null)).toEqual({ failuresCleared: 0 });
  });

  it('OTP-011: 30 parallel sends to one mobile from 30 addresses store exactly one code; the rest wait out the cooldown', async () => {
    const mobile = freshMobile();
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(mobile, 'ref-race')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(429);
      expect(json(refused).message).toMatch(/^Please wait (30|[12]?\d) seconds before requesting a new OTP\.$/);
    }
    const [stored] = await server.database.db.select({ value: count() }).from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(stored?.value).toBe(1);
  });

  it('OTP-011: the code and its SMS commit together: a sent code has its queue row, and a send whose row cannot be written stores no code', async () => {
    const mobile = freshMobile();
    const sent = await send(mobile, 'ref-queued');
    expect(sent.statusCode, sent.body).toBe(200);
    const queued = await server.database.db.select().from(smsQueue).where(eq(smsQueue.mobile, mobile));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.template).toBe('login-otp');

    // The queue refuses this one mobile's row: the send fails as a whole, so no code waits unsent.
    const refused = freshMobile();
    await server.database.db.execute(sql.raw(`alter table sms_queue add constraint sms_queue_test_refuse check (mobile <> '${refused}')`));
    try {
      const failed = await send(refused, 'ref-unqueued');
      expect(failed.statusCode).toBe(500);
      expect(await server.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, refused))).toEqual([]);
      expect(await server.database.db.select().from(smsQueue).where(eq(smsQueue.mobile, refused))).toEqual([]);
    } finally {
      await server.database.db.execute(sql.raw('alter table sms_queue drop constraint sms_queue_test_refuse'));
    }
    // Nothing was stored, so no cooldown holds the mobile back.
    expect((await send(refused, 'ref-queued-again')).statusCode).toBe(200);
  });

  it('OTP-011: the limits refuse in their order: an address at its limit is refused for the address, before the mobile’s cooldown', async () => {
    const address = nextAddress();
    const mobiles = [freshMobile(), freshMobile(), freshMobile(), freshMobile(), freshMobile()];
    // The default limit per address (OTP-003) is 20 sends in 15 minutes: use them up over fresh mobiles.
    for (let index = 0; index < 20; index += 1) {
      const mobile = index < mobiles.length ? mobiles[index]! : freshMobile();
      expect((await send(mobile, 'ref-order', address)).statusCode).toBe(200);
    }
    // A mobile in its cooldown, from that address: the address's refusal, which says when.
    const refused = await send(mobiles[0]!, 'ref-order', address);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).not.toMatch(/^Please wait/);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same mobile from another address: now the cooldown speaks.
    const cooling = await send(mobiles[0]!, 'ref-order');
    expect(json(cooling).message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
  });

  it('OTP-007: the outbox route lists the latest messages newest first', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-outbox');
    const response = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` });
    expect(response.statusCode).toBe(200);
    const [message] = json<{ messages: { body: string }[] }>(response).data.messages;
    expect(message).toMatchObject({ channel: 'sms', to: mobile, subject: null });
    expect(message?.body).toMatch(/^\d{4} is your Rinn login OTP\. It is valid for 10 minutes\. Do not share it with anyone\.$/);
  });

  it('OTP-006: a mobile typed with separators is the same customer as its ten digits', async () => {
    const mobile = freshMobile();
    const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    expect((await send(spaced, 'ref-spaced')).statusCode).toBe(200);
    const response = await verify(mobile, 'ref-spaced', await latestOtp(server.app, mobile));
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ user: { mobile: string } }>(response).data.user.mobile).toBe(mobile);
  });

  it('OTP-006: a first login creates the customer with no name yet', async () => {
    const mobile = freshMobile();
    await send(mobile, 'ref-new');
    const response = await verify(mobile, 'ref-new', await latestOtp(server.app, mobile));
    expect(json(response).data.user).toEqual({ mobile, name: { firstName: null, lastName: null } });
    const rows = await server.database.db.select().from(customers).where(and(eq(customers.mobile, mobile)));
    expect(rows).toHaveLength(1);
  });

  describe('sends written together (group commit)', () => {
    const LIMITS = { ...DEFAULT_OTP_LIMITS, sendsPerIp: 4, sendsPerMobile: 3 };
    type Answer = { readonly kind: 'sent' } | { readonly kind: 'ip-limit' | 'cooldown' | 'mobile-limit'; readonly retryAfterSeconds: number };
    let run = 0;

    /** An OTP service over the test server's database, counting the statements and transactions it runs. */
    const service = (groupSends: boolean) => {
      let calls = 0;
      const db = new Proxy(server.database.db, {
        get(target, property, receiver) {
          if (property === 'transaction') {
            return (...args: Parameters<typeof target.transaction>) => {
              calls += 1;
              return target.transaction(...args);
            };
          }
          if (property === 'execute') {
            return (...args: Parameters<typeof target.execute>) => {
              calls += 1;
              return target.execute(...args);
            };
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const otp = new OtpService({ db, clock: server.clock, sms: sideSmsQueue(server), secret: TEST_SECRETS.otpSecret, limits: LIMITS, groupSends });
      /** Database calls (statements and transactions) made so far: each is one commit. */
      return { otp, transactions: () => calls };
    };

    /** Each limit's refusal code, as the answer it stands for. */
    const ANSWER_KIND_OF_CODE: Partial<Record<string, 'ip-limit' | 'cooldown' | 'mobile-limit'>> = {
      OTP_IP_LIMIT: 'ip-limit',
      OTP_RESEND_TOO_SOON: 'cooldown',
      OTP_SEND_LIMIT: 'mobile-limit',
    };

    /** What a send answered, in the words of its limit. */
    const answerOf = async (sending: Promise<unknown>): Promise<Answer> => {
      try {
        await sending;
        return { kind: 'sent' };
      } catch (error) {
        if (!(error instanceof DomainError) || error.retryAfterSeconds === undefined) throw error;
        const kind = ANSWER_KIND_OF_CODE[error.reason.code];
        if (kind === undefined) throw error;
        return { kind, retryAfterSeconds: error.retryAfterSeconds };
      }
    };

    /** The limits of OTP-002 and OTP-003 applied one send after another, as a reference. */
    const serialModel = () => {
      const byMobile = new Map<string, number[]>();
      const byAddress = new Map<string, number[]>();
      return (mobile: string, address: string, now: number): Answer => {
        const fromAddress = (byAddress.get(address) ?? []).filter((time) => time > now - LIMITS.sendsPerIpWindowMs).slice(-LIMITS.sendsPerIp);
        if (fromAddress.length >= LIMITS.sendsPerIp) return { kind: 'ip-limit', retryAfterSeconds: secondsUntil(new Date(now), new Date(fromAddress[0]! + LIMITS.sendsPerIpWindowMs)) };
        const toMobile = (byMobile.get(mobile) ?? []).filter((time) => time > now - LIMITS.sendsPerMobileWindowMs).slice(-LIMITS.sendsPerMobile);
        const latest = toMobile.at(-1);
        if (latest !== undefined && now - latest < LIMITS.resendCooldownMs) return { kind: 'cooldown', retryAfterSeconds: secondsUntil(new Date(now), new Date(latest + LIMITS.resendCooldownMs)) };
        if (toMobile.length >= LIMITS.sendsPerMobile) return { kind: 'mobile-limit', retryAfterSeconds: secondsUntil(new Date(now), new Date(toMobile[0]! + LIMITS.sendsPerMobileWindowMs)) };
        byMobile.set(mobile, [...(byMobile.get(mobile) ?? []), now]);
        byAddress.set(address, [...(byAddress.get(address) ?? []), now]);
        return { kind: 'sent' };
      };
    };

    const rounds = fc.array(
      fc.record({
        advanceMs: fc.oneof(fc.constant(0), fc.integer({ min: 1_000, max: 40_000 }), fc.integer({ min: 5 * MINUTE, max: 16 * MINUTE })),
        sends: fc.array(fc.record({ mobile: fc.nat({ max: 2 }), address: fc.nat({ max: 2 }) }), { minLength: 1, maxLength: 12 }),
      }),
      { minLength: 1, maxLength: 4 },
    );

    it('DATA-006: concurrent sends answer exactly as one by one in arrival order, sharing transactions, and store what they answered', async () => {
      const { otp, transactions } = service(true);
      let sends = 0;
      await fc.assert(
        fc.asyncProperty(rounds, async (plan) => {
          run += 1;
          sends += plan.reduce((sum, round) => sum + round.sends.length, 0);
          const model = serialModel();
          const mobileOf = (index: number) => `71${String(run).padStart(5, '0')}${index}00`;
          const addressOf = (index: number) => `10.71.${run % 250}.${index + 1}`;
          for (const round of plan) {
            server.clock.advance(round.advanceMs);
            const now = server.clock.now().getTime();
            // All of a round's sends are in flight at once; they arrive in the order they are made.
            const answers = await Promise.all(
              round.sends.map((entry, index) =>
                answerOf(otp.send({ mobile: mobileOf(entry.mobile), referenceId: `ref-${run}-${index}`, clientIp: addressOf(entry.address) })),
              ),
            );
            expect(answers).toEqual(round.sends.map((entry) => model(mobileOf(entry.mobile), addressOf(entry.address), now)));
          }
          for (const index of [0, 1, 2]) {
            const codes = await server.database.db.select({ value: count() }).from(otpCodes).where(eq(otpCodes.mobile, mobileOf(index)));
            const queued = await server.database.db.select({ value: count() }).from(smsQueue).where(eq(smsQueue.mobile, mobileOf(index)));
            expect(queued[0]!.value).toBe(codes[0]!.value);
          }
        }),
        { numRuns: 12 },
      );
      // Sends did share commits: fewer database calls than sends.
      expect(transactions()).toBeGreaterThan(0);
      expect(transactions()).toBeLessThan(sends);
    });

    it('DATA-006: concurrent sends never exceed the per-mobile and per-address limits, grouped or not', async () => {
      for (const groupSends of [true, false]) {
        const { otp } = service(groupSends);
        await fc.assert(
          fc.asyncProperty(rounds, async (plan) => {
            run += 1;
            const mobileOf = (index: number) => `72${String(run).padStart(5, '0')}${index}00`;
            const addressOf = (index: number) => `10.72.${run % 250}.${index + 1}`;
            const sentAt = { mobile: new Map<string, number[]>(), address: new Map<string, number[]>() };
            for (const round of plan) {
              server.clock.advance(round.advanceMs);
              const now = server.clock.now().getTime();
              const answers = await Promise.all(
                round.sends.map((entry, index) =>
                  answerOf(otp.send({ mobile: mobileOf(entry.mobile), referenceId: `ref-${run}-${index}`, clientIp: addressOf(entry.address) })),
                ),
              );
              round.sends.forEach((entry, index) => {
                if (answers[index]!.kind !== 'sent') return;
                sentAt.mobile.set(mobileOf(entry.mobile), [...(sentAt.mobile.get(mobileOf(entry.mobile)) ?? []), now]);
                sentAt.address.set(addressOf(entry.address), [...(sentAt.address.get(addressOf(entry.address)) ?? []), now]);
              });
            }
            const windowsHold = (times: readonly number[], limit: number, windowMs: number) =>
              times.every((start) => times.filter((time) => time >= start && time < start + windowMs).length <= limit);
            for (const times of sentAt.mobile.values()) {
              expect(windowsHold(times, LIMITS.sendsPerMobile, LIMITS.sendsPerMobileWindowMs)).toBe(true);
              // OTP-002: no two sends to a mobile within the cooldown (one per round at most).
              expect(times.every((time, index) => index === 0 || time - times[index - 1]! >= LIMITS.resendCooldownMs)).toBe(true);
            }
            for (const times of sentAt.address.values()) expect(windowsHold(times, LIMITS.sendsPerIp, LIMITS.sendsPerIpWindowMs)).toBe(true);
          }),
          { numRuns: 8 },
        );
      }
    });

    it('DATA-006: a send that fails in a group fails alone; the others are answered and stored as if it had run alone', async () => {
      const { otp, transactions } = service(true);
      run += 1;
      const mobiles = Array.from({ length: 6 }, (_, index) => `73${String(run).padStart(5, '0')}${index}00`);
      const refused = mobiles[2]!;
      await server.database.db.execute(sql.raw(`alter table sms_queue add constraint sms_queue_test_refuse_group check (mobile <> '${refused}')`));
      try {
        server.clock.advance(LIMITS.sendsPerIpWindowMs);
        const before = transactions();
        const sendTo = (mobile: string, index: number) => otp.send({ mobile, referenceId: `ref-group-${index}`, clientIp: `10.73.${run % 250}.${index}` });
        // Made in one turn of the event loop, they are written together.
        const answers = await Promise.allSettled([...mobiles.map(sendTo), sendTo(mobiles[4]!, 9)]);
        expect(transactions()).toBeGreaterThan(before);
        expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
        // The second send to mobiles[4] still sees the first: the cooldown refuses it.
        const second = answers[6];
        expect(second?.status === 'rejected' && second.reason instanceof DomainError ? second.reason.message : second).toMatch(/^Please wait 30 seconds/);
        for (const mobile of mobiles) {
          const stored = await server.database.db.select({ value: count() }).from(otpCodes).where(eq(otpCodes.mobile, mobile));
          expect(stored[0]!.value).toBe(mobile === refused ? 0 : 1);
        }
      } finally {
        await server.database.db.execute(sql.raw('alter table sms_queue drop constraint sms_queue_test_refuse_group'));
      }
    });
  });
});
