/**
 * Database loaders of the open-now engine (./open-status.ts), batched: one query per table for any number of
 * venues (ids are sent in chunks of ID_CHUNK to stay below the bound-parameter limits).
 *
 * - loadOpening(db, organIds, at): schedule slots and the closures overlapping [at, at + 14 days];
 * - loadCalendar(db): the national calendar, a read model per database (data/read-model.ts: read again
 *   when calendar_day is written; clearCalendarCache() for tests that change calendar_day by SQL);
 * - loadClosuresInForce(db, organIds, at): closures covering `at`;
 * - loadClosuresOfYear(db, organId, year): closures starting in that year (Asia/Shanghai), for compliance;
 *   loadClosuresOfYearByVenue(db, organIds, year) the same for many venues;
 * - loadStatuses(db, organIds, at): computeOpenStatus for each venue (reads only the near day kinds'
 *   slots for venues that are open).
 */
import type { Kysely } from 'kysely';
import type { FeeKind, OpenStatus } from '@portal/contracts/venue';
import type { Database } from '../../db/database.js';
import { forgetReadModel, perDbReadModel, type ReadModel } from '../../data/read-model.js';
import { computeOpenStatus, NEXT_OPENING_HORIZON_DAYS, openNowContext } from './open-status.js';
import type {
  CalendarEntry,
  CalendarKind,
  ClosureRecord,
  NationalCalendar,
  ScheduleSlot,
  VenueOpening,
} from './opening.types.js';
import { DAY_MS, SHANGHAI_OFFSET_MS } from '../../lib/shanghai-time.js';

const ID_CHUNK = 500;
/** How long a loaded calendar is reused; a calendar edit shows within this time on every instance. */

function chunks(ids: readonly number[]): number[][] {
  const unique = [...new Set(ids)];
  const out: number[][] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) out.push(unique.slice(i, i + ID_CHUNK));
  return out;
}

type ClosureRow = {
  id: number;
  organ_id: number;
  start_time: string;
  end_time: string;
  reason: string;
  announced_at: string;
};

const toClosure = (r: ClosureRow): ClosureRecord => ({
  id: r.id,
  startTime: r.start_time,
  endTime: r.end_time,
  reason: r.reason,
  announcedAt: r.announced_at,
});

const CLOSURE_COLUMNS = ['id', 'organ_id', 'start_time', 'end_time', 'reason', 'announced_at'] as const;

/** The closure columns of the venues in `ids` (a chunk), before the caller's time condition. */
const closuresOf = (db: Kysely<Database>, ids: number[]) =>
  db.selectFrom('venue_closure').select(CLOSURE_COLUMNS).where('organ_id', 'in', ids);
type ClosureQuery = ReturnType<typeof closuresOf>;

/** Closures of `organIds` meeting `when`, grouped by venue, ordered by start (one query per ID_CHUNK ids). */
async function loadClosuresWhere(
  db: Kysely<Database>,
  organIds: readonly number[],
  when: (query: ClosureQuery) => ClosureQuery,
): Promise<Map<number, ClosureRecord[]>> {
  const byVenue = new Map<number, ClosureRecord[]>();
  for (const ids of chunks(organIds)) {
    const rows = await when(closuresOf(db, ids)).orderBy('organ_id').orderBy('start_time').orderBy('id').execute();
    for (const row of rows) {
      const list = byVenue.get(row.organ_id);
      if (list) list.push(toClosure(row));
      else byVenue.set(row.organ_id, [toClosure(row)]);
    }
  }
  return byVenue;
}

/** Closures of `organIds` overlapping [fromIso, toIso), grouped by venue, ordered by start. */
function loadClosuresOverlapping(
  db: Kysely<Database>,
  organIds: readonly number[],
  fromIso: string,
  toIso: string,
  inclusiveEnd = false,
): Promise<Map<number, ClosureRecord[]>> {
  return loadClosuresWhere(db, organIds, (q) =>
    q.where('end_time', '>', fromIso).where('start_time', inclusiveEnd ? '<=' : '<', toIso),
  );
}

