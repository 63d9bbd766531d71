import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOnDemand, type OnDemandRuntime } from './use-on-demand.ts';

afterEach(cleanup);

/** A runtime that starts loading and fails when told, notifying its subscribers. */
function failingRuntime(): { runtime: OnDemandRuntime<string>; settle: () => void } {
  let state = 'loading';
  const listeners = new Set<() => void>();
  return {
    runtime: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      view: () => state,
      stop: () => listeners.clear(),
    },
    settle: () => {
      state = 'failed';
      for (const listener of listeners) listener();
    },
  };
}

function Widget({ load }: { readonly load: () => Promise<OnDemandRuntime<string>> }) {
  const { view, ensure } = useOnDemand(load);
  return (
    <button type="button" onClick={() => void ensure()}>
      {view ?? 'idle'}
    </button>
  );
}

describe('useOnDemand', () => {
  it('follows later changes and loads the runtime once', async () => {
    const { runtime, settle } = failingRuntime();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return runtime;
    };
    render(<Widget load={load} />);
    await act(async () => {
      screen.getByRole('button').click();
      screen.getByRole('button').click();
    });
    expect(screen.getByRole('button').textContent).toBe('loading');
    act(settle);
    expect(screen.getByRole('button').textContent).toBe('failed');
    expect(loads).toBe(1);
  });
});
