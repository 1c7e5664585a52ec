/**
 * Applies a js365_equ facility batch in ONE command (data/commands.ts runCommand; docs/decisions/
 * data-exchange.md): each valid item is upserted by (system, 'facility', sourceId) into map_point (type 6:
 * name, address, place) and facility (same id: its own facts); an item equal to what is stored is
 * `unchanged` and writes nothing; each `deleted` sourceId removes both rows and the source link. Every
 * accepted change appends an exchange_revision row (tombstone for a delete). The facility and map_point
 * rows are reported, so the map index and facility lists follow on every instance; the site search's terms
 * of the written facilities are replaced in the same command (db/site-search-terms.ts).
 * Resolves with per-row results in input order. Rejects with 409 when a concurrent batch created the same
 * sourceId first (the whole batch rolled back; sending it again is safe).
 */
import type { Kysely, Transaction } from 'kysely';
import type { ExchangeSystem, FacilityBatchResult, FacilityItem, RowResult } from '@portal/contracts/data-exchange';
import type { Database } from '../../db/database.js';
import { runCommand } from '../../data/commands.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { ApiError } from '../../lib/api-error.js';
import { writeFacilityTerms } from '../../db/site-search-terms.js';
import { checkFacilityItem, type CountyParents } from './facility-item.js';

const ENTITY = 'facility';

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
          .select(['code', 'province_code', 'city_code'])
          .where('level', '=', 3)
          .where('code', 'in', codes)
          .execute();
  return new Map(
    rows.map((r) => [r.code, { provinceCode: r.province_code, cityCode: r.city_code ?? r.province_code }]),
  );
}

/** map_point and facility columns of an item. */
function rowsOf(item: FacilityItem, parents: CountyParents) {
  const area = { province_code: parents.provinceCode, city_code: parents.cityCode, county_code: item.countyCode };
  return {
    point: {
      map_type: 6,
      kind: item.kind,
      name: item.name,
      address: item.address,
      lng: item.lng,
      lat: item.lat,
      ...area,
    },
    facility: {
      kind: item.kind,
      ...area,
      area: item.area,
      build_year: item.buildYear,
      manager_unit: item.managerUnit,
      free: item.free ? 1 : 0,
      open_to_public: item.openToPublic ? 1 : 0,
      description: item.description,
    },
  };
}

/** The item's last accepted state, to tell `unchanged`. */
async function lastState(trx: Transaction<Database>, system: string, sourceId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('exchange_revision')
    .select(['state', 'deleted'])
    .where('system', '=', system)
    .where('entity', '=', ENTITY)
    .where('source_id', '=', sourceId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && row.deleted === 0 ? row.state : undefined;
}

/** See the module comment. */
export async function applyFacilityBatch(
  db: Kysely<Database>,
  system: ExchangeSystem,
  batch: { items: readonly unknown[]; deleted: readonly string[] },
  now: Date,
): Promise<FacilityBatchResult> {
  const counties = await countiesOf(db, batch.items);
  const receivedAt = now.toISOString();
  const written = runCommand(
    db,
    { tables: ['facility', 'map_point', 'exchange_source', 'exchange_revision', 'site_search_term'], at: now },
    async (trx) => {
      const touched: number[] = [];
      const removed: number[] = [];
      const revise = (sourceId: string, portalId: number, state: string, deleted: boolean) =>
        trx
          .insertInto('exchange_revision')
          .values({
            system,
            entity: ENTITY,
            source_id: sourceId,
            portal_id: portalId,
            received_at: receivedAt,
            state,
            deleted: deleted ? 1 : 0,
          })
          .execute();
      const link = (sourceId: string) =>
        trx
          .selectFrom('exchange_source')
          .select('portal_id')
          .where('system', '=', system)
          .where('entity', '=', ENTITY)
          .where('source_id', '=', sourceId)
          .executeTakeFirst();

      const items: RowResult[] = [];
      const seen = new Set<string>();
      for (const raw of batch.items) {
        const check = checkFacilityItem(raw, (code) => counties.get(code));
        if (!check.ok) {
          items.push({ sourceId: check.sourceId, result: 'rejected', field: check.field, reason: check.reason });
          continue;
        }
        const { item } = check;
        if (seen.has(item.sourceId)) {
          items.push({ sourceId: item.sourceId, result: 'rejected', field: 'sourceId', reason: '同一批次中重复出现' });
          continue;
        }
        seen.add(item.sourceId);
        const state = JSON.stringify(item);
        const rows = rowsOf(item, counties.get(item.countyCode)!);
        const existing = await link(item.sourceId);
        if (existing && (await lastState(trx, system, item.sourceId)) === state) {
          items.push({ sourceId: item.sourceId, result: 'unchanged', facilityId: existing.portal_id });
          continue;
        }
        let id: number;
        if (existing) {
          id = existing.portal_id;
          await trx.updateTable('map_point').set(rows.point).where('id', '=', id).execute();
          await trx.updateTable('facility').set(rows.facility).where('id', '=', id).execute();
        } else {
          const inserted = await trx
            .insertInto('map_point')
            .values(rows.point)
            .returning('id')
            .executeTakeFirstOrThrow();
          id = Number(inserted.id);
          await trx
            .insertInto('facility')
            .values({ id, ...rows.facility, condition: 'normal', length: null, equipment_count: 0, field_count: 0 })
            .execute();
          await trx
            .insertInto('exchange_source')
            .values({ system, entity: ENTITY, source_id: item.sourceId, portal_id: id })
            .execute();
        }
        await revise(item.sourceId, id, state, false);
        touched.push(id);
        items.push({ sourceId: item.sourceId, result: existing ? 'updated' : 'created', facilityId: id });
      }

      const deleted: RowResult[] = [];
      for (const sourceId of batch.deleted) {
        const existing = await link(sourceId);
        if (!existing) {
          deleted.push({ sourceId, result: 'rejected', field: 'deleted', reason: '该来源编号没有对应的设施' });
          continue;
        }
        const id = existing.portal_id;
        await trx.deleteFrom('facility').where('id', '=', id).execute();
        await trx.deleteFrom('map_point').where('id', '=', id).execute();
        await trx
          .deleteFrom('exchange_source')
          .where('system', '=', system)
          .where('entity', '=', ENTITY)
          .where('source_id', '=', sourceId)
          .execute();
        await revise(sourceId, id, 'null', true);
        removed.push(id);
        deleted.push({ sourceId, result: 'deleted', facilityId: id });
      }
      const changed = touched.length + removed.length > 0;
      // The site search answers facilities from their terms: replaced in this command, so every instance
      // finds the facility by name, sport and place as soon as it commits.
      await writeFacilityTerms(trx, [...touched, ...removed]);
      return {
        value: { items, deleted },
        changed,
        rows: [
          { table: 'facility', upserted: touched, deleted: removed },
          { table: 'map_point', upserted: touched, deleted: removed },
        ],
      };
    },
  );
  return written.catch((error: unknown) => {
    if (violatesUnique(error, 'source_id') || violatesUnique(error, 'exchange_source'))
      throw new ApiError(409, '同一来源编号正被另一批次同时写入，本批次未生效，请重新推送');
    throw error;
  });
}
