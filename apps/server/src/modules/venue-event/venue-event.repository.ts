/**
 * Reads matches (table venue_match) and trainings (venue_training) with the venue they are held at
 * (issue 3; spec §7 /api/data/v2/venue/{match|training}/search and /{id},
 * /api/data/large/venue/{match|training}/find/detail). Both tables share their columns except a few
 * extras per kind, so one set of queries serves both; the table name comes only from the constant kinds
 * in ./event-kinds.ts, every request value is a bound parameter.
 *
 * Filters (all optional, combined with AND): venue division column = code, organId, sport (exact), status
 * by today's Asia/Shanghai date (./event-status.ts), keyword (case-insensitive substring of name or
 * organiser, LIKE with % _ \ escaped — works for 1-2 Chinese characters), and a date range the event
 * overlaps: end_date >= from and start_date <= to.
 *
 * Order (stable, the same for every list): ongoing first, ending soonest first; then upcoming, starting
 * soonest first; then ended, most recently ended first; ties by id ascending.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { EventStatus } from '@portal/contracts/venue-event';
import type { Database, VenueMatchTable, VenueTrainingTable } from '../../db/schema.js';
import type { VenueAreaColumn } from './division-names.js';
import { keywordMatch } from './keyword-match.js';
import { perDbMemo } from './per-db-memo.js';

export type EventTable = 'venue_match' | 'venue_training';
/** Columns only one of the two tables has. */
export type ExtraColumn = 'level' | 'participants' | 'target' | 'capacity' | 'fee';

/** Every column either table may have; a kind selects only the extras its table has. */
type AnyEventColumns = Selectable<VenueMatchTable> &
  Pick<Selectable<VenueTrainingTable>, 'target' | 'capacity' | 'fee'>;

/** A list row: the event's columns (extras of its kind only) and its venue's columns (prefixed venue_). */
export interface EventRow extends Partial<Pick<AnyEventColumns, ExtraColumn>> {
  id: number;
  organ_id: number;
  name: string;
  sport: string;
  organiser: string;
  start_date: string;
  end_date: string;
  venue_name: string;
  venue_organ_type: number;
  venue_is_large: number;
  venue_province_code: string;
  venue_city_code: string;
  venue_county_code: string;
  venue_address: string;
  venue_lng: number;
  venue_lat: number;
}

export interface EventDetailRow extends EventRow {
  description_html: string;
}

/** A search: today's date (for status and order), filters, paging. Blank strings must already be dropped. */
export interface EventSearch {
  today: string;
  area?: { column: VenueAreaColumn; code: string };
  organId?: number;
  sport?: string;
  status?: EventStatus;
  keyword?: string;
  /** The event ends on or after this day ('YYYY-MM-DD'). */
  from?: string;
  /** The event starts on or before this day. */
  to?: string;
  pageNum: number;
  pageSize: number;
}

/** `table` aliased as e, joined with its venue as v. */
function eventsOf(db: Kysely<Database>, table: EventTable) {
  return db
    .selectFrom(sql<AnyEventColumns>`${sql.table(table)}`.as('e'))
    .innerJoin('venue as v', 'v.organ_id', 'e.organ_id');
}

type EventsQuery = ReturnType<typeof eventsOf>;

function filtered(qb: EventsQuery, s: EventSearch): EventsQuery {
  if (s.area) qb = qb.where(`v.${s.area.column}`, '=', s.area.code);
  if (s.organId !== undefined) qb = qb.where('e.organ_id', '=', s.organId);
  if (s.sport !== undefined) qb = qb.where('e.sport', '=', s.sport);
  if (s.keyword !== undefined) qb = qb.where(keywordMatch(['e.name', 'e.organiser'], s.keyword));
  if (s.from !== undefined) qb = qb.where('e.end_date', '>=', s.from);
  if (s.to !== undefined) qb = qb.where('e.start_date', '<=', s.to);
  if (s.status === 'upcoming') qb = qb.where('e.start_date', '>', s.today);
  if (s.status === 'ongoing') qb = qb.where('e.start_date', '<=', s.today).where('e.end_date', '>=', s.today);
  if (s.status === 'ended') qb = qb.where('e.end_date', '<', s.today);
  return qb;
}

