import { connectNewCar, newCarMachine, type NewCarApi } from '@rinn/machines';
import { createActor } from 'xstate';
import { browserApiClient } from '../../session/api.ts';
import { actorRuntime } from '../../widgets/actor-runtime.ts';
import type { OnDemandRuntime } from '../../widgets/use-on-demand.ts';
import { newCarActors } from './new-car-actors.ts';

/**
 * Starts the new-car calculator machine (NEWCAR-001…005) with its effects over GET /api/calculator.
 * Imported only when the visitor reaches for the finder, so XState, the machine and the API client
 * stay out of the calculator page's first JavaScript.
 *
 * @returns the running finder
 */
export function startNewCarFinder(): OnDemandRuntime<NewCarApi> {
  const actor = createActor(newCarMachine.provide({ actors: newCarActors(browserApiClient()) })).start();
  return actorRuntime(actor, () => connectNewCar(actor.getSnapshot(), (event) => actor.send(event)));
}
