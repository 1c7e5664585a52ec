/**
 * In-memory read models and the one holder that keeps them fresh (docs/decisions/data-spine.md).
 *
 * A read model is `{ name, tables, build }`: what it is called in /healthz/details, the tables it reads,
 * and how to build it from the database. The holder
 * - builds in the background; the first caller waits for the first build, later callers get the current
 *   value at once while a newer one is built (the old value serves until the new one is complete);
 * - rebuilds when a version of one of its tables grows (change-feed.ts: a commit here, the bus, or the
 *   probe), never on a timer; a change that arrives during a build starts another build after it;
 * - may apply a change incrementally (`update`) instead of a full build: the map index takes a moved
 *   point without reading 6 million rows;
 * - after a failed build keeps serving the old value and tries again on the next change or request
 *   (at most every RETRY_MS); with no value yet it rejects the waiters, and the next call tries again;
 * - reports its state, size and build time (`report`);
 * - after a full build of LARGE_BUILD_MS or more asks for one full garbage collection (lib/heap-settle.ts).
 *
 * `perDbReadModel(model)` gives the `(db) => Promise<T>` accessor modules call: one holder per database
 * handle (a WeakMap), so each test app has its own.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { readVersions, type TableName } from './change-log.js';
import { changeFeedOf } from './change-feed.js';
import { settleHeapSoon } from '../lib/heap-settle.js';

/** A full build at least this long (ms) asks for a full garbage collection after it (lib/heap-settle.ts). */
export const LARGE_BUILD_MS = 1_000;

/** Full builds running now, of every holder (models build side by side at start-up). */
let fullBuildsRunning = 0;
/** A large build has finished since the last ask for a collection. */
let settlePending = false;

/**
 * A long build leaves its temporary objects behind: once the last of the builds running together has
 * finished, one full collection gives them back (asked earlier, it would run while others still build and
 * leave their garbage).
 */
function afterFullBuild(buildMs: number): void {
  if (buildMs >= LARGE_BUILD_MS) settlePending = true;
  if (settlePending && fullBuildsRunning === 0) {
    settlePending = false;
    settleHeapSoon();
  }
}

/** How to build a read model (module comment). */
export interface ReadModel<T> {
  /** Its name in /healthz/details (kebab-case, e.g. 'facility-snapshot'). */
  readonly name: string;
  /** The tables it reads: a version change of any of them makes it stale. */
  readonly tables: readonly TableName[];
  /** Builds it from the database; checks `signal` between pages of reading. */
  build(db: Kysely<Database>, signal: AbortSignal): Promise<T>;
  /** Entries it holds, for the report (rows, points, cells). */
  size?(value: T): number;
  /**
   * Brings `value` up to date with the changes since it was built or last updated, as a new value (the
   * old one may still be serving); resolves null when only a full build will do. `since` is what update
   * returned last time (or `initialCursor` after a build); `versions` are the model tables' versions now,
   * `reflected` the versions `value` reflects (so a model can tell which of its tables moved).
   */
  update?(
    db: Kysely<Database>,
    value: T,
    since: number,
    versions: ReadonlyMap<string, number>,
    reflected: ReadonlyMap<string, number>,
  ): Promise<{ value: T; cursor: number } | null>;
  /** Where `update` starts after a build (e.g. the last journal position read before the build). */
  initialCursor?(db: Kysely<Database>): Promise<number>;
  /**
   * Shortest time (ms) from the start of one refresh to the start of the next one a change asks for:
   * changes meanwhile wait and are taken together. For a model whose update costs the same however few
   * rows changed (the map index's merge pass over every point), so a steady stream of single changes
   * does not keep a core busy. Default 0: refresh at once.
   */
  readonly minRefreshIntervalMs?: number;
}

export type ReadModelState = 'idle' | 'building' | 'ready' | 'failed';

/** One line of /healthz/details. */
export interface ReadModelReport {
  name: string;
  state: ReadModelState;
  /** Entries held (model.size), null before the first build. */
  size: number | null;
  /** Milliseconds the last full build took. */
  buildMs: number | null;
  /** Full builds and incremental updates since start. */
  builds: number;
  updates: number;
  /** Seconds since the value was last refreshed. */
  ageSeconds: number | null;
}

