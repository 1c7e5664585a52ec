/**
 * lib/shanghai-time.ts: fixed +08:00 arithmetic agrees with the Asia/Shanghai zone database, whatever the
 * process TZ, and instants are shown in Beijing time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumberOf,
  dayStringOf,
  formatMinute,
  instantOf,
  isoWeekdayOf,
  isoWeekdayOfDayNumber,
  localMoment,
  midnightMsOfDayNumber,
  formatShanghaiMinute,
  formatShanghaiMinuteCeil,
  dayNumberOfDay,
  shanghaiToday,
} from './shanghai-time.js';

const zone = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

describe('local calendar arithmetic', () => {
  it('localMoment matches Intl Asia/Shanghai for any instant of 1992-2100', () => {
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const at = new Date(ms);
        const p = Object.fromEntries(zone.formatToParts(at).map((x) => [x.type, x.value]));
        const local = localMoment(at);
        expect(local.day).toBe(`${p.year}-${p.month}-${p.day}`);
        expect(local.minute).toBe(Number(p.hour) * 60 + Number(p.minute));
        expect(isoWeekdayOf(local.day)).toBe(weekdays.indexOf(String(p.weekday)) + 1);
        expect(instantOf(local.day, local.minute).getTime()).toBe(ms - (ms % 60_000));
        const dayNumber = dayNumberOf(at);
        expect(dayStringOf(dayNumber)).toBe(local.day);
        expect(isoWeekdayOfDayNumber(dayNumber)).toBe(isoWeekdayOf(local.day));
        expect(midnightMsOfDayNumber(dayNumber)).toBe(instantOf(local.day, 0).getTime());
        expect(dayStringOf(dayNumber + 1)).toBe(addDays(local.day, 1));
      }),
      { numRuns: 2000 },
    );
  });

  it('moves days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-02', -1)).toBe('2026-03-01');
    expect(addDays('2026-10-01', 14)).toBe('2026-10-15');
  });

  it('local midnight is 16:00 UTC of the day before', () => {
    expect(localMoment(new Date('2026-10-01T16:00:00Z'))).toEqual({ day: '2026-10-02', minute: 0, msOfDay: 0 });
    expect(localMoment(new Date('2026-10-01T15:59:59.999Z')).minute).toBe(1439);
    expect(instantOf('2026-10-02', 1560).toISOString()).toBe('2026-10-02T18:00:00.000Z');
  });

  it('formats minutes as HH:mm, wrapping past midnight and reading 1440 as 24:00', () => {
    expect(formatMinute(0)).toBe('00:00');
    expect(formatMinute(545)).toBe('09:05');
    expect(formatMinute(1440)).toBe('24:00');
    expect(formatMinute(1560)).toBe('02:00');
  });
});

describe('formatShanghaiMinute', () => {
  it('shows UTC+8 and crosses the date line', () => {
    expect(formatShanghaiMinute(new Date('2026-11-21T06:05:59.999Z'))).toBe('2026-11-21 14:05');
    expect(formatShanghaiMinute(new Date('2026-11-21T16:00:00.000Z'))).toBe('2026-11-22 00:00');
  });

  it('rounds "try again after" times up to the next minute unless exact', () => {
    expect(formatShanghaiMinuteCeil(new Date('2026-11-21T06:20:00.000Z'))).toBe('2026-11-21 14:20');
    expect(formatShanghaiMinuteCeil(new Date('2026-11-21T06:20:00.001Z'))).toBe('2026-11-21 14:21');
    expect(formatShanghaiMinuteCeil(new Date('2026-12-31T15:59:30.000Z'))).toBe('2027-01-01 00:00');
  });
});

describe('day numbers and today', () => {
  it('counts local days from 1970-01-01 and reads today in Beijing', () => {
    expect(dayNumberOfDay('1970-01-02')).toBe(1);
    expect(dayNumberOfDay('2026-11-28')).toBe(dayNumberOf(new Date('2026-11-28T00:00:00+08:00')));
    expect(dayStringOf(dayNumberOfDay('2028-02-29'))).toBe('2028-02-29');
    expect(shanghaiToday(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
  });
});
