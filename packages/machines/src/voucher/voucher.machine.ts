import { setup } from 'xstate';
import type { VoucherEvent } from './voucher.types.js';

/**
 * Offer voucher card on the dashboard.
 *
 * @rule VOUCHER-001 A click flips the voucher between its front and its back, and a second click
 *   flips it back.
 * @spec §2 Screens and sections (application card, offer voucher cards)
 * @example
 * ```ts
 * const actor = createActor(voucherMachine).start();
 * actor.send({ type: 'FLIP' }); // back
 * ```
 */
export const voucherMachine = setup({
  types: { events: {} as VoucherEvent },
}).createMachine({
  id: 'voucher',
  initial: 'front',
  states: {
    front: { on: { FLIP: 'back' } },
    back: { on: { FLIP: 'front' } },
  },
});
