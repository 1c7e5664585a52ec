/**
 * Passenger flow (客流): push keys (`venue_flow_key`), hourly counts (`venue_flow_hour`) and day totals
 * (`venue_flow_day`) of the reporting venues.
 *
 * Reporting venues: organ_id 1 (always: it holds the documented test key), then every large venue, then
 * other venues, each group in a fixed hash order, up to flowVenueTarget(scale): 650 × scale up to scale 1
 * (650 at scale 1, 33 at the tests' 0.05), 650 × scale^(2/3) above (≈ 6,700 at scale 33, i.e. 100,000
 * venues); when the target is below the number of large venues, only part of them report.
 *
 * Keys: organ 1 gets SEED_FLOW_TEST_KEY (../seed-settings.ts, a development key); every other venue a
 * random key from node:crypto that is not kept anywhere (only sha256Hex(key) is stored), so nobody can push
 * for them until the venue is re-keyed. Key hashes therefore differ between two seeds. Each key is issued on
 * the day before the first day of flow (flowKeyRows).
 *
 * Counts: the 30 full days before REFERENCE_NOW (2026-10-02 .. 2026-10-31) and the hours of
 * 2026-11-01 already pushed at 10:00 (hours 0-8). Seeded on a later day (the seeding instant: CLOCK_START,
 * else the wall clock; flowWindow), the flow also covers the 30 days before that day and the hours of that
 * day already pushed, so a fresh start shows today's flow on /passengerflow; October stays the same, so the
 * yearly figures that read it do not depend on the seeding day. Only hours the venue is open (its schedule on that
 * day's kind, ./calendar.ts seedDayKind, including slots crossing midnight from the day before) and not
 * closed (./closures.ts) have a row; an hour partly open counts in proportion. Day level from the
 * venue's visitors (./visitors.ts), more on weekends and the National Day holiday; a morning peak (outdoor
 * exercise) and an evening peak. pushed_at is 3 s - 9 min after the hour ends (the push window).
 * Day totals are the sums of their hours, hour_count their number; updated_at the day's last push.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { VenueFlowDayTable, VenueFlowHourTable, VenueFlowKeyTable } from '../../db/tables/passenger-flow.js';
import { sha256Hex } from '../../lib/tokens.js';
import { BASE_COUNTS, SEED_FLOW_TEST_KEY, SEED_FLOW_TEST_ORGAN_ID } from '../seed-settings.js';
import { seedDayKind } from './calendar.js';
import { venueClosures } from './closures.js';
import {
  REFERENCE_DAY,
  REFERENCE_MINUTE,
  isoDate,
  isoInstant,
  isoWeekday,
  localDayOfMillis,
  localInstant,
  localMillis,
  monthOfDay,
} from './dates.js';
import { venueSchedule, type Slot } from './schedules.js';
import { venueHash, venueRandom, type VenueFacts } from './venue-facts.js';
import { october2026DailyVisitors } from './visitors.js';

/** Full days of flow before REFERENCE_NOW's day. */
export const FLOW_DAYS = 30;
export const FLOW_FIRST_DAY = REFERENCE_DAY - FLOW_DAYS;

/** The days of flow (ascending local day numbers) and the last one's minute (hours before it are pushed). */
export interface FlowWindow {
  days: number[];
  lastDay: number;
  lastMinute: number;
}

/**
 * The flow window of a seed made at `seedNow`: FLOW_FIRST_DAY .. REFERENCE_DAY, and when `seedNow`'s local
 * day is later, also the FLOW_DAYS before it and that day up to its minute (the two ranges merged).
 */
export function flowWindow(seedNow: Date): FlowWindow {
  const seedDay = localDayOfMillis(seedNow.getTime());
  const days: number[] = [];
  for (let day = FLOW_FIRST_DAY; day <= REFERENCE_DAY; day += 1) days.push(day);
  if (seedDay <= REFERENCE_DAY) return { days, lastDay: REFERENCE_DAY, lastMinute: REFERENCE_MINUTE };
  for (let day = Math.max(REFERENCE_DAY + 1, seedDay - FLOW_DAYS); day <= seedDay; day += 1) days.push(day);
  const lastMinute = Math.floor((seedNow.getTime() - localMillis(seedDay, 0)) / 60_000);
  return { days, lastDay: seedDay, lastMinute };
}

/** How many venues report flow at `scale` (see the module comment), at most `venueCount`. */
export function flowVenueTarget(scale: number, venueCount: number): number {
  const target = scale <= 1 ? BASE_COUNTS.flowVenues * scale : BASE_COUNTS.flowVenues * scale ** (2 / 3);
  return Math.max(1, Math.min(venueCount, Math.round(target)));
}

/** The reporting venues in organ_id order (see the module comment). */
export function reportingVenues(venues: readonly VenueFacts[], scale: number): VenueFacts[] {
  const target = flowVenueTarget(scale, venues.length);
  const rank = (v: VenueFacts) =>
    v.organId === SEED_FLOW_TEST_ORGAN_ID ? -1 : (v.isLarge ? 0 : 2 ** 32) + venueHash(v.organId, 11);
  return venues
    .map((v) => ({ v, r: rank(v) }))
    .sort((a, b) => a.r - b.r)
    .slice(0, target)
    .map(({ v }) => v)
    .sort((a, b) => a.organId - b.organId);
}

/**
 * Rows for table `venue_flow_key` (see the module comment for the keys). `developmentKey` false (a
 * production first start, NODE_ENV=production): organ SEED_FLOW_TEST_ORGAN_ID gets a random key like the
 * others, since production-guard.ts refuses to start while the published development key is stored.
 */
