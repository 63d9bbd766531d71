/**
 * Every city Rinn has a city page for, keyed by URL slug. Slugs use the name people type in a
 * search box (Bangalore, Mysore), which is also the spelling spec §2 uses.
 */
export const CITY_NAMES = {
  ahmedabad: 'Ahmedabad',
  bangalore: 'Bangalore',
  bhubaneswar: 'Bhubaneswar',
  chandigarh: 'Chandigarh',
  chennai: 'Chennai',
  coimbatore: 'Coimbatore',
  'new-delhi': 'New Delhi',
  guwahati: 'Guwahati',
  hyderabad: 'Hyderabad',
  indore: 'Indore',
  jodhpur: 'Jodhpur',
  jaipur: 'Jaipur',
  kochi: 'Kochi',
  ludhiana: 'Ludhiana',
  lucknow: 'Lucknow',
  mysore: 'Mysore',
  mumbai: 'Mumbai',
  nagpur: 'Nagpur',
  pune: 'Pune',
  surat: 'Surat',
  vadodara: 'Vadodara',
  visakhapatnam: 'Visakhapatnam',
  kolkata: 'Kolkata',
  gurugram: 'Gurugram',
} as const;

/** The slug of a city with a city page. */
export type CitySlug = keyof typeof CITY_NAMES;

/** The products that have city pages, at `/{product}/city/{citySlug}`. */
export const CITY_PAGE_PRODUCTS = ['refinance', 'used-car-loan', 'new-car-loan', 'personal-loan'] as const;

/** A product slug that has city pages. */
export type CityPageProduct = (typeof CITY_PAGE_PRODUCTS)[number];

/**
 * The cities each product has a page for, in display order. Refinance lists the 22 cities of
 * spec §2; the other products list ten large car and credit markets each.
 */
export const CITIES_BY_PRODUCT: Readonly<Record<CityPageProduct, readonly CitySlug[]>> = {
  refinance: [
    'ahmedabad', 'bangalore', 'bhubaneswar', 'chandigarh', 'chennai', 'coimbatore', 'new-delhi',
    'guwahati', 'hyderabad', 'indore', 'jodhpur', 'jaipur', 'kochi', 'ludhiana', 'lucknow', 'mysore',
    'mumbai', 'nagpur', 'pune', 'surat', 'vadodara', 'visakhapatnam',
  ],
  'used-car-loan': [
    'new-delhi', 'mumbai', 'bangalore', 'hyderabad', 'chennai', 'pune', 'kolkata', 'ahmedabad', 'jaipur', 'chandigarh',
  ],
  'new-car-loan': [
    'mumbai', 'new-delhi', 'bangalore', 'chennai', 'hyderabad', 'pune', 'kolkata', 'gurugram', 'ahmedabad', 'lucknow',
  ],
  'personal-loan': [
    'mumbai', 'new-delhi', 'bangalore', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad', 'jaipur', 'lucknow',
  ],
};
