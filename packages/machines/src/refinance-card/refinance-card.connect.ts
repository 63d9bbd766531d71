import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { refinanceCardMachine } from './refinance-card.machine.js';
import type { RefinanceCardEvent } from './refinance-card.types.js';

/** What a UI needs to render the refinance floating card. */
export interface RefinanceCardApi {
  readonly isVisible: boolean;
  /** Call from the page's scroll listener with the vertical scroll offset. */
  onScroll(scrollY: number): void;
  /** The card's close button (REFICARD-002). */
  close(): void;
}

/**
 * Turns a refinance card snapshot into plain values and a scroll handler.
 *
 * @param snapshot - the card actor's snapshot.
 * @param send - the card actor's `send`.
 * @returns the card view model.
 * @example
 * ```ts
 * const { isVisible, onScroll } = connectRefinanceCard(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectRefinanceCard(
  snapshot: SnapshotFrom<typeof refinanceCardMachine>,
  send: Send<RefinanceCardEvent>,
): RefinanceCardApi {
  return {
    isVisible: snapshot.matches('visible'),
    onScroll: (scrollY) => send({ type: 'SCROLL', scrollY }),
    close: () => send({ type: 'CLOSE' }),
  };
}
