import { vi } from 'vitest';

/**
 * Replaces the global `Worker` (happy-dom has none) with one that records the scripts pages start.
 * Undo with `vi.unstubAllGlobals()`.
 *
 * @returns the URL of every worker started from now on, in order
 */
export function recordWorkers(): string[] {
  const started: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string) {
        started.push(url);
      }
    },
  );
  return started;
}
