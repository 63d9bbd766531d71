import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { voucherMachine } from './voucher.machine.js';
import type { VoucherEvent, VoucherFace } from './voucher.types.js';

/** What a UI needs to render the voucher. */
export interface VoucherApi {
  readonly face: VoucherFace;
  readonly isFlipped: boolean;
  /** Props for the clickable card. */
  getCardProps(): { readonly 'aria-pressed': boolean; readonly onClick: () => void };
}

/**
 * Turns a voucher snapshot into plain values and prop-getters.
 *
 * @param snapshot - the voucher actor's snapshot.
 * @param send - the voucher actor's `send`.
 * @returns the voucher's view model.
 * @example
 * ```ts
 * const api = connectVoucher(actor.getSnapshot(), (event) => actor.send(event));
 * api.getCardProps().onClick();
 * ```
 */
export function connectVoucher(snapshot: SnapshotFrom<typeof voucherMachine>, send: Send<VoucherEvent>): VoucherApi {
  const isFlipped = snapshot.matches('back');
  return {
    face: isFlipped ? 'back' : 'front',
    isFlipped,
    getCardProps: () => ({ 'aria-pressed': isFlipped, onClick: () => send({ type: 'FLIP' }) }),
  };
}
