/**
 * Every message `@rinn/loan-math` produces, in one place so callers, logs and tests agree on the
 * wording. The spec quotes none of these texts; they were written here for developers calling the
 * library with impossible input (the calculators clamp user input before it gets this far).
 *
 * @example
 * ```ts
 * LOAN_MATH_MESSAGES.INVALID_TENURE; // 'The tenure must be a whole number of months from 1 to 1200.'
 * ```
 */
export const LOAN_MATH_MESSAGES = {
  MISSING_INPUT: 'The function needs its input: an object with the fields its documentation lists.',
  INVALID_ROUNDING: "The rounding must be 'rupee', 'paisa' or 'none'.",
  INVALID_PRINCIPAL: 'The loan amount must be a finite number of rupees above 0 and at most ₹1,000 crore.',
  INVALID_RATE: 'The annual interest rate must be a finite percentage from 0 to 100.',
  INVALID_TENURE: 'The tenure must be a whole number of months from 1 to 1200.',
  INVALID_TENURE_UNIT: "The tenure unit must be 'years' or 'months'.",
  OUT_OF_CALCULATOR_RANGE:
    'Calculator inputs must be ₹10,000 to ₹25,00,000, 2 % to 30 % a year and 1 to 7 years (12 to 84 months).',
  PRINCIPAL_NOT_WHOLE_RUPEES: 'The schedule needs a loan amount in whole rupees.',
  EMI_DOES_NOT_AMORTIZE:
    "The rounded EMI does not cover the first month's interest, so the balance would never fall; lend more, shorten the tenure or lower the rate.",
  INVALID_FIRST_PAYMENT: 'The first payment needs a whole calendar year from 1900 to 9999 and a month from 1 to 12.',
  INVALID_PREPAYMENT:
    'Each part-payment needs an instalment number within the tenure and a positive amount in whole rupees.',
  INVALID_PREPAYMENT_STRATEGY: "The part-payment strategy must be 'reduce-tenure' or 'reduce-emi'.",
  INVALID_EXISTING_LOAN:
    'The existing loan needs a positive original amount and EMI, a tenure of 1 to 1200 months, and EMIs paid from 0 to one less than that tenure.',
  EXISTING_EMI_TOO_LOW: 'The existing EMI times its tenure does not repay the original loan amount.',
  EXISTING_RATE_OUT_OF_RANGE: 'The existing EMI implies an interest rate above 100 % a year.',
  INVALID_CHARGE: 'Fees and charges must be finite amounts of 0 or more.',
  CHARGES_EXCEED_LOAN: 'The fees and charges take up the whole loan; nothing would be disbursed.',
  RATE_NOT_FOUND: 'No interest rate repays this amount with these instalments.',
  INVALID_GAUGE_INPUT: 'Gauge values must be finite numbers.',
  INVALID_CAR_PRICE: 'A car price must be a whole number of rupees above 0, and an on-road price at least the smallest loan.',
  INVALID_SLIDER_INPUT: 'Slider values, bounds and steps must be finite, with min ≤ max and a step above 0.',
} as const;
