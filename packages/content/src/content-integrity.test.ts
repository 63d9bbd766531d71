import { fc, test } from '@fast-check/vitest';
import { formatRupees } from '@rinn/format';
import { CASH_IN_HAND_CAP, MIN_EMIS_PAID_FOR_REFINANCE, emi } from '@rinn/loan-math';
import { ELIGIBILITY_CRITERIA, LOAN_PRODUCTS, LOAN_RATE_FACTS, SCORE_TABLE_ROWS } from '@rinn/rules';
import { describe, expect, it } from 'vitest';
import { BANK_NAMES } from './banks/bank-list.js';
import { BANK_PAGES, BANK_PAGES_HI } from './banks/bank-pages.js';
import { BLOG_ARTICLES } from './blog/index.js';
import { CITIES_BY_PRODUCT, CITY_NAMES, CITY_PAGE_PRODUCTS } from './cities/city-list.js';
import { CITY_PAGES, CITY_PAGES_HI, citiesOf } from './cities/city-pages.js';
import { CITY_PROFILES, CITY_PROFILES_HI } from './cities/city-profiles.js';
import { FAQ_HUB_CATEGORIES, FAQ_SETS } from './faq/categories.js';
import { ALL_TAG, filterFaqs, translatedFaqSet } from './faq/faq-item.js';
import { DYNAMIC_FAQ_LIMIT, FAQS, FAQS_HI, FAQ_HUB_LINKS, FAQ_HUB_LINKS_HI, faqDefaultVisibleCount } from './faq/faq-sets.js';
import { LEGAL_PAGES, PARTNER_LENDERS_MARKER, legalPageWithPartners } from './legal/index.js';
import { internalLinksOf } from './links.js';
import {
  HOME_HIGHLIGHT_TABS,
  HOME_HIGHLIGHT_TABS_HI,
  HOME_SECTIONS,
  HOME_SECTIONS_HI,
  HOME_STEP_GUIDE,
  HOME_STEP_GUIDE_HI,
  PRODUCT_TILES,
  PRODUCT_TILES_HI,
} from './marketing/home.js';
import { LENDING_PARTNERS, PARTNER_LENDER_NAMES } from './marketing/lending-partners.js';
import { NEWS_ITEMS, NEWS_ITEMS_HI } from './marketing/news.js';
import { DEFAULT_PLATFORM_STATS } from './marketing/platform-stats.js';
import { TESTIMONIALS, TESTIMONIALS_HI } from './marketing/testimonials.js';
import { VEHICLE_LOAN_CARDS } from './marketing/vehicle-loan-cards.js';
import { LOAN_TYPES } from './products/loan-types.js';
import { PRODUCT_PAGES_EN, PRODUCT_PAGES_HI } from './products/product-pages.js';
import { PERSONAL_LOAN_EMI_EXAMPLE } from './products/pages/personal-loan.js';
import { formatPercent } from './text-format.js';
import { PERSONAL_LOAN_RATE_TABLE, PERSONAL_LOAN_RATES_FROM_PERCENT, USED_CAR_RATE_TABLE } from './products/rate-tables.js';
import { CONTENT_PAGES, CONTENT_PAGES_HI } from './pages/content-pages.js';
import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI } from './pages/credit-score.js';
import { EXPIRED_LINK_TEXTS } from './pages/expired-link.js';
import { RESOURCE_CENTRE_TEXTS } from './pages/resource-centre.js';
import { isKnownRoute } from './routes.js';
import {
  URL_SAFE_SLUG,
  bankPageSchema,
  cityPageSchema,
  cityProfileSchema,
  faqSetSchema,
  highlightTabSchema,
  homeSectionSchema,
  lendingPartnerSchema,
  linkSchema,
  newsItemSchema,
  platformStatsSchema,
  productPageSchema,
  rateTableSchema,
  stepGuideSchema,
  testimonialSchema,
  vehicleLoanCardSchema,
} from './schemas.js';
import { shapeDifferences } from './shape.js';
import { UI_STRINGS } from './ui-strings.js';

const DEVANAGARI = /[\u0900-\u097F]/;

