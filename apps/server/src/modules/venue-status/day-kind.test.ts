/** Day kinds of the open-now engine: holidays 8, 调休 workdays the Friday schedule 5, vacation weekdays 9. */
import { describe, expect, it } from 'vitest';
import { dayInfo, dayKindOf, WORKED_WEEKEND_DAY_KIND } from './day-kind.js';
import { CALENDAR } from './opening.test-fixtures.js';

describe('dayKindOf / dayInfo', () => {
  it('ordinary days follow their ISO weekday', () => {
    expect(
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].map((d) =>
        dayKindOf(d, CALENDAR),
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dayInfo('2026-03-02', CALENDAR)).toEqual({
      day: '2026-03-02',
      dayKind: 1,
      dayLabel: '工作日',
      nationalFitnessDay: false,
    });
    expect(dayInfo('2026-03-07', CALENDAR).dayLabel).toBe('休息日');
  });

  it('public holidays are day kind 8 whatever the weekday (National Day 2026)', () => {
    for (let d = 1; d <= 7; d += 1)
      expect(dayInfo(`2026-10-0${d}`, CALENDAR)).toMatchObject({ dayKind: 8, dayLabel: '法定节假日' });
  });

  it('a worked weekend day (调休) follows the Friday schedule', () => {
    expect(WORKED_WEEKEND_DAY_KIND).toBe(5);
    expect(dayInfo('2026-09-20', CALENDAR)).toMatchObject({ dayKind: 5, dayLabel: '工作日' });
    expect(dayInfo('2026-10-10', CALENDAR)).toMatchObject({ dayKind: 5, dayLabel: '工作日' });
  });

  it('school-vacation Monday-Friday is day kind 9; vacation weekends keep 6 and 7', () => {
    expect(dayInfo('2026-07-15', CALENDAR)).toMatchObject({ dayKind: 9, dayLabel: '寒暑假' });
    expect(dayKindOf('2026-07-18', CALENDAR)).toBe(6);
    expect(dayKindOf('2026-07-19', CALENDAR)).toBe(7);
    expect(dayKindOf('2026-09-01', CALENDAR)).toBe(2);
  });

  it('8 August keeps its day kind and is flagged 全民健身日', () => {
    expect(dayInfo('2026-08-08', CALENDAR)).toEqual({
      day: '2026-08-08',
      dayKind: 6,
      dayLabel: '全民健身日',
      nationalFitnessDay: true,
    });
    expect(dayInfo('2026-08-07', CALENDAR)).toMatchObject({ dayKind: 9, nationalFitnessDay: false });
    expect(dayInfo('2025-08-08', new Map())).toMatchObject({ dayKind: 5, nationalFitnessDay: true });
  });
});
