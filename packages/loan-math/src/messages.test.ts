import { describe, expect, it } from 'vitest';
import { LoanMathError } from './errors.js';
import { LOAN_MATH_MESSAGE_CATALOGUES, LOAN_MATH_MESSAGES_HI } from './messages-hi.js';
import { LOAN_MATH_MESSAGES } from './messages.js';

describe('messages', () => {
  it('pins every message, so a change of wording is a deliberate one', () => {
    expect(LOAN_MATH_MESSAGES).toMatchInlineSnapshot(`
      {
        "CHARGES_EXCEED_LOAN": "The fees and charges take up the whole loan; nothing would be disbursed.",
        "EMI_DOES_NOT_AMORTIZE": "The rounded EMI does not cover the first month's interest, so the balance would never fall; lend more, shorten the tenure or lower the rate.",
        "EXISTING_EMI_TOO_LOW": "The existing EMI times its tenure does not repay the original loan amount.",
        "EXISTING_RATE_OUT_OF_RANGE": "The existing EMI implies an interest rate above 100 % a year.",
        "INVALID_CAR_PRICE": "A car price must be a whole number of rupees above 0, and an on-road price at least the smallest loan.",
        "INVALID_CHARGE": "Fees and charges must be finite amounts of 0 or more.",
        "INVALID_EXISTING_LOAN": "The existing loan needs a positive original amount and EMI, a tenure of 1 to 1200 months, and EMIs paid from 0 to one less than that tenure.",
        "INVALID_FIRST_PAYMENT": "The first payment needs a whole calendar year from 1900 to 9999 and a month from 1 to 12.",
        "INVALID_GAUGE_INPUT": "Gauge values must be finite numbers.",
        "INVALID_PREPAYMENT": "Each part-payment needs an instalment number within the tenure and a positive amount in whole rupees.",
        "INVALID_PREPAYMENT_STRATEGY": "The part-payment strategy must be 'reduce-tenure' or 'reduce-emi'.",
        "INVALID_PRINCIPAL": "The loan amount must be a finite number of rupees above 0 and at most ₹1,000 crore.",
        "INVALID_RATE": "The annual interest rate must be a finite percentage from 0 to 100.",
        "INVALID_ROUNDING": "The rounding must be 'rupee', 'paisa' or 'none'.",
        "INVALID_SLIDER_INPUT": "Slider values, bounds and steps must be finite, with min ≤ max and a step above 0.",
        "INVALID_TENURE": "The tenure must be a whole number of months from 1 to 1200.",
        "INVALID_TENURE_UNIT": "The tenure unit must be 'years' or 'months'.",
        "MISSING_INPUT": "The function needs its input: an object with the fields its documentation lists.",
        "OUT_OF_CALCULATOR_RANGE": "Calculator inputs must be ₹10,000 to ₹25,00,000, 2 % to 30 % a year and 1 to 7 years (12 to 84 months).",
        "PRINCIPAL_NOT_WHOLE_RUPEES": "The schedule needs a loan amount in whole rupees.",
        "RATE_NOT_FOUND": "No interest rate repays this amount with these instalments.",
      }
    `);
  });

  it('gives each error code its message', () => {
    for (const code of Object.keys(LOAN_MATH_MESSAGES) as (keyof typeof LOAN_MATH_MESSAGES)[]) {
      const error = new LoanMathError(code);
      expect(error.code).toBe(code);
      expect(error.message).toBe(LOAN_MATH_MESSAGES[code]);
    }
  });

  it('has every code in English and in Hindi: Devanagari, its numbers kept, Latin only in the quoted values a developer passes', () => {
    const codes = Object.keys(LOAN_MATH_MESSAGES).sort();
    expect(Object.keys(LOAN_MATH_MESSAGES_HI).sort()).toEqual(codes);
    for (const language of ['en', 'hi'] as const) expect(Object.keys(LOAN_MATH_MESSAGE_CATALOGUES[language]).sort()).toEqual(codes);
    for (const code of codes as (keyof typeof LOAN_MATH_MESSAGES)[]) {
      const hindi = LOAN_MATH_MESSAGES_HI[code];
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(hindi.replace(/'[^']*'/g, '')).not.toMatch(/[A-Za-z]/);
      for (const number of LOAN_MATH_MESSAGES[code].match(/\d+(?:,\d+)*/g) ?? []) expect(hindi, code).toContain(number);
    }
    expect(new Set(Object.values(LOAN_MATH_MESSAGES_HI)).size).toBe(codes.length);
  });
});
