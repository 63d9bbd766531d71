/** What a list gives its pagination. */
export interface PaginationInput {
  readonly totalItems: number;
  /** Items per page, e.g. 6 for media and news on desktop, 5 on mobile. */
  readonly pageSize: number;
}

/** What the pagination machine remembers between events. */
export interface PaginationContext {
  readonly totalItems: number;
  readonly pageSize: number;
  /** Current page, counted from 1. */
  readonly page: number;
}

/** Everything the pagination machine responds to (a UI sends them through `connect`). */
export type PaginationEvent =
  | { type: 'PAGE.GO'; page: number }
  | { type: 'PAGE.NEXT' }
  | { type: 'PAGE.PREV' }
  | { type: 'ITEMS.CHANGE'; totalItems: number }
  | { type: 'PAGE_SIZE.CHANGE'; pageSize: number };
