import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGliteForDrizzle } from './pglite-for-drizzle.js';
import * as schema from './schema.js';

/** The schema's tables, as the query builder sees them. */
export type Schema = typeof schema;

/** A Drizzle database over either driver; code above this module never knows which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A transaction of {@link Database}. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` for every `NOTIFY channel` committed by anyone on this database, until the
   * returned function is called. On PostgreSQL the listener holds a connection of its own outside
   * the pool; when that connection is lost it reconnects and calls `onNotify('')` once listening
   * again, since notifications sent while it was away are gone.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Connections an instance keeps to PostgreSQL when RINN_DATABASE_POOL_SIZE does not say. Measured on
 * 2026-11-28 on a 2-core machine running PostgreSQL and the server side by side, OTP sends at 32
 * clients: 2 connections 1,352 a second, 4 1,415–1,502, 10 1,508–1,631 (p99 41–44 ms), 20 1,420 with a
 * p99 of 64 ms: past the database's cores, more connections only queue inside PostgreSQL. Size it to
 * the database's machine, and keep every instance's pool together under its `max_connections`.
 *
 * @rule DATA-007 On PostgreSQL an instance runs its statements on a pool of at most
 *   RINN_DATABASE_POOL_SIZE connections (a whole number from 1 to 100; 10 when not set); the
 *   variable without DATABASE_URL stops the start with a message, since PGlite has no pool.
 */
export const DEFAULT_POSTGRES_POOL_SIZE = 10;

/** How long a lost PostgreSQL listener waits before it connects again. */
const LISTENER_RECONNECT_MS = 1_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries),
 * reconnecting whenever it drops until stopped.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => onNotify(''),
        () => {
          client = undefined;
          if (!stopped) scheduleReconnect();
        },
      );
    }, LISTENER_RECONNECT_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Where to find the data: PostgreSQL, a PGlite directory, or PGlite in memory. */
export type DatabaseLocation =
  /** `poolSize`: the connections of this instance's pool ({@link DEFAULT_POSTGRES_POOL_SIZE} when not given, DATA-007). */
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | {
      readonly kind: 'memory';
      /**
       * A data-directory image (from {@link migratedMemoryImage}) to start from instead of an
       * empty cluster: PGlite skips initdb, and the migrations already in it are not applied again.
       */
      readonly image?: Blob;
    };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * Opens the database and applies every pending migration from `apps/api/drizzle`.
 *
 * @rule DATA-001 The same drizzle-kit migrations build the schema on PGlite and on PostgreSQL, and
 *   they are applied before the server accepts requests.
 * @spec §7
 * @param location - PostgreSQL URL, a PGlite data directory, or in-memory PGlite.
 * @returns the migrated database.
 * @throws when the database cannot be reached or a migration fails.
 * @example
 * const { db, close } = await openDatabase({ kind: 'memory' });
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? DEFAULT_POSTGRES_POOL_SIZE });
    // An idle connection the server drops (restart, failover, admin termination) is discarded by the
    // pool and replaced on next use; without a listener its error would crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      listen: (channel, onNotify) => listenOnPostgres(location.url, channel, onNotify),
      close: () => pool.end(),
    };
  }
  let client: PGliteForDrizzle;
  if (location.kind === 'pglite') {
    mkdirSync(location.dataDir, { recursive: true });
    client = await PGliteForDrizzle.open({ dataDir: join(location.dataDir, 'pglite') });
  } else {
    client = await PGliteForDrizzle.open(location.image === undefined ? {} : { loadDataDir: location.image });
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // PGlite delivers NOTIFY to listeners of the same in-process instance, after the commit.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * An in-memory PGlite with every migration applied, dumped as a data-directory image. Tests that
 * each need a fresh database open it with `openDatabase({ kind: 'memory', image })`, which loads
 * the image in a fraction of the time initdb and the migrations take, and still checks that no
 * migration is pending.
 *
 * @returns the image, uncompressed (loading a gzipped one costs more than reading the bytes).
 */
export async function migratedMemoryImage(): Promise<Blob> {
  const client = await PGliteForDrizzle.open();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
