import { LoanMathError } from './errors.js';

function percentOf(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole)) throw new LoanMathError('INVALID_GAUGE_INPUT');
  // An empty gauge is the honest picture when there is nothing to compare against.
  if (whole <= 0) return 0;
  return Math.min(Math.max((part / whole) * 100, 0), 100);
}

/**
 * How full the EMI speed dial is.
 *
 * @rule GAUGE-001 The EMI gauge shows EMI ÷ maximum EMI × 100 percent, clamped to 0–100 (and 0
 *   when the maximum is not above 0).
 * @spec §9 Calculators (EMI gauge percent)
 * @param emi - the EMI shown, in rupees
 * @param maxEmi - the EMI at the gauge's full scale, in rupees
 * @returns a percentage from 0 to 100
 * @throws {@link LoanMathError} `INVALID_GAUGE_INPUT` for non-finite numbers
 * @example
 * ```ts
 * emiGaugePercent(2_125, 8_500); // 25
 * ```
 */
export function emiGaugePercent(emi: number, maxEmi: number): number {
  return percentOf(emi, maxEmi);
}

/**
 * How full the refinance gauge is.
 *
 * @rule GAUGE-002 The refinance gauge shows cash in hand ÷ total loan amount × 100 percent,
 *   clamped to 0–100 (and 0 when the total loan is 0).
 * @spec §9 Calculators (Refinance gauge)
 * @param cashInHand - cash in hand in rupees (`balanceTransfer(…).cashInHand`)
 * @param totalLoanAmount - the new loan in rupees (`balanceTransfer(…).totalLoanAmount`)
 * @returns a percentage from 0 to 100
 * @throws {@link LoanMathError} `INVALID_GAUGE_INPUT` for non-finite numbers
 * @example
 * ```ts
 * refinanceGaugePercent(356_966, 702_670); // ≈ 50.8
 * ```
 */
export function refinanceGaugePercent(cashInHand: number, totalLoanAmount: number): number {
  return percentOf(cashInHand, totalLoanAmount);
}
