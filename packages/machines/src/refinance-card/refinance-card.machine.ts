import { setup } from 'xstate';
import { REFINANCE_CARD } from '@rinn/rules';
import type { RefinanceCardEvent } from './refinance-card.types.js';

/**
 * The eligibility floating card of the refinance pages.
 *
 * @rule REFICARD-001 The card appears once the page is scrolled past 2,300 px and hides again when
 *   the page is back at 2,300 px or less.
 * @spec §9 Calculators (refinance card scroll threshold)
 * @rule REFICARD-002 The visitor can close the card; once closed it stays away on that page, however
 *   far the page is scrolled.
 * @spec §2 Refinance (the floating eligibility card)
 * @example
 * ```ts
 * actor.send({ type: 'SCROLL', scrollY: window.scrollY });
 * ```
 */
export const refinanceCardMachine = setup({
  types: { events: {} as RefinanceCardEvent },
  guards: {
    pastThreshold: ({ event }) => event.type === 'SCROLL' && event.scrollY > REFINANCE_CARD.scrollThresholdPx,
    notPastThreshold: ({ event }) => event.type === 'SCROLL' && !(event.scrollY > REFINANCE_CARD.scrollThresholdPx),
  },
}).createMachine({
  id: 'refinanceCard',
  initial: 'hidden',
  states: {
    hidden: { on: { SCROLL: { guard: 'pastThreshold', target: 'visible' } } },
    visible: { on: { SCROLL: { guard: 'notPastThreshold', target: 'hidden' }, CLOSE: 'closed' } },
    closed: {},
  },
});
