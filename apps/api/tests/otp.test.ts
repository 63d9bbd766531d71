import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpCodes, otpUnlocks, sessions, smsQueue } from '../src/db/schema.js';
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
});
