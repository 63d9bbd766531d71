import { describe, expect, it } from 'vitest';
import { computeReadTime } from './read-time.js';
import { blogArticleSchema, isAllowedBlogLink } from './schema.js';
import type { BlogArticle } from './schema.js';

const body = '## Heading\nA short paragraph about the [EMI calculator](/emi-calculator).';
const valid: BlogArticle = {
  id: 1,
  slug: 'sample-article',
  lang: 'en',
  title: 'Sample article',
  metaTitle: 'Sample article',
  metaDescription: 'A sample.',
  author: 'Rinn Editorial Team',
  date: '2026-01-01',
  readTime: computeReadTime(body),
  categories: ['emi'],
  banner: { bannerImageUrl: '/images/blog/sample-article.webp' },
  tips: ['One tip.'],
  recommendations: ['one', 'two', 'three'],
  body,
};
const issuesOf = (article: unknown): string[] => {
  const result = blogArticleSchema.safeParse(article);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('blogArticleSchema', () => {
  it('BLOG-004: accepts a well-formed article', () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  it.each([
    ['a meta title over 60 characters', { metaTitle: 'x'.repeat(61) }, 'metaTitle'],
    ['a meta description over 160 characters', { metaDescription: 'x'.repeat(161) }, 'metaDescription'],
    ['a slug with capitals', { slug: 'Sample-Article' }, 'slug'],
    ['a slug with a space', { slug: 'sample article' }, 'slug'],
    ['a Hindi article without the hi- prefix', { lang: 'hi' }, 'slug'],
    ['an English article with the hi- prefix', { slug: 'hi-sample' }, 'slug'],
    ['a read time that differs from the computed one', { readTime: 9 }, 'readTime'],
    ['a date that is not ISO', { date: '01/01/2026' }, 'date'],
    ['two recommendations', { recommendations: ['one', 'two'] }, 'recommendations'],
    ['a repeated recommendation', { recommendations: ['one', 'one', 'two'] }, 'recommendations'],
    ['a recommendation of itself', { recommendations: ['sample-article', 'one', 'two'] }, 'recommendations'],
    ['an unknown category', { categories: ['gold-loan'] }, 'categories.0'],
    ['no tips', { tips: [] }, 'tips'],
  ])('BLOG-004: rejects %s', (_label, change, path) => {
    expect(issuesOf({ ...valid, ...change })).toContain(path);
  });

  it('BLOG-005: rejects a body linking outside the allowed routes', () => {
    const badBody = 'See [the dashboard](/dashboard).';
    expect(issuesOf({ ...valid, body: badBody, readTime: computeReadTime(badBody) })).toContain('body');
  });

  it('BLOG-005: rejects a body linking to itself', () => {
    const selfBody = 'See [this](/resources/sample-article).';
    expect(issuesOf({ ...valid, body: selfBody, readTime: computeReadTime(selfBody) })).toContain('body');
  });
});

describe('isAllowedBlogLink', () => {
  it.each(['/emi-calculator', '/personal-loan', '/cibil-score-check', '/resources/faq', '/resources/some-article'])('BLOG-005: allows %s', (href) => {
    expect(isAllowedBlogLink(href)).toBe(true);
  });

  it.each(['/dashboard', '/resources/search', '/resources/faq/personal-loan', '/resources/Bad_Slug', '/expired-link', 'https://rinn.in'])(
    'BLOG-005: refuses %s',
    (href) => {
      expect(isAllowedBlogLink(href)).toBe(false);
    },
  );

  it('BLOG-005: with a slug set, allows only existing articles', () => {
    const slugs = new Set(['how-emi-is-calculated']);
    expect(isAllowedBlogLink('/resources/how-emi-is-calculated', slugs)).toBe(true);
    expect(isAllowedBlogLink('/resources/missing', slugs)).toBe(false);
  });
});
