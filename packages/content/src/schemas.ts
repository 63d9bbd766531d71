import { z } from 'zod/mini';
import { BANK_NAMES } from './banks/bank-list.js';
import { CITY_NAMES, CITY_PAGE_PRODUCTS } from './cities/city-list.js';
import { FAQ_SETS } from './faq/categories.js';
import { LOAN_TYPES } from './products/loan-types.js';

/**
 * Lower-case ASCII words joined by single hyphens: safe in a URL without encoding.
 *
 * @rule CONTENT-003 Every slug of the content (cities, banks, FAQ categories, loan pages, blog
 *   articles) is lower-case ASCII words joined by single hyphens, and slugs are unique within
 *   their kind, so every generated route is distinct and needs no encoding.
 * @spec §2 Routes; §3 City (slug)
 * @example URL_SAFE_SLUG.test('new-delhi') // true
 */
export const URL_SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = z.string().check(z.trim(), z.minLength(1));

/** A URL-safe slug. */
export const slugSchema = z.string().check(z.regex(URL_SAFE_SLUG));

/**
 * A site-relative link (`/path`, optionally with query and hash). Whether the page exists is
 * checked against the route table by the content tests, not here, so the schema stays pure.
 */
export const internalHrefSchema = z.string().check(z.regex(/^\/(?!\/)[^\s]*$/));

/** A path of an image or video on the content delivery base (spec §7: its base comes from configuration). */
export const assetPathSchema = z
  .string()
  .check(z.regex(/^\/[a-z0-9\-/_.]+\.(?:webp|png|jpg|svg|mp4)$/));

/** An absolute https address of another site. */
export const externalUrlSchema = z
  .string()
  .check(z.regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:\/\S*)?$/));

/** A content language. */
export const langSchema = z.enum(['en', 'hi']);

/** A month in `YYYY-MM` form, for figures stated "as of" a month. */
export const monthSchema = z.string().check(z.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/));

/** A link a reader can follow: visible text and a site-relative target. */
export const linkSchema = z.object({ text, href: internalHrefSchema });

/**
 * §3 FAQ item. `tags` drive the tab filter, `subtags` a finer grouping within a tab. When
 * `isClick` is set the answer ends in a link whose text is `linkText` and whose target is
 * `linkHref` (a Rinn addition: §3 names no target field).
 */
export const faqItemSchema = z
  .object({
    ques: text,
    ans: text,
    tags: z.array(slugSchema).check(z.minLength(1)),
    subtags: z.array(slugSchema),
    isClick: z.boolean(),
    linkText: z.optional(text),
    linkHref: z.optional(internalHrefSchema),
  })
  .check(
    z.refine(
      (item) => item.isClick === (item.linkText !== undefined && item.linkHref !== undefined),
      {
        message: 'isClick is set exactly when linkText and linkHref are given',
      },
    ),
  );

/** §3 FAQ navigation item: a tab's title and the tag it filters on (`all` shows every item). */
export const faqNavItemSchema = z.object({ title: text, tags: slugSchema });

/** One FAQ set: a hub category or the credit-score / EMI FAQ. */
export const faqSetSchema = z.object({
  id: z.enum(FAQ_SETS),
  title: text,
  navigation: z.array(faqNavItemSchema).check(z.minLength(1)),
  items: z.array(faqItemSchema).check(z.minLength(10)),
});

/** §3 City. */
export const citySchema = z.object({
  name: text,
  slug: z.enum(Object.keys(CITY_NAMES) as [keyof typeof CITY_NAMES, ...(keyof typeof CITY_NAMES)[]]),
  imgUrl: assetPathSchema,
});

/** The facts a city page is written from; each is specific to its city. */
export const cityProfileSchema = z.extend(citySchema, {
  state: text,
  /** Registration series of the city's RTO(s) as printed on number plates, when one applies. */
  rtoCodes: z.array(z.string().check(z.regex(/^[A-Z]{2}-\d{1,2}$/))),
  /** What the local economy runs on, in a sentence. */
  economy: text,
  /** Something a borrower there would recognise: roads, traffic, a landmark. */
  localNote: text,
});

/** One city page: `/{product}/city/{slug}`. */
export const cityPageSchema = z.object({
  product: z.enum(CITY_PAGE_PRODUCTS),
  city: citySchema,
  heading: text,
  metaDescription: text.check(z.maxLength(160)),
  paragraphs: z.array(text).check(z.minLength(2)),
});

/** §3 Testimonial. `date` is an ISO date. */
export const testimonialSchema = z.object({
  content: text,
  name: text,
  loanType: text,
  date: z.iso.date(),
  imgname: assetPathSchema,
});

