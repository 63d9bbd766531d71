import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { pageCount, pageSlice } from './pagination.js';
import { DISPLAY_MESSAGES } from './messages.js';
import { RulesError } from './errors.js';

describe('pageCount', () => {
  it('DISP-009: 13 news items at 6 a page make 3 pages; an empty list has none', () => {
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(-3, 6)).toBe(0);
    expect(pageCount(Number.NaN, 6)).toBe(0);
    expect(DISPLAY_MESSAGES.noItems).toBe('No items to display');
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('DISP-009: refuses page size %s', (size) => {
    expect(() => pageCount(3, size)).toThrowError(RulesError);
    expect(() => pageSlice([1], 1, size)).toThrowError(`A page size must be a positive whole number; got ${size}.`);
  });
});

describe('pageSlice', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('DISP-010: pages start at 1; out-of-range pages move to the nearest page', () => {
    expect(pageSlice(letters, 1, 6)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(pageSlice(letters, 2, 6)).toEqual(['g']);
    expect(pageSlice(letters, 9, 6)).toEqual(['g']);
    expect(pageSlice(letters, 0, 6)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(pageSlice(letters, Number.NaN, 5)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(pageSlice([], 1, 6)).toEqual([]);
  });

  test.prop([fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 10 })])(
    'DISP-009, DISP-010: the pages, in order, are the whole list, each at most a page long and only the last shorter',
    (items, pageSize) => {
      const pages = Array.from({ length: pageCount(items.length, pageSize) }, (_, index) => pageSlice(items, index + 1, pageSize));
      expect(pages.flat()).toEqual(items);
      pages.forEach((page, index) => {
        expect(page.length).toBeGreaterThan(0);
        if (index < pages.length - 1) expect(page).toHaveLength(pageSize);
        else expect(page.length).toBeLessThanOrEqual(pageSize);
      });
    },
  );

  test.prop([fc.array(fc.integer(), { minLength: 1, maxLength: 60 }), fc.integer({ min: -5, max: 20 }), fc.integer({ min: 1, max: 10 })])(
    'DISP-010: a non-empty list always shows a non-empty page',
    (items, page, pageSize) => {
      expect(pageSlice(items, page, pageSize).length).toBeGreaterThan(0);
    },
  );
});
