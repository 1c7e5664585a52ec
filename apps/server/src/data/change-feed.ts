/**
 * What one instance knows of the tables' versions, and who wants to hear when one grows
 * (docs/decisions/data-spine.md). One feed per database handle (a WeakMap on the Kysely instance, so each
 * test app has its own).
 *
 * Versions arrive three ways, and all three go through `apply`, which tells each listener once per grown
 * version whichever way came first:
 * - a command committed on this instance (`committed`), at once;
 * - the cluster bus's `data-changed` message from another instance (`attach`), one Redis hop later; a
 *   message names its database (change-log.ts databaseIdentity), and one of another database sharing the
 *   Redis (another deployment, another test database) is ignored: its versions are not ours, and a
 *   foreign version above ours would leave every model of that table stale for ever;
 * - the probe: every `probeMs` one small read of `data_change` (change-log.ts readVersions), which covers a
 *   lost message, an instance without Redis whose database another process writes (an import run from
 *   the command line), and the time Redis is away; after the bus reconnects the feed probes at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { databaseIdentity, pruneJournal, readVersions, type TableVersion } from './change-log.js';

/** The channel of the cluster bus that carries committed versions. */
export const DATA_CHANGED = 'data-changed';

/** The part of the cluster bus (plugins/cluster-bus.ts) the feed uses. */
export interface ChangeBus {
  publish(channel: typeof DATA_CHANGED, message: string): Promise<void>;
  subscribe(channel: typeof DATA_CHANGED, handler: (message: string) => void): void;
  /** Called after the bus's connection came back (messages may have been missed meanwhile). */
  onReconnect?(handler: () => void): void;
}

/** Called with the tables whose version grew (a listener sees only the tables it asked for). */
export type ChangeListener = (tables: ReadonlySet<string>) => void;

interface Subscription {
  /** null: every table. */
  tables: ReadonlySet<string> | null;
  listener: ChangeListener;
  /** 'change': a version grew; 'refreshed': a read model over these tables installed a new value. */
  kind: 'change' | 'refreshed';
}

/** Default time between two probes of `data_change`; DATA_PROBE_MS overrides it (config.ts). */
export const DEFAULT_PROBE_MS = 5_000;

/** How often an attached feed prunes the row journal (change-log.ts pruneJournal). */
export const JOURNAL_PRUNE_MS = 3_600_000;

export class ChangeFeed {
  private readonly known = new Map<string, number>();
  private readonly subscriptions = new Set<Subscription>();
  private bus: ChangeBus | null = null;
  private probeTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | null = null;
  private onError: (error: unknown, what: string) => void = () => {};
  private probeFailing = false;
  /** This database's identity (null until read): the bus messages carry it. */
  private identity: number | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** The highest version this instance has seen of `table` (0 when none). */
  version(table: string): number {
    return this.known.get(table) ?? 0;
  }

  /** Records versions (from any source) and tells the listeners of the tables whose version grew. */
  apply(versions: Iterable<TableVersion>): void {
    const grown = new Set<string>();
    for (const { table, version } of versions) {
      if (version > this.version(table)) {
        this.known.set(table, version);
        grown.add(table);
      }
    }
    if (grown.size === 0) return;
    this.notify('change', grown);
  }

  /**
   * A read model over `tables` installed a new value (data/read-model.ts). A response cache cleared when
   * the version grew may meanwhile have kept an answer computed from the model's old value (a request
   * between the commit and the model's update): its listeners clear it again (data/cached-tables.ts).
   */
  modelRefreshed(tables: readonly string[]): void {
    this.notify('refreshed', new Set(tables));
  }

  /** Calls `listener` whenever a read model over one of `tables` installs a new value ('*': any). */
  onModelRefreshed(tables: readonly string[] | '*', listener: ChangeListener): () => void {
    return this.subscribe('refreshed', tables, listener);
  }

  private notify(kind: Subscription['kind'], changed: ReadonlySet<string>): void {
    for (const { tables, listener, kind: wanted } of [...this.subscriptions]) {
      if (wanted !== kind) continue;
      const mine = tables ? new Set([...changed].filter((t) => tables.has(t))) : changed;
      if (mine.size > 0) listener(mine);
    }
  }

  private subscribe(kind: Subscription['kind'], tables: readonly string[] | '*', listener: ChangeListener) {
    const subscription: Subscription = { tables: tables === '*' ? null : new Set(tables), listener, kind };
    this.subscriptions.add(subscription);
    return () => void this.subscriptions.delete(subscription);
  }

