import { describe, expect, it } from 'vitest';
import { formatHeaderClock, toShanghaiIso } from './header-clock';

describe('formatHeaderClock (spec §2 Header)', () => {
  it('formats the example afternoon time in Beijing time', () => {
    // 06:05:09 UTC is 14:05:09 in Beijing.
    expect(formatHeaderClock(new Date('2026-11-21T06:05:09Z'))).toBe('2026年11月21日 星期六 下午 2:05:09');
  });

  it('midnight is 上午 12', () => {
    expect(formatHeaderClock(new Date('2026-11-21T16:00:00Z'))).toBe('2026年11月22日 星期日 上午 12:00:00');
  });

  it('noon is 下午 12 and 11:59:59 is still 上午', () => {
    expect(formatHeaderClock(new Date('2026-11-21T04:00:00Z'))).toBe('2026年11月21日 星期六 下午 12:00:00');
    expect(formatHeaderClock(new Date('2026-11-21T03:59:59Z'))).toBe('2026年11月21日 星期六 上午 11:59:59');
  });

  it('does not zero-pad month, day and hour; pads minutes and seconds', () => {
    expect(formatHeaderClock(new Date('2026-01-04T23:03:07Z'))).toBe('2026年1月5日 星期一 上午 7:03:07');
  });

  it('names every weekday', () => {
    const names = [];
    for (let day = 15; day <= 21; day++) {
      // 2026-11-15 is a Sunday; 12:00 Beijing = 04:00 UTC.
      names.push(formatHeaderClock(new Date(`2026-11-${day}T04:00:00Z`)).split(' ')[1]);
    }
    expect(names).toEqual(['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']);
  });

  it('uses Beijing time across the date line and the year end', () => {
    expect(formatHeaderClock(new Date('2026-12-31T16:30:00Z'))).toBe('2027年1月1日 星期五 上午 12:30:00');
  });

  it('gives an ISO text with the +08:00 offset', () => {
    expect(toShanghaiIso(new Date('2026-11-21T06:05:09.123Z'))).toBe('2026-11-21T14:05:09+08:00');
  });
});
