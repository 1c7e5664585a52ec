/** push-window.ts: the H:00:00-H:10:00 Beijing-time window of spec §9, to the second, across midnight and year ends. */
import { describe, expect, it } from 'vitest';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { checkPushWindow, periodLabel, pushWindowOf } from './push-window.js';

const state = (flowDate: string, hour: number, iso: string) => checkPushWindow(flowDate, hour, new Date(iso)).state;

describe('push window', () => {
  it('covers hour 17 from 18:00:00 to 18:10:00 Beijing time (10:00-10:10 UTC), both seconds included', () => {
    expect(pushWindowOf('2026-05-01', 17)).toEqual({
      periodStart: new Date('2026-05-01T09:00:00Z'),
      opensAt: new Date('2026-05-01T10:00:00Z'),
      closesAt: new Date('2026-05-01T10:10:00Z'),
    });
    expect(state('2026-05-01', 17, '2026-05-01T09:59:59.999Z')).toBe('too-early');
    expect(state('2026-05-01', 17, '2026-05-01T10:00:00.000Z')).toBe('open');
    expect(state('2026-05-01', 17, '2026-05-01T10:10:00.999Z')).toBe('open');
    expect(state('2026-05-01', 17, '2026-05-01T10:10:01.000Z')).toBe('closed');
  });

  it('accepts hour 23 in the first ten minutes of the next day, also at the turn of the year', () => {
    expect(state('2026-05-01', 23, '2026-05-01T16:05:00Z')).toBe('open'); // 2026-05-02 00:05
    expect(state('2026-05-01', 23, '2026-05-01T15:59:59Z')).toBe('too-early');
    expect(state('2026-12-31', 23, '2026-12-31T16:10:00Z')).toBe('open'); // 2027-01-01 00:10:00
    expect(state('2026-12-31', 23, '2026-12-31T16:10:01Z')).toBe('closed');
    expect(state('2026-05-02', 0, '2026-05-01T16:05:00Z')).toBe('too-early'); // 00:00-01:00 has not ended
  });

  it('says why and when, in Beijing time', () => {
    const early = checkPushWindow('2026-05-01', 23, new Date('2026-05-01T15:59:59Z'));
    expect(early.state === 'too-early' && early.message).toBe(
      '该时段（2026-05-01 23:00-24:00）尚未结束，整点前推送的客流数据不予接收；请于 2026-05-02 00:00:00 至 00:10:00（北京时间）推送',
    );
    const closed = checkPushWindow('2026-05-01', 17, new Date('2026-05-01T10:10:01Z'));
    expect(closed.state === 'closed' && closed.message).toBe(
      '该时段（2026-05-01 17:00-18:00）的接收窗口已于 2026-05-01 18:10:00（北京时间）关闭（接收时间为 18:00:00 至 18:10:00），不再接收',
    );
  });

  it('labels periods and tells today in Asia/Shanghai', () => {
    expect(periodLabel('2026-05-01', 0)).toBe('2026-05-01 00:00-01:00');
    expect(shanghaiToday(new Date('2026-05-01T15:59:59Z'))).toBe('2026-05-01');
    expect(shanghaiToday(new Date('2026-05-01T16:00:00Z'))).toBe('2026-05-02');
  });
});
