/**
 * Applies one batch of an exchange entity in ONE command (data/commands.ts runCommand; docs/decisions/
 * data-exchange.md): each item is checked (./row-check.ts: schema, datum, place, phones, the entity's own
 * check; an accepted likely duplicate carries `review`); a valid
 * item is upserted by (system, entity, sourceId) through the entity's hooks (./entities/; an entity with
 * insertMany has its new items inserted together after the others, with the same ids, flags and revisions:
 * docs/decisions/data-exchange.md "Push throughput"); an item equal to
 * the last accepted state is `unchanged` and writes nothing; each `deleted` sourceId removes the portal
 * rows and the source link. Every accepted change appends an exchange_revision row (tombstone for a
 * delete) carrying the app key and validFrom; refused rows are counted per day, province and field
 * (./rejection-count.ts). The rows the hooks report are journalled, so read models
 * and caches of every instance follow.
 * Resolves with per-row results in input order. Rejects with 409 when a concurrent batch created the same
 * sourceId first (the whole batch rolled back; sending it again is safe).
 * `dryRun`: the same path, hooks and checks, in a transaction that is rolled back at the end (nothing is
 * written, bumped or published); the results are what the batch would answer (the file import's preview,
 * docs/decisions/data-exchange.md "File import").
 */
import type { Kysely, Transaction } from 'kysely';
import type { BatchResult, RowResult } from '@portal/contracts/data-exchange';
import type { Database } from '../../db/database.js';
import { runCommand } from '../../data/commands.js';
import type { RowChanges, TableName } from '../../data/change-log.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { ApiError } from '../../lib/api-error.js';
import type { CountyParents, EntityContext, ExchangeEntity } from './entities/exchange-entity.js';
import type { ExchangeClient } from './exchange-client.repository.js';
import { countReceived, provinceFinder } from './received-count.js';
import { countRejections, type Refusal } from './rejection-count.js';
import { loadBatchSources } from './batch-sources.js';
import { checkRow, duplicateOf, reviewOf, SameNameIndex } from './row-check.js';

/** The county parents of the codes the batch names. */
async function countiesOf(db: Kysely<Database>, raws: readonly unknown[]): Promise<Map<string, CountyParents>> {
  const codes = [
    ...new Set(
      raws
        .map((raw) => (raw as { countyCode?: unknown } | null)?.countyCode)
        .filter((code): code is string => typeof code === 'string' && /^[0-9]{6}$/.test(code)),
    ),
  ];
  const rows =
    codes.length === 0
      ? []
      : await db
          .selectFrom('division')
          .select(['code', 'name', 'province_code', 'city_code', 'lng', 'lat'])
          .where('level', '=', 3)
          .where('code', 'in', codes)
          .execute();
  return new Map(
    rows.map((r) => [
      r.code,
      {
        name: r.name,
        provinceCode: r.province_code,
        cityCode: r.city_code ?? r.province_code,
        lng: Number(r.lng),
        lat: Number(r.lat),
      },
    ]),
  );
}

/** Collects the rows a batch wrote, per table, for the command's journal. */
function journal() {
  const byTable = new Map<TableName, { upserted: Set<number>; deleted: Set<number> }>();
  const of = (table: TableName) => {
    let entry = byTable.get(table);
    if (!entry) byTable.set(table, (entry = { upserted: new Set(), deleted: new Set() }));
    return entry;
  };
  return {
    upserted: (table: TableName, id: number) => void of(table).upserted.add(id),
    deleted: (table: TableName, id: number) => void of(table).deleted.add(id),
    rows: (): RowChanges[] =>
      [...byTable].map(([table, e]) => ({ table, upserted: [...e.upserted], deleted: [...e.deleted] })),
  };
}

/** Thrown inside a dry run's command to roll its transaction back; carries the results. */
class DryRun extends Error {
  constructor(readonly result: BatchResult) {
    super('dry run');
  }
}

/** Who writes a batch: a client key, or a back-office import on behalf of the entity's system (appKey `import:<id>`). */
export type BatchWriter = Pick<ExchangeClient, 'system' | 'appKey'>;

