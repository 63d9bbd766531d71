import { fc, test } from '@fast-check/vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../session/browser-token-store.ts';
import { DashboardGreeting } from './DashboardView.tsx';
import { greetingText, WELCOME_ATTRIBUTE, withStoredGreeting, type GreetedName } from './stored-greeting.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HEAD = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>My Account</title><link rel="stylesheet" href="/assets/root.css"/></head>';
const DASHBOARD_PAGE = `${HEAD}<body><main><div class="page dashboard"><h1 ${WELCOME_ATTRIBUTE}="Welcome">My Account</h1><p>Access and track all your loan applications</p></div></main></body></html>`;

/** A session as the API client stores it, with the name parts under test. */
function storeSession(name: GreetedName): void {
  const session = { token: 't', refreshToken: 'r', sessionToken: 's', user: { mobile: '9876543210', name }, autoLogin: false };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Runs the painter a page gets from withStoredGreeting, as the parser would when it reaches the head. */
function runHeadScript(page: string): void {
  const code = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (code === undefined) throw new Error('the page has no inline script');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's inline script, as the browser does
  (new Function(code) as () => void)();
}

/** Inserts the heading and then what follows it, as the parser does, one microtask checkpoint apart. */
async function parseHeading(welcome: string, after: 'lead' | 'nothing' = 'lead'): Promise<HTMLHeadingElement> {
  const heading = document.createElement('h1');
  heading.setAttribute(WELCOME_ATTRIBUTE, welcome);
  heading.textContent = 'My Account';
  document.body.replaceChildren(heading);
  await Promise.resolve();
  if (after === 'lead') document.body.append(document.createElement('p'));
  await Promise.resolve();
  return heading;
}

let readyState: 'loading' | 'interactive';
beforeEach(() => {
  window.localStorage.clear();
  document.body.replaceChildren();
  // The painter runs while the parser is still at work.
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => vi.restoreAllMocks());

describe('the stored greeting painted before the modules load', () => {
  test.prop([
    fc.option(fc.oneof(fc.constantFrom('', 'Aarav', 'अनन्या', "D'Souza"), fc.string({ maxLength: 12 })), { nil: null }),
    fc.option(fc.oneof(fc.constantFrom('', 'Sharma', 'राव'), fc.string({ maxLength: 12 })), { nil: null }),
    fc.constantFrom('Welcome', 'स्वागत है'),
  ])('DASH-GREET-001: the heading, once parsed, says exactly the greeting the signed-in dashboard shows', async (firstName, lastName, welcome) => {
    storeSession({ firstName, lastName });
    runHeadScript(withStoredGreeting(DASHBOARD_PAGE));
    const heading = await parseHeading(welcome);
    expect(heading.textContent).toBe(greetingText(welcome, { firstName, lastName }));
  });

  it('DASH-GREET-001: it waits until the parser is past the heading (its text complete), or the document is parsed', async () => {
    storeSession({ firstName: 'Aarav', lastName: 'Sharma' });
    runHeadScript(withStoredGreeting(DASHBOARD_PAGE));
    const heading = await parseHeading('Welcome', 'nothing');
    expect(heading.textContent).toBe('My Account');
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(heading.textContent).toBe('Welcome, Aarav Sharma');
  });

  it('DASH-GREET-001: without a stored session, or with one it cannot read, the heading stays My Account', async () => {
    for (const stored of [null, 'not json', 'null', '42', '{"user":null}', '{"user":{"name":"Aarav"}}']) {
      if (stored === null) window.localStorage.clear();
      else window.localStorage.setItem(SESSION_STORAGE_KEY, stored);
      runHeadScript(withStoredGreeting(DASHBOARD_PAGE));
      expect((await parseHeading('Welcome')).textContent).toBe('My Account');
    }
    const refused = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => runHeadScript(withStoredGreeting(DASHBOARD_PAGE))).not.toThrow();
    expect((await parseHeading('Welcome')).textContent).toBe('My Account');
    refused.mockRestore();
  });

  it('DASH-GREET-001: only a page with the dashboard heading gets the painter, once, ahead of the stylesheet', () => {
    const plain = `${HEAD}<body><main><h1>Used car loan</h1></main></body></html>`;
    expect(withStoredGreeting(plain)).toBe(plain);
    const page = withStoredGreeting(DASHBOARD_PAGE);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).toMatch(/<meta charSet="utf-8"\/><script>\(function paintStoredGreeting\([\s\S]*\);<\/script><title>/);
  });
});

describe('hydrating over the painted greeting', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  const page = (user: GreetedName | null) => (
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardGreeting user={user} />
    </MemoryRouter>
  );

  it('DASH-GREET-001: React keeps the painted heading and its text when it hydrates, and writes the same text once signed in', async () => {
    storeSession({ firstName: 'Aarav', lastName: 'Sharma' });
    runHeadScript(withStoredGreeting(DASHBOARD_PAGE));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null));
    document.body.replaceChildren(container);
    await Promise.resolve();
    const painted = container.querySelector('h1');
    expect(painted?.textContent).toBe('Welcome, Aarav Sharma');

    const hydrationErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page(null), { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelector('h1')).toBe(painted);
    expect(painted?.textContent).toBe('Welcome, Aarav Sharma');

    await act(async () => root?.render(page({ firstName: 'Aarav', lastName: 'Sharma' })));
    expect(container.querySelector('h1')).toBe(painted);
    expect(painted?.textContent).toBe('Welcome, Aarav Sharma');
  });
});
