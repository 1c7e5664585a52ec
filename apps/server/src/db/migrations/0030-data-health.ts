/**
 * The data-health figures (docs/decisions/data-exchange.md "Data health"):
 * - exchange_received_day: accepted exchange rows counted per (Beijing day, system, entity, province), kept by
 *   the batch command beside exchange_rejection_day, so "rows received this year" per province is a sum over
 *   a few thousand rows instead of a scan of every revision. Back-filled here from exchange_revision, the
 *   province taken as the batch takes it (the item's countyCode, else its venue's or facility's province);
 *   a tombstone counts under '' here (the batch uses the removed state, which this one pass in id order
 *   does not look up).
 * - sports_authority_year.audited_at: when the yearly figures reached 已审核 (null before, and for rows
 *   audited before this migration: the time was not kept and is not guessed). filled_at is the 已填报 time.
 * - venue_flow_late: a venue's push for an hour whose window had closed (the 409 "closed" answer), one row
 *   per venue and hour with the first such attempt: the "late" of the flow figures.
 * - venue_flow_day.hour_count: the hours of the day with an accepted count, kept by each push beside the
 *   day total (back-filled here), so the on-time figure sums about 365 day rows per venue instead of
 *   counting up to 8,760 hour rows.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const CHUNK = 5000;

/** 'YYYY-MM-DD' in Asia/Shanghai of an ISO instant. */
const beijingDay = (iso: string) => new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

interface RevisionRow {
  id: number;
  system: string;
  entity: string;
  received_at: string;
  state: string;
  deleted: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
async function backfillReceived(db: Kysely<any>): Promise<void> {
  const counties = new Map<string, string>(
    (await db.selectFrom('division').select(['code', 'province_code']).where('level', '=', 3).execute()).map(
      (r: { code: string; province_code: string }) => [r.code, r.province_code],
    ),
  );
  const counts = new Map<
    string,
    { day: string; system: string; entity: string; province_code: string; row_count: number }
  >();
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('exchange_revision')
      .select(['id', 'system', 'entity', 'received_at', 'state', 'deleted'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute()) as RevisionRow[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const items = rows.map((r) => (r.deleted ? {} : (JSON.parse(r.state) as Record<string, unknown>)));
    const organIds = [...new Set(items.map((i) => i.organId).filter((v): v is number => typeof v === 'number'))];
    const facilityIds = [...new Set(items.map((i) => i.facilityId).filter((v): v is number => typeof v === 'number'))];
    const venues = new Map<number, string>(
      organIds.length === 0
        ? []
        : (
            await db
              .selectFrom('venue')
              .select(['organ_id', 'province_code'])
              .where('organ_id', 'in', organIds)
              .execute()
          ).map((r: { organ_id: number; province_code: string }) => [r.organ_id, r.province_code]),
    );
    const facilities = new Map<number, string>(
      facilityIds.length === 0
        ? []
        : (
            await db.selectFrom('facility').select(['id', 'province_code']).where('id', 'in', facilityIds).execute()
          ).map((r: { id: number; province_code: string }) => [r.id, r.province_code]),
    );
    rows.forEach((r, i) => {
      const item = items[i]!;
      const province =
        counties.get(String(item.countyCode)) ??
        venues.get(Number(item.organId)) ??
        facilities.get(Number(item.facilityId)) ??
        '';
      const day = beijingDay(r.received_at);
      const key = [day, r.system, r.entity, province].join('\u0000');
      const entry = counts.get(key) ?? {
        day,
        system: r.system,
        entity: r.entity,
        province_code: province,
        row_count: 0,
      };
      entry.row_count += 1;
      counts.set(key, entry);
    });
  }
  const values = [...counts.values()];
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('exchange_received_day')
      .values(values.slice(i, i + 500))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exchange_received_day')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_received_day_pk', ['day', 'system', 'entity', 'province_code'])
    .execute();
  await backfillReceived(db);
  await db.schema.alterTable('sports_authority_year').addColumn('audited_at', 'text').execute();
  await db.schema
    .createTable('venue_flow_late')
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('flow_date', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_flow_late_pk', ['organ_id', 'flow_date', 'hour'])
    .execute();
  await db.schema
    .alterTable('venue_flow_day')
    .addColumn('hour_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update venue_flow_day set hour_count = (select count(*) from venue_flow_hour h
    where h.organ_id = venue_flow_day.organ_id and h.flow_date = venue_flow_day.flow_date)`.execute(db);
  // The repair-time median reads the year's fixed reports by creation time.
  await db.schema.createIndex('fix_report_created_idx').on('fix_report').columns(['created_at', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('fix_report_created_idx').execute();
  await db.schema.alterTable('venue_flow_day').dropColumn('hour_count').execute();
  await db.schema.dropTable('venue_flow_late').execute();
  await db.schema.alterTable('sports_authority_year').dropColumn('audited_at').execute();
  await db.schema.dropTable('exchange_received_day').execute();
}
