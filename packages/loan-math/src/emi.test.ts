import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { emi } from './emi.js';
import { LoanMathError } from './errors.js';
import { assertCalculatorInputs, assertLoanTerms } from './loan-terms.js';
import { LOAN_MATH_MESSAGES } from './messages.js';
import { calculatorTerms, errorCodeOf } from '../tests/support.js';

const exactEmi = (principal: number, annualRatePercent: number, months: number): number => {
  const r = annualRatePercent / 1200;
  return annualRatePercent === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
};

describe('emi', () => {
  it('EMI-001: ₹1,00,000 at 10 % for 5 years is ₹2,125 (2,124.70 rounded; the spec’s "about 2,124" is truncated)', () => {
    expect(emi({ principal: 100_000, annualRatePercent: 10, months: 60 })).toBe(2125);
  });

  it('EMI-001: 9.99 % is the rate at which the spec’s worked example gives exactly ₹2,124', () => {
    expect(emi({ principal: 100_000, annualRatePercent: 9.99, months: 60 })).toBe(2124);
  });

  it('EMI-001: half a rupee rounds up, less than half rounds down', () => {
    // 12 months at 0 % make the instalment exactly principal / 12.
    expect(emi({ principal: 1_206, annualRatePercent: 0, months: 12 })).toBe(101); // 100.5
    expect(emi({ principal: 1_205, annualRatePercent: 0, months: 12 })).toBe(100); // 100.41…
  });

  test.prop([calculatorTerms])('EMI-001: the EMI is the formula rounded to the nearest rupee', (terms) => {
    const value = emi(terms);
    expect(Number.isInteger(value)).toBe(true);
    expect(Math.abs(value - exactEmi(terms.principal, terms.annualRatePercent, terms.months))).toBeLessThanOrEqual(0.5 + 1e-9);
  });

  it('EMI-002: at 0 % the EMI is principal / months rounded: ₹1,00,000 over 60 months → ₹1,667', () => {
    expect(emi({ principal: 100_000, annualRatePercent: 0, months: 60 })).toBe(1667);
  });

  test.prop([calculatorTerms, fc.integer({ min: 1, max: 50 })])('EMI-001: the EMI never falls when the rate rises', (terms, extraTenths) => {
    const higher = { ...terms, annualRatePercent: Math.min(terms.annualRatePercent + extraTenths / 10, 100) };
    expect(emi(higher)).toBeGreaterThanOrEqual(emi(terms));
  });

  test.prop([calculatorTerms, fc.integer({ min: 1, max: 24 })])('EMI-001: the EMI never rises when the tenure lengthens', (terms, extraMonths) => {
    expect(emi({ ...terms, months: terms.months + extraMonths })).toBeLessThanOrEqual(emi(terms));
  });

  test.prop([calculatorTerms])('EMI-001: within the calculator ranges, EMI × months repays at least the principal', (terms) => {
    expect(emi(terms) * terms.months).toBeGreaterThanOrEqual(terms.principal);
  });

  test.prop([
    fc.integer({ min: 1, max: 10_000_000 }),
    fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    fc.integer({ min: 1, max: 1200 }),
  ])('EMI-001: everywhere, EMI × months falls short of the principal by at most the rounding (half a rupee a month)', (principal, annualRatePercent, months) => {
    expect(emi({ principal, annualRatePercent, months }) * months).toBeGreaterThanOrEqual(principal - months / 2);
  });
});

