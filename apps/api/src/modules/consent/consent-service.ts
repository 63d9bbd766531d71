import { randomBytes } from 'node:crypto';
import { CKYC_NO_RECORD_MESSAGE, CKYC_DECLINED_MESSAGE, LINK_EXPIRED_MESSAGE } from '@rinn/contract';
import { LEGAL_PAGES } from '@rinn/content';
import { optOutState, progressAfterConsent } from '@rinn/rules';
import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, Transaction } from '../../db/database.js';
import { applications, consentAuditEvents, consentRequests, customers, lenders } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { hashesEqual, keyedHash, opaqueToken } from '../../http/keyed-hash.js';
import { messages } from '../../http/messages.js';
import { maskMobile } from '../../http/mask-mobile.js';
import { applicationCard, ownApplicationById } from '../applications/application-card.js';
import type { OtpService } from '../otp/otp-service.js';
import type { CkycRecord, CkycRegistry } from './ckyc-registry.js';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * How long consent links and decision tokens live.
 *
 * @rule CONSENT-LINK-001 A consent link carries a 256-bit random token, of which only a keyed hash
 *   (HMAC-SHA256 with the server secret) is stored; it lives 72 hours from creation. After the OTP
 *   is verified the page gets a separate decision token (also stored only as a keyed hash) that
 *   lives 15 minutes, and never beyond the link.
 * @spec §2 Consent terms page (tokenised link), §6 Customer via consent link
 */
export const CONSENT_LIFETIMES = {
  linkMs: 72 * HOUR,
  decisionTokenMs: 15 * MINUTE,
} as const;

/** The version of the consent terms shown on the page: the consent declaration's date (`@rinn/content`). */
export const CURRENT_CONSENT_TERMS_VERSION = `consent-declaration@${LEGAL_PAGES.find((page) => page.slug === 'consent-declaration')!.updatedOn}`;

/** Where a request came from, for the audit trail. Operator commands have no address. */
export interface AuditActor {
  readonly clientIp: string | null;
  readonly userAgent: string | null;
}

/** The events of the audit trail. */
export type ConsentAuditEvent = 'link_created' | 'viewed' | 'otp_sent' | 'otp_verified' | 'decided' | 'withdrawn';

/** What a new consent request names. */
export interface NewConsentRequest {
  readonly mobile: string;
  readonly lenderName: string;
  /** The application the consent is for; its product and amount are shown. Must belong to the mobile. */
  readonly applicationId?: number;
  /** Shown when there is no application. */
  readonly productName?: string;
  readonly loanAmount?: number | null;
  readonly ckyc?: boolean;
  readonly termsVersion?: string;
}

/** A created consent request and its link (the token is shown once, never stored). */
export interface CreatedConsentRequest {
  readonly referenceId: string;
  readonly token: string;
  /** The web app's path of the consent terms page for this link (§2). */
  readonly path: string;
  readonly expiresAt: Date;
}

type ConsentRow = typeof consentRequests.$inferSelect;
type Decision = 'approved' | 'rejected';

/**
 * The web path of a consent link: the consent terms page with its §2 query parameters.
 *
 * @param token - the link token.
 * @param ckyc - whether a CKYC lookup follows approval.
 * @param origin - who sent the link.
 * @returns e.g. `/consent/AbC…?ckyc=true&origin=lender`.
 * @example
 * consentLinkPath('tok', true, 'lender'); // '/consent/tok?ckyc=true&origin=lender'
 */
export function consentLinkPath(token: string, ckyc: boolean, origin: string): string {
  return `/consent/${encodeURIComponent(token)}?${new URLSearchParams({ ckyc: String(ckyc), origin }).toString()}`;
}

/** What the consent service needs. */
export interface ConsentServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly otp: OtpService;
  readonly ckyc: CkycRegistry;
  /** Keys the stored hashes of link tokens, decision tokens and lender API keys. */
  readonly secret: string;
}

/**
 * Lender consent through tokenised links (§2 consent pages, §4 Consent OTP and Consent terms, §7
 * consent calls), with every event kept in the append-only audit trail.
 */
export class ConsentService {
  constructor(private readonly deps: ConsentServiceDependencies) {}

  private linkHash(token: string): string {
    return keyedHash(this.deps.secret, 'consent-link', token);
  }

  private decisionHash(token: string): string {
    return keyedHash(this.deps.secret, 'consent-decision', token);
  }

