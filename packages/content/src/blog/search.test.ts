import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './articles/index.js';
import { searchBlog } from './search.js';

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
