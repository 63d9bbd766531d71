import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../tests/support.js';
import * as core from './index.js';
import * as rinn from './rinn.js';

const JAN_2025 = { year: 2025, month: 1 };

/** Every function either entry point exports. */
const exportedFunctions = Object.entries({ ...core, ...rinn }).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && entry[0] !== 'LoanMathError',
);

describe('bad input', () => {
  it('EMI-004: emi() without an argument is a LoanMathError coded MISSING_INPUT', () => {
    expect(errorCodeOf(() => (core.emi as () => number)())).toBe('MISSING_INPUT');
    expect(errorCodeOf(() => core.emi(null as never))).toBe('MISSING_INPUT');
  });

  it('EMI-004: a schedule without firstPayment is a LoanMathError coded INVALID_FIRST_PAYMENT', () => {
    const input = { principal: 100_000, annualRatePercent: 10, months: 60 };
    expect(errorCodeOf(() => core.amortizationSchedule(input as never))).toBe('INVALID_FIRST_PAYMENT');
    expect(errorCodeOf(() => core.amortizationSchedule({ ...input, firstPayment: JAN_2025, prepayments: 'monthly' as never }))).toBe('INVALID_PREPAYMENT');
    expect(errorCodeOf(() => core.amortizationSchedule({ ...input, firstPayment: JAN_2025, prepayments: [null as never] }))).toBe('INVALID_PREPAYMENT');
  });

  it.each(exportedFunctions)('EMI-004: %s() without arguments throws nothing but a LoanMathError', (_, exported) => {
    expect(errorCodeOf(() => exported())).not.toBe('not a LoanMathError');
  });

  test.prop([fc.array(fc.anything(), { maxLength: 3 })])('EMI-004: no argument list makes any exported function throw anything but a LoanMathError', (args) => {
    for (const [name, exported] of exportedFunctions) {
      expect([name, errorCodeOf(() => exported(...args))]).not.toEqual([name, 'not a LoanMathError']);
    }
  });

  test.prop([fc.record({ principal: fc.anything(), annualRatePercent: fc.anything(), months: fc.anything(), firstPayment: fc.anything(), rounding: fc.anything() }, { requiredKeys: [] })])(
    'EMI-004: loan-shaped objects with any field values are refused with a LoanMathError, never a TypeError',
    (input) => {
      for (const run of [() => core.emi(input as never), () => core.amortizationSchedule(input as never), () => core.apr({ ...(input as object), upfrontCharges: 0 } as never)]) {
        expect(errorCodeOf(run)).not.toBe('not a LoanMathError');
      }
    },
  );
});
