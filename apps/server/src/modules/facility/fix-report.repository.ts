/**
 * Repair-report reads and writes (报修; ./fix-report.routes.ts, ./fix-report-inbox.routes.ts) and the
 * open-report counts they keep in step: a piece's `open_reports` (reports of a safety fault still
 * 已受理 or 处理中: contracts SAFETY_FAULT_TYPES, FIX_REPORT_OPEN_STATUSES) and its facility's
 * `repairing_count` (pieces with open_reports > 0; db/facility-repairs.ts). The writes are commands
 * (data/commands.ts): they bump the tables they write, so every instance's facility snapshot and caches
 * follow a report at once, and journal the piece and facility they recount, so a read model that applies
 * changes row by row (the site search's index) reads that one facility again instead of all of them.
 * Values are bound parameters; identifiers are constants.
 */
import type { Kysely, Selectable } from 'kysely';
import { movableFrom } from '@portal/contracts/case-status.codes';
import { FIX_REPORT_NEXT, type FixReportStatus } from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { recountOpenReports } from '../../db/facility-repairs.js';
import { runCommand } from '../../data/commands.js';
import type { RowChanges } from '../../data/change-log.js';
import type { FixReportTable } from '../../db/tables/facility.js';

export type FixReportRow = Selectable<FixReportTable>;

/** The row of a report with its piece's and facility's names (map_point holds the facility's name). */
export interface FixReportView extends Omit<FixReportRow, 'challenge_id'> {
  equipment_name: string;
  facility_name: string;
  photo_ids: number[];
}

/** The piece a report is about, with its facility's place (undefined: no such piece). */
export async function findPieceForReport(db: Kysely<Database>, equipmentId: number) {
  return db
    .selectFrom('facility_equipment as e')
    .innerJoin('facility as f', 'f.id', 'e.facility_id')
    .select(['e.id', 'e.facility_id', 'f.province_code', 'f.city_code', 'f.county_code'])
    .where('e.id', '=', equipmentId)
    .executeTakeFirst();
}

