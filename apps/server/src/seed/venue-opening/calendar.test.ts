/**
 * The seeded national calendar (./calendar.ts): the published 2022-2026 arrangements, the derived 2027
 * one, school vacations, 8 August and the seed's day kinds.
 */
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_YEARS,
  HOLIDAY_ARRANGEMENTS,
  SPRING_FESTIVAL,
  calendarEntries,
  calendarRows,
  seedDayKind,
  summerVacation,
  winterVacation,
} from './calendar.js';
import { dayNumber, isoDate, isoWeekday } from './dates.js';

const kindOf = (date: string) => calendarEntries().get(dayNumber(date))?.kind;

describe('calendar_day rows', () => {
  it('hold the 2026 National Day holiday 1-7 October and its 调休 workdays 20 September and 10 October', () => {
    for (let d = 1; d <= 7; d += 1) expect(kindOf(`2026-10-0${d}`), `2026-10-0${d}`).toBe('holiday');
    expect(kindOf('2026-10-08')).toBeUndefined();
    expect(kindOf('2026-09-20')).toBe('workday');
    expect(kindOf('2026-10-10')).toBe('workday');
    expect(calendarEntries().get(dayNumber('2026-10-01'))?.name).toBe('国庆节');
  });

  it('hold the other published arrangements (2025 National Day and Mid-Autumn 1-8 October, 2026 Spring Festival 15-23 February)', () => {
    for (let d = 1; d <= 8; d += 1) expect(kindOf(`2025-10-0${d}`)).toBe('holiday');
    expect(kindOf('2025-09-28')).toBe('workday');
    expect(kindOf('2025-10-11')).toBe('workday');
    for (let d = 15; d <= 23; d += 1) expect(kindOf(`2026-02-${d}`)).toBe('holiday');
    expect(kindOf('2026-02-14')).toBe('workday');
    expect(kindOf('2026-02-28')).toBe('workday');
    expect(kindOf('2024-01-01')).toBe('holiday');
    expect(kindOf('2023-04-05')).toBe('holiday');
    expect(kindOf('2022-12-31')).toBe('holiday'); // 2023 New Year
  });

  it("derive 2027 by the rules: Spring Festival from New Year's Eve (5 Feb) for 8 days, Wednesday festivals alone", () => {
    for (let d = 5; d <= 12; d += 1) expect(kindOf(`2027-02-${String(d).padStart(2, '0')}`)).toBe('holiday');
    expect(kindOf('2027-06-09')).toBe('holiday');
    expect(kindOf('2027-06-10')).toBeUndefined();
    expect(kindOf('2027-09-15')).toBe('holiday');
    for (let d = 1; d <= 7; d += 1) expect(kindOf(`2027-10-0${d}`)).toBe('holiday');
  });

  it('make every 调休 workday a weekend day and every arrangement a contiguous run', () => {
    for (const year of CALENDAR_YEARS) {
      for (const block of HOLIDAY_ARRANGEMENTS[year] ?? []) {
        expect(dayNumber(block.to) - dayNumber(block.from), block.name).toBeLessThanOrEqual(8);
        expect(dayNumber(block.to)).toBeGreaterThanOrEqual(dayNumber(block.from));
        for (const date of block.workdays ?? []) expect(isoWeekday(dayNumber(date)), date).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('never store 8 August (全民健身日) as a holiday: it is a summer vacation day', () => {
    for (const year of CALENDAR_YEARS) {
      expect(kindOf(`${year}-08-08`)).toBe('vacation');
      expect(calendarEntries().get(dayNumber(`${year}-08-08`))?.name).toBe('暑假');
    }
  });

  it('place the winter vacation around the Spring Festival and the summer vacation 10 July - 31 August', () => {
    for (const year of CALENDAR_YEARS) {
      const [first, last] = winterVacation(year);
      const festival = dayNumber(SPRING_FESTIVAL[year] as string);
      expect(first).toBeLessThan(festival);
      expect(last).toBeGreaterThan(festival);
      expect(isoDate(first) >= `${year}-01-10`).toBe(true);
      expect(isoDate(last) <= `${year}-03-01`).toBe(true);
      expect(summerVacation(year).map(isoDate)).toEqual([`${year}-07-10`, `${year}-08-31`]);
    }
    expect(kindOf('2026-01-20')).toBeUndefined(); // 2026's winter vacation starts late (Spring Festival 17 Feb)
    expect(kindOf('2026-02-05')).toBe('vacation');
    expect(kindOf('2026-02-17')).toBe('holiday'); // holiday wins over vacation
  });

  it('yield one row per day in date order with known kinds', () => {
    const rows = calendarRows();
    expect(rows.length).toBeGreaterThan(600);
    expect(rows.map((r) => r.day)).toEqual([...rows.map((r) => r.day)].sort());
    expect(new Set(rows.map((r) => r.day)).size).toBe(rows.length);
    for (const r of rows) expect(['holiday', 'workday', 'vacation']).toContain(r.kind);
  });
});

describe('seedDayKind', () => {
  it('maps holidays to 8, 调休 workdays to 5, vacation weekdays to 9 and other days to their ISO weekday', () => {
    expect(seedDayKind(dayNumber('2026-10-01'))).toBe(8);
    expect(seedDayKind(dayNumber('2026-10-10'))).toBe(5);
    expect(seedDayKind(dayNumber('2026-07-15'))).toBe(9); // Wednesday in the summer vacation
    expect(seedDayKind(dayNumber('2026-07-18'))).toBe(6); // Saturday in the summer vacation
    expect(seedDayKind(dayNumber('2026-11-02'))).toBe(1); // an ordinary Monday
    expect(seedDayKind(dayNumber('2026-11-01'))).toBe(7); // REFERENCE_NOW is a Sunday
  });
});
