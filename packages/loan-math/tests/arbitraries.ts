// The property-test generators of this package, shared by its tests and by the golden-vector
// script (scripts/vectors.ts), so the published vectors are drawn from exactly what the tests
// explore. Imported from `fast-check` itself (not `@fast-check/vitest`) so a plain script can
// load them outside Vitest.
import * as fc from 'fast-check';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER } from '../src/calculator-constants.js';
import type { Prepayment, PrepaymentStrategy } from '../src/amortization.js';
import type { BalanceTransferInput } from '../src/balance-transfer.js';
import { emi } from '../src/emi.js';
import type { LoanTerms } from '../src/loan-terms.js';

/** Any loan the calculators can produce: whole-rupee amount, rate in tenths, 12–84 months. */
export const calculatorTerms: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: AMOUNT_SLIDER.min, max: AMOUNT_SLIDER.max }),
  annualRatePercent: fc.integer({ min: INTEREST_SLIDER.min * 10, max: INTEREST_SLIDER.max * 10 }).map((tenths) => tenths / 10),
  months: fc.integer({ min: DURATION_SLIDER.min * 12, max: DURATION_SLIDER.max * 12 }),
});

/** Any valid loan, well beyond the calculator ranges: ₹1 to ₹10 crore, 0–50 % in hundredths, 1–360 months. */
export const anyTerms: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: 1, max: 100_000_000 }),
  annualRatePercent: fc.integer({ min: 0, max: 5_000 }).map((hundredths) => hundredths / 100),
  months: fc.integer({ min: 1, max: 360 }),
});

/** One to four part-prepayments within the tenure, each at most the principal. */
export const prepaymentsFor = (terms: LoanTerms): fc.Arbitrary<Prepayment[]> =>
  fc.array(
    fc.record({ month: fc.integer({ min: 1, max: terms.months }), amount: fc.integer({ min: 1, max: terms.principal }) }),
    { minLength: 1, maxLength: 4 },
  );

/** A calculator loan with part-prepayments and either prepayment strategy. */
export const withPrepayments: fc.Arbitrary<[LoanTerms, Prepayment[], PrepaymentStrategy]> = calculatorTerms.chain((terms) =>
  fc.tuple(fc.constant(terms), prepaymentsFor(terms), fc.constantFrom<PrepaymentStrategy>('reduce-tenure', 'reduce-emi')),
);

/** A calculator loan and upfront charges of up to half its principal. */
export const withCharges: fc.Arbitrary<[LoanTerms, number]> = calculatorTerms.chain((terms) =>
  fc.tuple(fc.constant(terms), fc.integer({ min: 0, max: Math.floor(terms.principal / 2) })),
);

/** An existing loan built from a known rate, so its EMI is what a lender would have charged. */
export const existingLoans: fc.Arbitrary<{ existingRate: number; input: BalanceTransferInput }> = fc
  .record({
    originalLoanAmount: fc.integer({ min: 10_000, max: 2_500_000 }),
    existingRate: fc.integer({ min: 20, max: 300 }).map((tenths) => tenths / 10),
    originalTenureMonths: fc.integer({ min: 12, max: 84 }),
    newAnnualRatePercent: fc.integer({ min: 20, max: 300 }).map((tenths) => tenths / 10),
    newTenureMonths: fc.integer({ min: 1, max: 7 }).map((years) => years * 12),
  })
  .chain((loan) =>
    fc.record({
      loan: fc.constant(loan),
      emisPaid: fc.integer({ min: 0, max: loan.originalTenureMonths - 1 }),
    }),
  )
  .map(({ loan, emisPaid }) => ({
    existingRate: loan.existingRate,
    input: {
      existingEmi: emi({ principal: loan.originalLoanAmount, annualRatePercent: loan.existingRate, months: loan.originalTenureMonths }),
      originalLoanAmount: loan.originalLoanAmount,
      originalTenureMonths: loan.originalTenureMonths,
      emisPaid,
      newTenureMonths: loan.newTenureMonths,
      newAnnualRatePercent: loan.newAnnualRatePercent,
    } satisfies BalanceTransferInput,
  }));

/** A first payment month between January 2020 and December 2035. */
export const firstPayments: fc.Arbitrary<{ year: number; month: number }> = fc.record({
  year: fc.integer({ min: 2020, max: 2035 }),
  month: fc.integer({ min: 1, max: 12 }),
});