/** §3 Bank rate row: as the interest-rate table shows it. */
export const bankRateRowSchema = z.object({
  logo: assetPathSchema,
  bankname: text,
  interest: text,
  pf: text,
});

/** An interest-rate table with where its figures come from and when. */
export const rateTableSchema = z.object({
  caption: text,
  asOf: monthSchema,
  source: text,
  rows: z.array(bankRateRowSchema).check(z.minLength(1)),
});

/** §3 Lending partner. Links the partner has not published are left out. */
export const lendingPartnerSchema = z.object({
  id: z.int().check(z.positive()),
  bank_img: assetPathSchema,
  imgAlt: text,
  imgLink: externalUrlSchema,
  customerCareContact: text,
  customerCareEmail: z.optional(z.email()),
  showMailtoLink: z.boolean(),
  customerFeedbackLink: z.optional(externalUrlSchema),
  PrivacyPolicyLink: z.optional(externalUrlSchema),
  fdRatesLink: z.optional(externalUrlSchema),
});

/** §3 News item. */
export const newsItemSchema = z.object({
  url: internalHrefSchema,
  imgname: assetPathSchema,
  content: text,
  name: text,
  gtmAction: slugSchema,
});

/** §3 Vehicle loan card. */
export const vehicleLoanCardSchema = z.object({
  title: text,
  description: text,
  applyUrl: internalHrefSchema,
  imageUrl: assetPathSchema,
  imgAlt: text,
  iconUrl: assetPathSchema,
});

/** §3 Platform stats, as the fallback shown when the stats fetch fails (spec §8). */
export const platformStatsSchema = z.object({
  total_channel_partner: z.int().check(z.nonnegative()),
  total_applied_amount: z.int().check(z.nonnegative()),
  total_customer: z.int().check(z.nonnegative()),
  total_launch_cities: z.int().check(z.nonnegative()),
});

/** A titled point: benefit cards, highlights, steps. */
export const titledPointSchema = z.object({ title: text, description: text });

/** A list of criteria or documents, optionally for one kind of applicant. */
export const pointGroupSchema = z.object({
  applicant: z.enum(['all', 'salaried', 'self-employed']),
  title: text,
  points: z.array(text).check(z.minLength(1)),
});

/** The EMI formula explainer with a worked example. */
export const formulaExplainerSchema = z.object({
  title: text,
  formula: text,
  legend: z.array(text).check(z.minLength(1)),
  example: z.object({
    principal: z.int().check(z.positive()),
    years: z.int().check(z.positive()),
    annualRatePercent: z.number().check(z.positive()),
    emi: z.int().check(z.positive()),
    text,
  }),
});

/** A highlights tab: a title and its points. */
export const highlightTabSchema = z.object({
  id: slugSchema,
  title: text,
  points: z.array(text).check(z.minLength(1)),
});

/** A loan product page (spec §2 loan product pages). */
export const productPageSchema = z.object({
  loanType: z.enum(LOAN_TYPES.map((loanType) => loanType.id) as [string, ...string[]]),
  slug: z.enum(LOAN_TYPES.map((loanType) => loanType.slug) as [string, ...string[]]),
  lang: langSchema,
  metaTitle: text.check(z.maxLength(60)),
  metaDescription: text.check(z.maxLength(160)),
  banner: z.object({ heading: text, subheading: text, ctaText: text, badges: z.array(text) }),
  benefits: z.array(titledPointSchema).check(z.length(4)),
  eligibility: z.array(pointGroupSchema).check(z.minLength(1)),
  documents: z.array(pointGroupSchema).check(z.minLength(1)),
  formula: z.optional(formulaExplainerSchema),
  rates: z.optional(rateTableSchema),
  steps: z.array(titledPointSchema).check(z.minLength(3)),
  highlights: z.array(highlightTabSchema).check(z.minLength(1)),
  faqs: z.array(faqItemSchema).check(z.minLength(3)),
  relatedLinks: z.array(linkSchema),
});

/** A worked EMI example that the tests recompute with @rinn/loan-math. */
export const emiExampleSchema = z.object({
  principal: z.int().check(z.positive()),
  months: z.int().check(z.positive()),
  annualRatePercent: z.number().check(z.positive()),
  emi: z.int().check(z.positive()),
});

/**
 * A bank's personal-loan content, from which its three pages are rendered. Rates are indicative
 * ranges taken from the bank's published rates, dated by `rate.asOf`.
 */
