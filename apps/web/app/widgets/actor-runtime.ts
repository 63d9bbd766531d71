import type { OnDemandRuntime } from './use-on-demand.ts';

/** What an on-demand runtime needs of a started XState actor (structural: no XState import here). */
export interface RunningActor {
  subscribe(listener: () => void): { unsubscribe(): void };
  stop(): unknown;
}

/**
 * The on-demand runtime of a started actor: `useOnDemand` follows it, reads `view()` afresh on
 * every change, and stops the actor when the widget goes.
 *
 * @param actor - the started actor
 * @param view - the widget's view of the actor's current snapshot
 * @returns the runtime
 * @example
 * const actor = createActor(cityModalMachine).start();
 * return actorRuntime(actor, () => connectCityModal(actor.getSnapshot(), (event) => actor.send(event)));
 */
export function actorRuntime<View>(actor: RunningActor, view: () => View): OnDemandRuntime<View> {
  return {
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    view,
    stop: () => actor.stop(),
  };
}
