import { RulesError } from './errors.js';
import { ERROR_MESSAGES } from './messages.js';

function checkedPageSize(pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize <= 0) {
    throw new RulesError('INVALID_PAGE_SIZE', ERROR_MESSAGES.invalidPageSize(pageSize));
  }
  return pageSize;
}

/**
 * Number of pages for a list.
 *
 * @rule DISP-009 A list of n items in pages of s has ceil(n / s) pages; an empty list has no pages
 *   and shows "No items to display".
 * @spec §4 Widgets (Pagination); §8 Pagination with an empty list
 * @formula pages = ⌈n / s⌉
 * @workedExample 13 news items, 6 a page → 3 pages
 * @param itemCount - how many items the list has (a negative or non-finite count counts as 0)
 * @param pageSize - items per page, a positive whole number
 * @returns the page count, 0 for an empty list
 * @throws {@link RulesError} `INVALID_PAGE_SIZE` for a page size that is not a positive whole number
 * @example
 * ```ts
 * pageCount(13, PAGE_SIZES.mediaAndNews.desktop); // 3
 * ```
 */
export function pageCount(itemCount: number, pageSize: number): number {
  const items = Number.isFinite(itemCount) ? Math.max(0, Math.floor(itemCount)) : 0;
  return Math.ceil(items / checkedPageSize(pageSize));
}

/**
 * The items on one page.
 *
 * @rule DISP-010 Pages are numbered from 1; a page number outside 1 to the page count is moved to
 *   the nearest page, so a list that shrank under the reader still shows its last page.
 * @spec §4 Widgets (Pagination starts at page 1)
 * @param items - the whole list
 * @param page - the 1-based page number
 * @param pageSize - items per page, a positive whole number
 * @returns the page's items (empty only for an empty list)
 * @throws {@link RulesError} `INVALID_PAGE_SIZE` for a page size that is not a positive whole number
 * @example
 * ```ts
 * pageSlice(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 2, 6); // ['g']
 * ```
 */
export function pageSlice<Item>(items: readonly Item[], page: number, pageSize: number): Item[] {
  const pages = pageCount(items.length, pageSize);
  if (pages === 0) return [];
  const wholePage = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(wholePage, 1), pages);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
