// Shared test support for this package (not part of the package's API).
import { fc } from '@fast-check/vitest';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER } from '../src/calculator-constants.js';
import { LoanMathError } from '../src/errors.js';
import type { LoanTerms } from '../src/loan-terms.js';

/** Any loan the calculators can produce: whole-rupee amount, rate in tenths, 12–84 months. */
export const calculatorTerms: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: AMOUNT_SLIDER.min, max: AMOUNT_SLIDER.max }),
  annualRatePercent: fc.integer({ min: INTEREST_SLIDER.min * 10, max: INTEREST_SLIDER.max * 10 }).map((tenths) => tenths / 10),
  months: fc.integer({ min: DURATION_SLIDER.min * 12, max: DURATION_SLIDER.max * 12 }),
});

/** The `code` of the LoanMathError `run` throws, `undefined` when it returns. */
export function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof LoanMathError ? error.code : 'not a LoanMathError';
  }
  return undefined;
}
