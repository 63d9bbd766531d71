import { devConsentLinkRoute, devOutboxRoute } from '@rinn/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../http/mount-route.js';
import { sandboxCkycRegistry } from '../consent/ckyc-registry.js';
import { SANDBOX_CKYC_KEY } from '../consent/consent.module.js';
import { ConsentService } from '../consent/consent-service.js';
import { latestOutboxMessages } from '../otp/sms-provider.js';
import type { ModuleContext } from '../context.js';

const OUTBOX_LIMIT = 10;

/**
 * Development only: `GET /api/dev/outbox?mobile=…` shows the latest SMS the outbox provider
 * recorded, so a developer can log in without a gateway; `POST /api/dev/consent-link` creates a
 * pending consent request for a mobile (what the operator command `consent:link` does, which
 * cannot run beside a server holding the embedded database) and answers its page link, so browser
 * tests can open a fresh consent page each time.
 *
 * @rule OTP-007 The development outbox route exists only when RINN_SMS=outbox and the server is not
 *   in production mode.
 * @rule DEV-001 The development consent-link route exists only under the same guard as the outbox
 *   route (RINN_SMS=outbox, not production); it creates a real pending request, audited as
 *   `link_created` like any other.
 * @spec §2 Consent terms page, §4 Consent terms
 * @param app - the server.
 * @param context - the services.
 * @example
 * if (config.sms === 'outbox' && config.mode !== 'production') devModule(app, context);
 */
export function devModule(app: FastifyInstance, context: ModuleContext): void {
  mountRoute(app, devOutboxRoute, context.sessions, async ({ query }) => ({
    data: { messages: await latestOutboxMessages(context.db, query.mobile, OUTBOX_LIMIT) },
  }));

  // Only createRequest is used here, which never consults the CKYC registry.
  const consent = new ConsentService({
    db: context.db,
    clock: context.clock,
    otp: context.otp,
    ckyc: sandboxCkycRegistry(SANDBOX_CKYC_KEY),
    secret: context.config.secrets.otpSecret,
  });
  mountRoute(app, devConsentLinkRoute, context.sessions, async ({ body, request }) => {
    const userAgent = request.headers['user-agent'];
    const created = await consent.createRequest(
      {
        mobile: body.mobile,
        lenderName: body.lenderName,
        ...(body.productName === undefined ? {} : { productName: body.productName }),
        ...(body.loanAmount === undefined ? {} : { loanAmount: body.loanAmount }),
        ckyc: body.ckyc,
      },
      { clientIp: request.ip, userAgent: typeof userAgent === 'string' ? `dev consent-link: ${userAgent}` : 'dev consent-link' },
    );
    return { data: { referenceId: created.referenceId, path: created.path, expiresAt: created.expiresAt.toISOString() } };
  });
}
