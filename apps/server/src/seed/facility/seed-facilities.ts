/**
 * The fitness facilities part of the seed (run by ../seed.ts inside its transaction, after the map
 * points): one `facility` row per map point of type 6 (same id: the map's facility points ARE the
 * facilities), its fields and equipment pieces (./facility-rows.ts), the certification pool, fields of
 * the seeded venues (the /gymFacility pages), and repair-report examples with the open-report counts
 * they imply. Agency scopes of the facility inbox: seedFacilityScopes (after the accounts).
 *
 * Sizes follow the map: ~9,800 facilities × scale by default; with `national` (`--facility-national`,
 * which implies `--map-national`) the map's national facility counts (1.1 million fitness paths, ~1.66
 * million facilities) and ~3.8 million equipment pieces. The national set drops the bulk indexes first
 * and builds them after the insert (db/tables/facility.ts FACILITY_BULK_INDEXES). Points are read in id pages
 * and rows streamed in chunks (db/bulk-insert.ts): nothing national sits in memory.
 * Deterministic: named random streams, explicit ids in point order; dates relative to `today`.
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import {
  FAULT_TYPES,
  FIX_REPORT_STATUSES,
  type FaultType,
  type FixReportStatus,
} from '@portal/contracts/facility.codes';
import { FEEDBACK_ACCEPT_NO_ALPHABET } from '@portal/contracts/feedback.codes';
import type { Database } from '../../db/database.js';
import { createBulkIndexes, dropBulkIndexes } from '../../db/bulk-indexes.js';
import { FACILITY_BULK_INDEXES } from '../../db/tables/facility.js';
import { SITE_SEARCH_BULK_INDEXES } from '../../db/tables/site-search.js';
import { recountOpenReports } from '../../db/facility-repairs.js';
import { seedAgencyScopes } from '../agency-scopes.js';
import { insertRows } from '../insert-rows.js';
import { seedRandom } from '../random.js';
import { bulkInsert } from '../../db/bulk-insert.js';
import { addressOf, termsOfItem } from '../../db/site-search-terms.js';
import {
  EQUIPMENT_COLUMNS,
  FACILITY_COLUMNS,
  FIELD_COLUMNS,
  certificationRows,
  facilityOf,
  fieldRow,
  type PointRow,
} from './facility-rows.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';

export const FACILITY_TABLES = [
  'facility',
  'facility_field',
  'facility_certification',
  'facility_equipment',
  'fix_report',
  'fix_report_photo',
  'site_search_term',
] as const satisfies readonly (keyof Database)[];

/** Tables whose ids the seed writes explicitly (PostgreSQL identity sequences move past them). */
export const FACILITY_IDENTITY_COLUMNS = (
  ['facility_field', 'facility_certification', 'facility_equipment', 'fix_report', 'fix_report_photo'] as const
).map((table) => ({ table, column: 'id' as const }));

/** Points read per page. */
const POINT_PAGE = 5000;
/** One repair-report example per this many pieces (at least 40 reports at the default size). */
const REPORT_EVERY = 400;

export interface FacilitySeedOptions {
  national: boolean;
  /** The seeding instant: install, inspection and report dates lie before it. */
  now: Date;
  step: (table: (typeof FACILITY_TABLES)[number], write: () => Promise<number>) => Promise<void>;
  log?: (line: string) => void;
}