const VENUE_COLUMNS = [
  'v.name as venue_name',
  'v.organ_type as venue_organ_type',
  'v.is_large as venue_is_large',
  'v.province_code as venue_province_code',
  'v.city_code as venue_city_code',
  'v.county_code as venue_county_code',
  'v.address as venue_address',
  'v.lng as venue_lng',
  'v.lat as venue_lat',
] as const;

const EVENT_COLUMNS = ['e.id', 'e.organ_id', 'e.name', 'e.sport', 'e.organiser', 'e.start_date', 'e.end_date'] as const;

const extraRefs = (extras: readonly ExtraColumn[]) => extras.map((c) => `e.${c}` as const);

/** One page of events in the order above, and the number of events matching. */
export async function searchEvents(
  db: Kysely<Database>,
  table: EventTable,
  extras: readonly ExtraColumn[],
  search: EventSearch,
): Promise<{ rows: EventRow[]; total: number }> {
  const base = filtered(eventsOf(db, table), search);
  const { today } = search;
  const rows = base
    .select([...EVENT_COLUMNS, ...VENUE_COLUMNS, ...extraRefs(extras)])
    // 0 ongoing, 1 upcoming, 2 ended (literals, so PostgreSQL needs no parameter types here).
    .orderBy((eb) =>
      eb
        .case()
        .when('e.end_date', '<', today)
        .then(eb.lit(2))
        .when('e.start_date', '>', today)
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end(),
    )
    // ongoing: end date ascending; upcoming: start date ascending; ended: null here (same for the whole group).
    .orderBy((eb) =>
      eb
        .case()
        .when('e.end_date', '<', today)
        .then(sql<string | null>`null`)
        .when('e.start_date', '>', today)
        .then(eb.ref('e.start_date'))
        .else(eb.ref('e.end_date'))
        .end(),
    )
    // ended: end date descending; null for the other groups.
    .orderBy((eb) => eb.case().when('e.end_date', '<', today).then(eb.ref('e.end_date')).end(), 'desc')
    .orderBy('e.id')
    .limit(search.pageSize)
    .offset((search.pageNum - 1) * search.pageSize)
    .execute();
  const total = base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const [list, count] = await Promise.all([rows, total]);
  return { rows: list as unknown as EventRow[], total: Number(count.total) };
}

/** The event with `id` and its venue, with the description HTML (unsanitized); undefined when absent. */
export async function findEvent(
  db: Kysely<Database>,
  table: EventTable,
  extras: readonly ExtraColumn[],
  id: number,
): Promise<EventDetailRow | undefined> {
  const row = await eventsOf(db, table)
    .select([...EVENT_COLUMNS, ...VENUE_COLUMNS, ...extraRefs(extras), 'e.description_html'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  return row as unknown as EventDetailRow | undefined;
}

/** Whether venue `organId` exists and is a large venue (is_large = 1); undefined when it does not exist. */
export async function findVenueIsLarge(db: Kysely<Database>, organId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('venue').select('is_large').where('organ_id', '=', organId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.is_large) === 1;
}

const SPORTS_TTL_MS = 60_000;
const chinese = new Intl.Collator('zh-Hans-CN');

const sportsOf = (table: EventTable) =>
  perDbMemo(SPORTS_TTL_MS, async (db) => {
    const rows = await db
      .selectFrom(sql<{ sport: string }>`${sql.table(table)}`.as('e'))
      .select('e.sport')
      .distinct()
      .execute();
    return Object.freeze(rows.map((r) => r.sport).sort(chinese.compare));
  });

const SPORTS: Record<EventTable, (db: Kysely<Database>) => Promise<readonly string[]>> = {
  venue_match: sportsOf('venue_match'),
  venue_training: sportsOf('venue_training'),
};

/**
 * The distinct sports of `table` in pinyin order (zh-Hans-CN collation), for the sport filter. Kept for
 * 60 s per database: new sports show up in the filter at most a minute after they are written.
 */
export function listSports(db: Kysely<Database>, table: EventTable): Promise<readonly string[]> {
  return SPORTS[table](db);
}
