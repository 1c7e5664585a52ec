/** The seeded races: deterministic for a seeding day, every province, all four statuses, valid windows. */
import { describe, expect, it } from 'vitest';
import { RACE_STATUSES } from '@portal/contracts/community-games.codes';
import { statusOn } from '../../modules/community-games/race-filter.js';
import { dayNumber } from '../venue-opening/dates.js';
import { seededGames } from './games.js';
import { generateRaces } from './races.js';

const TODAY = dayNumber('2026-11-24');
const races = (today: number) => [...generateRaces(600, seededGames(today), today, 5)];

describe('generateRaces', () => {
  it('gives the same races for the same seeding day', () => {
    expect(races(TODAY).map((r) => r.row)).toEqual(races(TODAY).map((r) => r.row));
  });

  it('covers every province with current races in all four statuses, registration before the race', () => {
    const all = races(TODAY);
    const current = all.filter((r) => r.row.games_id === 3);
    expect(new Set(current.map((r) => r.row.province_code)).size).toBe(31);
    for (const province of new Set(current.map((r) => r.row.province_code))) {
      const statuses = new Set(
        current
          .filter((r) => r.row.province_code === province)
          .map((r) => statusOn(TODAY, r.days.start, r.days.end, r.days.registrationStart, r.days.registrationEnd)),
      );
      expect([...statuses].sort(), province).toEqual([...RACE_STATUSES].sort());
    }
    for (const { days, row } of all) {
      expect(days.registrationStart <= days.registrationEnd && days.registrationEnd < days.start).toBe(true);
      expect(days.start <= days.end).toBe(true);
      expect(row.registered).toBeLessThanOrEqual(row.capacity);
    }
    const past = all.filter((r) => r.row.games_id !== 3);
    expect(past.every((r) => r.days.end < TODAY)).toBe(true);
  });
});
