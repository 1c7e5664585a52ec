/**
 * One race as the detail call sends it (spec §7 GET /api/data/qmsports/race/{id}, contracts RaceDetail),
 * shared by that route and the race detail page's first HTML (race.pages.ts): the row, its status on the
 * day (from the snapshot, or from its own dates when it is newer than the snapshot), its games' name and
 * whether results are published, through presentRaceDetail.
 */
import type { Kysely } from 'kysely';
import type { RaceDetail } from '@portal/contracts/community-games';
import type { Database } from '../../db/database.js';
import { loadDivisions } from '../area/divisions.js';
import { presentRaceDetail } from './community-games.presenter.js';
import { findRace, hasResults, listGames } from './community-games.repository.js';
import { dayNumberOfDay } from '../../lib/shanghai-time.js';
import { raceStatusAt, statusOn } from './race-filter.js';
import { raceSnapshot, type RaceSnapshot } from './race-snapshot.js';

/** The snapshot position of race `id` (ids are ascending), or -1. */
export function positionOf(s: RaceSnapshot, id: number): number {
  let lo = 0;
  let hi = s.count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = s.id[mid] as number;
    if (value === id) return mid;
    if (value < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The presented race `id` on day number `day` (race-days.ts), or undefined when no race has this id. */
export async function findRaceDetail(db: Kysely<Database>, id: number, day: number): Promise<RaceDetail | undefined> {
  const [row, results, divisions, games] = await Promise.all([
    findRace(db, id),
    hasResults(db, id),
    loadDivisions(db),
    listGames(db),
  ]);
  if (!row) return undefined;
  const s = await raceSnapshot(db);
  const i = positionOf(s, row.id);
  // A race newer than the snapshot: its status from its own dates.
  const status =
    i >= 0
      ? raceStatusAt(s, i, day)
      : statusOn(
          day,
          dayNumberOfDay(row.start_date),
          dayNumberOfDay(row.end_date),
          dayNumberOfDay(row.registration_start),
          dayNumberOfDay(row.registration_end),
        );
  const gamesName = games.find((g) => g.id === row.games_id)?.name ?? '';
  return presentRaceDetail(row, status, gamesName, results, divisions);
}
