import { fc, test } from '@fast-check/vitest';
import { formatRupees } from '@rinn/format';
import { LOAN_PRODUCTS } from '@rinn/rules';
import { MESSAGES } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { journeySteps, productLimits, validateJourneyStep } from './journey-steps.js';
import { STEP_MESSAGES, STEP_MESSAGES_HI } from './messages.js';
import { localizeStepMessage } from './step-messages.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

// Every step message, with sample limits for the range messages.
const englishMessages = (min: number, max: number): [string, string][] =>
  Object.entries(STEP_MESSAGES).map(([name, message]) => [name, typeof message === 'string' ? message : message(min, max)]);

const range = fc
  .tuple(fc.integer({ min: 0, max: 10_00_00_000 }), fc.integer({ min: 0, max: 10_00_00_000 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('localizeStepMessage', () => {
  it('STEP-LOCALE-001: every step message has a Hindi text', () => {
    expect(Object.keys(STEP_MESSAGES_HI).sort()).toEqual(Object.keys(STEP_MESSAGES).sort());
  });

  it.each(englishMessages(10_000, 25_00_000))('STEP-LOCALE-001: %s has a Hindi text in Devanagari with no Latin words', (_name, english) => {
    const hindi = localizeStepMessage(english, 'hi');
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toMatch(LATIN);
  });

  it('STEP-LOCALE-001: the Hindi texts as reviewed', () => {
    expect(localizeStepMessage(STEP_MESSAGES.chooseOption, 'hi')).toBe('कृपया एक विकल्प चुनें।');
    expect(localizeStepMessage(STEP_MESSAGES.bureauConsentRequired, 'hi')).toBe(
      'अपने ऑफ़र देखने के लिए कृपया हमें अपनी क्रेडिट रिपोर्ट लेने की अनुमति दें।',
    );
    expect(localizeStepMessage(STEP_MESSAGES.incomeOutOfRange, 'hi')).toBe('कृपया अपनी मासिक शुद्ध आय रुपयों में डालें।');
    expect(localizeStepMessage(STEP_MESSAGES.amountOutOfRange(10_000, 25_00_000), 'hi')).toBe('कृपया ₹10,000 से ₹25,00,000 के बीच की राशि डालें।');
    expect(localizeStepMessage(STEP_MESSAGES.tenureOutOfRange(12, 84), 'hi')).toBe('कृपया 12 से 84 महीने के बीच की अवधि चुनें।');
  });

  it('STEP-LOCALE-001: two different step messages never share a Hindi text', () => {
    const hindi = englishMessages(10_000, 25_00_000).map(([, english]) => localizeStepMessage(english, 'hi'));
    expect(new Set(hindi).size).toBe(hindi.length);
  });

  test.prop([range])('STEP-LOCALE-001: a range message keeps its limits in Hindi, for every range', ([min, max]) => {
    expect(localizeStepMessage(STEP_MESSAGES.amountOutOfRange(min, max), 'hi')).toBe(
      `कृपया ${formatRupees(min, { locale: 'hi' })} से ${formatRupees(max, { locale: 'hi' })} के बीच की राशि डालें।`,
    );
    expect(localizeStepMessage(STEP_MESSAGES.tenureOutOfRange(min, max), 'hi')).toBe(`कृपया ${min} से ${max} महीने के बीच की अवधि चुनें।`);
  });

  it('STEP-LOCALE-001: every message a step check gives for any loan type is a step message with a Hindi text, or a validation message', () => {
    const validation = new Set<string>(Object.values(MESSAGES));
    const stepMessages = new Set<string>();
    // Text boxes hold text from the start (the journey sends an empty box as an empty string).
    const blank = { fullName: '', dateOfBirth: '', email: '', pan: '', pincode: '', employerName: '', make: '', model: '', registrationNumber: '' };
    for (const product of LOAN_PRODUCTS.map((candidate) => candidate.slug)) {
      for (const step of journeySteps(product)) {
        const result = validateJourneyStep(product, step, { ...blank, netMonthlyIncome: -1, loanAmount: 1, tenureMonths: 1, bureauConsent: false });
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        for (const message of Object.values(result.fieldErrors)) {
          if (validation.has(message)) continue;
          stepMessages.add(message);
          expect(localizeStepMessage(message, 'hi')).toMatch(DEVANAGARI);
        }
      }
    }
    expect(stepMessages).toContain(STEP_MESSAGES.chooseOption);
    expect(stepMessages).toContain(STEP_MESSAGES.incomeOutOfRange);
    expect(stepMessages).toContain(STEP_MESSAGES.bureauConsentRequired);
    expect([...stepMessages].filter((message) => message.startsWith('Please enter an amount')).length).toBeGreaterThan(1);
    const { minAmount, maxAmount } = productLimits('two-wheeler-loan');
    expect(localizeStepMessage(STEP_MESSAGES.amountOutOfRange(minAmount, maxAmount), 'hi')).toBe('कृपया ₹20,000 से ₹5,00,000 के बीच की राशि डालें।');
  });

  test.prop([fc.string()])('STEP-LOCALE-001: English pages show every message unchanged', (message) => {
    expect(localizeStepMessage(message, 'en')).toBe(message);
  });

  it('STEP-LOCALE-001: English pages show the step messages unchanged', () => {
    for (const [, english] of englishMessages(10_000, 25_00_000)) expect(localizeStepMessage(english, 'en')).toBe(english);
  });

  it('STEP-LOCALE-001: a message the steps do not define is shown as it came', () => {
    for (const unknown of [
      MESSAGES.REQUIRED,
      MESSAGES.NAME_INVALID,
      'The server is busy.',
      '',
      'Please choose an option. ',
      'Please enter an amount from ₹10,000 to ₹25,00,000',
      'Please enter an amount from ₹10000 to ₹25,00,000.',
      'Please enter an amount from ₹1,0,000 to ₹25,00,000.',
      'Please choose a tenure from twelve to 60 months.',
      'कृपया एक विकल्प चुनें।',
    ]) {
      expect(localizeStepMessage(unknown, 'hi')).toBe(unknown);
    }
  });
});
