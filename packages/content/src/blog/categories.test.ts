import { fc, test } from '@fast-check/vitest';
import { loanProduct } from '@rinn/rules';
import { describe, expect } from 'vitest';
import { BLOG_ARTICLES } from './articles/index.js';
import { articleLoanType, BLOG_CATEGORIES, type BlogCategory } from './categories.js';

const LOAN_CATEGORIES: readonly BlogCategory[] = ['personal-loan', 'car-loan', 'two-wheeler-loan', 'ev-loan', 'refinance'];

describe('articleLoanType', () => {
  test.prop([fc.array(fc.constantFrom(...BLOG_CATEGORIES), { maxLength: 5 })])(
    'BLOG-011: the first loan category names the loan; an article without one names none',
    (categories) => {
      const first = categories.find((category) => LOAN_CATEGORIES.includes(category));
      const loanType = articleLoanType(categories);
      if (first === undefined) expect(loanType).toBeNull();
      else {
        expect(loanType).toBe(articleLoanType([first]));
        expect(loanProduct(loanType!)).toBeDefined();
      }
    },
  );

  test('BLOG-011: car loan articles start a used-car journey; EMI and credit-score articles the default', () => {
    expect(articleLoanType(['car-loan'])).toBe('used-car-loan');
    expect(articleLoanType(['refinance'])).toBe('refinance');
    expect(articleLoanType(['emi', 'credit-score', 'borrower-rights'])).toBeNull();
    // Most articles are about one loan, so most forms start that loan's journey.
    const named = BLOG_ARTICLES.filter((article) => articleLoanType(article.categories) !== null);
    expect(named.length).toBeGreaterThan(BLOG_ARTICLES.length / 2);
  });
});
