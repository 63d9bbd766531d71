import type { Clock } from '../clock.js';

/**
 * A small read-through cache for catalogue data that changes only with a deploy or a seed (rates,
 * car prices, stats): the database stays the source, each instance asks it at most once per key
 * per lifetime. Failed loads are not cached.
 */
export class ReadCache {
  private readonly entries = new Map<string, { readonly expiresAt: number; readonly value: Promise<unknown> }>();

  /**
   * @param clock - when entries expire.
   * @param lifetimeMs - how long an answer is reused.
   * @param maxEntries - beyond this the oldest entries are dropped, so random keys cannot grow memory.
   */
  constructor(
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  /**
   * The cached value for a key, loading it when absent or expired.
   *
   * @param key - what is read.
   * @param load - reads it from the database.
   * @returns the value.
   */
  read<Value>(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<Value>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: now + this.lifetimeMs, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
