import { z } from 'zod/mini';
import { mobileSchema, normaliseMobile } from '@rinn/validation';

/**
 * Shared building blocks of the call schemas. Field rules of people's data (mobile, OTP, email,
 * name, message) come from `@rinn/validation`; these are the API's own identifiers and formats.
 */

/**
 * An opaque identifier (application, lead, document, reference id): URL-safe characters only, so it
 * can travel in a path or query without escaping surprises.
 */
export const idSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, "_" or "-" only'),
  );

/** An opaque credential (JWT, session id, refresh token, link token); never parsed by clients. */
export const tokenSchema = z.string().check(z.minLength(16), z.maxLength(4096));

/** An instant, ISO 8601 with an offset (servers send UTC `Z`). Display converts to Asia/Kolkata. */
export const instantSchema = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD` (Asia/Kolkata). */
export const calendarDateSchema = z.iso.date();

/** An amount in whole rupees. */
export const rupeesSchema = z.int().check(z.nonnegative());

/** An annual percentage rate, 0 to 100. */
export const percentSchema = z.number().check(z.gte(0), z.lte(100));

/** A positive catalogue id sent as a query string (`?modelId=12`). */
export const queryIdSchema = z.coerce.number().check(z.int(), z.positive());

/** Standard base64 (the content of a downloaded file, §3 Sanction document `_file`). */
export const base64Schema = z.base64();

/**
 * The logged-in user as the server knows them (§3 Logged-in user info). A new customer who has not
 * told us their name yet has `null` names.
 */
export const userSchema = z.object({
  mobile: z.string().check(z.regex(/^\d{10}$/)),
  name: z.object({
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
  }),
});

/**
 * Free-form extra information a client attaches to an OTP request (§7 `extraInfo`): analytics
 * source, page, UTM values. Flat string, number or boolean values only, at most 20 keys.
 */
export const extraInfoSchema = z
  .record(
    z.string().check(z.maxLength(64)),
    z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean()]),
  )
  .check(z.refine((info) => Object.keys(info).length <= 20, { message: 'At most 20 keys' }));

/** A downloadable file (§3 Sanction document: `_file` base64 content and `fileName`). */
export const downloadedFileSchema = z.object({
  _file: base64Schema,
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  mimeType: z.string().check(z.minLength(1)),
});

/**
 * The query of a document download: the language the document is written in, the visitor's
 * (`lang=hi` from a Hindi page); English when absent.
 */
export const documentLanguageQuerySchema = z.object({
  lang: z._default(
    z.enum(['en', 'hi'], { message: "lang must be 'en' (English) or 'hi' (Hindi)" }),
    'en',
  ),
});

/**
 * A product code as the client sends it (`usedcar` on OTP calls, `tw_ev` and `refinance` on
 * application cards, §2 §7): lower-case letters, digits, `_` or `-`.
 */
export const productCodeSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_-]{1,39}$/, 'Unknown product code'));

/**
 * A customer's mobile in a request: validated by `@rinn/validation` (10 digits from 6 to 9, not all
 * nines, separators ignored) and then reduced to its 10 digits, so the server only ever stores and
 * compares the canonical form.
 */
export const mobileFieldSchema = mobileSchema.check(
  z.overwrite(normaliseMobile),
  z.meta({
    description:
      'Indian mobile: 10 digits starting 6 to 9, not all nines; spaces and hyphens are ignored.',
    examples: ['9876543210'],
  }),
);
