import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor } from 'xstate';
import { FAQ_COUNTS, type FaqKind } from '@rinn/rules';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectAccordion } from './accordion.connect.js';
import { accordionMachine } from './accordion.machine.js';
import type { AccordionEvent, AccordionItem } from './accordion.types.js';

const items = (count: number, tagOf: (index: number) => string[] = () => []): AccordionItem[] =>
  Array.from({ length: count }, (_, index) => ({ id: `q${index}`, tags: tagOf(index) }));

function start(list: AccordionItem[], faqKind: FaqKind) {
  const actor = createActor(accordionMachine, { input: { items: list, faqKind } }).start();
  return { actor, api: () => connectAccordion(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('accordion machine', () => {
  it('ACCORDION-001: many items can be open at once, and each closes on its own', () => {
    const { api } = start(items(5), 'default');
    api().getItemTriggerProps('q0').onClick();
    api().getItemTriggerProps('q3').onClick();
    expect([api().isOpen('q0'), api().isOpen('q3'), api().isOpen('q1')]).toEqual([true, true, false]);
    api().getItemTriggerProps('q0').onClick();
    expect(api().getItemTriggerProps('q0')['aria-expanded']).toBe(false);
    expect(api().isOpen('q3')).toBe(true);
  });

  it('ACCORDION-002: All is the first tab and selected first; a tab shows only its items', () => {
    const { actor, api } = start(items(6, (index) => (index % 2 === 0 ? ['EMI'] : ['Fees', 'EMI'])), 'creditScore');
    expect(api().tabs).toEqual(['All', 'EMI', 'Fees']);
    expect(api().getTabProps('All')['aria-selected']).toBe(true);
    api().getTabProps('Fees').onClick();
    expect(api().visibleItems.map((item) => item.id)).toEqual(['q1', 'q3', 'q5']);
    actor.send({ type: 'TAB.SELECT', tab: 'Unknown' });
    expect(api().selectedTab).toBe('Fees');
    actor.send({ type: 'ITEMS.CHANGE', items: items(2) });
    expect(api()).toMatchObject({ selectedTab: 'All', tabs: ['All'] });
  });

  it('ACCORDION-003: the default counts of §9, view more shows all and view less returns', () => {
    expect(FAQ_COUNTS).toMatchObject({ creditScore: 8, emi: 6, homeSections: 4, dynamic: 100, default: 5 });
    const { actor, api } = start(items(9, (index) => (index < 7 ? ['EMI'] : [])), 'emi');
    expect(api()).toMatchObject({ canViewMore: true, canViewLess: false });
    expect(api().visibleItems).toHaveLength(6);
    api().getViewMoreProps().onClick();
    expect(api().visibleItems).toHaveLength(9);
    expect(api()).toMatchObject({ canViewMore: false, canViewLess: true });
    api().getViewLessProps().onClick();
    expect(api().visibleItems).toHaveLength(6);
    api().getViewMoreProps().onClick();
    api().getTabProps('EMI').onClick();
    expect(api().visibleItems).toHaveLength(6);
    api().getItemTriggerProps('q8').onClick();
    actor.send({ type: 'ITEMS.CHANGE', items: items(3) });
    expect(api()).toMatchObject({ canViewMore: false, canViewLess: false });
    expect(api().isOpen('q8')).toBe(false);
  });

  const events = fc.oneof(
    fc.nat({ max: 12 }).map((index): AccordionEvent => ({ type: 'ITEM.TOGGLE', id: `q${index}` })),
    fc.constantFrom('All', 'A', 'B', 'C').map((tab): AccordionEvent => ({ type: 'TAB.SELECT', tab })),
    fc.constantFrom<AccordionEvent>({ type: 'VIEW.MORE' }, { type: 'VIEW.LESS' }),
    fc.nat({ max: 12 }).map((count): AccordionEvent => ({ type: 'ITEMS.CHANGE', items: items(count, (index) => [['A', 'B', 'C'][index % 3]!]) })),
  );
  const kinds = fc.constantFrom<FaqKind>('creditScore', 'emi', 'default', 'homeSections', 'dynamic');
  test.prop([fc.nat({ max: 12 }), kinds, fc.array(events, { maxLength: 30 })])(
    'ACCORDION-003: any sequence of events shows at most the default count unless expanded, and only items of the tab',
    (count, faqKind, sequence) => {
      const { actor, api } = start(items(count, (index) => [['A', 'B', 'C'][index % 3]!]), faqKind);
      for (const event of sequence) {
        actor.send(event);
        const view = api();
        const { context } = actor.getSnapshot();
        if (!actor.getSnapshot().matches('showingAll')) expect(view.visibleItems.length).toBeLessThanOrEqual(FAQ_COUNTS[faqKind]);
        expect(view.tabs).toContain(view.selectedTab);
        expect(view.visibleItems.every((item) => view.selectedTab === 'All' || item.tags?.includes(view.selectedTab))).toBe(true);
        expect(context.openIds.every((id) => context.items.some((item) => item.id === id))).toBe(true);
      }
    },
  );

  describe('every shortest path', () => {
    const cases = shortestPathCases(accordionMachine, {
      input: { items: items(6, () => ['A']), faqKind: 'default' },
      events: [
        { type: 'ITEM.TOGGLE', id: 'q0' },
        { type: 'TAB.SELECT', tab: 'A' },
        { type: 'ITEMS.CHANGE', items: items(1) },
      ],
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