  private apiKeyHash(key: string): string {
    return keyedHash(this.deps.secret, 'lender-api-key', key);
  }

  /**
   * Appends one event to the audit trail.
   *
   * @rule AUDIT-001 Every consent event (link created, viewed, OTP sent, OTP verified, decided,
   *   withdrawn) appends one row with the terms version shown, the decision, the time, the client
   *   address and user agent. The app only ever inserts; the database refuses UPDATE, DELETE and
   *   TRUNCATE of the trail.
   * @spec §4 Consent terms, §4 Application card (Opt-out); RBI Digital Lending Directions 2025; DPDP Act 2023
   */
  private async audit(
    tx: Database | Transaction,
    row: { consentRequestId: string | null; applicationId: number | null; lenderName: string; termsVersion: string },
    event: ConsentAuditEvent,
    actor: AuditActor,
    decision: string | null = null,
    details: Record<string, string | number | boolean | null> = {},
  ): Promise<void> {
    await tx.insert(consentAuditEvents).values({
      ...row,
      event,
      decision,
      details,
      clientIp: actor.clientIp,
      userAgent: actor.userAgent === null ? null : actor.userAgent.slice(0, 512),
      createdAt: this.deps.clock.now(),
    });
  }

  private async lenderOf(tx: Database | Transaction, name: string): Promise<{ id: number; name: string }> {
    await tx.insert(lenders).values({ name, createdAt: this.deps.clock.now() }).onConflictDoNothing({ target: lenders.name });
    const [lender] = await tx.select({ id: lenders.id, name: lenders.name }).from(lenders).where(eq(lenders.name, name));
    return lender!;
  }