/** Schedule slots of `organIds` by venue, in index order; only of `dayKinds` when given. */
async function loadSlots(
  db: Kysely<Database>,
  organIds: readonly number[],
  dayKinds?: readonly number[],
): Promise<Map<number, ScheduleSlot[]>> {
  const slotsByVenue = new Map<number, ScheduleSlot[]>();
  for (const ids of chunks(organIds)) {
    let query = db
      .selectFrom('venue_schedule_slot')
      .select(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind', 'area'])
      .where('organ_id', 'in', ids);
    if (dayKinds) query = query.where('day_kind', 'in', [...dayKinds]);
    // The order of venue_schedule_slot_cover_idx (migration 0005): read from the index, no sort.
    const rows = await query
      .orderBy('organ_id')
      .orderBy('day_kind')
      .orderBy('start_minute')
      .orderBy('end_minute')
      .orderBy('fee_kind')
      .orderBy('area')
      .execute();
    for (const r of rows) {
      const slot: ScheduleSlot = {
        dayKind: r.day_kind,
        startMinute: r.start_minute,
        endMinute: r.end_minute,
        feeKind: r.fee_kind as FeeKind,
        area: r.area === 'outdoor' ? 'outdoor' : 'indoor',
      };
      const list = slotsByVenue.get(r.organ_id);
      if (list) list.push(slot);
      else slotsByVenue.set(r.organ_id, [slot]);
    }
  }
  return slotsByVenue;
}

/** Closures relevant to the status at `at`: those overlapping [at, at + 15 days). */
function loadStatusClosures(db: Kysely<Database>, organIds: readonly number[], at: Date) {
  const horizon = new Date(at.getTime() + (NEXT_OPENING_HORIZON_DAYS + 1) * DAY_MS).toISOString();
  return loadClosuresOverlapping(db, organIds, at.toISOString(), horizon);
}

/**
 * Slots and relevant closures of each venue in `organIds` (every id gets an entry; a venue without
 * rows gets empty lists). Closures: those overlapping [at, at + 14 days], enough for computeOpenStatus.
 */
export async function loadOpening(
  db: Kysely<Database>,
  organIds: readonly number[],
  at: Date,
): Promise<Map<number, VenueOpening>> {
  const slots = await loadSlots(db, organIds);
  const closures = await loadStatusClosures(db, organIds, at);
  const result = new Map<number, VenueOpening>();
  for (const id of new Set(organIds)) result.set(id, { slots: slots.get(id) ?? [], closures: closures.get(id) ?? [] });
  return result;
}

/** Closures covering the instant `at`, by venue. */
export async function loadClosuresInForce(
  db: Kysely<Database>,
  organIds: readonly number[],
  at: Date,
): Promise<Map<number, ClosureRecord[]>> {
  const iso = at.toISOString();
  return loadClosuresOverlapping(db, organIds, iso, iso, true);
}

/** The instants [from, to) of `year` in Asia/Shanghai, as ISO UTC. */
function yearRange(year: number): [string, string] {
  return [
    new Date(Date.UTC(year, 0, 1) - SHANGHAI_OFFSET_MS).toISOString(),
    new Date(Date.UTC(year + 1, 0, 1) - SHANGHAI_OFFSET_MS).toISOString(),
  ];
}

/** Closures of one venue that start in `year` (Asia/Shanghai), ordered by start: the compliance input. */
export async function loadClosuresOfYear(
  db: Kysely<Database>,
  organId: number,
  year: number,
): Promise<ClosureRecord[]> {
  return (await loadClosuresOfYearByVenue(db, [organId], year)).get(organId) ?? [];
}

/**
 * loadClosuresOfYear for many venues in one query per ID_CHUNK ids (the open-data files assess a whole
 * year's venues): venue id -> its closures starting in `year`, ordered by start; venues without any are absent.
 */
export function loadClosuresOfYearByVenue(
  db: Kysely<Database>,
  organIds: readonly number[],
  year: number,
): Promise<Map<number, ClosureRecord[]>> {
  const [from, to] = yearRange(year);
  return loadClosuresWhere(db, organIds, (q) => q.where('start_time', '>=', from).where('start_time', '<', to));
}

const CALENDAR_KINDS = new Set<CalendarKind>(['holiday', 'workday', 'vacation']);
/** The national calendar as a read model (all calendar_day rows; unknown kinds are ignored). */
const CALENDAR_MODEL: ReadModel<NationalCalendar> = {
  name: 'national-calendar',
  tables: ['calendar_day'],
  size: (calendar) => calendar.size,
  async build(db) {
    const rows = await db.selectFrom('calendar_day').select(['day', 'kind', 'name']).execute();
    const calendar = new Map<string, CalendarEntry>();
    for (const r of rows)
      if (CALENDAR_KINDS.has(r.kind as CalendarKind))
        calendar.set(r.day, { kind: r.kind as CalendarKind, name: r.name });
    return calendar;
  },
};

/** The national calendar of `db` (module comment). */
export const loadCalendar: (db: Kysely<Database>) => Promise<NationalCalendar> = perDbReadModel(CALENDAR_MODEL);

/** Forgets the calendar of `db`, so the next loadCalendar reads calendar_day again (tests that write SQL). */
export function clearCalendarCache(db: Kysely<Database>): void {
  forgetReadModel(db, CALENDAR_MODEL);
}

/**
 * The open-now status of each venue in `organIds` at `at` (computeOpenStatus on loadOpening's data).
 * Cheaper for lists: a venue that is open needs only the slots of today's and yesterday's day kinds
 * (open, fee and today's hours come from them; nextOpening is null), so those are read first, and the
 * whole schedule only for the venues found closed (their nextOpening looks up to 14 days ahead).
 * Three or four queries in all, plus the cached calendar.
 */
export async function loadStatuses(
  db: Kysely<Database>,
  organIds: readonly number[],
  at: Date,
): Promise<Map<number, OpenStatus>> {
  const statuses = new Map<number, OpenStatus>();
  if (organIds.length === 0) return statuses;
  const calendar = await loadCalendar(db);
  const now = openNowContext(calendar, at);
  const nearSlots = await loadSlots(db, organIds, [...new Set([now.todayKind, now.yesterdayKind])]);
  const closures = await loadStatusClosures(db, organIds, at);
  const closed: number[] = [];
  for (const id of new Set(organIds)) {
    const status = computeOpenStatus(
      { slots: nearSlots.get(id) ?? [], closures: closures.get(id) ?? [] },
      calendar,
      at,
    );
    if (status.open) statuses.set(id, status);
    else closed.push(id);
  }
  if (closed.length > 0) {
    const allSlots = await loadSlots(db, closed);
    for (const id of closed) {
      statuses.set(
        id,
        computeOpenStatus({ slots: allSlots.get(id) ?? [], closures: closures.get(id) ?? [] }, calendar, at),
      );
    }
  }
  return new Map(organIds.map((id) => [id, statuses.get(id)!]));
}