export const bankPageSchema = z.object({
  slug: z.enum(
    Object.keys(BANK_NAMES) as [keyof typeof BANK_NAMES, ...(keyof typeof BANK_NAMES)[]],
  ),
  name: text,
  logo: assetPathSchema,
  website: externalUrlSchema,
  rate: z
    .object({
      minPercent: z.number().check(z.positive(), z.lte(30)),
      maxPercent: z.number().check(z.positive(), z.lte(30)),
      processingFee: text,
      asOf: monthSchema,
      source: text,
    })
    .check(
      z.refine((rate) => rate.minPercent <= rate.maxPercent, {
        message: 'minPercent must not exceed maxPercent',
      }),
    ),
  loanPage: z.object({ heading: text, intro: text, features: z.array(text).check(z.minLength(3)) }),
  interestRatePage: z.object({
    heading: text,
    intro: text,
    factors: z.array(text).check(z.minLength(3)),
  }),
  emiCalculatorPage: z.object({ heading: text, intro: text, example: emiExampleSchema }),
});


/** One section of the home page, in display order. */
export const homeSectionSchema = z.object({
  id: slugSchema,
  heading: text,
  subheading: z.optional(text),
});

/** A step-by-step guide. */
export const stepGuideSchema = z.object({
  title: text,
  steps: z.array(titledPointSchema).check(z.minLength(3)),
});

/** A titled section of a content page; `body` uses the blog markup (## headings, **bold**, [links](/path), - lists). */
export const pageSectionSchema = z.object({ id: slugSchema, heading: text, body: text });

/** A content page of spec §2 that is mostly text: information pages, calculator pages, contact. */
export const contentPageSchema = z.object({
  path: internalHrefSchema,
  lang: langSchema,
  metaTitle: text.check(z.maxLength(60)),
  metaDescription: text.check(z.maxLength(160)),
  heading: text,
  intro: text,
  sections: z.array(pageSectionSchema).check(z.minLength(1)),
  cta: z.optional(linkSchema),
});

/** One row of the credit-score meaning table. */
export const scoreMeaningRowSchema = z.object({
  min: z.int(),
  max: z.int(),
  label: text,
  meaning: text,
});

/** The credit-score information page (/cibil-score). */
export const creditScorePageSchema = z.extend(contentPageSchema, {
  scoreTable: z.array(scoreMeaningRowSchema).check(z.length(4)),
});

/** FAQ item as validated. */
export type FaqItem = z.output<typeof faqItemSchema>;
/** FAQ navigation item as validated. */
export type FaqNavItem = z.output<typeof faqNavItemSchema>;
/** FAQ set as validated. */
export type FaqSet = z.output<typeof faqSetSchema>;
/** City as validated. */
export type City = z.output<typeof citySchema>;
/** City profile as validated. */
export type CityProfile = z.output<typeof cityProfileSchema>;
/** City page as validated. */
export type CityPage = z.output<typeof cityPageSchema>;
/** Testimonial as validated. */
export type Testimonial = z.output<typeof testimonialSchema>;
/** Bank rate row as validated. */
export type BankRateRow = z.output<typeof bankRateRowSchema>;
/** Rate table as validated. */
export type RateTable = z.output<typeof rateTableSchema>;
/** Lending partner as validated. */
export type LendingPartner = z.output<typeof lendingPartnerSchema>;
/** News item as validated. */
export type NewsItem = z.output<typeof newsItemSchema>;
/** Vehicle loan card as validated. */
export type VehicleLoanCard = z.output<typeof vehicleLoanCardSchema>;
/** Platform stats as validated. */
export type PlatformStats = z.output<typeof platformStatsSchema>;
/** Titled point as validated. */
export type TitledPoint = z.output<typeof titledPointSchema>;
/** Point group as validated. */
export type PointGroup = z.output<typeof pointGroupSchema>;
/** Formula explainer as validated. */
export type FormulaExplainer = z.output<typeof formulaExplainerSchema>;
/** Highlights tab as validated. */
export type HighlightTab = z.output<typeof highlightTabSchema>;
/** Product page as validated. */
export type ProductPage = z.output<typeof productPageSchema>;
/** Bank page content as validated. */
export type BankPage = z.output<typeof bankPageSchema>;
/** EMI example as validated. */
export type EmiExample = z.output<typeof emiExampleSchema>;
/** Home section as validated. */
export type HomeSection = z.output<typeof homeSectionSchema>;
/** Step guide as validated. */
export type StepGuide = z.output<typeof stepGuideSchema>;
/** Page section as validated. */
export type PageSection = z.output<typeof pageSectionSchema>;
/** Content page as validated. */
export type ContentPage = z.output<typeof contentPageSchema>;
/** Score meaning row as validated. */
export type ScoreMeaningRow = z.output<typeof scoreMeaningRowSchema>;
/** Credit-score page as validated. */
export type CreditScorePage = z.output<typeof creditScorePageSchema>;
/** A link as validated. */
export type Link = z.output<typeof linkSchema>;
