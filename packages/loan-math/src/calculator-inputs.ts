import { AMOUNT_SLIDER, INTEREST_SLIDER } from './calculator-constants.js';
import { LoanMathError } from './errors.js';
import { assertInputObject } from './loan-terms.js';

/** Bounds and step of a range slider. */
export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Direction of an arrow key on a slider: +1 for up/right, −1 for down/left. */
export type SliderDirection = 1 | -1;

function assertFinite(...values: number[]): void {
  if (!values.every(Number.isFinite)) throw new LoanMathError('INVALID_SLIDER_INPUT');
}

function assertText(text: unknown): asserts text is string {
  if (typeof text !== 'string') throw new LoanMathError('INVALID_SLIDER_INPUT');
}

function assertSlider(slider: Pick<SliderRange, 'min' | 'max'> & { readonly step?: number }): void {
  assertInputObject(slider);
  assertFinite(slider.min, slider.max, slider.step ?? 1);
  if (slider.min > slider.max || (slider.step !== undefined && slider.step <= 0)) throw new LoanMathError('INVALID_SLIDER_INPUT');
}

/**
 * Reads what the user typed into a numeric calculator field.
 *
 * @rule CALC-002 Numeric inputs ignore the commas of Indian digit grouping; surrounding spaces
 *   are ignored too, and text that is still not a number reads as no value.
 * @spec §5 Numeric inputs strip commas
 * @param text - the field's text, e.g. `'2,50,000'`
 * @returns the number, or `undefined` when the text is empty or not a number
 * @example
 * ```ts
 * parseNumericInput('2,50,000'); // 250000
 * parseNumericInput('12.5'); // 12.5
 * parseNumericInput('abc'); // undefined
 * ```
 */
