import { GRIEVANCE_OFFICER, type GrievanceOfficer } from '@rinn/content';
import { formatRupees, type Locale } from '@rinn/format';
import { amortizationSchedule, GST_ON_PROCESSING_FEE_PERCENT, type CalendarMonth } from '@rinn/loan-math';
import { loanProduct, type CalendarDate, type LoanProductSlug } from '@rinn/rules';
import { OffersError } from './errors.js';
import type { Lender, LenderGrievanceContact, RateType } from './lender.js';
import { LENDER_CRITERIA_AS_OF, LENDER_CRITERIA_SOURCE } from './lenders.js';
import type { Offer } from './offer.js';

type Bilingual = Readonly<Record<Locale, string>>;

/** Who receives a charge (KFS Annex A, item 8: "payable to the RE" or "to a third party through the RE"). */
export type ChargePayee = 'lender' | 'third-party';

/** One upfront fee or charge of the KFS. */
export interface KfsCharge {
  readonly id: 'processing-fee' | 'stamp-duty' | 'valuation-charges' | 'service-charges';
  readonly label: Bilingual;
  readonly payableTo: ChargePayee;
  readonly frequency: 'one-time';
  /** Rupees, including GST where GST applies. */
  readonly amount: number;
}

/** One contingent charge of the KFS (item 10): payable only if the event happens. */
export interface KfsContingentCharge {
  readonly id: 'penal-charges' | 'bounce-charges' | 'foreclosure-charges';
  readonly label: Bilingual;
  /** The charge in words, in each language. */
  readonly description: Bilingual;
}

/** One calendar year of the repayment schedule (Annex C), summed. */
export interface KfsScheduleYear {
  readonly year: number;
  readonly instalments: number;
  readonly principal: number;
  readonly interest: number;
  readonly closingBalance: number;
}

/**
 * The data of RBI's Key Fact Statement (Annex A of the KFS circular of April 2024, carried into
 * the Digital Lending Directions 2025) for one offer: Part 1 (interest rate and fees), Part 2
 * (qualitative information) and the repayment schedule summary (Annex C). The API renders it to
 * PDF and the web app to HTML; every figure equals the offer's.
 */
export interface KeyFactStatement {
  readonly reference: string;
  readonly issuedOn: CalendarDate;
  /** The lender is bound by these terms for this many working days after `issuedOn`. */
  readonly validityWorkingDays: number;
  readonly lender: { readonly id: number; readonly name: string; readonly kind: Lender['kind'] };
  readonly lendingServiceProvider: { readonly name: string; readonly role: string };
  readonly loan: {
    readonly product: LoanProductSlug;
    readonly productName: string;
    readonly sanctionedAmount: number;
    readonly disbursal: Bilingual;
    readonly tenureMonths: number;
  };
  readonly instalments: {
    readonly type: 'monthly';
    readonly count: number;
    readonly amount: number;
    /** The last instalment pays the rounding left by whole-rupee EMIs. */
    readonly lastInstalmentAmount: number;
    readonly firstDue: CalendarMonth;
  };
  readonly interest: {
    readonly type: RateType;
    readonly ratePercent: number;
    /** Floating loans only: the benchmark and how often the rate resets. */
    readonly floating: { readonly benchmark: string; readonly resetEveryMonths: number } | null;
  };
  readonly charges: readonly KfsCharge[];
  readonly totalUpfrontCharges: number;
  readonly netDisbursed: number;
  readonly aprPercent: number;
  readonly contingentCharges: readonly KfsContingentCharge[];
  readonly coolingOff: { readonly days: number; readonly description: Bilingual };
  readonly grievance: {
    readonly lendingServiceProvider: GrievanceOfficer;
    readonly lender: LenderGrievanceContact & { readonly lenderName: string };
  };
  readonly recoveryAgents: Bilingual;
  readonly repaymentSchedule: {
    readonly instalments: number;
    readonly totalPrincipal: number;
    readonly totalInterest: number;
    readonly totalPayable: number;
    readonly years: readonly KfsScheduleYear[];
  };
  readonly source: string;
  readonly criteriaAsOf: string;
}

/** What the KFS needs besides the offer and its lender. */
export interface KfsOptions {
  /** The application's reference (CARD-006), printed as the loan proposal number. */
  readonly reference: string;
  /** Day the KFS is issued, in Asia/Kolkata (passed in: the package reads no clock). */
  readonly issuedOn: CalendarDate;
  /** Month of the first instalment. */
  readonly firstInstalmentDue: CalendarMonth;
}

/** RBI: a KFS for a loan of 7 days or more binds the lender for at least three working days. */
export const KFS_VALIDITY_WORKING_DAYS = 3;

const FLOATING_BENCHMARK = { benchmark: 'External benchmark: RBI policy repo rate', resetEveryMonths: 3 } as const;

