/**
 * The games (届次) the seed writes: the current one around the seeding day and the two before it, ids
 * 1..3 from oldest to newest. Each runs 301 days; the current one from 150 days before the seeding day.
 */
import type { Insertable } from 'kysely';
import type { GamesTable } from '../../db/tables/community-games.js';
import { isoDate, yearOfDay } from '../venue-opening/dates.js';
import { CURRENT_GAMES_HALF_SPAN } from './race-dates.js';

export interface SeededGames {
  id: number;
  first: number;
  last: number;
  current: boolean;
  row: Insertable<GamesTable>;
}

const SLOGANS = ['全民健身 共享健康', '社区有活力 健身在身边', '人人参与 天天健身'] as const;

/** Number of games editions the seed writes (the last is the current one). */
export const EDITIONS = 3;

/** The editions for seeding day `today` (a day number), oldest first. */
export function seededGames(today: number): SeededGames[] {
  return Array.from({ length: EDITIONS }, (_, i) => {
    const yearsBack = EDITIONS - 1 - i;
    const first = today - CURRENT_GAMES_HALF_SPAN - 365 * yearsBack;
    const last = today + CURRENT_GAMES_HALF_SPAN - 365 * yearsBack;
    const year = yearOfDay(first + CURRENT_GAMES_HALF_SPAN);
    return {
      id: i + 1,
      first,
      last,
      current: yearsBack === 0,
      row: {
        id: i + 1,
        name: `${year}年全民健身社区运动会`,
        year,
        start_date: isoDate(first),
        end_date: isoDate(last),
        slogan: SLOGANS[i % SLOGANS.length] as string,
      },
    };
  });
}
