import type { RunningActor } from './use-actor.ts';

/** What an on-demand runtime needs of a started XState actor (structural: no XState import here). */
export interface StartedActor {
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): unknown;
  stop(): unknown;
}

/**
 * A started actor as `useActor({ load })` follows it: its view (what the widget renders, built by
 * the machine's connect) made afresh when the actor's snapshot changes and kept until then, so
 * React reads one stable view per snapshot.
 *
 * @param actor - the started actor
 * @param view - the widget's view of the actor's current snapshot
 * @returns the running actor, seen through `view`
 * @example
 * const actor = createActor(cityModalMachine).start();
 * return actorRuntime(actor, () => connectCityModal(actor.getSnapshot(), (event) => actor.send(event)));
 */
export function actorRuntime<View>(actor: StartedActor, view: () => View): RunningActor<View> {
  let seen: unknown = undefined;
  let current: View | undefined = undefined;
  return {
    subscribe: (listener) => actor.subscribe(listener),
    getSnapshot: () => {
      const snapshot = actor.getSnapshot();
      if (current === undefined || snapshot !== seen) {
        seen = snapshot;
        current = view();
      }
      return current;
    },
    stop: () => actor.stop(),
  };
}
