import { faqVisibleCount, hasMoreFaqs } from '@rinn/rules';
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { faqTabs, itemsOfTab, type accordionMachine } from './accordion.machine.js';
import type { AccordionEvent, AccordionItem } from './accordion.types.js';

/** What a UI needs to render an accordion with FAQ tabs. */
export interface AccordionApi {
  readonly tabs: readonly string[];
  readonly selectedTab: string;
  /** Items to render now (tab filter and view more / less applied). */
  readonly visibleItems: readonly AccordionItem[];
  /** Whether "view more" applies (the tab has more items than the default count). */
  readonly canViewMore: boolean;
  readonly canViewLess: boolean;
  isOpen(id: string): boolean;
  getTabProps(tab: string): { readonly 'aria-selected': boolean; readonly onClick: () => void };
  getItemTriggerProps(id: string): { readonly 'aria-expanded': boolean; readonly onClick: () => void };
  getViewMoreProps(): { readonly onClick: () => void };
  getViewLessProps(): { readonly onClick: () => void };
}

/**
 * Turns an accordion snapshot into plain values and prop-getters.
 *
 * @param snapshot - the accordion actor's snapshot.
 * @param send - the accordion actor's `send`.
 * @returns the accordion view model.
 * @example
 * ```ts
 * const { visibleItems, getItemTriggerProps } = connectAccordion(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectAccordion(snapshot: SnapshotFrom<typeof accordionMachine>, send: Send<AccordionEvent>): AccordionApi {
  const { context } = snapshot;
  const ofTab = itemsOfTab(context);
  const showingAll = snapshot.matches('showingAll');
  const isOpen = (id: string) => context.openIds.includes(id);
  return {
    tabs: faqTabs(context.items),
    selectedTab: context.tab,
    visibleItems: ofTab.slice(0, faqVisibleCount(context.faqKind, showingAll, ofTab.length)),
    canViewMore: !showingAll && hasMoreFaqs(context.faqKind, ofTab.length),
    canViewLess: showingAll && hasMoreFaqs(context.faqKind, ofTab.length),
    isOpen,
    getTabProps: (tab) => ({ 'aria-selected': tab === context.tab, onClick: () => send({ type: 'TAB.SELECT', tab }) }),
    getItemTriggerProps: (id) => ({ 'aria-expanded': isOpen(id), onClick: () => send({ type: 'ITEM.TOGGLE', id }) }),
    getViewMoreProps: () => ({ onClick: () => send({ type: 'VIEW.MORE' }) }),
    getViewLessProps: () => ({ onClick: () => send({ type: 'VIEW.LESS' }) }),
  };
}
