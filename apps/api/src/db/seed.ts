import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from './database.js';
import {
  type ApplicationStage,
  applications,
  brands,
  cities,
  creditScores,
  customers,
  financeDetails,
  interestRates,
  leadDocuments,
  loanProducts,
  models,
  offerVouchers,
  payoutRecords,
  platformStats,
  sanctionLetters,
  seedRuns,
  variants,
} from './schema.js';
import { SEED_BRANDS, SEED_CITIES, SEED_INTEREST_RATES, SEED_LOAN_PRODUCTS, SEED_MODELS, SEED_PLATFORM_STATS } from './seed-catalogue.js';

/** The demo customer of §2 Dashboard, who can log in with the development outbox. */
export const DEMO_CUSTOMER = { mobile: '9876543210', firstName: 'Aarav', lastName: 'Sharma' } as const;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

const stages = (names: readonly string[], completed: number): ApplicationStage[] =>
  names.map((stage, index) => ({ stage, isComplete: index < completed }));

const CAR_STAGES = ['Application submitted', 'KYC verified', 'Documents verified', 'Loan sanctioned', 'Loan disbursed'];
const PERSONAL_STAGES = ['Application submitted', 'KYC verified', 'Income verified', 'Loan sanctioned', 'Loan disbursed'];
const REFINANCE_STAGES = ['Car details', 'Current loan details', 'Documents uploaded', 'Shared with loan expert'];
const LEAD_STAGES = ['Lead created', 'Eligibility checked', 'Lender assigned'];

const linkToken = () => randomBytes(24).toString('base64url');

/** Runs `body` once per database, even when several instances start at the same time. */
async function once(db: Database, name: string, now: Date, body: (tx: Transaction) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name, ranAt: now }).onConflictDoNothing().returning({ name: seedRuns.name });
    if (claimed.length > 0) await body(tx);
  });
}

async function seedCatalogue(tx: Transaction): Promise<void> {
  await tx.insert(cities).values(SEED_CITIES.map((city) => ({ ...city })));
  await tx.insert(brands).values(SEED_BRANDS.map((brand) => ({ ...brand })));
  const brandName = new Map<number, string>(SEED_BRANDS.map((brand) => [brand.id, brand.name]));
  await tx.insert(models).values(
    SEED_MODELS.map((model) => ({
      id: model.id,
      brandId: model.brandId,
      name: model.name,
      bodyType: model.bodyType,
      seatingCapacity: model.seatingCapacity,
      imageUrl: `/images/cars/${slugOf(`${brandName.get(model.brandId)} ${model.name}`)}.webp`,
    })),
  );
  await tx.insert(variants).values(
    SEED_MODELS.flatMap((model) =>
      model.variants.map(([name, fuel, transmission, basePrice], index) => ({
        id: model.id * 10 + index + 1,
        modelId: model.id,
        name,
        fuel,
        transmission,
        basePrice,
      })),
    ),
  );
  await tx.insert(interestRates).values(
    Object.entries(SEED_INTEREST_RATES).flatMap(([product, rows]) => rows.map((row, position) => ({ product, position, ...row }))),
  );
  await tx.insert(loanProducts).values(SEED_LOAN_PRODUCTS.map((product, position) => ({ ...product, position })));
  await tx.insert(platformStats).values({ id: 1, ...SEED_PLATFORM_STATS });
}

