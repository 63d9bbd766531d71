import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_TYPES, PGliteForDrizzle } from './pglite-for-drizzle.js';

/** A plain PGlite that records the parser tables its statements are given. */
class RecordingPGlite extends PGlite {
  readonly tables: (readonly number[])[] = [];

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.parsers !== undefined) this.tables.push(Object.keys(options.parsers).map(Number));
    return super.query<T>(query, params, options);
  }
}

/** One value of every type Drizzle reads as text, and of a type it does not. */
const ROW = sql`select
  '2026-11-28 10:15:30.5'::timestamp as "timestamp",
  '2026-11-28 10:15:30.5+05:30'::timestamptz as "timestamptz",
  '1 day 02:03:04'::interval as "interval",
  '2026-11-28'::date as "date",
  array[1.5, 2]::numeric[] as "numerics",
  array['2026-11-28 10:15:30'::timestamp] as "timestamps",
  array['2026-11-28 10:15:30+00'::timestamptz] as "timestamptzs",
  array['1 hour'::interval] as "intervals",
  array['2026-11-28'::date] as "dates",
  42::integer as "integer",
  '{"a": 1}'::jsonb as "json"`;

describe('PGliteForDrizzle', () => {
  let plain: RecordingPGlite;
  let client: PGliteForDrizzle;
  beforeAll(async () => {
    plain = new RecordingPGlite();
    await plain.waitReady;
    // From the first client's cluster: one initdb for the file, not two.
    client = await PGliteForDrizzle.open({ loadDataDir: await plain.dumpDataDir('none') });
  });
  afterAll(async () => {
    await plain.close();
    await client.close();
  });

  it('DATA-008: Drizzle’s PGlite driver asks for text of exactly the types the client reads as text', async () => {
    await drizzle({ client: plain }).execute(sql`select 1`);
    expect(plain.tables.length).toBeGreaterThan(0);
    // Drizzle asking for other types would make this client read rows differently from Drizzle
    // alone: DRIZZLE_TEXT_TYPES must follow it.
    for (const table of plain.tables) expect([...table].sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });

  it('DATA-008: rows read the same as through Drizzle’s driver alone, in a transaction too', async () => {
    const alone = await drizzle({ client: plain }).execute(ROW);
    const database = drizzle({ client });
    expect((await database.execute(ROW)).rows).toEqual(alone.rows);
    expect((await database.transaction((tx) => tx.execute(ROW))).rows).toEqual(alone.rows);
    expect(alone.rows[0]).toMatchObject({ timestamp: '2026-11-28 10:15:30.5', interval: '1 day 02:03:04', date: '2026-11-28', integer: 42, json: { a: 1 } });
  });

  it('DATA-008: a statement’s own parser table is dropped, in a transaction too', async () => {
    const table: QueryOptions = { parsers: { 1114: () => 'parsed by the statement’s table' } };
    const read = async (query: (text: string, params: unknown[], options: QueryOptions) => Promise<Results<{ at: unknown }>>) =>
      (await query(`select '2026-11-28 10:15:30'::timestamp as "at"`, [], table)).rows[0]?.at;
    expect(await read((text, params, options) => client.query(text, params, options))).toBe('2026-11-28 10:15:30');
    expect(await client.transaction((tx) => read((text, params, options) => tx.query(text, params, options)))).toBe('2026-11-28 10:15:30');
    // PGlite alone applies it: the check above could fail.
    expect(await read((text, params, options) => plain.query(text, params, options))).toBe('parsed by the statement’s table');
  });
});
