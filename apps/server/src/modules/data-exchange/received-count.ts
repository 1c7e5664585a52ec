/**
 * Counts a batch's accepted rows into exchange_received_day (migration 0030; docs/decisions/data-exchange.md
 * "Data health"), inside the batch's command: one upsert per (Beijing day, system, entity, province) adding
 * the batch's accepted changes and deletions. The data-health page sums these rows for "rows received this
 * year" instead of scanning exchange_revision (millions of rows at national size).
 *
 * The province of a row: the county it names (countyCode), else the venue it belongs to (organId: venue
 * years, matches, trainings), else its facility (facilityId: equipment); '' when none is known. A deletion
 * is counted under the province of the state it removes.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';

type Item = Record<string, unknown> | null | undefined;

const ids = (items: readonly Item[], field: string) => [
  ...new Set(
    items
      .map((item) => item?.[field])
      .filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2147483647),
  ),
];

/** Finds an item's province (module comment); reads the venues and facilities the items name once. */
export type ProvinceOf = (item: Item) => string;

/**
 * A ProvinceOf for the items of one batch: `countyProvince` maps a county code to its province (the batch's
 * county look-up); venues and facilities named by organId / facilityId are read here in two queries.
 */
export async function provinceFinder(
  db: Kysely<Database>,
  items: readonly Item[],
  countyProvince: (code: string) => string | undefined,
): Promise<ProvinceOf> {
  const organIds = ids(items, 'organId');
  const facilityIds = ids(items, 'facilityId');
  const venues = new Map(
    organIds.length === 0
      ? []
      : (
          await db.selectFrom('venue').select(['organ_id', 'province_code']).where('organ_id', 'in', organIds).execute()
        ).map((r) => [r.organ_id, r.province_code]),
  );
  const facilities = new Map(
    facilityIds.length === 0
      ? []
      : (await db.selectFrom('facility').select(['id', 'province_code']).where('id', 'in', facilityIds).execute()).map(
          (r) => [r.id, r.province_code],
        ),
  );
  return (item) =>
    countyProvince(String(item?.countyCode)) ??
    venues.get(Number(item?.organId)) ??
    facilities.get(Number(item?.facilityId)) ??
    '';
}

/** See the module comment. `provinces`: one entry per accepted row. Does nothing for an empty list. */
export async function countReceived(
  trx: Transaction<Database>,
  batch: { system: string; entity: string; now: Date },
  provinces: readonly string[],
): Promise<void> {
  const day = shanghaiToday(batch.now);
  const counts = new Map<string, number>();
  for (const p of provinces) counts.set(p, (counts.get(p) ?? 0) + 1);
  // In code order, so two batches lock their shared count rows in the same order (no deadlock on PostgreSQL).
  for (const [province_code, row_count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    await trx
      .insertInto('exchange_received_day')
      .values({ day, system: batch.system, entity: batch.entity, province_code, row_count })
      .onConflict((oc) =>
        oc.columns(['day', 'system', 'entity', 'province_code']).doUpdateSet({
          row_count: sql`exchange_received_day.row_count + excluded.row_count`,
        }),
      )
      .execute();
}
