/**
 * The open-data files' life cycle (docs/decisions/open-data.md):
 * - `start()`: once the start-up builds of the read models are done (data/read-model.ts whenReadModelsIdle),
 *   generates in the background (never blocking start-up or /healthz) every dataset whose files
 *   were not made from the same data by the same build within a day (./sources.ts), then
 *   follows the change feed (data/change-feed.ts): a write to a table a dataset reads regenerates that
 *   dataset, at most once per CHANGE_DELAY_MS (changes within it are gathered into one job, so an hour of
 *   passenger-flow pushes does not regenerate files push by push) and no sooner than its pacing allows
 *   (./generation-pacing.ts: ten times its last duration after it ended); daily (REGENERATE_INTERVAL_MS) as
 *   well, for rows written outside the write path;
 * - `regenerate(tables)`: regenerates only the datasets that read one of `tables`;
 * - `generateAll()`: every dataset now (tests, the bench), resolved when done; `generateStale()`: those
 *   whose files are not current, as start-up does;
 * - `rowsPage(def, filters, offset, limit)`: the row API's pages, from the current version's files;
 *   `compressedPage(…, encoding)`: the same page as a compressed answer body, stored at generation
 *   (./page-blobs.ts, `storedPage`) or assembled without a page-sized allocation (./page-bytes.ts).
 * Jobs run one at a time; a request made while one runs is merged into the next job. Each dataset is written
 * into a new version folder, the manifest switched to it, and folders older than the previous version
 * removed (a download or Range resume started on the previous version still completes).
 *
 * Several instances may share one OPEN_DATA_DIR (README "Several instances"). Each then generates its own
 * versions: their names carry a random part, so two instances never write into one folder, and an instance
 * removes only the folders it made itself, or folders nobody has replaced for FOREIGN_VERSION_TTL_MS (those
 * of an instance that has stopped), never a folder another running instance is writing or serving.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { changeFeedOf } from '../../data/change-feed.js';
import { whenReadModelsIdle } from '../../data/read-model.js';
import { datasetsReading, listDatasets } from './dataset-registry.js';
import type { DatasetDefinition, RowFilters } from './dataset.types.js';
import { fileNameOf, generateDataset } from './generate-files.js';
import { generationWorker } from './generation-worker.js';
import type { ContentEncoding } from '../../lib/http/content-encoding.js';
import type { StoredEncoding } from './page-blobs.js';
import { compressedPage } from './page-bytes.js';
import { isMissingFile, RowIndex, type RowsText } from './row-index.js';
import {
  filesRoot,
  readManifest,
  writeManifest,
  type DatasetSources,
  type GeneratedDataset,
  type Manifest,
} from './manifest.js';
import { isCurrent, sourcesNow } from './sources.js';
import { GenerationPacing } from './generation-pacing.js';

export const REGENERATE_INTERVAL_MS = 24 * 3600_000;

/** Whether `job` skips datasets whose files are current. */
const isUnlessCurrent = (job: Job) => job.all && job.unlessCurrent === true;
/** Quiet time after a data change before its datasets are regenerated (changes meanwhile join the job). */
export const CHANGE_DELAY_MS = 60_000;
/**
 * Age after which another instance's version folder counts as abandoned: more than two daily regenerations
 * (REGENERATE_INTERVAL_MS), so a running instance has replaced its own folders long before.
 */
export const FOREIGN_VERSION_TTL_MS = 3 * REGENERATE_INTERVAL_MS;

/**
 * A job: every dataset, or those reading some tables plus those named by id (a paced dataset's turn).
 * `unlessCurrent`: skip a dataset whose files were made from the same sources (./sources.ts; start-up).
 * `paced`: the job follows writes, so a dataset waits for its pacing (./generation-pacing.ts).
 */
type Job =
  { all: true; unlessCurrent?: boolean } | { all: false; tables: Set<string>; ids: Set<string>; paced: boolean };

