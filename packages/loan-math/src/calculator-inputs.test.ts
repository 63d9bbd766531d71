import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../tests/support.js';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER } from './calculator-constants.js';
import {
  clampInterestRate,
  clampToRange,
  parseNumericInput,
  sanitizeAmountInput,
  snapAmountToSlider,
  stepAmountSlider,
  stepSlider,
} from './calculator-inputs.js';

const isAmountPosition = (amount: number): boolean =>
  amount === AMOUNT_SLIDER.min || (amount % AMOUNT_SLIDER.step === 0 && amount >= AMOUNT_SLIDER.step && amount <= AMOUNT_SLIDER.max);
const anyAmount = fc.integer({ min: -1_000_000, max: 5_000_000 });
const anyRate = fc.double({ min: -50, max: 150, noNaN: true });

describe('parseNumericInput', () => {
  it('CALC-002: commas of Indian grouping are stripped', () => {
    expect(parseNumericInput('25,00,000')).toBe(2_500_000);
    expect(parseNumericInput(' 12.5 ')).toBe(12.5);
    expect(parseNumericInput('')).toBeUndefined();
    expect(parseNumericInput(',')).toBeUndefined();
    expect(parseNumericInput('12a')).toBeUndefined();
    expect(parseNumericInput('Infinity')).toBeUndefined();
  });

  test.prop([fc.integer({ min: 0, max: 99_999_999 })])('CALC-002: reading an en-IN formatted number gives the number back', (value) => {
    expect(parseNumericInput(new Intl.NumberFormat('en-IN').format(value))).toBe(value);
  });
});

describe('sanitizeAmountInput', () => {
  it('CALC-003: digits only, at most 7', () => {
    expect(sanitizeAmountInput('25,00,000')).toBe('2500000');
    expect(sanitizeAmountInput('₹ 1,23,45,678')).toBe('1234567');
    expect(sanitizeAmountInput('12.5')).toBe('125');
    expect(sanitizeAmountInput('abc')).toBe('');
  });

  test.prop([fc.string()])('CALC-003: the result is at most 7 digits, and sanitizing again changes nothing', (text) => {
    const kept = sanitizeAmountInput(text);
    expect(kept).toMatch(/^\d{0,7}$/);
    expect(sanitizeAmountInput(kept)).toBe(kept);
  });
});

describe('clampToRange', () => {
  it('CALC-004: values outside the bounds go to the nearest bound on blur', () => {
    expect(clampToRange(40, INTEREST_SLIDER)).toBe(30);
    expect(clampToRange(0, DURATION_SLIDER)).toBe(1);
    expect(clampToRange(5, DURATION_SLIDER)).toBe(5);
  });

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.nat()])('CALC-004: the result is in range and clamping again changes nothing', (value, min, width) => {
    const range = { min, max: min + width };
    const clamped = clampToRange(value, range);
    expect(clamped).toBeGreaterThanOrEqual(range.min);
    expect(clamped).toBeLessThanOrEqual(range.max);
    expect(clampToRange(clamped, range)).toBe(clamped);
  });

  it('CALC-004: non-finite values and inverted bounds are rejected', () => {
    expect(errorCodeOf(() => clampToRange(Number.NaN, INTEREST_SLIDER))).toBe('INVALID_SLIDER_INPUT');
    expect(errorCodeOf(() => clampToRange(5, { min: 10, max: 1 }))).toBe('INVALID_SLIDER_INPUT');
  });
});

describe('snapAmountToSlider', () => {
  it('CALC-005: native stops 10,000 + k·50,000 lose 10,000; others go to the nearest position', () => {
    expect(snapAmountToSlider(60_000)).toBe(50_000);
    expect(snapAmountToSlider(110_000)).toBe(100_000);
    expect(snapAmountToSlider(80_000)).toBe(100_000);
    expect(snapAmountToSlider(75_000)).toBe(100_000);
    expect(snapAmountToSlider(20_000)).toBe(10_000);
    expect(snapAmountToSlider(5_000)).toBe(10_000);
    expect(snapAmountToSlider(10_000)).toBe(10_000);
    expect(snapAmountToSlider(3_000_000)).toBe(2_500_000);
    expect(snapAmountToSlider(2_500_000)).toBe(2_500_000);
  });

  test.prop([anyAmount])('CALC-005: the result is a slider position, and snapping again changes nothing', (amount) => {
    const snapped = snapAmountToSlider(amount);
    expect(isAmountPosition(snapped)).toBe(true);
    expect(snapAmountToSlider(snapped)).toBe(snapped);
  });

  test.prop([fc.integer({ min: 1, max: 49 })])('CALC-005: every native stop above the minimum is reduced by exactly 10,000', (k) => {
    expect(snapAmountToSlider(AMOUNT_SLIDER.min + k * AMOUNT_SLIDER.step)).toBe(k * AMOUNT_SLIDER.step);
  });
});

