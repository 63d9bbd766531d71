import { CKYC_DECLINED_MESSAGE, CKYC_NO_RECORD_MESSAGE, CONSENT_PAGE_API_KEY, LINK_EXPIRED_MESSAGE, errorEnvelopeSchema } from '@rinn/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, consentAuditEvents, consentRequests, customers } from '../src/db/schema.js';
import { DomainError } from '../src/domain-error.js';
import { apiErrorCodeOf } from '../src/http/error-codes.js';
import { SANDBOX_CKYC_KEY, sandboxCkycRegistry } from '../src/modules/consent/ckyc-registry.js';
import { CONSENT_LIFETIMES, CURRENT_CONSENT_TERMS_VERSION } from '../src/modules/consent/consent-records.js';
import { ConsentService } from '../src/modules/consent/consent-service.js';
import { DEMO_MOBILE, TEST_SECRETS, authHeaders, json, latestOtp, login, nextAddress, startTestServer, type TestServer, sideSmsQueue } from './helpers.js';

const USER_AGENT = 'Mozilla/5.0 (consent test)';

describe('lender consent', () => {
  let server: TestServer;
  let consent: ConsentService;
  let mobileCounter = 0;

  beforeAll(async () => {
    server = await startTestServer();
    // The same service the module uses, for creating requests as the operator command does.
    const { OtpService } = await import('../src/modules/otp/otp-service.js');
    const { DEFAULT_OTP_LIMITS } = await import('../src/modules/otp/otp-limits.js');
    consent = new ConsentService({
      db: server.database.db,
      clock: server.clock,
      otp: new OtpService({ db: server.database.db, clock: server.clock, sms: sideSmsQueue(server), secret: TEST_SECRETS.otpSecret, limits: DEFAULT_OTP_LIMITS }),
      ckyc: sandboxCkycRegistry(SANDBOX_CKYC_KEY),
      secret: TEST_SECRETS.otpSecret,
    });
  });
  afterAll(() => server.close());

  /** A fresh borrower mobile that the sandbox CKYC registry knows (or does not, when asked). */
  async function borrowerMobile(withCkycRecord = true): Promise<string> {
    const registry = sandboxCkycRegistry(SANDBOX_CKYC_KEY);
    for (;;) {
      mobileCounter += 1;
      const mobile = `81${String(mobileCounter).padStart(8, '0')}`;
      const record = await registry.lookup({ referenceId: 'any', mobile });
      if ((record !== null) === withCkycRecord) return mobile;
    }
  }

  async function newLink(options: { withCkycRecord?: boolean; lenderName?: string } = {}) {
    const mobile = await borrowerMobile(options.withCkycRecord ?? true);
    const created = await consent.createRequest(
      { mobile, lenderName: options.lenderName ?? 'HDFC Bank', productName: 'Used Car Loan', loanAmount: 450_000 },
      { clientIp: null, userAgent: 'consent-test' },
    );
    return { mobile, ...created };
  }

  const view = (id: string, key = CONSENT_PAGE_API_KEY, source = 'user') =>
    server.app.inject({ method: 'GET', url: '/api/consent', query: { id }, headers: { 'x-api-key': key, source, 'user-agent': USER_AGENT } });
  const sendOtp = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/consent/otp-v2', query: { token }, headers: { 'user-agent': USER_AGENT }, remoteAddress: nextAddress() });
  const verifyOtp = (token: string, otp: string) =>
    server.app.inject({ method: 'PUT', url: '/api/consent/otp-v2', payload: { token, value: { otp } }, headers: { 'user-agent': USER_AGENT } });
  const decide = (token: string, status: 'approved' | 'rejected', extra: Partial<{ whatsappOptIn: boolean; loanInitiatedChecked: boolean; ckyc: boolean }> = {}) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/consent',
      payload: { token, value: { status }, extraInfo: { whatsappOptIn: true, loanInitiatedChecked: true, ckyc: true, ...extra } },
      headers: { 'user-agent': USER_AGENT },
      remoteAddress: '203.0.113.9',
    });

  async function verifiedDecisionToken(link: { token: string; mobile: string }): Promise<string> {
    const sent = await sendOtp(link.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await verifyOtp(link.token, await latestOtp(server.app, link.mobile));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json(verified).message).toBe('Your Mobile number has been verified!');
    return json(verified).data.token as string;
  }

  const auditOf = (referenceId: string) =>
    server.database.db
      .select({ event: consentAuditEvents.event, decision: consentAuditEvents.decision, termsVersion: consentAuditEvents.termsVersion, clientIp: consentAuditEvents.clientIp, userAgent: consentAuditEvents.userAgent, details: consentAuditEvents.details, createdAt: consentAuditEvents.createdAt })
      .from(consentAuditEvents)
      .innerJoin(consentRequests, eq(consentRequests.id, consentAuditEvents.consentRequestId))
      .where(eq(consentRequests.referenceId, referenceId))
      .orderBy(asc(consentAuditEvents.id));

  it('CONSENT-LINK-005: approving the seeded demo consent marks the application consent opted', async () => {
    const [seeded] = await server.database.db
      .select({ request: consentRequests, isConsentOpted: applications.isConsentOpted })
      .from(consentRequests)
      .innerJoin(applications, eq(applications.id, consentRequests.applicationId))
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .where(eq(customers.mobile, DEMO_MOBILE));
    expect(seeded).toMatchObject({ request: { status: 'pending', mobile: DEMO_MOBILE }, isConsentOpted: false });
    const outbox = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${DEMO_MOBILE}` })).data.messages as { body: string }[];
    const linkMessage = outbox.map((message) => message.body).find((body) => body.includes('/consent/'))!;
    const token = /\/consent\/([A-Za-z0-9_-]+)\?ckyc=true&origin=lender/.exec(linkMessage)![1]!;
    expect(json(await view(token)).data.referenceId).toBe(seeded!.request.referenceId);
    await decide(await verifiedDecisionToken({ token, mobile: DEMO_MOBILE }), 'approved');
    const [after] = await server.database.db.select({ isConsentOpted: applications.isConsentOpted }).from(applications).where(eq(applications.id, seeded!.request.applicationId!));
    expect(after!.isConsentOpted).toBe(true);
  });

  it('CONSENT-LINK-001: the link token has 256 bits, the path is the consent page, and only a keyed hash is stored', async () => {
    const link = await newLink();
    expect(Buffer.from(link.token, 'base64url').length).toBe(32);
    expect(link.path).toBe(`/consent/${link.token}?ckyc=true&origin=lender`);
    expect(link.expiresAt.getTime() - server.clock.now().getTime()).toBe(72 * 60 * 60 * 1000);
    const stored = await server.database.db.select().from(consentRequests).where(eq(consentRequests.referenceId, link.referenceId));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('CONSENT-LINK-003: the page views a pending link with the public key; a missing or wrong key answers 401', async () => {
    const link = await newLink();
    const response = await view(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({
      referenceId: link.referenceId,
      consentStatus: 'pending',
      lenderName: 'HDFC Bank',
      maskedMobile: `XXXXXX${link.mobile.slice(-4)}`,
      termsVersion: CURRENT_CONSENT_TERMS_VERSION,
      loan: { productName: 'Used Car Loan', loanAmount: 450_000 },
      ckyc: true,
      decidedAt: null,
    });
    const withoutKey = await server.app.inject({ method: 'GET', url: '/api/consent', query: { id: link.token }, headers: { source: 'user' } });
    expect(withoutKey.statusCode).toBe(401);
    expect(json(withoutKey).code).toBe('API_KEY_INVALID');
    for (const [key, source] of [['pk_rinn_web_someone_else', 'user'], [CONSENT_PAGE_API_KEY, 'lender'], ['lk_not_a_real_lender_key_at_all', 'lender']] as const) {
      const refused = await view(link.referenceId, key, source);
      expect(refused.statusCode, `${key} ${source}`).toBe(401);
      expect(json(refused).code).toBe('API_KEY_INVALID');
    }
  });

  it("CONSENT-LINK-003: a lender's key sees its own requests by reference id, and no one else's", async () => {
    const own = await newLink({ lenderName: 'Kotak Mahindra Bank' });
    const other = await newLink({ lenderName: 'Axis Bank' });
    const key = await consent.issueLenderApiKey('Kotak Mahindra Bank');
    const seen = await view(own.referenceId, key, 'lender');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(json(seen).data).toMatchObject({ referenceId: own.referenceId, lenderName: 'Kotak Mahindra Bank', consentStatus: 'pending' });
    expect((await view(other.referenceId, key, 'lender')).statusCode).toBe(404);
    const replaced = await consent.issueLenderApiKey('Kotak Mahindra Bank');
    expect((await view(own.referenceId, key, 'lender')).statusCode).toBe(401);
    expect((await view(own.referenceId, replaced, 'lender')).statusCode).toBe(200);
  });

  it('CONSENT-LINK-004: the OTP goes to the link mobile and cannot log in; a wrong code is refused', async () => {
    const link = await newLink();
    const sent = await sendOtp(link.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent).data).toMatchObject({ mobile: `XXXXXX${link.mobile.slice(-4)}`, referenceId: link.referenceId, resendAfterSeconds: 30, expiresInSeconds: 600 });
    expect(json(sent).message).toBe(`OTP sent to XXXXXX${link.mobile.slice(-4)}.`);
    const code = await latestOtp(server.app, link.mobile);
    const asLogin = await server.app.inject({ method: 'PUT', url: '/api/otp-v2', payload: { mobile: link.mobile, referenceId: link.referenceId, value: { otp: code } } });
    expect(asLogin.statusCode).toBe(400);
    const wrong = await verifyOtp(link.token, code === '0000' ? '0001' : '0000');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).code).toBe('OTP_INCORRECT');
    // The same resend limit as login.
    const again = await sendOtp(link.token);
    expect(again.statusCode).toBe(429);
  });

  it('CONSENT-LINK-005: a decision is accepted once; the second answers 409 with consentStatus for /expired-link', async () => {
    const link = await newLink();
    const decisionToken = await verifiedDecisionToken(link);
    const first = await decide(decisionToken, 'approved');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toEqual({ consentStatus: 'approved', referenceId: link.referenceId, decidedAt: server.clock.now().toISOString() });

    for (const [token, status] of [[decisionToken, 'approved'], [decisionToken, 'rejected'], [link.token, 'rejected']] as const) {
      const second = await decide(token, status);
      expect(second.statusCode).toBe(409);
      const body = errorEnvelopeSchema.parse(json(second));
      expect(body).toMatchObject({ code: 'CONFLICT', consentStatus: 'approved' });
    }
    // The page itself, and its OTP calls, now send the borrower to /expired-link?consent=approved.
    for (const response of [await view(link.token), await sendOtp(link.token), await verifyOtp(link.token, '1234')]) {
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({ consentStatus: 'approved' });
    }
    const [stored] = await server.database.db.select().from(consentRequests).where(eq(consentRequests.referenceId, link.referenceId));
    expect(stored).toMatchObject({ status: 'approved', whatsappOptIn: true, loanInitiatedChecked: true });
  });

  it('CONSENT-LINK-005: of many concurrent decisions exactly one is recorded', async () => {
    const link = await newLink();
    const decisionToken = await verifiedDecisionToken(link);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => decide(decisionToken, index % 2 === 0 ? 'approved' : 'rejected')));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(1);
    const recorded = json(accepted[0]!).data.consentStatus as string;
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(json(answer)).toMatchObject({ consentStatus: recorded });
    }
    const decided = (await auditOf(link.referenceId)).filter((row) => row.event === 'decided');
    expect(decided).toHaveLength(1);
    expect(decided[0]!.decision).toBe(recorded);
  });

  it('CONSENT-LINK-005: deciding needs a verified OTP; a rejection is recorded as such', async () => {
    const link = await newLink();
    const unverified = await decide(link.token, 'rejected');
    expect(unverified.statusCode).toBe(401);
    expect(json(unverified).message).toBe('Please verify your mobile number with the OTP before you decide.');
    const decisionToken = await verifiedDecisionToken(link);
    server.clock.advance(CONSENT_LIFETIMES.decisionTokenMs);
    expect((await decide(decisionToken, 'rejected')).statusCode).toBe(401);
    const fresh = await (async () => {
      server.clock.advance(30_000);
      return verifiedDecisionToken(link);
    })();
    const rejected = await decide(fresh, 'rejected', { loanInitiatedChecked: false, whatsappOptIn: false });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(json(rejected).data.consentStatus).toBe('rejected');
    expect(json(await view(link.token))).toMatchObject({ code: 'CONFLICT', consentStatus: 'rejected' });
  });

  it('API-007: an approval without the loan-initiated box is refused before anything is recorded', async () => {
    const link = await newLink();
    const decisionToken = await verifiedDecisionToken(link);
    const refused = await decide(decisionToken, 'approved', { loanInitiatedChecked: false });
    expect(refused.statusCode).toBe(400);
    expect((await auditOf(link.referenceId)).map((row) => row.event)).not.toContain('decided');
  });

  it('CONSENT-LINK-002: an expired link answers 410 with consentStatus expired (clock moved past 72 hours)', async () => {
    const link = await newLink();
    const decisionToken = await verifiedDecisionToken(link);
    server.clock.advance(CONSENT_LIFETIMES.linkMs);
    for (const response of [await view(link.token), await sendOtp(link.token), await verifyOtp(link.token, '1234'), await decide(decisionToken, 'approved')]) {
      expect(response.statusCode, response.body).toBe(410);
      expect(errorEnvelopeSchema.parse(json(response))).toMatchObject({ code: 'LINK_EXPIRED', consentStatus: 'expired', message: LINK_EXPIRED_MESSAGE });
    }
    const key = await consent.issueLenderApiKey('HDFC Bank');
    expect(json(await view(link.referenceId, key, 'lender')).data.consentStatus).toBe('expired');
  });

  it('CONSENT-LINK-002: an unknown token answers 404 with consentStatus invalid', async () => {
    const unknown = 'x'.repeat(43);
    for (const response of [await view(unknown), await sendOtp(unknown), await verifyOtp(unknown, '1234'), await decide(unknown, 'approved')]) {
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(json(response))).toMatchObject({ code: 'NOT_FOUND', consentStatus: 'invalid' });
    }
  });

  /** GET consent (as the page) and GET consent/otp-v2 with the link token in the query, the header, or both. */
  const viewWith = (parts: { query?: Record<string, string>; header?: string }) =>
    server.app.inject({
      method: 'GET',
      url: '/api/consent',
      ...(parts.query === undefined ? {} : { query: parts.query }),
      headers: { 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user', 'user-agent': USER_AGENT, ...(parts.header === undefined ? {} : { 'x-consent-token': parts.header }) },
    });
  const sendOtpWith = (parts: { query?: Record<string, string>; header?: string }) =>
    server.app.inject({
      method: 'GET',
      url: '/api/consent/otp-v2',
      ...(parts.query === undefined ? {} : { query: parts.query }),
      headers: { 'user-agent': USER_AGENT, ...(parts.header === undefined ? {} : { 'x-consent-token': parts.header }) },
      remoteAddress: nextAddress(),
    });

  it('CONSENT-LINK-006: the link token works in the X-Consent-Token header, in the query, and in both when they agree', async () => {
    for (const way of ['header', 'query', 'both'] as const) {
      const link = await newLink();
      const parts = (name: 'id' | 'token') => ({
        ...(way === 'header' ? {} : { query: { [name]: link.token } }),
        ...(way === 'query' ? {} : { header: link.token }),
      });
      const viewed = await viewWith(parts('id'));
      expect(viewed.statusCode, `${way}: ${viewed.body}`).toBe(200);
      expect(json(viewed).data).toMatchObject({ referenceId: link.referenceId, consentStatus: 'pending' });
      const sent = await sendOtpWith(parts('token'));
      expect(sent.statusCode, `${way}: ${sent.body}`).toBe(200);
      expect(json(sent).data).toMatchObject({ referenceId: link.referenceId, mobile: `XXXXXX${link.mobile.slice(-4)}` });
      expect((await auditOf(link.referenceId)).map((row) => row.event)).toEqual(['link_created', 'viewed', 'otp_sent']);
    }
  });

  it('CONSENT-LINK-006: a header and a query naming different links, neither, or a malformed header answer 400 and touch no link', async () => {
    const first = await newLink();
    const second = await newLink();
    const refusals = [
      await viewWith({ query: { id: first.token }, header: second.token }),
      await sendOtpWith({ query: { token: first.token }, header: second.token }),
      await viewWith({}),
      await sendOtpWith({}),
      await viewWith({ header: 'not a token!' }),
      await sendOtpWith({ header: 'short' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(errorEnvelopeSchema.parse(json(refused))).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(json(refusals[0]!).message).toBe('The X-Consent-Token header and the query parameter name different consent links.');
    expect(json(refusals[2]!).message).toBe('Send the consent link token in the X-Consent-Token header.');
    // Neither link was viewed nor texted an OTP.
    for (const link of [first, second]) expect((await auditOf(link.referenceId)).map((row) => row.event)).toEqual(['link_created']);
  });

  it('AUDIT-001: every event is one audit row with terms version, decision, time, address and user agent', async () => {
    const link = await newLink();
    await view(link.token);
    const decisionToken = await verifiedDecisionToken(link);
    await decide(decisionToken, 'approved');
    const rows = await auditOf(link.referenceId);
    expect(rows.map((row) => row.event)).toEqual(['link_created', 'viewed', 'otp_sent', 'otp_verified', 'decided']);
    for (const row of rows) expect(row.termsVersion).toBe(CURRENT_CONSENT_TERMS_VERSION);
    for (const row of rows.slice(1)) {
      expect(row.userAgent).toBe(USER_AGENT);
      expect(row.clientIp).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
    expect(rows[0]!.userAgent).toBe('consent-test');
    const decided = rows.at(-1)!;
    expect(decided).toMatchObject({ decision: 'approved', clientIp: '203.0.113.9', details: { whatsappOptIn: true, loanInitiatedChecked: true, ckyc: true } });
    expect(decided.createdAt.toISOString()).toBe(server.clock.now().toISOString());
  });

  it('AUDIT-001: the database refuses UPDATE, DELETE and TRUNCATE of the audit trail', async () => {
    const link = await newLink();
    const before = await auditOf(link.referenceId);
    expect(before).toHaveLength(1);
    const { db } = server.database;
    await expect(db.update(consentAuditEvents).set({ decision: 'approved' }).where(eq(consentAuditEvents.event, 'link_created'))).rejects.toThrow();
    await expect(db.delete(consentAuditEvents)).rejects.toThrow();
    await expect(db.execute(sql`truncate consent_audit_events`)).rejects.toThrow();
    await expect(db.transaction(async (tx) => tx.delete(consentAuditEvents).where(eq(consentAuditEvents.event, 'viewed')))).rejects.toThrow();
    expect(await auditOf(link.referenceId)).toEqual(before);
  });

  it('CKYC-001 CKYC-002: an approved consent gets its 14-digit CKYC number; unknown ids and subjects answer No record found!', async () => {
    const known = await newLink();
    await decide(await verifiedDecisionToken(known), 'approved');
    const found = await server.app.inject({ method: 'GET', url: `/api/ckyc/status/${known.referenceId}?origin=lender` });
    expect(found.statusCode, found.body).toBe(200);
    const expected = await sandboxCkycRegistry(SANDBOX_CKYC_KEY).lookup({ referenceId: known.referenceId, mobile: known.mobile });
    expect(json(found).data).toEqual(expected);
    expect(json(found).data.ckycNumber).toMatch(/^\d{14}$/);

    const noRecord = await newLink({ withCkycRecord: false });
    await decide(await verifiedDecisionToken(noRecord), 'approved');
    const pending = await newLink();
    for (const id of [noRecord.referenceId, pending.referenceId, 'CNS-unknown']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/ckyc/status/${id}?origin=lender` });
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe(CKYC_NO_RECORD_MESSAGE);
    }
  });

  it('CKYC-002: a declined consent answers 409 and never asks the registry, so the page shows its rejected screen', async () => {
    const lookups: string[] = [];
    const declined = await newLink();
    await decide(await verifiedDecisionToken(declined), 'rejected');
    const response = await server.app.inject({ method: 'GET', url: `/api/ckyc/status/${declined.referenceId}?origin=lender` });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe(CKYC_DECLINED_MESSAGE);
    expect(json(response).code).toBe('CONFLICT');
    // The same service with a registry that records every lookup: the refusal asks it nothing.
    const { OtpService } = await import('../src/modules/otp/otp-service.js');
    const { DEFAULT_OTP_LIMITS } = await import('../src/modules/otp/otp-limits.js');
    const registry = sandboxCkycRegistry(SANDBOX_CKYC_KEY);
    const recording = new ConsentService({
      db: server.database.db,
      clock: server.clock,
      otp: new OtpService({ db: server.database.db, clock: server.clock, sms: sideSmsQueue(server), secret: TEST_SECRETS.otpSecret, limits: DEFAULT_OTP_LIMITS }),
      ckyc: { lookup: async (query) => (lookups.push(query.referenceId), registry.lookup(query)) },
      secret: TEST_SECRETS.otpSecret,
    });
    const refusal: unknown = await recording.ckycStatus(declined.referenceId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).reason).toEqual({ code: 'CKYC_DECLINED' });
    expect(apiErrorCodeOf((refusal as DomainError).reason)).toBe('CONFLICT');
    expect(lookups).toEqual([]);
  });

  it('CKYC-001: the sandbox registry is deterministic and has no record for about one subject in ten', async () => {
    const registry = sandboxCkycRegistry(SANDBOX_CKYC_KEY);
    const results = await Promise.all(Array.from({ length: 500 }, (_, index) => registry.lookup({ referenceId: 'r', mobile: `9${String(index).padStart(9, '0')}` })));
    const missing = results.filter((record) => record === null).length;
    expect(missing).toBeGreaterThan(20);
    expect(missing).toBeLessThan(90);
    expect(await registry.lookup({ referenceId: 'r', mobile: '9000000001' })).toEqual(results[1]);
  });

  it('API-010 AUDIT-001: the dashboard Opt-out withdraws consent once and is recorded in the audit trail', async () => {
    const session = await login(server.app, DEMO_MOBILE);
    const cards = json(await server.app.inject({ method: 'GET', url: '/api/application', headers: authHeaders(session) })).data.applications as Array<{
      id: string;
      isConsentOpted: boolean;
      isOptedout: boolean;
      isNbfcLead: boolean;
      product: string;
      isScoreExpire: boolean;
    }>;
    const available = cards.find((card) => card.isConsentOpted && !card.isOptedout && !card.isNbfcLead && card.product !== 'tw_ev' && !card.isScoreExpire)!;
    const nbfc = cards.find((card) => card.isNbfcLead)!;
    const withdraw = (applicationId: string, headers = authHeaders(session)) =>
      server.app.inject({ method: 'POST', url: '/api/consent/withdraw', payload: { applicationId }, headers: { ...headers, 'user-agent': USER_AGENT } });

    expect((await withdraw(available.id, { authorization: 'Bearer nope', sessiontoken: 'nope' })).statusCode).toBe(401);
    const first = await withdraw(available.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toEqual({ applicationId: available.id, isOptedout: true, withdrawnAt: server.clock.now().toISOString() });
    expect((await withdraw(available.id)).statusCode).toBe(409);
    expect((await withdraw(nbfc.id)).statusCode).toBe(409);
    const stranger = await login(server.app, '9123456781');
    expect((await withdraw(available.id, authHeaders(stranger))).statusCode).toBe(404);

    const rows = await server.database.db.select().from(consentAuditEvents).where(eq(consentAuditEvents.applicationId, Number(available.id)));
    const withdrawals = rows.filter((row) => row.event === 'withdrawn');
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ event: 'withdrawn', decision: 'withdrawn', userAgent: USER_AGENT, termsVersion: CURRENT_CONSENT_TERMS_VERSION });
    const card = json<{ application: { isOptedout: boolean } }>(await server.app.inject({ method: 'GET', url: `/api/application/${available.id}`, headers: authHeaders(session) })).data.application;
    expect(card.isOptedout).toBe(true);
  });

});
