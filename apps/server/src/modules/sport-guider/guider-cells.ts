/**
 * The instructor counts per (county, level, sport) — table sport_guider_cell, ~60,000 rows at national
 * size — held in memory per database as a read model (data/read-model.ts: rebuilt when sport_guider_cell
 * changes, on every instance), sorted in list
 * order (county_code, level, sport). With it (the walk: lib/county-cells.ts) an instructor list page without a name, station or
 * location needs no count over millions of rows: `locatePage` walks the cells a filter selects (a
 * division is a county-code range, area/divisions.ts countyCodeRange), adds up the total and
 * names the cells, with rows to skip and take, that hold the page; the repository then reads exactly
 * those rows through the (county_code, level, sport, id) index. `statistics` gives the landing page's
 * figures from the same cells.
 *
 * Pure apart from `loadGuiderCells`. The cells come from the seed (seed/sport-guider/derived.ts) and the
 * write path that fills instructors in.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDbReadModel, type ReadModel } from '../../data/read-model.js';
import { locateCells, type CountyCells } from '../../lib/county-cells.js';

/** Cells in list order (county, level, sport); the walk itself is lib/county-cells.ts. */
export interface GuiderCells extends CountyCells {
  level: Uint8Array;
  sport: Uint8Array;
}

/** The cells as a read model (module comment). */
export const GUIDER_CELLS_MODEL: ReadModel<GuiderCells> = {
  name: 'guider-cells',
  tables: ['sport_guider_cell'],
  build: readGuiderCells,
  size: (cells) => cells.county.length,
};

export const loadGuiderCells: (db: Kysely<Database>) => Promise<GuiderCells> = perDbReadModel(GUIDER_CELLS_MODEL);

async function readGuiderCells(db: Kysely<Database>): Promise<GuiderCells> {
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
}

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

/** The total of the filter and the windows holding rows offset..offset+limit-1 in list order. */
export function locatePage(
  cells: GuiderCells,
  filter: CellFilter,
  offset: number,
  limit: number,
): { total: number; windows: CellWindow[] } {
  const level = filter.level ?? 0;
  const sport = filter.sport ?? 0;
  const { total, spans } = locateCells(
    cells,
    filter.range,
    (i) => (level === 0 || cells.level[i] === level) && (sport === 0 || cells.sport[i] === sport),
    offset,
    limit,
  );
  const windows = spans.map(({ index, skip, take }) => ({
    countyCode: String(cells.county[index]!).padStart(6, '0'),
    level: cells.level[index]!,
    sport: cells.sport[index]!,
    skip,
    take,
  }));
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
