/**
 * The instructor counts per (county, level, sport) — table sport_guider_cell, ~60,000 rows at national
 * size — held in memory per database (db/per-db-memo.ts, reloaded after CELLS_TTL_MS), sorted in list
 * order (county_code, level, sport). With it an instructor list page without a name, station or
 * location needs no count over millions of rows: `locatePage` walks the cells a filter selects (a
 * division is a county-code range, area/divisions.ts countyCodeRange), adds up the total and
 * names the cells, with rows to skip and take, that hold the page; the repository then reads exactly
 * those rows through the (county_code, level, sport, id) index. `statistics` gives the landing page's
 * figures from the same cells.
 *
 * Pure apart from `loadGuiderCells`. The cells come from the seed (seed/sport-guider/derived.ts); data
 * filled in later shows after at most CELLS_TTL_MS.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDbMemo } from '../../db/per-db-memo.js';

export const CELLS_TTL_MS = 10 * 60_000;

export interface GuiderCells {
  /** County codes as numbers (six digits), ascending: the walk compares numbers, not strings. */
  county: Int32Array;
  level: Uint8Array;
  sport: Uint8Array;
  total: Uint32Array;
}

export const loadGuiderCells: (db: Kysely<Database>) => Promise<GuiderCells> = perDbMemo(CELLS_TTL_MS, async (db) => {
  const rows = await db
    .selectFrom('sport_guider_cell')
    .select(['county_code', 'level', 'sport', 'total'])
    .orderBy('county_code')
    .orderBy('level')
    .orderBy('sport')
    .execute();
  return {
    county: Int32Array.from(rows, (r) => Number(r.county_code)),
    level: Uint8Array.from(rows, (r) => Number(r.level)),
    sport: Uint8Array.from(rows, (r) => Number(r.sport)),
    total: Uint32Array.from(rows, (r) => Number(r.total)),
  };
});

export interface CellFilter {
  range?: [string, string];
  level?: number;
  sport?: number;
}

/** Rows `skip`..`skip + take` (list order) of one cell. */
export interface CellWindow {
  countyCode: string;
  level: number;
  sport: number;
  skip: number;
  take: number;
}

/** First index whose county code is >= `code`. */
function lowerBound(codes: Int32Array, code: number): number {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The total of the filter and the windows holding rows offset..offset+limit-1 in list order. */
export function locatePage(
  cells: GuiderCells,
  filter: CellFilter,
  offset: number,
  limit: number,
): { total: number; windows: CellWindow[] } {
  const from = filter.range ? Number(filter.range[0]) : 0;
  const to = filter.range ? Number(filter.range[1]) : 999_999;
  const level = filter.level ?? 0;
  const sport = filter.sport ?? 0;
  const { county, total: totals } = cells;
  const windows: CellWindow[] = [];
  let total = 0;
  for (let i = lowerBound(county, from); i < county.length && county[i]! <= to; i += 1) {
    if (level !== 0 && cells.level[i] !== level) continue;
    if (sport !== 0 && cells.sport[i] !== sport) continue;
    const n = totals[i]!;
    const start = Math.max(offset, total);
    const end = Math.min(offset + limit, total + n);
    if (start < end) {
      windows.push({
        countyCode: String(county[i]!).padStart(6, '0'),
        level: cells.level[i]!,
        sport: cells.sport[i]!,
        skip: start - total,
        take: end - start,
      });
    }
    total += n;
  }
  return { total, windows };
}

/** Totals by level, by sport and by province code (two-digit prefix + '0000'). */
export function cellTotals(cells: GuiderCells): {
  total: number;
  byLevel: Map<number, number>;
  bySport: Map<number, number>;
  byProvince: Map<string, number>;
} {
  const byLevel = new Map<number, number>();
  const bySport = new Map<number, number>();
  const byProvince = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < cells.county.length; i += 1) {
    const n = cells.total[i]!;
    total += n;
    byLevel.set(cells.level[i]!, (byLevel.get(cells.level[i]!) ?? 0) + n);
    bySport.set(cells.sport[i]!, (bySport.get(cells.sport[i]!) ?? 0) + n);
    const province = `${String(Math.floor(cells.county[i]! / 10_000)).padStart(2, '0')}0000`;
    byProvince.set(province, (byProvince.get(province) ?? 0) + n);
  }
  return { total, byLevel, bySport, byProvince };
}
