import { fc, test } from '@fast-check/vitest';
import { formatRupees } from '@rinn/format';
import { LOAN_PRODUCTS } from '@rinn/rules';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { journeySteps, productLimits, validateJourneyStep } from './journey-steps.js';
import { STEP_MESSAGES, STEP_MESSAGES_HI, type StepMessages } from './messages.js';
import { isStepMessage, journeyMessageText, STEP_MESSAGE_CATALOGUES, STEP_MESSAGE_CODES, type StepMessage } from './step-messages.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/** One message of every code, with a range for the codes that quote one. */
const messagesWith = (min: number, max: number): StepMessage[] =>
  STEP_MESSAGE_CODES.map((code) =>
    code === 'amountOutOfRange' || code === 'tenureOutOfRange' || code === 'ageOutOfRange' ? { code, params: { min, max } } : { code },
  );

const range = fc
  .tuple(fc.integer({ min: 0, max: 10_00_00_000 }), fc.integer({ min: 0, max: 10_00_00_000 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('journeyMessageText', () => {
  it('STEP-LOCALE-001: the codes are the names of the texts, and each language is a complete record of them', () => {
    expectTypeOf<StepMessage['code']>().toEqualTypeOf<keyof StepMessages>();
    expectTypeOf(STEP_MESSAGES_HI).toEqualTypeOf<StepMessages>();
    expect(Object.keys(STEP_MESSAGES_HI).sort()).toEqual([...STEP_MESSAGE_CODES].sort());
    expect(Object.keys(STEP_MESSAGE_CATALOGUES.en).sort()).toEqual([...STEP_MESSAGE_CODES].sort());
  });

  it.each(messagesWith(10_000, 25_00_000))('STEP-LOCALE-001: $code has an English text and a Hindi text in Devanagari with no Latin words', (message) => {
    const english = journeyMessageText(message, 'en');
    const hindi = journeyMessageText(message, 'hi');
    expect(english).toMatch(/^[A-Z]/);
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toMatch(LATIN);
  });

  it('STEP-LOCALE-001: the texts as reviewed', () => {
    expect(journeyMessageText({ code: 'chooseOption' }, 'en')).toBe('Please choose an option.');
    expect(journeyMessageText({ code: 'chooseOption' }, 'hi')).toBe('कृपया एक विकल्प चुनें।');
    expect(journeyMessageText({ code: 'bureauConsentRequired' }, 'hi')).toBe('अपने ऑफ़र देखने के लिए कृपया हमें अपनी क्रेडिट रिपोर्ट लेने की अनुमति दें।');
    expect(journeyMessageText({ code: 'incomeOutOfRange' }, 'hi')).toBe('कृपया अपनी मासिक शुद्ध आय रुपयों में डालें।');
    expect(journeyMessageText({ code: 'amountOutOfRange', params: { min: 10_000, max: 25_00_000 } }, 'en')).toBe('Please enter an amount from ₹10,000 to ₹25,00,000.');
    expect(journeyMessageText({ code: 'amountOutOfRange', params: { min: 10_000, max: 25_00_000 } }, 'hi')).toBe('कृपया ₹10,000 से ₹25,00,000 के बीच की राशि डालें।');
    expect(journeyMessageText({ code: 'tenureOutOfRange', params: { min: 12, max: 84 } }, 'hi')).toBe('कृपया 12 से 84 महीने के बीच की अवधि चुनें।');
  });

  it('STEP-LOCALE-001: two different step messages never share a text in one language', () => {
    for (const language of ['en', 'hi'] as const) {
      const texts = messagesWith(10_000, 25_00_000).map((message) => journeyMessageText(message, language));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  test.prop([range])('STEP-LOCALE-001: a range message keeps its limits in both languages, for every range', ([min, max]) => {
    expect(journeyMessageText({ code: 'amountOutOfRange', params: { min, max } }, 'hi')).toBe(
      `कृपया ${formatRupees(min, { locale: 'hi' })} से ${formatRupees(max, { locale: 'hi' })} के बीच की राशि डालें।`,
    );
    expect(journeyMessageText({ code: 'amountOutOfRange', params: { min, max } }, 'en')).toBe(STEP_MESSAGES.amountOutOfRange(min, max));
    expect(journeyMessageText({ code: 'tenureOutOfRange', params: { min, max } }, 'hi')).toBe(`कृपया ${min} से ${max} महीने के बीच की अवधि चुनें।`);
    expect(journeyMessageText({ code: 'tenureOutOfRange', params: { min, max } }, 'en')).toBe(`Please choose a tenure from ${min} to ${max} months.`);
  });

  it('STEP-LOCALE-001: every message a step check gives for any loan type has a text in both languages', () => {
    const stepCodes = new Set<string>();
    // Text boxes hold text from the start (the journey sends an empty box as an empty string).
    const blank = { fullName: '', dateOfBirth: '', email: '', pan: '', pincode: '', employerName: '', make: '', model: '', registrationNumber: '' };
    for (const product of LOAN_PRODUCTS.map((candidate) => candidate.slug)) {
      for (const step of journeySteps(product)) {
        for (const values of [{ ...blank, netMonthlyIncome: -1, loanAmount: 1, tenureMonths: 1, bureauConsent: false }, {}, undefined]) {
          const result = validateJourneyStep(product, step, values);
          expect(result.ok).toBe(false);
          if (result.ok) continue;
          for (const message of Object.values(result.fieldErrors)) {
            if (isStepMessage(message)) stepCodes.add(message.code);
            expect(journeyMessageText(message, 'en')).toMatch(/^[A-Z]/);
            expect(journeyMessageText(message, 'hi')).toMatch(DEVANAGARI);
          }
        }
      }
    }
    expect([...stepCodes].sort()).toEqual(['amountOutOfRange', 'bureauConsentRequired', 'chooseOption', 'employerInvalid', 'incomeOutOfRange', 'tenureOutOfRange']);
    const { minAmount, maxAmount } = productLimits('two-wheeler-loan');
    expect(journeyMessageText({ code: 'amountOutOfRange', params: { min: minAmount, max: maxAmount } }, 'hi')).toBe('कृपया ₹20,000 से ₹5,00,000 के बीच की राशि डालें।');
  });

  it('STEP-LOCALE-001: a field message of @rinn/validation is written by its own catalogue', () => {
    expect(isStepMessage({ code: 'REQUIRED' })).toBe(false);
    expect(journeyMessageText({ code: 'REQUIRED' }, 'en')).toBe('Field cannot be left empty');
    expect(journeyMessageText({ code: 'REQUIRED' }, 'hi')).toBe('यह फ़ील्ड खाली नहीं छोड़ा जा सकता');
  });
});
