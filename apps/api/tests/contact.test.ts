import { CONTACT_DETAILS } from '@rinn/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { ContactService } from '../src/modules/contact/contact-service.js';
import { DEFAULT_OTP_LIMITS } from '../src/modules/otp/otp-limits.js';
import { OtpService } from '../src/modules/otp/otp-service.js';
import { TEST_SECRETS, json, latestOtp, nextAddress, startTestServer, type TestServer, sideSmsQueue } from './helpers.js';

const MESSAGE = 'I would like to know the documents needed for a used car loan.';

describe('contact form', () => {
  let server: TestServer;
  let mobileCounter = 0;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const freshMobile = () => `73${String(++mobileCounter).padStart(8, '0')}`;
  const send = (body: unknown) => server.app.inject({ method: 'POST', url: '/api/contact/otp', payload: body as object, remoteAddress: nextAddress() });
  const verify = (body: unknown) => server.app.inject({ method: 'PUT', url: '/api/contact/otp', payload: body as object });
  const email = (body: unknown) => server.app.inject({ method: 'POST', url: '/api/contact/email', payload: body as object });
  const outbox = async (mobile: string) => json<{ messages: { channel: string; subject?: string; body: string }[] }>(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` })).data.messages;

  async function verifiedMobile() {
    const mobile = freshMobile();
    const sent = await send({ mobile, retries: 1, type: 'otp', product: 'usedcar', extraInfo: { page: 'contact-us' } });
    expect(sent.statusCode).toBe(200);
    const referenceId = json(sent).data.referenceId as string;
    const verified = await verify({ value: { otp: await latestOtp(server.app, mobile) }, mobile, referenceId });
    expect(verified.statusCode).toBe(200);
    expect(json(verified).data).toEqual({ status: true, validForSeconds: 1800 });
    return { mobile, referenceId };
  }

  const form = (mobile: string, referenceId: string, extra: Record<string, unknown> = {}) => ({
    name: 'Aarav Sharma',
    email: 'aarav.sharma@example.in',
    mobile,
    message: MESSAGE,
    referenceId,
    ...extra,
  });

  it('CONTACT-API-001: the contact OTP is sent and verified through the OTP service; a wrong code carries the inline message', async () => {
    const mobile = freshMobile();
    const sent = await send({ mobile });
    const referenceId = json(sent).data.referenceId as string;
    const [sms] = await outbox(mobile);
    expect(sms).toMatchObject({ channel: 'sms', to: mobile, subject: null });
    expect(sms?.body).toMatch(/^\d{4} is your Rinn OTP to send us your message\./);
    const code = await latestOtp(server.app, mobile);
    const wrong = await verify({ value: { otp: code === '0000' ? '1111' : '0000' }, mobile, referenceId });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ status: false, code: 'OTP_INCORRECT', message: 'Incorrect OTP. 4 attempts left.' });
    const tooSoon = await send({ mobile, referenceId, retries: 2 });
    expect(tooSoon.statusCode).toBe(429);
  });

  it('CONTACT-API-001: a message needs the contact verification of its mobile', async () => {
    const mobile = freshMobile();
    const unverified = await email(form(mobile, 'nothing-sent'));
    expect(unverified.statusCode).toBe(400);
    expect(json(unverified).code).toBe('MOBILE_NOT_VERIFIED');
    // Sent but not verified yet.
    const referenceId = json(await send({ mobile })).data.referenceId as string;
    expect(json(await email(form(mobile, referenceId))).code).toBe('MOBILE_NOT_VERIFIED');
    // Verified for another mobile.
    const other = await verifiedMobile();
    expect(json(await email(form(mobile, other.referenceId))).code).toBe('MOBILE_NOT_VERIFIED');
  });

  it('CONTACT-API-001 CONTACT-API-004: a verified message is stored, acknowledged with a ticket and lands in the outbox for the support mailbox', async () => {
    const { mobile, referenceId } = await verifiedMobile();
    const response = await email(form(mobile, referenceId));
    expect(response.statusCode).toBe(201);
    const { ticketId, receivedAt } = json<{ ticketId: string; receivedAt: string }>(response).data;
    expect(ticketId).toMatch(/^TCK-20261122-[A-Z2-9]{8}$/);
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.ticketId, ticketId));
    expect(row).toMatchObject({ name: 'Aarav Sharma', email: 'aarav.sharma@example.in', mobile, message: MESSAGE, referenceId });
    expect(row!.createdAt.toISOString()).toBe(receivedAt);
    expect(row!.mailedAt).not.toBeNull();
    const [mail] = await outbox(mobile);
    expect(mail).toMatchObject({ channel: 'email', to: CONTACT_DETAILS.supportEmail });
    expect(mail?.subject).toContain(ticketId);
    expect(mail?.body).toContain(MESSAGE);
    expect(mail?.body).toContain('Reply-To: aarav.sharma@example.in');
  });

  it('CONTACT-API-002: the same message again answers the same ticket; another message needs a new verification', async () => {
    const { mobile, referenceId } = await verifiedMobile();
    const first = json(await email(form(mobile, referenceId))).data;
    const retry = await email(form(mobile, referenceId));
    expect(retry.statusCode).toBe(201);
    expect(json(retry).data).toEqual(first);
    const another = await email(form(mobile, referenceId, { message: 'A different question about my loan application.' }));
    expect(another.statusCode).toBe(400);
    expect(json(another).code).toBe('MOBILE_NOT_VERIFIED');
    expect(await server.database.db.select().from(contactMessages).where(eq(contactMessages.mobile, mobile))).toHaveLength(1);
    const mails = (await outbox(mobile)).filter((message: { channel: string }) => message.channel === 'email');
    expect(mails).toHaveLength(1);
  });

  it('OTP-008: a contact verification neither lasts beyond 30 minutes nor creates a lead', async () => {
    const { mobile, referenceId } = await verifiedMobile();
    const lead = await server.app.inject({
      method: 'POST',
      url: '/api/create-lead',
      payload: { productsId: 26, vendorsId: 5, mobile, name: 'Aarav Sharma', status: 'active', referenceId },
    });
    expect(lead.statusCode).toBe(400);
    expect(json(lead).code).toBe('MOBILE_NOT_VERIFIED');
    server.clock.advance(30 * 60_000 + 1_000);
    const late = await email(form(mobile, referenceId));
    expect(late.statusCode).toBe(400);
    expect(json(late).code).toBe('MOBILE_NOT_VERIFIED');
  });

  it('CONTACT-API-003: when the mail provider fails the message is still stored and acknowledged, and the failure logged', async () => {
    const otp = new OtpService({ db: server.database.db, clock: server.clock, sms: sideSmsQueue(server), secret: TEST_SECRETS.otpSecret, limits: DEFAULT_OTP_LIMITS });
    const errors: string[] = [];
    const contact = new ContactService({
      db: server.database.db,
      clock: server.clock,
      otp,
      mail: { send: () => Promise.reject(new Error('mail service down')) },
      secret: TEST_SECRETS.otpSecret,
      log: { error: (_details, message) => errors.push(message) },
    });
    const { mobile, referenceId } = await verifiedMobile();
    const ticket = await contact.submit(form(mobile, referenceId));
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.ticketId, ticket.ticketId));
    expect(row!.message).toBe(MESSAGE);
    expect(row!.mailedAt).toBeNull();
    expect(errors).toEqual(['Contact message stored but the mail provider failed']);
  });

  it('CONTACT-API-001: bad contact requests answer 400 VALIDATION_FAILED', async () => {
    const { mobile, referenceId } = await verifiedMobile();
    for (const bad of [
      form(mobile, referenceId, { message: 'Too short' }),
      form(mobile, referenceId, { email: 'not-an-email' }),
      form('5555555555', referenceId),
      form(mobile, referenceId, { name: '' }),
      { ...form(mobile, referenceId), referenceId: undefined },
    ]) {
      const response = await email(bad);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    for (const bad of [{ mobile: '123' }, { mobile: '9999999999' }, {}]) {
      const response = await send(bad);
      expect(response.statusCode).toBe(400);
    }
    const badOtp = await verify({ value: { otp: '12a4' }, mobile, referenceId });
    expect(badOtp.statusCode).toBe(400);
    expect(json(badOtp).code).toBe('VALIDATION_FAILED');
  });

  it('STORE-001: a contact message with a NUL character is refused with 400 naming the field, and nothing is stored', async () => {
    const { mobile, referenceId } = await verifiedMobile();
    const before = await server.database.db.select({ id: contactMessages.id }).from(contactMessages);
    const response = await email(form(mobile, referenceId, { message: `Please\u0000 call me back about my application.` }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'body.message' }] });
    expect(await server.database.db.select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(before.length);
  });
});
