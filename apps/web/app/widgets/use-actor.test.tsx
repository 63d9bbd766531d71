import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromCallback, setup, type AnyActorRef } from 'xstate';
import { sharedView, useActor, type RunningActor } from './use-actor.ts';

afterEach(cleanup);

/** A runtime that starts loading and fails when told, notifying its subscribers. */
function failingRuntime(): { runtime: RunningActor<string>; settle: () => void; stopped: () => boolean } {
  let state = 'loading';
  let stopped = false;
  const listeners = new Set<() => void>();
  return {
    runtime: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getSnapshot: () => state,
      stop: () => {
        stopped = true;
        listeners.clear();
      },
    },
    settle: () => {
      state = 'failed';
      for (const listener of listeners) listener();
    },
    stopped: () => stopped,
  };
}

function OnDemandWidget({ load }: { readonly load: () => Promise<RunningActor<string>> }) {
  const { view, ensure } = useActor({ load });
  return (
    <button type="button" onClick={() => void ensure()}>
      {view ?? 'idle'}
    </button>
  );
}

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'ADD' } } }).createMachine({
  context: { count: 0 },
  on: { ADD: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

let starts = 0;
let stops = 0;
/** Counts starts and stops of the actor through an invoked child that lives as long as it runs. */
const tracked = createMachine({
  invoke: {
    src: fromCallback(() => {
      starts += 1;
      return () => {
        stops += 1;
      };
    }),
  },
});

function Counter() {
  const [snapshot, send] = useActor({ create: () => createActor(counter) });
  return (
    <button type="button" onClick={() => send({ type: 'ADD' })}>
      {snapshot.context.count}
    </button>
  );
}

function Tracked() {
  const [snapshot] = useActor({ create: () => createActor(tracked) });
  return <p>{snapshot.status}</p>;
}

function Child({ child }: { readonly child: AnyActorRef | undefined }) {
  const snapshot = useActor(child) as { context: { count: number } } | undefined;
  return <p>{snapshot === undefined ? 'none' : snapshot.context.count}</p>;
}

const shared = sharedView('initial');
function Shared() {
  return <p>{useActor(shared)}</p>;
}

describe('useActor', () => {
  it('{ load }: loads the actor once, follows its later changes, and stops it on unmount', async () => {
    const { runtime, settle, stopped } = failingRuntime();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return runtime;
    };
    const { unmount } = render(<OnDemandWidget load={load} />);
    expect(screen.getByRole('button').textContent).toBe('idle');
    await act(async () => {
      screen.getByRole('button').click();
      screen.getByRole('button').click();
    });
    expect(screen.getByRole('button').textContent).toBe('loading');
    act(settle);
    expect(screen.getByRole('button').textContent).toBe('failed');
    expect(loads).toBe(1);
    unmount();
    expect(stopped()).toBe(true);
  });

  it('{ load }: a load whose code could not be fetched is tried again on the next use', async () => {
    const { runtime, settle } = failingRuntime();
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return runtime;
    };
    const failures: unknown[] = [];
    function Widget() {
      const { view, ensure } = useActor({ load });
      return (
        <button type="button" onClick={() => void ensure().catch((error: unknown) => failures.push(error))}>
          {view ?? 'idle'}
        </button>
      );
    }
    render(<Widget />);
    await act(async () => screen.getByRole('button').click());
    expect(failures).toHaveLength(1);
    expect(screen.getByRole('button').textContent).toBe('idle');
    await act(async () => screen.getByRole('button').click());
    expect(loads).toBe(2);
    expect(screen.getByRole('button').textContent).toBe('loading');
    act(settle);
    expect(screen.getByRole('button').textContent).toBe('failed');
    expect(failures).toHaveLength(1);
  });

  it('{ load }: a change between loading and subscribing is not missed', async () => {
    const { runtime, settle } = failingRuntime();
    render(<OnDemandWidget load={async () => (settle(), runtime)} />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('failed');
  });

  it('{ create }: pre-renders the initial snapshot without starting the actor', () => {
    starts = 0;
    expect(renderToString(<Counter />)).toBe('<button type="button">0</button>');
    expect(renderToString(<Tracked />)).toBe('<p>active</p>');
    expect(starts).toBe(0);
  });

  it('{ create }: starts with the component, takes events, and stops on unmount', () => {
    render(<Counter />);
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('2');

    starts = 0;
    stops = 0;
    const { unmount } = render(<Tracked />);
    expect([starts, stops]).toEqual([1, 0]);
    unmount();
    expect([starts, stops]).toEqual([1, 1]);
  });

  it('{ create }: a strict-mode remount runs a fresh actor, not a stopped one', () => {
    render(
      <StrictMode>
        <Counter />
      </StrictMode>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('1');
  });

  it('follows a child actor, and nothing while there is none', () => {
    const child = createActor(counter).start();
    const { rerender } = render(<Child child={undefined} />);
    expect(screen.getByRole('paragraph').textContent).toBe('none');
    rerender(<Child child={child} />);
    expect(screen.getByRole('paragraph').textContent).toBe('0');
    act(() => child.send({ type: 'ADD' }));
    expect(screen.getByRole('paragraph').textContent).toBe('1');
  });

  it('follows a view shared app-wide; servers render its initial view', () => {
    shared.publish('published');
    expect(renderToString(<Shared />)).toBe('<p>initial</p>');
    render(
      <>
        <Shared />
        <Shared />
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['published', 'published']);
    act(() => shared.publish('next'));
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['next', 'next']);
  });
});
