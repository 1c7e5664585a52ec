/**
 * The data-health figures (docs/decisions/data-exchange.md "Data health"), one reader per measure, each
 * answering per province code ('' = no known province): aggregates in SQL (GROUP BY over the year's rows
 * or the daily count tables) and medians over the few rows that carry times. Units: rows, hours, days.
 */
import { sql, type Kysely } from 'kysely';
import { AUDITED_STATUS } from '../../db/audited-venue-year.js';
import type { Database } from '../../db/database.js';
import { DAY_MS, dayNumberOfDay, dayStringOf, localMidnightMs } from '../../lib/shanghai-time.js';
import { dayKindOfDayNumber } from '../venue-status/day-kind.js';
import type { CalendarKind, NationalCalendar } from '../venue-status/opening.types.js';

const HOUR_MS_OF = 3_600_000;

/** Appends `value` to the list under `key`. */
function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** 'XX0000': the province of a 6-digit division code. */
export const provinceOfCode = (code: string): string => (/^[0-9]{6}$/.test(code) ? `${code.slice(0, 2)}0000` : '');

/** The median of `values` (mean of the middle two for an even count), null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** [first, last] 'YYYY-MM-DD' of a year. */
const yearDays = (year: number): [string, string] => [`${year}-01-01`, `${year}-12-31`];

/** [start, end) of a Beijing year as ISO UTC instants (the stored times are UTC). */
const yearInstants = (year: number): [string, string] => [
  new Date(localMidnightMs(`${year}-01-01`)).toISOString(),
  new Date(localMidnightMs(`${year + 1}-01-01`)).toISOString(),
];

// --- exchange: rows received and refused ---

export interface SystemCount {
  provinceCode: string;
  system: string;
  rows: number;
}

export interface RejectionCount extends SystemCount {
  entity: string;
  field: string;
  /** The reason of the latest day counted. */
  example: string;
}

