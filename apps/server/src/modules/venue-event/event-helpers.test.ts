/**
 * Pure helpers of the venue event module: event status by Asia/Shanghai day, the per-database memo and
 * the page split over the status groups. (Place names and the division filter column are tested with
 * their home, ../area/divisions.ts.)
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { eventStatus } from '../venue/event-status.js';
import { perDbMemo } from '../../db/per-db-memo.js';
import { slicePage } from './venue-event.repository.js';

describe('shanghaiToday / eventStatus', () => {
  it('takes the day in Asia/Shanghai (UTC+8), not UTC', () => {
    expect(shanghaiToday(new Date('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(shanghaiToday(new Date('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
    expect(shanghaiToday(new Date('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01');
  });

  it('counts both end days as part of the event', () => {
    expect(eventStatus('2026-05-10', '2026-05-12', '2026-05-09')).toBe('upcoming');
    expect(eventStatus('2026-05-10', '2026-05-12', '2026-05-10')).toBe('ongoing');
    expect(eventStatus('2026-05-10', '2026-05-12', '2026-05-12')).toBe('ongoing');
    expect(eventStatus('2026-05-10', '2026-05-12', '2026-05-13')).toBe('ended');
  });
});

describe('perDbMemo', () => {
  const db = {} as Kysely<Database>;

  it('loads once per database within the time to live, and forgets a failed load', async () => {
    let calls = 0;
    const memo = perDbMemo(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    await expect(memo(db)).rejects.toThrow('database away');
    expect(await memo(db)).toBe(2);
    expect(await memo(db)).toBe(2);
    expect(await memo({} as Kysely<Database>)).toBe(3);
  });
});

describe('slicePage', () => {
  it('splits a page over consecutive groups', () => {
    expect(slicePage([3, 5, Infinity], 0, 10)).toEqual([
      { group: 0, offset: 0, limit: 3 },
      { group: 1, offset: 0, limit: 5 },
      { group: 2, offset: 0, limit: 2 },
    ]);
    expect(slicePage([3, 5, Infinity], 2, 4)).toEqual([
      { group: 0, offset: 2, limit: 1 },
      { group: 1, offset: 0, limit: 3 },
    ]);
    expect(slicePage([3, 5, Infinity], 8, 4)).toEqual([{ group: 2, offset: 0, limit: 4 }]);
    expect(slicePage([3, 5, Infinity], 20, 4)).toEqual([{ group: 2, offset: 12, limit: 4 }]);
  });

  it('skips empty groups and stops at the page end', () => {
    expect(slicePage([0, 0, 7], 0, 10)).toEqual([{ group: 2, offset: 0, limit: 7 }]);
    expect(slicePage([10, 0, 7], 0, 10)).toEqual([{ group: 0, offset: 0, limit: 10 }]);
    expect(slicePage([4], 4, 10)).toEqual([]);
  });
});
