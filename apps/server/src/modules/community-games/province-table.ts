/**
 * Figures of one games, pure over the snapshot (./race-snapshot.ts): the headline figures (races,
 * participants = registered entrants, provinces, races per status) and the table per province (races,
 * finished races, participants, medals and the medal-table rank). The province rows are sums over the
 * same races the search lists, so they add up to the games' figures by construction.
 * Medal-table order: gold, then silver, then bronze, then more races, then province code; equal medal
 * counts share a rank.
 */
import { RACE_STATUSES, type RaceStatus } from '@portal/contracts/community-games.codes';
import { raceStatusAt } from './race-filter.js';
import type { RaceSnapshot } from './race-snapshot.js';

export interface GamesFigures {
  races: number;
  participants: number;
  provinces: number;
  statusCounts: Record<RaceStatus, number>;
}

export interface ProvinceRow {
  provinceCode: string;
  races: number;
  finished: number;
  participants: number;
  gold: number;
  silver: number;
  bronze: number;
  rank: number;
}

/** The headline figures of games `gamesId` on day `today`. */
export function gamesFigures(s: RaceSnapshot, gamesId: number, today: number): GamesFigures {
  const statusCounts = Object.fromEntries(RACE_STATUSES.map((st) => [st, 0])) as Record<RaceStatus, number>;
  const provinces = new Set<string>();
  let races = 0;
  let participants = 0;
  for (let i = 0; i < s.count; i += 1) {
    if (s.gamesId[i] !== gamesId) continue;
    races += 1;
    participants += s.registered[i] as number;
    provinces.add(s.provinceCode[i] as string);
    statusCounts[raceStatusAt(s, i, today)] += 1;
  }
  return { races, participants, provinces: provinces.size, statusCounts };
}

const medalOrder = (a: ProvinceRow, b: ProvinceRow) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze;

/** The province table of games `gamesId` on day `today`, in medal-table order. */
export function provinceTable(s: RaceSnapshot, gamesId: number, today: number): ProvinceRow[] {
  const rows = new Map<string, ProvinceRow>();
  const rowOf = (provinceCode: string) => {
    let row = rows.get(provinceCode);
    if (!row) {
      row = { provinceCode, races: 0, finished: 0, participants: 0, gold: 0, silver: 0, bronze: 0, rank: 0 };
      rows.set(provinceCode, row);
    }
    return row;
  };
  for (let i = 0; i < s.count; i += 1) {
    if (s.gamesId[i] !== gamesId) continue;
    const row = rowOf(s.provinceCode[i] as string);
    row.races += 1;
    row.participants += s.registered[i] as number;
    if (raceStatusAt(s, i, today) === 'ended') row.finished += 1;
  }
  for (const medals of s.medals) {
    if (medals.gamesId !== gamesId) continue;
    const row = rowOf(medals.provinceCode);
    row.gold += medals.gold;
    row.silver += medals.silver;
    row.bronze += medals.bronze;
  }
  const sorted = [...rows.values()].sort(
    (a, b) => medalOrder(a, b) || b.races - a.races || (a.provinceCode < b.provinceCode ? -1 : 1),
  );
  sorted.forEach((row, k) => {
    const previous = sorted[k - 1];
    row.rank = previous && medalOrder(previous, row) === 0 ? previous.rank : k + 1;
  });
  return sorted;
}