export function parseNumericInput(text: string): number | undefined {
  assertText(text);
  const withoutCommas = text.replaceAll(',', '').trim();
  if (withoutCommas === '') return undefined;
  const value = Number(withoutCommas);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Keeps what a loan-amount field may hold while the user types.
 *
 * @rule CALC-003 The amount field keeps digits only (commas and anything else are dropped) and at
 *   most 7 of them; further digits are ignored.
 * @spec §3 selectedAmount at most 7 digits; §5 Amount input: digits, max 7 digits
 * @param text - the field's text
 * @returns the digits to keep, possibly empty
 * @example
 * ```ts
 * sanitizeAmountInput('25,00,000'); // '2500000'
 * sanitizeAmountInput('123456789'); // '1234567'
 * ```
 */
export function sanitizeAmountInput(text: string): string {
  assertText(text);
  return text.replace(/\D/g, '').slice(0, AMOUNT_SLIDER.maxDigits);
}

/**
 * Brings a typed value back within its bounds when the field loses focus.
 *
 * @rule CALC-004 On blur a numeric input is clamped to its minimum and maximum.
 * @spec §5 Numeric inputs are clamped to min and max on blur
 * @param value - the value typed
 * @param range - the field's bounds
 * @returns `value` limited to `[range.min, range.max]`
 * @throws {@link LoanMathError} `INVALID_SLIDER_INPUT` for non-finite numbers or `min > max`
 * @example
 * ```ts
 * clampToRange(40, { min: 2, max: 30 }); // 30
 * ```
 */
export function clampToRange(value: number, range: Pick<SliderRange, 'min' | 'max'>): number {
  assertSlider(range);
  assertFinite(value);
  return Math.min(Math.max(value, range.min), range.max);
}

/**
 * Snaps a loan amount to a position of the amount slider.
 *
 * The spec says the slider "rounds to its step; below the minimum becomes the minimum; a value
 * over 10,000 that is not a multiple of 50,000 is reduced by 10,000". A native range input with
 * minimum 10,000 and step 50,000 stops at 10,000 + k × 50,000 (60,000, 110,000 …); taking 10,000
 * off those gives the multiples of 50,000. So the positions are 10,000 and every multiple of
 * 50,000 up to 25,00,000, and an amount goes to the nearest multiple of 50,000 (halves up), or
 * to 10,000 when that multiple is below the minimum. A native stop such as 60,000 lands on
 * 50,000, as the spec's rule has it.
 *
 * @rule CALC-005 The amount slider's positions are ₹10,000 and every multiple of ₹50,000 up to
 *   ₹25,00,000; an amount snaps to the nearest multiple of ₹50,000 within the bounds, and to
 *   ₹10,000 when that is below the minimum.
 * @spec §5 The amount slider rounds to its step …
 * @workedExample 60,000 → 50,000; 80,000 → 1,00,000; 20,000 → 10,000; 30,00,000 → 25,00,000
 * @param amount - an amount in rupees
 * @returns the slider position
 * @throws {@link LoanMathError} `INVALID_SLIDER_INPUT` when the amount is not finite
 * @example
 * ```ts
 * snapAmountToSlider(60_000); // 50000
 * ```
 */
export function snapAmountToSlider(amount: number): number {
  assertFinite(amount);
  const bounded = Math.min(Math.max(amount, AMOUNT_SLIDER.min), AMOUNT_SLIDER.max);
  const nearestStep = Math.round(bounded / AMOUNT_SLIDER.step) * AMOUNT_SLIDER.step;
  return Math.max(nearestStep, AMOUNT_SLIDER.min);
}

/**
 * Limits an interest rate typed into a calculator.
 *
 * @rule CALC-006 An interest rate below 2 % becomes 2 %, and one above 30 % becomes 30 %.
 * @spec §5 Interest below 2 becomes 2; §3 selectedInterest 2 to 30
 * @rule CALC-007 In the balance-transfer calculator the interest rate cannot go below the
 *   new-loan minimum: the floor is that minimum when it is above 2 %.
 * @spec §5 Balance transfer interest cannot go below the new-loan minimum
 * @param ratePercent - the rate typed, in percent a year
 * @param newLoanMinimumPercent - for the balance-transfer calculator, the minimum rate of the new
 *   loan; omitted elsewhere
 * @returns the rate within `[max(2, newLoanMinimumPercent), 30]`
 * @throws {@link LoanMathError} `INVALID_SLIDER_INPUT` for non-finite numbers
 * @example
 * ```ts
 * clampInterestRate(1.5); // 2
 * clampInterestRate(8, 9.5); // 9.5
 * ```
 */
export function clampInterestRate(ratePercent: number, newLoanMinimumPercent: number = INTEREST_SLIDER.min): number {
  assertFinite(ratePercent, newLoanMinimumPercent);
  const floor = Math.min(Math.max(INTEREST_SLIDER.min, newLoanMinimumPercent), INTEREST_SLIDER.max);
  return Math.min(Math.max(ratePercent, floor), INTEREST_SLIDER.max);
}

function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

// Tolerance for values that sit on the step grid but carry binary floating-point noise (2.3 = 2 + 3 × 0.1).
const GRID_TOLERANCE = 1e-9;

/**
 * Moves a slider one step for an arrow key.
 *
 * @rule CALC-008 An arrow key moves a range slider to the next point of its step grid (counted from
 *   its minimum) above or below the current value, never past its bounds; the amount slider moves
 *   to the next CALC-005 position above or below.
 * @spec §5 Arrow keys move a range slider by one step within bounds
 * @param value - the current value
 * @param direction - `1` for up/right, `-1` for down/left
 * @param slider - the slider's bounds and step
 * @returns the new value
 * @throws {@link LoanMathError} `INVALID_SLIDER_INPUT` for non-finite numbers, `min > max` or a
 *   step that is not above 0
 * @example
 * ```ts
 * stepSlider(2, 1, INTEREST_SLIDER); // 2.1
 * stepSlider(2.15, 1, INTEREST_SLIDER); // 2.2
 * stepSlider(7, 1, DURATION_SLIDER); // 7
 * ```
 */
export function stepSlider(value: number, direction: SliderDirection, slider: SliderRange): number {
  assertSlider(slider);
  assertFinite(value);
  const stepsFromMin = (value - slider.min) / slider.step;
  const targetStep = direction === 1 ? Math.floor(stepsFromMin + GRID_TOLERANCE) + 1 : Math.ceil(stepsFromMin - GRID_TOLERANCE) - 1;
  const moved = Number((slider.min + targetStep * slider.step).toFixed(decimalsOf(slider.step)));
  return Math.min(Math.max(moved, slider.min), slider.max);
}

/**
 * Moves the loan-amount slider to the next position above or below for an arrow key (CALC-008):
 * the positions are ₹10,000 and the multiples of ₹50,000 up to ₹25,00,000 (CALC-005).
 *
 * @param amount - the current amount in rupees
 * @param direction - `1` for up/right, `-1` for down/left
 * @returns the neighbouring slider position, or the bound when there is none
 * @throws {@link LoanMathError} `INVALID_SLIDER_INPUT` when the amount is not finite
 * @example
 * ```ts
 * stepAmountSlider(10_000, 1); // 50000
 * stepAmountSlider(30_000, 1); // 50000
 * stepAmountSlider(50_000, -1); // 10000
 * ```
 */
export function stepAmountSlider(amount: number, direction: SliderDirection): number {
  assertFinite(amount);
  const { min, max, step } = AMOUNT_SLIDER;
  const multiple = direction === 1 ? (Math.floor(amount / step) + 1) * step : (Math.ceil(amount / step) - 1) * step;
  return Math.min(Math.max(multiple, min), max);
}
