import { pageCount } from '@rinn/rules';
import { assign, setup } from 'xstate';
import type { PaginationContext, PaginationEvent, PaginationInput } from './pagination.types.js';

const wholeCount = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);
const wholePageSize = (value: number): number => Math.max(1, wholeCount(value));
const clampPage = (context: PaginationContext, page: number): number =>
  Math.min(Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1), Math.max(1, pageCount(context.totalItems, context.pageSize)));

/**
 * Pagination of a list (media and news, recommendation cards).
 *
 * @rule PAGER-001 Pagination starts at page 1, and goes back to page 1 whenever the list (or the
 *   page size) changes.
 * @spec §4 Widgets
 * @rule PAGER-002 An empty list shows 'No items to display' instead of pages.
 * @spec §8 Pagination with an empty list
 * @rule PAGER-003 The page stays between 1 and the last page whatever is asked for.
 * @example
 * ```ts
 * createActor(paginationMachine, { input: { totalItems: 13, pageSize: 6 } }).start();
 * ```
 */
export const paginationMachine = setup({
  types: {
    context: {} as PaginationContext,
    events: {} as PaginationEvent,
    input: {} as PaginationInput,
  },
  guards: {
    hasItems: ({ context }) => context.totalItems > 0,
  },
  actions: {
    goTo: assign({ page: ({ context, event }) => clampPage(context, event.type === 'PAGE.GO' ? event.page : context.page) }),
    goNext: assign({ page: ({ context }) => clampPage(context, context.page + 1) }),
    goPrevious: assign({ page: ({ context }) => clampPage(context, context.page - 1) }),
    replaceItems: assign(({ event }) => (event.type === 'ITEMS.CHANGE' ? { totalItems: wholeCount(event.totalItems), page: 1 } : {})),
    replacePageSize: assign(({ event }) =>
      (event.type === 'PAGE_SIZE.CHANGE' ? { pageSize: wholePageSize(event.pageSize), page: 1 } : {})),
  },
}).createMachine({
  id: 'pagination',
  context: ({ input }) => ({ totalItems: wholeCount(input.totalItems), pageSize: wholePageSize(input.pageSize), page: 1 }),
  initial: 'sorting',
  on: {
    'ITEMS.CHANGE': { target: '.sorting', actions: 'replaceItems' },
    'PAGE_SIZE.CHANGE': { target: '.sorting', actions: 'replacePageSize' },
  },
  states: {
    sorting: {
      always: [{ guard: 'hasItems', target: 'paged' }, { target: 'empty' }],
    },
    empty: {},
    paged: {
      on: {
        'PAGE.GO': { actions: 'goTo' },
        'PAGE.NEXT': { actions: 'goNext' },
        'PAGE.PREV': { actions: 'goPrevious' },
      },
    },
  },
});