describe('assertLoanTerms', () => {
  const valid = { principal: 100_000, annualRatePercent: 10, months: 60 };

  it.each([
    [{ principal: 0 }, 'INVALID_PRINCIPAL'],
    [{ principal: -5 }, 'INVALID_PRINCIPAL'],
    [{ principal: Number.NaN }, 'INVALID_PRINCIPAL'],
    [{ principal: Number.POSITIVE_INFINITY }, 'INVALID_PRINCIPAL'],
    [{ principal: 10_000_000_001 }, 'INVALID_PRINCIPAL'],
    [{ annualRatePercent: -0.1 }, 'INVALID_RATE'],
    [{ annualRatePercent: 100.01 }, 'INVALID_RATE'],
    [{ annualRatePercent: Number.NaN }, 'INVALID_RATE'],
    [{ months: 0 }, 'INVALID_TENURE'],
    [{ months: 6.5 }, 'INVALID_TENURE'],
    [{ months: -12 }, 'INVALID_TENURE'],
    [{ months: 1201 }, 'INVALID_TENURE'],
    [{ months: Number.POSITIVE_INFINITY }, 'INVALID_TENURE'],
  ] as const)('EMI-003: %o is rejected with %s', (change, code) => {
    expect(errorCodeOf(() => emi({ ...valid, ...change }))).toBe(code);
    expect(errorCodeOf(() => assertLoanTerms({ ...valid, ...change }))).toBe(code);
  });

  it('EMI-003: the limits themselves are accepted (100 %, 1200 months, ₹1,000 crore, 0 %)', () => {
    expect(errorCodeOf(() => emi({ principal: 10_000_000_000, annualRatePercent: 100, months: 1200 }))).toBeUndefined();
    expect(errorCodeOf(() => emi({ principal: 0.5, annualRatePercent: 0, months: 1 }))).toBeUndefined();
  });

  it('EMI-003: the error is a typed LoanMathError whose message comes from the messages module', () => {
    const error = (() => {
      try {
        emi({ ...valid, months: 6.5 });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(LoanMathError);
    expect(error).toBeInstanceOf(Error);
    expect((error as LoanMathError).name).toBe('LoanMathError');
    expect((error as LoanMathError).message).toBe(LOAN_MATH_MESSAGES.INVALID_TENURE);
    expect(LOAN_MATH_MESSAGES.INVALID_TENURE).toBe('The tenure must be a whole number of months from 1 to 1200.');
  });
});

describe('assertCalculatorInputs', () => {
  test.prop([calculatorTerms])('CALC-001: every combination of slider values is accepted', (terms) => {
    expect(errorCodeOf(() => assertCalculatorInputs(terms))).toBeUndefined();
  });

  it.each([
    { principal: 9_999, annualRatePercent: 10, months: 60 },
    { principal: 2_500_001, annualRatePercent: 10, months: 60 },
    { principal: 100_000, annualRatePercent: 1.9, months: 60 },
    { principal: 100_000, annualRatePercent: 30.1, months: 60 },
    { principal: 100_000, annualRatePercent: 10, months: 11 },
    { principal: 100_000, annualRatePercent: 10, months: 85 },
  ])('CALC-001: %o is outside the calculator ranges', (terms) => {
    expect(errorCodeOf(() => assertCalculatorInputs(terms))).toBe('OUT_OF_CALCULATOR_RANGE');
  });

  it('CALC-001: invalid terms fail the library checks first', () => {
    expect(errorCodeOf(() => assertCalculatorInputs({ principal: 100_000, annualRatePercent: 10, months: 60.5 }))).toBe('INVALID_TENURE');
  });
});

describe('EMI rounding', () => {
  const kfsLoan = { principal: 47_000, annualRatePercent: 21, months: 24 };

  it('EMI-005: ₹47,000 at 21 % for 24 months is ₹2,415 to the rupee, ₹2,415.13 to the paisa, 2,415.1256 unrounded', () => {
    expect(emi(kfsLoan)).toBe(2_415);
    expect(emi({ ...kfsLoan, rounding: 'rupee' })).toBe(2_415);
    expect(emi({ ...kfsLoan, rounding: 'paisa' })).toBe(2_415.13);
    expect(emi({ ...kfsLoan, rounding: 'none' })).toBeCloseTo(2_415.125_595, 6);
  });

  test.prop([calculatorTerms])('EMI-005: the paise EMI is within half a paisa of the exact one and rounds to the rupee EMI', (terms) => {
    const exact = emi({ ...terms, rounding: 'none' });
    const paise = emi({ ...terms, rounding: 'paisa' });
    expect(Math.abs(paise - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Number.isInteger(Math.round(paise * 100))).toBe(true);
    expect(Math.abs(emi(terms) - exact)).toBeLessThanOrEqual(0.5);
  });

  it('EMI-005: an unknown rounding is refused', () => {
    expect(errorCodeOf(() => emi({ ...kfsLoan, rounding: 'crore' as never }))).toBe('INVALID_ROUNDING');
  });
});
