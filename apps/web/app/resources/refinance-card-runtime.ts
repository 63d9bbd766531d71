import { connectRefinanceCard, refinanceCardMachine, type RefinanceCardApi } from '@rinn/machines';
import { createActor } from 'xstate';
import { actorRuntime } from '../widgets/actor-runtime.ts';
import type { RunningActor } from '../widgets/use-actor.ts';

/**
 * Starts the refinance floating card machine (REFICARD-001).
 *
 * @returns the running card; its view's `onScroll` takes the page's vertical scroll offset
 */
export function startRefinanceCard(): RunningActor<RefinanceCardApi> {
  const actor = createActor(refinanceCardMachine).start();
  return actorRuntime(actor, () => connectRefinanceCard(actor.getSnapshot(), (event) => actor.send(event)));
}
