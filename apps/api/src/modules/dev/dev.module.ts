import { devAutoLoginLinkRoute, devConsentLinkRoute, devOutboxRoute } from '@rinn/contract';
import { DomainError } from '../../domain-error.js';
import { mountRoute } from '../../http/mount-route.js';
import { auditActorOf } from '../consent/request-actor.js';
import { latestOutboxMessages } from '../otp/sms-provider.js';
import type { ModulePlugin } from '../context.js';

const OUTBOX_LIMIT = 10;

/**
 * Demo mode only: `GET /api/dev/outbox?mobile=…` shows the latest SMS the outbox provider
 * recorded, so a developer can log in without a gateway; `POST /api/dev/consent-link` creates a
 * pending consent request for a mobile (what the operator command `consent:link` does, which
 * cannot run beside a server holding the embedded database) and answers its page link, so browser
 * tests can open a fresh consent page each time; `POST /api/dev/auto-login-link` issues a
 * customer's auto-login link, so browser tests can sign in through a real link and reopen it used.
 *
 * @rule OTP-007 The development outbox route exists only in demo mode (RINN_MODE=demo, with the
 *   outbox provider); any other start answers 404 for every /api/dev/ route.
 * @rule DEV-001 The development consent-link route exists only under the same guard as the outbox
 *   route (demo mode with the outbox); it creates a real pending request, audited as
 *   `link_created` like any other.
 * @rule DEV-002 The development auto-login-link route exists only under the same guard; it issues
 *   a real single-use auto-login token (SESS-003) for a registered customer, and answers 404 for a
 *   mobile with no customer, creating nobody.
 * @spec §2 Consent terms page, §4 Consent terms, §2 /dashboard, §4 Token handling
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * if (config.demo && config.sms === 'outbox') await app.register(devModule, context);
 */
export const devModule: ModulePlugin = async (app, context) => {
  mountRoute(app, devOutboxRoute, context.sessions, async ({ query }) => {
    // Messages go through the SMS queue; show what was just sent, not what the worker has reached.
    await context.sms.deliverDue();
    return { data: { messages: await latestOutboxMessages(context.db, query.mobile, OUTBOX_LIMIT) } };
  });

  mountRoute(app, devConsentLinkRoute, context.sessions, async ({ body, request }) => {
    const { clientIp, userAgent } = auditActorOf(request);
    const created = await context.consent.createRequest(
      {
        mobile: body.mobile,
        lenderName: body.lenderName,
        ...(body.productName === undefined ? {} : { productName: body.productName }),
        ...(body.loanAmount === undefined ? {} : { loanAmount: body.loanAmount }),
        ckyc: body.ckyc,
      },
      { clientIp, userAgent: userAgent === null ? 'dev consent-link' : `dev consent-link: ${userAgent}` },
    );
    return { data: { referenceId: created.referenceId, path: created.path, expiresAt: created.expiresAt.toISOString() } };
  });

  mountRoute(app, devAutoLoginLinkRoute, context.sessions, async ({ body }) => {
    const issued = await context.sessions.issueAutoLoginTokenForMobile(body.mobile);
    if (issued === null) throw new DomainError({ code: 'CUSTOMER_NOT_FOUND' });
    const query = new URLSearchParams({ autoLogin: 'true', userMobile: body.mobile, userToken: issued.token });
    return { data: { path: `/dashboard?${query.toString()}`, userToken: issued.token, expiresAt: issued.expiresAt.toISOString() } };
  });
};
