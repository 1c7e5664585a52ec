/**
 * Yearly open data (table `venue_year_stat`) of every venue for 2022-2025 (full years) and 2026 (to date:
 * 1 January - 31 October, filled in during October; November and December visitors are 0). Consistent
 * with the venue's schedule (./schedules.ts), closures (./closures.ts), listed events and flow:
 * - open_days: days of the year whose day kind (./calendar.ts seedDayKind) has opening hours, less the
 *   days entirely inside a closure, less a few unannounced days (New Year's Eve …; more in 2022, the
 *   epidemic year) — most venues >= 330 in full years;
 * - weekly_open_hours, min_rest_day_hours, outdoor_free_hours (daily; null without outdoor areas): the
 *   schedule's figures (a few venues opened 1-3 h a week less in 2022-2023);
 * - free_open_hours: free hours over the year (全年免费开放小时数): the free hours of each day's kind,
 *   less closed days, plus 8 August (全民健身日) when the whole opening is free;
 * - visitors_by_month: the venue's level (./visitors.ts) × the year's factor × the month's share, less
 *   closed days; October 2026 of a flow-reporting venue is its flow total scaled to 31 days;
 *   visitors_total is their sum;
 * - events_held / trainings_held: at least the matches / trainings listed for the venue that year;
 * - subsidy_amount (yuan): large venues get much more (central subsidy for large venues); 2026 to date
 *   is three quarters of a year's.
 * While writing, it adds each venue-year to the division totals of the sports authorities and records the
 * evaluation input of 2022-2025 (./evaluations.ts).
 */
import type { Insertable } from 'kysely';
import type { VenueYearStatTable } from '../../db/tables/programme.js';
import { addToTotals, type DivisionYearTotals } from './authorities.js';
import { dayKindCounts, seedDayKind } from './calendar.js';
import { fullyClosedDays, venueClosures } from './closures.js';
import { DAY_MS, REFERENCE_DAY, dayOf, localDayOfMillis, localInstant, monthOfDay, yearOfDay } from './dates.js';
import type { EvaluationInputs } from './evaluations.js';
import type { VenueYearCounts } from './events.js';
import { scheduleMetrics, venueSchedule } from './schedules.js';
import { venueRandom, type VenueFacts } from './venue-facts.js';
import { YEAR_FACTOR, annualVisitors, monthShares } from './visitors.js';

export const STAT_YEARS = [2022, 2023, 2024, 2025, 2026] as const;

/** The last day of a statistics year: 31 December, or the day before REFERENCE_NOW in 2026. */
export function statYearLastDay(year: number): number {
  return Math.min(dayOf(year, 12, 31), REFERENCE_DAY - 1);
}

/** Per statistics year: days of each day kind, and each month's first day and number of days counted. */
const YEAR_SHAPES = new Map(
  STAT_YEARS.map((year) => {
    const last = statYearLastDay(year);
    const months = Array.from({ length: 12 }, (_, m) => {
      const first = dayOf(year, m + 1, 1);
      return { first, days: Math.max(0, Math.min(dayOf(year, m + 2, 0), last) - first + 1) };
    });
    return [
      year,
      {
        first: dayOf(year, 1, 1),
        last,
        kindCounts: dayKindCounts(dayOf(year, 1, 1), last),
        months,
        fitnessDay: dayOf(year, 8, 8),
      },
    ];
  }),
);

/** Yearly subsidy (yuan) by type: [small low, small high, large low, large high]. */
const SUBSIDY: Record<number, [number, number, number, number]> = {
  1: [100_000, 400_000, 1_000_000, 2_500_000],
  2: [80_000, 350_000, 600_000, 1_600_000],
  3: [80_000, 300_000, 500_000, 1_200_000],
  4: [50_000, 250_000, 50_000, 250_000],
};
const SUBSIDY_YEAR: Record<number, number> = { 2022: 0.9, 2023: 0.95, 2024: 1, 2025: 1.02, 2026: 0.75 };

