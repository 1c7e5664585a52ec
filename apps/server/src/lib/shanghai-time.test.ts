/** lib/shanghai-time.ts: Asia/Shanghai display of UTC instants, whatever the server's own zone. */
import { describe, expect, it } from 'vitest';
import { formatShanghaiMinute, formatShanghaiMinuteCeil } from './shanghai-time.js';

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