describe('clampInterestRate', () => {
  it('CALC-006: below 2 % becomes 2 %, above 30 % becomes 30 %', () => {
    expect(clampInterestRate(1.5)).toBe(2);
    expect(clampInterestRate(12.3)).toBe(12.3);
    expect(clampInterestRate(31)).toBe(30);
  });

  it('CALC-007: the balance-transfer rate cannot go below the new-loan minimum', () => {
    expect(clampInterestRate(8, 9.5)).toBe(9.5);
    expect(clampInterestRate(10, 9.5)).toBe(10);
    expect(clampInterestRate(1, 1)).toBe(2);
  });

  test.prop([anyRate, fc.double({ min: 0, max: 40, noNaN: true })])('CALC-006, CALC-007: the result is between the floor and 30, and clamping again changes nothing', (rate, newLoanMinimum) => {
    const clamped = clampInterestRate(rate, newLoanMinimum);
    expect(clamped).toBeGreaterThanOrEqual(Math.min(Math.max(2, newLoanMinimum), 30));
    expect(clamped).toBeLessThanOrEqual(30);
    expect(clampInterestRate(clamped, newLoanMinimum)).toBe(clamped);
  });
});

describe('stepSlider', () => {
  it('CALC-008: arrow keys move one step and stop at the bounds', () => {
    expect(stepSlider(2, 1, INTEREST_SLIDER)).toBe(2.1);
    expect(stepSlider(2.2, 1, INTEREST_SLIDER)).toBe(2.3);
    expect(stepSlider(2, -1, INTEREST_SLIDER)).toBe(2);
    expect(stepSlider(30, 1, INTEREST_SLIDER)).toBe(30);
    expect(stepSlider(5, -1, DURATION_SLIDER)).toBe(4);
    expect(stepSlider(7, 1, DURATION_SLIDER)).toBe(7);
  });

  it('CALC-008: from between two grid points, the arrow goes to the neighbouring grid point', () => {
    expect(stepSlider(2.15, 1, INTEREST_SLIDER)).toBe(2.2);
    expect(stepSlider(2.15, -1, INTEREST_SLIDER)).toBe(2.1);
    expect(stepSlider(2.3, 1, INTEREST_SLIDER)).toBe(2.4);
    expect(stepSlider(0.5, 1, DURATION_SLIDER)).toBe(1);
    expect(stepSlider(40, -1, INTEREST_SLIDER)).toBe(30);
  });

  it('CALC-008: the amount slider moves between its positions', () => {
    expect(stepAmountSlider(10_000, 1)).toBe(50_000);
    expect(stepAmountSlider(50_000, 1)).toBe(100_000);
    expect(stepAmountSlider(50_000, -1)).toBe(10_000);
    expect(stepAmountSlider(10_000, -1)).toBe(10_000);
    expect(stepAmountSlider(2_500_000, 1)).toBe(2_500_000);
    expect(stepAmountSlider(30_000, 1)).toBe(50_000);
    expect(stepAmountSlider(30_000, -1)).toBe(10_000);
    expect(stepAmountSlider(60_000, -1)).toBe(50_000);
    expect(stepAmountSlider(5_000, 1)).toBe(50_000);
    expect(stepAmountSlider(5_000, -1)).toBe(10_000);
  });

  test.prop([fc.integer({ min: 0, max: 400 }).map((tenths) => tenths / 10), fc.constantFrom<1 | -1>(1, -1)])('CALC-008: interest steps stay on the 0.1 grid within 2–30', (rate, direction) => {
    const moved = stepSlider(rate, direction, INTEREST_SLIDER);
    expect(moved).toBeGreaterThanOrEqual(2);
    expect(moved).toBeLessThanOrEqual(30);
    expect(Number(moved.toFixed(1))).toBe(moved);
  });

  test.prop([fc.integer({ min: 1, max: 49 })])('CALC-008: amount up then down returns to the same position', (k) => {
    const position = k * AMOUNT_SLIDER.step;
    expect(stepAmountSlider(stepAmountSlider(position, 1), -1)).toBe(position);
  });

  test.prop([anyAmount, fc.constantFrom<1 | -1>(1, -1)])('CALC-008: amount steps land on slider positions, moving the right way unless at a bound', (amount, direction) => {
    const moved = stepAmountSlider(amount, direction);
    expect(isAmountPosition(moved)).toBe(true);
    const atBound = direction === 1 ? amount >= AMOUNT_SLIDER.max : amount <= AMOUNT_SLIDER.min;
    if (!atBound) expect(Math.sign(moved - amount)).toBe(direction);
  });

  it('CALC-008: a step that is not above 0 is rejected', () => {
    expect(errorCodeOf(() => stepSlider(5, 1, { min: 1, max: 7, step: 0 }))).toBe('INVALID_SLIDER_INPUT');
  });
});
