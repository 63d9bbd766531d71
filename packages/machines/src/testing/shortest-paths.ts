import {
  createActor,
  fromCallback,
  SimulatedClock,
  __unsafe_getAllOwnEventDescriptors as eventTypesOf,
  type ActorLogic,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';

/** The done or error event an invoked actor's result produces, as a sample for the graph. */
export type ActorResultEvent =
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

/** Options for {@link shortestPathCases}. */
export interface ShortestPathOptions<TMachine extends AnyStateMachine> {
  /** Machine input for the initial snapshot and the actor under test. */
  readonly input?: InputFrom<TMachine>;
  /** Sample payloads for events that carry data; other events are sent as `{ type }`. */
  readonly events?: ReadonlyArray<EventFromLogic<TMachine> | ActorResultEvent>;
  /** Clamp unbounded context so the graph stays finite. */
  readonly serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Extra check run on the live snapshot after every step (connect invariants and the like). */
  readonly check?: (snapshot: SnapshotFrom<TMachine>) => void;
}

/** One shortest path of a machine, ready to run as a test. */
export interface ShortestPathCase {
  readonly description: string;
  readonly run: () => void;
}

/**
 * Every shortest path of a machine as a runnable case. Each case replays the path on a live actor
 * whose effects are inert fakes and whose timers run on a `SimulatedClock`: delayed transitions are
 * reached by advancing the clock by the named delay, actor results by delivering the done/error
 * event the fake would have produced. After every step the live snapshot must equal the model's
 * (as the serializer sees them, so clamped context is compared clamped).
 *
 * Why `TestModel` and not `createTestModel`: in xstate 5.33 `createTestModel` refuses any machine
 * with an `after` transition ("After events on test machines are not supported"), and our timers are
 * named delays by design. `TestModel` is the class `createTestModel` wraps; we give it the same
 * event enumeration (every event the current state accepts, with sample payloads) and a serializer
 * of state value and context, and replay delays ourselves on the simulated clock.
 */
export function shortestPathCases<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ShortestPathOptions<TMachine> = {},
): ShortestPathCase[] {
  const samples = (options.events ?? []) as ReadonlyArray<AnyEventObject>;
  const serializeState = (options.serializeState as ((snapshot: AnyMachineSnapshot) => string) | undefined)
    ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown }));
  const logic = machine as unknown as ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>;
  const model = new TestModel(logic, {
    ...(options.input === undefined ? {} : { input: options.input }),
    events: (snapshot) =>
      eventTypesOf(snapshot).flatMap((type: string) => {
        const matching = samples.filter((sample) => sample.type === type);
        return matching.length > 0 ? matching : [{ type }];
      }),
    serializeState,
  });
  return model.getShortestPaths().map((path) => ({
    description: path.description,
    run: () => {
      const clock = new SimulatedClock();
      const inertActors = Object.fromEntries(
        Object.keys(machine.implementations.actors).map((name) => [name, fromCallback(() => undefined) as AnyActorLogic]),
      );
      const actor = createActor(machine.provide({ actors: inertActors }), {
        clock,
        ...(options.input === undefined ? {} : { input: options.input }),
      });
      actor.start();
      for (const step of path.steps) {
        const event = step.event;
        if (event.type === 'xstate.init') continue;
        const delayed = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
        if (delayed !== undefined) {
          clock.increment(delayMs(machine, delayed, actor.getSnapshot()));
        } else {
          actor.send(event);
        }
        const live = actor.getSnapshot() as AnyMachineSnapshot;
        const expected = step.state;
        if (serializeState(live) !== serializeState(expected)) {
          throw new Error(
            `After ${event.type} on path "${path.description}": live ${serializeState(live)} differs from model ${serializeState(expected)}`,
          );
        }
        options.check?.(live as SnapshotFrom<TMachine>);
      }
      actor.stop();
    },
  }));
}

function delayMs(machine: AnyStateMachine, name: string, snapshot: { context: unknown }): number {
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`Unknown delay ${name}`);
}
