/** presentSchedule: nine day kinds with labels, sorted slots, crossing slots and union hours. */
import { describe, expect, it } from 'vitest';
import { slot, SLOTS } from './opening.test-fixtures.js';
import { bestFeeKind, presentSchedule } from './schedule.js';

describe('presentSchedule', () => {
  it('lists day kinds 1-9 with their labels, slots and open hours', () => {
    const days = presentSchedule(SLOTS);
    expect(days.map((d) => [d.dayKind, d.label, d.openHours])).toEqual([
      [1, '周一', 12],
      [2, '周二', 12],
      [3, '周三', 12],
      [4, '周四', 12],
      [5, '周五', 16],
      [6, '周六', 20],
      [7, '周日', 12],
      [8, '法定节假日', 8],
      [9, '寒暑假', 12],
    ]);
    expect(days[5]!.slots).toEqual([
      { start: '06:00', end: '10:00', crossesMidnight: false, feeKind: 'free', area: 'outdoor' },
      { start: '08:00', end: '22:00', crossesMidnight: false, feeKind: 'low', area: 'indoor' },
      { start: '22:00', end: '02:00', crossesMidnight: true, feeKind: 'paid', area: 'indoor' },
    ]);
  });

  it('gives empty days zero hours and reads a midnight end as 24:00', () => {
    const days = presentSchedule([slot(3, '08:00', '00:00', 'free'), slot(3, '08:00', '09:00', 'low')]);
    expect(days[0]).toEqual({ dayKind: 1, label: '周一', slots: [], openHours: 0 });
    expect(days[2]!.slots[1]).toMatchObject({ start: '08:00', end: '24:00', crossesMidnight: false });
    expect(days[2]!.openHours).toBe(16);
  });

  it('bestFeeKind prefers free, then low, then paid', () => {
    expect(bestFeeKind(['paid', 'low'])).toBe('low');
    expect(bestFeeKind(['paid', 'free', 'low'])).toBe('free');
    expect(bestFeeKind([])).toBeNull();
  });
});
