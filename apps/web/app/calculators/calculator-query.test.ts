import { fc, test } from '@fast-check/vitest';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER } from '@rinn/loan-math/rinn';
import { describe, expect, it } from 'vitest';
import {
  balanceTransferQuery,
  BT_EMI_FIELD,
  BT_LOAN_FIELD,
  carQuery,
  parseBalanceTransferQuery,
  parseCarQuery,
  parseTwoWheelerQuery,
  STARTING_INPUTS,
  TWO_WHEELER_MONTHS,
  twoWheelerQuery,
  type BalanceTransferInputs,
  type LoanInputs,
} from './calculator-query.ts';

const rate = fc.integer({ min: INTEREST_SLIDER.min * 100, max: INTEREST_SLIDER.max * 100 }).map((hundredths) => hundredths / 100);
const carInputs = fc.record({
  amount: fc.integer({ min: AMOUNT_SLIDER.min, max: AMOUNT_SLIDER.max }),
  duration: fc.integer({ min: DURATION_SLIDER.min, max: DURATION_SLIDER.max }),
  ratePercent: rate,
});

describe('shareable calculator links', () => {
  test.prop([fc.constantFrom('new' as const, 'used' as const), carInputs])('a car link restores exactly the inputs it was made from', (tab, inputs) => {
    expect(parseCarQuery(`?${carQuery({ tab, inputs })}`)).toEqual({ tab, inputs });
  });

  test.prop([
    fc.record({
      amount: fc.integer({ min: AMOUNT_SLIDER.min, max: AMOUNT_SLIDER.max }),
      duration: fc.integer({ min: TWO_WHEELER_MONTHS.min, max: TWO_WHEELER_MONTHS.max }),
      ratePercent: rate,
    }),
  ])('a two-wheeler link restores exactly the inputs it was made from', (inputs: LoanInputs) => {
    expect(parseTwoWheelerQuery(twoWheelerQuery(inputs))).toEqual(inputs);
  });

  test.prop([
    fc
      .record({
        existingEmi: fc.integer({ min: BT_EMI_FIELD.min, max: BT_EMI_FIELD.max }),
        originalLoanAmount: fc.integer({ min: BT_LOAN_FIELD.min, max: BT_LOAN_FIELD.max }),
        originalTenureYears: fc.integer({ min: DURATION_SLIDER.min, max: DURATION_SLIDER.max }),
        newTenureYears: fc.integer({ min: DURATION_SLIDER.min, max: DURATION_SLIDER.max }),
        newRatePercent: rate,
        emisPaidShare: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ emisPaidShare, ...rest }): BalanceTransferInputs => ({ ...rest, emisPaid: Math.floor(emisPaidShare * (rest.originalTenureYears * 12 - 1)) })),
  ])('a balance-transfer link restores exactly the inputs it was made from', (inputs) => {
    expect(parseBalanceTransferQuery(balanceTransferQuery(inputs))).toEqual(inputs);
  });

  test.prop([fc.dictionary(fc.constantFrom('tab', 'amount', 'tenure', 'rate'), fc.string(), { maxKeys: 4 })])(
    'any query, however mangled, gives inputs within the sliders',
    (params) => {
      const { inputs } = parseCarQuery(new URLSearchParams(params).toString());
      expect(inputs.amount).toBeGreaterThanOrEqual(AMOUNT_SLIDER.min);
      expect(inputs.amount).toBeLessThanOrEqual(AMOUNT_SLIDER.max);
      expect(Number.isInteger(inputs.duration)).toBe(true);
      expect(inputs.duration).toBeGreaterThanOrEqual(DURATION_SLIDER.min);
      expect(inputs.duration).toBeLessThanOrEqual(DURATION_SLIDER.max);
      expect(inputs.ratePercent).toBeGreaterThanOrEqual(INTEREST_SLIDER.min);
      expect(inputs.ratePercent).toBeLessThanOrEqual(INTEREST_SLIDER.max);
    },
  );

  it('brings out-of-range values back within bounds and ignores unreadable ones', () => {
    expect(parseCarQuery('?tab=used&amount=99999999&tenure=0&rate=1')).toEqual({ tab: 'used', inputs: { amount: AMOUNT_SLIDER.max, duration: 1, ratePercent: 2 } });
    expect(parseCarQuery('?amount=lots&rate=12.5')).toEqual({ tab: 'new', inputs: { ...STARTING_INPUTS.newCar, ratePercent: 12.5 } });
    expect(parseCarQuery('?amount=2,50,000')).toEqual({ tab: 'new', inputs: { ...STARTING_INPUTS.newCar, amount: 250_000 } });
  });

  it('keeps EMIs paid below the original tenure', () => {
    expect(parseBalanceTransferQuery('?loanTenure=1&paid=40').emisPaid).toBe(11);
  });

  it('starts the used-car tab at the spec default of ₹10,000 over 5 years at 2 %', () => {
    expect(parseCarQuery('?tab=used').inputs).toEqual({ amount: 10_000, duration: 5, ratePercent: 2 });
  });
});
