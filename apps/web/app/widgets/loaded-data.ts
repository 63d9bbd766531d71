import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';

/** Where a load stands: under way, done with its data, or failed with what it threw. */
export type LoadedData<T> = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly data: T } | { readonly kind: 'error'; readonly error: unknown };

/** What {@link useLoadedData} gives a component. */
export interface LoadedResource<T> {
  readonly state: LoadedData<T>;
  /** Loads again (the Try again of `LoadFailure`). */
  readonly retry: () => void;
}

/**
 * The one way the app loads what a component shows: a signed-in page's data (through
 * `useSignedInData`, which holds it until someone is signed in), a part of such a page (the vehicle
 * box of a dashboard card), the code a page runs itself (the journey and the consent link, whose
 * flows then load their data in their machines' actors), and the home page's live figures.
 * `load` runs once `enabled`, and again when `dependencies` change or on `retry`. An answer that
 * arrives after the component has moved on (other dependencies, a retry, unmounted) is dropped,
 * through the signal `load` is given, which it may also pass to its requests. Light on purpose (no
 * API client or messages), so a content page can use it.
 *
 * @param load - fetches the data
 * @param dependencies - what `load` reads: a change loads again
 * @param enabled - false holds the load (and shows `loading`) until it turns true
 * @returns the state to render and `retry`
 */
export function useLoadedData<T>(load: (signal: AbortSignal) => Promise<T>, dependencies: DependencyList, enabled = true): LoadedResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadedData<T>>({ kind: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal).then(
      (data) => {
        // A transition, so React renders a long list (the dashboard's cards) in slices between
        // which the browser stays responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ kind: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; what it reads is listed in `dependencies`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `load` reads, as for useEffect
  }, [enabled, attempt, ...dependencies]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: enabled ? state : { kind: 'loading' }, retry };
}