/** Accepted exchange rows of the year per province and system (exchange_received_day). */
export async function receivedRows(db: Kysely<Database>, year: number): Promise<SystemCount[]> {
  const [from, to] = yearDays(year);
  const rows = await db
    .selectFrom('exchange_received_day')
    .select(['province_code', 'system', (eb) => eb.fn.sum<number | string>('row_count').as('rows')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['province_code', 'system'])
    .execute();
  return rows.map((r) => ({ provinceCode: r.province_code, system: r.system, rows: Number(r.rows) }));
}

/** Refused exchange rows of the year per province, system, entity and field (exchange_rejection_day). */
export async function rejectedRows(db: Kysely<Database>, year: number): Promise<RejectionCount[]> {
  const [from, to] = yearDays(year);
  const rows = await db
    .selectFrom('exchange_rejection_day')
    .select(['day', 'province_code', 'system', 'entity', 'field', 'row_count', 'last_reason'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const groups = new Map<string, RejectionCount>();
  for (const r of rows) {
    const key = [r.province_code, r.system, r.entity, r.field].join('\u0000');
    const group = groups.get(key) ?? {
      provinceCode: r.province_code,
      system: r.system,
      entity: r.entity,
      field: r.field,
      rows: 0,
      example: '',
    };
    group.rows += Number(r.row_count);
    group.example = r.last_reason; // days ascend: the last one read is the latest
    groups.set(key, group);
  }
  return [...groups.values()];
}

// --- yearly figures: audited share and days to audit ---

export interface AuditCounts {
  provinceCode: string;
  venueYears: number;
  auditedVenueYears: number;
}

/**
 * The year's venue_year_stat rows per province of their venue, and how many of them their county's sports
 * authority has audited (sports_authority_year.status 已审核 of the authority whose division is the venue's
 * county, as the open data's audited rows: docs/decisions/open-data.md "Audited rows") or a reviewer approved
 * (venue_year_stat.audited_at; docs/decisions/data-exchange.md "Review before public (审核)").
 */
export async function auditCounts(db: Kysely<Database>, year: number): Promise<AuditCounts[]> {
  const rows = await db
    .selectFrom('venue_year_stat as s')
    .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
    .leftJoin('sports_authority as a', 'a.division_code', 'v.county_code')
    .leftJoin('sports_authority_year as ay', (join) =>
      join.onRef('ay.organ_id', '=', 'a.organ_id').onRef('ay.year', '=', 's.year'),
    )
    .select([
      'v.province_code',
      (eb) => eb.fn.countAll<number | string>().as('venue_years'),
      (eb) =>
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(eb.or([eb('ay.status', '=', AUDITED_STATUS), eb('s.audited_at', 'is not', null)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('audited'),
    ])
    .where('s.year', '=', year)
    .groupBy('v.province_code')
    .execute();
  return rows.map((r) => ({
    provinceCode: r.province_code,
    venueYears: Number(r.venue_years),
    auditedVenueYears: Number(r.audited ?? 0),
  }));
}

/**
 * Days from 已填报 to 已审核 of the year's audits, per province: the authorities' audited fill-ins
 * (sports_authority_year filled_at → audited_at, the province of the authority's division) and the venue years a
 * reviewer approved (venue_year_submission submitted_at → reviewed_at, the venue's province; docs/decisions/
 * data-exchange.md "Review before public (审核)"). An audit time before its fill-in is a data error and is left out.
 */
export async function auditDays(db: Kysely<Database>, year: number): Promise<Map<string, number[]>> {
  const [fillIns, reviews] = await Promise.all([
    db
      .selectFrom('sports_authority_year as ay')
      .innerJoin('sports_authority as a', 'a.organ_id', 'ay.organ_id')
      .select(['a.division_code as code', 'ay.filled_at as from', 'ay.audited_at as to'])
      .where('ay.year', '=', year)
      .where('ay.status', '=', AUDITED_STATUS)
      .where('ay.audited_at', 'is not', null)
      .execute(),
    db
      .selectFrom('venue_year_submission as s')
      .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
      .select(['v.province_code as code', 's.submitted_at as from', 's.reviewed_at as to'])
      .where('s.year', '=', year)
      .where('s.status', '=', AUDITED_STATUS)
      .where('s.reviewed_at', 'is not', null)
      .execute(),
  ]);
  const days = new Map<string, number[]>();
  for (const r of [...fillIns, ...reviews]) {
    const span = (Date.parse(r.to as string) - Date.parse(r.from)) / DAY_MS;
    if (!(span >= 0)) continue;
    pushTo(days, provinceOfCode(r.code), span);
  }
  return days;
}

// --- passenger flow: on time, late, missing ---

export interface FlowCounts {
  provinceCode: string;
  venues: number;
  expectedHours: number;
  onTime: number;
  late: number;
  missing: number;
}

/** The last counted hour: `day` (day number) and the hours 0..lastHour of it; null when the year has none. */
export interface FlowCutoff {
  lastDay: number;
  lastHour: number;
  /** End of the last counted hour, ISO UTC. */
  until: string;
}

/**
 * The last hour of `year` whose push window has closed at `now`: the count of the hour starting at T is
 * accepted until T + 1 h 10 min (that second included; docs/passenger-flow-integration.md "3. When a count
 * is accepted (the push window)"), so at `now` every hour starting at or before now - 1 h 10 min - 1 s is
 * final. Null when no hour of the year is final yet.
 */
export function flowCutoff(year: number, now: Date): FlowCutoff | null {
  const finalStart = Math.floor((now.getTime() + 8 * HOUR_MS_OF - 70 * 60_000 - 1000) / HOUR_MS_OF) * HOUR_MS_OF;
  const yearEnd = localMidnightMs(`${year + 1}-01-01`) + 8 * HOUR_MS_OF - HOUR_MS_OF; // local ms of Dec 31 23:00
  const startLocal = Math.min(finalStart, yearEnd);
  if (startLocal < localMidnightMs(`${year}-01-01`) + 8 * HOUR_MS_OF) return null;
  const lastDay = Math.floor(startLocal / DAY_MS);
  const lastHour = Math.round((startLocal - lastDay * DAY_MS) / HOUR_MS_OF);
  return { lastDay, lastHour, until: new Date(startLocal - 8 * HOUR_MS_OF + HOUR_MS_OF).toISOString() };
}

/** Bit h set when a slot covers any part of hour h; `spill`: the part after midnight (next day's hours). */
function hourMasks(slots: readonly { day_kind: number; start_minute: number; end_minute: number }[]) {
  const own = new Array<number>(10).fill(0);
  const spill = new Array<number>(10).fill(0);
  for (const s of slots)
    for (let h = Math.floor(s.start_minute / 60); h < 48 && h * 60 < s.end_minute; h += 1)
      if (s.day_kind >= 0 && s.day_kind < 10) {
        if (h < 24) own[s.day_kind]! |= 1 << h;
        else spill[s.day_kind]! |= 1 << (h - 24);
      }
  return { own, spill };
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n += 1;
  return n;
}

/**
 * Passenger-flow pushes of the year up to `cutoff`, per venue, summed per province (definitions in
 * docs/decisions/data-exchange.md "Data health"): venues with a push key; expected = the hours their
 * schedule (venue_schedule_slot, the day's kind from the national calendar) has them open for any part
 * of, from the day the key was issued (or 1 January); on time = accepted counts (venue_flow_hour, accepted
 * only inside the window; summed from venue_flow_day.hour_count for the whole days); late = hours refused as closed (venue_flow_late) without an accepted count;
 * missing = expected - on time - late, not below zero.
 */
export async function flowCounts(db: Kysely<Database>, year: number, cutoff: FlowCutoff): Promise<FlowCounts[]> {
  const [from] = yearDays(year);
  const lastDayString = dayStringOf(cutoff.lastDay);
  const [keys, slots, onTimeDays, onTimeLast, late, calendarRows] = await Promise.all([
    db
      .selectFrom('venue_flow_key as k')
      .innerJoin('venue as v', 'v.organ_id', 'k.organ_id')
      .select(['k.organ_id', 'k.created_at', 'v.province_code'])
      .execute(),
    db
      .selectFrom('venue_schedule_slot as s')
      .innerJoin('venue_flow_key as k', 'k.organ_id', 's.organ_id')
      .select(['s.organ_id', 's.day_kind', 's.start_minute', 's.end_minute'])
      .execute(),
    // Whole days before the last: the day rows' hour counts; the last day: its hours up to the cutoff.
    db
      .selectFrom('venue_flow_day')
      .select(['organ_id', (eb) => eb.fn.sum<number | string>('hour_count').as('n')])
      .where('flow_date', '>=', from)
      .where('flow_date', '<', lastDayString)
      .groupBy('organ_id')
      .execute(),
    db
      .selectFrom('venue_flow_hour')
      .select(['organ_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('flow_date', '=', lastDayString)
      .where('hour', '<=', cutoff.lastHour)
      .groupBy('organ_id')
      .execute(),
    db
      .selectFrom('venue_flow_late as l')
      .select(['l.organ_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('l.flow_date', '>=', from)
      .where((eb) =>
        eb.or([
          eb('l.flow_date', '<', lastDayString),
          eb.and([eb('l.flow_date', '=', lastDayString), eb('l.hour', '<=', cutoff.lastHour)]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('venue_flow_hour as h')
              .select('h.hour')
              .whereRef('h.organ_id', '=', 'l.organ_id')
              .whereRef('h.flow_date', '=', 'l.flow_date')
              .whereRef('h.hour', '=', 'l.hour'),
          ),
        ),
      )
      .groupBy('l.organ_id')
      .execute(),
    // Read here rather than through the open-now engine's read model (~700 rows): this measure then follows
    // calendar_day's version alone, never a model that still serves its old value while rebuilding.
    db.selectFrom('calendar_day').select(['day', 'kind', 'name']).execute(),
  ]);
  const calendar: NationalCalendar = new Map(
    calendarRows.map((r) => [r.day, { kind: r.kind as CalendarKind, name: r.name }]),
  );
  const slotsOf = new Map<number, { day_kind: number; start_minute: number; end_minute: number }[]>();
  for (const s of slots) {
    const list = slotsOf.get(s.organ_id);
    if (list) list.push(s);
    else slotsOf.set(s.organ_id, [s]);
  }
  const onTimeOf = new Map<number, number>();
  for (const r of [...onTimeDays, ...onTimeLast])
    onTimeOf.set(r.organ_id, (onTimeOf.get(r.organ_id) ?? 0) + Number(r.n));
  const lateOf = new Map(late.map((r) => [r.organ_id, Number(r.n)]));
  const firstDay = dayNumberOfDay(from);
  // Day kinds of the year's days (and the day before, for slots crossing midnight), computed once.
  const kinds = new Map<number, number>();
  for (let d = firstDay - 1; d <= cutoff.lastDay; d += 1) kinds.set(d, dayKindOfDayNumber(d, calendar));
  const lastMask = cutoff.lastHour >= 23 ? 0xffffff : (1 << (cutoff.lastHour + 1)) - 1;

  const byProvince = new Map<string, FlowCounts>();
  for (const key of keys) {
    const keyDay = Math.floor((Date.parse(key.created_at) + 8 * HOUR_MS_OF) / DAY_MS);
    const { own, spill } = hourMasks(slotsOf.get(key.organ_id) ?? []);
    let expected = 0;
    for (let d = Math.max(firstDay, keyDay); d <= cutoff.lastDay; d += 1) {
      const mask = (own[kinds.get(d)!] ?? 0) | (spill[kinds.get(d - 1)!] ?? 0);
      expected += bitCount(d === cutoff.lastDay ? mask & lastMask : mask);
    }
    const counted = onTimeOf.get(key.organ_id) ?? 0;
    const lateHours = lateOf.get(key.organ_id) ?? 0;
    const entry = byProvince.get(key.province_code) ?? {
      provinceCode: key.province_code,
      venues: 0,
      expectedHours: 0,
      onTime: 0,
      late: 0,
      missing: 0,
    };
    entry.venues += 1;
    entry.expectedHours += expected;
    entry.onTime += counted;
    entry.late += lateHours;
    entry.missing += Math.max(0, expected - counted - lateHours);
    byProvince.set(key.province_code, entry);
  }
  return [...byProvince.values()];
}

// --- equipment: in good repair, repair time ---

/** The county code's first two digits, written out (no parameters) so PostgreSQL matches it in GROUP BY. */
const PROVINCE_PREFIX = sql<string>`substr(county_code, 1, 2)`;

export interface EquipmentCounts {
  provinceCode: string;
  pieces: number;
  intact: number;
}

/**
 * Equipment pieces per province now, and those in good repair (完好): not 停用 and without an open safety
 * report an agency confirmed (报修中; lib/facility-condition.ts). A report nobody confirmed yet
 * (群众报修（待核实）) does not count against it.
 */
export async function equipmentCounts(db: Kysely<Database>): Promise<EquipmentCounts[]> {
  const rows = await db
    .selectFrom('facility_equipment')
    .select([
      PROVINCE_PREFIX.as('p'),
      (eb) => eb.fn.countAll<number | string>().as('pieces'),
      (eb) =>
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(eb.and([eb('condition', '<>', 'disabled'), eb('open_reports', '=', 0)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('intact'),
    ])
    .groupBy(PROVINCE_PREFIX)
    .execute();
  return rows.map((r) => ({ provinceCode: `${r.p}0000`, pieces: Number(r.pieces), intact: Number(r.intact ?? 0) }));
}

/** Days from a report (created_at) to 已修复 (updated_at of a report whose status is fixed), per province, of the reports filed in `year`. */
export async function repairDays(db: Kysely<Database>, year: number): Promise<Map<string, number[]>> {
  const [from, to] = yearInstants(year);
  const rows = await db
    .selectFrom('fix_report')
    .select(['province_code', 'created_at', 'updated_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', '=', 'fixed')
    .execute();
  const days = new Map<string, number[]>();
  for (const r of rows) {
    const span = (Date.parse(r.updated_at) - Date.parse(r.created_at)) / DAY_MS;
    if (!(span >= 0)) continue;
    pushTo(days, r.province_code, span);
  }
  return days;
}

/** Years that have figures (fill-ins or venue years), newest first, with the current year. */
export async function dataHealthYears(db: Kysely<Database>, currentYear: number): Promise<number[]> {
  const rows = await db.selectFrom('sports_authority_year').select('year').distinct().execute();
  return [...new Set([currentYear, ...rows.map((r) => r.year)])].filter((y) => y <= currentYear).sort((a, b) => b - a);
}
