/**
 * Fixture rows for the venue search suite: divisions, six venues with schedules, the national
 * calendar of the engine tests, closures and yearly data, written straight into the tables so the
 * assertions never depend on the seed. SQLite and PostgreSQL (explicit ids are allowed by both).
 *
 * Venues (list order: large first, then organId -> 1, 4, 2, 3, 5, 6):
 * 1 杭州市西湖区体育馆 (type 2, large, 西湖区): the engine fixture schedule; closure 2026-10-01 13:00-15:00
 * 2 西湖区全民健身中心 (type 4, 西湖区): every day kind 06:00-22:00 free outdoor, 08:00-21:00 paid indoor
 * 3 上城区游泳馆 (type 3, 上城区): every day kind 20:00-02:00 low (crosses midnight)
 * 4 宁波市体育场 (type 1, large, 海曙区): Sat, Sun and holidays 08:00-18:00 paid
 * 5 东城区体育馆 (type 2, 北京市东城区): the engine fixture schedule; closure 2026-03-02 .. 03-04
 * 6 东城区百分之百_%体育馆 (type 2, 东城区): no schedule (name with LIKE wildcards)
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CALENDAR, closure, SLOTS, slot } from '../venue-status/opening.test-fixtures.js';
import type { ClosureRecord, ScheduleSlot } from '../venue-status/opening.types.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

export interface VenueSearchTestApp extends TestApp {
  token: string;
  /** Sets the server clock and logs in again (sessions expire by that clock). */
  setNow(at: Date): Promise<void>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

interface VenueFixture {
  id: number;
  name: string;
  type: number;
  large: boolean;
  county: string;
  address: string;
  slots: ScheduleSlot[];
  closures: ClosureRecord[];
  years: number[];
}

const ALL_KINDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const VENUES: VenueFixture[] = [
  {
    id: 1,
    name: '杭州市西湖区体育馆',
    type: 2,
    large: true,
    county: '330106',
    address: '浙江省杭州市西湖区体育路 1 号',
    slots: SLOTS,
    closures: [closure(11, '2026-10-01 13:00', '2026-10-01 15:00', '2026-09-20 09:00', '承办赛事')],
    years: [2024, 2025],
  },
  {
    id: 2,
    name: '西湖区全民健身中心',
    type: 4,
    large: false,
    county: '330106',
    address: '浙江省杭州市西湖区文三路 88 号',
    slots: ALL_KINDS.flatMap((k) => [slot(k, '06:00', '22:00', 'free', 'outdoor'), slot(k, '08:00', '21:00', 'paid')]),
    closures: [],
    years: [2025],
  },
  {
    id: 3,
    name: '上城区游泳馆',
    type: 3,
    large: false,
    county: '330102',
    address: '浙江省杭州市上城区钱江路 9 号',
    slots: ALL_KINDS.map((k) => slot(k, '20:00', '02:00', 'low')),
    closures: [],
    years: [],
  },
  {
    id: 4,
    name: '宁波市体育场',
    type: 1,
    large: true,
    county: '330203',
    address: '浙江省宁波市海曙区体育场路 2 号',
    slots: [6, 7, 8].map((k) => slot(k, '08:00', '18:00', 'paid')),
    closures: [],
    years: [],
  },
  {
    id: 5,
    name: '东城区体育馆',
    type: 2,
    large: false,
    county: '110101',
    address: '北京市东城区体育馆路 5 号',
    slots: SLOTS,
    closures: [closure(12, '2026-03-02 00:00', '2026-03-04 00:00', '2026-03-01 09:00', '突发停电检修')],
    years: [2025],
  },
  {
    id: 6,
    name: '东城区百分之百_%体育馆',
    type: 2,
    large: false,
    county: '110101',
    address: '北京市东城区光明路 6 号',
    slots: [],
    closures: [],
    years: [],
  },
];

async function insertFixtures(t: TestApp): Promise<void> {
  const db = t.database.db;
  await insertDivisions(t);
  await db
    .insertInto('venue')
    .values(
      VENUES.map((v) => ({
        organ_id: v.id,
        name: v.name,
        organ_type: v.type,
        province_code: `${v.county.slice(0, 2)}0000`,
        city_code: `${v.county.slice(0, 4)}00`,
        county_code: v.county,
        address: v.address,
        // One venue every 0.1° eastwards, so "nearest first" has an order to find.
        lng: 120 + v.id / 10,
        lat: 30.2,
        phone: '0571-88888888',
        seats: v.large ? 30000 : 800,
        floor_area: 8000,
        is_large: v.large ? 1 : 0,
        created_at: '2020-01-01T00:00:00.000Z',
        sports: '["篮球","羽毛球"]',
        has_outdoor: 0,
        market_price: 30,
        low_fee_price: 20,
        concession_price: 10,
        cover_media_id: null,
      })),
    )
    .execute();
  const slots = VENUES.flatMap((v) =>
    v.slots.map((s) => ({
      organ_id: v.id,
      day_kind: s.dayKind,
      start_minute: s.startMinute,
      end_minute: s.endMinute,
      fee_kind: s.feeKind,
      area: s.area,
    })),
  );
  await db.insertInto('venue_schedule_slot').values(slots).execute();
  await db
    .insertInto('calendar_day')
    .values([...CALENDAR].map(([day, e]) => ({ day, kind: e.kind, name: e.name })))
    .execute();
  await db
    .insertInto('venue_closure')
    .values(
      VENUES.flatMap((v) =>
        v.closures.map((c) => ({
          id: c.id,
          organ_id: v.id,
          start_time: c.startTime,
          end_time: c.endTime,
          reason: c.reason,
          announced_at: c.announcedAt,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('venue_year_stat')
    .values(
      // Every listed year approved (public, db/audited-venue-year.ts), plus one 2023 row of the first venue
      // that is not: the year filter must not find it.
      [
        ...VENUES.flatMap((v) => v.years.map((year) => ({ id: v.id, year, audited: true }))),
        { id: VENUES[0]!.id, year: 2023, audited: false },
      ].map(({ id, year, audited }) => ({
        organ_id: id,
        year,
        open_days: 340,
        weekly_open_hours: 60,
        free_open_hours: 1200,
        min_rest_day_hours: 10,
        outdoor_free_hours: null,
        visitors_total: 120000,
        visitors_by_month: JSON.stringify(Array(12).fill(10000)),
        events_held: 3,
        trainings_held: 5,
        subsidy_amount: 500000,
        filled_at: `${year + 1}-01-15T02:00:00.000Z`,
        audited_at: audited ? `${year + 1}-02-01T02:00:00.000Z` : null,
      })),
    )
    .execute();
}

/** A fresh app over the fixtures, with a settable clock and a public token. */
export async function createVenueSearchTestApp(): Promise<VenueSearchTestApp> {
  let now = new Date('2026-03-02T02:00:00.000Z');
  const t = await createTestApp({ clock: () => now });
  await insertFixtures(t);
  let token = await t.publicToken();
  let loggedInAt = now;
  return {
    ...t,
    get token() {
      return token;
    },
    setNow: async (at) => {
      now = at;
      // A jump of the clock outlives or predates the session, so log in again; a step of a few minutes
      // keeps it (logging in on every step would run into the login rate limit).
      const sinceLogin = at.getTime() - loggedInAt.getTime();
      if (sinceLogin < 0 || sinceLogin > 10 * 60_000) {
        token = await t.publicToken();
        loggedInAt = at;
      }
    },
    get: (url, headers) => t.app.inject({ method: 'GET', url, headers: headers ?? { 'session-id': token } }),
  };
}
