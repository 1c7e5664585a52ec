/**
 * Visitor levels of a venue, shared by the yearly statistics (./year-stats.ts) and the passenger flow
 * (./passenger-flow.ts) so the two agree: the 2025 level by type and size, a factor per year (2022 was
 * held back by epidemic closures) and a monthly shape per type (swimming peaks in summer, outdoor
 * stadiums in spring and autumn, everything dips in February around the Spring Festival).
 */
import { venueRandom, type VenueFacts } from './venue-facts.js';

/** Visitors in 2025 (persons), by type: [small low, small high, large low, large high]. */
const LEVELS: Record<number, [number, number, number, number]> = {
  1: [60_000, 250_000, 300_000, 900_000],
  2: [40_000, 150_000, 200_000, 600_000],
  3: [30_000, 120_000, 150_000, 450_000],
  4: [30_000, 150_000, 30_000, 150_000],
};

export const YEAR_FACTOR: Readonly<Record<number, number>> = { 2022: 0.72, 2023: 0.9, 2024: 0.96, 2025: 1, 2026: 1.04 };

/** The venue's 2025 visitors (persons), a pure function of the venue. */
export function annualVisitors(venue: Pick<VenueFacts, 'organId' | 'organType' | 'isLarge'>): number {
  const [smallLow, smallHigh, largeLow, largeHigh] = LEVELS[venue.organType] ?? [30_000, 100_000, 30_000, 100_000];
  const rng = venueRandom('visitors', venue.organId);
  return Math.round(venue.isLarge ? rng.between(largeLow, largeHigh) : rng.between(smallLow, smallHigh));
}

const SHAPES: Record<number, number[]> = {
  1: [0.7, 0.6, 1.0, 1.15, 1.2, 1.1, 1.0, 1.0, 1.15, 1.2, 1.0, 0.8],
  2: [0.9, 0.65, 1.0, 1.05, 1.05, 1.0, 1.1, 1.1, 1.0, 1.05, 1.05, 0.95],
  3: [0.5, 0.4, 0.6, 0.8, 1.0, 1.4, 2.0, 2.1, 1.2, 0.8, 0.6, 0.5],
  4: [0.95, 0.7, 1.0, 1.05, 1.0, 0.95, 1.0, 1.0, 1.0, 1.05, 1.1, 1.1],
};

/** Share of the year's visitors in each month (Jan..Dec, sums to 1) for a venue type. */
export function monthShares(organType: number): number[] {
  const shape = SHAPES[organType] ?? SHAPES[2] ?? [];
  const sum = shape.reduce((s, x) => s + x, 0);
  return shape.map((x) => x / sum);
}

/** Average visitors a day in October 2026 (what the passenger flow of the 30 days before REFERENCE_NOW shows). */
export function october2026DailyVisitors(venue: Pick<VenueFacts, 'organId' | 'organType' | 'isLarge'>): number {
  return (annualVisitors(venue) * (YEAR_FACTOR[2026] ?? 1) * (monthShares(venue.organType)[9] ?? 0)) / 31;
}