/** English items and their Hindi variants, each pair rendered by one component. */
const HINDI_VARIANTS: Readonly<Record<string, readonly [unknown, unknown]>> = {
  'FAQ sets': [FAQS, FAQS_HI],
  'FAQ hub links': [FAQ_HUB_LINKS, FAQ_HUB_LINKS_HI],
  'text pages': [CONTENT_PAGES, CONTENT_PAGES_HI],
  'credit-score page': [CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI],
  'home sections': [HOME_SECTIONS, HOME_SECTIONS_HI],
  'product tiles': [PRODUCT_TILES, PRODUCT_TILES_HI],
  'home highlights': [HOME_HIGHLIGHT_TABS, HOME_HIGHLIGHT_TABS_HI],
  'home step guide': [HOME_STEP_GUIDE, HOME_STEP_GUIDE_HI],
  testimonials: [TESTIMONIALS, TESTIMONIALS_HI],
  'news items': [NEWS_ITEMS, NEWS_ITEMS_HI],
  'bank pages': [BANK_PAGES.map(({ loanPage, interestRatePage, emiCalculatorPage }) => ({ loanPage, interestRatePage, emiCalculatorPage })), BANK_PAGES_HI.map(({ loanPage, interestRatePage, emiCalculatorPage }) => ({ loanPage, interestRatePage, emiCalculatorPage }))],
};

// Fields that are not prose: identifiers, paths, dates, tags and the like.
const NOT_PROSE = new Set(['id', 'path', 'href', 'linkHref', 'url', 'lang', 'date', 'imgname', 'imgUrl', 'videoUrl', 'posterUrl', 'gtmAction', 'tags', 'subtags', 'slug', 'logo', 'asOf']);

/** Every prose text in a content value (strings outside {@link NOT_PROSE} fields). */
function proseOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(proseOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => (NOT_PROSE.has(key) ? [] : proseOf(child)));
  }
  return [];
}
const hindiPages = Object.entries(PRODUCT_PAGES_HI);

/** Every piece of content on the site, for checks that apply to all of it. */
const ALL_CONTENT = {
  faqs: FAQS,
  faqHubLinks: FAQ_HUB_LINKS,
  faqsHi: FAQS_HI,
  faqHubLinksHi: FAQ_HUB_LINKS_HI,
  productPagesEn: PRODUCT_PAGES_EN,
  productPagesHi: PRODUCT_PAGES_HI,
  cityProfiles: CITY_PROFILES,
  cityPages: CITY_PAGES,
  cityProfilesHi: CITY_PROFILES_HI,
  cityPagesHi: CITY_PAGES_HI,
  bankPages: BANK_PAGES,
  lendingPartners: LENDING_PARTNERS,
  testimonials: TESTIMONIALS,
  news: NEWS_ITEMS,
  vehicleLoanCards: VEHICLE_LOAN_CARDS,
  home: { HOME_SECTIONS, HOME_HIGHLIGHT_TABS, HOME_STEP_GUIDE, PRODUCT_TILES },
  homeHi: { HOME_SECTIONS_HI, HOME_HIGHLIGHT_TABS_HI, HOME_STEP_GUIDE_HI, PRODUCT_TILES_HI },
  testimonialsHi: TESTIMONIALS_HI,
  newsHi: NEWS_ITEMS_HI,
  contentPages: CONTENT_PAGES,
  contentPagesHi: CONTENT_PAGES_HI,
  expiredLink: EXPIRED_LINK_TEXTS,
  resourceCentre: RESOURCE_CENTRE_TEXTS,
  uiStrings: UI_STRINGS,
  blog: BLOG_ARTICLES,
  legal: LEGAL_PAGES,
};

// Marks (\p{M}) belong to the word: Devanagari vowel signs would otherwise split every Hindi word.
function distinctWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared / (a.size + b.size - shared);
}

