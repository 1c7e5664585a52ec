/**
 * The pure race rules (no database): status by day (contracts community-games.codes.ts), the list order,
 * paging over province lists, keyword hits, per-day counts of a month, the map's cells (counts add up,
 * the marker cap holds) and the province table (sums of the races, medal order with shared ranks).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayCounts, keywordHits, listOrder, raceMatcher, searchRaces, statusOn } from './race-filter.js';
import { mapCells } from './race-map.js';
import { gamesFigures, provinceTable } from './province-table.js';
import { monthDays } from './race-days.js';
import { dayNumberOf, dayNumberOfDay, dayStringOf } from '../../lib/shanghai-time.js';
import { mercator, newKeywordMemo, type RaceSnapshot } from './race-snapshot.js';

const D = dayNumberOfDay;
const TODAY = D('2026-11-24');

interface RaceSpec {
  id: number;
  province: string;
  start: string;
  end: string;
  regStart: string;
  regEnd: string;
  lng?: number;
  lat?: number;
  text?: string;
  registered?: number;
  games?: number;
}

/** A snapshot of `races` (ids ascending), built as race-snapshot.ts does. */
function snapshotOf(races: RaceSpec[], medals: RaceSnapshot['medals'] = []): RaceSnapshot {
  const n = races.length;
  const texts = races.map((r) => (r.text ?? `赛事${r.id}`).toLowerCase());
  const starts = new Int32Array(n);
  let offset = 0;
  texts.forEach((t, i) => {
    starts[i] = offset;
    offset += t.length + 1;
  });
  const lng = Float64Array.from(races, (r) => r.lng ?? 120);
  const lat = Float64Array.from(races, (r) => r.lat ?? 30);
  const byLng = Int32Array.from(races.map((_, i) => i)).sort((a, b) => (lng[a] as number) - (lng[b] as number));
  return {
    count: n,
    id: Int32Array.from(races, (r) => r.id),
    gamesId: Int32Array.from(races, (r) => r.games ?? 1),
    sport: new Uint8Array(n),
    level: new Uint8Array(n),
    provinceCode: races.map((r) => r.province),
    cityCode: races.map((r) => `${r.province.slice(0, 4)}00`),
    countyCode: races.map((r) => `${r.province.slice(0, 4)}01`),
    start: Int32Array.from(races, (r) => D(r.start)),
    end: Int32Array.from(races, (r) => D(r.end)),
    registrationStart: Int32Array.from(races, (r) => D(r.regStart)),
    registrationEnd: Int32Array.from(races, (r) => D(r.regEnd)),
    lng,
    lat,
    capacity: Int32Array.from(races, () => 100),
    registered: Int32Array.from(races, (r) => r.registered ?? 10),
    name: races.map((r) => `赛事${r.id}`),
    venueName: races.map(() => '体育中心'),
    text: texts.join('\n'),
    textStart: starts,
    keywordHits: newKeywordMemo(),
    medals,
    mercatorX: Float64Array.from(races, (_, i) => mercator(lng[i] as number, lat[i] as number)[0]),
    mercatorY: Float64Array.from(races, (_, i) => mercator(lng[i] as number, lat[i] as number)[1]),
    byLng,
    sortedLng: Float64Array.from(byLng, (i) => lng[i] as number),
    orders: new Map(),
  };
}

const race = (
  id: number,
  start: string,
  end: string,
  regStart: string,
  regEnd: string,
  more: Partial<RaceSpec> = {},
) => ({
  id,
  province: '330000',
  start,
  end,
  regStart,
  regEnd,
  ...more,
});

// On 2026-11-24: 1 ended, 2 and 3 ongoing, 4 registering, 5 upcoming (closed), 6 upcoming (not open yet).
const RACES: RaceSpec[] = [
  race(1, '2026-11-20', '2026-11-21', '2026-11-01', '2026-11-10'),
  race(2, '2026-11-23', '2026-11-25', '2026-11-01', '2026-11-15', { province: '110000', text: '北京羽毛球' }),
  race(3, '2026-11-24', '2026-11-24', '2026-11-01', '2026-11-15'),
  race(4, '2026-12-10', '2026-12-11', '2026-11-20', '2026-12-01', { text: '杭州羽毛球公开赛' }),
  race(5, '2026-11-27', '2026-11-27', '2026-11-01', '2026-11-20'),
  race(6, '2027-01-10', '2027-01-12', '2026-12-20', '2026-12-30'),
];

describe('dayNumberOf', () => {
  it('turns the day at midnight Beijing time (16:00 UTC)', () => {
    expect(dayStringOf(dayNumberOf(new Date('2026-11-24T15:59:59.999Z')))).toBe('2026-11-24');
    expect(dayStringOf(dayNumberOf(new Date('2026-11-24T16:00:00.000Z')))).toBe('2026-11-25');
  });
});

describe('statusOn', () => {
  it('follows the first matching rule: ended, ongoing, registering, upcoming', () => {
    expect(statusOn(TODAY, D('2026-11-20'), D('2026-11-23'), 0, 0)).toBe('ended');
    expect(statusOn(TODAY, D('2026-11-24'), D('2026-11-24'), 0, 0)).toBe('ongoing');
    expect(statusOn(TODAY, D('2026-12-01'), D('2026-12-01'), D('2026-11-24'), D('2026-11-24'))).toBe('registering');
    expect(statusOn(TODAY, D('2026-12-01'), D('2026-12-01'), D('2026-11-25'), D('2026-11-28'))).toBe('upcoming');
    expect(statusOn(TODAY, D('2026-12-01'), D('2026-12-01'), D('2026-11-01'), D('2026-11-23'))).toBe('upcoming');
  });
});

