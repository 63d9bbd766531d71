import { z } from 'zod/mini';
import { documentLanguageQuerySchema, downloadedFileSchema, idSchema, instantSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** Where a lead's payout to a partner stands (§3 Payout status). */
export const payoutStatusSchema = z.enum(['pending', 'processing', 'paid', 'on_hold', 'rejected']);

/** A lead's payout record. */
export const payoutRecordSchema = z.object({
  leadsId: idSchema,
  status: payoutStatusSchema,
  remarks: z.nullable(z.string()),
  updatedAt: instantSchema,
});

/** An encrypted, authenticated key from a link (base64url, as the server issued it). */
const sealedKeySchema = z
  .string()
  .check(z.minLength(16), z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid key'));

/**
 * The id a sanction letter is fetched by.
 *
 * @rule API-008 A sanction letter is fetched by the application's `loanId` when its `systemId` is
 *   1 and by its `id` otherwise; an application of system 1 without a loanId has no letter yet.
 * @spec §7 GET sanction/download/{id}
 * @param application - The card's systemId, loanId and id.
 * @returns The id for `sanction/download/:id`, or null when there is none yet.
 * @example sanctionDocumentId({ systemId: 1, loanId: 'LN-1', id: 'APP-1' }) // 'LN-1'
 * @example sanctionDocumentId({ systemId: 2, loanId: 'LN-1', id: 'APP-1' }) // 'APP-1'
 */
export function sanctionDocumentId(application: {
  readonly systemId: number;
  readonly loanId: string | null;
  readonly id: string;
}): string | null {
  return application.systemId === 1 ? application.loanId : application.id;
}

/** `GET /api/sanction/download/:id`: the sanction letter PDF (§7, §2 Sanction letter download page). */
export const sanctionDownloadRoute = defineRoute({
  id: 'sanctionDownload',
  method: 'GET',
  path: '/api/sanction/download/:id',
  auth: 'bearer+session',
  request: { params: z.object({ id: idSchema }), query: documentLanguageQuerySchema },
  response: downloadedFileSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary: "The owner's sanction letter as a base64 PDF with its file name (id per sanctionDocumentId), in English or Hindi (`lang`); anyone else gets 404.",
  specSection: '§7 GET sanction/download/{id}, §3 Sanction document',
});

/** `POST /api/document/download`: a lead's document (§7). */
export const documentDownloadRoute = defineRoute({
  id: 'documentDownload',
  method: 'POST',
  path: '/api/document/download',
  auth: 'bearer+session',
  request: {
    body: z.object({
      leadsId: idSchema,
      docId: idSchema,
      /** e.g. `sanction_letter`, `kfs`, `agreement`, `repayment_schedule`. */
      docType: z.string().check(z.regex(/^[a-z][a-z0-9_]{1,39}$/)),
    }),
  },
  response: downloadedFileSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary: "One of the owner's lead documents as base64 with its file name.",
  specSection: '§7 POST document/download, §3 Document download',
});

/** `POST /api/decrypt`: open an encrypted link payload (§7). */
export const decryptRoute = defineRoute({
  id: 'decrypt',
  method: 'POST',
  path: '/api/decrypt',
  auth: 'none',
  request: { body: z.object({ data: z.object({ key: sealedKeySchema }) }) },
  response: z.object({
    /** The fields the link carried (journey parameters, ids); flat values only. */
    payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['PAYLOAD_INVALID', 'LINK_EXPIRED'],
  summary: 'Decrypt and authenticate a key from a link; tampered or foreign keys answer 400.',
  specSection: '§7 POST decrypt',
});

/** `POST /api/decryptLeadPayout`: the payout record behind a payout link (§7). */
export const decryptLeadPayoutRoute = defineRoute({
  id: 'decryptLeadPayout',
  method: 'POST',
  path: '/api/decryptLeadPayout',
  auth: 'none',
  request: { body: z.object({ payoutStatusKey: sealedKeySchema }) },
  response: payoutRecordSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['PAYLOAD_INVALID', 'LINK_EXPIRED', 'NOT_FOUND'],
  summary: "Decrypt a payout link's key and return the lead's current payout status.",
  specSection: '§7 POST decryptLeadPayout, §3 Payout status',
});

/** `POST /api/savePayoutStatus`: update a lead's payout status through its payout link (§7). */
export const savePayoutStatusRoute = defineRoute({
  id: 'savePayoutStatus',
  method: 'POST',
  path: '/api/savePayoutStatus',
  auth: 'none',
  request: {
    body: z.object({
      leadsId: idSchema,
      status: payoutStatusSchema,
      remarks: z.string().check(z.trim(), z.maxLength(500)),
      /** The link's key; it authorises the change and must name the same lead. */
      payoutStatusKey: sealedKeySchema,
    }),
  },
  response: payoutRecordSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['PAYLOAD_INVALID', 'LINK_EXPIRED', 'NOT_FOUND'],
  summary:
    "Save a lead's payout status and remarks; the key must be valid and belong to that lead.",
  specSection: '§7 POST savePayoutStatus, §3 Payout status',
});

/** The documents routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const DOCUMENTS_ROUTES = {
  sanctionDownload: sanctionDownloadRoute,
  documentDownload: documentDownloadRoute,
  decrypt: decryptRoute,
  decryptLeadPayout: decryptLeadPayoutRoute,
  savePayoutStatus: savePayoutStatusRoute,
} as const;