/** See the module comment. */
export async function applyBatch(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  client: BatchWriter,
  batch: { items: readonly unknown[]; deleted: readonly string[] },
  now: Date,
  options: {
    dryRun?: boolean;
    /**
     * Run inside the batch's transaction after it is written (not on a dry run), with the batch's result:
     * the file import records its progress there, so the progress and the rows commit together or not at
     * all (docs/decisions/data-exchange.md "File import: interrupted imports"). `tables` are the tables it writes.
     */
    alongside?: {
      tables: readonly TableName[];
      run: (trx: Transaction<Database>, result: BatchResult) => Promise<void>;
    };
  } = {},
): Promise<BatchResult> {
  const name = entity.contract.entity;
  const { system, appKey } = client;
  const counties = await countiesOf(db, batch.items);
  const provinceOf = await provinceFinder(
    db,
    batch.items as readonly Record<string, unknown>[],
    (code) => counties.get(code)?.provinceCode,
  );
  const receivedAt = now.toISOString();
  const tables: TableName[] = [
    ...entity.tables,
    'exchange_source',
    'exchange_revision',
    'exchange_rejection_day',
    'exchange_received_day',
    ...(options.alongside?.tables ?? []),
  ];
  const written = runCommand(db, { tables, at: now }, async (trx) => {
    const rows = journal();
    const ctx: EntityContext = {
      trx,
      now,
      county: (code) => counties.get(code),
      upserted: rows.upserted,
      deleted: rows.deleted,
    };
    let changed = false;
    const sourceIds = batch.items.flatMap((raw) => {
      const id = (raw as { sourceId?: unknown } | null)?.sourceId;
      return typeof id === 'string' ? [id] : [];
    });
    const sources = await loadBatchSources(trx, { system, entity: name, appKey, receivedAt }, [
      ...sourceIds,
      ...batch.deleted,
    ]);
    const revise = (sourceId: string, portalId: number, state: string | null, validFrom: string) => {
      changed = true;
      sources.revise(sourceId, portalId, state, validFrom);
    };

    const items: RowResult[] = [];
    const refusals: Refusal[] = [];
    // The province of each accepted row (./received-count.ts).
    const received: string[] = [];
    const seen = new Set<string>();
    // An entity with insertMany has its new items inserted together after the loop (see `accepted`), so the
    // likely-duplicate check reads the batch's names once and follows the batch in memory.
    const together = entity.insertMany ? await SameNameIndex.of(entity, batch.items, ctx) : undefined;
    const pending: Record<string, unknown>[] = [];
    // Accepted rows in input order, revised once every new row has its id (revisions keep the input order).
    const accepted: {
      sourceId: string;
      id: number;
      state: string;
      validFrom: string;
      result: RowResult;
      near?: { id: number; metres: number };
    }[] = [];
    for (const raw of batch.items) {
      // Every refusal of this item is counted under the province of the county it names, if known.
      const provinceCode =
        counties.get(String((raw as { countyCode?: unknown } | null)?.countyCode))?.provinceCode ?? '';
      const refuse = (sourceId: string, rejection: { field: string; reason: string }) => {
        items.push({ sourceId, result: 'rejected', ...rejection });
        refusals.push({ provinceCode, ...rejection });
      };
      const check = await checkRow(entity, raw, ctx);
      if (!check.ok) {
        refuse(check.sourceId, check);
        continue;
      }
      const { item, state, validFrom } = check;
      const sourceId = item.sourceId as string;
      if (seen.has(sourceId)) {
        refuse(sourceId, { field: 'sourceId', reason: '同一批次中重复出现' });
        continue;
      }
      seen.add(sourceId);
      const existing = sources.portalIdOf(sourceId);
      const previous = existing === undefined ? undefined : sources.lastStateOf(sourceId);
      if (existing !== undefined && previous === state) {
        items.push({ sourceId, result: 'unchanged', portalId: existing });
        continue;
      }
      const near = together ? await together.nearest(item, existing) : undefined;
      const review = together ? undefined : await duplicateOf(entity, item, ctx, existing);
      let id: number;
      if (existing !== undefined) {
        id = existing;
        const refused = await entity.update(id, item, ctx, JSON.parse(previous ?? '{}') as Record<string, unknown>);
        if (refused) {
          refuse(sourceId, refused);
          continue;
        }
      } else if (together) {
        // A stand-in until the insert below.
        id = -(pending.push(item) as number);
      } else {
        id = await entity.insert(item, ctx);
      }
      await together?.written(id, item);
      received.push(provinceOf(item));
      const result: RowResult = {
        sourceId,
        result: existing !== undefined ? 'updated' : 'created',
        portalId: id,
        ...(review ? { review } : {}),
      };
      items.push(result);
      accepted.push({ sourceId, id, state, validFrom: validFrom ?? receivedAt, result, ...(near ? { near } : {}) });
    }
    const inserted = pending.length > 0 ? await entity.insertMany!(pending, ctx) : [];
    const idOf = (id: number) => (id < 0 ? inserted[-id - 1]! : id);
    for (const row of accepted) {
      const id = idOf(row.id);
      if (row.result.result === 'created') sources.link(row.sourceId, id);
      revise(row.sourceId, id, row.state, row.validFrom);
      row.result.portalId = id;
      if (row.near) row.result.review = reviewOf(entity, { ...row.near, id: idOf(row.near.id) });
    }
    // The deletions below remove links: the new ones must be in the table first.
    await sources.flush();

    const deleted: RowResult[] = [];
    for (const sourceId of batch.deleted) {
      const id = sources.portalIdOf(sourceId);
      if (id === undefined) {
        const rejection = { field: 'deleted', reason: `该来源编号没有对应的${entity.contract.label}` };
        deleted.push({ sourceId, result: 'rejected', ...rejection });
        refusals.push({ provinceCode: '', ...rejection });
        continue;
      }
      const previous = sources.lastStateOf(sourceId);
      const refused = await entity.remove(id, ctx, JSON.parse(previous ?? '{}') as Record<string, unknown>);
      if (refused) {
        deleted.push({ sourceId, result: 'rejected', ...refused });
        refusals.push({ provinceCode: '', ...refused });
        continue;
      }
      await trx
        .deleteFrom('exchange_source')
        .where('system', '=', system)
        .where('entity', '=', name)
        .where('source_id', '=', sourceId)
        .execute();
      sources.unlink(sourceId);
      revise(sourceId, id, null, receivedAt);
      received.push(provinceOf(JSON.parse(previous ?? '{}') as Record<string, unknown>));
      deleted.push({ sourceId, result: 'deleted', portalId: id });
    }
    await sources.flush();
    const journalled = rows.rows();
    await entity.afterBatch?.(journalled, ctx);
    // Counted even when nothing else changed; such a batch bumps the count table's version only (no public
    // table moved), so the data-health answers follow it and the entity's caches keep theirs. Counted last:
    // a count row (day, system, entity, province) is the one row concurrent batches of a system share, and
    // on PostgreSQL its lock is held until the commit, so counted before afterBatch's term writes it made
    // the batches wait for each other's (docs/decisions/data-exchange.md "Push throughput").
    await countRejections(trx, { system, entity: name, now }, refusals);
    await countReceived(trx, { system, entity: name, now }, received);
    if (options.dryRun) throw new DryRun({ items, deleted });
    await options.alongside?.run(trx, { items, deleted });
    if (!changed && refusals.length > 0) {
      const counted: TableName[] = ['exchange_rejection_day', ...(options.alongside?.tables ?? [])];
      return { value: { items, deleted }, changed: true, tables: counted, rows: [] };
    }
    return { value: { items, deleted }, changed, rows: journalled };
  });
  return written.catch((error: unknown) => {
    if (error instanceof DryRun) return error.result;
    if (violatesUnique(error, 'source_id') || violatesUnique(error, 'exchange_source'))
      throw new ApiError(409, '同一来源编号正被另一批次同时写入，本批次未生效，请重新推送');
    throw error;
  });
}