const en = (amount: number) => formatRupees(amount, { locale: 'en' });
const hi = (amount: number) => formatRupees(amount, { locale: 'hi' });

function contingentCharges(offer: Offer, lender: Lender): KfsContingentCharge[] {
  const { penalChargePercentPerAnnum, bounceCharge, foreclosurePercent, foreclosureAfterInstalments } = lender.contingent;
  const after = foreclosureAfterInstalments;
  const foreclosure: Bilingual =
    offer.rateType === 'floating'
      ? {
          en: 'Nil: no foreclosure or part-prepayment charge on a floating-rate loan to an individual.',
          hi: 'शून्य: किसी व्यक्ति को दिए गए फ़्लोटिंग दर वाले लोन पर फ़ोरक्लोज़र या आंशिक पूर्व-भुगतान शुल्क नहीं।',
        }
      : {
          en: `${foreclosurePercent}% of the principal outstanding + GST${after > 0 ? `, after ${after} instalments have been paid` : ''}.`,
          hi: `बकाया मूलधन का ${foreclosurePercent}% + GST${after > 0 ? `, ${after} किस्तें चुकाने के बाद` : ''}।`,
        };
  return [
    {
      id: 'penal-charges',
      label: { en: 'Penal charges', hi: 'दंडात्मक शुल्क' },
      description: {
        en: `${penalChargePercentPerAnnum}% a year on the overdue instalment, for the days it is overdue; not added to the rate of interest and not compounded.`,
        hi: `अतिदेय किस्त पर ${penalChargePercentPerAnnum}% प्रति वर्ष, जितने दिन वह अतिदेय रहे; ब्याज दर में नहीं जोड़ा जाता और चक्रवृद्धि नहीं होता।`,
      },
    },
    {
      id: 'bounce-charges',
      label: { en: 'Instalment bounce charges', hi: 'किस्त बाउंस शुल्क' },
      description: {
        en: `${en(bounceCharge)} + GST for each instalment the bank returns unpaid (cheque, NACH or e-mandate).`,
        hi: `बैंक द्वारा लौटाई गई हर अवैतनिक किस्त (चेक, NACH या ई-मैंडेट) पर ${hi(bounceCharge)} + GST।`,
      },
    },
    { id: 'foreclosure-charges', label: { en: 'Foreclosure charges', hi: 'फ़ोरक्लोज़र शुल्क' }, description: foreclosure },
  ];
}

function upfrontCharges(offer: Offer): KfsCharge[] {
  return [
    {
      id: 'processing-fee',
      label: { en: `Processing fee (incl. ${GST_ON_PROCESSING_FEE_PERCENT}% GST)`, hi: `प्रोसेसिंग शुल्क (${GST_ON_PROCESSING_FEE_PERCENT}% GST सहित)` },
      payableTo: 'lender',
      frequency: 'one-time',
      amount: offer.processingFee,
    },
    { id: 'stamp-duty', label: { en: 'Stamp duty', hi: 'स्टाम्प शुल्क' }, payableTo: 'third-party', frequency: 'one-time', amount: offer.stampDuty },
    {
      id: 'valuation-charges',
      label: { en: 'Valuation charges', hi: 'मूल्यांकन शुल्क' },
      payableTo: 'third-party',
      frequency: 'one-time',
      amount: offer.valuationCharges,
    },
    {
      id: 'service-charges',
      label: { en: 'Service (insurance) charges', hi: 'सेवा (बीमा) शुल्क' },
      payableTo: 'third-party',
      frequency: 'one-time',
      amount: offer.serviceCharges,
    },
  ];
}

/**
 * The Key Fact Statement of an offer.
 *
 * @rule KFS-001 A KFS states exactly the offer's figures: sanctioned amount, tenure, number and
 *   amount of instalments (the EMI), rate type and rate, each upfront charge, the net disbursed
 *   amount and the APR.
 * @spec §10 Key Fact Statement; RBI Key Facts Statement circular, April 2024, Annex A
 * @rule KFS-002 Upfront charges are itemised as processing fee with GST (payable to the lender),
 *   stamp duty, valuation and service (insurance) charges (payable to third parties through the
 *   lender); they sum to the offer's total charges, which the APR includes.
 * @spec RBI Key Facts Statement circular, April 2024, Annex A item 8
 * @rule KFS-003 Contingent charges list the penal charge (a yearly percentage on the overdue
 *   instalment, not added to the rate and not compounded), the bounce charge and the foreclosure
 *   charge; a floating-rate loan has no foreclosure charge.
 * @spec RBI penal charges circular, August 2023; RBI (Pre-payment Charges on Loans) Directions 2025
 * @rule KFS-004 A KFS states the lender's cooling-off (look-up) period, in which the borrower may
 *   exit by repaying the principal and the proportionate APR without penalty, binds the lender for
 *   3 working days, and names Rinn's grievance redressal officer (from `@rinn/content`) and the
 *   lender's nodal grievance contact.
 * @spec RBI Digital Lending Directions 2025; §10 Key Fact Statement (cooling-off period, grievance officer)
 * @rule KFS-005 The repayment schedule summary is the `@rinn/loan-math` schedule of the offer from
 *   the first instalment month: instalment count, principal summing to the loan, interest, the
 *   last instalment (which absorbs the whole-rupee rounding) and one row per calendar year.
 * @spec RBI Key Facts Statement circular, April 2024, Annex C; AMORT-001…004
 * @param offer - the offer (from `buildOffer` or `matchOffers`)
 * @param lender - the offer's lender
 * @param options - reference, issue day and first instalment month
 * @returns the KFS data
 * @throws {@link OffersError} `INVALID_LENDER` when the lender is not the offer's
 * @example
 * ```ts
 * const kfs = keyFactStatement(offer, lenderById(offer.lenderId)!, {
 *   reference: 'RN-1042', issuedOn: { year: 2026, month: 11, day: 23 }, firstInstalmentDue: { year: 2027, month: 1 },
 * });
 * kfs.aprPercent === offer.apr; // true
 * ```
 */
