/**
 * Fixed inputs of the seed, so two runs produce identical rows (DESIGN.md "Data": deterministic).
 *
 * - SEED_NUMBER: the PRNG seed every random stream derives from (./random.ts);
 * - REFERENCE_NOW: the seed's "now". Content dates spread over the three years before it; nothing is
 *   dated after it. 2026-11-01 10:00 Asia/Shanghai.
 */
export const SEED_NUMBER = 20261101;

export const REFERENCE_NOW = new Date('2026-11-01T02:00:00.000Z');

/** Content dates start this many days before REFERENCE_NOW (three years). */
export const CONTENT_SPAN_DAYS = 3 * 365;

/** Base counts at scale 1 (issue 2 "Seed"). Banners and the menu do not scale. */
export const BASE_COUNTS = {
  venues: 3000,
  news: 300,
  notices: 100,
  regulations: 80,
  guidance: 20,
  cases: 10,
  banners: 5,
} as const;

/** Smallest count of each scaled content kind, so a tiny test scale still has neighbours to page through. */
export const MIN_CONTENT_COUNT = 3;

/** `base` × `scale`, rounded, at least `min`. */
export function scaled(base: number, scale: number, min = MIN_CONTENT_COUNT): number {
  return Math.max(min, Math.round(base * scale));
}
