/**
 * The race filters of a request (contracts RaceFilters, already schema-checked) -> the snapshot's
 * RaceFilter: endDate before startDate -> 400 naming endDate; an areaCode that is not a division -> 404
 * '行政区划不存在或已删除' (as every list filtered by division, ../area/divisions.ts); the keyword
 * trimmed and lower-cased (blank = none); sport and level as indexes into their code lists.
 */
import type { Kysely } from 'kysely';
import { GAMES_SPORTS, RACE_LEVELS } from '@portal/contracts/community-games.codes';
import type { RaceFilters } from '@portal/contracts/community-games';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/api-error.js';
import { loadDivisions, venueAreaColumn } from '../area/divisions.js';
import { dayNumberOfDay } from '../../lib/shanghai-time.js';
import type { RaceFilter } from './race-filter.js';

export async function toRaceFilter(db: Kysely<Database>, q: RaceFilters): Promise<RaceFilter> {
  if (q.startDate !== undefined && q.endDate !== undefined && q.endDate < q.startDate) {
    throw badRequest('endDate', '截止日期不能早于起始日期');
  }
  const keyword = q.keyword?.trim().toLowerCase() || undefined;
  return {
    gamesId: q.gamesId,
    area:
      q.areaCode === undefined
        ? undefined
        : { column: venueAreaColumn(await loadDivisions(db), q.areaCode), code: q.areaCode },
    sport: q.sport === undefined ? undefined : GAMES_SPORTS.indexOf(q.sport),
    status: q.status,
    level: q.level === undefined ? undefined : RACE_LEVELS.indexOf(q.level),
    keyword,
    from: q.startDate === undefined ? undefined : dayNumberOfDay(q.startDate),
    to: q.endDate === undefined ? undefined : dayNumberOfDay(q.endDate),
  };
}
