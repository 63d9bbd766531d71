import { describe, expect, it } from 'vitest';
import { BUREAU_CONSENT_TEXT, MISMATCH_MESSAGES, STEP_MESSAGES, type MismatchCode } from './messages.js';

const codes = Object.keys(MISMATCH_MESSAGES.en) as MismatchCode[];

describe('messages', () => {
  it('has every reason in English and Hindi', () => {
    expect(Object.keys(MISMATCH_MESSAGES.hi).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(MISMATCH_MESSAGES.en[code]({ required: 1, actual: 2 })).toMatch(/^This lender /);
      expect(MISMATCH_MESSAGES.hi[code]({ required: 1, actual: 2 })).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('pins the texts', () => {
    const facts = { required: 5_00_000, actual: 7_50_000 };
    expect(MISMATCH_MESSAGES.en.AMOUNT_ABOVE_MAXIMUM(facts)).toBe('This lender lends at most ₹5,00,000; you asked for ₹7,50,000.');
    expect(MISMATCH_MESSAGES.hi.AMOUNT_ABOVE_MAXIMUM(facts)).toBe('यह ऋणदाता अधिकतम ₹5,00,000 का लोन देता है; आपने ₹7,50,000 माँगा है।');
    expect(MISMATCH_MESSAGES.en.AGE_ABOVE_MAXIMUM_AT_MATURITY({ required: 60, actual: 61 })).toBe(
      'This lender needs the loan repaid by the age of 60; you would be 61 at the last instalment.',
    );
    expect(STEP_MESSAGES.amountOutOfRange(10_000, 25_00_000)).toBe('Please enter an amount from ₹10,000 to ₹25,00,000.');
    expect(BUREAU_CONSENT_TEXT.en).toContain('fetch my credit report');
  });
});
