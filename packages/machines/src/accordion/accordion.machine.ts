import { assign, setup } from 'xstate';
import { FAQ_ALL_TAB } from '../messages.js';
import type { AccordionContext, AccordionEvent, AccordionInput, AccordionItem } from './accordion.types.js';

/**
 * The FAQ tabs of a list of items: All first, then each tag in order of first appearance.
 *
 * @rule ACCORDION-002 FAQ tabs filter items by tag; the All tab comes first and is selected at
 *   the start, and shows every item.
 * @spec §4 Widgets
 * @param items - the accordion items.
 * @returns the tab labels.
 * @example
 * ```ts
 * faqTabs([{ id: 'a', tags: ['EMI'] }, { id: 'b', tags: ['Fees', 'EMI'] }]); // ['All', 'EMI', 'Fees']
 * ```
 */
export function faqTabs(items: readonly AccordionItem[]): readonly string[] {
  return [FAQ_ALL_TAB, ...new Set(items.flatMap((item) => item.tags ?? []).filter((tag) => tag !== FAQ_ALL_TAB))];
}

/**
 * The items of the selected tab.
 *
 * @param context - items and the selected tab.
 * @returns the items the tab shows, in their original order.
 */
export function itemsOfTab(context: Pick<AccordionContext, 'items' | 'tab'>): readonly AccordionItem[] {
  return context.tab === FAQ_ALL_TAB ? context.items : context.items.filter((item) => item.tags?.includes(context.tab));
}

/**
 * Accordion with FAQ tabs and view more / view less.
 *
 * @rule ACCORDION-001 Items expand and collapse independently; many can be open at once.
 * @spec §4 Widgets
 * @rule ACCORDION-003 Only the FAQ's default count of items shows at first (the counts of §9,
 *   through `faqVisibleCount` of @rinn/rules); view more shows all, view less returns to the
 *   default count, and choosing a tab or receiving new items returns to it too.
 * @spec §4 Widgets, §9 Display (FAQ default visible counts)
 * @example
 * ```ts
 * createActor(accordionMachine, { input: { items, faqKind: 'emi' } }).start();
 * ```
 */
export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    input: {} as AccordionInput,
  },
  actions: {
    toggleItem: assign({
      openIds: ({ context, event }) => {
        if (event.type !== 'ITEM.TOGGLE' || !context.items.some((item) => item.id === event.id)) return context.openIds;
        return context.openIds.includes(event.id)
          ? context.openIds.filter((id) => id !== event.id)
          : [...context.openIds, event.id];
      },
    }),
    selectTab: assign({
      tab: ({ context, event }) =>
        (event.type === 'TAB.SELECT' && faqTabs(context.items).includes(event.tab) ? event.tab : context.tab),
    }),
    replaceItems: assign(({ context, event }) => {
      if (event.type !== 'ITEMS.CHANGE') return {};
      const ids = new Set(event.items.map((item) => item.id));
      return {
        items: event.items,
        openIds: context.openIds.filter((id) => ids.has(id)),
        tab: faqTabs(event.items).includes(context.tab) ? context.tab : FAQ_ALL_TAB,
      };
    }),
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({
    items: input.items,
    faqKind: input.faqKind,
    openIds: [],
    tab: FAQ_ALL_TAB,
  }),
  initial: 'showingDefault',
  on: {
    'ITEM.TOGGLE': { actions: 'toggleItem' },
    'TAB.SELECT': { target: '.showingDefault', actions: 'selectTab' },
    'ITEMS.CHANGE': { target: '.showingDefault', actions: 'replaceItems' },
  },
  states: {
    showingDefault: { on: { 'VIEW.MORE': 'showingAll' } },
    showingAll: { on: { 'VIEW.LESS': 'showingDefault' } },
  },
});
