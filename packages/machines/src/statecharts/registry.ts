import type { AnyStateMachine } from 'xstate';
import { voucherMachine } from '../voucher/voucher.machine.js';

/** Every machine with the folder (under src/) whose README shows its statechart. */
export const statechartRegistry: ReadonlyArray<{ readonly folder: string; readonly machine: AnyStateMachine }> = [
  { folder: 'voucher', machine: voucherMachine },
];
