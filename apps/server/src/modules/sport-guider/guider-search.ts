/**
 * The instructor search and the landing figures (GET /api/data/sportGuider/search and /statistics):
 * picks the path for a query and presents the page.
 *
 * - No name, station or location: the cells (./guider-cells.ts) give the total and the page's cell
 *   windows, read by index ranges; cost independent of how many instructors match.
 * - A 2-character name (the common case), with any division, level and sport: page and count from the
 *   bigram index (pageByBigram), then the page's rows by id.
 * - A longer name, a station or a location (the nearest stations): few rows match, all are read
 *   (./sport-guider.repository.ts searchDirect), ordered here — list order, or the station's distance
 *   first — and paged.
 * Then the page's stations are read in one query and each row is presented.
 */
import type { Kysely } from 'kysely';
import type { SportGuiderSearchQuery, SportGuiderStatistics } from '@portal/contracts/sport-guider';
import { GUIDER_LEVEL_NAMES, GUIDER_SPORT_NAMES, type GuiderLevel } from '@portal/contracts/sport-guider.codes';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/api-error.js';
import { countyCodeRange, loadDivisions, type DivisionMap } from '../area/divisions.js';
import { cellTotals, loadGuiderCells, locatePage, type GuiderCells } from './guider-cells.js';
import { presentGuiderItem } from './sport-guider.presenter.js';
import {
  findStations,
  guidersByIds,
  nearestStations,
  pageByBigram,
  pageFromCells,
  searchDirect,
  type DirectMatch,
  type GuiderRow,
} from './sport-guider.repository.js';

/** List order: county, level, sport, id. */
function listOrder(a: DirectMatch, b: DirectMatch): number {
  return (
    (a.county_code < b.county_code ? -1 : a.county_code > b.county_code ? 1 : 0) ||
    a.level - b.level ||
    a.sport - b.sport ||
    a.id - b.id
  );
}

export async function searchGuiders(db: Kysely<Database>, query: SportGuiderSearchQuery, nearestCount: number) {
  const divisions = await loadDivisions(db);
  const range = query.areaCode ? countyCodeRange(divisions, query.areaCode) : undefined;
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  const offset = (page.pageNum - 1) * page.pageSize;
  const name = query.name?.trim() || undefined;
  if (query.stationId !== undefined && (await findStations(db, [query.stationId])).size === 0) {
    throw notFound('服务站点');
  }
  const point = query.lng !== undefined && query.lat !== undefined ? { lng: query.lng, lat: query.lat } : undefined;

  let rows: GuiderRow[];
  let total: number;
  let distances = new Map<number, number>();
  if (!name && query.stationId === undefined && !point) {
    const located = locatePage(
      await loadGuiderCells(db),
      { range, level: query.level, sport: query.sport },
      offset,
      page.pageSize,
    );
    total = located.total;
    rows = await pageFromCells(db, located.windows);
  } else if (name && [...name].length === 2 && query.stationId === undefined && !point) {
    const found = await pageByBigram(
      db,
      name,
      { range, level: query.level, sport: query.sport },
      {
        offset,
        limit: page.pageSize,
      },
    );
    total = found.total;
    rows = await guidersByIds(db, found.ids);
  } else {
    let stationIds = query.stationId !== undefined ? [query.stationId] : undefined;
    if (point) {
      const near = await nearestStations(db, point, nearestCount, range);
      distances = new Map(near.map((s) => [s.id, s.km]));
      stationIds = stationIds ? stationIds.filter((id) => distances.has(id)) : near.map((s) => s.id);
    }
    const matches = await searchDirect(db, { range, level: query.level, sport: query.sport, name, stationIds });
    const byDistance = (a: DirectMatch, b: DirectMatch) =>
      (distances.get(a.station_id) ?? 0) - (distances.get(b.station_id) ?? 0) || listOrder(a, b);
    matches.sort(point ? byDistance : listOrder);
    total = matches.length;
    rows = await guidersByIds(
      db,
      matches.slice(offset, offset + page.pageSize).map((m) => m.id),
    );
  }
  const stations = await findStations(
    db,
    rows.map((r) => Number(r.station_id)),
  );
  const list = rows.flatMap((row) => {
    const station = stations.get(Number(row.station_id));
    return station
      ? [presentGuiderItem(row, station, divisions, point ? (distances.get(station.id) ?? null) : null)]
      : [];
  });
  return { list, total, ...page };
}

/** Landing figures: totals by level (rank order), by sport and by province (largest first). */
export function guiderStatistics(cells: GuiderCells, divisions: DivisionMap): SportGuiderStatistics {
  const { total, byLevel, bySport, byProvince } = cellTotals(cells);
  const largestFirst = (a: { total: number; code: string }, b: { total: number; code: string }) =>
    b.total - a.total || (a.code < b.code ? -1 : 1);
  return {
    total,
    byLevel: ([1, 2, 3, 4] as GuiderLevel[]).map((level) => ({
      code: String(level),
      name: GUIDER_LEVEL_NAMES[level],
      total: byLevel.get(level) ?? 0,
    })),
    bySport: [...bySport]
      .map(([sport, n]) => ({ code: String(sport), name: GUIDER_SPORT_NAMES[sport] ?? '', total: n }))
      .sort(largestFirst),
    byProvince: [...byProvince]
      .map(([code, n]) => ({ code, name: divisions.get(code)?.name ?? code, total: n }))
      .sort(largestFirst),
  };
}
