/**
 * Reads matches (table venue_match) and trainings (venue_training) with the venue they are held at
 * (spec §7 /api/data/v2/venue/{match|training}/search and /{id},
 * /api/data/large/venue/{match|training}/find/detail). Both tables share their columns except a few
 * extras per kind, so one set of queries serves both; the table name comes only from the constant kinds
 * in ./event-kinds.ts, every request value is a bound parameter.
 *
 * Filters (all optional, combined with AND): venue division column = code, organId, sport (exact), status
 * by today's Asia/Shanghai date (../venue/event-status.ts), keyword (case-insensitive substring of name or
 * organiser, LIKE with % _ \ escaped — works for 1-2 Chinese characters), and a date range the event
 * overlaps: end_date >= from and start_date <= to.
 *
 * Order (stable, the same for every list): ongoing first, ending soonest first; then upcoming, starting
 * soonest first; then ended, most recently ended first; ties by id ascending.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { EventStatus } from '@portal/contracts/venue-event.codes';
import type { Database } from '../../db/database.js';
import type { VenueMatchTable, VenueTrainingTable } from '../../db/tables/venue-event.js';
import type { VenueAreaColumn } from '../area/divisions.js';
import { substringMatch } from '../../db/substring-match.js';
import { perDbReadModel } from '../../data/read-model.js';

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

/** `table` aliased as e. */
function eventsOf(db: Kysely<Database>, table: EventTable) {
  return db.selectFrom(sql<AnyEventColumns>`${sql.table(table)}`.as('e'));
}

type EventsQuery = ReturnType<typeof eventsOf>;

/**
 * The filters other than status. The division filter is a semi-join on the venue's division column
 * (indexed), so counting needs no join; every event's venue exists (the seed and the filling systems
 * keep organ_id valid), so counts and pages agree.
 */
function filtered(db: Kysely<Database>, table: EventTable, s: EventSearch): EventsQuery {
  let qb = eventsOf(db, table);
  if (s.area) {
    const { column, code } = s.area;
    qb = qb.where('e.organ_id', 'in', db.selectFrom('venue').select('venue.organ_id').where(column, '=', code));
  }
  if (s.organId !== undefined) qb = qb.where('e.organ_id', '=', s.organId);
  if (s.sport !== undefined) qb = qb.where('e.sport', '=', s.sport);
  if (s.keyword !== undefined) qb = qb.where(substringMatch(['e.name', 'e.organiser'], s.keyword));
  if (s.from !== undefined) qb = qb.where('e.end_date', '>=', s.from);
  if (s.to !== undefined) qb = qb.where('e.start_date', '<=', s.to);
  return qb;
}

/** The status groups in list order: which rows each holds on day `today`, and its order within. */
const STATUS_GROUPS: readonly {
  status: EventStatus;
  where(qb: EventsQuery, today: string): EventsQuery;
  order(qb: EventsQuery): EventsQuery;
}[] = [
  {
    status: 'ongoing',
    where: (qb, today) => qb.where('e.end_date', '>=', today).where('e.start_date', '<=', today),
    order: (qb) => qb.orderBy('e.end_date').orderBy('e.id'),
  },
  {
    status: 'upcoming',
    where: (qb, today) => qb.where('e.start_date', '>', today),
    order: (qb) => qb.orderBy('e.start_date').orderBy('e.id'),
  },
  {
    status: 'ended',
    where: (qb, today) => qb.where('e.end_date', '<', today),
    order: (qb) => qb.orderBy('e.end_date', 'desc').orderBy('e.id'),
  },
];

/** The part of one group a page takes: `offset` and `limit` within the group. */
export interface GroupSlice {
  group: number;
  offset: number;
  limit: number;
}

/**
 * Splits the page [offset, offset + limit) of a list made of consecutive groups into per-group slices.
 * `sizes` are the group sizes; the last group's size may be Infinity (it takes whatever is left).
 * E.g. sizes [3, 5, ∞], offset 2, limit 4 -> [{0, 2, 1}, {1, 0, 3}].
 */
export function slicePage(sizes: readonly number[], offset: number, limit: number): GroupSlice[] {
  const slices: GroupSlice[] = [];
  let start = 0;
  for (const [group, size] of sizes.entries()) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + limit, start + size);
    if (from < to) slices.push({ group, offset: from - start, limit: to - from });
    start += size;
    if (start >= offset + limit) break;
  }
  return slices;
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