async function seedDemoCustomer(tx: Transaction, now: Date): Promise<void> {
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const dateIn = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const [customer] = await tx
    .insert(customers)
    .values({ ...DEMO_CUSTOMER, createdAt: ago(120 * DAY) })
    .onConflictDoNothing({ target: customers.mobile })
    .returning({ id: customers.id });
  const [existing] = customer === undefined ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.mobile, DEMO_CUSTOMER.mobile)) : [customer];
  if (existing === undefined) throw new Error('the demo customer is missing after its upsert');
  const customerId = existing.id;

  const base = {
    customerId,
    vendorsId: 5,
    isUjActive: false,
    isNbfcLead: false,
    isNbfc: false,
    isConsentOpted: false,
    isOptedout: false,
    isScoreExpire: false,
  };
  const system = (systemId: number) => [{ systemId, userToken: linkToken() }];
  const inserted = await tx
    .insert(applications)
    .values([
      // In progress, journey still active: Resume Application shows (§4).
      { ...base, product: 'personal', productName: 'Personal Loan', productsId: 2, lenderName: 'HDFC Bank', loanAmount: 300_000,
        leadStatus: 'Documents pending', systemId: 1, systems: system(1), stages: stages(PERSONAL_STAGES, 2), isUjActive: true,
        userToken: linkToken(), createdAt: ago(3 * DAY), updatedAt: ago(5 * HOUR) },
      // Completed with a sanction letter.
      { ...base, product: 'usedcar', productName: 'Used Car Loan', productsId: 9, lenderName: 'ICICI Bank', loanAmount: 650_000,
        loanId: 'RNUC2026000184', leadStatus: 'Completed', systemId: 1, systems: system(1), stages: stages(CAR_STAGES, 5),
        userToken: linkToken(), createdAt: ago(60 * DAY), updatedAt: ago(41 * DAY) },
      // Cancelled.
      { ...base, product: 'newcar', productName: 'New Car Loan', productsId: 1, lenderName: 'State Bank of India', loanAmount: 900_000,
        leadStatus: 'Cancelled', systemId: 2, systems: system(2), stages: stages(CAR_STAGES, 1),
        userToken: linkToken(), createdAt: ago(90 * DAY), updatedAt: ago(85 * DAY) },
      // Refinance with every stage complete: shared with the loan expert (§4).
      { ...base, product: 'refinance', productName: 'Loan Against Car', productsId: 3, lenderName: null, loanAmount: 400_000,
        leadStatus: 'Under review', systemId: 5, systems: system(5), stages: stages(REFINANCE_STAGES, 4),
        userToken: linkToken(), createdAt: ago(10 * DAY), updatedAt: ago(2 * DAY) },
      // NBFC lead: resumes with vendor 6 and never offers opt-out (§4, §6).
      { ...base, product: 'instant', productName: 'Instant Loan', productsId: 26, lenderName: 'Tata Capital', loanAmount: 150_000,
        leadStatus: 'Eligibility check', systemId: 5, systems: system(5), stages: stages(LEAD_STAGES, 1), vendorsId: 6,
        isNbfcLead: true, isNbfc: true, isConsentOpted: true, userToken: linkToken(), createdAt: ago(6 * DAY), updatedAt: ago(20 * HOUR) },
      // Two-wheeler EV lead: no opt-out, no View details (§4, §2).
      { ...base, product: 'tw_ev', productName: 'Electric Two-Wheeler Loan', productsId: 7, vendorsId: 7, lenderName: null,
        loanAmount: 120_000, leadStatus: 'Lead created', systemId: 2, systems: system(2), stages: stages(LEAD_STAGES, 1),
        isConsentOpted: true, userToken: linkToken(), createdAt: ago(4 * DAY), updatedAt: ago(30 * HOUR) },
      // Opted out: a disabled Opted-out label shows.
      { ...base, product: 'personal', productName: 'Personal Loan', productsId: 2, lenderName: 'Axis Bank', loanAmount: 200_000,
        leadStatus: 'Lender review', systemId: 2, systems: system(2), stages: stages(PERSONAL_STAGES, 1), isConsentOpted: true,
        isOptedout: true, userToken: linkToken(), createdAt: ago(20 * DAY), updatedAt: ago(15 * DAY) },
      // Consent opted, score not expired, not NBFC: the opt-out control shows.
      { ...base, product: 'newcar', productName: 'New Car Loan', productsId: 1, lenderName: 'Bank of Baroda', loanAmount: 1_100_000,
        leadStatus: 'Offer shared', systemId: 2, systems: system(2), stages: stages(CAR_STAGES, 2), isConsentOpted: true,
        userToken: linkToken(), createdAt: ago(8 * DAY), updatedAt: ago(9 * HOUR) },
    ])
    .returning({ id: applications.id, product: applications.product, leadStatus: applications.leadStatus, loanId: applications.loanId });

  const completed = inserted.find((row) => row.leadStatus === 'Completed');
  const inProgress = inserted.find((row) => row.product === 'personal' && row.leadStatus === 'Documents pending');
  const consentOpted = inserted.find((row) => row.leadStatus === 'Offer shared');
  if (!completed || !inProgress || !consentOpted) throw new Error('the demo applications were not all inserted');

  const offers = await tx.insert(offerVouchers).values([
    { applicationId: completed.id, loanId: completed.loanId, lenderName: 'ICICI Bank', loanAmount: 650_000, roi: 15, emi: 15_463,
      tenure: 60, processingFee: 6_500, stampDuty: 300, serviceCharges: 885, valuationCharges: 943, voucherExpiryDate: dateIn(-30),
      offerType: 'cdfsOffer', imgColor: 'blck' },
    { applicationId: inProgress.id, loanId: null, lenderName: 'HDFC Bank', loanAmount: 300_000, roi: 11, emi: 6_523, tenure: 60,
      processingFee: null, stampDuty: null, serviceCharges: null, valuationCharges: null, voucherExpiryDate: dateIn(14),
      offerType: 'preApproved', imgColor: 'blue' },
    { applicationId: consentOpted.id, loanId: null, lenderName: 'Bank of Baroda', loanAmount: 1_100_000, roi: 8.95, emi: 17_680,
      tenure: 84, processingFee: 5_500, stampDuty: 300, serviceCharges: 885, valuationCharges: 943, voucherExpiryDate: dateIn(21),
      offerType: 'cdfsOffer', imgColor: 'blck' },
  ]).returning({ id: offerVouchers.id, applicationId: offerVouchers.applicationId });
  await tx.insert(financeDetails).values([
    { applicationId: completed.id, modelId: 202, makeName: 'Hyundai', modelName: 'Creta', variantName: 'EX' },
    { applicationId: consentOpted.id, modelId: 301, makeName: 'Tata', modelName: 'Nexon', variantName: 'Creative Plus AMT' },
  ]);
  const completedOffer = offers.find((offer) => offer.applicationId === completed.id);
  if (completedOffer === undefined) throw new Error('the completed application has no offer');
  await tx.insert(sanctionLetters).values({
    applicationId: completed.id,
    offerId: completedOffer.id,
    fileName: `sanction-letter-${completed.loanId}.pdf`,
    createdAt: ago(45 * DAY),
  });
  await tx
    .insert(creditScores)
    .values({ customerId, score: 782, bureau: 'sandbox', checkedAt: ago(12 * DAY) })
    .onConflictDoNothing({ target: creditScores.customerId });
}

