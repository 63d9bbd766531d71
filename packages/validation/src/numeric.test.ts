import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maxValue, minValue, validateDecimal, validateInterestRate, validateNumber, validatePositive } from './numeric.js';
import { maxValueSchema, minValueSchema } from './schemas.js';

describe('numeric validators', () => {
  it('VAL-DECIMAL-001: grouping commas are accepted, anything else non-numeric is refused', () => {
    for (const value of ['12,34,567', '12,34,567.50', '-7']) expect(validateDecimal(value).ok).toBe(true);
    for (const value of ['1.', '.5', '1e3', '₹100', '1 000', '0x10', '+5', '--1', 'NaN', 'Infinity']) expect(validateDecimal(value).ok).toBe(false);
  });

  test.prop([fc.integer({ min: -1e12, max: 1e12 })])('VAL-RANGE-001: VAL-RANGE-002: an Indian-grouped integer is compared by its value', (n) => {
    const grouped = n.toLocaleString('en-IN');
    expect(minValue(n)(grouped).ok).toBe(true);
    expect(maxValue(n)(grouped).ok).toBe(true);
    expect(minValue(n + 1)(grouped).ok).toBe(false);
    expect(maxValue(n - 1)(grouped).ok).toBe(false);
  });

  it('VAL-NUMBER-001: digits only', () => {
    expect(validateNumber('25000')).toEqual({ ok: true });
    expect(validateNumber('25,000')).toEqual({ ok: true });
    for (const value of ['-1', '2.5', '12a']) expect(validateNumber(value)).toEqual({ ok: false, message: 'Please enter digits only.', issue: { code: 'NUMBER_INVALID' } });
  });

  it('VAL-DECIMAL-001: optional sign and fraction', () => {
    for (const value of ['0', '-10.5', '3.14159', '1,00,000.25']) expect(validateDecimal(value)).toEqual({ ok: true });
    for (const value of ['1.2.3', 'abc', '5%']) expect(validateDecimal(value)).toEqual({ ok: false, message: 'Please enter a valid number.', issue: { code: 'DECIMAL_INVALID' } });
  });

  it('VAL-POSITIVE-001: greater than zero', () => {
    for (const value of ['0.01', '1', '25,00,000']) expect(validatePositive(value)).toEqual({ ok: true });
    for (const value of ['0', '0.00', '-1', 'x']) expect(validatePositive(value)).toEqual({ ok: false, message: 'Please enter a number greater than 0.', issue: { code: 'POSITIVE_INVALID' } });
  });

  test.prop([fc.double({ min: -100, max: 100, noNaN: true })])('VAL-RATE-001: an interest rate is accepted exactly when it lies in [0, 30]', (rate) => {
    const text = rate.toFixed(2);
    expect(validateInterestRate(text).ok).toBe(Number(text) >= 0 && Number(text) <= 30);
  });

  it('VAL-RATE-001: boundaries and message', () => {
    for (const value of ['0', '30', '10.5', '2']) expect(validateInterestRate(value)).toEqual({ ok: true });
    for (const value of ['30.01', '-0.1', 'ten']) expect(validateInterestRate(value)).toEqual({ ok: false, message: 'Please enter an interest rate between 0 and 30.', issue: { code: 'INTEREST_RATE_INVALID' } });
  });

  test.prop([fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 })])('VAL-RANGE-001: minValue(n) accepts exactly the numbers ≥ n', (value, minimum) => {
    expect(minValue(minimum)(String(value)).ok).toBe(value >= minimum);
  });

  test.prop([fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 })])('VAL-RANGE-002: maxValue(n) accepts exactly the numbers ≤ n', (value, maximum) => {
    expect(maxValue(maximum)(String(value)).ok).toBe(value <= maximum);
  });

  it('VAL-RANGE-001: VAL-RANGE-002: messages, custom messages, non-numbers', () => {
    expect(minValue(10000)('9,999')).toEqual({ ok: false, message: 'Please enter a value of at least 10,000.', issue: { code: 'MIN_VALUE', params: { minimum: 10000 } } });
    expect(maxValue(2500000)('25,00,001')).toEqual({ ok: false, message: 'Please enter a value of at most 25,00,000.', issue: { code: 'MAX_VALUE', params: { maximum: 2500000 } } });
    expect(maxValue(2500000)('25,00,000')).toEqual({ ok: true });
    expect(minValue(2, { code: 'NUMBER_INVALID' })('abc')).toEqual({ ok: false, message: 'Please enter digits only.', issue: { code: 'NUMBER_INVALID' } });
    expect(maxValue(30)('abc').ok).toBe(false);
    expect(minValueSchema(2).safeParse('1.9').success).toBe(false);
    expect(maxValueSchema(30).safeParse('30').success).toBe(true);
    expect(() => minValue(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
