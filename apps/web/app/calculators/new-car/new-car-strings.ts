import type { Language } from '@rinn/rules';
import type { NewCarField } from '@rinn/machines';

/**
 * Copy of the new-car finder on the EMI calculator's New car loan tab (§2 Calculators: new car
 * calculator with city, brand, model, variant selection). The spec fixes the flow, not the words;
 * these are the web app's own, in English and Hindi with the same keys.
 */
const EN = {
  legend: 'Find your car',
  hint: 'Pick a city, brand, model and variant: the ex-showroom price becomes the loan amount.',
  labels: { city: 'City', brand: 'Brand', model: 'Model', variant: 'Variant' },
  placeholders: { city: 'Type or pick a city', brand: 'Type or pick a brand', model: 'Type or pick a model', variant: 'Type or pick a variant' },
  needs: { city: '', brand: '', model: 'Pick a city and a brand first', variant: 'Pick a model first' },
  loading: { city: 'Loading cities…', brand: 'Loading brands…', model: 'Loading models…', variant: 'Loading variants…' },
  loadingPrice: 'Fetching the ex-showroom price…',
  noMatch: 'No match',
  showOptions: 'Show options',
  unavailable: 'We could not load the car list.',
  retry: 'Try again',
  loadFailed: 'That did not load. Please pick again.',
  price: 'Ex-showroom price',
  priceSetsAmount: 'The loan amount is set to this price; you can lower it.',
} as const;

type Copy = { readonly [K in keyof typeof EN]: (typeof EN)[K] extends string ? string : Readonly<Record<NewCarField, string>> };

const HI: Copy = {
  legend: 'अपनी कार चुनें',
  hint: 'शहर, ब्रांड, मॉडल और वैरिएंट चुनें: एक्स-शोरूम कीमत ऋण राशि बन जाती है।',
  labels: { city: 'शहर', brand: 'ब्रांड', model: 'मॉडल', variant: 'वैरिएंट' },
  placeholders: { city: 'शहर लिखें या चुनें', brand: 'ब्रांड लिखें या चुनें', model: 'मॉडल लिखें या चुनें', variant: 'वैरिएंट लिखें या चुनें' },
  needs: { city: '', brand: '', model: 'पहले शहर और ब्रांड चुनें', variant: 'पहले मॉडल चुनें' },
  loading: { city: 'शहर लोड हो रहे हैं…', brand: 'ब्रांड लोड हो रहे हैं…', model: 'मॉडल लोड हो रहे हैं…', variant: 'वैरिएंट लोड हो रहे हैं…' },
  loadingPrice: 'एक्स-शोरूम कीमत लाई जा रही है…',
  noMatch: 'कोई मेल नहीं',
  showOptions: 'विकल्प दिखाएँ',
  unavailable: 'हम कारों की सूची लोड नहीं कर सके।',
  retry: 'फिर से कोशिश करें',
  loadFailed: 'यह लोड नहीं हुआ। कृपया फिर से चुनें।',
  price: 'एक्स-शोरूम कीमत',
  priceSetsAmount: 'ऋण राशि इस कीमत पर सेट है; आप इसे कम कर सकते हैं।',
};

/**
 * The new-car finder's copy in a language.
 *
 * @param language - the page language
 * @returns the strings
 */
export function newCarStrings(language: Language): Copy {
  return language === 'hi' ? HI : EN;
}
