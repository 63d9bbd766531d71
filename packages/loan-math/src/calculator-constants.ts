/**
 * Loan-amount slider and input of the calculators (spec §3 Calculator inputs, §9 Calculators).
 * `minimumLabel` is the smallest amount the page advertises, which is above the slider minimum.
 *
 * @rule CALC-009 The calculators' sliders are: amount ₹10,000 to ₹25,00,000 in steps of ₹50,000
 *   (at most 7 digits, minimum label ₹25,000, used-car default ₹10,000); duration 1 to 7 years,
 *   default 5; interest 2 % to 30 % in steps of 0.1, default 2 %.
 * @spec §3 Calculator inputs; §9 Calculators
 * @example
 * ```ts
 * AMOUNT_SLIDER.max; // 2_500_000 (₹25,00,000)
 * ```
 */
export const AMOUNT_SLIDER = {
  min: 10_000,
  max: 2_500_000,
  step: 50_000,
  maxDigits: 7,
  minimumLabel: 25_000,
  defaultUsedCar: 10_000,
} as const;

/**
 * Loan-duration slider in years (spec §3, §9).
 *
 * @example
 * ```ts
 * DURATION_SLIDER.default; // 5
 * ```
 */
export const DURATION_SLIDER = { min: 1, max: 7, step: 1, default: 5 } as const;

/**
 * Interest-rate slider in percent a year (spec §3, §9).
 *
 * @example
 * ```ts
 * INTEREST_SLIDER.step; // 0.1
 * ```
 */
export const INTEREST_SLIDER = { min: 2, max: 30, step: 0.1, default: 2 } as const;

/**
 * Speed-dial (EMI gauge) drawing defaults (spec §9): the inner ring radius as a share of the
 * outer radius, and the stroke width in pixels.
 *
 * @rule GAUGE-003 The speed dial draws its ring at 0.7 of the outer radius with a 10 px stroke.
 * @spec §9 Speed dial defaults
 * @example
 * ```ts
 * SPEED_DIAL.ringRatio; // 0.7
 * ```
 */
export const SPEED_DIAL = { ringRatio: 0.7, strokeWidth: 10 } as const;

/**
 * Scroll offset in pixels after which the refinance eligibility card floats in (spec §9).
 *
 * @rule REFI-002 The refinance eligibility card floats in once the page is scrolled past 2300 px.
 * @spec §9 Refinance card scroll threshold; §2 Refinance eligibility floating card
 * @example
 * ```ts
 * window.scrollY > REFINANCE_CARD_SCROLL_THRESHOLD_PX; // show the card
 * ```
 */
export const REFINANCE_CARD_SCROLL_THRESHOLD_PX = 2300;
