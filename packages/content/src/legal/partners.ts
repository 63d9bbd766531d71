import { PARTNER_LENDERS_MARKER } from './schema.js';
import type { LegalPage, LegalPageSlug } from './schema.js';
import { LEGAL_PAGES } from './pages/index.js';

/** Shown in place of the list while no partner lender is configured. */
export const NO_PARTNER_LENDERS_TEXT =
  'Our list of partner lenders is being updated. Write to grievance@rinn.in and we will tell you which lenders we currently work with.';

/**
 * A legal page ready to render, with the marker line replaced by the current partner lenders.
 *
 * @rule LEGAL-002 Pages that carry the partner-lenders marker show, in its place, every partner
 *   lender's name once as a list item, in the given order, with markup characters and line
 *   breaks neutralised; with no partners they show a notice instead. Other text is unchanged.
 * @spec §3 Lending partner; RBI's digital-lending directions (lending service providers list the
 *   regulated entities they work with).
 * @param slug - Which legal page.
 * @param partnerNames - Names of the partner lenders, e.g. from the lending-partner content.
 * @returns The page with its body filled in.
 * @example legalPageWithPartners('terms-and-conditions', ['Example Bank Ltd']).body.includes('- Example Bank Ltd') // true
 */
export function legalPageWithPartners(slug: LegalPageSlug, partnerNames: readonly string[]): LegalPage {
  const page = LEGAL_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new RangeError(`Unknown legal page: ${slug}`);
  const names = [...new Set(partnerNames.map(plainName).filter((name) => name !== ''))];
  const replacement = names.length > 0 ? names.map((name) => `- ${name}`).join('\n') : NO_PARTNER_LENDERS_TEXT;
  const body = page.body
    .split('\n')
    .map((line) => (line.trim() === PARTNER_LENDERS_MARKER ? replacement : line))
    .join('\n');
  return { ...page, body };
}

// A partner name is data, not markup: it must not open a link or bold text, nor break the list.
function plainName(name: string): string {
  return name.replace(/[*[\]]/g, '').replace(/\s+/g, ' ').trim();
}