  /**
   * Calls `listener` whenever a version of one of `tables` grows ('*': any table). Returns the function
   * that stops it.
   */
  onChange(tables: readonly string[] | '*', listener: ChangeListener): () => void {
    return this.subscribe('change', tables, listener);
  }

  /**
   * After a command's commit: applies its versions here, then tells every other instance. A bus that
   * cannot publish (Redis away) costs the others one probe interval, never the write.
   */
  async committed(versions: readonly TableVersion[]): Promise<void> {
    this.apply(versions);
    // Without the identity the message could not be told apart: the probe carries the versions instead.
    if (!this.bus || this.identity === null) return;
    try {
      await this.bus.publish(DATA_CHANGED, busMessage(this.identity, versions));
    } catch {
      // The probe on the other instances picks the versions up.
    }
  }

  /**
   * Joins the cluster: versions from the bus are applied, and a probe runs every `probeMs` (unref'd
   * timer), once now and at once after the bus reconnects. Errors of a probe are reported once per failing
   * run; `onError` also receives the read models' build errors (read-model.ts).
   */
  attach(bus: ChangeBus, options: { probeMs: number; onError: (error: unknown, what: string) => void }): void {
    this.bus = bus;
    this.onError = options.onError;
    bus.subscribe(DATA_CHANGED, (message) => this.apply(versionsOfMessage(message, this.identity)));
    bus.onReconnect?.(() => void this.probe());
    clearInterval(this.probeTimer);
    this.probeTimer = setInterval(() => void this.probe(), options.probeMs);
    this.probeTimer.unref();
    // The row journal keeps its newest rows only (change-log.ts pruneJournal); any instance may prune.
    clearInterval(this.pruneTimer);
    this.pruneTimer = setInterval(
      () => void pruneJournal(this.db).catch((error: unknown) => this.reportError(error, 'journal prune')),
      JOURNAL_PRUNE_MS,
    );
    this.pruneTimer.unref();
    void this.probe();
  }

  /** Reads every version from the database and applies them; concurrent calls share one read. */
  probe(): Promise<void> {
    this.probing ??= this.readIdentity()
      // Without the identity the bus stays unused and the next probe asks again; the versions are still
      // read, and a database that cannot be read is reported once by that read below.
      .catch(() => undefined)
      .then(() => readVersions(this.db))
      .then(
        (versions) => {
          this.probeFailing = false;
          this.apply([...versions].map(([table, version]) => ({ table, version })));
        },
        (error: unknown) => {
          if (!this.probeFailing) this.reportError(error, 'change-feed probe');
          this.probeFailing = true;
        },
      )
      .finally(() => (this.probing = null));
    return this.probing;
  }

  /** Reads the database's identity once (again after a failure, at the next probe). */
  private async readIdentity(): Promise<void> {
    if (this.identity === null && this.bus) this.identity = await databaseIdentity(this.db);
  }

  /** Logs a failure of this database's change machinery (`what`: the model or probe) through the app's logger. */
  reportError(error: unknown, what: string): void {
    this.onError(error, what);
  }

  /** Stops the probe (app close); listeners stay, so a closing app's models simply stop hearing. */
  close(): void {
    clearInterval(this.probeTimer);
    clearInterval(this.pruneTimer);
    this.bus = null;
  }
}

/** A `data-changed` message: the database's identity, a space, the versions as JSON pairs. */
export function busMessage(identity: number, versions: readonly TableVersion[]): string {
  return `${identity} ${JSON.stringify(versions.map((v) => [v.table, v.version]))}`;
}

/** The versions of a `data-changed` message when it names database `identity`, else none. */
export function versionsOfMessage(message: string, identity: number | null): TableVersion[] {
  const space = message.indexOf(' ');
  if (identity === null || space < 0 || message.slice(0, space) !== String(identity)) return [];
  return parseVersions(message.slice(space + 1));
}

/** The versions of a message's JSON part `[["news",3],…]`; broken entries are left out. */
export function parseVersions(message: string): TableVersion[] {
  try {
    const parsed: unknown = JSON.parse(message);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) =>
      Array.isArray(entry) && typeof entry[0] === 'string' && Number.isSafeInteger(entry[1])
        ? [{ table: entry[0], version: entry[1] as number }]
        : [],
    );
  } catch {
    return [];
  }
}

const feeds = new WeakMap<Kysely<Database>, ChangeFeed>();

/** The change feed of `db` (created on first use). */
export function changeFeedOf(db: Kysely<Database>): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = new ChangeFeed(db)));
  return feed;
}