export class OpenDataService {
  private manifest: Manifest;
  private definitions: DatasetDefinition[] | null = null;
  private running: Promise<void> = Promise.resolve();
  private next: Job | null = null;
  private nextDone: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private changed = new Set<string>();
  private changeTimer: NodeJS.Timeout | null = null;
  private stopFollowing: () => void = () => {};
  private lastVersion = 0;
  /** This process's part of its version names (random, so instances sharing the folder never collide). */
  private readonly versionSuffix = randomBytes(4).toString('hex');
  /** Version folders this process wrote, by dataset: the only ones it removes at once. */
  private readonly ownVersions = new Map<string, Set<string>>();
  private closed = false;
  /** When each dataset may be regenerated for writes (./generation-pacing.ts). */
  private readonly pacing = new GenerationPacing();
  /** Timers of datasets whose regeneration for writes waits for its pacing, by dataset id. */
  private readonly paced = new Map<string, NodeJS.Timeout>();
  /** The row API's index of each dataset's current version (opened on first use, replaced with the version). */
  private readonly indexes = new Map<string, { version: string; index: Promise<RowIndex> }>();
  /** True while a job runs (the catalogue says the files are being generated). */
  generating = false;

  /** The worker thread that writes the files (when the database can be opened there). */
  private readonly worker = generationWorker();

  /**
   * `databaseUrl`: the database's URL or file (PortalDatabase.url); generation then runs in a worker
   * thread with its own handle on it. Without it, or for ':memory:' (which no other handle can open), the
   * files are generated on this thread.
   */
  constructor(
    private readonly db: Kysely<Database>,
    readonly root: string,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly databaseUrl?: string,
  ) {
    mkdirSync(filesRoot(root), { recursive: true });
    this.manifest = readManifest(root);
  }

  /** Logs a failed background job (not the abort of one when the service closes). */
  private readonly reportFailure = (error: unknown) => {
    if (!this.closed) this.log.error({ err: error }, '数据开放文件生成失败');
  };

  /** Background generation now and every REGENERATE_INTERVAL_MS. */
  start(): void {
    // After the start-up builds of the read models (data/read-model.ts whenReadModelsIdle): generating beside
    // them slowed them and added the generation thread's memory to theirs.
    whenReadModelsIdle(this.db).then(
      () => (this.closed ? undefined : this.generateStale().catch(this.reportFailure)),
      this.reportFailure,
    );
    this.timer = setInterval(() => {
      this.generateAll().catch(this.reportFailure);
    }, REGENERATE_INTERVAL_MS);
    this.timer.unref();
    this.stopFollowing = changeFeedOf(this.db).onChange('*', (tables) => this.regenerateSoon(tables));
  }

  /** Gathers changed tables and regenerates their datasets CHANGE_DELAY_MS after the first change. */
  private regenerateSoon(tables: ReadonlySet<string>): void {
    for (const table of tables) this.changed.add(table);
    if (this.changeTimer || this.closed) return;
    this.changeTimer = setTimeout(() => {
      const gathered = [...this.changed];
      this.changed.clear();
      this.changeTimer = null;
      this.enqueue({ all: false, tables: new Set(gathered), ids: new Set(), paced: true }).catch(this.reportFailure);
    }, CHANGE_DELAY_MS);
    this.changeTimer.unref();
  }

  /** Stops the timers and a running job (a worker's dataset is abandoned, its folder removed). */
  async close(): Promise<void> {
    this.closed = true;
    await this.worker.close();
    this.stopFollowing();
    if (this.changeTimer) clearTimeout(this.changeTimer);
    if (this.timer) clearInterval(this.timer);
    for (const timer of this.paced.values()) clearTimeout(timer);
    this.paced.clear();
    await this.running.catch(() => undefined);
  }

  generateAll(): Promise<void> {
    return this.enqueue({ all: true });
  }

  /** Every dataset whose files are not current (./sources.ts): what start-up runs. */
  generateStale(): Promise<void> {
    return this.enqueue({ all: true, unlessCurrent: true });
  }

  /** Regenerates the datasets that read any of `tables` (a `data-changed` message's tables). */
  regenerate(tables: readonly string[]): Promise<void> {
    return this.enqueue({ all: false, tables: new Set(tables), ids: new Set(), paced: false });
  }

  /** Regenerates dataset `id` once its pacing allows, `waitMs` from now (one timer per dataset). */
  private regenerateWhenPaced(id: string, waitMs: number): void {
    if (this.closed || this.paced.has(id)) return;
    const timer = setTimeout(() => {
      this.paced.delete(id);
      this.enqueue({ all: false, tables: new Set(), ids: new Set([id]), paced: true }).catch(this.reportFailure);
    }, waitMs);
    timer.unref();
    this.paced.set(id, timer);
  }

