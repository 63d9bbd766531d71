import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webStrings } from '../i18n/web-strings.ts';
import { OnDemandPart, type PartFailureDisplay } from './OnDemandPart.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

beforeEach(() => {
  // React reports each error a boundary catches on the console; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello, {name}</p>;
}

/** A part's loader whose next loads the test decides: the chunk cannot be fetched, or it can. */
function flakyLoader() {
  let reachable = false;
  let calls = 0;
  const load = async (): Promise<ComponentType<{ readonly name: string }>> => {
    calls += 1;
    if (!reachable) throw new TypeError('Failed to fetch dynamically imported module: https://rinn.example/assets/Greeting-x1.js');
    return Greeting;
  };
  return {
    load,
    reconnect: () => (reachable = true),
    calls: () => calls,
  };
}

function renderPart(element: ReactNode, path = '/') {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }, { path: '/hi', Component: () => element }]);
  render(<Stub initialEntries={[path]} />);
}

const copy = webStrings('en');

describe('OnDemandPart', () => {
  it('LOAD-CODE-002: a part whose code cannot be fetched says so in its place, and Try again loads it afresh', async () => {
    const loader = flakyLoader();
    renderPart(
      <section>
        <h1>The page</h1>
        <OnDemandPart load={loader.load} props={{ name: 'Asha' }} failure={{ lead: copy.calculatorLoadFailed }} />
      </section>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', `${copy.calculatorLoadFailed} ${copy.loadOffline}`);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();

    loader.reconnect();
    fireEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(await screen.findByText('Hello, Asha')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader.calls()).toBe(2);
  });

  it('LOAD-CODE-002: the failure is in the page language, and inside the frame it is given', async () => {
    const loader = flakyLoader();
    const failure: PartFailureDisplay = { lead: webStrings('hi').chatLoadFailed, frame: (said) => <aside aria-label="panel">{said}</aside> };
    renderPart(<OnDemandPart load={loader.load} props={{ name: 'Asha' }} failure={failure} />, '/hi');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${webStrings('hi').chatLoadFailed} ${webStrings('hi').loadOffline}`);
    expect(alert.closest('aside')?.getAttribute('aria-label')).toBe('panel');
  });

  it('LOAD-CODE-002: a part that fails as it renders reads as try later, never in the error’s words', async () => {
    function Broken(): ReactNode {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    }
    renderPart(<OnDemandPart load={async () => Broken} props={{}} failure={{ lead: copy.contactFormLoadFailed }} />);
    expect((await screen.findByRole('alert')).textContent).toBe(`${copy.contactFormLoadFailed} ${copy.loadTryLater}`);
  });

  it('LOAD-CODE-002: a part the spec hides on failure shows nothing, and nothing else goes', async () => {
    const loader = flakyLoader();
    renderPart(
      <section>
        <h1>Card</h1>
        <OnDemandPart load={loader.load} props={{ name: 'Asha' }} failure="hidden" />
      </section>,
    );
    await vi.waitFor(() => expect(loader.calls()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Card' })).toBeTruthy();
  });

  it('shows its fallback while the code loads, then the part', async () => {
    renderPart(<OnDemandPart load={async () => Greeting} props={{ name: 'Ravi' }} fallback={<p role="status">Loading…</p>} failure={{ lead: copy.chatLoadFailed }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Hello, Ravi')).toBeTruthy();
  });
});
