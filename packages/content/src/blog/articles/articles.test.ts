import { describe, expect, it } from 'vitest';
import { linksOf } from '../markup.js';
import { countWords } from '../read-time.js';
import { blogArticleSchema, isAllowedBlogLink } from '../schema.js';
import { BLOG_ARTICLES } from './index.js';

const english = BLOG_ARTICLES.filter((article) => article.lang === 'en');
const hindi = BLOG_ARTICLES.filter((article) => article.lang === 'hi');
const slugsByLang = (lang: 'en' | 'hi'): Set<string> => new Set(BLOG_ARTICLES.filter((article) => article.lang === lang).map((article) => article.slug));

describe('BLOG_ARTICLES', () => {
  it.each(BLOG_ARTICLES.map((article) => [article.slug, article] as const))('BLOG-004: %s parses with the article schema', (_slug, article) => {
    expect(blogArticleSchema.parse(article)).toEqual(article);
  });

  it('BLOG-009: holds at least 15 English and 5 Hindi articles', () => {
    expect(english.length).toBeGreaterThanOrEqual(15);
    expect(hindi.length).toBeGreaterThanOrEqual(5);
  });

  it('BLOG-009: ids and slugs are unique', () => {
    expect(new Set(BLOG_ARTICLES.map((article) => article.id)).size).toBe(BLOG_ARTICLES.length);
    expect(new Set(BLOG_ARTICLES.map((article) => article.slug)).size).toBe(BLOG_ARTICLES.length);
  });

  it.each(english.map((article) => [article.slug, article.body] as const))('BLOG-009: %s has 600 to 1,000 words', (_slug, body) => {
    const words = countWords(body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
  });

  it('BLOG-009: every article is dated in 2026', () => {
    for (const article of BLOG_ARTICLES) expect(article.date.startsWith('2026-')).toBe(true);
  });

  it.each(BLOG_ARTICLES.map((article) => [article.slug, article] as const))(
    'BLOG-009: %s recommends and links only to existing articles in its language',
    (_slug, article) => {
      const sameLanguage = slugsByLang(article.lang);
      for (const slug of article.recommendations) expect(sameLanguage.has(slug)).toBe(true);
      for (const href of linksOf(article.body)) expect(isAllowedBlogLink(href, sameLanguage)).toBe(true);
    },
  );

  it('BLOG-009: Hindi articles are written in Devanagari', () => {
    for (const article of hindi) {
      const letters = article.body.match(/\p{L}/gu) ?? [];
      const devanagari = article.body.match(/(?=\p{Script=Devanagari})\p{L}/gu) ?? [];
      expect(devanagari.length / letters.length).toBeGreaterThan(0.8);
    }
  });

  it('BLOG-002: every article has headings for the "On this page" list', () => {
    for (const article of BLOG_ARTICLES) expect(article.body).toMatch(/^## /m);
  });
});
