// Public API of @rinn/content. Explicit named exports only, grouped by area.

// Routes
export {
  BILINGUAL_PATHS,
  allContentRoutes,
  articlePath,
  bankPagePath,
  isKnownRoute,
  routeTable,
  type RoutableArticle,
  type RouteEntry,
  type RouteKind,
} from './routes.js';
export { internalLinksOf, type FoundLink } from './links.js';
export { shapeDifferences } from './shape.js';

// Schemas and entity types
export {
  URL_SAFE_SLUG,
  assetPathSchema,
  bankPageSchema,
  bankRateRowSchema,
  contentPageSchema,
  creditScorePageSchema,
  cityPageSchema,
  cityProfileSchema,
  citySchema,
  emiExampleSchema,
  externalUrlSchema,
  faqItemSchema,
  faqNavItemSchema,
  faqSetSchema,
  formulaExplainerSchema,
  highlightTabSchema,
  homeSectionSchema,
  internalHrefSchema,
  langSchema,
  lendingPartnerSchema,
  linkSchema,
  monthSchema,
  newsItemSchema,
  platformStatsSchema,
  pageSectionSchema,
  pointGroupSchema,
  productPageSchema,
  rateTableSchema,
  scoreMeaningRowSchema,
  slugSchema,
  stepGuideSchema,
  testimonialSchema,
  titledPointSchema,
  vehicleLoanCardSchema,
  type BankPage,
  type BankRateRow,
  type City,
  type ContentPage,
  type CreditScorePage,
  type CityPage,
  type CityProfile,
  type EmiExample,
  type FaqItem,
  type FaqNavItem,
  type FaqSet,
  type FormulaExplainer,
  type HighlightTab,
  type HomeSection,
  type LendingPartner,
  type Link,
  type NewsItem,
  type PageSection,
  type PlatformStats,
  type PointGroup,
  type ProductPage,
  type RateTable,
  type ScoreMeaningRow,
  type StepGuide,
  type Testimonial,
  type TitledPoint,
  type VehicleLoanCard,
} from './schemas.js';

// Loan products
export { LOAN_TYPES, type LoanTypeId, type LoanTypeSlug } from './products/loan-types.js';
export { PRODUCT_PAGES_EN, PRODUCT_PAGES_HI } from './products/product-pages.js';
export { PRODUCT_JOURNEYS } from './products/journeys.js';
export { PERSONAL_LOAN_EMI_EXAMPLE } from './products/pages/personal-loan.js';
export { PERSONAL_LOAN_RATE_TABLE, PERSONAL_LOAN_RATE_TABLE_HI, PERSONAL_LOAN_RATES_FROM_PERCENT, USED_CAR_RATES_AS_OF, USED_CAR_RATE_TABLE } from './products/rate-tables.js';
export { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from './products/common.js';

// FAQ
export { FAQ_HUB_CATEGORIES, FAQ_SETS, type FaqHubCategory, type FaqSetId } from './faq/categories.js';
export { ALL_TAG, faq, faqTabs, filterFaqs, translatedFaqSet, type FaqSetTranslation } from './faq/faq-item.js';
export { DYNAMIC_FAQ_LIMIT, FAQS, FAQS_HI, FAQ_HUB_LINKS, FAQ_HUB_LINKS_HI, faqDefaultVisibleCount } from './faq/faq-sets.js';

// Cities
export { CITIES_BY_PRODUCT, CITY_NAMES, CITY_NAMES_HI, CITY_PAGE_PRODUCTS, type CityPageProduct, type CitySlug } from './cities/city-list.js';
export { CITY_PROFILES, CITY_PROFILES_HI } from './cities/city-profiles.js';
export { CITY_PAGES, CITY_PAGES_HI, citiesOf } from './cities/city-pages.js';

// Banks
export { BANK_NAMES, BANK_PAGE_KINDS, type BankPageKind, type BankSlug } from './banks/bank-list.js';
export { BANK_PAGES, BANK_PAGES_HI, BANK_RATES_AS_OF } from './banks/bank-pages.js';

// Marketing
export { LENDING_PARTNERS, PARTNER_LENDER_NAMES } from './marketing/lending-partners.js';
export { TESTIMONIALS, TESTIMONIALS_HI } from './marketing/testimonials.js';
export { NEWS_ITEMS, NEWS_ITEMS_HI } from './marketing/news.js';
export { DEFAULT_PLATFORM_STATS, readPlatformStats } from './marketing/platform-stats.js';
export { VEHICLE_LOAN_CARDS } from './marketing/vehicle-loan-cards.js';
export {
  HOME_HIGHLIGHT_TABS,
  HOME_HIGHLIGHT_TABS_HI,
  HOME_SECTIONS,
  HOME_SECTIONS_HI,
  HOME_STEP_GUIDE,
  HOME_STEP_GUIDE_HI,
  PRODUCT_TILES,
  PRODUCT_TILES_HI,
} from './marketing/home.js';

// Text pages
export { CONTENT_PAGES, CONTENT_PAGES_HI } from './pages/content-pages.js';
export { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI } from './pages/credit-score.js';
export { BT_CALCULATOR_PAGE, EMI_CALCULATOR_PAGE, TWO_WHEELER_CALCULATOR_PAGE } from './pages/calculators.js';
export { PERSONAL_LOAN_INTEREST_RATE_PAGE, WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE } from './pages/personal-loan-info.js';
export { CONTACT_DETAILS, CONTACT_DETAILS_HI, CONTACT_PAGE } from './pages/contact.js';
export { EXPIRED_LINK_TEXTS, expiredLinkMessage, type ExpiredLinkTexts } from './pages/expired-link.js';
export { RESOURCE_CENTRE_TEXTS } from './pages/resource-centre.js';

// Interface strings
export { UI_STRINGS, type UiStringKey } from './ui-strings.js';
export { EN_UI_STRINGS } from './ui-strings.en.js';
export { HI_UI_STRINGS } from './ui-strings.hi.js';

// Blog (editorial)
export {
  BLOG_ARTICLES,
  articleLoanType,
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
  BLOG_LINK_ROUTES,
  HINDI_SLUG_PREFIX,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  READING_SPEED_WPM,
  RECOMMENDATIONS_PER_ARTICLE,
  blogArticleSchema,
  computeReadTime,
  countWords,
  featuredArticles,
  headingsOf,
  isAllowedBlogLink,
  linksOf,
  parseBlogMarkup,
  plainTextOf,
  recommendationsFor,
  searchBlog,
  blogSearchItems,
  toBlogCard,
  type BlogArticle,
  type BlogCard,
  type BlogCategory,
  type BlogSearchItem,
  type HeadingEntry,
  type MarkupBlock,
  type MarkupBold,
  type MarkupHeading,
  type MarkupInline,
  type MarkupLink,
  type MarkupList,
  type MarkupParagraph,
  type MarkupText,
} from './blog/index.js';

// Legal pages (editorial)
export {
  GRIEVANCE_OFFICER,
  LEGAL_LINK_ROUTES,
  LEGAL_PAGES,
  LEGAL_PAGE_SLUGS,
  NO_PARTNER_LENDERS_TEXT,
  PARTNER_LENDERS_MARKER,
  grievanceSection,
  legalPageSchema,
  legalPageWithPartners,
  type GrievanceOfficer,
  type LegalPage,
  type LegalPageSlug,
} from './legal/index.js';