  /** The dataset definitions (listed at the last generation, or now when none ran yet). */
  async datasets(): Promise<DatasetDefinition[]> {
    this.definitions ??= await listDatasets(this.db);
    return this.definitions;
  }

  /** The generated entry of a dataset, if its files exist. */
  generated(id: string): GeneratedDataset | undefined {
    return this.manifest.datasets[id];
  }

  /**
   * A page of the row API (`offset`, at most `limit` rows matching `filters`) and the total, read from the
   * current version's files through their index (./row-index.ts): the same rows as the files the catalogue
   * lists, at any page depth. Null while the dataset has no generated version with an index (the first
   * generation after start-up is still running).
   */
  async rowsPage(def: DatasetDefinition, filters: RowFilters, offset: number, limit: number): Promise<RowsText | null> {
    return this.withIndex(def, (index) => index.page(filters, offset, limit));
  }

  /**
   * The same page as `rowsPage` as its whole answer body compressed with `encoding`, when the files were
   * generated with it (./page-blobs.ts: unfiltered pages of PRECOMPRESSED_PAGE_SIZE rows); null when that page
   * is not stored or the dataset has no index yet (then `rowsPage` answers).
   */
  async storedPage(
    def: DatasetDefinition,
    filters: RowFilters,
    offset: number,
    limit: number,
    encoding: StoredEncoding,
  ): Promise<Buffer | null> {
    return this.withIndex(def, (index) => index.storedPage(filters, offset, limit, encoding));
  }

  /**
   * The same page as `rowsPage` as its whole answer body compressed with `encoding`: the stored blob where there
   * is one (`storedPage`), else assembled in a scratch buffer and compressed now (./page-bytes.ts). Null when
   * the body is too small to be compressed or the dataset has no index yet (then `rowsPage` answers).
   */
  async compressedPage(
    def: DatasetDefinition,
    filters: RowFilters,
    offset: number,
    limit: number,
    encoding: ContentEncoding,
  ): Promise<Buffer | null> {
    return this.withIndex(def, async (index) => {
      const stored = encoding === 'deflate' ? null : await index.storedPage(filters, offset, limit, encoding);
      return stored ?? compressedPage(index, filters, offset, limit, encoding);
    });
  }

  /** `read` on the index of `def`'s current version (opened once per version); null while it has none. */
  private async withIndex<T>(def: DatasetDefinition, read: (index: RowIndex) => Promise<T>): Promise<T | null> {
    const generated = this.manifest.datasets[def.id];
    if (!generated) return null;
    let held = this.indexes.get(def.id);
    if (held?.version !== generated.version) {
      const dir = join(filesRoot(this.root), def.id, generated.version);
      held = { version: generated.version, index: RowIndex.open(dir, fileNameOf(def.id, 'json')) };
      this.indexes.set(def.id, held);
    }
    try {
      return await read(await held.index);
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      this.indexes.delete(def.id);
      return null;
    }
  }

  private enqueue(job: Job): Promise<void> {
    if (this.next) {
      // Merge into the job already waiting (skipping current datasets only when both would).
      if (job.all || this.next.all) {
        const unlessCurrent = isUnlessCurrent(job) && isUnlessCurrent(this.next);
        this.next = { all: true, unlessCurrent };
      } else if (!job.all) {
        for (const t of job.tables) this.next.tables.add(t);
        for (const id of job.ids) this.next.ids.add(id);
        this.next.paced &&= job.paced;
      }
      return this.nextDone as Promise<void>;
    }
    this.next = job;
    this.nextDone = this.running.then(() => {
      const mine = this.next as Job;
      this.next = null;
      this.nextDone = null;
      return this.run(mine);
    });
    this.running = this.nextDone.catch(() => undefined);
    return this.nextDone;
  }

  private async run(job: Job): Promise<void> {
    if (this.closed) return;
    this.generating = true;
    const started = performance.now();
    try {
      const all = await listDatasets(this.db);
      this.definitions = all;
      const targets = job.all
        ? all
        : all.filter((d) => job.ids.has(d.id) || datasetsReading([d], [...job.tables]).length > 0);
      let current = 0;
      let deferred = 0;
      for (const def of targets) {
        if (this.closed) return;
        const waitMs = !job.all && job.paced ? this.pacing.waitMs(def.id, performance.now()) : 0;
        if (waitMs > 0) {
          this.regenerateWhenPaced(def.id, waitMs);
          deferred += 1;
          continue;
        }
        const sources = await sourcesNow(this.db, def);
        if (isUnlessCurrent(job) && this.isCurrent(def, sources)) {
          current += 1;
          continue;
        }
        await this.generateOne(def, sources);
      }
      if (job.all) await this.dropUnlisted(all);
      this.log.info(
        {
          datasets: targets.length - current - deferred,
          current,
          deferred,
          ms: Math.round(performance.now() - started),
        },
        '数据开放文件已生成',
      );
    } finally {
      this.generating = false;
    }
  }

