/** A call waiting for its group, and how to answer its caller. */
interface Waiting<Call, Answer> {
  readonly call: Call;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: unknown) => void;
}

/** How a group runs its calls against the database. */
export interface GroupCommitRunner<Call, Answer> {
  /** Runs one call alone, in a commit of its own. */
  one(call: Call): Promise<Answer>;
  /**
   * Runs several calls in one statement, in the order given, each seeing what the ones before it
   * wrote, all committed together or none; answers in the same order.
   */
  many(calls: readonly Call[]): Promise<readonly Answer[]>;
}

/**
 * Group commit: calls made in the same turn of the event loop, or while a group is in flight, run
 * together, in the order they were made, in one statement, so they share one commit and one round
 * through the database driver.
 *
 * Each call sees what the calls before it in the group wrote, exactly as if they had run one after
 * another, and its caller is answered only once the group has committed, with its own answer. When
 * the statement fails, nothing of the group was written: every call of the group then runs again on
 * its own, in the same order, so each caller gets the answer (or the error) it would have had alone
 * and one failure fails no other. A call alone in its turn runs on its own.
 *
 * Meant for PGlite, whose one backend runs one statement at a time on the server's thread: there a
 * statement's round through the driver (its protocol messages, parsing and planning, result rows)
 * and its commit cost several times what a short call does inside the database, and nothing else
 * can use the database meanwhile, so sharing them multiplies throughput. On PostgreSQL concurrent
 * transactions already overlap on their own connections (and share WAL flushes), while a group
 * would hold the locks of all its calls until its commit, so it is not used there.
 *
 * @rule DATA-006 On PGlite, OTP sends made in the same turn of the event loop (or while a group is
 *   in flight) are written together in one transaction, in arrival order, each seeing the ones before
 *   it, so every limit holds exactly as if they had run one by one; each caller is answered after the
 *   commit with its own answer, and when one fails the others run again alone, so one failure fails
 *   no other.
 * @example
 * const sends = new GroupCommit({ one: (call) => sendAlone(call), many: (calls) => sendInOneStatement(calls) });
 * const answer = await sends.execute(call);
 */
export class GroupCommit<Call, Answer> {
  private readonly waiting: Waiting<Call, Answer>[] = [];
  private running = false;

  /**
   * @param runner - how one call, and a group of calls, run.
   * @param maxGroup - at most this many calls share one statement (bounds how long others wait for
   *   the database behind a group).
   */
  constructor(
    private readonly runner: GroupCommitRunner<Call, Answer>,
    private readonly maxGroup = 32,
  ) {}

  /**
   * Runs a call in the next group; resolves with its answer once its group has committed.
   *
   * @param call - a call that is correct alone and after any other call of its kind.
   * @returns the call's answer.
   */
  execute(call: Call): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      if (this.running) return;
      this.running = true;
      // PGlite runs a statement synchronously on this thread, so no request is read while one is in
      // flight: the group is every call made in this turn of the event loop (the requests read from
      // the sockets in one poll), started once they are all in.
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

  private async runGroup(group: readonly Waiting<Call, Answer>[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group;
      if (only) await this.runAlone(only);
      return;
    }
    let answers: readonly Answer[];
    try {
      answers = await this.runner.many(group.map((item) => item.call));
    } catch {
      // Rolled back: nothing of the group was written. Each runs again alone, in the same order.
      for (const item of group) await this.runAlone(item);
      return;
    }
    // Committed: run again, a call would be made twice. An answer missing is a fault of the runner.
    const missing = new Error(`a group of ${group.length} calls was answered ${answers.length} times`);
    group.forEach((item, index) => (index < answers.length ? item.resolve(answers[index] as Answer) : item.reject(missing)));
  }

  private async runAlone(item: Waiting<Call, Answer>): Promise<void> {
    try {
      item.resolve(await this.runner.one(item.call));
    } catch (error) {
      item.reject(error);
    }
  }
}
