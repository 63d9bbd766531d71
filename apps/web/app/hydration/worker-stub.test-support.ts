import { vi } from 'vitest';

/** A worker a page started, as the stub of {@link recordWorkers} keeps it. */
export interface StartedWorker {
  /** The script the page started it with. */
  readonly url: string;
  /** The worker posts a message to the page, as the Intl warm-up does when it is done. */
  answer(): void;
  /** The worker fails (its script did not load, or threw). */
  fail(): void;
}

/**
 * Replaces the global `Worker` (happy-dom has none) with one that records the workers pages
 * start; each says nothing until the test makes it answer or fail. Undo with
 * `vi.unstubAllGlobals()`.
 *
 * @returns every worker started from now on, in order
 */
export function recordWorkers(): StartedWorker[] {
  const started: StartedWorker[] = [];
  vi.stubGlobal(
    'Worker',
    class extends EventTarget {
      constructor(url: string) {
        super();
        started.push({ url, answer: () => this.dispatchEvent(new MessageEvent('message', { data: 'warm' })), fail: () => this.dispatchEvent(new Event('error')) });
      }
    },
  );
  return started;
}
