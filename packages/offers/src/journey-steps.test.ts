import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { LOAN_PRODUCTS, type LoanProductSlug } from '@rinn/rules';
import { addressSchema, ADDRESS_INVALID, DATE_INVALID, NAME_INVALID, PAN_INVALID, REQUIRED, VEHICLE_NUMBER_INVALID } from '@rinn/validation';
import {
  applicantAgeLimits,
  journeyProduct,
  journeySteps,
  offerApplicationFromSteps,
  productLimits,
  validateJourneyStep as validateJourneyStepCodes,
  type SavedSteps,
} from './journey-steps.js';
import { ageAtMaturity, matchOffers } from './match.js';
import { LENDERS } from './lenders.js';
import { STEP_MESSAGES } from './messages.js';
import { journeyMessageText } from './step-messages.js';

/** The step check with its messages written out in English, so the texts below are pinned too. */
const validateJourneyStep = (...args: Parameters<typeof validateJourneyStepCodes>) => {
  const result = validateJourneyStepCodes(...args);
  if (result.ok) return result;
  return { ok: false as const, fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, journeyMessageText(message, 'en')])) };
};

const personal = { fullName: 'Asha Rani', dateOfBirth: '22/11/1994', email: 'asha@example.in', pan: 'ABCPE1234F', pincode: '411001', city: 'pune' };
const employment = { employment: 'salaried', employerName: 'Tata Consultancy Services', netMonthlyIncome: 85_000 };
const usedCar = { make: 'Maruti Suzuki', model: 'Swift VXI', registrationNumber: 'MH 12 AB 1234', loanAmount: 4_00_000, tenureMonths: 48 };
const today = { year: 2026, month: 11, day: 23 };