  /** Whether `def`'s files in the manifest were made from `sources` and are still on disk (./sources.ts). */
  private isCurrent(def: DatasetDefinition, sources: DatasetSources): boolean {
    return isCurrent(
      this.manifest.datasets[def.id],
      this.clock(),
      sources,
      (entry) => join(filesRoot(this.root), entry.id, entry.version),
      REGENERATE_INTERVAL_MS,
    );
  }

  /** Writes `def`'s files as a new version made from `sources` (read before writing) and switches to it. */
  private async generateOne(def: DatasetDefinition, sources: DatasetSources): Promise<void> {
    const previous = this.manifest.datasets[def.id];
    const version = this.newVersion();
    const own = this.ownVersions.get(def.id) ?? new Set<string>();
    this.ownVersions.set(def.id, own.add(version));
    const startedAt = performance.now();
    const entry = await this.generate(def, version).catch(async (error: unknown) => {
      await rm(join(filesRoot(this.root), def.id, version), { recursive: true, force: true });
      own.delete(version);
      throw error;
    });
    this.pacing.record(def.id, startedAt, performance.now());
    this.manifest = { datasets: { ...this.manifest.datasets, [def.id]: { ...entry, sources } } };
    await writeManifest(this.root, this.manifest);
    await this.removeVersions(def.id, [entry.version, previous?.version]);
  }

  /** Writes `def`'s files into `version`: in a worker thread when the database can be opened there. */
  private generate(def: DatasetDefinition, version: string): Promise<GeneratedDataset> {
    if (!this.databaseUrl || this.databaseUrl === ':memory:') {
      return generateDataset(this.db, def, filesRoot(this.root), version, this.clock);
    }
    const request = {
      databaseUrl: this.databaseUrl,
      datasetId: def.id,
      filesRoot: filesRoot(this.root),
      version,
      clockOffsetMs: this.clock().getTime() - Date.now(),
    };
    return this.worker.request(request);
  }

  /** A version name that sorts by time, never repeats within this process and is unique to it. */
  private newVersion(): string {
    this.lastVersion = Math.max(this.lastVersion + 1, this.clock().getTime(), Date.now());
    return `v${this.lastVersion.toString(36)}-${this.versionSuffix}`;
  }

  /**
   * Deletes a dataset's version folders other than `keep`: those this process wrote, and any other not
   * modified for FOREIGN_VERSION_TTL_MS (see the module comment).
   */
  private async removeVersions(id: string, keep: readonly (string | undefined)[]): Promise<void> {
    const dir = join(filesRoot(this.root), id);
    const own = this.ownVersions.get(id) ?? new Set<string>();
    const names = await readdir(dir).catch(() => [] as string[]);
    const abandonedBefore = Date.now() - FOREIGN_VERSION_TTL_MS;
    const removable = async (name: string) =>
      !keep.includes(name) &&
      (own.has(name) || ((await stat(join(dir, name)).catch(() => null))?.mtimeMs ?? Infinity) < abandonedBefore);
    for (const name of names) {
      if (!(await removable(name))) continue;
      await rm(join(dir, name), { recursive: true, force: true });
      own.delete(name);
    }
  }

  /** Forgets datasets no longer listed (a year without audited data any more) and deletes their files. */
  private async dropUnlisted(all: readonly DatasetDefinition[]): Promise<void> {
    const listed = new Set(all.map((d) => d.id));
    const gone = Object.keys(this.manifest.datasets).filter((id) => !listed.has(id));
    if (gone.length === 0) return;
    this.manifest = {
      datasets: Object.fromEntries(Object.entries(this.manifest.datasets).filter(([id]) => listed.has(id))),
    };
    await writeManifest(this.root, this.manifest);
    await Promise.all(gone.map((id) => rm(join(filesRoot(this.root), id), { recursive: true, force: true })));
  }
}
