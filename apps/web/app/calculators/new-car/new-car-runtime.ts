import { connectNewCar, newCarMachine, type NewCarApi } from '@rinn/machines';
import { createActor } from 'xstate';
import { browserApiClient } from '../../session/api.ts';
import { actorRuntime } from '../../widgets/actor-runtime.ts';
import { normalizeProps, type ReactPropTypes } from '../../widgets/normalize-props.ts';
import type { RunningActor } from '../../widgets/use-actor.ts';
import { newCarActors } from './new-car-actors.ts';

/** The finder's view: the machine's values and its prop getters, in React's props. */
export type NewCarView = NewCarApi<ReactPropTypes>;

/**
 * Starts the new-car calculator machine (NEWCAR-001…006) with its effects over GET /api/calculator.
 * Imported only when the visitor reaches for the finder, so XState, the machine and the API client
 * stay out of the calculator page's first JavaScript.
 *
 * @param id - prefix of the ids of the finder's inputs, lists and options
 * @returns the running finder
 */
export function startNewCarFinder(id: string): RunningActor<NewCarView> {
  const actor = createActor(newCarMachine.provide({ actors: newCarActors(browserApiClient()) }), { input: { id } }).start();
  return actorRuntime(actor, () => connectNewCar(actor.getSnapshot(), (event) => actor.send(event), normalizeProps));
}
