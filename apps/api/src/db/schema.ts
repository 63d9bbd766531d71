/**
 * The database schema. drizzle-kit generates the SQL migrations in ../../drizzle from this file
 * (`npm run db:generate -w @rinn/api`); the same migrations run on PGlite and PostgreSQL.
 */
import { journeyOffersSchema, journeyStartParamsSchema } from '@rinn/contract';
import type { JourneyStepId, OfferMatch } from '@rinn/offers';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

/**
 * A jsonb column whose value zod parses on every read, so what the database hands back is checked
 * rather than cast: a row written by an older version, or by hand, fails at the read with the path
 * of what is wrong instead of travelling on as the wrong shape. Writes are typed by the schema.
 * Both drivers are covered: node-postgres hands jsonb over parsed, PGlite may hand over its text.
 *
 * @rule DATA-005 Every jsonb column is parsed by its zod schema when it is read: a stored value of
 *   another shape fails the read, naming what is wrong, and never reaches a service cast as its type.
 *
 * @param name - the column's name
 * @param schema - what the column holds
 * @returns the column builder
 */
function parsedJsonb<Value>(name: string, schema: z.ZodMiniType<Value>) {
  return customType<{ data: Value; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => schema.parse(typeof value === 'string' ? JSON.parse(value) : value),
  })(name);
}

const flatValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A journey draft's saved answers: each step's fields by step id (`SavedSteps` of `@rinn/offers`). */
export type StoredSteps = Partial<Record<JourneyStepId, Record<string, z.output<typeof flatValueSchema>>>>;

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobile: text('mobile').notNull().unique(),
  /** Null until the customer tells us (a first login by OTP knows only the mobile). */
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
});

/** One row per OTP sent. The code itself is never stored, only its keyed hash. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    referenceId: text('reference_id').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
    /** What the code proves: `login`, `consent`, `chatbot` or `contact` (also bound into the hash). */
    purpose: text('purpose').notNull().default('login'),
  },
  (table) => [
    index('otp_codes_mobile_created_idx').on(table.mobile, table.createdAt),
    index('otp_codes_purpose_reference_idx').on(table.purpose, table.referenceId, table.createdAt),
    index('otp_codes_ip_created_idx').on(table.clientIp, table.createdAt),
  ],
);

/** Every counted wrong OTP guess, for the per-mobile daily limit across codes. */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    otpCodeId: uuid('otp_code_id').notNull().references(() => otpCodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_failures_mobile_created_idx').on(table.mobile, table.createdAt)],
);

/** Messages handed to the `outbox` SMS provider (development and tests). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** The SMS recipient; for an e-mail, the mobile it concerns (the dev outbox route looks up by mobile). */
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** `sms`, or `email` for messages of the `outbox` mail provider. */
    channel: text('channel').notNull().default('sms'),
    /** The mailbox of an e-mail; null for an SMS (it goes to `mobile`). */
    recipient: text('recipient'),
    subject: text('subject'),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.mobile, table.id)],
);

/** A login. Its id is the refresh-token family: revoking the session revokes every token of it. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  sessionTokenHash: text('session_token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  revokedReason: text('revoked_reason'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Single-use, short-lived tokens carried in auto-login links. */
export const autoLoginTokens = pgTable('auto_login_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** A stage of an application journey as the dashboard shows it (§3). */
export interface ApplicationStage {
  readonly stage: string;
  readonly isComplete: boolean;
}

/** One of the lender systems an application lives in (§3). */
export interface ApplicationSystem {
  readonly systemId: number;
  readonly userToken: string;
}

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    loanId: text('loan_id'),
    product: text('product').notNull(),
    productName: text('product_name').notNull(),
    lenderName: text('lender_name'),
    productsId: integer('products_id').notNull(),
    vendorsId: integer('vendors_id').notNull(),
    leadStatus: text('lead_status').notNull(),
    systemId: integer('system_id').notNull(),
    systems: parsedJsonb<ApplicationSystem[]>(
      'systems',
      z.array(z.object({ systemId: z.int(), userToken: z.string() })),
    )
      .notNull()
      .default(sql`'[]'::jsonb`),
    stages: parsedJsonb<ApplicationStage[]>(
      'stages',
      z.array(z.object({ stage: z.string(), isComplete: z.boolean() })),
    )
      .notNull()
      .default(sql`'[]'::jsonb`),
    isUjActive: boolean('is_uj_active').notNull().default(false),
    isNbfcLead: boolean('is_nbfc_lead').notNull().default(false),
    isNbfc: boolean('is_nbfc').notNull().default(false),
    isConsentOpted: boolean('is_consent_opted').notNull().default(false),
    isOptedout: boolean('is_optedout').notNull().default(false),
    isScoreExpire: boolean('is_score_expire').notNull().default(false),
    userToken: text('user_token'),
    loanAmount: integer('loan_amount'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('applications_customer_idx').on(table.customerId)],
);

