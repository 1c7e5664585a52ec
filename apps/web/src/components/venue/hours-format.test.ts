import type { TimeSlot } from '@portal/contracts/venue';
import { describe, expect, it } from 'vitest';
import { dayKindText, formatNextOpening, formatSlot, formatTodayHours, opensLaterText } from './hours-format';

const slot = (over: Partial<TimeSlot>): TimeSlot => ({
  start: '08:00',
  end: '12:00',
  crossesMidnight: false,
  feeKind: 'free',
  area: 'indoor',
  ...over,
});

describe('hours text', () => {
  it('writes a slot with its fee, 次日 past midnight and 室外 outdoors', () => {
    expect(formatSlot(slot({}))).toBe('08:00–12:00 免费');
    expect(formatSlot(slot({ start: '14:00', end: '21:00', feeKind: 'low' }))).toBe('14:00–21:00 低收费');
    expect(formatSlot(slot({ start: '22:00', end: '02:00', crossesMidnight: true, feeKind: 'paid' }))).toBe(
      '22:00–次日02:00 收费',
    );
    expect(formatSlot(slot({ area: 'outdoor', start: '06:00', end: '22:00' }))).toBe('06:00–22:00 免费（室外）');
  });

  it('says 今日不开放 for a day without slots', () => {
    expect(formatTodayHours([])).toEqual(['今日不开放']);
    expect(formatTodayHours([slot({}), slot({ start: '14:00', end: '18:00', feeKind: 'low' })])).toEqual([
      '08:00–12:00 免费',
      '14:00–18:00 低收费',
    ]);
  });

  it('shows the next opening in Asia/Shanghai', () => {
    // 2024-08-14T23:30Z is 15 August 07:30 in Beijing (the UTC date is still the 14th).
    expect(formatNextOpening('2024-08-14T23:30:00.000Z')).toBe('15日 07:30 开放');
    expect(formatNextOpening('2024-03-04T00:00:00Z')).toBe('04日 08:00 开放');
    expect(formatNextOpening(null)).toBe('');
    expect(formatNextOpening('not a date')).toBe('');
  });
});

describe('dayKindText', () => {
  it('says which timetable today opens by, never just "今天是休息日" (read as closed today)', () => {
    expect(dayKindText('休息日')).toBe('今天按周末时间开放');
    expect(dayKindText('工作日')).toBe('今天按工作日时间开放');
    expect(dayKindText('法定节假日')).toBe('今天按节假日时间开放');
    expect(dayKindText('全民健身日')).toBe('今天是全民健身日，开放时段免费');
    expect(dayKindText(null)).toBe('');
  });
});

describe('opens later today', () => {
  // 2026-03-02 05:00 in Asia/Shanghai.
  const at = '2026-03-01T21:00:00.000Z';
  const hours = [
    slot({ start: '09:00', end: '12:00', feeKind: 'paid' }),
    slot({ start: '06:00', end: '08:00', feeKind: 'low' }),
    slot({ start: '12:00', end: '14:00', feeKind: 'free' }),
  ];

  it('names the first slot after now with its fee, or the first free one', () => {
    expect(opensLaterText({ at, todayHours: hours })).toBe('今天 06:00 起低收费开放');
    expect(opensLaterText({ at, todayHours: hours }, true)).toBe('今天 12:00 起免费开放');
    expect(opensLaterText({ at: '2026-03-02T00:30:00.000Z', todayHours: hours })).toBe('今天 09:00 起开放（收费）');
  });

  it('says nothing when no slot starts later today', () => {
    expect(opensLaterText({ at: '2026-03-02T05:00:00.000Z', todayHours: hours })).toBe('');
    expect(opensLaterText({ at, todayHours: [] })).toBe('');
  });
});
