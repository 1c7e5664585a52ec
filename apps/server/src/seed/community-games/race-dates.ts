/**
 * Dates of seeded races and games, relative to the seeding day (Asia/Shanghai), so a fresh start always
 * has races open for registration, not started yet, under way and finished (contracts
 * community-games.codes.ts states the status rule). Day numbers are days since 1970-01-01
 * (../venue-opening/dates.ts).
 */
import type { RaceStatus } from '@portal/contracts/community-games.codes';
import { isoDate } from '../venue-opening/dates.js';
import type { SeedRandom } from '../random.js';

export interface RaceDays {
  start: number;
  end: number;
  registrationStart: number;
  registrationEnd: number;
}

/** How the current games' races are spread over the four statuses at the seeding day. */
export const CURRENT_STATUS_SHARES: readonly { status: RaceStatus; share: number }[] = [
  { status: 'ended', share: 0.4 },
  { status: 'ongoing', share: 0.12 },
  { status: 'registering', share: 0.26 },
  { status: 'upcoming', share: 0.22 },
];

/** The current games run from 150 days before the seeding day to 150 days after. */
export const CURRENT_GAMES_HALF_SPAN = 150;

/** The days of a race of the current games that has `status` on day `today`. */
export function currentRaceDays(rng: SeedRandom, status: RaceStatus, today: number): RaceDays {
  const length = rng.int(1, 3);
  const withRegistration = (start: number, registrationEnd: number, opensBefore: number) => ({
    start,
    end: start + length - 1,
    registrationEnd,
    registrationStart: registrationEnd - opensBefore,
  });
  switch (status) {
    case 'ended': {
      const end = today - rng.int(1, CURRENT_GAMES_HALF_SPAN - 5);
      return withRegistration(end - length + 1, end - length + 1 - rng.int(3, 10), rng.int(10, 30));
    }
    case 'ongoing': {
      const start = today - rng.int(0, length - 1);
      return withRegistration(start, start - rng.int(3, 10), rng.int(10, 30));
    }
    case 'registering': {
      const start = today + rng.int(8, 90);
      const registrationEnd = start - rng.int(2, 7);
      return withRegistration(start, registrationEnd, registrationEnd - today + rng.int(0, 20));
    }
    case 'upcoming': {
      // Either registration has closed and the race is days away, or it opens later.
      if (rng.chance(0.4)) {
        const start = today + rng.int(1, 6);
        return withRegistration(start, today - rng.int(1, 3), rng.int(10, 30));
      }
      const start = today + rng.int(45, CURRENT_GAMES_HALF_SPAN - 5);
      return withRegistration(start, start - rng.int(3, 10), rng.int(10, 25));
    }
  }
}

/** The days of a race of a past games that ran over [from, to]. */
export function pastRaceDays(rng: SeedRandom, from: number, to: number): RaceDays {
  const length = rng.int(1, 3);
  const start = rng.int(from, to - length + 1);
  const registrationEnd = start - rng.int(3, 10);
  return { start, end: start + length - 1, registrationEnd, registrationStart: registrationEnd - rng.int(10, 30) };
}

/** The race's days as 'YYYY-MM-DD' columns. */
export function raceDateColumns(days: RaceDays) {
  return {
    start_date: isoDate(days.start),
    end_date: isoDate(days.end),
    registration_start: isoDate(days.registrationStart),
    registration_end: isoDate(days.registrationEnd),
  };
}
