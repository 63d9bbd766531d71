import { StreamTimeoutError } from './errors.js';

/** The timer functions the client uses; injected in tests so nobody waits for real. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
};

/** A time limit shared by every step of one chat request. */
export interface Deadline {
  /** Rejects with a StreamTimeoutError when time runs out, or with the abort reason. */
  readonly expired: Promise<never>;
  /** Resolves with `work`, unless the deadline expires first. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Stops the timer and the abort listener. */
  dispose(): void;
}

/**
 * Starts a deadline of `timeoutMs` that also ends when `signal` aborts.
 *
 * @param timeoutMs - Milliseconds until a StreamTimeoutError.
 * @param timers - Where timers come from.
 * @param signal - An optional caller's abort signal.
 * @returns The running deadline; call `dispose` when the work is done.
 */
export function startDeadline(timeoutMs: number, timers: Timers, signal?: AbortSignal): Deadline {
  let handle: unknown;
  let onAbort: (() => void) | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    if (signal?.aborted) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an abort rejects with the caller's own reason, as fetch does
      reject(signal.reason);
      return;
    }
    handle = timers.setTimeout(() => reject(new StreamTimeoutError(timeoutMs)), timeoutMs);
    if (signal !== undefined) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an abort rejects with the caller's own reason, as fetch does
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  // A deadline nobody is racing at the moment it fires must not become an unhandled rejection.
  expired.catch(() => undefined);
  return {
    expired,
    race: (work) => Promise.race([work, expired]),
    dispose: () => {
      if (handle !== undefined) timers.clearTimeout(handle);
      if (onAbort !== undefined) signal?.removeEventListener('abort', onAbort);
    },
  };
}
