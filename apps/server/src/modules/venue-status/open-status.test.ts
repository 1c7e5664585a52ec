/**
 * Open-now engine (docs/decisions/venue-opening.md "Venue opening section"): midnight crossings, boundary minutes,
 * holidays, 调休 workdays, school vacation, 8 August, closures and the next opening. Run under several process time zones
 * (TZ=UTC, TZ=America/New_York): the results must not change.
 */
import { describe, expect, it } from 'vitest';
import { computeOpenStatus, openNowContext } from './open-status.js';
import { CALENDAR, closure, sh, shIso, SLOTS, slot } from './opening.test-fixtures.js';
import type { ClosureRecord } from './opening.types.js';

const status = (at: string, closures: ClosureRecord[] = [], calendar = CALENDAR) =>
  computeOpenStatus({ slots: SLOTS, closures }, calendar, sh(at));

describe('computeOpenStatus: slots and boundaries', () => {
  it('opens at the opening minute (inclusive) and closes at the closing minute (exclusive)', () => {
    // 2026-03-02 is a Monday: 09-12 paid, 12-14 free, 14-21 low.
    expect(status('2026-03-02 08:59:59.999')).toMatchObject({
      open: false,
      feeKind: null,
      label: '未到开放时间',
      nextOpening: shIso('2026-03-02 09:00'),
    });
    expect(status('2026-03-02 09:00')).toMatchObject({
      open: true,
      feeKind: 'paid',
      label: '开放中（收费）',
      nextOpening: null,
    });
    expect(status('2026-03-02 11:59:59')).toMatchObject({ open: true, feeKind: 'paid' });
    expect(status('2026-03-02 12:00')).toMatchObject({ open: true, feeKind: 'free', label: '免费开放中' });
    expect(status('2026-03-02 14:00')).toMatchObject({ open: true, feeKind: 'low', label: '低收费开放中' });
    expect(status('2026-03-02 20:59:59.999')).toMatchObject({ open: true, feeKind: 'low' });
    expect(status('2026-03-02 21:00')).toMatchObject({
      open: false,
      label: '今日已闭馆',
      nextOpening: shIso('2026-03-03 09:00'),
    });
  });

  it('reports the instant, the day label and today’s hours in order', () => {
    const s = status('2026-03-02 10:00');
    expect(s.at).toBe('2026-03-02T02:00:00.000Z');
    expect(s.dayLabel).toBe('工作日');
    expect(s.nationalFitnessDay).toBe(false);
    expect(s.closure).toBeNull();
    expect(s.todayHours).toEqual([
      { start: '09:00', end: '12:00', crossesMidnight: false, feeKind: 'paid', area: 'indoor' },
      { start: '12:00', end: '14:00', crossesMidnight: false, feeKind: 'free', area: 'indoor' },
      { start: '14:00', end: '21:00', crossesMidnight: false, feeKind: 'low', area: 'indoor' },
    ]);
  });

  it('free wins over low wins over paid when slots overlap', () => {
    // Saturday 2026-03-07: indoor low 08-22 and outdoor free 06-10.
    expect(status('2026-03-07 06:30')).toMatchObject({ open: true, feeKind: 'free' });
    expect(status('2026-03-07 09:59')).toMatchObject({ open: true, feeKind: 'free' });
    expect(status('2026-03-07 10:00')).toMatchObject({ open: true, feeKind: 'low', dayLabel: '休息日' });
    const paidAndLow = computeOpenStatus(
      { slots: [slot(1, '08:00', '12:00', 'paid'), slot(1, '10:00', '11:00', 'low')], closures: [] },
      CALENDAR,
      sh('2026-03-02 10:30'),
    );
    expect(paidAndLow.feeKind).toBe('low');
  });

  it('a venue without any schedule is never open and has no next opening', () => {
    const s = computeOpenStatus({ slots: [], closures: [] }, CALENDAR, sh('2026-03-02 10:00'));
    expect(s).toMatchObject({ open: false, feeKind: null, label: '未开放', nextOpening: null, todayHours: [] });
  });
});

describe('computeOpenStatus: midnight crossings', () => {
  it('is open at 00:30 from yesterday’s 22:00-02:00 slot and closed at 02:00 exactly', () => {
    // Friday 2026-03-06 22:00 -> Saturday 02:00 (paid).
    expect(status('2026-03-06 22:00')).toMatchObject({ open: true, feeKind: 'paid' });
    const at0030 = status('2026-03-07 00:30');
    expect(at0030).toMatchObject({ open: true, feeKind: 'paid', dayLabel: '休息日' });
    expect(at0030.todayHours[0]).toEqual({
      start: '00:00',
      end: '02:00',
      crossesMidnight: false,
      feeKind: 'paid',
      area: 'indoor',
    });
    expect(status('2026-03-07 01:59:59.999').open).toBe(true);
    expect(status('2026-03-07 02:00')).toMatchObject({
      open: false,
      label: '未到开放时间',
      nextOpening: shIso('2026-03-07 06:00'),
    });
  });

  it('shows today’s own crossing slot with its next-day end', () => {
    const friday = status('2026-03-06 10:00').todayHours;
    expect(friday.at(-1)).toEqual({
      start: '22:00',
      end: '02:00',
      crossesMidnight: true,
      feeKind: 'paid',
      area: 'indoor',
    });
    // Friday's slot does not carry into Friday itself from Thursday (Thursday has no crossing slot).
    expect(friday[0]!.start).toBe('09:00');
  });

  it('uses the day kind of the day the slot starts: a crossing slot of a Saturday runs into Sunday', () => {
    expect(status('2026-03-08 01:00')).toMatchObject({ open: true, feeKind: 'paid', dayLabel: '休息日' });
    expect(status('2026-03-08 02:00')).toMatchObject({ open: false, nextOpening: shIso('2026-03-08 08:00') });
  });
});

