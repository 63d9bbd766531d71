import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Something a component can follow: an XState actor or actor ref (its `subscribe` returns a
 * subscription), or a store of views (its `subscribe` returns the unsubscribe function).
 * `getSnapshot` must return the same value until the next notification.
 */
export interface Followable<Snapshot> {
  subscribe(listener: () => void): { unsubscribe(): void } | (() => void);
  getSnapshot(): Snapshot;
  /** What pre-rendering and hydration see; `getSnapshot()` when absent. */
  getServerSnapshot?(): Snapshot;
}

/** An actor the component started (or had started for it), followed until the component goes. */
export interface RunningActor<Snapshot> extends Followable<Snapshot> {
  stop(): unknown;
}

/** An actor created with the component but started only once it is mounted (as `createActor` returns it). */
export interface IdleActor extends RunningActor<unknown> {
  start(): unknown;
  /** Bound to its actor (XState's `createActor` binds it), so it can be handed around. */
  readonly send: (event: never) => void;
}

/** Start an actor with the component: it renders (and pre-renders) from the actor's initial snapshot. */
export interface CreateSource<Actor extends IdleActor> {
  readonly create: () => Actor;
}

/** Start an actor only when asked: `load` imports the machine's module (out of the first JavaScript) and starts it. */
export interface LoadSource<View> {
  readonly load: () => Promise<RunningActor<View>>;
}

/** A view of an actor that one component's `load` starts: `null` until started; `ensure` starts it (once). */
export interface OnDemand<View> {
  readonly view: View | null;
  readonly ensure: () => Promise<View>;
}

/**
 * One view shared app-wide (the session): whoever runs its actor publishes each view, and every
 * component following it re-renders. Pre-rendering and hydration see the initial view.
 */
export interface SharedView<View> extends Followable<View> {
  subscribe(listener: () => void): () => void;
  getServerSnapshot(): View;
  publish(view: View): void;
}

/**
 * A view shared app-wide, to follow with {@link useActor}.
 *
 * @param initial - the view before anything is published (also the one servers render)
 * @returns the shared view
 * @example
 * const session = sharedView<SessionView>(UNKNOWN);
 * session.publish(next); // from the session runtime
 * const view = useActor(session); // in any component
 */
export function sharedView<View>(initial: View): SharedView<View> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    getServerSnapshot: () => initial,
    publish: (view) => {
      current = view;
      for (const listener of listeners) listener();
    },
  };
}

type Source = Followable<unknown> | CreateSource<IdleActor> | LoadSource<unknown> | null | undefined;

const isCreate = (source: Source): source is CreateSource<IdleActor> =>
  typeof source === 'object' && source !== null && 'create' in source;
const isLoad = (source: Source): source is LoadSource<unknown> => typeof source === 'object' && source !== null && 'load' in source;

const NOTHING: Followable<undefined> = { subscribe: () => () => undefined, getSnapshot: () => undefined };

function subscribeTo(followed: Followable<unknown>, listener: () => void): () => void {
  const subscription = followed.subscribe(listener);
  return typeof subscription === 'function' ? subscription : () => subscription.unsubscribe();
}

/**
 * Binds an actor to React, the one way the app does it (after @xstate/react's `useActor` and
 * `useSelector`, on `useSyncExternalStore`, so pre-rendering, hydration and concurrent renders
 * see one consistent snapshot):
 *
 * - `useActor({ create })` starts an actor with the component, as `useMachine` did: it renders
 *   (and pre-renders) from the actor's initial snapshot, starts once mounted and stops on unmount.
 *   Returns `[snapshot, send, actor]`.
 * - `useActor({ load })` starts one on demand: nothing of the machine is in the page's first
 *   JavaScript until `ensure()` (the visitor reaches the widget or acts on it) imports and starts
 *   it, once. Returns `{ view, ensure }`, the view null until then; the actor stops on unmount.
 * - `useActor(followable)` follows an actor someone else runs: a child actor (the OTP child of a
 *   flow, whose countdown ticks do not change the flow's own snapshot), or a view shared app-wide
 *   ({@link sharedView}, the session). `undefined` follows nothing (a child not spawned yet).
 *
 * A component keeps one kind of source for its life.
 *
 * @param source - what to bind
 * @returns see above
 */
export function useActor<Actor extends IdleActor>(
  source: CreateSource<Actor>,
): readonly [ReturnType<Actor['getSnapshot']>, Actor['send'], Actor];
export function useActor<View>(source: LoadSource<View>): OnDemand<View>;
export function useActor<Snapshot>(source: Followable<Snapshot>): Snapshot;
export function useActor<Snapshot>(source: Followable<Snapshot> | null | undefined): Snapshot | undefined;
export function useActor(source: Source): unknown {
  // { create }: the actor, made during the first render (never started there: servers only read it).
  const [created, setCreated] = useState(() => (isCreate(source) ? source.create() : null));
  // { load }: the actor once loaded.
  const [loaded, setLoaded] = useState<RunningActor<unknown> | null>(null);
  const pending = useRef<Promise<RunningActor<unknown>> | null>(null);
  const load = isLoad(source) ? source.load : null;

  const followed: Followable<unknown> = created ?? (load === null ? (source as Followable<unknown> | null | undefined) : loaded) ?? NOTHING;
  const subscribe = useCallback((listener: () => void) => subscribeTo(followed, listener), [followed]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => followed.getSnapshot(),
    () => (followed.getServerSnapshot ?? followed.getSnapshot).call(followed),
  );

  const [create] = useState(() => (isCreate(source) ? source.create : null));
  const stopped = useRef(false);
  useEffect(() => {
    if (created === null || create === null) return undefined;
    if (stopped.current) {
      // Mounted again after a cleanup (React's strict mode): a stopped actor cannot restart, so make a fresh one.
      stopped.current = false;
      setCreated(create());
      return undefined;
    }
    created.start();
    return () => {
      created.stop();
      stopped.current = true;
    };
  }, [created, create]);

  useEffect(() => {
    if (loaded === null) return undefined;
    return () => {
      loaded.stop();
    };
  }, [loaded]);

  const ensure = useCallback(async () => {
    if (load === null) throw new Error('useActor: ensure needs a { load } source');
    pending.current ??= load().then(
      (started) => {
        setLoaded(started);
        return started;
      },
      (error: unknown) => {
        // The machine's code could not be fetched (a dropped connection): the visitor's next
        // use imports it again, rather than every later tap failing for the rest of the visit.
        pending.current = null;
        throw error;
      },
    );
    return (await pending.current).getSnapshot();
  }, [load]);

  if (created !== null) return [snapshot, created.send, created] as const;
  if (load !== null) return { view: loaded === null ? null : snapshot, ensure };
  return snapshot;
}
