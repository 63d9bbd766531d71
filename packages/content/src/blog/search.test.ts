import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './articles/index.js';
import { blogSearchItems, searchBlog } from './search.js';

const itemArbitrary = fc.record({ metaTitle: fc.string({ maxLength: 40 }), slug: fc.stringMatching(/^[a-z]{1,10}$/) });
const blankArbitrary = fc.stringMatching(/^[ \t\n]{0,5}$/);

describe('searchBlog', () => {
  it('BLOG-006: finds articles by a case-insensitive part of the meta title', () => {
    const results = searchBlog(BLOG_ARTICLES, 'cibil');
    expect(results.map((item) => item.slug)).toContain('cibil-score-bands-and-how-to-improve');
    expect(results.every((item) => item.metaTitle.toLowerCase().includes('cibil'))).toBe(true);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(['metaTitle', 'slug']);
  });

  it('BLOG-006: finds Hindi articles by Devanagari text', () => {
    expect(searchBlog(BLOG_ARTICLES, 'सिबिल').map((item) => item.slug)).toEqual(['hi-cibil-score-kya-hai']);
  });

  test.prop([fc.array(itemArbitrary, { maxLength: 10 }), blankArbitrary])('BLOG-006: an empty or blank query finds nothing', (items, query) => {
    expect(searchBlog(items, query)).toEqual([]);
  });

  test.prop([fc.array(itemArbitrary, { maxLength: 10 }), fc.string({ minLength: 1, maxLength: 5 })])(
    'BLOG-006: results are exactly the items whose meta title contains the query, in order',
    (items, query) => {
      const needle = query.trim().toLowerCase();
      fc.pre(needle !== '');
      const expected = items.filter((item) => item.metaTitle.toLowerCase().includes(needle));
      expect(searchBlog(items, query)).toEqual(expected);
    },
  );

  test.prop([fc.array(itemArbitrary, { minLength: 1, maxLength: 10 }), fc.nat(), fc.nat(), fc.nat()])(
    'BLOG-006: any slice of a meta title, in any case, finds its item',
    (items, pick, start, length) => {
      const item = items[pick % items.length];
      fc.pre(item !== undefined && item.metaTitle.trim() !== '');
      const title = item?.metaTitle ?? '';
      const from = start % title.length;
      const slice = title.slice(from, from + 1 + (length % (title.length - from)));
      fc.pre(slice.trim() !== '');
      expect(searchBlog(items, slice.toUpperCase())).toContainEqual({ metaTitle: item?.metaTitle, slug: item?.slug });
    },
  );
});

describe('blogSearchItems', () => {
  const DEVANAGARI = /[\u0900-\u097f]/;
  it('BLOG-010: the English resource centre searches English articles only; the Hindi one Hindi first, then English', () => {
    const english = blogSearchItems(BLOG_ARTICLES, 'en');
    expect(english.length).toBe(BLOG_ARTICLES.filter((article) => article.lang === 'en').length);
    expect(english.some((item) => DEVANAGARI.test(item.metaTitle))).toBe(false);
    expect(searchBlog(english, 'सिबिल')).toEqual([]);
    const hindi = blogSearchItems(BLOG_ARTICLES, 'hi');
    expect(hindi.length).toBe(BLOG_ARTICLES.length);
    const firstEnglish = hindi.findIndex((item) => BLOG_ARTICLES.find((article) => article.slug === item.slug)?.lang === 'en');
    expect(hindi.slice(0, firstEnglish).every((item) => BLOG_ARTICLES.find((article) => article.slug === item.slug)?.lang === 'hi')).toBe(true);
  });

  test.prop([fc.array(fc.record({ metaTitle: fc.string({ maxLength: 20 }), slug: fc.stringMatching(/^[a-z]{1,8}$/), lang: fc.constantFrom('en' as const, 'hi' as const) }), { maxLength: 12 })])(
    'BLOG-010: every item is of the page language on English pages, and Hindi pages list Hindi items before English ones',
    (articles) => {
      expect(blogSearchItems(articles, 'en')).toEqual(articles.filter((article) => article.lang === 'en').map(({ metaTitle, slug }) => ({ metaTitle, slug })));
      const hindi = blogSearchItems(articles, 'hi');
      const langs = hindi.map((_, index) => (index < articles.filter((article) => article.lang === 'hi').length ? 'hi' : 'en'));
      expect(hindi.map((item, index) => articles.filter((article) => article.lang === langs[index]).some((article) => article.slug === item.slug))).not.toContain(false);
      expect(hindi).toHaveLength(articles.length);
    },
  );
});
