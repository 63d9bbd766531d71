import type { SnapshotFrom } from 'xstate';
import { CITY_MODAL_TITLE } from '../messages.js';
import type { Send } from '../shared/connect.js';
import type { cityModalMachine } from './city-modal.machine.js';
import type { CityModalEvent } from './city-modal.types.js';

/** What a UI needs to render the city-list modal. */
export interface CityModalApi {
  readonly isOpen: boolean;
  /** 'Locations'. */
  readonly title: string;
  getTriggerProps(): { readonly 'aria-expanded': boolean; readonly onClick: () => void };
  getCloseProps(): { readonly 'aria-label': 'Close'; readonly onClick: () => void };
}

/**
 * Turns a city-list modal snapshot into plain values and prop-getters.
 *
 * @param snapshot - the modal actor's snapshot.
 * @param send - the modal actor's `send`.
 * @returns the modal view model.
 * @example
 * ```ts
 * const { isOpen, title } = connectCityModal(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectCityModal(snapshot: SnapshotFrom<typeof cityModalMachine>, send: Send<CityModalEvent>): CityModalApi {
  const isOpen = snapshot.matches('open');
  return {
    isOpen,
    title: CITY_MODAL_TITLE,
    getTriggerProps: () => ({ 'aria-expanded': isOpen, onClick: () => send({ type: 'OPEN' }) }),
    getCloseProps: () => ({ 'aria-label': 'Close', onClick: () => send({ type: 'CLOSE' }) }),
  };
}
