/**
 * What a batch knows of its source ids (docs/decisions/data-exchange.md "Push throughput"): the portal id each
 * (system, entity, sourceId) is linked to and its last accepted state, read for the whole batch in two queries
 * per CHUNK ids (the states of linked ids only) instead of two per row, and kept current as the batch writes;
 * the new links and revisions are inserted together (`flush`) rather than one statement per row. A 1,000-row
 * batch thus costs its entity's own writes plus a handful of statements, which matters most on PostgreSQL,
 * where every statement is a round trip (docs/benchmarks.md "Data exchange push API").
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

/** Source ids per IN list, and rows per multi-row insert (9 columns: well under SQLite's 32,766 variables). */
const CHUNK = 500;

/** An exchange_revision row as the batch writes it. */
interface Revision {
  source_id: string;
  portal_id: number;
  state: string;
  deleted: number;
  valid_from: string;
}

/** The links and last states of one batch's source ids (module comment). */
export interface BatchSources {
  /** The portal id `sourceId` is linked to, if any. */
  portalIdOf(sourceId: string): number | undefined;
  /**
   * The last accepted state of a linked `sourceId` (undefined when none, or when it was deleted last); only
   * asked of source ids portalIdOf knows (an unlinked one was never read).
   */
  lastStateOf(sourceId: string): string | undefined;
  /** Records a new link (inserted at `flush`). */
  link(sourceId: string, portalId: number): void;
  /** Forgets the link of `sourceId` (already deleted by the caller, after a `flush`). */
  unlink(sourceId: string): void;
  /** Records a revision (inserted at `flush`); `state` null is a tombstone. */
  revise(sourceId: string, portalId: number, state: string | null, validFrom: string): void;
  /** Inserts the recorded links and revisions. */
  flush(): Promise<void>;
}

const chunks = <T>(values: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, i) => values.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Reads the links and last states of `sourceIds` for (system, entity) in `trx`; revisions carry `appKey` and
 * `receivedAt`.
 */
export async function loadBatchSources(
  trx: Transaction<Database>,
  key: { system: string; entity: string; appKey: string; receivedAt: string },
  sourceIds: readonly string[],
): Promise<BatchSources> {
  const { system, entity } = key;
  const portalIds = new Map<string, number>();
  const states = new Map<string, string | undefined>();
  for (const ids of chunks([...new Set(sourceIds)])) {
    const links = await trx
      .selectFrom('exchange_source')
      .select(['source_id', 'portal_id'])
      .where('system', '=', system)
      .where('entity', '=', entity)
      .where('source_id', 'in', ids)
      .execute();
    for (const l of links) portalIds.set(l.source_id, l.portal_id);
    // Only a linked source id's last state is ever asked for (an unlinked one is new, or deleted last, whose
    // state is none): a batch of new rows reads no revisions.
    const linked = ids.filter((id) => portalIds.has(id));
    if (linked.length === 0) continue;
    // The newest revision per source id (index exchange_revision_source_idx, migration 0031).
    const newest = await trx
      .selectFrom('exchange_revision as r')
      .select(['r.source_id', 'r.state', 'r.deleted'])
      .where('r.system', '=', system)
      .where('r.entity', '=', entity)
      .where('r.source_id', 'in', linked)
      .where(
        'r.id',
        '=',
        sql<number>`(select max(n.id) from exchange_revision n where n.system = r.system and n.entity = r.entity and n.source_id = r.source_id)`,
      )
      .execute();
    for (const r of newest) states.set(r.source_id, r.deleted === 0 ? r.state : undefined);
  }
  const newLinks: { source_id: string; portal_id: number }[] = [];
  const revisions: Revision[] = [];
  return {
    portalIdOf: (sourceId) => portalIds.get(sourceId),
    lastStateOf: (sourceId) => states.get(sourceId),
    link(sourceId, portalId) {
      portalIds.set(sourceId, portalId);
      newLinks.push({ source_id: sourceId, portal_id: portalId });
    },
    unlink(sourceId) {
      portalIds.delete(sourceId);
    },
    revise(sourceId, portalId, state, validFrom) {
      states.set(sourceId, state ?? undefined);
      revisions.push({
        source_id: sourceId,
        portal_id: portalId,
        state: state ?? 'null',
        deleted: state === null ? 1 : 0,
        valid_from: validFrom,
      });
    },
    async flush() {
      for (const rows of chunks(newLinks.splice(0)))
        await trx
          .insertInto('exchange_source')
          .values(rows.map((r) => ({ system, entity, ...r })))
          .execute();
      for (const rows of chunks(revisions.splice(0)))
        await trx
          .insertInto('exchange_revision')
          .values(rows.map((r) => ({ system, entity, received_at: key.receivedAt, app_key: key.appKey, ...r })))
          .execute();
    },
  };
}