/** Shortest time between two failed attempts. */
export const RETRY_MS = 5_000;
/** The longest close() waits for a running build to stop. */
const CLOSE_WAIT_MS = 5_000;

export class ReadModelHolder<T> {
  private value: T | null = null;
  /** Versions of the model's tables its value reflects (read before the build started). */
  private builtVersions = new Map<string, number>();
  private cursor = 0;
  private running: Promise<T> | null = null;
  /** A change arrived while a build ran: refresh again after it. */
  private again = false;
  private failedAt = -Infinity;
  private lastError: unknown = null;
  private refreshedAt: number | null = null;
  private buildMs: number | null = null;
  private builds = 0;
  private updates = 0;
  private readonly abort = new AbortController();
  private readonly stopListening: () => void;
  /** performance.now() when the last refresh started, and the timer of one held back (minRefreshIntervalMs). */
  private lastStarted = -Infinity;
  private heldBack: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    readonly model: ReadModel<T>,
  ) {
    this.stopListening = changeFeedOf(db).onChange(model.tables, () => {
      if (this.value !== null || this.running) this.refreshSoon();
    });
  }

  get state(): ReadModelState {
    if (this.running) return 'building';
    if (this.value !== null) return 'ready';
    return this.failedAt > -Infinity ? 'failed' : 'idle';
  }

  /** The current value, or the first build's; starts a refresh when the feed knows newer versions. */
  get(): Promise<T> {
    if (this.value === null) {
      if (this.running) return this.running;
      // Right after a failed first build, callers get its error instead of starting build after build.
      if (performance.now() - this.failedAt < RETRY_MS) return Promise.reject(this.lastError);
      return this.refresh();
    }
    if (this.isStale() && !this.running && performance.now() - this.failedAt >= RETRY_MS) this.refreshSoon();
    return Promise.resolve(this.value);
  }

  /** The value if one is built (no waiting, no refresh). */
  peek(): T | null {
    return this.value;
  }

  /** True when the feed has seen a version of a model table newer than the value reflects. */
  isStale(): boolean {
    const feed = changeFeedOf(this.db);
    return this.model.tables.some((t) => feed.version(t) > (this.builtVersions.get(t) ?? 0));
  }

  /**
   * Brings the value up to date (incrementally when the model can and has a value, else a full build);
   * while one runs, callers share it and one more follows it. Resolves with the new value.
   */
  refresh(): Promise<T> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.abort.signal.aborted) return Promise.reject(new Error(`${this.model.name}: closed`));
    this.again = false;
    this.lastStarted = performance.now();
    if (this.heldBack) clearTimeout(this.heldBack);
    this.heldBack = null;
    const run = this.runOnce().then(
      (value) => {
        this.running = null;
        if (this.again || this.isStale()) this.refreshSoon();
        return value;
      },
      (error: unknown) => {
        this.running = null;
        this.failedAt = performance.now();
        this.lastError = error;
        if (!this.abort.signal.aborted) changeFeedOf(this.db).reportError(error, this.model.name);
        throw error;
      },
    );
    this.running = run;
    return run;
  }

  /** Refreshes now, or once minRefreshIntervalMs has passed since the last refresh started (one timer). */
  private refreshSoon(): void {
    const wait = (this.model.minRefreshIntervalMs ?? 0) - (performance.now() - this.lastStarted);
    if (wait <= 0 || this.running) {
      // While one runs, refresh() only marks a follow-up, which comes back here when it ends.
      void this.refresh().catch(() => {});
      return;
    }
    if (this.heldBack || this.abort.signal.aborted) return;
    this.heldBack = setTimeout(() => {
      this.heldBack = null;
      void this.refresh().catch(() => {});
    }, wait);
    this.heldBack.unref();
  }

  private async runOnce(): Promise<T> {
    const { model, db } = this;
    // Versions first: a write committed after this read makes the value stale again, never lost.
    const all = await readVersions(db);
    const versions = new Map(model.tables.map((t) => [t, all.get(t) ?? 0]));
    if (this.value !== null && model.update) {
      const updated = await model.update(db, this.value, this.cursor, versions, this.builtVersions);
      if (updated) {
        this.accept(updated.value, versions, updated.cursor);
        this.updates += 1;
        return updated.value;
      }
    }
    const cursor = model.initialCursor ? await model.initialCursor(db) : 0;
    const started = performance.now();
    fullBuildsRunning += 1;
    let value: T;
    try {
      value = await model.build(db, this.abort.signal);
    } finally {
      fullBuildsRunning -= 1;
    }
    this.buildMs = Math.round(performance.now() - started);
    this.builds += 1;
    this.accept(value, versions, cursor);
    afterFullBuild(this.buildMs);
    return value;
  }

  private accept(value: T, versions: Map<string, number>, cursor: number): void {
    const changed = value !== this.value;
    this.value = value;
    this.builtVersions = versions;
    this.cursor = cursor;
    this.refreshedAt = performance.now();
    this.failedAt = -Infinity;
    if (changed) changeFeedOf(this.db).modelRefreshed(this.model.tables);
  }

  report(): ReadModelReport {
    return {
      name: this.model.name,
      state: this.state,
      size: this.value === null ? null : (this.model.size?.(this.value) ?? null),
      buildMs: this.buildMs,
      builds: this.builds,
      updates: this.updates,
      ageSeconds: this.refreshedAt === null ? null : Math.round((performance.now() - this.refreshedAt) / 1000),
    };
  }

  /**
   * Stops listening, aborts a running build (the model checks the signal between pages) and waits for it
   * to settle, at most CLOSE_WAIT_MS, so the database is not closed under it.
   */
  async close(): Promise<void> {
    this.stopListening();
    if (this.heldBack) clearTimeout(this.heldBack);
    this.abort.abort();
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([this.running?.catch(() => {}), wait]);
    clearTimeout(timer);
  }
}