export function keyFactStatement(offer: Offer, lender: Lender, options: KfsOptions): KeyFactStatement {
  if (lender.id !== offer.lenderId) {
    throw new OffersError('INVALID_LENDER', `The offer is from lender ${offer.lenderId}, not ${lender.id}.`);
  }
  const schedule = amortizationSchedule({
    principal: offer.loanAmount,
    annualRatePercent: offer.roi,
    months: offer.tenureMonths,
    firstPayment: options.firstInstalmentDue,
  });
  const rows = schedule.years.flatMap((year) => year.rows);
  const charges = upfrontCharges(offer);
  return {
    reference: options.reference,
    issuedOn: options.issuedOn,
    validityWorkingDays: KFS_VALIDITY_WORKING_DAYS,
    lender: { id: lender.id, name: lender.name, kind: lender.kind },
    lendingServiceProvider: { name: 'Rinn', role: 'Lending service provider (loan marketplace) acting for the lender' },
    loan: {
      product: offer.product,
      productName: loanProduct(offer.product)?.name ?? offer.product,
      sanctionedAmount: offer.loanAmount,
      disbursal: { en: '100% upfront, in one instalment', hi: '100% एक साथ, एक ही किस्त में' },
      tenureMonths: offer.tenureMonths,
    },
    instalments: {
      type: 'monthly',
      count: schedule.instalments,
      amount: offer.emi,
      lastInstalmentAmount: rows.at(-1)?.emi ?? offer.emi,
      firstDue: options.firstInstalmentDue,
    },
    interest: { type: offer.rateType, ratePercent: offer.roi, floating: offer.rateType === 'floating' ? FLOATING_BENCHMARK : null },
    charges,
    totalUpfrontCharges: charges.reduce((sum, charge) => sum + charge.amount, 0),
    netDisbursed: offer.netDisbursed,
    aprPercent: offer.apr,
    contingentCharges: contingentCharges(offer, lender),
    coolingOff: {
      days: lender.coolingOffDays,
      description: {
        en: `You may exit the loan within ${lender.coolingOffDays} days of disbursal by repaying the principal and the proportionate APR, without any penalty.`,
        hi: `आप वितरण के ${lender.coolingOffDays} दिनों के भीतर मूलधन और आनुपातिक APR चुकाकर बिना किसी दंड के लोन से बाहर निकल सकते हैं।`,
      },
    },
    grievance: { lendingServiceProvider: GRIEVANCE_OFFICER, lender: { lenderName: lender.name, ...lender.grievance } },
    recoveryAgents: {
      en: 'Rinn does not collect instalments or act as a recovery agent. If the lender engages a recovery agent, it will tell you the agent’s name and contact before the agent contacts you.',
      hi: 'Rinn किस्तें वसूल नहीं करता और वसूली एजेंट के रूप में काम नहीं करता। यदि ऋणदाता किसी वसूली एजेंट को नियुक्त करता है, तो एजेंट के संपर्क करने से पहले वह आपको उसका नाम और संपर्क बताएगा।',
    },
    repaymentSchedule: {
      instalments: schedule.instalments,
      totalPrincipal: rows.reduce((sum, row) => sum + row.principalPayment, 0),
      totalInterest: schedule.totalInterest,
      totalPayable: schedule.totalPayable,
      years: schedule.years.map((year) => ({
        year: year.year,
        instalments: year.rows.length,
        principal: year.total.principalPayment,
        interest: year.total.interestPayment,
        closingBalance: year.total.remainingBalance,
      })),
    },
    source: LENDER_CRITERIA_SOURCE,
    criteriaAsOf: LENDER_CRITERIA_AS_OF,
  };
}