  /**
   * Creates a consent request and its link, and records `link_created`.
   *
   * @param request - mobile, lender and what the consent is for.
   * @param actor - who created it.
   * @param origin - the link's `origin` parameter.
   * @returns the reference id, the one-time visible token and the page path.
   * @throws {Error} when the application does not exist or belongs to another mobile.
   */
  async createRequest(request: NewConsentRequest, actor: AuditActor, origin = 'lender'): Promise<CreatedConsentRequest> {
    const { db, clock } = this.deps;
    const token = opaqueToken();
    const referenceId = `CNS-${randomBytes(12).toString('base64url')}`;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + CONSENT_LIFETIMES.linkMs);
    const ckyc = request.ckyc ?? true;
    const termsVersion = request.termsVersion ?? CURRENT_CONSENT_TERMS_VERSION;
    await db.transaction(async (tx) => {
      let productName = request.productName ?? 'Personal Loan';
      let loanAmount = request.loanAmount ?? null;
      if (request.applicationId !== undefined) {
        const [application] = await tx
          .select({ productName: applications.productName, loanAmount: applications.loanAmount, mobile: customers.mobile })
          .from(applications)
          .innerJoin(customers, eq(customers.id, applications.customerId))
          .where(eq(applications.id, request.applicationId));
        if (!application || application.mobile !== request.mobile) {
          throw new Error(`Application ${request.applicationId} does not exist or does not belong to the mobile`);
        }
        productName = application.productName;
        loanAmount = request.loanAmount ?? application.loanAmount;
      }
      const lender = await this.lenderOf(tx, request.lenderName);
      const [created] = await tx
        .insert(consentRequests)
        .values({
          referenceId,
          tokenHash: this.linkHash(token),
          lenderId: lender.id,
          mobile: request.mobile,
          applicationId: request.applicationId ?? null,
          productName,
          loanAmount,
          termsVersion,
          ckyc,
          status: 'pending',
          createdAt: now,
          expiresAt,
        })
        .returning({ id: consentRequests.id });
      await this.audit(
        tx,
        { consentRequestId: created!.id, applicationId: request.applicationId ?? null, lenderName: lender.name, termsVersion },
        'link_created',
        actor,
        null,
        { origin, expiresAt: expiresAt.toISOString() },
      );
    });
    return { referenceId, token, path: consentLinkPath(token, ckyc, origin), expiresAt };
  }

  /**
   * Gives a lender a new API key (replacing any earlier one) for `GET consent` with `source: lender`.
   *
   * @param lenderName - the lender, created when new.
   * @returns the key, shown once; only its keyed hash is stored.
   */
  async issueLenderApiKey(lenderName: string): Promise<string> {
    const key = `lk_${opaqueToken()}`;
    await this.deps.db.transaction(async (tx) => {
      const lender = await this.lenderOf(tx, lenderName);
      await tx.update(lenders).set({ apiKeyHash: this.apiKeyHash(key) }).where(eq(lenders.id, lender.id));
    });
    return key;
  }

  private async withLender(where: SQL) {
    const [row] = await this.deps.db
      .select({ request: consentRequests, lenderName: lenders.name })
      .from(consentRequests)
      .innerJoin(lenders, eq(lenders.id, consentRequests.lenderId))
      .where(where)
      .limit(1);
    return row;
  }

  private auditRow(row: { request: ConsentRow; lenderName: string }) {
    return {
      consentRequestId: row.request.id,
      applicationId: row.request.applicationId,
      lenderName: row.lenderName,
      termsVersion: row.request.termsVersion,
    };
  }

  /**
   * The request behind a link token, if the link can still be acted on.
   *
   * @rule CONSENT-LINK-002 A link that is unknown answers 404 with consentStatus `invalid`, one
   *   already decided answers 409 with consentStatus `approved` or `rejected`, and one past its
   *   lifetime answers 410 with consentStatus `expired`, so the page goes to
   *   /expired-link?consent={status}; the checks come in that order (a decided link stays decided).
   * @spec §4 Consent terms (a status in the response → /expired-link?consent={status}), §8
   */
  private async usableByLink(token: string) {
    const row = await this.withLender(eq(consentRequests.tokenHash, this.linkHash(token)));
    if (!row) throw new ApiError('NOT_FOUND', messages.consentLinkUnknown, { consentStatus: 'invalid' });
    this.assertUsable(row.request);
    return row;
  }

  private assertUsable(request: ConsentRow): void {
    if (request.status === 'approved' || request.status === 'rejected') {
      throw new ApiError('CONFLICT', messages.consentAlreadyDecided(request.status), { consentStatus: request.status });
    }
    if (request.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      throw new ApiError('LINK_EXPIRED', LINK_EXPIRED_MESSAGE, { consentStatus: 'expired' });
    }
  }

  private details(row: { request: ConsentRow; lenderName: string }) {
    const { request } = row;
    const expired = request.status === 'pending' && request.expiresAt.getTime() <= this.deps.clock.now().getTime();
    return {
      referenceId: request.referenceId,
      consentStatus: expired ? ('expired' as const) : (request.status as 'pending' | Decision),
      lenderName: row.lenderName,
      maskedMobile: maskMobile(request.mobile),
      termsVersion: request.termsVersion,
      loan: { productName: request.productName, loanAmount: request.loanAmount },
      ckyc: request.ckyc,
      expiresAt: request.expiresAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    };
  }

  /**
   * `GET consent`: the borrower's page (source `user`, the page's public key, the link token) or a
   * lender (source `lender`, its secret key, the reference id of one of its own requests).
   *
   * @rule CONSENT-LINK-003 GET consent needs an `x-api-key`: the consent page's public key with
   *   source `user` (the link token authorises), or a lender's own key with source `lender`, which
   *   sees only that lender's requests by reference id (any other answers 404). A missing or unknown
   *   key answers 401 API_KEY_INVALID. Every view is an audit event.
   * @spec §7 GET consent (headers x-api-key and source)
   */
  async viewAsUser(token: string, actor: AuditActor) {
    const row = await this.usableByLink(token);
    await this.audit(this.deps.db, this.auditRow(row), 'viewed', actor, null, { source: 'user' });
    return this.details(row);
  }

  /** The lender side of {@link viewAsUser}. */
  async viewAsLender(apiKey: string, referenceId: string, actor: AuditActor) {
    const [lender] = await this.deps.db.select().from(lenders).where(eq(lenders.apiKeyHash, this.apiKeyHash(apiKey)));
    if (!lender || lender.apiKeyHash === null || !hashesEqual(lender.apiKeyHash, this.apiKeyHash(apiKey))) {
      throw new ApiError('API_KEY_INVALID', messages.apiKeyInvalid);
    }
    const row = await this.withLender(and(eq(consentRequests.referenceId, referenceId), eq(consentRequests.lenderId, lender.id))!);
    if (!row) throw new ApiError('NOT_FOUND', messages.consentNotFound);
    await this.audit(this.deps.db, this.auditRow(row), 'viewed', actor, null, { source: 'lender' });
    return this.details(row);
  }

  /**
   * Sends an OTP to the link's mobile, through the login OTP limits.
   *
   * @rule CONSENT-LINK-004 The consent OTP goes to the link's own mobile (the page never supplies
   *   one) through the same OTP service and limits as login (OTP-001 to OTP-005), bound to the
   *   consent's reference id and to the consent purpose, so it cannot log anyone in.
   * @spec §4 Consent OTP, §7 GET/PUT consent/otp-v2
   */
  async sendOtp(token: string, actor: AuditActor & { readonly clientIp: string }) {
    const row = await this.usableByLink(token);
    const sent = await this.deps.otp.send({
      mobile: row.request.mobile,
      referenceId: row.request.referenceId,
      clientIp: actor.clientIp,
      purpose: 'consent',
    });
    await this.audit(this.deps.db, this.auditRow(row), 'otp_sent', actor);
    return { mobile: maskMobile(row.request.mobile), referenceId: row.request.referenceId, ...sent };
  }

  /** Verifies the consent OTP and issues the decision token (see CONSENT-LINK-001, -004). */
  async verifyOtp(token: string, otp: string, actor: AuditActor): Promise<string> {
    const row = await this.usableByLink(token);
    await this.deps.otp.verifyPossession({ mobile: row.request.mobile, referenceId: row.request.referenceId, otp, purpose: 'consent' });
    const decisionToken = opaqueToken();
    const now = this.deps.clock.now();
    const expiresAt = new Date(Math.min(now.getTime() + CONSENT_LIFETIMES.decisionTokenMs, row.request.expiresAt.getTime()));
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(consentRequests)
        .set({ decisionTokenHash: this.decisionHash(decisionToken), decisionTokenExpiresAt: expiresAt })
        .where(eq(consentRequests.id, row.request.id));
      await this.audit(tx, this.auditRow(row), 'otp_verified', actor);
    });
    return decisionToken;
  }

  /**
   * Records the borrower's decision, exactly once.
   *
   * @rule CONSENT-LINK-005 A decision needs the decision token of a verified OTP (the link token
   *   alone answers 401) and is accepted once: the update only applies to a pending, unexpired
   *   request, so of any number of concurrent or repeated decisions exactly one is recorded, and
   *   the others answer 409 with the recorded status. An approval marks the application as consent
   *   opted.
   * @spec §3 Consent submission, §4 Consent terms, §7 PUT consent
   */
  async decide(
    token: string,
    decision: Decision,
    extraInfo: { readonly whatsappOptIn: boolean; readonly loanInitiatedChecked: boolean; readonly ckyc: boolean },
    actor: AuditActor,
  ) {
    const byDecision = this.decisionHash(token);
    const row = await this.withLender(or(eq(consentRequests.decisionTokenHash, byDecision), eq(consentRequests.tokenHash, this.linkHash(token)))!);
    if (!row) throw new ApiError('NOT_FOUND', messages.consentLinkUnknown, { consentStatus: 'invalid' });
    this.assertUsable(row.request);
    const now = this.deps.clock.now();
    if (row.request.decisionTokenHash === null || !hashesEqual(row.request.decisionTokenHash, byDecision)) {
      throw new ApiError('UNAUTHENTICATED', messages.consentVerificationRequired);
    }
    if (row.request.decisionTokenExpiresAt === null || row.request.decisionTokenExpiresAt.getTime() <= now.getTime()) {
      throw new ApiError('UNAUTHENTICATED', messages.consentVerificationExpired);
    }
    const recorded = await this.deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(consentRequests)
        .set({ status: decision, decidedAt: now, whatsappOptIn: extraInfo.whatsappOptIn, loanInitiatedChecked: extraInfo.loanInitiatedChecked })
        .where(and(eq(consentRequests.id, row.request.id), eq(consentRequests.status, 'pending'), gt(consentRequests.expiresAt, now)))
        .returning({ id: consentRequests.id });
      if (updated.length === 0) return false;
      await this.audit(tx, this.auditRow(row), 'decided', actor, decision, { ...extraInfo });
      if (row.request.applicationId !== null) {
        const [application] = await tx
          .select({ leadStatus: applications.leadStatus, stages: applications.stages })
          .from(applications)
          .where(eq(applications.id, row.request.applicationId));
        if (application) {
          const progress = progressAfterConsent(application, decision);
          await tx
            .update(applications)
            .set({ leadStatus: progress.leadStatus, stages: [...progress.stages], ...(decision === 'approved' ? { isConsentOpted: true } : {}), updatedAt: now })
            .where(eq(applications.id, row.request.applicationId));
        }
      }
      return true;
    });
    if (!recorded) {
      // Another decision won the race: answer with what was recorded.
      const [current] = await this.deps.db.select().from(consentRequests).where(eq(consentRequests.id, row.request.id));
      this.assertUsable(current!);
      throw new ApiError('CONFLICT', messages.consentAlreadyDecided(decision), { consentStatus: decision });
    }
    return { consentStatus: decision, referenceId: row.request.referenceId, decidedAt: now.toISOString() };
  }

  /**
   * The dashboard's Opt-out (API-010, CARD-005): withdraws the customer's consent for one of their
   * applications and records `withdrawn` in the audit trail.
   *
   * @param customerId - the caller.
   * @param id - the card's id or loanId.
   * @param actor - where the request came from.
   * @returns the application id and when consent was withdrawn.
   */
  async withdraw(customerId: string, id: string, actor: AuditActor) {
    const [application] = await this.deps.db.select().from(applications).where(ownApplicationById(customerId, id)).limit(1);
    if (!application) throw new ApiError('NOT_FOUND', messages.applicationNotFound);
    const state = optOutState(applicationCard(application));
    if (state.kind === 'opted-out') throw new ApiError('CONFLICT', messages.optOutAlready);
    if (state.kind === 'hidden') throw new ApiError('CONFLICT', messages.optOutUnavailable);
    const now = this.deps.clock.now();
    const withdrawn = await this.deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(applications)
        .set({ isOptedout: true, updatedAt: now })
        .where(and(eq(applications.id, application.id), eq(applications.isOptedout, false)))
        .returning({ id: applications.id });
      if (updated.length === 0) return false;
      const [consent] = await tx
        .select({ request: consentRequests, lenderName: lenders.name })
        .from(consentRequests)
        .innerJoin(lenders, eq(lenders.id, consentRequests.lenderId))
        .where(and(eq(consentRequests.applicationId, application.id), eq(consentRequests.status, 'approved')))
        .orderBy(desc(consentRequests.decidedAt))
        .limit(1);
      await this.audit(
        tx,
        consent
          ? this.auditRow(consent)
          : {
              consentRequestId: null,
              applicationId: application.id,
              lenderName: application.lenderName ?? 'Rinn',
              termsVersion: CURRENT_CONSENT_TERMS_VERSION,
            },
        'withdrawn',
        actor,
        'withdrawn',
        { source: 'dashboard' },
      );
      return true;
    });
    if (!withdrawn) throw new ApiError('CONFLICT', messages.optOutAlready);
    return { applicationId: String(application.id), isOptedout: true as const, withdrawnAt: now.toISOString() };
  }

  /**
   * The CKYC number of an approved consent.
   *
   * @rule CKYC-002 GET ckyc/status answers a CKYC number only for the reference id of an approved
   *   consent that asked for CKYC, from the registry, looked up by the mobile its OTP verified; a
   *   declined consent answers 409 without asking the registry (a refusal shares no KYC data, and
   *   the page shows its rejected screen instead of the terms); anything else (unknown, pending, no
   *   registry record) answers 404 'No record found!'.
   * @spec §4 Consent terms, §7 GET ckyc/status/{id}, §8
   */
  async ckycStatus(referenceId: string): Promise<CkycRecord> {
    const [request] = await this.deps.db
      .select()
      .from(consentRequests)
      .where(and(eq(consentRequests.referenceId, referenceId), eq(consentRequests.ckyc, true)));
    if (request?.status === 'rejected') throw new ApiError('CONFLICT', CKYC_DECLINED_MESSAGE);
    const record = request?.status === 'approved' ? await this.deps.ckyc.lookup({ referenceId, mobile: request.mobile }) : null;
    if (!record) throw new ApiError('NOT_FOUND', CKYC_NO_RECORD_MESSAGE);
    return record;
  }

  /**
   * Whether a pending consent request exists for a mobile (the demo seed creates one only once).
   *
   * @param mobile - the borrower.
   * @returns true when one is pending and unexpired.
   */
  async hasPendingRequest(mobile: string): Promise<boolean> {
    const rows = await this.deps.db
      .select({ id: consentRequests.id })
      .from(consentRequests)
      .where(and(eq(consentRequests.mobile, mobile), eq(consentRequests.status, 'pending'), gt(consentRequests.expiresAt, this.deps.clock.now()), isNull(consentRequests.decidedAt)))
      .limit(1);
    return rows.length > 0;
  }
}
