import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import type { PreparedAnswer } from '../../http/prepared-answer.js';
import { type CatalogueSnapshot, loadCatalogueSnapshot } from './catalogue-snapshot.js';

/** The channel migration 0005's triggers notify on every catalogue change. */
export const CATALOGUE_CHANNEL = 'rinn_catalogue';

/** Distinct answers kept per version; beyond it the oldest go, so made-up ids cannot grow memory. */
const MAX_PREPARED_ANSWERS = 2_000;

/** One version of the catalogue and the answers prepared from it. */
interface Generation {
  readonly snapshot: CatalogueSnapshot;
  readonly answers: Map<string, Promise<PreparedAnswer>>;
  /** The answers of `answers` that are prepared already, for a request to take without waiting. */
  readonly ready: Map<string, PreparedAnswer>;
}

/**
 * The catalogue in memory: loaded whole at start, reloaded when it changes, with every distinct
 * answer serialised and compressed once per version.
 *
 * @rule CACHE-001 The catalogue reads (loans, calculator, asset, model-image, interest-rate,
 *   platform-stats) are answered from an in-memory snapshot of the catalogue tables built before
 *   the server accepts requests; each distinct answer is serialised and compressed once per
 *   catalogue version, never per request.
 * @rule CACHE-002 A committed change to a catalogue table, whoever writes it, reaches every
 *   instance on that database: a trigger bumps `catalogue_version` and notifies `rinn_catalogue`,
 *   each instance listening reloads its snapshot (and after a lost listener connection reloads
 *   once it listens again); until the reload finishes the previous version is served whole.
 */
export class CatalogueCache {
  private generation: Generation;
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;
  private stopListening: (() => Promise<void>) | undefined;

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    snapshot: CatalogueSnapshot,
  ) {
    this.generation = { snapshot, answers: new Map(), ready: new Map() };
  }

  /**
   * Starts listening, then loads the catalogue (in that order, so no change falls between them).
   *
   * @param database - the open, migrated and seeded database.
   * @param log - where a failed reload is reported.
   * @returns the cache, loaded.
   * @throws when the first load fails.
   */
  static async open(database: DatabaseHandle, log: FastifyBaseLogger): Promise<CatalogueCache> {
    let cache: CatalogueCache | undefined;
    let changedBeforeLoad = false;
    const stop = await database.listen(CATALOGUE_CHANNEL, (payload) => {
      if (cache) cache.changed(payload);
      else changedBeforeLoad = true;
    });
    try {
      cache = new CatalogueCache(database, log, await loadCatalogueSnapshot(database.db));
    } catch (error) {
      await stop();
      throw error;
    }
    cache.stopListening = stop;
    if (changedBeforeLoad) cache.changed('');
    return cache;
  }

  /** The catalogue version answers are served from now. */
  get version(): number {
    return this.generation.snapshot.version;
  }

  /**
   * The prepared answer for a key at the current version, preparing it on first use. A failed
   * preparation (an unknown id, say) is not kept.
   *
   * @param key - what is asked, including every query value that changes the answer.
   * @param prepare - builds the answer from a snapshot.
   * @returns the answer.
   */
  answer(key: string, prepare: (snapshot: CatalogueSnapshot) => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
    const generation = this.generation;
    const kept = generation.answers.get(key);
    if (kept) return kept;
    const prepared = prepare(generation.snapshot);
    generation.answers.set(key, prepared);
    prepared.then(
      (answer) => {
        // Only while it is still kept: an answer pushed out meanwhile stays out.
        if (generation.answers.get(key) === prepared) generation.ready.set(key, answer);
      },
      () => generation.answers.delete(key),
    );
    if (generation.answers.size > MAX_PREPARED_ANSWERS) {
      const oldest = generation.answers.keys().next().value;
      if (oldest !== undefined) {
        generation.answers.delete(oldest);
        generation.ready.delete(oldest);
      }
    }
    return prepared;
  }

  /**
   * The answer for a key at the current version if it is prepared already, so a request for it is
   * answered without a promise or a turn of the event loop; otherwise undefined (use {@link answer}).
   *
   * @param key - as for {@link answer}.
   * @returns the prepared answer, or undefined.
   */
  ready(key: string): PreparedAnswer | undefined {
    return this.generation.ready.get(key);
  }

  /**
   * Reloads now (coalescing with a reload under way) and resolves once the snapshot read after
   * this call is the one served.
   */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      do {
        this.reloadAgain = false;
        try {
          const snapshot = await loadCatalogueSnapshot(this.database.db);
          if (snapshot.version !== this.generation.snapshot.version) this.generation = { snapshot, answers: new Map(), ready: new Map() };
        } catch (error) {
          this.log.error({ err: error }, 'catalogue reload failed; serving the previous version');
        }
      } while (this.reloadAgain);
      this.reloading = undefined;
    })();
    return this.reloading;
  }

  /** Stops listening; answers keep coming from the last snapshot. */
  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.().catch(() => undefined);
  }

  /** A notification: the payload is the new version, or empty when it is unknown (reconnected). */
  private changed(payload: string): void {
    const version = Number(payload);
    if (payload !== '' && Number.isInteger(version) && version <= this.generation.snapshot.version) return;
    void this.reload();
  }
}