export function flowKeyRows(reporting: readonly VenueFacts[], developmentKey = true): Insertable<VenueFlowKeyTable>[] {
  return reporting.map((v) => {
    const key =
      developmentKey && v.organId === SEED_FLOW_TEST_ORGAN_ID
        ? SEED_FLOW_TEST_KEY
        : `pf-${randomBytes(24).toString('base64url')}`;
    const rng = venueRandom('flow-key', v.organId);
    // Issued during the working day before the first day of flow: the venue pushes from the next day on, so
    // the data-health page's expected hours (from the key's day; docs/decisions/data-exchange.md "Data
    // health") start with the seeded flow rather than weeks of hours nobody could have pushed.
    return {
      organ_id: v.organId,
      key_hash: sha256Hex(key),
      created_at: localInstant(FLOW_FIRST_DAY - 1, rng.int(540, 1050)),
    };
  });
}

/** Relative visitors by hour of the day (morning exercise peak, evening peak). */
const HOUR_WEIGHT = [
  0.1, 0.05, 0.05, 0.05, 0.05, 0.2, 0.9, 1.1, 0.8, 0.6, 0.6, 0.55, 0.45, 0.45, 0.6, 0.75, 0.85, 1.0, 1.3, 1.45, 1.3,
  0.9, 0.5, 0.25,
];

/** Fraction of each hour (0-23) covered by a day kind's slots, and by their part after midnight. */
function hourFractions(slots: readonly Slot[]): { own: number[][]; spill: number[][] } {
  const own = Array.from({ length: 10 }, () => new Array<number>(24).fill(0));
  const spill = Array.from({ length: 10 }, () => new Array<number>(24).fill(0));
  for (const s of slots) {
    for (let h = 0; h < 48; h += 1) {
      const overlap = Math.min(s.end, (h + 1) * 60) - Math.max(s.start, h * 60);
      if (overlap <= 0) continue;
      const target = h < 24 ? own[s.dayKind] : spill[s.dayKind];
      if (target) target[h % 24] = Math.min(1, (target[h % 24] ?? 0) + overlap / 60);
    }
  }
  return { own, spill };
}

/** Day factor: weekends and holidays bring more visitors. */
function dayFactor(day: number, kind: number): number {
  if (kind === 8) return 1.6;
  const weekday = isoWeekday(day);
  if (weekday >= 6 && kind !== 5) return 1.35;
  return weekday === 1 ? 0.8 : 0.9;
}

/** Streams the hourly rows; collects the day rows and each venue's October total while doing so. */
export class FlowGenerator {
  readonly dayRows: Insertable<VenueFlowDayTable>[] = [];
  /** Visitors counted in October 2026 (2-31 October) by organ_id. */
  readonly octoberTotals = new Map<number, number>();

  constructor(
    private readonly reporting: readonly VenueFacts[],
    private readonly window: FlowWindow,
  ) {}

  *hourRows(): Generator<Insertable<VenueFlowHourTable>> {
    for (const venue of this.reporting) yield* this.venueHours(venue);
  }

  private *venueHours(venue: VenueFacts): Generator<Insertable<VenueFlowHourTable>> {
    const rng = venueRandom('flow', venue.organId);
    const { own, spill } = hourFractions(venueSchedule(venue).slots);
    const closures = venueClosures(venue).filter((c) => c.endMs > localMillis(FLOW_FIRST_DAY, 0));
    const level = october2026DailyVisitors(venue);
    let october = 0;
    const { days, lastDay, lastMinute } = this.window;
    for (const day of days) {
      const kind = seedDayKind(day);
      const before = seedDayKind(day - 1);
      const rest = kind >= 6 && kind <= 8;
      const fractions: number[] = [];
      let weightSum = 0;
      for (let h = 0; h < 24; h += 1) {
        let f = Math.min(1, (own[kind]?.[h] ?? 0) + (spill[before]?.[h] ?? 0));
        const mid = localMillis(day, h * 60 + 30);
        if (f > 0 && closures.some((c) => mid >= c.startMs && mid < c.endMs)) f = 0;
        fractions.push(f);
        weightSum += f * (HOUR_WEIGHT[h] ?? 0) * (rest && h >= 9 && h <= 17 ? 1.5 : 1);
      }
      if (weightSum === 0) continue;
      const dayVisitors = level * dayFactor(day, kind) * rng.between(0.85, 1.15);
      // An hour is pushed within minutes after it ends: at 10:05 the last pushed hour is 8:00-9:00.
      const lastHour = day === lastDay ? Math.floor(lastMinute / 60) - 2 : 23;
      const date = isoDate(day);
      let total = 0;
      let hourCount = 0;
      let lastPush = '';
      for (let h = 0; h <= lastHour; h += 1) {
        const f = fractions[h] ?? 0;
        if (f === 0) continue;
        const weight = f * (HOUR_WEIGHT[h] ?? 0) * (rest && h >= 9 && h <= 17 ? 1.5 : 1);
        const count = Math.max(0, Math.round((dayVisitors * weight * rng.between(0.85, 1.15)) / weightSum));
        const pushedAt = isoInstant(localMillis(day, (h + 1) * 60) + rng.int(3, 540) * 1000);
        total += count;
        hourCount += 1;
        lastPush = pushedAt;
        yield { organ_id: venue.organId, flow_date: date, hour: h, count, pushed_at: pushedAt };
      }
      if (lastPush === '') continue;
      this.dayRows.push({
        organ_id: venue.organId,
        flow_date: date,
        total,
        hour_count: hourCount,
        updated_at: lastPush,
      });
      if (monthOfDay(day) === 10) october += total;
    }
    this.octoberTotals.set(venue.organId, october);
  }
}