describe('journey steps', () => {
  const offered = [...new Set(LENDERS.flatMap((lender) => lender.products.map((terms) => terms.product)))];

  test.prop([fc.constantFrom(...offered)])(
    'STEP-008: the oldest age accepted is one some lender serves at its shortest tenure; a year older no lender serves at any tenure',
    (product) => {
      const { minAgeYears, maxAgeYears } = applicantAgeLimits(product);
      expect(minAgeYears).toBe(18);
      const terms = LENDERS.flatMap((lender) => lender.products.filter((candidate) => candidate.product === product));
      expect(terms.some((candidate) => ageAtMaturity(maxAgeYears, candidate.minTenureMonths) <= candidate.maxAgeAtMaturityYears)).toBe(true);
      expect(terms.every((candidate) => ageAtMaturity(maxAgeYears + 1, candidate.minTenureMonths) > candidate.maxAgeAtMaturityYears)).toBe(true);
    },
  );

  test.prop([fc.constantFrom(...offered), fc.integer({ min: 0, max: 90 })])(
    'STEP-008: personal details are refused, with the ages in the message, exactly when the age is outside the limits',
    (product, age) => {
      const today = { year: 2026, month: 11, day: 23 };
      const dateOfBirth = `23/11/${2026 - age}`;
      const result = validateJourneyStep(product, 'personal-details', { ...personal, dateOfBirth }, LENDERS, today);
      const { minAgeYears, maxAgeYears } = applicantAgeLimits(product);
      if (age >= minAgeYears && age <= maxAgeYears) expect(result.ok).toBe(true);
      else expect(result).toEqual({ ok: false, fieldErrors: { dateOfBirth: STEP_MESSAGES.ageOutOfRange(minAgeYears, maxAgeYears) } });
      // Without the day, the date is checked as a date only.
      expect(validateJourneyStep(product, 'personal-details', { ...personal, dateOfBirth }).ok).toBe(true);
    },
  );

  it('STEP-008: a 17-year-old is refused a personal loan; the day of the 18th birthday is accepted', () => {
    const today = { year: 2026, month: 11, day: 23 };
    const limits = applicantAgeLimits('personal-loan');
    expect(limits).toEqual({ minAgeYears: 18, maxAgeYears: 59 });
    expect(validateJourneyStep('personal-loan', 'personal-details', { ...personal, dateOfBirth: '24/11/2008' }, LENDERS, today)).toEqual({
      ok: false,
      fieldErrors: { dateOfBirth: 'You can apply for this loan from the age of 18 up to 59.' },
    });
    expect(validateJourneyStep('personal-loan', 'personal-details', { ...personal, dateOfBirth: '23/11/2008' }, LENDERS, today).ok).toBe(true);
  });

  const salaried = { employment: 'salaried', netMonthlyIncome: 50_000 };

  test.prop([fc.string({ maxLength: 40 })])(
    'STEP-007: the employer name is checked like an address line but refused with its own message',
    (employerName) => {
      const result = validateJourneyStep('personal-loan', 'employment', { ...salaried, employerName });
      if (result.ok) {
        expect(addressSchema.safeParse(employerName).success).toBe(true);
        return;
      }
      const message = result.fieldErrors['employerName'];
      expect(message).not.toBe(ADDRESS_INVALID);
      if (addressSchema.safeParse(employerName).success) expect(message).toBe(REQUIRED);
      else expect([REQUIRED, STEP_MESSAGES.employerInvalid]).toContain(message);
    },
  );

  it('STEP-007: an employer name with a character no address allows gets the employer message; an empty one the empty-field message', () => {
    expect(validateJourneyStep('personal-loan', 'employment', { ...salaried, employerName: 'Infosys <Ltd>' })).toEqual({
      ok: false,
      fieldErrors: { employerName: STEP_MESSAGES.employerInvalid },
    });
    expect(validateJourneyStep('personal-loan', 'employment', { ...salaried, employerName: '' })).toEqual({
      ok: false,
      fieldErrors: { employerName: REQUIRED },
    });
    expect(validateJourneyStep('personal-loan', 'employment', { ...salaried, employerName: 'Tata Consultancy Services' }).ok).toBe(true);
  });

  const registration = fc
    .tuple(
      fc.stringMatching(/^[A-Z]{2}$/),
      fc.stringMatching(/^\d{2}$/),
      fc.stringMatching(/^[A-Z]{1,3}$/),
      fc.stringMatching(/^\d{4}$/),
      fc.constantFrom('', ' ', '-'),
    )
    .map(([state, rto, series, number, gap]) => [state, rto, series, number].join(gap));

  test.prop([registration, fc.constantFrom('used-car-loan', 'refinance') as fc.Arbitrary<LoanProductSlug>])(
    'STEP-006: a registration number typed in small letters is accepted and saved in capitals',
    (mark, product) => {
      const result = validateJourneyStep(product, 'vehicle-and-amount', { ...usedCar, registrationNumber: mark.toLowerCase() });
      expect(result).toEqual({ ok: true, values: { ...usedCar, registrationNumber: mark } });
    },
  );

  it('STEP-006: "mh12ab1234" becomes MH12AB1234; a wrong mark keeps its message', () => {
    expect(validateJourneyStep('used-car-loan', 'vehicle-and-amount', { ...usedCar, registrationNumber: 'mh12ab1234' })).toMatchObject({
      ok: true,
      values: { registrationNumber: 'MH12AB1234' },
    });
    expect(validateJourneyStep('used-car-loan', 'vehicle-and-amount', { ...usedCar, registrationNumber: 'mh12' })).toEqual({
      ok: false,
      fieldErrors: { registrationNumber: VEHICLE_NUMBER_INVALID },
    });
  });

  it('STEP-001: vehicle loans ask for the vehicle, other loans for the purpose; consent comes last', () => {
    expect(journeySteps('used-car-loan')).toEqual(['personal-details', 'employment', 'vehicle-and-amount', 'credit-consent']);
    expect(journeySteps('personal-loan')).toEqual(['personal-details', 'employment', 'purpose-and-amount', 'credit-consent']);
    expect(journeySteps('business-loan')[2]).toBe('purpose-and-amount');
    expect(validateJourneyStep('new-car-loan', 'vehicle-and-amount', { make: 'Tata', model: 'Nexon EV', loanAmount: 9_00_000, tenureMonths: 60 }))
      .toMatchObject({ ok: true });
    expect(validateJourneyStep('used-car-loan', 'vehicle-and-amount', { ...usedCar, registrationNumber: '' })).toEqual({
      ok: false,
      fieldErrors: { registrationNumber: REQUIRED },
    });
    expect(validateJourneyStep('used-car-loan', 'vehicle-and-amount', { ...usedCar, registrationNumber: 'MH12' })).toEqual({
      ok: false,
      fieldErrors: { registrationNumber: VEHICLE_NUMBER_INVALID },
    });
  });

  it('STEP-002: the amount and tenure span every lender of the product, or the calculator ranges when none lends it', () => {
    expect(productLimits('two-wheeler-loan')).toEqual({ minAmount: 20_000, maxAmount: 5_00_000, minTenureMonths: 12, maxTenureMonths: 48 });
    expect(productLimits('business-loan')).toEqual({ minAmount: 10_000, maxAmount: 25_00_000, minTenureMonths: 12, maxTenureMonths: 84 });
    expect(validateJourneyStep('two-wheeler-loan', 'vehicle-and-amount', { make: 'Ather', model: '450X', loanAmount: 6_00_000, tenureMonths: 60 })).toEqual({
      ok: false,
      fieldErrors: {
        loanAmount: 'Please enter an amount from ₹20,000 to ₹5,00,000.',
        tenureMonths: 'Please choose a tenure from 12 to 48 months.',
      },
    });
  });

  test.prop([fc.constantFrom(...LOAN_PRODUCTS.map((product) => product.slug)), fc.integer({ min: 0, max: 2_00_00_000 }), fc.integer({ min: 0, max: 150 })])(
    'STEP-002: an amount and tenure pass exactly when they are within the product’s limits',
    (product, loanAmount, tenureMonths) => {
      const limits = productLimits(product);
      const step = journeySteps(product)[2]!;
      const values = step === 'vehicle-and-amount'
        ? { make: 'Tata', model: 'Nexon', registrationNumber: 'MH 12 AB 1234', loanAmount, tenureMonths }
        : { purpose: 'medical', loanAmount, tenureMonths };
      const inLimits = loanAmount >= limits.minAmount && loanAmount <= limits.maxAmount
        && tenureMonths >= limits.minTenureMonths && tenureMonths <= limits.maxTenureMonths;
      expect(validateJourneyStep(product, step, values).ok).toBe(inLimits);
    },
  );

  it('STEP-003: each failing field gets its first @rinn/validation or step message; foreign steps are refused', () => {
    expect(validateJourneyStep('personal-loan', 'personal-details', { ...personal, fullName: 'Asha 2', dateOfBirth: '31/02/1994', pan: 'ABC' })).toEqual({
      ok: false,
      fieldErrors: { fullName: NAME_INVALID, dateOfBirth: DATE_INVALID, pan: PAN_INVALID },
    });
    expect(validateJourneyStep('personal-loan', 'personal-details', { ...personal, city: 'atlantis' })).toEqual({
      ok: false,
      fieldErrors: { city: 'Please choose an option.' },
    });
    expect(validateJourneyStep('personal-loan', 'credit-consent', { bureauConsent: false })).toEqual({
      ok: false,
      fieldErrors: { bureauConsent: 'Please allow us to fetch your credit report to see your offers.' },
    });
    expect(validateJourneyStep('personal-loan', 'employment', { ...employment, netMonthlyIncome: -5 })).toEqual({
      ok: false,
      fieldErrors: { netMonthlyIncome: 'Please enter your net monthly income in rupees.' },
    });
    expect(validateJourneyStep('personal-loan', 'vehicle-and-amount', usedCar)).toEqual({ ok: false, fieldErrors: { step: 'Please choose an option.' } });
    expect(validateJourneyStep('personal-loan', 'employment', undefined)).toMatchObject({ ok: false });
  });

  it('STEP-004: the page’s loan type wins; otherwise the productsId decides', () => {
    expect(journeyProduct({ productsId: 1 })).toBe('new-car-loan');
    expect(journeyProduct({ productsId: 2 })).toBe('personal-loan');
    expect(journeyProduct({ productsId: 3 })).toBe('refinance');
    expect(journeyProduct({ productsId: 5 })).toBe('personal-loan');
    expect(journeyProduct({ productsId: 7 })).toBe('two-wheeler-loan');
    expect(journeyProduct({ productsId: 2 }, 'used-car-loan')).toBe('used-car-loan');
  });

  it('STEP-005: a finished journey becomes the matcher’s application; an unfinished one does not', () => {
    const saved: SavedSteps = { 'personal-details': personal, employment, 'vehicle-and-amount': usedCar, 'credit-consent': { bureauConsent: true } };
    const application = offerApplicationFromSteps('used-car-loan', saved, 772, today);
    expect(application).toEqual({
      product: 'used-car-loan', loanAmount: 4_00_000, tenureMonths: 48, netMonthlyIncome: 85_000, creditScore: 772,
      ageYears: 32, city: 'pune', employment: 'salaried',
    });
    const { 'credit-consent': _consent, ...withoutConsent } = saved;
    expect(offerApplicationFromSteps('used-car-loan', withoutConsent, 772, today)).toBeUndefined();
    expect(offerApplicationFromSteps('used-car-loan', saved, 772, { year: 2026, month: 11, day: 21 })?.ageYears).toBe(31);
    expect(matchOffers(application!).offers.length).toBeGreaterThan(0);
  });
});