describe('searchRaces and listOrder', () => {
  const s = snapshotOf(RACES);
  it('orders ongoing (ending first), registering, upcoming (starting first), ended', () => {
    const ids = searchRaces(s, {}, TODAY, 1, 10).positions.map((i) => s.id[i]);
    expect(ids).toEqual([3, 2, 4, 5, 6, 1]);
  });
  it('pages and counts, and filters by province through its own list', () => {
    const second = searchRaces(s, {}, TODAY, 2, 4);
    expect([second.positions.map((i) => s.id[i]), second.total]).toEqual([[6, 1], 6]);
    const beijing = searchRaces(s, { area: { column: 'province_code', code: '110000' } }, TODAY, 1, 10);
    expect(beijing.positions.map((i) => s.id[i])).toEqual([2]);
    expect(listOrder(s, TODAY).byProvince.get('330000')).toHaveLength(5);
    expect(searchRaces(s, { status: 'upcoming' }, TODAY, 1, 10).positions.map((i) => s.id[i])).toEqual([5, 6]);
  });
  it('matches a keyword once per race, anywhere in its text', () => {
    expect([...keywordHits(s, '羽毛')]).toEqual([0, 1, 0, 1, 0, 0]);
    const match = raceMatcher(s, { keyword: '羽毛', status: 'registering' }, TODAY);
    expect([0, 1, 2, 3, 4, 5].filter(match)).toEqual([3]);
  });
});

describe('dayCounts', () => {
  it('counts each race on every day it runs, within the month', () => {
    const s = snapshotOf(RACES);
    const { first, last } = monthDays('2026-11');
    const days = dayCounts(s, {}, TODAY, first, last).map((d) => [dayStringOf(d.day), d.count]);
    expect(days).toEqual([
      ['2026-11-20', 1],
      ['2026-11-21', 1],
      ['2026-11-23', 1],
      ['2026-11-24', 2],
      ['2026-11-25', 1],
      ['2026-11-27', 1],
    ]);
  });
});

describe('mapCells', () => {
  it('holds every race in view exactly once and never more markers than allowed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: 100, max: 120, noNaN: true }), fc.double({ min: 20, max: 40, noNaN: true })),
          {
            minLength: 1,
            maxLength: 300,
          },
        ),
        fc.integer({ min: 3, max: 16 }),
        (points, zoom) => {
          const s = snapshotOf(
            points.map(([lng, lat], k) =>
              race(k + 1, '2026-11-24', '2026-11-24', '2026-11-01', '2026-11-02', { lng, lat }),
            ),
          );
          const { total, cells } = mapCells(s, {}, TODAY, { west: 105, south: 25, east: 115, north: 35, zoom }, 20);
          const inView = points.filter(([lng, lat]) => lng >= 105 && lng <= 115 && lat >= 25 && lat <= 35).length;
          expect(total).toBe(inView);
          expect(cells.reduce((sum, c) => sum + c.count, 0)).toBe(inView);
          expect(cells.length).toBeLessThanOrEqual(20);
          for (const c of cells) if (c.count > 1) expect(c.expansionZoom).toBeGreaterThan(Math.min(zoom, 14));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('gamesFigures and provinceTable', () => {
  it('sums the races per province and ranks by gold, silver, bronze with shared ranks', () => {
    const s = snapshotOf(
      [
        race(1, '2026-11-01', '2026-11-01', '2026-10-01', '2026-10-10', { province: '110000', registered: 5 }),
        race(2, '2026-11-01', '2026-11-01', '2026-10-01', '2026-10-10', { province: '330000', registered: 7 }),
        race(3, '2026-12-01', '2026-12-01', '2026-11-20', '2026-11-30', { province: '330000', registered: 9 }),
        race(4, '2026-12-01', '2026-12-01', '2026-11-20', '2026-11-30', { province: '440000', games: 2 }),
      ],
      [
        { gamesId: 1, provinceCode: '110000', gold: 1, silver: 2, bronze: 0 },
        { gamesId: 1, provinceCode: '330000', gold: 1, silver: 2, bronze: 0 },
        { gamesId: 1, provinceCode: '440000', gold: 3, silver: 0, bronze: 0 },
      ],
    );
    const figures = gamesFigures(s, 1, TODAY);
    expect(figures).toEqual({
      races: 3,
      participants: 21,
      provinces: 2,
      statusCounts: { registering: 1, upcoming: 0, ongoing: 0, ended: 2 },
    });
    const table = provinceTable(s, 1, TODAY);
    expect(table.map((r) => [r.provinceCode, r.rank, r.races, r.finished])).toEqual([
      ['440000', 1, 0, 0],
      ['330000', 2, 2, 1],
      ['110000', 2, 1, 1],
    ]);
    expect(table.reduce((sum, r) => sum + r.races, 0)).toBe(figures.races);
    expect(table.reduce((sum, r) => sum + r.participants, 0)).toBe(figures.participants);
  });
});
