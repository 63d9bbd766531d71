import { cityModalMachine, connectCityModal, type CityModalApi } from '@rinn/machines';
import { createActor } from 'xstate';
import { actorRuntime } from './actor-runtime.ts';
import type { RunningActor } from './use-actor.ts';

/**
 * Starts the city list modal's machine (CITYMODAL-001).
 *
 * @returns the running modal
 */
export function startCityModal(): RunningActor<CityModalApi> {
  const actor = createActor(cityModalMachine).start();
  return actorRuntime(actor, () => connectCityModal(actor.getSnapshot(), (event) => actor.send(event)));
}
