import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  BACK_BUTTON_SLUGS,
  JOURNEY_START_KEYS,
  JOURNEY_START_PATH,
  buildJourneyStart,
  journeyStartPath,
  parseJourneyStart,
  type JourneyStartInput,
} from './journey-start.js';
import { RulesError } from './errors.js';

// Every key may be left out (an optional parameter is absent, never `undefined`).
const text = fc.string({ maxLength: 20 });
const journeyInput: fc.Arbitrary<JourneyStartInput> = fc.record(
  {
    productsId: fc.integer({ min: 1, max: 100 }),
    vendorsId: fc.integer({ min: 1, max: 100 }),
    backBtnSlug: fc.constantFrom(...BACK_BUTTON_SLUGS),
    mobileNumber: text,
    userToken: text,
    userMobile: text,
    creditParentCls: text,
    formSource: text,
    basicToken: text,
  },
  { requiredKeys: [] },
);

describe('buildJourneyStart', () => {
  it('JOURNEY-002: defaults to product 5 and vendor 5', () => {
    expect(buildJourneyStart()).toEqual({ params: { productsId: 5, vendorsId: 5 }, query: 'productsId=5&vendorsId=5' });
  });

  it('JOURNEY-001, JOURNEY-002: builds the dashboard resume query in spec order', () => {
    const start = buildJourneyStart({
      formSource: 'userDashboard',
      backBtnSlug: '/dashboard',
      vendorsId: 6,
      productsId: 2,
      userToken: 'tok en',
      mobileNumber: '',
    });
    expect(start.params).toEqual({ productsId: 2, vendorsId: 6, backBtnSlug: '/dashboard', userToken: 'tok en', formSource: 'userDashboard' });
    expect(start.query).toBe('productsId=2&vendorsId=6&backBtnSlug=%2Fdashboard&userToken=tok%20en&formSource=userDashboard');
  });

  it('JOURNEY-001: only /emi-calculator, /refinance and /dashboard are back-button slugs', () => {
    expect(BACK_BUTTON_SLUGS).toEqual(['/emi-calculator', '/refinance', '/dashboard']);
    const bad = { backBtnSlug: '/home' } as unknown as JourneyStartInput;
    expect(() => buildJourneyStart(bad)).toThrowError(RulesError);
    expect(() => buildJourneyStart(bad)).toThrowError('backBtnSlug must be /emi-calculator, /refinance or /dashboard; got "/home".');
  });

  it.each([0, -1, 2.5, Number.NaN])('JOURNEY-002: refuses productsId and vendorsId %s', (id) => {
    expect(() => buildJourneyStart({ productsId: id })).toThrowError(/productsId must be a positive whole number/);
    expect(() => buildJourneyStart({ vendorsId: id })).toThrowError(/vendorsId must be a positive whole number/);
  });

  test.prop([journeyInput])('JOURNEY-002: keeps every given value, defaults the ids, drops blanks', (input) => {
    const { params } = buildJourneyStart(input);
    expect(params.productsId).toBe(input.productsId ?? 5);
    expect(params.vendorsId).toBe(input.vendorsId ?? 5);
    for (const key of JOURNEY_START_KEYS) {
      if (key === 'productsId' || key === 'vendorsId') continue;
      const given = input[key];
      expect(params[key]).toBe(given === '' ? undefined : given);
    }
  });

  test.prop([journeyInput])('JOURNEY-003: parsing a built query gives back the same parameters', (input) => {
    const { params, query } = buildJourneyStart(input);
    expect(parseJourneyStart(query)).toEqual(params);
    expect(parseJourneyStart(`?${query}`)).toEqual(params);
  });

  it('JOURNEY-003: parsing validates like building', () => {
    expect(() => parseJourneyStart('productsId=abc')).toThrowError(RulesError);
    expect(() => parseJourneyStart('backBtnSlug=%2Fhome')).toThrowError(RulesError);
    expect(parseJourneyStart('unknown=1')).toEqual({ productsId: 5, vendorsId: 5 });
  });
});

describe('journeyStartPath', () => {
  test.prop([journeyInput])('JOURNEY-004: a journey link is /journey with the built query, and reads back to its parameters', (input) => {
    const path = journeyStartPath(input);
    const [pathname, query = ''] = path.split('?');
    expect(pathname).toBe(JOURNEY_START_PATH);
    expect(query).toBe(buildJourneyStart(input).query);
    expect(parseJourneyStart(query)).toEqual(buildJourneyStart(input).params);
  });
});
