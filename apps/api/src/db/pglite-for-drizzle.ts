import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver reads as PostgreSQL's text, to map them itself: timestamp,
 * timestamptz, interval and date, and the arrays of numeric, timestamp, timestamptz, interval and
 * date. Its driver asks for them with a parser table on every statement (`drizzle-orm/pglite`,
 * `PglitePreparedQuery`); `pglite-for-drizzle.test.ts` fails when it asks for others.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string): string => value;

/** A statement's options without a parser table of its own: the client's parsers are Drizzle's already. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  const { parsers: _drizzles, ...rest } = options;
  return rest;
}

/**
 * PGlite with the parsers Drizzle asks of each statement made the client's own, so that no
 * statement carries a table of its own.
 *
 * PGlite merges a statement's parser table with its own defaults (318 entries, one per type and
 * array type) by copying both into a new object for every statement. That copy cost about 100 µs
 * a statement on this machine, about as long as running a short statement. A signed-in page's call
 * makes about five: the dashboard's application list took 6.2–7.0 ms of the server's CPU with the
 * copy and 5.2–6.3 ms without, three runs of each alternated (docs/performance.md, 2026-11-28
 * 15:30). This client reads those types as text for every statement, which is what Drizzle asks
 * of every statement, and drops the table Drizzle passes. Rows read the same.
 *
 * @rule DATA-008 On PGlite every statement reads timestamps, intervals, dates and the arrays
 *   Drizzle maps itself as PostgreSQL's text, through the client's own parsers, in a transaction
 *   too: a statement passes no parser table of its own, and its rows read as they do through
 *   Drizzle's driver alone.
 */
export class PGliteForDrizzle extends PGlite {
  /**
   * Opens the database and makes Drizzle's parsers the client's own. They are set once the client
   * is ready, because its start builds a parser for every array type and would replace them.
   *
   * @param options - PGlite's options: `dataDir` where the data lives (none: in memory), or a
   *   `loadDataDir` image to start from
   * @returns the ready client
   */
  static async open(options: PGliteOptions = {}): Promise<PGliteForDrizzle> {
    // One options object: PGlite's constructor reads its second argument only beside a data directory.
    const client = new PGliteForDrizzle(options);
    await client.waitReady;
    for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
    return client;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The transaction's own object, with its query passing no parser table either.
      const inner: Transaction = Object.create(tx) as Transaction;
      inner.query = <R>(query: string, params?: unknown[], options?: QueryOptions) => tx.query<R>(query, params, withoutParsers(options));
      return callback(inner);
    });
  }
}
