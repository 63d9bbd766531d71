import { LEGAL_PAGES } from '@rinn/content';
import { eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, Transaction } from '../../db/database.js';
import { consentAuditEvents, consentRequests, lenders } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { keyedHash } from '../../http/keyed-hash.js';
import { consentAlreadyDecided } from '../../http/messages.js';
import { maskMobile } from '../../http/mask-mobile.js';
import type { OtpService } from '../otp/otp-service.js';
import type { CkycRegistry } from './ckyc-registry.js';

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
const CONSENT_DECLARATION = LEGAL_PAGES.find((page) => page.slug === 'consent-declaration');
if (CONSENT_DECLARATION === undefined) throw new Error('@rinn/content has no consent declaration page');
export const CURRENT_CONSENT_TERMS_VERSION = `consent-declaration@${CONSENT_DECLARATION.updatedOn}`;

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

export type ConsentRow = typeof consentRequests.$inferSelect;
export type Decision = 'approved' | 'rejected';

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
 * What every consent use case shares: the stored hashes, the audit trail, and the request behind a
 * link. The use cases (create, view, OTP, decide, withdraw, CKYC, lender key) each live in their
 * own file and take these records.
 */
export class ConsentRecords {
  constructor(readonly deps: ConsentServiceDependencies) {}

  linkHash(token: string): string {
    return keyedHash(this.deps.secret, 'consent-link', token);
  }

  decisionHash(token: string): string {
    return keyedHash(this.deps.secret, 'consent-decision', token);
  }

  apiKeyHash(key: string): string {
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
  async audit(
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

  async lenderOf(tx: Database | Transaction, name: string): Promise<{ id: number; name: string }> {
    await tx.insert(lenders).values({ name, createdAt: this.deps.clock.now() }).onConflictDoNothing({ target: lenders.name });
    const [lender] = await tx.select({ id: lenders.id, name: lenders.name }).from(lenders).where(eq(lenders.name, name));
    if (lender === undefined) throw new Error(`lender ${name} is missing after its upsert`);
    return lender;
  }

  async withLender(where: SQL) {
    const [row] = await this.deps.db
      .select({ request: consentRequests, lenderName: lenders.name })
      .from(consentRequests)
      .innerJoin(lenders, eq(lenders.id, consentRequests.lenderId))
      .where(where)
      .limit(1);
    return row;
  }

  auditRow(row: { request: ConsentRow; lenderName: string }) {
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
  async usableByLink(token: string) {
    const row = await this.withLender(eq(consentRequests.tokenHash, this.linkHash(token)));
    if (!row) throw new DomainError({ code: 'CONSENT_LINK_UNKNOWN' }, { consentStatus: 'invalid' });
    this.assertUsable(row.request);
    return row;
  }

  assertUsable(request: ConsentRow): void {
    if (request.status === 'approved' || request.status === 'rejected') {
      throw new DomainError(consentAlreadyDecided(request.status), { consentStatus: request.status });
    }
    if (request.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      throw new DomainError({ code: 'LINK_EXPIRED' }, { consentStatus: 'expired' });
    }
  }

  details(row: { request: ConsentRow; lenderName: string }) {
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
}