describe('computeOpenStatus: calendar', () => {
  it('National Day 2026 follows the holiday schedule (day kind 8)', () => {
    // 2026-10-01 is a Thursday, but the holiday schedule is 09-17 free.
    expect(status('2026-10-01 10:00')).toMatchObject({ open: true, feeKind: 'free', dayLabel: '法定节假日' });
    expect(status('2026-10-01 18:00')).toMatchObject({
      open: false,
      label: '今日已闭馆',
      nextOpening: shIso('2026-10-02 09:00'),
    });
    expect(status('2026-10-01 10:00').todayHours).toEqual([
      { start: '09:00', end: '17:00', crossesMidnight: false, feeKind: 'free', area: 'indoor' },
    ]);
    // The holiday ends on the 7th; 8 October (Thursday) is an ordinary weekday again.
    expect(status('2026-10-07 20:00')).toMatchObject({ open: false, nextOpening: shIso('2026-10-08 09:00') });
  });

  it('a worked weekend day (调休) follows the Friday schedule', () => {
    // Sunday 2026-09-20 is a make-up workday: Friday's 22:00-02:00 slot applies, Sunday's 08-20 does not.
    expect(status('2026-09-20 08:30')).toMatchObject({
      open: false,
      dayLabel: '工作日',
      nextOpening: shIso('2026-09-20 09:00'),
    });
    expect(status('2026-09-20 22:30')).toMatchObject({ open: true, feeKind: 'paid' });
    expect(status('2026-09-21 01:00')).toMatchObject({ open: true, feeKind: 'paid' });
    // An ordinary Sunday closes at 20:00.
    expect(status('2026-09-13 22:30').open).toBe(false);
  });

  it('school-vacation weekdays use day kind 9, vacation weekends keep their weekday', () => {
    expect(status('2026-07-15 08:00')).toMatchObject({ open: true, feeKind: 'low', dayLabel: '寒暑假' });
    expect(status('2026-07-15 07:59').open).toBe(false);
    // Saturday 2026-07-18 in the vacation: the Saturday schedule (outdoor free from 06:00).
    expect(status('2026-07-18 06:30')).toMatchObject({ open: true, feeKind: 'free', dayLabel: '休息日' });
  });
});

describe('computeOpenStatus: 8 August (全民健身日)', () => {
  it('every open slot is free all day, on a weekend too (2026-08-08 is a Saturday)', () => {
    const morning = status('2026-08-08 10:30');
    expect(morning).toMatchObject({
      open: true,
      feeKind: 'free',
      label: '免费开放中',
      dayLabel: '全民健身日',
      nationalFitnessDay: true,
    });
    expect(morning.todayHours.every((h) => h.feeKind === 'free')).toBe(true);
    // The paid 22:00-02:00 slot is free until midnight, then paid again on 9 August.
    expect(status('2026-08-08 23:30')).toMatchObject({ open: true, feeKind: 'free' });
    expect(status('2026-08-09 00:30')).toMatchObject({ open: true, feeKind: 'paid', nationalFitnessDay: false });
  });

  it('keeps the normal hours: closed times stay closed', () => {
    expect(status('2026-08-08 05:00')).toMatchObject({
      open: false,
      feeKind: null,
      nationalFitnessDay: true,
      nextOpening: shIso('2026-08-08 06:00'),
    });
  });

  it('a weekday 8 August outside any vacation is free in the weekday slots (2025-08-08, a Friday)', () => {
    expect(status('2025-08-08 10:00')).toMatchObject({ open: true, feeKind: 'free', dayLabel: '全民健身日' });
    expect(status('2025-08-08 23:00')).toMatchObject({ open: true, feeKind: 'free' });
    // Carried into 9 August from the 8th's crossing slot: paid again.
    expect(status('2025-08-09 00:30')).toMatchObject({ open: true, feeKind: 'paid' });
  });

  it('is free from midnight when the day before carries a crossing slot into 8 August', () => {
    const slots = [slot(5, '22:00', '02:00', 'paid'), slot(4, '22:00', '02:00', 'paid')];
    // 2025-08-07 is a Thursday.
    const s = computeOpenStatus({ slots, closures: [] }, new Map(), sh('2025-08-08 01:00'));
    expect(s).toMatchObject({ open: true, feeKind: 'free' });
    expect(s.todayHours[0]).toMatchObject({ start: '00:00', end: '02:00', feeKind: 'free' });
  });
});