describe('every item parses with its schema', () => {
  it.each(FAQ_SETS)('FAQ set %s', (id) => {
    expect(() => faqSetSchema.parse(FAQS[id])).not.toThrow();
    expect(FAQS[id].id).toBe(id);
    expect(() => faqSetSchema.parse(FAQS_HI[id])).not.toThrow();
    expect(FAQS_HI[id].id).toBe(id);
  });

  it.each(LOAN_TYPES.map((loanType) => loanType.id))('English product page %s', (id) => {
    const page = productPageSchema.parse(PRODUCT_PAGES_EN[id]);
    expect(page.loanType).toBe(id);
    expect(page.slug).toBe(LOAN_TYPES.find((loanType) => loanType.id === id)?.slug);
    expect(page.lang).toBe('en');
  });

  it.each(hindiPages)('Hindi product page %s', (_id, page) => {
    expect(productPageSchema.parse(page).lang).toBe('hi');
  });

  it('cities, banks, rate tables and marketing items', () => {
    for (const profile of Object.values(CITY_PROFILES)) cityProfileSchema.parse(profile);
    for (const page of CITY_PAGES) cityPageSchema.parse(page);
    for (const profile of Object.values(CITY_PROFILES_HI)) cityProfileSchema.parse(profile);
    for (const page of CITY_PAGES_HI) cityPageSchema.parse(page);
    for (const bank of [...BANK_PAGES, ...BANK_PAGES_HI]) bankPageSchema.parse(bank);
    rateTableSchema.parse(PERSONAL_LOAN_RATE_TABLE);
    rateTableSchema.parse(USED_CAR_RATE_TABLE);
    for (const partner of LENDING_PARTNERS) lendingPartnerSchema.parse(partner);
    for (const testimonial of TESTIMONIALS) testimonialSchema.parse(testimonial);
    for (const item of NEWS_ITEMS) newsItemSchema.parse(item);
    for (const card of VEHICLE_LOAN_CARDS) vehicleLoanCardSchema.parse(card);
    for (const section of HOME_SECTIONS) homeSectionSchema.parse(section);
    for (const tab of HOME_HIGHLIGHT_TABS) highlightTabSchema.parse(tab);
    for (const tile of PRODUCT_TILES) linkSchema.parse(tile);
    stepGuideSchema.parse(HOME_STEP_GUIDE);
    platformStatsSchema.parse(DEFAULT_PLATFORM_STATS);
    expect(BANK_PAGES.map((bank) => bank.slug)).toEqual(Object.keys(BANK_NAMES));
  });

  it('rejects an FAQ item whose isClick disagrees with its link', () => {
    const [first] = FAQS.emi.items;
    const broken = { ...FAQS.emi, items: [{ ...first, isClick: true }, ...FAQS.emi.items.slice(1)] };
    expect(faqSetSchema.safeParse(broken).success).toBe(false);
  });
});

