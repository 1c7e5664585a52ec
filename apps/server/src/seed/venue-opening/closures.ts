/**
 * Announced closures (table `venue_closure`, 闭馆公告) from 2022 to about 11 weeks after REFERENCE_NOW:
 * - maintenance (annual upkeep; swimming halls change their water), about one year in three, 1-10 days;
 * - events hosted (场地布置及比赛期间), about one year in eight, 1-3 days, often from noon;
 * - weather (typhoon, snowstorm, heavy rain), rare, announced the evening before;
 * - a long renovation (40-75 days) in one year for venues whose compliance gap is the open days;
 * - upcoming closures (about one venue in ten) and a few renovations under way at REFERENCE_NOW.
 * About 93 % of planned closures are announced >= 7 days ahead (programme rule), the rest 1-6 days ahead;
 * nothing is announced after REFERENCE_NOW. Times are whole local days unless stated; ISO UTC in the rows.
 * A venue's closures are a pure function of the venue (recomputed by year stats, flow, announcements).
 */
import type { Insertable } from 'kysely';
import type { VenueClosureTable } from '../../db/tables/venue-opening.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import { DAY_MS, REFERENCE_DAY, dayOf, isoInstant, localMillis } from './dates.js';
import { complianceGap, openDaysCause } from './schedules.js';
import { venueRandom, type VenueFacts } from './venue-facts.js';

export type ClosureKind = 'maintenance' | 'event' | 'renovation' | 'weather';

export interface VenueClosure {
  kind: ClosureKind;
  /** Epoch milliseconds: [startMs, endMs). */
  startMs: number;
  endMs: number;
  announcedMs: number;
  reason: string;
}

const MAINTENANCE: Record<number, string[]> = {
  1: ['塑胶跑道及足球场草坪年度维护', '体育场照明系统检修', '看台及消防设施年度检测维护'],
  2: ['比赛大厅木地板打磨翻新', '场馆空调及通风系统检修', '消防设施年度检测维护', '照明系统节能改造'],
  3: ['泳池换水及水处理设备检修', '泳池池体清洗消毒及设备维护', '恒温及水处理系统检修'],
  4: ['健身器材年度检修更换', '消防设施年度检测维护', '空调及新风系统检修'],
};
const RENOVATIONS = ['场馆提升改造工程施工', '场馆功能提升及无障碍设施改造', '屋面防水及外立面改造工程施工'];
const COASTAL = ['31', '32', '33', '35', '44', '45', '46'];
const NORTHERN = ['15', '21', '22', '23', '54', '62', '63', '65'];

