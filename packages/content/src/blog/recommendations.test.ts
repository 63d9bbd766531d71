import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './articles/index.js';
import { featuredArticles, recommendationsFor, toBlogCard } from './recommendations.js';

describe('recommendationsFor', () => {
  it('BLOG-007: resolves the three listed slugs in order', () => {
    expect(recommendationsFor('how-emi-is-calculated').map((article) => article.slug)).toEqual([
      'loan-prepayment-and-part-payment',
      'fixed-vs-floating-interest-rate',
      'foir-debt-to-income-ratio',
    ]);
  });

  it('BLOG-007: an unknown slug has no recommendations', () => {
    expect(recommendationsFor('no-such-article')).toEqual([]);
  });

  it.each(BLOG_ARTICLES.map((article) => [article.slug, article.lang] as const))(
    'BLOG-007: %s recommends three other existing articles in its language',
    (slug, lang) => {
      const recommended = recommendationsFor(slug);
      expect(recommended).toHaveLength(3);
      for (const article of recommended) {
        expect(article.slug).not.toBe(slug);
        expect(article.lang).toBe(lang);
      }
    },
  );
});

describe('featuredArticles', () => {
  it('BLOG-008: the banner gets the three newest English articles', () => {
    const featured = featuredArticles(3);
    expect(featured).toHaveLength(3);
    const newestDates = BLOG_ARTICLES.filter((article) => article.lang === 'en')
      .map((article) => article.date)
      .sort()
      .reverse()
      .slice(0, 3);
    expect(featured.map((article) => article.date)).toEqual(newestDates);
  });

  it('BLOG-008: Hindi pages feature Hindi articles', () => {
    expect(featuredArticles(3, 'hi').every((article) => article.lang === 'hi')).toBe(true);
  });

  test.prop([fc.double({ min: -5, max: 40, noNaN: true }), fc.constantFrom('en' as const, 'hi' as const)])(
    'BLOG-008: returns at most floor(n) articles of the language, newest first',
    (n, lang) => {
      const featured = featuredArticles(n, lang);
      const available = BLOG_ARTICLES.filter((article) => article.lang === lang).length;
      expect(featured).toHaveLength(Math.min(available, Math.max(0, Math.floor(n))));
      for (const [index, article] of featured.entries()) {
        expect(article.lang).toBe(lang);
        const next = featured[index + 1];
        if (next) expect(article.date >= next.date).toBe(true);
      }
    },
  );
});

describe('toBlogCard', () => {
  it('maps an article to the §3 Blog card fields', () => {
    const [article] = BLOG_ARTICLES;
    if (!article) throw new Error('no articles');
    expect(toBlogCard(article)).toEqual({
      bannerImage: article.banner.bannerImageUrl,
      tips: article.tips,
      title: article.title,
      author: article.author,
      date: article.date,
      time: article.readTime,
      url: `/resources/${article.slug}`,
    });
  });
});
