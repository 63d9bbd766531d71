import { z } from 'zod/mini';
import { linksOf, parseBlogMarkup } from '../blog/markup.js';

/** The legal pages of spec §2, by their route without the leading slash. */
export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-and-conditions', 'consent-declaration', 'experian', 'certified-CIC'] as const;

/** One legal page slug. */
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Routes a legal page may link to: the other legal pages and the credit-score journey. */
export const LEGAL_LINK_ROUTES: readonly string[] = [...LEGAL_PAGE_SLUGS.map((slug) => `/${slug}`), '/cibil-score-check', '/cibil-score'];

/** A line holding only this marker is replaced by the list of partner lenders at render time. */
export const PARTNER_LENDERS_MARKER = '{{partner-lenders}}';

/**
 * A legal page: its route slug, title, the date it was last updated and its body in blog markup.
 *
 * @rule LEGAL-003 A legal page has one of the five slugs of spec §2, a title, an ISO updatedOn
 *   date and a body with headings whose links go only to the legal pages and the credit-score
 *   pages, and which holds the partner-lenders marker at most once, on a line of its own.
 * @spec §2 Routes — /privacy-policy, /terms-and-conditions, /consent-declaration, /experian, /certified-CIC.
 * @example legalPageSchema.parse(LEGAL_PAGES[0])
 */
export const legalPageSchema = z
  .object({
    slug: z.enum(LEGAL_PAGE_SLUGS),
    title: z.string().check(z.trim(), z.minLength(1)),
    updatedOn: z.iso.date(),
    body: z.string().check(z.trim(), z.minLength(1)),
  })
  .check(
    z.superRefine((page, context) => {
      if (!parseBlogMarkup(page.body).some((block) => block.kind === 'heading')) {
        context.addIssue({
          code: 'custom',
          path: ['body'],
          message: 'a legal page needs headings',
        });
      }
      for (const href of linksOf(page.body)) {
        if (!LEGAL_LINK_ROUTES.includes(href) || href === `/${page.slug}`) {
          context.addIssue({
            code: 'custom',
            path: ['body'],
            message: `link to ${href} is not allowed on a legal page`,
          });
        }
      }
      const markers = page.body.split(PARTNER_LENDERS_MARKER).length - 1;
      const markerLines = page.body
        .split(/\r?\n/)
        .filter((line) => line.trim() === PARTNER_LENDERS_MARKER).length;
      if (markers > 1 || markers !== markerLines) {
        context.addIssue({
          code: 'custom',
          path: ['body'],
          message: 'the partner-lenders marker appears at most once, on its own line',
        });
      }
    }),
  );

/** A validated legal page. */
export type LegalPage = z.output<typeof legalPageSchema>;
