import { setup } from 'xstate';
import type { CityModalEvent } from './city-modal.types.js';

/**
 * The city-list modal of the city pages.
 *
 * @rule CITYMODAL-001 The city list opens in a modal titled 'Locations' and closes with its close
 *   control.
 * @spec §2 Screens and sections (city list modal titled 'Locations')
 * @example
 * ```ts
 * createActor(cityModalMachine).start().send({ type: 'OPEN' });
 * ```
 */
export const cityModalMachine = setup({
  types: { events: {} as CityModalEvent },
}).createMachine({
  id: 'cityModal',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: { on: { CLOSE: 'closed' } },
  },
});
