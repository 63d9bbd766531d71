import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../tests/support.js';
import { GST_ON_PROCESSING_FEE_PERCENT, loanCharges, processingFeeWithGst } from './fees.js';
import { FALLBACK_PROCESSING_FEE_PERCENT, rinnLoanCharges, SERVICE_CHARGES, STAMP_DUTY, VALUATION_CHARGES } from './rinn-fees.js';

const NO_CHARGES = { processingFee: 0, stampDuty: 0, valuationCharges: 0, serviceCharges: 0 } as const;
const rinnLoanChargesDefaults = { stampDuty: STAMP_DUTY, valuationCharges: VALUATION_CHARGES, serviceCharges: SERVICE_CHARGES } as const;

describe('fees', () => {
  it('FEE-001: default valuation ₹943, stamp duty ₹300, service ₹885', () => {
    expect([VALUATION_CHARGES, STAMP_DUTY, SERVICE_CHARGES]).toEqual([943, 300, 885]);
    expect(rinnLoanCharges({ loanAmount: 500_000, processingFee: 0 })).toMatchObject({ valuationCharges: 943, stampDuty: 300, serviceCharges: 885 });
  });

  it('FEE-001: charges stated by the offer replace the defaults', () => {
    expect(rinnLoanCharges({ loanAmount: 500_000, stampDuty: 500, valuationCharges: 0, serviceCharges: 1_000, processingFee: 1_000 })).toMatchObject({
      stampDuty: 500,
      valuationCharges: 0,
      serviceCharges: 1_000,
      processingFee: 1_180,
      totalCharges: 2_680,
      netDisbursed: 497_320,
    });
  });

  it('FEE-002: the processing fee shown is fee + 18 % GST, rounded: ₹2,500 → ₹2,950, ₹25 → ₹30 (29.5 rounds up)', () => {
    expect(GST_ON_PROCESSING_FEE_PERCENT).toBe(18);
    expect(processingFeeWithGst(2_500)).toBe(2_950);
    expect(processingFeeWithGst(25)).toBe(30);
    expect(processingFeeWithGst(1_234)).toBe(1_456);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 })])('FEE-002: the fee shown is within half a rupee of 1.18 × fee', (fee) => {
    expect(Math.abs(processingFeeWithGst(fee) - fee * 1.18)).toBeLessThanOrEqual(0.5 + 1e-9);
  });

  it('FEE-003: with no fee supplied, 1.25 % of the loan plus GST: ₹5,00,000 → ₹6,250 → ₹7,375', () => {
    expect(FALLBACK_PROCESSING_FEE_PERCENT).toBe(1.25);
    expect(rinnLoanCharges({ loanAmount: 500_000 })).toMatchObject({ processingFeeBeforeGst: 6_250, processingFee: 7_375 });
  });

  it('FEE-004: net disbursed of ₹5,00,000 with default charges is ₹4,90,497', () => {
    expect(rinnLoanCharges({ loanAmount: 500_000 })).toMatchObject({ totalCharges: 9_503, netDisbursed: 490_497 });
  });

  it('FEE-004: the core adds no charge it is not given: ₹47,000 with a ₹1,175 fee and nothing else costs ₹1,387', () => {
    expect(loanCharges({ ...NO_CHARGES, loanAmount: 47_000, processingFee: 1_175 })).toEqual({
      loanAmount: 47_000,
      processingFeeBeforeGst: 1_175,
      processingFee: 1_387,
      stampDuty: 0,
      valuationCharges: 0,
      serviceCharges: 0,
      totalCharges: 1_387,
      netDisbursed: 45_613,
    });
  });

  it.each(['processingFee', 'stampDuty', 'valuationCharges', 'serviceCharges'] as const)('FEE-004: the core refuses a missing %s instead of defaulting it', (charge) => {
    const input: Record<string, number> = { ...NO_CHARGES, loanAmount: 47_000 };
    delete input[charge];
    expect(errorCodeOf(() => loanCharges(input as never))).toBe('INVALID_CHARGE');
  });

  test.prop([
    fc.integer({ min: 10_000, max: 2_500_000 }),
    fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
  ])('FEE-004: net disbursed + every charge = the loan', (loanAmount, processingFee) => {
    const charges = rinnLoanCharges({ loanAmount, processingFee });
    expect(charges.totalCharges).toBe(charges.processingFee + charges.stampDuty + charges.valuationCharges + charges.serviceCharges);
    expect(charges.netDisbursed + charges.stampDuty + charges.valuationCharges + charges.serviceCharges + charges.processingFee).toBe(loanAmount);
    expect(charges.netDisbursed).toBeGreaterThan(0);
  });

  it.each([
    [{ loanAmount: 0 }, 'INVALID_PRINCIPAL'],
    [{ loanAmount: Number.NaN }, 'INVALID_PRINCIPAL'],
    [{ loanAmount: 500_000, processingFee: -1 }, 'INVALID_CHARGE'],
    [{ loanAmount: 500_000, stampDuty: Number.POSITIVE_INFINITY }, 'INVALID_CHARGE'],
    [{ loanAmount: 2_000 }, 'CHARGES_EXCEED_LOAN'],
  ] as const)('FEE-004: %o is rejected with %s', (input, code) => {
    expect(errorCodeOf(() => rinnLoanCharges(input))).toBe(code);
    expect(errorCodeOf(() => loanCharges({ ...NO_CHARGES, ...rinnLoanChargesDefaults, ...input }))).toBe(code);
  });
});
