import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { headingsOf, linksOf, parseBlogMarkup } from '../blog/markup.js';
import { GRIEVANCE_OFFICER, grievanceSection } from './grievance-officer.js';
import { LEGAL_PAGES } from './pages/index.js';
import { legalPageWithPartners, NO_PARTNER_LENDERS_TEXT } from './partners.js';
import { LEGAL_PAGE_SLUGS, legalPageSchema, PARTNER_LENDERS_MARKER } from './schema.js';

const pagesWithMarker = LEGAL_PAGES.filter((page) => page.body.includes(PARTNER_LENDERS_MARKER)).map((page) => page.slug);
const listItemsOf = (body: string): string[] =>
  parseBlogMarkup(body).flatMap((block) => (block.kind === 'list' ? block.items.map((runs) => runs.map((run) => run.text).join('')) : []));

describe('LEGAL_PAGES', () => {
  it.each(LEGAL_PAGES.map((page) => [page.slug, page] as const))('LEGAL-003: %s parses with the legal page schema', (_slug, page) => {
    expect(legalPageSchema.parse(page)).toEqual(page);
  });

  it('LEGAL-003: there is exactly one page for each legal route of spec §2', () => {
    expect(LEGAL_PAGES.map((page) => page.slug).sort()).toEqual([...LEGAL_PAGE_SLUGS].sort());
  });

  it('LEGAL-003: rejects an unknown slug, a link outside the legal pages and a repeated marker', () => {
    const [page] = LEGAL_PAGES;
    if (!page) throw new Error('no legal pages');
    expect(legalPageSchema.safeParse({ ...page, slug: 'refund-policy' }).success).toBe(false);
    expect(legalPageSchema.safeParse({ ...page, body: `${page.body}\n\nSee [offers](/personal-loan).` }).success).toBe(false);
    expect(legalPageSchema.safeParse({ ...page, body: `${page.body}\n\n${PARTNER_LENDERS_MARKER}\n\n${PARTNER_LENDERS_MARKER}` }).success).toBe(false);
    expect(legalPageSchema.safeParse({ ...page, body: `Inline ${PARTNER_LENDERS_MARKER} marker.\n## Heading` }).success).toBe(false);
  });

  it.each(LEGAL_PAGES.map((page) => [page.slug, page.body] as const))('LEGAL-001: %s ends with the grievance-redressal block', (_slug, body) => {
    expect(body.endsWith(grievanceSection())).toBe(true);
    expect(headingsOf(body).at(-1)?.text).toBe('Grievance redressal');
  });

  it('LEGAL-001: the block names the officer, grievance@rinn.in, a Gurugram address and 30 days', () => {
    const items = listItemsOf(grievanceSection());
    expect(items).toEqual([
      `Name: ${GRIEVANCE_OFFICER.name}`,
      `Designation: ${GRIEVANCE_OFFICER.designation}`,
      'Email: grievance@rinn.in',
      `Phone: ${GRIEVANCE_OFFICER.phone} (${GRIEVANCE_OFFICER.hours})`,
      `Address: ${GRIEVANCE_OFFICER.address}`,
    ]);
    expect(GRIEVANCE_OFFICER.address).toContain('Gurugram');
    expect(grievanceSection()).toContain('within 30 days');
    expect(grievanceSection()).toContain('Reserve Bank - Integrated Ombudsman Scheme, 2021');
  });

  it('the certified CIC page lists the four RBI-licensed credit information companies', () => {
    const page = LEGAL_PAGES.find((candidate) => candidate.slug === 'certified-CIC');
    const items = listItemsOf(page?.body ?? '');
    for (const name of [
      'TransUnion CIBIL Limited',
      'Experian Credit Information Company of India Private Limited',
      'Equifax Credit Information Services Private Limited',
      'CRIF High Mark Credit Information Services Private Limited',
    ]) {
      expect(items.some((item) => item.startsWith(name))).toBe(true);
    }
  });

  it('the privacy policy covers the rights of a data principal under the DPDP Act', () => {
    const body = LEGAL_PAGES.find((page) => page.slug === 'privacy-policy')?.body ?? '';
    expect(body).toContain('Digital Personal Data Protection Act, 2023');
    for (const right of ['obtain information', 'correction, completion and updating', 'erasure', 'grievance redressal', 'nominate']) {
      expect(body).toContain(right);
    }
  });

  it('every internal link on a legal page points at another legal page or the credit-score pages', () => {
    for (const page of LEGAL_PAGES) {
      for (const href of linksOf(page.body)) expect(href).toMatch(/^\/(privacy-policy|terms-and-conditions|consent-declaration|experian|certified-CIC|cibil-score|cibil-score-check)$/);
    }
  });
});

describe('legalPageWithPartners', () => {
  it('LEGAL-002: the terms, privacy policy and consent declaration list the partner lenders', () => {
    expect(pagesWithMarker.sort()).toEqual(['consent-declaration', 'privacy-policy', 'terms-and-conditions']);
  });

  it('LEGAL-002: replaces the marker with one list item per lender, in order, once each', () => {
    const page = legalPageWithPartners('terms-and-conditions', ['Example Bank Ltd', ' Sample  Finance Ltd ', 'Example Bank Ltd', '']);
    expect(page.body).not.toContain(PARTNER_LENDERS_MARKER);
    const items = listItemsOf(page.body);
    expect(items.filter((item) => item === 'Example Bank Ltd')).toHaveLength(1);
    expect(items.indexOf('Sample Finance Ltd')).toBe(items.indexOf('Example Bank Ltd') + 1);
  });

  it('LEGAL-002: with no partners shows the notice', () => {
    const page = legalPageWithPartners('consent-declaration', []);
    expect(page.body).toContain(NO_PARTNER_LENDERS_TEXT);
    expect(page.body).not.toContain(PARTNER_LENDERS_MARKER);
  });

  it('LEGAL-002: a page without the marker is unchanged', () => {
    const original = LEGAL_PAGES.find((page) => page.slug === 'experian');
    expect(legalPageWithPartners('experian', ['Example Bank Ltd'])).toEqual(original);
  });

  test.prop([fc.constantFrom(...LEGAL_PAGE_SLUGS), fc.array(fc.string({ maxLength: 30 }), { maxLength: 8 })])(
    'LEGAL-002: partner names never become links, bold text or headings, and the rest of the page is unchanged',
    (slug, names) => {
      const original = LEGAL_PAGES.find((page) => page.slug === slug);
      const page = legalPageWithPartners(slug, names);
      expect(legalPageSchema.safeParse(page).success).toBe(true);
      expect(headingsOf(page.body)).toEqual(headingsOf(original?.body ?? ''));
      expect(linksOf(page.body)).toEqual(linksOf(original?.body ?? ''));
      const [before = '', after = ''] = (original?.body ?? '').split(PARTNER_LENDERS_MARKER);
      expect(page.body.startsWith(before)).toBe(true);
      expect(page.body.endsWith(after)).toBe(true);
    },
  );
});
