import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

/** A machine started on demand: how to follow it, what it looks like now, and how to stop it. */
export interface OnDemandRuntime<View> {
  subscribe(listener: () => void): () => void;
  view(): View;
  stop(): void;
}

/**
 * Runs a widget's machine only once it is needed. The widget renders its first state without it
 * (so the machine, XState and its connect stay out of the page's first JavaScript) and calls
 * `ensure()` when the visitor reaches it or acts on it.
 *
 * @param load - imports the runtime module and starts the machine
 * @returns the current view (null until loaded) and `ensure`, which loads it once
 */
export function useOnDemand<View>(load: () => Promise<OnDemandRuntime<View>>): { readonly view: View | null; readonly ensure: () => Promise<View> } {
  const [runtime, setRuntime] = useState<OnDemandRuntime<View> | null>(null);
  const pending = useRef<Promise<OnDemandRuntime<View>> | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (runtime === null) return undefined;
    const unsubscribe = runtime.subscribe(rerender);
    // The machine started before this effect subscribed: a request that settled in between (an
    // instant failure, say) changed its state unseen, so render once more to catch up.
    rerender();
    return () => {
      unsubscribe();
      runtime.stop();
    };
  }, [runtime]);
  const ensure = useCallback(async () => {
    pending.current ??= load().then((started) => {
      setRuntime(started);
      return started;
    });
    return (await pending.current).view();
  }, [load]);
  return { view: runtime?.view() ?? null, ensure };
}
