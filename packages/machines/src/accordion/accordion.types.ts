import type { FaqKind } from '@rinn/rules';

/** An accordion item as the machine sees it: its id and the FAQ tags it belongs to. */
export interface AccordionItem {
  readonly id: string;
  readonly tags?: readonly string[];
}

/** What a page gives an accordion. */
export interface AccordionInput {
  readonly items: readonly AccordionItem[];
  /** Which FAQ this is; it decides how many items show before "view more" (§9). */
  readonly faqKind: FaqKind;
}

/** What the accordion machine remembers between events. */
export interface AccordionContext {
  readonly items: readonly AccordionItem[];
  readonly faqKind: FaqKind;
  readonly openIds: readonly string[];
  readonly tab: string;
}

/** Everything the accordion machine responds to (a UI sends them through `connect`). */
export type AccordionEvent =
  | { type: 'ITEM.TOGGLE'; id: string }
  | { type: 'TAB.SELECT'; tab: string }
  | { type: 'VIEW.MORE' }
  | { type: 'VIEW.LESS' }
  | { type: 'ITEMS.CHANGE'; items: readonly AccordionItem[] };
