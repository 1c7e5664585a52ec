/**
 * Pure helpers of the venue event module: event status by Asia/Shanghai day, place names from division
 * codes, the venue column a division code filters on, the per-database memo and the page split over
 * the status groups.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { areaNameOf, venueAreaColumn, type DivisionMap } from './division-names.js';
import { eventStatus, shanghaiToday } from './event-status.js';
import { perDbMemo } from './per-db-memo.js';
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

describe('division names', () => {
  const divisions: DivisionMap = new Map([
    ['330000', { name: '浙江省', level: 1 }],
    ['330100', { name: '杭州市', level: 2 }],
    ['330106', { name: '西湖区', level: 3 }],
    ['110000', { name: '北京市', level: 1 }],
    ['110100', { name: '北京市', level: 2 }],
    ['110101', { name: '东城区', level: 3 }],
    ['420000', { name: '湖北省', level: 1 }],
    ['429000', { name: '省直辖县级行政区划', level: 2 }],
    ['429004', { name: '仙桃市', level: 3 }],
    ['441900', { name: '东莞市', level: 2 }],
    ['440000', { name: '广东省', level: 1 }],
  ]);

  it('joins province, city and county without repeats, grouping names or unknown codes', () => {
    expect(areaNameOf(divisions, '330000', '330100', '330106')).toBe('浙江省杭州市西湖区');
    expect(areaNameOf(divisions, '110000', '110100', '110101')).toBe('北京市东城区');
    expect(areaNameOf(divisions, '420000', '429000', '429004')).toBe('湖北省仙桃市');
    expect(areaNameOf(divisions, '440000', '441900', '441900')).toBe('广东省东莞市');
    expect(areaNameOf(divisions, '330000', '330100', '330199')).toBe('浙江省杭州市');
  });

  it('maps a code to the venue column of its level, and an unknown code to 404', () => {
    expect(venueAreaColumn(divisions, '330000')).toBe('province_code');
    expect(venueAreaColumn(divisions, '330100')).toBe('city_code');
    expect(venueAreaColumn(divisions, '429004')).toBe('county_code');
    expect(() => venueAreaColumn(divisions, '990000')).toThrow(ApiError);
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