describe('slugs', () => {
  const slugKinds: Record<string, readonly string[]> = {
    cities: Object.keys(CITY_NAMES),
    banks: Object.keys(BANK_NAMES),
    faqSets: FAQ_SETS,
    loanPages: LOAN_TYPES.map((loanType) => loanType.slug),
    blog: BLOG_ARTICLES.map((article) => article.slug),
    lendingPartnerIds: LENDING_PARTNERS.map((partner) => String(partner.id)),
    newsActions: NEWS_ITEMS.map((item) => item.gtmAction),
  };

  it.each(Object.entries(slugKinds))('CONTENT-003: %s slugs are URL-safe and unique', (_kind, slugs) => {
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(slug).toMatch(URL_SAFE_SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('CONTENT-003: each city page pairs a product with one of its cities exactly once', () => {
    const keys = CITY_PAGES.map((page) => `${page.product}/${page.city.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(CITY_PAGES.filter((page) => page.product === 'refinance')).toHaveLength(24);
  });

  test.prop([fc.string()])('CONTENT-003: a slug never needs URL encoding', (candidate) => {
    if (URL_SAFE_SLUG.test(candidate)) expect(encodeURIComponent(candidate)).toBe(candidate);
  });
});

describe('internal links', () => {
  it('CONTENT-012: every internal link in all content, blog and legal pages included, is a known route', () => {
    const links = internalLinksOf(ALL_CONTENT);
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((link) => !isKnownRoute(link.href))).toEqual([]);
  });

  it('CONTENT-012: finds markup links in text and link fields, and skips assets', () => {
    expect(
      internalLinksOf({
        ans: 'See [rates](/personal-loan-interest-rate) and [EMI](/emi-calculator).',
        linkHref: '/cibil-score-check',
        imgUrl: '/images/cities/pune.webp',
        relatedLinks: [{ text: 'FAQ', href: '/resources/faq' }],
        website: 'https://sbi.co.in',
      }).map((link) => link.href),
    ).toEqual(['/personal-loan-interest-rate', '/emi-calculator', '/cibil-score-check', '/resources/faq']);
  });

  it('CONTENT-012: a broken link is caught', () => {
    const [broken] = internalLinksOf({ relatedLinks: [{ text: 'Gone', href: '/no-such-page' }] });
    expect(broken).toEqual({ at: 'relatedLinks.0.href', href: '/no-such-page' });
    expect(isKnownRoute(broken?.href ?? '')).toBe(false);
  });

  it('CONTENT-001: every route the rule package gives a loan product is in the route table', () => {
    for (const product of LOAN_PRODUCTS) {
      expect(isKnownRoute(product.route)).toBe(true);
      if (product.calculatorRoute !== null) expect(isKnownRoute(product.calculatorRoute)).toBe(true);
      if (product.faqCategory !== null) expect(isKnownRoute(`/resources/faq/${product.faqCategory}`)).toBe(true);
    }
  });
});

describe('legal pages and lending partners', () => {
  it('CONTENT-012: legal pages that list partner lenders name every lending partner, and their links stay known', () => {
    const withMarker = LEGAL_PAGES.filter((page) => page.body.includes(PARTNER_LENDERS_MARKER));
    expect(withMarker.length).toBeGreaterThan(0);
    for (const page of withMarker) {
      const filled = legalPageWithPartners(page.slug, PARTNER_LENDER_NAMES);
      for (const name of PARTNER_LENDER_NAMES) expect(filled.body).toContain(`- ${name}`);
      expect(internalLinksOf(filled).filter((link) => !isKnownRoute(link.href))).toEqual([]);
    }
  });
});

describe('Hindi variants', () => {
  it.each(hindiPages)('CONTENT-004: the Hindi %s page has the shape of the English one', (id, page) => {
    expect(shapeDifferences(PRODUCT_PAGES_EN[id as keyof typeof PRODUCT_PAGES_EN], page)).toEqual([]);
  });

  it.each(hindiPages)('CONTENT-004: the Hindi %s page is written in Devanagari, not transliterated', (_id, page) => {
    const texts = [
      page.metaTitle,
      page.metaDescription,
      page.banner.heading,
      page.banner.subheading,
      page.banner.ctaText,
      ...page.benefits.flatMap((benefit) => [benefit.title, benefit.description]),
      ...page.eligibility.flatMap((group) => [group.title, ...group.points]),
      ...page.documents.flatMap((group) => [group.title, ...group.points]),
      ...page.steps.flatMap((step) => [step.title, step.description]),
      ...page.highlights.flatMap((tab) => [tab.title, ...tab.points]),
      ...page.faqs.flatMap((item) => [item.ques, item.ans]),
      ...page.relatedLinks.map((link) => link.text),
    ];
    expect(texts.filter((text) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('CONTENT-004: every loan type has a Hindi product page', () => {
    expect(Object.keys(PRODUCT_PAGES_HI).sort()).toEqual(LOAN_TYPES.map((loanType) => loanType.id).sort());
  });

  it.each(Object.entries(HINDI_VARIANTS))('CONTENT-004: the Hindi %s has the shape of the English one', (_name, [english, hindi]) => {
    expect(shapeDifferences(english, hindi)).toEqual([]);
  });

  it.each(Object.entries(HINDI_VARIANTS))('CONTENT-004: every text of the Hindi %s is written in Devanagari', (_name, [, hindi]) => {
    expect(proseOf(hindi).filter((text) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('CONTENT-004: Hindi FAQ sets and text pages keep the English tags, ids, paths and link targets', () => {
    for (const id of FAQ_SETS) {
      expect(FAQS_HI[id].navigation.map((nav) => nav.tags)).toEqual(FAQS[id].navigation.map((nav) => nav.tags));
      expect(FAQS_HI[id].items.map(({ tags, subtags, linkHref }) => ({ tags, subtags, linkHref }))).toEqual(
        FAQS[id].items.map(({ tags, subtags, linkHref }) => ({ tags, subtags, linkHref })),
      );
    }
    expect(CONTENT_PAGES_HI.map((page) => [page.path, page.lang, page.sections.map((section) => section.id)])).toEqual(
      CONTENT_PAGES.map((page) => [page.path, 'hi', page.sections.map((section) => section.id)]),
    );
    expect(FAQ_HUB_LINKS_HI.map((link) => link.href)).toEqual(FAQ_HUB_LINKS.map((link) => link.href));
  });

  it('CONTENT-004: a translated FAQ set must match the original item for item', () => {
    const { emi } = FAQS;
    const items = emi.items.map((item) => (item.linkText === undefined ? [item.ques, item.ans] as const : [item.ques, item.ans, item.linkText] as const));
    expect(() => translatedFaqSet(emi, { title: 'x', tabs: emi.navigation.map((nav) => nav.title), items: items.slice(1) })).toThrow();
    expect(() => translatedFaqSet(emi, { title: 'x', tabs: [], items })).toThrow();
    const withoutLinks = items.map(([ques, ans]) => [ques, ans] as const);
    expect(() => translatedFaqSet(emi, { title: 'x', tabs: emi.navigation.map((nav) => nav.title), items: withoutLinks })).toThrow();
    expect(translatedFaqSet(emi, { title: emi.title, tabs: emi.navigation.map((nav) => nav.title), items })).toEqual(emi);
  });

  it('CONTENT-004: reports a missing key, an extra array item and a changed kind', () => {
    expect(shapeDifferences({ a: 1, b: ['x'] }, { b: ['x', 'y'] })).toEqual(['a: only in English', 'b: 1 items vs 2']);
    expect(shapeDifferences({ a: 'text' }, { a: 2 })).toEqual(['a: string vs number']);
    expect(shapeDifferences({ a: { b: 1 } }, { a: [1] })).toEqual(['a: array vs non-array']);
  });

  test.prop([fc.jsonValue()])('CONTENT-004: any value has its own shape', (value) => {
    expect(shapeDifferences(value, JSON.parse(JSON.stringify(value)) as unknown)).toEqual([]);
  });

  test.prop([fc.array(fc.string(), { minLength: 1 })])('CONTENT-004: an extra array item changes the shape', (items) => {
    expect(shapeDifferences({ items }, { items: [...items, 'extra'] })).not.toEqual([]);
  });

  it('CONTENT-010: English and Hindi interface strings have the same keys, all filled', () => {
    expect(Object.keys(UI_STRINGS.hi).sort()).toEqual(Object.keys(UI_STRINGS.en).sort());
    for (const value of [...Object.values(UI_STRINGS.en), ...Object.values(UI_STRINGS.hi)]) expect(value.trim()).not.toBe('');
  });

  it('CONTENT-010: Hindi interface strings are in Devanagari except the toggle that names English', () => {
    const notDevanagari = Object.entries(UI_STRINGS.hi).filter(([, value]) => !DEVANAGARI.test(value)).map(([key]) => key);
    expect(notDevanagari).toEqual(['languageToggle']);
  });

  it('CONTENT-010: the login consent text holds both link labels in each language, so they can be linked', () => {
    for (const strings of [UI_STRINGS.en, UI_STRINGS.hi]) {
      expect(strings.loginConsent).toContain(strings.privacyPolicy);
      expect(strings.loginConsent).toContain(strings.termsAndConditions);
    }
  });

  it("CONTENT-010: keeps the spec's exact English texts", () => {
    expect(UI_STRINGS.en).toMatchObject({
      loginTitle: 'Hi, Welcome to Rinn',
      otpLabel: 'Enter 4 Digit OTP',
      loginConsent: 'By continuing I agree with the Privacy Policy, Terms & Conditions',
      dashboardSubtitle: 'Access and track all your loan applications',
      linkExpiredTitle: 'Whoops! Link Expired',
      goToHome: 'Go to Home',
      contactTitle: 'Reach Our Team',
      calculateEmiNow: 'Calculate Your EMI Now',
      locations: 'Locations',
      checkOfferIn15Seconds: 'check your offer in 15 seconds',
      recommendedForYou: 'Recommended for you',
      onThisPage: 'On this page',
      noItemsToDisplay: 'No items to display',
      conversationClosed: 'This conversation has been closed',
      mobileVerified: 'Your Mobile number has been verified!',
      rating: 'Rated 4.8/5',
    });
  });
});

describe('FAQ', () => {
  it.each(FAQ_SETS)('CONTENT-006: the %s FAQ holds at least ten questions, more than it shows at first', (id) => {
    const { items } = FAQS[id];
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeGreaterThan(faqDefaultVisibleCount(id, 'page'));
    expect(new Set(items.map((item) => item.ques)).size).toBe(items.length);
  });

  it('CONTENT-001: the FAQ page links to each of the seven hubs', () => {
    expect(FAQ_HUB_LINKS.map((link) => link.href)).toEqual(FAQ_HUB_CATEGORIES.map((category) => `/resources/faq/${category}`));
  });

  it('CONTENT-006: default visible counts follow spec §9', () => {
    expect(faqDefaultVisibleCount('credit-score', 'page')).toBe(8);
    expect(faqDefaultVisibleCount('emi', 'page')).toBe(6);
    for (const id of FAQ_HUB_CATEGORIES) expect(faqDefaultVisibleCount(id, 'page')).toBe(5);
    for (const id of FAQ_SETS) expect(faqDefaultVisibleCount(id, 'home')).toBe(4);
    expect(DYNAMIC_FAQ_LIMIT).toBe(100);
  });

  it.each(FAQ_SETS)('CONTENT-005: the %s tabs start with All and every tab and tag is used', (id) => {
    const { navigation, items } = FAQS[id];
    expect(navigation[0]?.tags).toBe(ALL_TAG);
    expect(filterFaqs(items, ALL_TAG)).toEqual(items);
    const tabTags = navigation.slice(1).map((tab) => tab.tags);
    for (const tag of tabTags) expect(filterFaqs(items, tag).length).toBeGreaterThan(0);
    for (const item of items) for (const tag of item.tags) expect(tabTags).toContain(tag);
  });

  test.prop([fc.constantFrom(...FAQ_SETS), fc.string()])(
    'CONTENT-005: a tab shows, in order, exactly the items carrying its tag',
    (id, randomTag) => {
      const { items, navigation } = FAQS[id];
      for (const tag of [...navigation.map((tab) => tab.tags), randomTag]) {
        const shown = filterFaqs(items, tag);
        const expected = tag === ALL_TAG ? items : items.filter((item) => item.tags.includes(tag));
        expect(shown).toEqual(expected);
        expect(shown.every((item) => items.indexOf(item) >= 0)).toBe(true);
        const positions = shown.map((item) => items.indexOf(item));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }
    },
  );

  it("SCORE-003: the articles on score bands list the rule package's bands, in English and Hindi", () => {
    const article = (slug: string) => BLOG_ARTICLES.find((entry) => entry.slug === slug)?.body ?? '';
    const english = article('cibil-score-bands-and-how-to-improve');
    const hindi = article('hi-cibil-score-kya-hai');
    for (const band of SCORE_TABLE_ROWS) {
      expect(english).toContain(`**${band.min} to ${band.max}: ${band.label.toLowerCase()}.**`);
      expect(hindi).toContain(`**${band.min} से ${band.max}: ${CREDIT_SCORE_PAGE_HI.scoreTable[band.rank]?.label ?? ''}।**`);
    }
  });

  it('CONTENT-005: an unknown tag shows nothing', () => {
    expect(filterFaqs(FAQS['personal-loan'].items, 'no-such-tag')).toEqual([]);
  });

  it("CONTENT-014: the credit-score FAQ quotes the rule package's score table bands", () => {
    const bandsAnswer = FAQS['credit-score'].items.find((item) => item.ques === 'What is a good credit score?')?.ans ?? '';
    for (const band of SCORE_TABLE_ROWS) {
      expect(bandsAnswer).toContain(`${band.min} to ${band.max} ${band.label.toLowerCase()}`);
    }
  });
});

describe('figures', () => {
  it('CONTENT-009: the personal-loan EMI example is the §9 EMI of ₹1,00,000 over 5 years at 9.99 %', () => {
    const { principal, years, annualRatePercent, emi: stated } = PERSONAL_LOAN_EMI_EXAMPLE;
    expect(emi({ principal, annualRatePercent, months: years * 12 })).toBe(stated);
    expect(stated).toBe(2124);
    for (const page of [PRODUCT_PAGES_EN.personal, PRODUCT_PAGES_HI.personal]) {
      expect(page?.formula?.example.text).toContain('₹1,00,000');
      expect(page?.formula?.example.text).toContain('9.99%');
      expect(page?.formula?.example.text).toContain('₹2,124');
    }
  });

  it.each(BANK_PAGES.map((bank) => [bank.slug, bank] as const))(
    'CONTENT-007: %s rates are an indicative, dated range from the bank, with a correct EMI example',
    (_slug, bank) => {
      expect(bank.rate.minPercent).toBeLessThanOrEqual(bank.rate.maxPercent);
      expect(bank.rate.asOf).toMatch(/^\d{4}-\d{2}$/);
      expect(bank.rate.source).toContain(bank.name);
      expect(bank.interestRatePage.intro).toContain('indicative');
      const { principal, months, annualRatePercent, emi: stated } = bank.emiCalculatorPage.example;
      expect(annualRatePercent).toBe(bank.rate.minPercent);
      expect(emi({ principal, months, annualRatePercent })).toBe(stated);
      expect(bank.emiCalculatorPage.intro).toContain(formatRupees(stated));
      const hindi = BANK_PAGES_HI.find((page) => page.slug === bank.slug);
      expect(hindi?.rate).toEqual({ ...bank.rate, processingFee: hindi?.rate.processingFee, source: hindi?.rate.source });
      expect(hindi?.rate.source).toContain(bank.name);
      expect(hindi?.interestRatePage.intro).toContain('सांकेतिक');
      expect(hindi?.emiCalculatorPage.example).toEqual(bank.emiCalculatorPage.example);
      expect(hindi?.emiCalculatorPage.intro).toContain(formatRupees(stated));
    },
  );

  it('CONTENT-008: the used-car table shows the four indicative rates of §9 with a 1 % fee', () => {
    expect(USED_CAR_RATE_TABLE.rows.map((row) => row.interest)).toEqual(['14%', '15%', '15.5%', '15.25%']);
    expect(USED_CAR_RATE_TABLE.rows.every((row) => row.pf === '1%')).toBe(true);
    expect(PRODUCT_PAGES_EN['used-car'].rates).toBe(USED_CAR_RATE_TABLE);
  });

  it('CONTENT-014: eligibility figures equal the rule package', () => {
    const personal = ELIGIBILITY_CRITERIA.personalLoan;
    for (const page of [PRODUCT_PAGES_EN.personal, PRODUCT_PAGES_EN.instant, PRODUCT_PAGES_HI.personal, PRODUCT_PAGES_HI.instant]) {
      const points = page?.eligibility.flatMap((group) => group.points).join(' ') ?? '';
      expect(points).toContain(String(personal.minAgeYears));
      expect(points).toContain(formatRupees(personal.minNetMonthlyIncome));
    }
    const green = PRODUCT_PAGES_EN.ev.eligibility.flatMap((group) => group.points).join(' ');
    expect(green).toContain(`Age at least ${ELIGIBILITY_CRITERIA.greenLoan.minAgeYears} years`);
  });

  it('CONTENT-014: rate and refinance figures equal the rule and loan-math packages', () => {
    const personal = LOAN_RATE_FACTS.personalLoan;
    // ELIG-003's rate is what the spec gives the city text; the product page quotes the rate table
    // it shows instead (CONTENT-017), so there the banner's figure is the table's lowest rate.
    for (const page of CITY_PAGES.filter((cityPage) => cityPage.product === 'personal-loan')) {
      expect(page.paragraphs[0]).toContain(`start at ${personal.minRatePercent}% a year`);
    }
    expect(PRODUCT_PAGES_EN.personal.banner.subheading).toContain(`${formatPercent(PERSONAL_LOAN_RATES_FROM_PERCENT)} a year`);
    expect(PRODUCT_PAGES_EN.personal.banner.subheading).toContain(`up to ${personal.maxTenureYears} years`);
    expect(PRODUCT_PAGES_EN.personal.banner.subheading).toContain(`₹${personal.maxAmount / 1_00_000} lakh`);
    expect(PRODUCT_PAGES_EN['two-wheeler'].banner.subheading).toContain(`${LOAN_RATE_FACTS.twoWheeler.minRatePercentPerAnnum}% a year`);
    expect(PRODUCT_PAGES_EN.refinance.banner.subheading).toContain(`${MIN_EMIS_PAID_FOR_REFINANCE} EMIs`);
    expect(PRODUCT_PAGES_EN.refinance.banner.subheading).toContain(formatRupees(CASH_IN_HAND_CAP));
    for (const page of CITY_PAGES.filter((cityPage) => cityPage.product === 'refinance')) {
      expect(page.paragraphs[0]).toContain(formatRupees(CASH_IN_HAND_CAP));
    }
  });

  it('CONTENT-011: the fallback stats count exactly the cities Rinn serves', () => {
    const served = new Set(CITY_PAGE_PRODUCTS.flatMap((product) => CITIES_BY_PRODUCT[product]));
    expect(DEFAULT_PLATFORM_STATS.total_launch_cities).toBe(served.size);
  });
});

describe('city pages', () => {
  it.each(CITY_PAGE_PRODUCTS.flatMap((product) => [[product, 'English', CITY_PAGES], [product, 'Hindi', CITY_PAGES_HI]] as const))(
    'CONTENT-013: no two %s city pages in %s share more than half their words',
    (product, _language, cityPages) => {
    const pages = cityPages.filter((page) => page.product === product);
    for (const [index, page] of pages.entries()) {
      for (const other of pages.slice(index + 1)) {
        const similarity = jaccard(distinctWords(page.paragraphs.join(' ')), distinctWords(other.paragraphs.join(' ')));
        expect(similarity, `${page.city.slug} vs ${other.city.slug}`).toBeLessThanOrEqual(0.5);
      }
    }
  },
  );

  it('CONTENT-004: the Hindi city pages are the English ones in the same order and shape, written in Devanagari', () => {
    expect(CITY_PAGES_HI.map((page) => `${page.product}/${page.city.slug}`)).toEqual(CITY_PAGES.map((page) => `${page.product}/${page.city.slug}`));
    expect(shapeDifferences(CITY_PAGES, CITY_PAGES_HI)).toEqual([]);
    for (const page of CITY_PAGES_HI) {
      for (const text of [page.city.name, page.heading, page.metaDescription, ...page.paragraphs]) expect(text).toMatch(DEVANAGARI);
      expect(page.paragraphs.join(' ')).toContain(page.city.name);
    }
    for (const page of CITY_PAGES_HI.filter((cityPage) => cityPage.product === 'refinance')) {
      expect(page.paragraphs[0]).toContain(formatRupees(CASH_IN_HAND_CAP));
    }
    expect(new Set(Object.values(CITY_PROFILES_HI).map((profile) => profile.localNote)).size).toBe(Object.keys(CITY_PROFILES_HI).length);
  });

  it('CONTENT-013: every city fact is unique to its city', () => {
    const profiles = Object.values(CITY_PROFILES);
    for (const field of ['economy', 'localNote'] as const) {
      expect(new Set(profiles.map((profile) => profile[field])).size).toBe(profiles.length);
    }
    const codes = profiles.flatMap((profile) => profile.rtoCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('CONTENT-013: each page names its city and the city list matches the pages', () => {
    for (const page of CITY_PAGES) expect(page.paragraphs.join(' ')).toContain(page.city.name);
    expect(citiesOf('refinance').map((city) => city.name)).toEqual([
      'Ahmedabad', 'Bangalore', 'Bhubaneswar', 'Chandigarh', 'Chennai', 'Coimbatore', 'New Delhi', 'Guwahati',
      'Hyderabad', 'Indore', 'Jodhpur', 'Jaipur', 'Kochi', 'Ludhiana', 'Lucknow', 'Mysore', 'Mumbai', 'Nagpur',
      'Pune', 'Surat', 'Vadodara', 'Visakhapatnam', 'Kolkata', 'Gurugram',
    ]);
  });
});
