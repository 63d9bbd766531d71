import { describe, expect, it } from 'vitest';
import { PERSONAL_LOAN_FAQ } from '../faq/sets/personal-loan.js';
import { formatPercent } from '../text-format.js';
import { PRODUCT_PAGES_EN, PRODUCT_PAGES_HI } from './product-pages.js';
import { PERSONAL_LOAN_RATE_TABLE, PERSONAL_LOAN_RATE_TABLE_HI, PERSONAL_LOAN_RATES_FROM_PERCENT } from './rate-tables.js';

/** The lowest rate a table shows, read from its rows' text ('10.3% – 15%'). */
function lowestShown(rows: readonly { readonly interest: string }[]): number {
  return Math.min(...rows.flatMap((row) => [...row.interest.matchAll(/(\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]))));
}

describe('personal-loan rates from', () => {
  it('CONTENT-017: "rates from" is the lowest rate of the table beside it, wherever the page states it', () => {
    expect(lowestShown(PERSONAL_LOAN_RATE_TABLE.rows)).toBe(PERSONAL_LOAN_RATES_FROM_PERCENT);
    expect(lowestShown(PERSONAL_LOAN_RATE_TABLE_HI.rows)).toBe(PERSONAL_LOAN_RATES_FROM_PERCENT);
    const from = formatPercent(PERSONAL_LOAN_RATES_FROM_PERCENT);
    for (const page of [PRODUCT_PAGES_EN.personal, PRODUCT_PAGES_HI.personal]) {
      const table = page.rates;
      expect(table && lowestShown(table.rows)).toBe(PERSONAL_LOAN_RATES_FROM_PERCENT);
      for (const text of [page.metaTitle, page.metaDescription, page.banner.subheading]) expect(text).toContain(from);
      // No other "from" figure is left anywhere on the page's text.
      const text = JSON.stringify({ ...page, rates: undefined });
      const stated = [
        ...(text.match(/(?:rates from|start at) \d+(?:\.\d+)?%/gi) ?? []).map((phrase) => phrase.replace(/^\D+/, '')),
        ...(text.match(/\d+(?:\.\d+)?%(?: सालाना)? से शुरू/g) ?? []).map((phrase) => phrase.replace(/%.*$/, '%')),
      ];
      expect(stated.length).toBeGreaterThanOrEqual(3);
      expect(new Set(stated)).toEqual(new Set([from]));
    }
    const rateAnswers = JSON.stringify(PERSONAL_LOAN_FAQ).match(/rates start at [\d.]+%/g) ?? [];
    expect(rateAnswers).toEqual([`rates start at ${from}`]);
  });
});
