import type { SnapshotFrom } from 'xstate';
import { DISPLAY_MESSAGES, pageCount } from '@rinn/rules';
import type { Send } from '../shared/connect.js';
import type { paginationMachine } from './pagination.machine.js';
import type { PaginationEvent } from './pagination.types.js';

/** What a UI needs to render a paginated list. */
export interface PaginationApi {
  readonly page: number;
  readonly pageCount: number;
  readonly isEmpty: boolean;
  /** 'No items to display' for an empty list, otherwise undefined. */
  readonly emptyMessage: string | undefined;
  /** Slice bounds of the current page: `items.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  readonly pages: readonly number[];
  getPageProps(page: number): { readonly 'aria-current': boolean; readonly onClick: () => void };
  getNextProps(): { readonly disabled: boolean; readonly onClick: () => void };
  getPrevProps(): { readonly disabled: boolean; readonly onClick: () => void };
}

/**
 * Turns a pagination snapshot into plain values and prop-getters.
 *
 * @param snapshot - the pagination actor's snapshot.
 * @param send - the pagination actor's `send`.
 * @returns the pagination view model.
 * @example
 * ```ts
 * const { start, end } = connectPagination(actor.getSnapshot(), (event) => actor.send(event));
 * items.slice(start, end);
 * ```
 */
export function connectPagination(snapshot: SnapshotFrom<typeof paginationMachine>, send: Send<PaginationEvent>): PaginationApi {
  const { context } = snapshot;
  const pages = pageCount(context.totalItems, context.pageSize);
  const isEmpty = snapshot.matches('empty');
  const start = (context.page - 1) * context.pageSize;
  return {
    page: context.page,
    pageCount: pages,
    isEmpty,
    emptyMessage: isEmpty ? DISPLAY_MESSAGES.noItems : undefined,
    start,
    end: Math.min(start + context.pageSize, context.totalItems),
    pages: Array.from({ length: pages }, (_, index) => index + 1),
    getPageProps: (page) => ({ 'aria-current': page === context.page, onClick: () => send({ type: 'PAGE.GO', page }) }),
    getNextProps: () => ({ disabled: context.page >= pages, onClick: () => send({ type: 'PAGE.NEXT' }) }),
    getPrevProps: () => ({ disabled: context.page <= 1, onClick: () => send({ type: 'PAGE.PREV' }) }),
  };
}
