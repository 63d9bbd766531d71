import { CITY_NAMES, type CitySlug } from '@rinn/content';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cityForPincode, PIN_DISTRICTS_BY_CITY, valuesAfterChange } from './pincode-city.js';

const cities = Object.keys(CITY_NAMES) as CitySlug[];
const districtOf = fc.constantFrom(...cities).chain((city) => fc.constantFrom(...PIN_DISTRICTS_BY_CITY[city]).map((district) => ({ city, district })));
const lastThree = fc.integer({ min: 0, max: 999 }).map((value) => String(value).padStart(3, '0'));

describe('PIN code to city', () => {
  it('PIN-001: every city Rinn serves has districts, and no district belongs to two cities', () => {
    const all = cities.flatMap((city) => PIN_DISTRICTS_BY_CITY[city]);
    expect(cities.every((city) => PIN_DISTRICTS_BY_CITY[city].length > 0)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((district) => /^[1-9]\d\d$/.test(district))).toBe(true);
    expect([cityForPincode('411001'), cityForPincode('560034'), cityForPincode('110001'), cityForPincode('122002')]).toEqual(['pune', 'bangalore', 'new-delhi', 'gurugram']);
  });

  test.prop([districtOf, lastThree])('PIN-001: a PIN in a city district names that city', ({ city, district }, rest) => {
    expect(cityForPincode(`${district}${rest}`)).toBe(city);
  });

  test.prop([fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.stringMatching(/^0\d{5}$/), fc.stringMatching(/^\d{1,5}$|^\d{7,9}$/))])(
    'PIN-001: anything that is not a six-digit PIN names no city',
    (value) => {
      expect(cityForPincode(value)).toBeNull();
    },
  );

  test.prop([districtOf, lastThree, fc.constantFrom(undefined, '')])('PIN-002: a PIN of a served city fills an empty city', ({ city, district }, rest, emptyCity) => {
    const values = valuesAfterChange({ fullName: 'Meera', city: emptyCity }, 'pincode', `${district}${rest}`);
    expect(values).toEqual({ fullName: 'Meera', city, pincode: `${district}${rest}` });
  });

  test.prop([districtOf, districtOf, lastThree])('PIN-002: a city filled from the PIN follows a new PIN; a chosen city stays', (first, second, rest) => {
    const filled = valuesAfterChange({}, 'pincode', `${first.district}${rest}`);
    expect(valuesAfterChange(filled, 'pincode', `${second.district}${rest}`)['city']).toBe(second.city);
    const chosen = { ...filled, city: first.city === 'kolkata' ? 'mumbai' : 'kolkata' };
    expect(valuesAfterChange(chosen, 'pincode', `${second.district}${rest}`)['city']).toBe(chosen.city);
  });

  test.prop([fc.string(), fc.anything()])('PIN-002: a change to any other field, or a PIN of no served city, leaves the city as it was', (field, value) => {
    fc.pre(field !== 'pincode');
    expect(valuesAfterChange({ city: 'pune' }, field, value)).toEqual({ city: 'pune', [field]: value });
    expect(valuesAfterChange({ city: '' }, 'pincode', '999999')).toEqual({ city: '', pincode: '999999' });
  });
});
