/**
 * Fixed inputs of the seed, so two runs produce identical rows (DESIGN.md "Data": deterministic).
 *
 * - SEED_NUMBER: the PRNG seed every random stream derives from (./random.ts);
 * - REFERENCE_NOW: the seed's "now". Content dates spread over the three years before it; nothing is
 *   published after it. Only planned things lie ahead: the venue section's upcoming matches, trainings
 *   and closures (to mid-2027) and the 2027 calendar (./venue-opening/). 2026-11-01 10:00 Asia/Shanghai.
 *   What a visitor reads as "now" follows the seeding instant instead (seed.ts SeedOptions.now): the
 *   passenger flow's last days, the news and notices' span, the community games' races.
 */
export const SEED_NUMBER = 20261101;

export const REFERENCE_NOW = new Date('2026-11-01T02:00:00.000Z');

/** Content dates start this many days before REFERENCE_NOW (three years). */
export const CONTENT_SPAN_DAYS = 3 * 365;

/** Base counts at scale 1. Banners and the menu do not scale. */
export const BASE_COUNTS = {
  venues: 3000,
  news: 300,
  notices: 100,
  regulations: 80,
  guidance: 20,
  cases: 10,
  banners: 5,
  /** Venue opening section. */
  venueMatches: 1500,
  venueTrainings: 1200,
  /** Venues reporting passenger flow at scale 1; grows as scale^(2/3) above 1 (~6,700 at scale 33). */
  flowVenues: 650,
} as const;

/**
 * The passenger-flow push key of the first reporting venue (organ_id 1, always a reporting venue), for
 * the README, tests and benchmarks. A DEVELOPMENT key, public like the seeded account passwords: only
 * its SHA-256 is stored (venue_flow_key), and every other seeded venue gets a random key that nobody
 * knows. Replace it (or re-key the venue) on any real deployment.
 */
export const SEED_FLOW_TEST_KEY = 'pf-test-2026-0001-national-fitness';
/** The venue SEED_FLOW_TEST_KEY pushes for. */
export const SEED_FLOW_TEST_ORGAN_ID = 1;

/** Smallest count of each scaled content kind, so a tiny test scale still has neighbours to page through. */
export const MIN_CONTENT_COUNT = 3;

/** `base` × `scale`, rounded, at least `min`. */
export function scaled(base: number, scale: number, min = MIN_CONTENT_COUNT): number {
  return Math.max(min, Math.round(base * scale));
}
