import type { UiStringKey } from '@rinn/content';
import type { WebStringKey } from '../i18n/web-strings.ts';

/** A header or footer link: its unprefixed path and the key of its label. */
export interface NavLink<Key extends string> {
  readonly path: string;
  readonly label: Key;
}

/** The seven loan product pages of spec §2, in menu order, labelled from `UI_STRINGS`. */
export const PRODUCT_LINKS: readonly NavLink<UiStringKey>[] = [
  { path: '/personal-loan', label: 'navPersonalLoan' },
  { path: '/instant-loan', label: 'navInstantLoan' },
  { path: '/used-car-loan', label: 'navUsedCarLoan' },
  { path: '/new-car-loan', label: 'navNewCarLoan' },
  { path: '/refinance', label: 'navRefinance' },
  { path: '/ev-loan', label: 'navEvLoan' },
  { path: '/two-wheeler-loan', label: 'navTwoWheelerLoan' },
];

/** Where a visitor finds help: the resource centre, the FAQ and the contact page (spec §2). */
export const HELP_LINKS: readonly NavLink<UiStringKey>[] = [
  { path: '/resources', label: 'navResources' },
  { path: '/resources/faq', label: 'navFaq' },
  { path: '/contact-us', label: 'navContactUs' },
];

/** The three calculators of spec §2. */
export const CALCULATOR_LINKS: readonly NavLink<WebStringKey>[] = [
  { path: '/emi-calculator', label: 'carEmiCalculator' },
  { path: '/two-wheeler-calculator', label: 'twoWheelerCalculator' },
  { path: '/bt-calculator', label: 'btCalculator' },
];

/**
 * The five legal pages of spec §2. Their labels live in the web strings rather than being read from
 * `LEGAL_PAGES`, whose full texts would otherwise ship in every page's JavaScript.
 */
export const LEGAL_LINKS: readonly NavLink<WebStringKey>[] = [
  { path: '/privacy-policy', label: 'legalPrivacyPolicy' },
  { path: '/terms-and-conditions', label: 'legalTermsAndConditions' },
  { path: '/consent-declaration', label: 'legalConsentDeclaration' },
  { path: '/experian', label: 'legalExperian' },
  { path: '/certified-CIC', label: 'legalCertifiedCic' },
];

/** The social networks of spec §2 (Facebook, Twitter, LinkedIn, Instagram) and Rinn's pages there. */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/rinn' },
  { network: 'Twitter', href: 'https://twitter.com/rinn' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/rinn' },
  { network: 'Instagram', href: 'https://www.instagram.com/rinn' },
] as const;

/** One of {@link SOCIAL_LINKS}' networks. */
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
