/** Where the server reads the time, so tests can move it. */
export interface Clock {
  now(): Date;
  /** The same time in milliseconds since the epoch, without making a Date (per-request paths). */
  epochMilliseconds(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date(), epochMilliseconds: Date.now };

/**
 * A clock that only moves when told to, for tests.
 *
 * @param start - the initial time.
 * @returns a clock with `advance(ms)` and `set(date)`.
 * @example
 * const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
 * clock.advance(30_000);
 */
export function manualClock(start: Date): Clock & { advance(milliseconds: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    epochMilliseconds: () => current,
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
