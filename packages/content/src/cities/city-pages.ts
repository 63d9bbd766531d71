import type { City, CityPage, CityProfile } from '../schemas.js';
import { CITIES_BY_PRODUCT, CITY_PAGE_PRODUCTS, type CityPageProduct } from './city-list.js';
import { CITY_PROFILES } from './city-profiles.js';

function registrationSentence(city: CityProfile): string {
  if (city.rtoCodes.length === 0) {
    return `${city.state} registers ${city.name}’s vehicles and notes any loan on the RC.`;
  }
  const codes = city.rtoCodes.join(', ');
  return `${city.name} plates start ${codes}; that RTO notes any loan on the RC.`;
}

const WRITERS: Readonly<Record<CityPageProduct, (city: CityProfile) => Omit<CityPage, 'product' | 'city'>>> = {
  refinance: (city) => ({
    heading: `Loan against car in ${city.name}`,
    metaDescription: `Refinance your car in ${city.name}: pay off your current car loan and get cash in hand once 12 EMIs are paid. Compare lenders on Rinn.`,
    paragraphs: [
      `Own a car in ${city.name}? After 12 EMIs on your car loan, a Rinn partner can pay it off and add cash in hand, up to ₹10,00,000.`,
      city.economy,
      `${registrationSentence(city)} ${city.localNote}`,
    ],
  }),
  'used-car-loan': (city) => ({
    heading: `Used car loan in ${city.name}`,
    metaDescription: `Used car loans in ${city.name} from indicative rates of 14% a year with a 1% processing fee. Compare lenders and check your offer on Rinn.`,
    paragraphs: [
      `Buying a pre-owned car in ${city.name}? Compare used car loans at indicative rates of 14% to 15.5% a year with a 1% processing fee.`,
      city.economy,
      `${registrationSentence(city)} ${city.localNote}`,
    ],
  }),
  'new-car-loan': (city) => ({
    heading: `New car loan in ${city.name}`,
    metaDescription: `New car loans in ${city.name} for 1 to 7 years. Pick your model, see the ex-showroom price and compare EMIs on Rinn.`,
    paragraphs: [
      `Planning a new car in ${city.name}? See the ex-showroom price of your variant and compare loans over 1 to 7 years.`,
      city.economy,
      `${registrationSentence(city)} ${city.localNote}`,
    ],
  }),
  'personal-loan': (city) => ({
    heading: `Personal loan in ${city.name}`,
    metaDescription: `Personal loans in ${city.name} with rates from 11% a year, up to ₹5 lakh for up to 5 years. Check your offer on Rinn.`,
    paragraphs: [
      `Need funds in ${city.name}? Personal loans on Rinn start at 11% a year, for up to 5 years and up to ₹5 lakh, with no collateral.`,
      city.economy,
      `${city.localNote} Compare offers in ${city.name}, ${city.state}, and read the Key Fact Statement before you accept.`,
    ],
  }),
};

/**
 * Every city page of every product, in display order.
 *
 * @rule CONTENT-013 City pages of the same product are not copies of each other: each names
 *   facts true of its own city (registration series, economy, a local note), so any two share at
 *   most half of their distinct words.
 * @spec §2 Routes (/{product}/city/{citySlug}); §3 City
 *
 * @example CITY_PAGES.filter((page) => page.product === 'refinance').length // 22
 */
export const CITY_PAGES: readonly CityPage[] = CITY_PAGE_PRODUCTS.flatMap((product) =>
  CITIES_BY_PRODUCT[product].map((slug) => {
    const profile = CITY_PROFILES[slug];
    return { product, city: { name: profile.name, slug: profile.slug, imgUrl: profile.imgUrl }, ...WRITERS[product](profile) };
  }),
);

/**
 * The cities of a product as §3 City entries, for city lists and the 'Locations' modal.
 *
 * @param product - A product with city pages.
 * @returns The cities in display order.
 * @example citiesOf('refinance')[0] // { name: 'Ahmedabad', slug: 'ahmedabad', imgUrl: '/images/cities/ahmedabad.webp' }
 */
export function citiesOf(product: CityPageProduct): City[] {
  return CITIES_BY_PRODUCT[product].map((slug) => {
    const { name, imgUrl } = CITY_PROFILES[slug];
    return { name, slug, imgUrl };
  });
}
