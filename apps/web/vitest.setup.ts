/**
 * Runs before each test file of the web app. The files of a worker share one module graph and one
 * happy-dom window (`isolate: false`, see vitest.config.ts), so what a file leaves behind in the
 * window or in a module that stands for the page is undone here, and the next file starts on a
 * page as fresh as its own window and modules used to give it.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { EARLY_REQUEST_GLOBAL } from './app/session/early-request.ts';
import { resetSessionViewForTests } from './app/session/session-view.ts';

// Testing Library cleans up by itself only under Vitest's globals, which are off here. The files
// call its cleanup themselves; this one also catches a file that forgets, whose rendered trees
// would otherwise stay in the document the next file queries.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A file of build-time code runs in Node (`@vitest-environment node`), with no window to reset.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => {
  // The session as a page starts with it: unknown, no Logout waiting (session-view.ts).
  resetSessionViewForTests();
  if (typeof window === 'undefined') return;
  // The address, the document and what the page's scripts put on `window`, as a file found them:
  // a file that builds its page by hand (the hydration trigger's) leaves it in the body otherwise.
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  const globals = window as unknown as Record<string, unknown>;
  delete globals[EARLY_REQUEST_GLOBAL];
  delete globals['__rinnHydration'];
});