const holdersByDb = new WeakMap<Kysely<Database>, Map<ReadModel<unknown>, ReadModelHolder<unknown>>>();

/** The holder of `model` on `db` (created on first use). */
export function holderOf<T>(db: Kysely<Database>, model: ReadModel<T>): ReadModelHolder<T> {
  let holders = holdersByDb.get(db);
  if (!holders) holdersByDb.set(db, (holders = new Map()));
  let holder = holders.get(model as ReadModel<unknown>);
  if (!holder) {
    holder = new ReadModelHolder(db, model as ReadModel<unknown>);
    holders.set(model as ReadModel<unknown>, holder);
  }
  return holder as ReadModelHolder<T>;
}

/** `(db) => Promise<T>`: the current value of `model` on `db` (module comment). */
export function perDbReadModel<T>(model: ReadModel<T>): (db: Kysely<Database>) => Promise<T> {
  return (db) => holderOf(db, model).get();
}

/** Closes and drops `model`'s holder on `db`: the next call builds anew (tests that write by SQL). */
export function forgetReadModel(db: Kysely<Database>, model: ReadModel<unknown>): void {
  const holders = holdersByDb.get(db);
  void holders?.get(model)?.close();
  holders?.delete(model);
}

/** Reports of every read model used on `db`, by name. */
export function readModelReports(db: Kysely<Database>): ReadModelReport[] {
  return [...(holdersByDb.get(db)?.values() ?? [])].map((h) => h.report()).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Resolves once no read model of `db` has been building for `quietMs` (checked every `pollMs`), or after
 * `maxWaitMs` whatever they do; resolves false when it gave up. Background jobs that would compete with
 * the builds for the second core and for memory wait for it: at national size the open-data generation
 * thread beside the start-up builds made the instance ready 4-10 s later and ~350 MB larger
 * (docs/decisions/data-spine.md "Not done yet").
 */
export async function whenReadModelsIdle(
  db: Kysely<Database>,
  { quietMs = 5_000, pollMs = 250, maxWaitMs = 10 * 60_000 }: { quietMs?: number; pollMs?: number; maxWaitMs?: number } = {},
): Promise<boolean> {
  const started = performance.now();
  let idleSince = performance.now();
  for (;;) {
    const now = performance.now();
    if ([...(holdersByDb.get(db)?.values() ?? [])].some((h) => h.state === 'building')) idleSince = now;
    else if (now - idleSince >= quietMs) return true;
    if (now - started >= maxWaitMs) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs).unref());
  }
}

/** Closes every holder of `db` (app close) and waits for their running builds (see close). */
export async function closeReadModels(db: Kysely<Database>): Promise<void> {
  const holders = [...(holdersByDb.get(db)?.values() ?? [])];
  holdersByDb.delete(db);
  await Promise.all(holders.map((holder) => holder.close()));
}
