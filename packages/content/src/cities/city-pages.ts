import type { Language } from '@rinn/rules';
import type { City, CityPage, CityProfile } from '../schemas.js';
import { CITIES_BY_PRODUCT, CITY_PAGE_PRODUCTS, type CityPageProduct, type CitySlug } from './city-list.js';
import { CITY_PROFILES, CITY_PROFILES_HI } from './city-profiles.js';

function registrationSentence(city: CityProfile): string {
  if (city.rtoCodes.length === 0) {
    return `${city.state} registers ${city.name}’s vehicles and notes any loan on the RC.`;
  }
  const codes = city.rtoCodes.join(', ');
  return `${city.name} plates start ${codes}; that RTO notes any loan on the RC.`;
}

const WRITERS: Readonly<Record<CityPageProduct, CityPageWriter>> = {
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

function registrationSentenceHi(city: CityProfile): string {
  if (city.rtoCodes.length === 0) {
    return `${city.name} की गाड़ियों का रजिस्ट्रेशन ${city.state} का परिवहन विभाग करता है, और गाड़ी पर लिया गया लोन आरसी पर दर्ज होता है।`;
  }
  const codes = city.rtoCodes.join(', ');
  return `${city.name} की नंबर प्लेट ${codes} से शुरू होती हैं; वहीं का आरटीओ गाड़ी पर लिया गया लोन आरसी पर दर्ज करता है।`;
}

type CityPageWriter = (city: CityProfile) => Omit<CityPage, 'product' | 'city'>;

const WRITERS_HI: Readonly<Record<CityPageProduct, CityPageWriter>> = {
  refinance: (city) => ({
    heading: `${city.name} में कार पर लोन`,
    metaDescription: `${city.name} में कार पर लोन: 12 ईएमआई चुकाने के बाद मौजूदा कार लोन चुकाएँ और हाथ में नकद पाएँ। Rinn पर लेंडर्स की तुलना करें।`,
    paragraphs: [
      `${city.name} में आपकी अपनी कार है? कार लोन की 12 ईएमआई चुकाने के बाद Rinn का पार्टनर लेंडर बाक़ी लोन चुका सकता है और ऊपर से ₹10,00,000 तक की नकद राशि दे सकता है।`,
      city.economy,
      `${registrationSentenceHi(city)} ${city.localNote}`,
    ],
  }),
  'used-car-loan': (city) => ({
    heading: `${city.name} में पुरानी कार के लिए लोन`,
    metaDescription: `${city.name} में पुरानी कार के लिए लोन, 14% सालाना की सांकेतिक दर और 1% प्रोसेसिंग फ़ीस से। Rinn पर लेंडर्स की तुलना करें।`,
    paragraphs: [
      `${city.name} में पुरानी कार ख़रीद रहे हैं? 14% से 15.5% सालाना की सांकेतिक ब्याज दर और 1% प्रोसेसिंग फ़ीस वाले लोन की तुलना करें।`,
      city.economy,
      `${registrationSentenceHi(city)} ${city.localNote}`,
    ],
  }),
  'new-car-loan': (city) => ({
    heading: `${city.name} में नई कार के लिए लोन`,
    metaDescription: `${city.name} में 1 से 7 साल के लिए नई कार का लोन। अपना मॉडल चुनें, एक्स-शोरूम क़ीमत देखें और Rinn पर ईएमआई की तुलना करें।`,
    paragraphs: [
      `${city.name} में नई कार लेने की सोच रहे हैं? अपने वेरिएंट की एक्स-शोरूम क़ीमत देखें और 1 से 7 साल तक के लोन की तुलना करें।`,
      city.economy,
      `${registrationSentenceHi(city)} ${city.localNote}`,
    ],
  }),
  'personal-loan': (city) => ({
    heading: `${city.name} में पर्सनल लोन`,
    metaDescription: `${city.name} में 11% सालाना से शुरू होने वाली दर पर ₹5 लाख तक का पर्सनल लोन, 5 साल तक के लिए। Rinn पर अपना ऑफ़र देखें।`,
    paragraphs: [
      `${city.name} में पैसों की ज़रूरत है? Rinn पर पर्सनल लोन 11% सालाना से शुरू होते हैं, 5 साल तक और ₹5 लाख तक, बिना कुछ गिरवी रखे।`,
      city.economy,
      `${city.localNote} ${city.name}, ${city.state} में ऑफ़र की तुलना करें, और स्वीकार करने से पहले की फ़ैक्ट स्टेटमेंट (KFS) ज़रूर पढ़ें।`,
    ],
  }),
};

function cityPagesOf(writers: Readonly<Record<CityPageProduct, CityPageWriter>>, profiles: Readonly<Record<CitySlug, CityProfile>>): CityPage[] {
  return CITY_PAGE_PRODUCTS.flatMap((product) =>
    CITIES_BY_PRODUCT[product].map((slug) => {
      const profile = profiles[slug];
      return { product, city: { name: profile.name, slug: profile.slug, imgUrl: profile.imgUrl }, ...writers[product](profile) };
    }),
  );
}

/**
 * Every city page of every product, in display order.
 *
 * @rule CONTENT-013 City pages of the same product are not copies of each other: each names
 *   facts true of its own city (registration series, economy, a local note), so any two share at
 *   most half of their distinct words.
 * @spec §2 Routes (/{product}/city/{citySlug}); §3 City
 *
 * @example CITY_PAGES.filter((page) => page.product === 'refinance').length // 24
 */
export const CITY_PAGES: readonly CityPage[] = cityPagesOf(WRITERS, CITY_PROFILES);

/**
 * The same city pages in Hindi, in the same order: Devanagari city names and Hindi texts written
 * from {@link CITY_PROFILES_HI}.
 *
 * @example CITY_PAGES_HI.find((page) => page.product === 'refinance')?.heading // 'अहमदाबाद में कार पर लोन'
 */
export const CITY_PAGES_HI: readonly CityPage[] = cityPagesOf(WRITERS_HI, CITY_PROFILES_HI);

/**
 * The cities of a product as §3 City entries, for city lists and the 'Locations' modal.
 *
 * @param product - A product with city pages.
 * @param language - The language of the names: Hindi names are in Devanagari.
 * @returns The cities in display order.
 * @example citiesOf('refinance')[0] // { name: 'Ahmedabad', slug: 'ahmedabad', imgUrl: '/images/cities/ahmedabad.webp' }
 * @example citiesOf('refinance', 'hi')[0]?.name // 'अहमदाबाद'
 */
export function citiesOf(product: CityPageProduct, language: Language = 'en'): City[] {
  const profiles = language === 'hi' ? CITY_PROFILES_HI : CITY_PROFILES;
  return CITIES_BY_PRODUCT[product].map((slug) => {
    const { name, imgUrl } = profiles[slug];
    return { name, slug, imgUrl };
  });
}