/** Reads the map's facility points (type 6) in id pages. */
async function* facilityPoints(db: Kysely<Database>): AsyncGenerator<PointRow> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('map_point')
      .select(['id', 'kind', 'name', 'address', 'province_code', 'city_code', 'county_code'])
      .where('map_type', '=', 6)
      .where('id', '>', after)
      .orderBy('id')
      .limit(POINT_PAGE)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) yield { ...row, id: Number(row.id) };
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Seeds the facility tables (module comment). */
export async function seedFacilities(db: Kysely<Database>, options: FacilitySeedOptions): Promise<void> {
  const { national, step, log = () => {} } = options;
  const today = options.now.toISOString().slice(0, 10);
  const started = performance.now();
  if (national) await dropBulkIndexes(db, [...FACILITY_BULK_INDEXES, ...SITE_SEARCH_BULK_INDEXES]);

  const certs = certificationRows(seedRandom('facility:certifications'), today);
  await step('facility_certification', () => insertRows(db, 'facility_certification', certs));

  // One pass over the points: facility rows go straight to the database, fields and pieces into
  // their own chunked streams, collected per page so the three inserts interleave.
  const rng = seedRandom(national ? 'facility-national' : 'facility');
  let fieldId = 0;
  let pieceId = 0;
  let facilities = 0;
  let fieldsWritten = 0;
  let piecesWritten = 0;
  let termsWritten = 0;
  const reportTargets: { equipmentId: number; point: PointRow }[] = [];
  let page: { facility: unknown[][]; fields: unknown[][]; equipment: unknown[][]; terms: unknown[][] } = {
    facility: [],
    fields: [],
    equipment: [],
    terms: [],
  };
  const flush = async () => {
    facilities += await bulkInsert(db, 'facility', FACILITY_COLUMNS, page.facility);
    fieldsWritten += await bulkInsert(db, 'facility_field', ['id', ...FIELD_COLUMNS], page.fields);
    piecesWritten += await bulkInsert(db, 'facility_equipment', ['id', ...EQUIPMENT_COLUMNS], page.equipment);
    termsWritten += await bulkInsert(db, 'site_search_term', ['kind', 'term', 'id'], page.terms);
    page = { facility: [], fields: [], equipment: [], terms: [] };
    if (national && facilities % 200_000 < POINT_PAGE)
      log(`seed: facility ${facilities} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
  // Division names, for the addresses' `t:` grams (db/site-search-terms.ts addressGrams): 3,224 rows.
  const placeNames = new Map(
    (await db.selectFrom('division').select(['code', 'name']).execute()).map((r) => [r.code, r.name]),
  );
  for await (const point of facilityPoints(db)) {
    const rows = facilityOf(point, rng, today, certs.length);
    page.facility.push(rows.facility);
    for (const field of rows.fields) page.fields.push([(fieldId += 1), ...field]);
    // The site search's terms in the same pass (db/site-search-terms.ts).
    const sports = rows.fields.map((field) => field[FIELD_COLUMNS.indexOf('sport')] as string);
    const codes = [point.province_code, point.city_code, point.county_code];
    const kind = rows.facility[FACILITY_COLUMNS.indexOf('kind')] as string;
    const item = {
      id: point.id,
      name: point.name,
      kind,
      sports,
      codes,
      address: addressOf(point.address, point, placeNames),
    };
    for (const term of termsOfItem(item)) page.terms.push(['facility', term, point.id]);
    for (const piece of rows.equipment) {
      page.equipment.push([(pieceId += 1), ...piece]);
      if (pieceId % REPORT_EVERY === 1) reportTargets.push({ equipmentId: pieceId, point });
    }
    if (page.facility.length >= POINT_PAGE) await flush();
  }
  await flush();
  // A facility out of service has no opening hours to show (docs/decisions/public-experience.md §4: 06:00-22:00 beside 停用).
  await db
    .updateTable('map_point')
    .set({ open_hours: null })
    .where('id', 'in', db.selectFrom('facility').select('id').where('open_to_public', '=', 0))
    .execute();
  await step('facility', async () => facilities);
  await step('site_search_term', async () => termsWritten);

  // The seeded venues' own fields (shown by /gymFacility/facilityDetail/*): one to three each.
  const venueRng = seedRandom('facility:venue-fields');
  const venues = await db
    .selectFrom('venue')
    .select(['organ_id', 'province_code', 'city_code', 'county_code', 'organ_type'])
    .orderBy('organ_id')
    .execute();
  const venueFields: unknown[][] = [];
  const VENUE_SPORTS: Record<number, readonly string[]> = {
    1: ['田径', '足球', '篮球'],
    2: ['篮球', '羽毛球', '乒乓球'],
    3: ['游泳'],
    4: ['健身', '羽毛球', '乒乓球', '篮球'],
  };
  for (const v of venues) {
    const n = venueRng.int(1, 3);
    for (let i = 0; i < n; i += 1) {
      venueFields.push([
        (fieldId += 1),
        ...fieldRow(
          venueRng,
          VENUE_SPORTS[Number(v.organ_type)] ?? ['篮球'],
          null,
          v.organ_id,
          `${i + 1}号`,
          'normal',
          v,
        ),
      ]);
    }
  }
  fieldsWritten += await bulkInsert(db, 'facility_field', ['id', ...FIELD_COLUMNS], venueFields);
  await step('facility_field', async () => fieldsWritten);
  await step('facility_equipment', async () => piecesWritten);

  // The indexes come back before the reports: recountOpenReports looks pieces up by facility, which
  // without facility_equipment_facility_idx scans all ~4.9 million pieces once per reported facility.
  if (national) {
    const t0 = performance.now();
    await createBulkIndexes(db, [...FACILITY_BULK_INDEXES, ...SITE_SEARCH_BULK_INDEXES]);
    log(`seed: facility indexes (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  const reports = reportExamples(reportTargets, options.now);
  await step('fix_report', () => insertRows(db, 'fix_report', reports));
  await recountOpenReports(db, [...new Set(reports.map((r) => r.equipment_id))]);
  const photos = await reportPhotos(reports.slice(0, PHOTO_REPORTS));
  await step('fix_report_photo', () => insertRows(db, 'fix_report_photo', photos));

  log(
    `seed: facilities ${facilities}, fields ${fieldsWritten}, equipment ${piecesWritten} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Seeded reports with a photo (the inbox shows what photos look like). */
const PHOTO_REPORTS = 12;

/**
 * One generated photo per report (a plain JPEG of a rust-to-grey tone, 320×240): the project's own
 * image, made by sharp at seed time (same input, same bytes).
 */
async function reportPhotos(reports: readonly { id: number }[]) {
  const rows = [];
  for (const [i, report] of reports.entries()) {
    const tone = 60 + ((i * 37) % 140);
    const body = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: tone + 50, g: tone, b: tone - 30 } },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    rows.push({ id: i + 1, report_id: report.id, sort: 0, mime: 'image/jpeg', width: 320, height: 240, body });
  }
  return rows;
}

/** Repair-report examples on the chosen pieces, dated in the 60 days before `now`, every status present. */
function reportExamples(targets: readonly { equipmentId: number; point: PointRow }[], now: Date) {
  const rng = seedRandom('facility:reports');
  const descriptions: Record<FaultType, string> = {
    broken: '器材转轴断裂，踏板无法转动。',
    missing: '扶手少了一个螺丝帽，踏板缺失一块。',
    loose: '底座螺栓松动，使用时晃得厉害。',
    rust: '立柱底部锈蚀明显，油漆大面积脱落。',
    sharp: '护板边缘开裂，有尖锐边角，容易划伤孩子。',
    other: '器材旁边的地面塌陷，建议一并处理。',
  };
  const notes: Partial<Record<FixReportStatus, string>> = {
    processing: '已安排街道维修人员现场查看。',
    fixed: '已更换配件并复查，器材恢复正常使用。',
    rejected: '经现场核实器材完好，系使用方法不当所致。',
  };
  return targets.map(({ equipmentId, point }, i) => {
    const created = new Date(now.getTime() - rng.int(1, 60 * 24) * 3_600_000);
    const updated = new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 72) * 3_600_000));
    const faultType = FAULT_TYPES[i % FAULT_TYPES.length]!;
    const status = FIX_REPORT_STATUSES[rng.int(0, FIX_REPORT_STATUSES.length - 1)]!;
    const beijingDay = shanghaiToday(created).replaceAll('-', '');
    let tail = '';
    for (let k = 0; k < 10; k += 1)
      tail += FEEDBACK_ACCEPT_NO_ALPHABET[rng.int(0, FEEDBACK_ACCEPT_NO_ALPHABET.length - 1)];
    return {
      id: i + 1,
      report_no: `BX${beijingDay}${tail}`,
      equipment_id: equipmentId,
      facility_id: point.id,
      province_code: point.province_code,
      city_code: point.city_code,
      county_code: point.county_code,
      fault_type: faultType,
      description: descriptions[faultType],
      phone: rng.chance(0.7) ? `13${rng.int(0, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}` : null,
      status,
      note: notes[status] ?? null,
      handler: status === 'accepted' ? null : '区体育局设施科',
      created_at: created.toISOString(),
      updated_at: (status === 'accepted' ? created : updated).toISOString(),
      dedup_key: `${equipmentId}:${faultType}`,
    };
  });
}

/**
 * Facility-inbox scopes of the seeded agency accounts (after seedAgencyAccounts): agency_admin every
 * report, sports_bureau_bj the reports of Beijing (110000). Returns the rows written.
 */
export const seedFacilityScopes = (db: Kysely<Database>): Promise<number> => seedAgencyScopes(db, 'facility');
