import {
  decryptLeadPayoutRoute,
  decryptRoute,
  documentDownloadRoute,
  sanctionDownloadRoute,
  savePayoutStatusRoute,
} from '@rinn/contract';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModulePlugin } from '../context.js';

/**
 * Sanction letters and lead documents for their owner (§7 sanction/download, document/download),
 * and the sealed keys of payout and journey links (§7 decrypt, decryptLeadPayout, savePayoutStatus).
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(documentsModule, context);
 */
export const documentsModule: ModulePlugin = async (app, context) => {
  const { documents } = context;

  mountRoute(app, sanctionDownloadRoute, context.sessions, async ({ params, query, principal }) => ({
    data: await documents.sanctionLetter(principal.customerId, params.id, query.lang),
  }));

  mountRoute(app, documentDownloadRoute, context.sessions, async ({ body, principal }) => ({
    data: await documents.document(principal.customerId, body),
  }));

  mountRoute(app, decryptRoute, context.sessions, async ({ body }) => ({
    data: { payload: documents.decryptJourneyKey(body.data.key) },
  }));

  mountRoute(app, decryptLeadPayoutRoute, context.sessions, async ({ body }) => ({
    data: await documents.payoutByKey(body.payoutStatusKey),
  }));

  mountRoute(app, savePayoutStatusRoute, context.sessions, async ({ body }) => ({
    data: await documents.savePayoutStatus(body),
    message: messages.payoutSaved,
  }));
};