/** Offer vouchers (§3); money in whole rupees, roi in percent, tenure in months. */
export const offerVouchers = pgTable('offer_vouchers', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  loanId: text('loan_id'),
  lenderName: text('lender_name').notNull(),
  loanAmount: integer('loan_amount').notNull(),
  roi: numeric('roi', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  emi: integer('emi').notNull(),
  tenure: integer('tenure').notNull(),
  /** Fee columns are null when the lender supplied none; the client applies the §9 defaults. */
  processingFee: integer('processing_fee'),
  stampDuty: integer('stamp_duty'),
  serviceCharges: integer('service_charges'),
  valuationCharges: integer('valuation_charges'),
  /** Calendar date in Asia/Kolkata. */
  voucherExpiryDate: date('voucher_expiry_date', { mode: 'string' }).notNull(),
  offerType: text('offer_type').notNull(),
  imgColor: text('img_color').notNull(),
});

/** The vehicle an application finances (§3 Finance detail). */
export const financeDetails = pgTable('finance_details', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  modelId: integer('model_id').notNull(),
  makeName: text('make_name').notNull(),
  modelName: text('model_name').notNull(),
  variantName: text('variant_name'),
});

/**
 * A lender's sanction of one offer of an application. The letter itself is not stored: it is
 * generated on request from the sanctioned offer, so it always states what the offer says.
 */
export const sanctionLetters = pgTable('sanction_letters', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }).unique(),
  /** The sanctioned offer; null only for rows older than this column (the application's first offer is used). */
  offerId: integer('offer_id').references(() => offerVouchers.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  /** When the lender sanctioned the loan (the letter's date). */
  createdAt: createdAt(),
});