/** The newest report with `dedupKey` created at or after `since` (ISO), if any. */
export async function findRecentDuplicate(db: Kysely<Database>, dedupKey: string, since: string) {
  return db
    .selectFrom('fix_report')
    .select(['report_no', 'status', 'created_at'])
    .where('dedup_key', '=', dedupKey)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface NewPhoto {
  mime: string;
  width: number;
  height: number;
  body: Buffer;
}

/** The tables a report or its status change writes (the recount writes the piece and its facility). */
const REPORT_TABLES = ['fix_report', 'fix_report_photo', 'facility_equipment', 'facility'] as const;

/** The journal rows of a recount: the piece and its facility (data/change-log.ts). */
const recounted = (equipmentId: number, facilityId: number): RowChanges[] => [
  { table: 'facility_equipment', upserted: [equipmentId] },
  { table: 'facility', upserted: [facilityId] },
];

/** Writes a report and its photos and recounts its piece in one command: acknowledged = committed. */
export async function insertReport(
  db: Kysely<Database>,
  report: Omit<FixReportRow, 'id' | 'lookup_failures' | 'lookup_locked_until' | 'challenge_id'> & {
    /** The proof of work's nonce (the public form); absent for reports written by other paths. */
    challenge_id?: string | null;
  },
  photos: readonly NewPhoto[],
): Promise<void> {
  await runCommand(db, { tables: REPORT_TABLES }, async (trx) => {
    const { id } = await trx.insertInto('fix_report').values(report).returning('id').executeTakeFirstOrThrow();
    for (const [sort, photo] of photos.entries()) {
      await trx
        .insertInto('fix_report_photo')
        .values({ report_id: Number(id), sort, ...photo })
        .execute();
    }
    await recountOpenReports(trx, [report.equipment_id]);
    return { value: undefined, rows: recounted(report.equipment_id, report.facility_id) };
  });
}

const VIEW_COLUMNS = [
  'r.id',
  'r.report_no',
  'r.equipment_id',
  'r.facility_id',
  'r.province_code',
  'r.city_code',
  'r.county_code',
  'r.fault_type',
  'r.description',
  'r.phone',
  'r.status',
  'r.note',
  'r.handler',
  'r.created_at',
  'r.updated_at',
  'r.dedup_key',
  'r.lookup_failures',
  'r.lookup_locked_until',
  'e.name as equipment_name',
  'p.name as facility_name',
] as const;

function reportsView(db: Kysely<Database>) {
  return db
    .selectFrom('fix_report as r')
    .innerJoin('facility_equipment as e', 'e.id', 'r.equipment_id')
    .innerJoin('map_point as p', 'p.id', 'r.facility_id')
    .select(VIEW_COLUMNS);
}

async function withPhotos(db: Kysely<Database>, rows: Omit<FixReportView, 'photo_ids'>[]): Promise<FixReportView[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .selectFrom('fix_report_photo')
    .select(['id', 'report_id'])
    .where(
      'report_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('report_id')
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({
    ...r,
    photo_ids: photos.filter((p) => Number(p.report_id) === Number(r.id)).map((p) => Number(p.id)),
  }));
}

export async function findByReportNo(db: Kysely<Database>, reportNo: string): Promise<FixReportView | undefined> {
  const row = await reportsView(db).where('r.report_no', '=', reportNo).executeTakeFirst();
  return row ? (await withPhotos(db, [row]))[0] : undefined;
}

export interface AreaMatch {
  column: 'province_code' | 'city_code' | 'county_code';
  code: string;
}

export interface InboxFilter {
  /** null: every report; else reports whose province/city/county code is one of these. */
  areaCodes: AreaMatch[] | null;
  /** The list's own division filter (ANDed with the scope). */
  within?: AreaMatch;
  status?: string;
}

/** One inbox page, newest first, and the total. */
export async function inboxPage(
  db: Kysely<Database>,
  filter: InboxFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: FixReportView[]; total: number }> {
  let base = db
    .selectFrom('fix_report as r')
    .innerJoin('facility_equipment as e', 'e.id', 'r.equipment_id')
    .innerJoin('map_point as p', 'p.id', 'r.facility_id');
  if (filter.status) base = base.where('r.status', '=', filter.status);
  if (filter.within) base = base.where(`r.${filter.within.column}`, '=', filter.within.code);
  const areas = filter.areaCodes;
  if (areas) {
    base = base.where((eb) =>
      areas.length === 0 ? eb.lit(false) : eb.or(areas.map((a) => eb(`r.${a.column}`, '=', a.code))),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(VIEW_COLUMNS)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withPhotos(db, rows), total: Number(count.n) };
}

/**
 * Sets a report's status, note and handler, and recounts its piece, in one command; only from a status that
 * may move to the new one (contracts FIX_REPORT_NEXT). Resolves false, writing nothing, when the report has
 * moved on meanwhile (the route answers 409).
 */
export async function updateStatus(
  db: Kysely<Database>,
  id: number,
  equipmentId: number,
  values: { status: FixReportStatus; note: string; handler: string; updated_at: string },
): Promise<boolean> {
  return runCommand(db, { tables: REPORT_TABLES }, async (trx) => {
    // Compare-and-set: only from a status the machine allows, so of two handlers at once one wins.
    const moved = await trx
      .updateTable('fix_report')
      .set(values)
      .where('id', '=', id)
      .where('status', 'in', movableFrom(FIX_REPORT_NEXT, values.status))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return { value: false, changed: false };
    await recountOpenReports(trx, [equipmentId]);
    const { facility_id } = await trx
      .selectFrom('fix_report')
      .select('facility_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { value: true, rows: recounted(equipmentId, Number(facility_id)) };
  });
}

/** A photo's body (agency only). */
export async function findPhoto(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('fix_report_photo as ph')
    .innerJoin('fix_report as r', 'r.id', 'ph.report_id')
    .select(['ph.mime', 'ph.body', 'r.province_code', 'r.city_code', 'r.county_code'])
    .where('ph.id', '=', id)
    .executeTakeFirst();
}
