import type { SQL } from 'drizzle-orm';
import type { Database } from './database.js';

/** A statement waiting for its group, and how to answer its caller. */
interface Waiting {
  readonly statement: SQL;
  readonly resolve: (rows: readonly unknown[]) => void;
  readonly reject: (error: unknown) => void;
}

/** The rows of a statement's result, as both drivers return them. */
function rowsOf(result: unknown): readonly unknown[] {
  return (result as { readonly rows: readonly unknown[] }).rows;
}

/**
 * Group commit: statements made in the same turn of the event loop, or while a group is in
 * flight, run together, in the order they were made, in one transaction, so they share one commit.
 *
 * Each statement sees what the statements before it in the group wrote, exactly as if they had run
 * one after another, and its caller is answered only once the group has committed, with its own
 * rows. When a statement fails, the transaction rolls back with it and nothing of the group was
 * written: every statement of the group then runs again on its own, in the same order, so each
 * caller gets the answer (or the error) it would have had alone and one failure fails no other.
 * A statement alone in its turn runs on its own, without a transaction of its own.
 *
 * Meant for PGlite, whose one backend runs one transaction at a time: there a commit is a large share
 * of a short statement's cost and nothing else can use the database while it runs, so sharing it
 * multiplies throughput. On PostgreSQL concurrent transactions already overlap on their own
 * connections (and share WAL flushes), while a group would hold the locks of all its statements
 * until its commit, so it is not used there.
 *
 * @rule DATA-006 On PGlite, OTP sends made in the same turn of the event loop (or while a group is
 *   in flight) are written together in one transaction, in arrival order, each seeing the ones before
 *   it, so every limit holds exactly as if they had run one by one; each caller is answered after the
 *   commit with its own answer, and when one fails the others run again alone, so one failure fails
 *   no other.
 * @example
 * const sends = new GroupCommit(db);
 * const rows = await sends.execute(sql`select * from rinn_otp_send_queued(...)`);
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private running = false;

  /**
   * @param db - the database.
   * @param maxGroup - at most this many statements share one transaction (bounds how long others
   *   wait for the database behind a group).
   */
  constructor(
    private readonly db: Database,
    private readonly maxGroup = 32,
  ) {}

  /**
   * Runs a statement in the next group; resolves with its rows once its group has committed.
   *
   * @param statement - a statement that is correct alone and after any other statement of its kind.
   * @returns the statement's rows.
   */
  execute(statement: SQL): Promise<readonly unknown[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ statement, resolve, reject });
      if (this.running) return;
      this.running = true;
      // PGlite runs a statement synchronously on this thread, so no request is read while one is in
      // flight: the group is every statement made in this turn of the event loop (the requests read
      // from the sockets in one poll), started once they are all in.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.runGroup(this.waiting.splice(0, this.maxGroup));
    } finally {
      this.running = false;
    }
  }

  private async runGroup(group: readonly Waiting[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group;
      if (only) await this.runAlone(only);
      return;
    }
    let answers: (readonly unknown[])[];
    try {
      answers = await this.db.transaction(async (tx) => {
        const rows: (readonly unknown[])[] = [];
        for (const item of group) rows.push(rowsOf(await tx.execute(item.statement)));
        return rows;
      });
    } catch {
      // Rolled back: nothing of the group was written. Each runs again alone, in the same order.
      for (const item of group) await this.runAlone(item);
      return;
    }
    group.forEach((item, index) => item.resolve(answers[index] ?? []));
  }

  private async runAlone(item: Waiting): Promise<void> {
    try {
      item.resolve(rowsOf(await this.db.execute(item.statement)));
    } catch (error) {
      item.reject(error);
    }
  }
}
