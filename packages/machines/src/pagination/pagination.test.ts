import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor } from 'xstate';
import { DISPLAY_MESSAGES } from '@rinn/rules';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectPagination } from './pagination.connect.js';
import { paginationMachine } from './pagination.machine.js';
import type { PaginationEvent, PaginationInput } from './pagination.types.js';

function start(input: PaginationInput) {
  const actor = createActor(paginationMachine, { input }).start();
  return { actor, api: () => connectPagination(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('pagination machine', () => {
  it('PAGER-001: starts at page 1 and returns there when the list or page size changes', () => {
    const { actor, api } = start({ totalItems: 13, pageSize: 6 });
    expect(api()).toMatchObject({ page: 1, pageCount: 3, start: 0, end: 6, pages: [1, 2, 3], isEmpty: false, emptyMessage: undefined });
    api().getNextProps().onClick();
    api().getNextProps().onClick();
    expect(api()).toMatchObject({ page: 3, start: 12, end: 13 });
    expect(api().getNextProps().disabled).toBe(true);
    actor.send({ type: 'ITEMS.CHANGE', totalItems: 20 });
    expect(api().page).toBe(1);
    api().getPageProps(2).onClick();
    expect(api().getPageProps(2)['aria-current']).toBe(true);
    actor.send({ type: 'PAGE_SIZE.CHANGE', pageSize: 5 });
    expect(api()).toMatchObject({ page: 1, pageCount: 4 });
    expect(api().getPrevProps().disabled).toBe(true);
  });

  it('PAGER-002: an empty list shows "No items to display"', () => {
    const { actor, api } = start({ totalItems: 0, pageSize: 6 });
    expect(api()).toMatchObject({ isEmpty: true, emptyMessage: DISPLAY_MESSAGES.noItems, pageCount: 0, pages: [] });
    expect(DISPLAY_MESSAGES.noItems).toBe('No items to display');
    actor.send({ type: 'ITEMS.CHANGE', totalItems: 3 });
    expect(api()).toMatchObject({ isEmpty: false, pageCount: 1 });
    actor.send({ type: 'ITEMS.CHANGE', totalItems: 0 });
    expect(api().isEmpty).toBe(true);
  });

  it('PAGER-003: previous from page 1 and far-off pages stay in range', () => {
    const { api } = start({ totalItems: 12, pageSize: 6 });
    api().getPrevProps().onClick();
    expect(api().page).toBe(1);
    api().getPageProps(99).onClick();
    expect(api().page).toBe(2);
    api().getPageProps(Number.NaN).onClick();
    expect(api().page).toBe(1);
  });

  const events = fc.oneof(
    fc.constantFrom<PaginationEvent>({ type: 'PAGE.NEXT' }, { type: 'PAGE.PREV' }),
    fc.integer({ min: -5, max: 30 }).map((page): PaginationEvent => ({ type: 'PAGE.GO', page })),
    fc.integer({ min: -3, max: 60 }).map((totalItems): PaginationEvent => ({ type: 'ITEMS.CHANGE', totalItems })),
    fc.integer({ min: -1, max: 10 }).map((pageSize): PaginationEvent => ({ type: 'PAGE_SIZE.CHANGE', pageSize })),
  );
  test.prop([fc.nat({ max: 60 }), fc.integer({ min: 1, max: 10 }), fc.array(events, { maxLength: 40 })])(
    'PAGER-003: any sequence of events keeps the page and its slice within the list',
    (totalItems, pageSize, sequence) => {
      const { actor, api } = start({ totalItems, pageSize });
      for (const event of sequence) {
        actor.send(event);
        const view = api();
        const { context } = actor.getSnapshot();
        expect(view.page).toBeGreaterThanOrEqual(1);
        expect(view.page).toBeLessThanOrEqual(Math.max(1, view.pageCount));
        expect(view.start).toBeLessThanOrEqual(view.end);
        expect(view.end).toBeLessThanOrEqual(context.totalItems);
      }
    },
  );

  describe('every shortest path', () => {
    const cases = shortestPathCases(paginationMachine, {
      input: { totalItems: 2, pageSize: 1 },
      events: [
        { type: 'PAGE.GO', page: 2 },
        { type: 'ITEMS.CHANGE', totalItems: 0 },
        { type: 'PAGE_SIZE.CHANGE', pageSize: 2 },
      ],
      check: (snapshot) => expect(connectPagination(snapshot, () => undefined).page).toBeGreaterThanOrEqual(1),
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
