import { connectPagination, paginationMachine, type PaginationApi, type PaginationEvent, type PaginationInput } from '@rinn/machines';
import { createActor } from 'xstate';
import { actorRuntime } from '../widgets/actor-runtime.ts';
import type { RunningActor } from '../widgets/use-actor.ts';

/** A running pagination: its view and its `send`. */
export interface PaginationView {
  readonly pagination: PaginationApi;
  readonly send: (event: PaginationEvent) => void;
}

/**
 * Starts a pagination machine (PAGER-001…003).
 *
 * @param input - how many items and how many a page
 * @returns the running pagination
 */
export function startPagination(input: PaginationInput): RunningActor<PaginationView> {
  const actor = createActor(paginationMachine, { input }).start();
  // One send for the runtime's life: components depend on it in effects, so it must not change with each snapshot.
  const send = (event: PaginationEvent): void => actor.send(event);
  return actorRuntime(actor, () => ({ pagination: connectPagination(actor.getSnapshot(), send), send }));
}
