// The one register of rule-id prefixes. Every `@rule` id starts with a prefix named here, and
// `npm run docs` (and its `--check` in `npm test`) fails on an id whose prefix is missing, or on a
// prefix no rule uses any more. Register a new prefix here, with what it covers, before using it.
//
// `business`: what the product promises a customer, a lender or a regulator (money, eligibility,
// consent, privacy and security, what a screen shows and does, the content). Auditors read these.
// `technical`: invariants of the engineering that no customer would name (how pages hydrate, how
// answers are cached and compressed, how the API client talks to the server). They are catalogued
// and tested the same way, on a page of their own (docs/rules/technical.md).

/** @type {Readonly<Record<string, { kind: 'business' | 'technical', covers: string }>>} */
export const RULE_PREFIXES = {
  // Money and loans
  AMORT: { kind: 'business', covers: 'Amortisation schedule rows' },
  APR: { kind: 'business', covers: 'Annual percentage rate' },
  BT: { kind: 'business', covers: 'Balance transfer and its saving' },
  CALC: { kind: 'business', covers: 'Calculator input ranges' },
  EMI: { kind: 'business', covers: 'The equated monthly instalment' },
  FEE: { kind: 'business', covers: 'Loan charges' },
  GAUGE: { kind: 'business', covers: 'The EMI gauge' },
  PREPAY: { kind: 'business', covers: 'Part-payments' },
  REFI: { kind: 'business', covers: 'Refinance (loan against a car)' },
  ONROAD: { kind: 'business', covers: 'A new car’s on-road price' },
  DOWNPAY: { kind: 'business', covers: 'The down payment and the loan it leaves' },
  SUM: { kind: 'business', covers: 'Payable amount and total interest' },
  // Lenders, offers and eligibility
  COMPARE: { kind: 'business', covers: 'Comparing offers' },
  ELIG: { kind: 'business', covers: 'Eligibility criteria per product' },
  KFS: { kind: 'business', covers: 'The Key Fact Statement' },
  LENDER: { kind: 'business', covers: 'Lender records' },
  MATCH: { kind: 'business', covers: 'Matching an application to lenders' },
  OFFER: { kind: 'business', covers: 'An offer’s rate and figures' },
  WAYS: { kind: 'business', covers: 'Ways forward when no lender matches' },
  // Applications, journey and dashboard
  APPJ: { kind: 'business', covers: 'The application journey' },
  CARD: { kind: 'business', covers: 'Dashboard application cards' },
  DOC: { kind: 'business', covers: 'Sanction letters and documents' },
  DRAFT: { kind: 'business', covers: 'Saved journey drafts' },
  JOURNEY: { kind: 'business', covers: 'Journey start parameters' },
  JSTART: { kind: 'business', covers: 'The start-journey button' },
  PAYOUT: { kind: 'business', covers: 'Payout links' },
  PDF: { kind: 'business', covers: 'The KFS and sanction letter as PDF, in the page language' },
  PIN: { kind: 'business', covers: 'PIN code to city' },
  PROD: { kind: 'business', covers: 'Product and vendor ids' },
  STEP: { kind: 'business', covers: 'Journey steps and their checks' },
  'STEP-LOCALE': { kind: 'business', covers: 'Journey step messages in the page language' },
  'API-MSG': { kind: 'business', covers: 'The API’s messages in the page language' },
  VOUCHER: { kind: 'business', covers: 'The offer voucher' },
  // Customer data, consent, privacy and security
  ANALYTICS: { kind: 'business', covers: 'First-party analytics behind consent' },
  AUDIT: { kind: 'business', covers: 'The consent audit trail' },
  AUTH: { kind: 'business', covers: 'Who may call a route' },
  BUREAU: { kind: 'business', covers: 'The credit bureau (sandbox)' },
  CKYC: { kind: 'business', covers: 'The CKYC registry (sandbox)' },
  CONSENT: { kind: 'business', covers: 'The consent page' },
  'CONSENT-LINK': { kind: 'business', covers: 'Consent links on the server' },
  DATA: { kind: 'business', covers: 'Stored data: migrations, seeding, ownership, prices' },
  OTP: { kind: 'business', covers: 'One-time passwords and their limits' },
  SCORE: { kind: 'business', covers: 'Credit scores and their bands' },
  SEAL: { kind: 'business', covers: 'Sealed (encrypted) values' },
  SEC: { kind: 'business', covers: 'Security of the service' },
  SESS: { kind: 'business', covers: 'Sessions and tokens on the server' },
  SESSION: { kind: 'business', covers: 'The session in the browser' },
  SMS: { kind: 'business', covers: 'Sending SMS' },
  // Screens and content
  ACCORDION: { kind: 'business', covers: 'Accordions' },
  BLOG: { kind: 'business', covers: 'Articles and their markup' },
  BLOGFORM: { kind: 'business', covers: 'The article page’s journey form' },
  CAROUSEL: { kind: 'business', covers: 'Carousels' },
  CHATBOT: { kind: 'business', covers: 'The chat widget' },
  CHATQ: { kind: 'business', covers: 'Chat questions' },
  ASSIST: { kind: 'business', covers: 'The support assistant’s answers' },
  CITYMODAL: { kind: 'business', covers: 'The city list' },
  CONTACT: { kind: 'business', covers: 'Contact page and form' },
  'CONTACT-API': { kind: 'business', covers: 'Contact messages on the server' },
  CONTENT: { kind: 'business', covers: 'Pages and their content' },
  DISP: { kind: 'business', covers: 'How many items a list shows' },
  FMT: { kind: 'business', covers: 'Numbers, money and dates as shown' },
  LANG: { kind: 'business', covers: 'Page languages' },
  'LANG-PART': { kind: 'business', covers: 'Text in another language than its page, marked with its own' },
  LEGAL: { kind: 'business', covers: 'Legal pages' },
  LOGIN: { kind: 'business', covers: 'The login popup' },
  NAME: { kind: 'business', covers: 'Names' },
  NEWCAR: { kind: 'business', covers: 'The new-car finder' },
  PAGER: { kind: 'business', covers: 'Pagination' },
  REFICARD: { kind: 'business', covers: 'The floating refinance card' },
  SHARE: { kind: 'business', covers: 'Share buttons' },
  VAL: { kind: 'business', covers: 'Field validation (VAL-<FIELD>-nnn)' },
  // The service's calls
  API: { kind: 'business', covers: 'The API contract' },
  // Engineering invariants
  CACHE: { kind: 'technical', covers: 'Cached catalogue answers' },
  CLIENT: { kind: 'technical', covers: 'The API client' },
  COMPRESS: { kind: 'technical', covers: 'Compressed answers' },
  'DASH-GREET': { kind: 'technical', covers: 'The dashboard greeting in the first paint' },
  DEV: { kind: 'technical', covers: 'Development routes' },
  'FIRST-CALL': { kind: 'technical', covers: 'A signed-in page’s first call, asked before hydration' },
  HYDRATE: { kind: 'technical', covers: 'Hydration of pre-rendered pages' },
  'LOAD-CODE': { kind: 'technical', covers: 'A page’s own code, imported once it is up' },
  'SHARE-PAINT': { kind: 'technical', covers: 'A shared calculator link’s first paint' },
  ISLAND: { kind: 'technical', covers: 'Content pages hydrated as islands, without the router' },
  SITE: { kind: 'technical', covers: 'Serving the static site' },
  STORE: { kind: 'technical', covers: 'Text the database can store' },
  STREAM: { kind: 'technical', covers: 'The streamed chat answer' },
  'WEB-CSP': { kind: 'technical', covers: 'The web build and the Content-Security-Policy' },
};

/**
 * The registered prefix of a rule id: its longest registered leading part, so `CONSENT-LINK-001`
 * is CONSENT-LINK's and every `VAL-<FIELD>-nnn` is VAL's.
 *
 * @param {string} id - a rule id such as `VAL-PAN-001`
 * @returns {string | undefined} the prefix, or undefined when none is registered
 */
export function registeredPrefixOf(id) {
  const parts = id.split('-').slice(0, -1);
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('-');
    if (Object.hasOwn(RULE_PREFIXES, candidate)) return candidate;
  }
  return undefined;
}