const countOf = async (qb: EventsQuery): Promise<number> =>
  Number((await qb.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);

/**
 * One page of events in the order above, and the number of events matching.
 *
 * Each status group is read by its own query (its order can follow the date indexes and stop at the
 * page, instead of sorting every matching row by a computed rank): the total and the sizes of the groups
 * before the last one place the page, then only the groups the page touches are read.
 */
export async function searchEvents(
  db: Kysely<Database>,
  table: EventTable,
  extras: readonly ExtraColumn[],
  search: EventSearch,
): Promise<{ rows: EventRow[]; total: number }> {
  const { today, pageSize } = search;
  const base = filtered(db, table, search);
  const groups = STATUS_GROUPS.filter((g) => search.status === undefined || g.status === search.status);
  const [total, ...leading] = await Promise.all([
    countOf(groups.length === 1 ? groups[0]!.where(base, today) : base),
    ...groups.slice(0, -1).map((g) => countOf(g.where(base, today))),
  ]);
  const offset = (search.pageNum - 1) * pageSize;
  if (offset >= total) return { rows: [], total };
  const sizes = [...leading, Math.max(0, total - leading.reduce((a, b) => a + b, 0))];
  const pages = slicePage(sizes, offset, pageSize).map(({ group, offset: groupOffset, limit }) => {
    const g = groups[group]!;
    return g
      .order(g.where(base, today))
      .select([...EVENT_COLUMNS, ...extraRefs(extras)])
      .limit(limit)
      .offset(groupOffset)
      .execute();
  });
  const events = (await Promise.all(pages)).flat();
  // The venues of the page in one query: joining before the limit lets the planner walk venues first.
  const organIds = [...new Set(events.map((e) => e.organ_id))];
  const venues = new Map(
    (organIds.length === 0
      ? []
      : await db
          .selectFrom('venue as v')
          .select(['v.organ_id', ...VENUE_COLUMNS])
          .where('v.organ_id', 'in', organIds)
          .execute()
    ).map((v) => [v.organ_id, v]),
  );
  const rows = events.flatMap((e) => {
    const venue = venues.get(e.organ_id);
    return venue ? [{ ...e, ...venue }] : [];
  });
  return { rows: rows as EventRow[], total };
}

/** The event with `id` and its venue, with the description HTML (unsanitized); undefined when absent. */
export async function findEvent(
  db: Kysely<Database>,
  table: EventTable,
  extras: readonly ExtraColumn[],
  id: number,
): Promise<EventDetailRow | undefined> {
  const row = await eventsOf(db, table)
    .innerJoin('venue as v', 'v.organ_id', 'e.organ_id')
    .select([...EVENT_COLUMNS, ...VENUE_COLUMNS, ...extraRefs(extras), 'e.description_html'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  return row as EventDetailRow | undefined;
}

/** Whether venue `organId` exists and is a large venue (is_large = 1); undefined when it does not exist. */
export async function findVenueIsLarge(db: Kysely<Database>, organId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('venue').select('is_large').where('organ_id', '=', organId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.is_large) === 1;
}

const chinese = new Intl.Collator('zh-Hans-CN');

const sportsOf = (table: EventTable) =>
  perDbReadModel<readonly string[]>({
    name: `${table}-sports`,
    tables: [table],
    size: (sports) => sports.length,
    async build(db) {
      const rows = await db
        .selectFrom(sql<{ sport: string }>`${sql.table(table)}`.as('e'))
        .select('e.sport')
        .distinct()
        .execute();
      return Object.freeze(rows.map((r) => r.sport).sort(chinese.compare));
    },
  });

const SPORTS: Record<EventTable, (db: Kysely<Database>) => Promise<readonly string[]>> = {
  venue_match: sportsOf('venue_match'),
  venue_training: sportsOf('venue_training'),
};

/**
 * The distinct sports of `table` in pinyin order (zh-Hans-CN collation), for the sport filter: a read model
 * per database, read again when `table` is written.
 */
export function listSports(db: Kysely<Database>, table: EventTable): Promise<readonly string[]> {
  return SPORTS[table](db);
}