/**
 * Seeds a new database: the calculator catalogue, rate tables, loan products, platform stats and
 * the demo customer. Safe to call on every start.
 *
 * @rule DATA-002 Seeding runs once per database, even when several instances start together; the
 *   demo customer 9876543210 (Aarav Sharma) has an application in every card state of §4.
 * @spec §4 Application card
 * @param db - the migrated database.
 * @param now - the seed time; the demo customer's dates are relative to it.
 * @example
 * await seedDatabase(db, new Date());
 */
export async function seedDatabase(db: Database, now: Date): Promise<void> {
  await once(db, 'catalogue-v1', now, seedCatalogue);
  await once(db, 'demo-customer-v1', now, (tx) => seedDemoCustomer(tx, now));
  await once(db, 'demo-lead-documents-v1', now, (tx) => seedDemoLeadDocuments(tx, now));
}

/**
 * The demo customer's sanctioned application gets its documents and a payout record (a separate
 * seed step, so databases seeded before these tables existed get them too).
 */
async function seedDemoLeadDocuments(tx: Transaction, now: Date): Promise<void> {
  const sanctioned = await tx
    .select({ applicationId: sanctionLetters.applicationId, sanctionedAt: sanctionLetters.createdAt })
    .from(sanctionLetters)
    .innerJoin(applications, eq(applications.id, sanctionLetters.applicationId))
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .where(eq(customers.mobile, DEMO_CUSTOMER.mobile));
  for (const { applicationId, sanctionedAt } of sanctioned) {
    await tx.insert(leadDocuments).values([
      { applicationId, docType: 'sanction_letter', createdAt: sanctionedAt },
      { applicationId, docType: 'repayment_schedule', createdAt: sanctionedAt },
    ]).onConflictDoNothing();
    await tx.insert(payoutRecords).values({ applicationId, status: 'pending', remarks: null, updatedAt: now }).onConflictDoNothing();
  }
}