describe('computeOpenStatus: closures and next opening', () => {
  const twoDays = closure(7, '2026-03-02 00:00', '2026-03-04 00:00', '2026-02-20 10:00', '场馆设施年度检修');

  it('a closure in force shuts the venue, is reported, and the next opening follows it', () => {
    const s = status('2026-03-02 10:00', [twoDays]);
    expect(s).toMatchObject({
      open: false,
      feeKind: null,
      label: '闭馆公告期间',
      nextOpening: shIso('2026-03-04 09:00'),
    });
    expect(s.closure).toEqual({
      id: 7,
      startTime: shIso('2026-03-02 00:00'),
      endTime: shIso('2026-03-04 00:00'),
      reason: '场馆设施年度检修',
      announcedAt: shIso('2026-02-20 10:00'),
      noticeDays: 9.5,
    });
    // Before the closure starts and after it ends, the schedule applies.
    expect(status('2026-03-01 10:00', [twoDays]).open).toBe(true);
    expect(status('2026-03-04 09:00', [twoDays]).open).toBe(true);
    // Closed the evening before, the next opening skips the closed days.
    expect(status('2026-03-01 21:00', [twoDays]).nextOpening).toBe(shIso('2026-03-04 09:00'));
  });

  it('a closure ending inside a slot reopens at its end; start inclusive, end exclusive', () => {
    const morning = closure(8, '2026-03-02 08:00', '2026-03-02 10:30', '2026-02-01 08:00');
    expect(status('2026-03-02 09:15', [morning])).toMatchObject({
      open: false,
      nextOpening: shIso('2026-03-02 10:30'),
    });
    expect(status('2026-03-02 10:30', [morning])).toMatchObject({ open: true, feeKind: 'paid' });
    const evening = closure(9, '2026-03-02 18:00', '2026-03-02 23:00', '2026-02-01 08:00');
    expect(status('2026-03-02 17:59', [evening]).open).toBe(true);
    expect(status('2026-03-02 18:00', [evening]).open).toBe(false);
  });

  it('overlapping closures are all skipped', () => {
    const a = closure(1, '2026-03-02 00:00', '2026-03-03 12:00', '2026-02-01 08:00');
    const b = closure(2, '2026-03-03 11:00', '2026-03-03 16:00', '2026-02-01 08:00');
    const s = status('2026-03-02 10:00', [a, b]);
    expect(s.nextOpening).toBe(shIso('2026-03-03 16:00'));
    expect(s.closure?.id).toBe(1);
    expect(status('2026-03-03 11:30', [a, b]).closure?.id).toBe(2);
  });

  it('crosses several days, and gives up after 14 days', () => {
    // Sunday 20:00 closed -> Monday 09:00.
    expect(status('2026-03-08 20:00').nextOpening).toBe(shIso('2026-03-09 09:00'));
    const onlyMondays = computeOpenStatus(
      { slots: [slot(1, '09:00', '10:00', 'free')], closures: [] },
      CALENDAR,
      sh('2026-03-03 12:00'),
    );
    expect(onlyMondays).toMatchObject({ label: '今日不开放', nextOpening: shIso('2026-03-09 09:00') });
    const long = closure(3, '2026-03-01 00:00', '2026-03-25 00:00', '2026-02-01 08:00');
    expect(status('2026-03-02 10:00', [long])).toMatchObject({ open: false, nextOpening: null });
    // The horizon is at + 14 days, inclusive: 2026-03-02 10:00 -> 2026-03-16 10:00.
    const until = (end: string) => [closure(4, '2026-03-01 00:00', end, '2026-02-01 08:00')];
    expect(status('2026-03-02 10:00', until('2026-03-16 09:30')).nextOpening).toBe(shIso('2026-03-16 09:30'));
    expect(status('2026-03-02 10:00', until('2026-03-16 10:00')).nextOpening).toBe(shIso('2026-03-16 10:00'));
    expect(status('2026-03-02 10:00', until('2026-03-16 10:01')).nextOpening).toBeNull();
  });
});

describe('openNowContext', () => {
  it('gives the SQL filters today’s and yesterday’s day kinds and the local minute', () => {
    expect(openNowContext(CALENDAR, sh('2026-10-08 00:30'))).toMatchObject({
      day: '2026-10-08',
      minute: 30,
      todayKind: 4,
      yesterdayKind: 8,
      nationalFitnessDay: false,
    });
    expect(openNowContext(CALENDAR, sh('2026-08-08 23:59:59'))).toMatchObject({
      day: '2026-08-08',
      minute: 1439,
      todayKind: 6,
      yesterdayKind: 9,
      nationalFitnessDay: true,
    });
  });
});

describe('time zone independence', () => {
  it('runs in the process time zone under test and still answers in Asia/Shanghai', () => {
    // The same instant written in UTC: 2026-03-06T16:30Z is Saturday 00:30 in Shanghai.
    const s = computeOpenStatus({ slots: SLOTS, closures: [] }, CALENDAR, new Date('2026-03-06T16:30:00Z'));
    expect(s).toMatchObject({ open: true, feeKind: 'paid', dayLabel: '休息日' });
  });
});
