import type { CitySlug } from '@rinn/content';

/**
 * The sorting districts (a PIN code's first three digits, as India Post assigns them) that make up
 * each city Rinn serves. A district that spreads past the city (e.g. 412 around Pune) is counted in
 * it: the applicant still sees the city filled in and can change it.
 */
export const PIN_DISTRICTS_BY_CITY: Readonly<Record<CitySlug, readonly string[]>> = {
  ahmedabad: ['380', '382'],
  bangalore: ['560', '562'],
  bhubaneswar: ['751', '752'],
  chandigarh: ['160'],
  chennai: ['600'],
  coimbatore: ['641'],
  'new-delhi': ['110'],
  guwahati: ['781'],
  hyderabad: ['500'],
  indore: ['452', '453'],
  jodhpur: ['342'],
  jaipur: ['302', '303'],
  kochi: ['682', '683'],
  ludhiana: ['141'],
  lucknow: ['226', '227'],
  mysore: ['570', '571'],
  mumbai: ['400'],
  nagpur: ['440', '441'],
  pune: ['411', '412'],
  surat: ['394', '395'],
  vadodara: ['390', '391'],
  visakhapatnam: ['530', '531'],
  kolkata: ['700'],
  gurugram: ['122'],
};

const CITY_BY_DISTRICT: ReadonlyMap<string, CitySlug> = new Map(
  (Object.entries(PIN_DISTRICTS_BY_CITY) as [CitySlug, readonly string[]][]).flatMap(([city, districts]) => districts.map((district) => [district, city] as const)),
);

/**
 * The city Rinn serves that a PIN code lies in.
 *
 * @rule PIN-001 A six-digit PIN code (first digit 1–9) names the city whose sorting districts
 *   (PIN_DISTRICTS_BY_CITY) hold its first three digits; any other PIN, or anything that is not a
 *   PIN, names no city.
 * @spec §4 Application journey (PIN code and city)
 * @param pincode - what the applicant typed
 * @returns the city's slug, or null
 * @example
 * ```ts
 * cityForPincode('411001'); // 'pune'
 * cityForPincode('999999'); // null
 * ```
 */
export function cityForPincode(pincode: unknown): CitySlug | null {
  if (typeof pincode !== 'string' || !/^[1-9]\d{5}$/.test(pincode)) return null;
  return CITY_BY_DISTRICT.get(pincode.slice(0, 3)) ?? null;
}

/**
 * A step's values after the applicant changed one field, with the city filled in from the PIN code.
 *
 * @rule PIN-002 Typing a PIN code of a city Rinn serves (PIN-001) fills in the city when the city is
 *   empty or was itself filled in from the PIN before; a city the applicant chose is never
 *   overwritten, and a PIN of no served city leaves the city as it was.
 * @spec §4 Application journey (PIN code and city)
 * @param before - the step's values before the change
 * @param field - the field that changed
 * @param value - its new value
 * @returns the values with the change, and the city when the PIN fills it
 * @example
 * ```ts
 * valuesAfterChange({ city: '' }, 'pincode', '560001'); // { city: 'bangalore', pincode: '560001' }
 * ```
 */
export function valuesAfterChange(before: Readonly<Record<string, unknown>>, field: string, value: unknown): Record<string, unknown> {
  const after: Record<string, unknown> = { ...before, [field]: value };
  // The PIN code is asked only beside the city (personal details), so a PIN change may fill it.
  if (field !== 'pincode') return after;
  const city = cityForPincode(value);
  const cityUntouched = before['city'] === undefined || before['city'] === '' || before['city'] === cityForPincode(before['pincode']);
  if (city !== null && cityUntouched) after['city'] = city;
  return after;
}