/** The closures of one venue, in time order (see the module comment). */
export function venueClosures(venue: VenueFacts): VenueClosure[] {
  const rng = venueRandom('closures', venue.organId);
  const closures: VenueClosure[] = [];
  const now = REFERENCE_NOW.getTime();
  const overlaps = (start: number, end: number) =>
    closures.some((c) => start < c.endMs + DAY_MS && end > c.startMs - DAY_MS);
  /** Announcement instant `lead` days before `startDay`, office hours, never after REFERENCE_NOW. */
  const announce = (startDay: number, lead: number, evening: boolean) => {
    const day = Math.min(startDay - lead, REFERENCE_DAY);
    const minute = day === REFERENCE_DAY ? rng.int(480, 590) : evening ? rng.int(1080, 1260) : rng.int(540, 1050);
    return Math.min(localMillis(day, minute), now - 60_000);
  };
  const plannedLead = () => (rng.chance(0.07) ? rng.int(1, 6) : rng.int(7, 30));
  const add = (kind: ClosureKind, startDay: number, days: number, reason: string, lead: number, fromMinute = 0) => {
    const startMs = localMillis(startDay, fromMinute);
    const endMs = localMillis(startDay + days, 0);
    if (overlaps(startMs, endMs)) return;
    closures.push({ kind, startMs, endMs, announcedMs: announce(startDay, lead, kind === 'weather'), reason });
  };

  const gap = complianceGap(venue);
  const renovationYear = gap === 'openDays' && openDaysCause(venue) === 'renovation' ? rng.int(2022, 2025) : 0;
  for (let year = 2022; year <= 2026; year += 1) {
    const lastDay = year === 2026 ? REFERENCE_DAY - 1 : dayOf(year, 12, 31);
    if (year === renovationYear) {
      const start = dayOf(year, rng.int(3, 9), rng.int(1, 28));
      add('renovation', start, rng.int(40, 75), `${rng.pick(RENOVATIONS)}，暂停对外开放`, rng.int(10, 30));
    }
    if (rng.chance(0.3)) {
      const month = venue.organType === 3 ? rng.pick([3, 4, 5, 11, 12]) : rng.pick([3, 4, 5, 6, 9, 11, 12]);
      const start = dayOf(year, month, rng.int(1, 25));
      const days = venue.organType === 3 ? rng.int(4, 10) : rng.int(1, 5);
      if (start + days <= lastDay)
        add('maintenance', start, days, `${rng.pick(MAINTENANCE[venue.organType] ?? [])}，暂停对外开放`, plannedLead());
    }
    if (rng.chance(0.12)) {
      const start = dayOf(year, rng.pick([4, 5, 6, 9, 10, 11]), rng.int(1, 27));
      const sport = rng.pick(venue.sports.length > 0 ? venue.sports : ['综合']);
      const days = rng.int(1, 3);
      if (start + days <= lastDay) {
        add(
          'event',
          start,
          days,
          `承办${year}年${sport}赛事活动，场地布置及比赛期间暂停对外开放`,
          plannedLead(),
          rng.chance(0.5) ? 720 : 0,
        );
      }
    }
    if (rng.chance(0.015)) {
      const prefix = venue.provinceCode.slice(0, 2);
      const [reason, months] = COASTAL.includes(prefix)
        ? ['受台风影响，为保障群众安全临时闭馆', [7, 8, 9]]
        : NORTHERN.includes(prefix)
          ? ['受暴雪天气影响，为保障群众安全临时闭馆', [1, 2, 12]]
          : ['受强降雨天气影响，为保障群众安全临时闭馆', [6, 7, 8]];
      const start = dayOf(year, rng.pick(months as number[]), rng.int(1, 27));
      if (start + 1 <= lastDay) add('weather', start, rng.int(1, 2), reason as string, 1); // announced the evening before
    }
  }
  if (rng.chance(0.1)) {
    const start = REFERENCE_DAY + rng.int(1, 75);
    const days = venue.organType === 3 ? rng.int(4, 10) : rng.int(1, 4);
    const reason = rng.chance(0.6)
      ? `${rng.pick(MAINTENANCE[venue.organType] ?? [])}，暂停对外开放`
      : '承接大型活动场地布置，暂停对外开放';
    add('maintenance', start, days, reason, plannedLead());
  }
  if (rng.chance(0.006))
    add(
      'renovation',
      REFERENCE_DAY - rng.int(3, 25),
      rng.int(30, 55),
      `${rng.pick(RENOVATIONS)}，暂停对外开放`,
      rng.int(10, 20),
    );
  return closures.sort((a, b) => a.startMs - b.startMs);
}

/** Local days entirely inside one of `closures` (a day partly closed still counts as open). */
export function fullyClosedDays(closures: readonly VenueClosure[]): number[] {
  const days: number[] = [];
  for (const c of closures) {
    const firstFull = Math.ceil((c.startMs - localMillis(0, 0)) / DAY_MS);
    const endDay = Math.floor((c.endMs - localMillis(0, 0)) / DAY_MS);
    for (let day = firstFull; day < endDay; day += 1) days.push(day);
  }
  return days;
}

/** Rows for table `venue_closure`, ids from 1, venue by venue. */
export function* closureRows(venues: readonly VenueFacts[]): Generator<Insertable<VenueClosureTable>> {
  let id = 1;
  for (const venue of venues) {
    for (const c of venueClosures(venue)) {
      yield {
        id,
        organ_id: venue.organId,
        start_time: isoInstant(c.startMs),
        end_time: isoInstant(c.endMs),
        reason: c.reason,
        announced_at: isoInstant(c.announcedMs),
      };
      id += 1;
    }
  }
}
