import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { journeyStartMachine } from './journey-start.machine.js';
import type { JourneyStartButtonEvent } from './journey-start.types.js';

/** What a UI needs to render a journey-start button. */
export interface JourneyStartButtonApi {
  readonly isLoading: boolean;
  getButtonProps(): { readonly disabled: boolean; readonly 'aria-busy': boolean; readonly onClick: () => void };
}

/**
 * Turns a journey-start snapshot into plain values and prop-getters.
 *
 * @param snapshot - the button actor's snapshot.
 * @param send - the button actor's `send`.
 * @returns the button view model.
 * @example
 * ```ts
 * const { getButtonProps } = connectJourneyStart(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectJourneyStart(
  snapshot: SnapshotFrom<typeof journeyStartMachine>,
  send: Send<JourneyStartButtonEvent>,
): JourneyStartButtonApi {
  const isLoading = snapshot.hasTag('loading');
  return {
    isLoading,
    getButtonProps: () => ({ disabled: isLoading, 'aria-busy': isLoading, onClick: () => send({ type: 'CLICK' }) }),
  };
}
