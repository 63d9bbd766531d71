import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { autoLoginTokens, customers, refreshTokens, sessions } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { keyedHash, opaqueToken } from '../../http/keyed-hash.js';

const MINUTE = 60_000;

/** How long each credential lives. */
export interface SessionLifetimes {
  readonly accessTokenMs: number;
  readonly sessionMs: number;
  readonly autoLoginTokenMs: number;
}

/**
 * @rule SESS-001 An access token is a JWT (HS256) valid for 15 minutes and is honoured only with the
 *   SessionToken header of a live server-side session; logout and session expiry revoke it at once.
 * @spec §4 Token handling; §6 Calls carry a bearer token and a session token header.
 * @rule SESS-002 A refresh token works once: each use returns a new one, and presenting a used
 *   refresh token again revokes the whole session (its token family).
 * @spec §7 newaccesstoken
 * @rule SESS-003 Auto-login link tokens are single use and expire after 10 minutes.
 * @spec §4 Token handling: auto login; §7 autoLogin, checkTokenExpiry, basic-token.
 * @example
 * const lifetimes = { ...DEFAULT_SESSION_LIFETIMES, accessTokenMs: 60_000 };
 */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  accessTokenMs: 15 * MINUTE,
  sessionMs: 7 * 24 * 60 * MINUTE,
  autoLoginTokenMs: 10 * MINUTE,
};

/** The credentials a login hands to the client (§3 logged-in user info). */
export interface IssuedSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly sessionToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly sessionExpiresAt: Date;
  readonly user: SessionUser;
}

/** What a refresh returns: the session token stays the same. */
export interface RefreshedTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly accessTokenExpiresAt: Date;
}

/** The logged-in customer as the client shows them. */
export interface SessionUser {
  readonly mobile: string;
  readonly name: { readonly firstName: string | null; readonly lastName: string | null };
}

/** Who an authenticated request comes from. */
export interface Principal {
  readonly customerId: string;
  readonly sessionId: string;
  readonly mobile: string;
}

export interface SessionServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly tokenSecret: string;
  readonly hashSecret: string;
  readonly lifetimes: SessionLifetimes;
}

/**
 * How long after its use a refresh token may be presented again without counting as reuse.
 *
 * @rule SESS-005 A refresh token presented again within 10 seconds of its first use (two tabs
 *   refreshing at once, a retried request) gets a valid new pair of its own, so parallel refreshes
 *   leave the customer signed in; presented after that it counts as reuse and revokes the session
 *   (SESS-002).
 * @spec §7 newaccesstoken
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const ISSUER = 'rinn-api';
const AUDIENCE = 'rinn-web';

/**
 * Claims an access token must carry to be honoured, even when its signature is good.
 *
 * @rule SESS-004 An access token carries and must carry `exp`, `iat`, `iss` (rinn-api), `aud`
 *   (rinn-web) and `sub`; a token signed with the real key but missing any of them answers 401.
 */
export const REQUIRED_ACCESS_TOKEN_CLAIMS = ['exp', 'iat', 'iss', 'aud', 'sub'] as const;

/** Issues, checks, rotates and revokes sessions and their tokens. */
export class SessionService {
  private readonly signingKey: Uint8Array;

  constructor(private readonly deps: SessionServiceDependencies) {
    this.signingKey = new TextEncoder().encode(deps.tokenSecret);
  }

  private hash(kind: string, token: string): string {
    return keyedHash(this.deps.hashSecret, kind, token);
  }