/** The one free bureau check a customer gets, kept with its date. */
export const creditScores = pgTable('credit_scores', {
  id: serial('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }).unique(),
  score: integer('score').notNull(),
  bureau: text('bureau').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  priceFactor: numeric('price_factor', { precision: 5, scale: 3, mode: 'number' }).notNull(),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const models = pgTable('models', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id').notNull().references(() => brands.id),
  name: text('name').notNull(),
  bodyType: text('body_type').notNull(),
  seatingCapacity: integer('seating_capacity').notNull(),
  imageUrl: text('image_url').notNull(),
});

export const variants = pgTable('variants', {
  id: integer('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => models.id),
  name: text('name').notNull(),
  fuel: text('fuel').notNull(),
  transmission: text('transmission').notNull(),
  /** Ex-showroom price in rupees before the city's price factor. */
  basePrice: integer('base_price').notNull(),
});

export const interestRates = pgTable(
  'interest_rates',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    position: integer('position').notNull(),
    bankname: text('bankname').notNull(),
    logo: text('logo').notNull(),
    /** Annual rate in percent. */
    interest: numeric('interest', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Processing fee in percent of the loan. */
    pf: numeric('pf', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('interest_rates_product_position_idx').on(table.product, table.position)],
);

/** The loan products on offer (§1 Loan types, §3 Product and vendor ids). */
export const loanProducts = pgTable('loan_products', {
  code: text('code').primaryKey(),
  productsId: integer('products_id').notNull(),
  name: text('name').notNull(),
  minAmount: integer('min_amount').notNull(),
  maxAmount: integer('max_amount').notNull(),
  minRatePercent: numeric('min_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  maxTenureMonths: integer('max_tenure_months').notNull(),
  position: integer('position').notNull(),
});

export const platformStats = pgTable('platform_stats', {
  id: integer('id').primaryKey(),
  totalChannelPartner: integer('total_channel_partner').notNull(),
  totalAppliedAmount: numeric('total_applied_amount', { precision: 16, scale: 0, mode: 'number' }).notNull(),
  totalCustomer: integer('total_customer').notNull(),
  totalLaunchCities: integer('total_launch_cities').notNull(),
});

/**
 * One row (id 1) counting changes to the catalogue tables (cities, brands, models, variants,
 * interest_rates, loan_products, platform_stats). A statement-level trigger on each of them bumps
 * it and sends `NOTIFY rinn_catalogue`, so every instance's in-memory catalogue knows when to
 * reload, whoever wrote (seed, migration, psql). Migration 0005 holds the triggers.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** Remembers which seed version ran, so seeding on start is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: createdAt(),
});

/** Lenders that ask borrowers for consent. A lender's API key is stored only as a keyed hash. */
export const lenders = pgTable('lenders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  apiKeyHash: text('api_key_hash').unique(),
  createdAt: createdAt(),
});

/**
 * A lender's request for a borrower's consent, reached through a tokenised link. Only the keyed
 * hash of the link token (and of the short-lived decision token) is stored.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceId: text('reference_id').notNull().unique(),
    tokenHash: text('token_hash').notNull().unique(),
    lenderId: integer('lender_id').notNull().references(() => lenders.id),
    mobile: text('mobile').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    loanAmount: integer('loan_amount'),
    termsVersion: text('terms_version').notNull(),
    /** Whether a CKYC lookup follows approval (§2 Consent terms page `ckyc`). */
    ckyc: boolean('ckyc').notNull(),
    /** `pending`, `approved` or `rejected`; expiry is computed from `expires_at`. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decisionTokenHash: text('decision_token_hash').unique(),
    decisionTokenExpiresAt: timestamp('decision_token_expires_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    whatsappOptIn: boolean('whatsapp_opt_in'),
    loanInitiatedChecked: boolean('loan_initiated_checked'),
  },
  (table) => [index('consent_requests_application_idx').on(table.applicationId)],
);

/**
 * The append-only consent audit trail (RBI digital-lending directions, DPDP Act): every event with
 * the terms version shown, the decision, the time, the client address and user agent. A trigger
 * (migration 0002) refuses UPDATE and DELETE, so not even a bug in the app can rewrite it. No
 * foreign keys cascade into it: the trail outlives the rows it mentions.
 */
export const consentAuditEvents = pgTable(
  'consent_audit_events',
  {
    id: serial('id').primaryKey(),
    consentRequestId: uuid('consent_request_id'),
    applicationId: integer('application_id'),
    lenderName: text('lender_name').notNull(),
    /** `link_created`, `viewed`, `otp_sent`, `otp_verified`, `decided` or `withdrawn`. */
    event: text('event').notNull(),
    termsVersion: text('terms_version').notNull(),
    /** `approved` or `rejected` on `decided`, `withdrawn` on `withdrawn`; null otherwise. */
    decision: text('decision'),
    /** What came with the event (extraInfo of a decision, who viewed the link). */
    details: parsedJsonb('details', z.record(z.string(), flatValueSchema)).notNull().default(sql`'{}'::jsonb`),
    /** Null for events an operator command records. */
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('consent_audit_events_request_idx').on(table.consentRequestId, table.id),
    index('consent_audit_events_application_idx').on(table.applicationId, table.id),
  ],
);

/** A lead's payout to the partner who brought it (§3 Payout status). */
export const payoutRecords = pgTable('payout_records', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }).unique(),
  status: text('status').notNull(),
  remarks: text('remarks'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The documents of a lead (§3 Document download); their content is generated from the lead's data on request. */
export const leadDocuments = pgTable(
  'lead_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    /** `sanction_letter` or `repayment_schedule`. */
    docType: text('doc_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('lead_documents_application_type_idx').on(table.applicationId, table.docType)],
);

/** A lead (§3 Lead (create)), created from a mobile verified by OTP. */
export const leads = pgTable(
  'leads',
  {
    /** The public lead id (`LEAD-` and 96 random bits): it also lets the chat widget post feedback. */
    id: text('id').primaryKey(),
    productsId: integer('products_id').notNull(),
    vendorsId: integer('vendors_id').notNull(),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    personalEmail: text('personal_email'),
    utmSource: text('utm_source'),
    status: text('status').notNull(),
    /** The request's `encryptedFields`, AES-256-GCM sealed (never stored in the clear). */
    encryptedFields: text('encrypted_fields'),
    /** The referenceId whose OTP verified the mobile; one lead per verification. */
    referenceId: text('reference_id').notNull(),
    /** Keyed hash of the request, so a retried create answers the same lead and a different one is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('leads_mobile_reference_idx').on(table.mobile, table.referenceId)],
);

/** A conversation with the support assistant. */
export const chatThreads = pgTable('chat_threads', {
  /** `thr_` and 96 random bits; whoever holds it may continue the thread. */
  id: text('id').primaryKey(),
  leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One message of a thread: the question (`user`) or the answer (`bot`). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    /** The pages the answer was composed from (bot messages). */
    sources: parsedJsonb('sources', z.array(z.string())).notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_thread_idx').on(table.threadId, table.id)],
);

/** Was the conversation helpful (§3 Chatbot feedback). */
export const chatbotFeedback = pgTable('chatbot_feedback', {
  id: serial('id').primaryKey(),
  leadId: text('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  feedback: text('feedback').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
});

/** A message of the contact form (§3 Contact form), from a mobile verified by OTP. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: text('ticket_id').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    referenceId: text('reference_id').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    /** When the mail provider accepted it; null while delivery failed (logged, retried by support tooling). */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('contact_messages_mobile_reference_idx').on(table.mobile, table.referenceId)],
);

/**
 * A loan application journey being filled in (§10): the start parameters, the steps saved as
 * the customer goes, the offers last matched (so the offer chosen is the one shown) and, once an
 * offer is chosen, the application it became. The id is unguessable: it is also the `userToken`
 * a Resume Application passes.
 */
export const journeyDrafts = pgTable(
  'journey_drafts',
  {
    id: text('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** A loan product slug of `@rinn/rules`. */
    product: text('product').notNull(),
    /** The §3 journey-start parameters with their defaults. */
    params: parsedJsonb('params', journeyStartParamsSchema).notNull(),
    /** Saved steps by step id (`SavedSteps` of `@rinn/offers`). */
    saved: parsedJsonb<StoredSteps>(
      'saved',
      z.record(z.string(), z.record(z.string(), flatValueSchema)),
    )
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The last `matchOffers` result (`OfferMatch`), cleared when a step changes. */
    offers: parsedJsonb<OfferMatch>(
      'offers',
      z.omit(journeyOffersSchema, { creditScore: true, waysForward: true }),
    ),
    /** The bureau score the stored offers were matched on. */
    creditScore: integer('credit_score'),
    /** `open` or `applied`. */
    status: text('status').notNull(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    chosenLenderId: integer('chosen_lender_id'),
    consentReferenceId: text('consent_reference_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('journey_drafts_customer_idx').on(table.customerId, table.status)],
);

/**
 * The API-wide per-address request counters (a fixed window per key), kept in the database so
 * every server instance counts against the same limit.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('request_counts_window_start_idx').on(table.windowStart)],
);

/**
 * SMS waiting for (or done with) delivery, drained by the SMS queue's worker outside any request.
 * The body is sealed (AES-256-GCM, key derived from RINN_OTP_SECRET) while it waits and removed
 * once the message is delivered or given up, so no OTP or link stays at rest.
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** Which DLT-registered template the body follows (`login-otp`, `consent-link` …). */
    template: text('template').notNull(),
    /** The sealed body; null once delivered or given up. */
    sealedBody: text('sealed_body'),
    /** `pending`, `sent` or `failed`. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (next) try; pushed ahead while one is sending, so a crashed send is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    providerMessageId: text('provider_message_id'),
    /** The provider's delivery status (`accepted`, `delivered` …) or why the message was given up. */
    providerStatus: text('provider_status'),
  },
  (table) => [index('sms_queue_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * The audit trail of lifted OTP lockouts: an operator's `otp:unlock` makes the wrong tries before
 * it stop counting towards the daily cap (OTP-005) for that mobile.
 */
export const otpUnlocks = pgTable(
  'otp_unlocks',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** Who lifted the lock (the operator's name or login). */
    unlockedBy: text('unlocked_by').notNull(),
    reason: text('reason'),
    /** The wrong tries in the window that stopped counting. */
    failuresCleared: integer('failures_cleared').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('otp_unlocks_mobile_created_idx').on(table.mobile, table.createdAt)],
);

/**
 * Anonymous usage events a visitor agreed to share (§7 analytics), stored first-party. No column
 * names a person: no mobile, customer, token or address; `location` is a page path
 * (ANALYTICS-001). Kept apart from every table of customers' data.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    platform: text('platform').notNull(),
    location: text('location').notNull(),
    online: boolean('online').notNull(),
    /** When the visitor's browser saw it happen. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the server stored it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analytics_events_name_occurred_idx').on(table.name, table.occurredAt)],
);
