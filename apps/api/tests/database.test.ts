import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, customers, models, variants } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import { SEED_MODELS } from '../src/db/seed-catalogue.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { TEST_START, isolatedDatabase, sameDatabaseAgain } from './helpers.js';

describe('database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // From an empty cluster, not the migrated image the other files start from: this file is
    // where the migrations themselves are checked.
    database = await isolatedDatabase({ fromScratch: true });
  });
  afterAll(() => database.close());

  it('DATA-001: the migrations build every table the server uses', async () => {
    // The result's type depends on the driver (Postgres or PGlite); both carry `rows`.
    const result: unknown = await database.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    const tables = result as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['applications', 'customers', 'otp_codes', 'otp_failures', 'refresh_tokens', 'sessions', 'sms_outbox', 'variants']),
    );
  });

  it('DATA-002: seeding twice, even concurrently, seeds once', async () => {
    await Promise.all([seedDatabase(database.db, TEST_START), seedDatabase(database.db, TEST_START)]);
    await seedDatabase(database.db, TEST_START);
    const [customerCount] = await database.db.select({ value: count() }).from(customers);
    const [applicationCount] = await database.db.select({ value: count() }).from(applications);
    const [modelCount] = await database.db.select({ value: count() }).from(models);
    const [variantCount] = await database.db.select({ value: count() }).from(variants);
    expect(customerCount!.value).toBe(1);
    expect(applicationCount!.value).toBe(8);
    expect(modelCount!.value).toBe(SEED_MODELS.length);
    expect(variantCount!.value).toBe(SEED_MODELS.reduce((total, model) => total + model.variants.length, 0));
  });

  it('DATA-007: an instance uses at most its pool size of PostgreSQL connections, PGlite its one backend', async () => {
    const again = await sameDatabaseAgain(database, { poolSize: 2 });
    try {
      // Six statements at once, each holding its connection for 50 ms: a pool of two runs them on two.
      const answers: unknown[] = await Promise.all(Array.from({ length: 6 }, () => again.handle.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)));
      const backends = new Set(answers.map((answer) => (answer as { rows: { pid: number }[] }).rows[0]?.pid));
      expect(backends.size).toBe(database.driver === 'postgres' ? 2 : 1);
    } finally {
      await again.close();
    }
  });

  it('DATA-005: a jsonb value of another shape fails its read, naming what is wrong; a good one reads as written', async () => {
    const [first] = await database.db.select({ id: applications.id, stages: applications.stages, systems: applications.systems }).from(applications).limit(1);
    expect(first!.stages.length).toBeGreaterThan(0);
    expect(first!.stages.every((stage) => typeof stage.stage === 'string' && typeof stage.isComplete === 'boolean')).toBe(true);
    await database.db.execute(sql`update applications set stages = '[{"stage": "Application submitted", "isComplete": "yes"}]'::jsonb where id = ${first!.id}`);
    await expect(database.db.select({ stages: applications.stages }).from(applications).where(eq(applications.id, first!.id))).rejects.toThrow(/isComplete/);
    // The other columns of the row still read: the check is the column's, not the table's.
    const [systems] = await database.db.select({ systems: applications.systems }).from(applications).where(eq(applications.id, first!.id));
    expect(systems!.systems).toEqual(first!.systems);
  });
});
