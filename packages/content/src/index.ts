export { BANK_NAMES, BANK_PAGE_SUFFIXES, type BankSlug } from './banks/bank-list.js';
export { CITIES_BY_PRODUCT, CITY_NAMES, CITY_PAGE_PRODUCTS, type CityPageProduct, type CitySlug } from './cities/city-list.js';
export { FAQ_HUB_CATEGORIES, FAQ_SETS, type FaqHubCategory, type FaqSetId } from './faq/categories.js';
export { LOAN_TYPES, type LoanTypeId, type LoanTypeSlug } from './products/loan-types.js';
export {
  BILINGUAL_PATHS,
  allContentRoutes,
  articlePath,
  bankPagePath,
  cityPagePath,
  isKnownRoute,
  routeTable,
  type RoutableArticle,
  type RouteEntry,
  type RouteKind,
} from './routes.js';