export interface YearStatSources {
  matches: VenueYearCounts;
  trainings: VenueYearCounts;
  /** October 2026 flow totals of reporting venues (2-31 October). */
  octoberFlow: ReadonlyMap<number, number>;
  /** Receives the division totals (sports authorities). */
  totals: DivisionYearTotals;
  /** Receives the evaluation input of 2022-2025. */
  evaluation: EvaluationInputs;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Rows for table `venue_year_stat` (see the module comment). */
export function* yearStatRows(
  venues: readonly VenueFacts[],
  sources: YearStatSources,
): Generator<Insertable<VenueYearStatTable>> {
  for (const venue of venues) {
    const rng = venueRandom('year-stats', venue.organId);
    const { slots } = venueSchedule(venue);
    const metrics = scheduleMetrics(slots, venue.hasOutdoor);
    const closures = venueClosures(venue);
    const closedDays = fullyClosedDays(closures).filter((day) => (metrics.openHours[seedDayKind(day)] ?? 0) > 0);
    const base = annualVisitors(venue);
    const shares = monthShares(venue.organType);
    const [sLow, sHigh, lLow, lHigh] = SUBSIDY[venue.organType] ?? [50_000, 250_000, 50_000, 250_000];
    const subsidyBase = venue.isLarge ? rng.between(lLow, lHigh) : rng.between(sLow, sHigh);
    const eventsBase = venue.isLarge ? rng.int(15, 60) : rng.int(2, 20);
    const trainingsBase = venue.isLarge ? rng.int(10, 40) : rng.int(3, 25);
    const shorterEarly = rng.chance(0.15) ? rng.pick([1, 2, 3]) : 0;

    for (const year of STAT_YEARS) {
      const shape = YEAR_SHAPES.get(year);
      if (!shape) continue;
      const { first, last, kindCounts: counts } = shape;
      const fraction = (last - first + 1) / (dayOf(year, 12, 31) - first + 1);
      let scheduledDays = 0;
      let freeHours = 0;
      for (let kind = 1; kind <= 9; kind += 1) {
        if ((metrics.openHours[kind] ?? 0) > 0) scheduledDays += counts[kind] ?? 0;
        freeHours += (counts[kind] ?? 0) * (metrics.freeHours[kind] ?? 0);
      }
      const closedInYear = closedDays.filter((day) => day >= first && day <= last);
      for (const day of closedInYear) freeHours -= metrics.freeHours[seedDayKind(day)] ?? 0;
      const { fitnessDay } = shape;
      if (fitnessDay <= last && !closedInYear.includes(fitnessDay)) {
        const kind = seedDayKind(fitnessDay);
        freeHours += (metrics.openHours[kind] ?? 0) - (metrics.freeHours[kind] ?? 0);
      }
      const unannounced = rng.int(0, year === 2022 ? 12 : 6);
      const openDays = Math.max(0, scheduledDays - closedInYear.length - unannounced);

      const closedByMonth = new Array<number>(12).fill(0);
      for (const day of closedInYear)
        closedByMonth[monthOfDay(day) - 1] = (closedByMonth[monthOfDay(day) - 1] ?? 0) + 1;
      const annual = base * (YEAR_FACTOR[year] ?? 1) * rng.between(0.93, 1.07);
      const months = shares.map((share, m) => {
        const daysInMonth = shape.months[m]?.days ?? 0;
        if (daysInMonth === 0) return 0;
        const open = Math.max(0, 1 - (closedByMonth[m] ?? 0) / daysInMonth);
        return Math.round(annual * share * open * rng.between(0.9, 1.1));
      });
      const october = sources.octoberFlow.get(venue.organId);
      if (year === 2026 && october !== undefined) months[9] = Math.round((october * 31) / 30);
      const visitors = months.reduce((s, x) => s + x, 0);

      const eventsHeld = Math.max(
        sources.matches.get(venue.organId, year),
        Math.round(eventsBase * (YEAR_FACTOR[year] ?? 1) * fraction),
      );
      const trainingsHeld = Math.max(
        sources.trainings.get(venue.organId, year),
        Math.round(trainingsBase * (YEAR_FACTOR[year] ?? 1) * fraction),
      );
      const subsidy = Math.round((subsidyBase * (SUBSIDY_YEAR[year] ?? 1)) / 1000) * 1000;
      const weekly = Math.max(0, metrics.weeklyOpenHours - (year <= 2023 ? shorterEarly : 0));
      const filledDay = year === 2026 ? dayOf(2026, 10, rng.int(8, 31)) : dayOf(year + 1, 1, rng.int(3, 28));
      const filledAt = localInstant(Math.min(filledDay, REFERENCE_DAY - 1), rng.int(540, 1050));

      addToTotals(sources.totals, venue, year, { subsidy, visitors, events: eventsHeld });
      if (year <= 2025) {
        const lateClosures = closures.filter(
          (c) => yearOfDay(localDayOfMillis(c.startMs)) === year && c.startMs - c.announcedMs < 7 * DAY_MS,
        );
        const failed = [
          weekly < 35,
          openDays < 330,
          metrics.minRestDayHours < 8,
          metrics.outdoorFreeHours !== null && metrics.outdoorFreeHours < 12,
          lateClosures.length > 0,
        ].filter(Boolean).length;
        sources.evaluation.add(venue, year, failed, visitors / Math.max(1, base));
      }
      yield {
        organ_id: venue.organId,
        year,
        open_days: openDays,
        weekly_open_hours: round1(weekly),
        free_open_hours: Math.max(0, Math.round(freeHours)),
        min_rest_day_hours: round1(metrics.minRestDayHours),
        outdoor_free_hours: metrics.outdoorFreeHours === null ? null : round1(metrics.outdoorFreeHours),
        visitors_total: visitors,
        visitors_by_month: JSON.stringify(months),
        events_held: eventsHeld,
        trainings_held: trainingsHeld,
        subsidy_amount: subsidy,
        filled_at: filledAt,
      };
    }
  }
}
