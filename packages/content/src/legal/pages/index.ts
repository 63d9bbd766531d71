import type { LegalPage } from '../schema.js';
import { certifiedCic } from './certified-cic.js';
import { consentDeclaration } from './consent-declaration.js';
import { experianTerms } from './experian.js';
import { privacyPolicy } from './privacy-policy.js';
import { termsAndConditions } from './terms-and-conditions.js';

/**
 * The five legal pages of spec §2, in footer order. Bodies that name partner lenders carry the
 * partner-lenders marker; render them through legalPageWithPartners.
 *
 * @example LEGAL_PAGES.map((page) => page.slug) // ['privacy-policy', 'terms-and-conditions', 'consent-declaration', 'experian', 'certified-CIC']
 */
export const LEGAL_PAGES: readonly LegalPage[] = [privacyPolicy, termsAndConditions, consentDeclaration, experianTerms, certifiedCic];