  private async signAccessToken(principal: Principal, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + this.deps.lifetimes.accessTokenMs);
    const token = await new SignJWT({ sid: principal.sessionId, mob: principal.mobile })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(principal.customerId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.signingKey);
    return { token, expiresAt };
  }

  private async userOf(customerId: string): Promise<SessionUser> {
    const [customer] = await this.deps.db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw new DomainError({ code: 'UNAUTHENTICATED' });
    return { mobile: customer.mobile, name: { firstName: customer.firstName, lastName: customer.lastName } };
  }

  /**
   * Starts a session for a customer who has just proved who they are.
   *
   * @param customerId - the customer.
   * @param replacedSessionToken - a session of the same customer this login replaces; it is revoked.
   * @returns access, refresh and session tokens and the user.
   */
  async start(customerId: string, replacedSessionToken?: string | null): Promise<IssuedSession> {
    const { db, clock, lifetimes } = this.deps;
    const now = clock.now();
    if (replacedSessionToken) {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'replaced-by-login' })
        .where(
          and(
            eq(sessions.sessionTokenHash, this.hash('session', replacedSessionToken)),
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
          ),
        );
    }
    const user = await this.userOf(customerId);
    const sessionToken = opaqueToken();
    const refreshToken = opaqueToken();
    const sessionExpiresAt = new Date(now.getTime() + lifetimes.sessionMs);
    const sessionId = await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({ customerId, sessionTokenHash: this.hash('session', sessionToken), createdAt: now, expiresAt: sessionExpiresAt })
        .returning({ id: sessions.id });
      if (session === undefined) throw new Error('the session insert returned no row');
      await tx.insert(refreshTokens).values({
        sessionId: session.id,
        tokenHash: this.hash('refresh', refreshToken),
        createdAt: now,
        expiresAt: sessionExpiresAt,
      });
      return session.id;
    });
    const access = await this.signAccessToken({ customerId, sessionId, mobile: user.mobile }, now);
    return { token: access.token, refreshToken, sessionToken, accessTokenExpiresAt: access.expiresAt, sessionExpiresAt, user };
  }

  /**
   * Checks an access token and the session token that must accompany it.
   *
   * @param accessToken - the bearer token.
   * @param sessionToken - the SessionToken header.
   * @param options - `sessionHeaderRequired: false` for routes that take the bearer alone; the
   *   session named inside the token must still be live.
   * @returns the principal.
   * @throws {DomainError} 401 with 'Session Token has expired' when the session is gone, revoked or
   *   expired, or 'Access token has expired' when only the access token is stale.
   */
  async authenticate(
    accessToken: string | undefined,
    sessionToken: string | undefined,
    options: { readonly sessionHeaderRequired: boolean } = { sessionHeaderRequired: true },
  ): Promise<Principal> {
    if (!accessToken || (options.sessionHeaderRequired && !sessionToken)) throw new DomainError({ code: 'UNAUTHENTICATED' });
    const now = this.deps.clock.now();
    let claims: { sub?: string; sid?: unknown; mob?: unknown };
    try {
      const verified = await jwtVerify(accessToken, this.signingKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: [...REQUIRED_ACCESS_TOKEN_CLAIMS],
        currentDate: now,
      });
      claims = verified.payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new DomainError({ code: 'ACCESS_TOKEN_EXPIRED' });
      throw new DomainError({ code: 'UNAUTHENTICATED' });
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.mob !== 'string') {
      throw new DomainError({ code: 'UNAUTHENTICATED' });
    }
    const [session] = await this.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, claims.sid),
          eq(sessions.customerId, claims.sub),
          sessionToken === undefined ? undefined : eq(sessions.sessionTokenHash, this.hash('session', sessionToken)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    if (!session) throw new DomainError({ code: 'SESSION_TOKEN_EXPIRED' });
    return { customerId: claims.sub, sessionId: claims.sid, mobile: claims.mob };
  }

  /**
   * Exchanges a refresh token for a new access token and a new refresh token.
   *
   * @param refreshToken - the current refresh token.
   * @param mobile - the mobile the client believes is logged in; must match.
   * @returns the new access and refresh tokens.
   * @throws {DomainError} 401 when the token is unknown, expired, revoked or already used (the
   *   latter also revokes the session).
   */
  async refresh(refreshToken: string, mobile: string): Promise<RefreshedTokens> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const tokenHash = this.hash('refresh', refreshToken);
    const newRefreshToken = opaqueToken();
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions, mobile: customers.mobile })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!row || row.mobile !== mobile) return { kind: 'invalid' as const };
      if (row.session.revokedAt || row.session.expiresAt <= now || row.token.expiresAt <= now) return { kind: 'invalid' as const };
      const rotated = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) {
        // Read again: a parallel refresh may have used the token after the select above.
        const [used] = await tx.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.token.id));
        const usedAt = used?.usedAt ?? row.token.usedAt;
        if (usedAt && now.getTime() - usedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
          // A race, not a theft: the loser gets a token of its own in the same family.
          await tx.insert(refreshTokens).values({
            sessionId: row.session.id,
            tokenHash: this.hash('refresh', newRefreshToken),
            createdAt: now,
            expiresAt: row.session.expiresAt,
          });
          return { kind: 'rotated' as const, session: row.session, mobile: row.mobile };
        }
        // A used token presented again after the grace window means it was copied: end the whole family.
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'refresh-token-reuse' })
          .where(and(eq(sessions.id, row.session.id), isNull(sessions.revokedAt)));
        return { kind: 'reused' as const };
      }
      await tx.insert(refreshTokens).values({
        sessionId: row.session.id,
        tokenHash: this.hash('refresh', newRefreshToken),
        createdAt: now,
        expiresAt: row.session.expiresAt,
      });
      return { kind: 'rotated' as const, session: row.session, mobile: row.mobile };
    });
    if (result.kind !== 'rotated') throw new DomainError({ code: 'REFRESH_TOKEN_INVALID' });
    const principal = { customerId: result.session.customerId, sessionId: result.session.id, mobile: result.mobile };
    const access = await this.signAccessToken(principal, now);
    return { token: access.token, refreshToken: newRefreshToken, accessTokenExpiresAt: access.expiresAt };
  }

  /**
   * Ends a session: its access tokens stop working at once and its refresh tokens are dead.
   *
   * @param sessionId - the session.
   * @param reason - why, kept for audit.
   */
  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.deps.db
      .update(sessions)
      .set({ revokedAt: this.deps.clock.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /**
   * Whether a session is still live (for tests and the token check).
   *
   * @param sessionId - the session.
   * @returns true when not revoked and not expired.
   */
  async isLive(sessionId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, this.deps.clock.now())));
    return row !== undefined;
  }

  /**
   * A short-lived signed token a loan journey starts with (§3 Journey start parameters `basicToken`).
   * It carries no identity, so it is stateless.
   *
   * @returns the token and its lifetime in seconds.
   */
  async issueBasicToken(): Promise<{ basicToken: string; expiresInSeconds: number }> {
    const now = this.deps.clock.now();
    const expiresInSeconds = Math.round(this.deps.lifetimes.accessTokenMs / 1000);
    const basicToken = await new SignJWT({ kind: 'basic' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience('rinn-journey')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + expiresInSeconds)
      .sign(this.signingKey);
    return { basicToken, expiresInSeconds };
  }

  /**
   * Issues a single-use auto-login link token for a logged-in customer.
   *
   * @param customerId - the customer.
   * @returns the token and when it expires.
   */
  async issueAutoLoginToken(customerId: string): Promise<{ token: string; expiresAt: Date }> {
    const now = this.deps.clock.now();
    const token = opaqueToken();
    const expiresAt = new Date(now.getTime() + this.deps.lifetimes.autoLoginTokenMs);
    await this.deps.db.insert(autoLoginTokens).values({ customerId, tokenHash: this.hash('auto-login', token), createdAt: now, expiresAt });
    return { token, expiresAt };
  }

  /**
   * Issues a single-use auto-login link token for the customer who has this mobile.
   *
   * @param mobile - the customer's mobile.
   * @returns the token and when it expires, or null when no customer has the mobile.
   */
  async issueAutoLoginTokenForMobile(mobile: string): Promise<{ token: string; expiresAt: Date } | null> {
    const [customer] = await this.deps.db.select({ id: customers.id }).from(customers).where(eq(customers.mobile, mobile));
    return customer === undefined ? null : this.issueAutoLoginToken(customer.id);
  }

  /**
   * What an auto-login link token is, without using it.
   *
   * @param mobile - the mobile in the link.
   * @param token - the token in the link.
   * @returns `usable`; `expired` when it is ours for that mobile but used or past its lifetime;
   *   `unknown` otherwise.
   */
  async autoLoginTokenStatus(mobile: string, token: string): Promise<'usable' | 'expired' | 'unknown'> {
    const [row] = await this.deps.db
      .select({ usedAt: autoLoginTokens.usedAt, expiresAt: autoLoginTokens.expiresAt })
      .from(autoLoginTokens)
      .innerJoin(customers, eq(customers.id, autoLoginTokens.customerId))
      .where(and(eq(autoLoginTokens.tokenHash, this.hash('auto-login', token)), eq(customers.mobile, mobile)));
    if (!row) return 'unknown';
    return row.usedAt === null && row.expiresAt > this.deps.clock.now() ? 'usable' : 'expired';
  }

  /**
   * Uses an auto-login link token (once) and starts a session.
   *
   * @param mobile - the mobile in the link.
   * @param token - the token in the link.
   * @returns the new session.
   * @throws {DomainError} LINK_EXPIRED when the token was used or expired, UNAUTHENTICATED when it is
   *   not ours or belongs to another mobile.
   */
  async autoLogin(mobile: string, token: string): Promise<IssuedSession> {
    const now = this.deps.clock.now();
    const [customer] = await this.deps.db.select({ id: customers.id }).from(customers).where(eq(customers.mobile, mobile));
    if (!customer) throw new DomainError({ code: 'UNAUTHENTICATED' });
    const used = await this.deps.db
      .update(autoLoginTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(autoLoginTokens.tokenHash, this.hash('auto-login', token)),
          eq(autoLoginTokens.customerId, customer.id),
          isNull(autoLoginTokens.usedAt),
          gt(autoLoginTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: autoLoginTokens.customerId });
    if (used.length === 0) {
      if ((await this.autoLoginTokenStatus(mobile, token)) === 'unknown') throw new DomainError({ code: 'UNAUTHENTICATED' });
      throw new DomainError({ code: 'LINK_EXPIRED' });
    }
    return this.start(customer.id);
  }
}
