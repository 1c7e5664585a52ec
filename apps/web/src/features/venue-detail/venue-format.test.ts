import { describe, expect, it } from 'vitest';
import type { ScheduleDay, TimeSlot } from '@portal/contracts/venue';
import { yearHourPairs } from './components/year-hours-chart';
import { visitorsSummary } from './components/monthly-visitors-chart';
import { checkVerdict } from './components/compliance-list';
import { fullAddress } from './components/venue-heading';
import { parseOldType, parseYear } from './use-detail-params';
import { formatNumber, formatPrice, formatYuan, freeHours } from './venue-format';
import { yearDetail } from './venue-detail.test-fixtures';

const slot = (start: string, end: string, feeKind: TimeSlot['feeKind'], crossesMidnight = false): TimeSlot => ({
  start,
  end,
  crossesMidnight,
  feeKind,
  area: 'indoor',
});
const day = (slots: TimeSlot[]): ScheduleDay => ({ dayKind: 1, label: '周一', slots, openHours: 0 });

describe('freeHours', () => {
  it('counts overlapping free slots once and ignores paid and low-fee slots', () => {
    expect(
      freeHours(day([slot('06:00', '12:00', 'free'), slot('10:00', '14:00', 'free'), slot('14:00', '22:00', 'paid')])),
    ).toBe(8);
    expect(freeHours(day([slot('09:00', '17:00', 'low')]))).toBe(0);
  });

  it('runs a slot across midnight to the next day', () => {
    expect(freeHours(day([slot('22:00', '01:30', 'free', true)]))).toBe(3.5);
    expect(freeHours(day([slot('00:00', '24:00', 'free')]))).toBe(24);
  });
});

describe('number formats', () => {
  it('formats counts, yuan and prices in Chinese style', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(7.25)).toBe('7.3');
    expect(formatYuan(8500)).toBe('8,500 元');
    expect(formatYuan(123_456)).toBe('12.35 万元');
    expect(formatPrice(0)).toBe('免费');
    expect(formatPrice(12.5)).toBe('12.5 元/人·小时');
  });
});

describe('detail address', () => {
  it('accepts four-digit years 2000..2100 only', () => {
    expect(parseYear('2024')).toBe(2024);
    expect(parseYear(' 2023 ')).toBe(2023);
    for (const bad of [null, '', '24', '1999', '2101', '2024a', '2e3']) expect(parseYear(bad)).toBeNull();
  });

  it('reads oldType 1-4, defaulting to the national fitness centre', () => {
    expect(parseOldType(null)).toBe(4);
    expect(parseOldType('')).toBe(4);
    expect(parseOldType('2')).toBe(2);
    for (const bad of ['0', '5', 'x', '1.0']) expect(parseOldType(bad)).toBeNull();
  });
});

describe('chart texts', () => {
  it('names the peak month of the year', () => {
    // A no-break space keeps each figure with its unit when the sentence wraps (375 px).
    expect(visitorsSummary(yearDetail(2024).stat)).toBe(
      '2024 年全年接待 14,450\u00a0人次，最多的是 8月（2,400\u00a0人次）。',
    );
    const empty = { ...yearDetail(2024).stat, visitorsTotal: 0, visitorsByMonth: Array(12).fill(0) };
    expect(visitorsSummary(empty)).toBe('2024 年暂无接待人次记录。');
  });

  it('compares hours with the programme minimums, without the outdoor pair when there is no outdoor area', () => {
    const stat = yearDetail(2024).stat;
    expect(yearHourPairs(stat).map((pair) => [pair.label, pair.actual, pair.required])).toEqual([
      ['每周开放', 42, 35],
      ['休息日每日开放', 12, 8],
      ['室外每日免费开放', 12, 12],
    ]);
    expect(yearHourPairs({ ...stat, outdoorFreeHours: null })).toHaveLength(2);
  });

  it('words every compliance verdict', () => {
    expect(checkVerdict(true).word).toBe('达标');
    expect(checkVerdict(false).word).toBe('未达标');
    expect(checkVerdict(null).word).toBe('不适用');
  });
});

describe('fullAddress', () => {
  it('does not repeat the area when the address already names it', () => {
    expect(fullAddress({ areaName: '北京市平谷区', address: '北京市平谷区长江路346号' })).toBe(
      '北京市平谷区长江路346号',
    );
    expect(fullAddress({ areaName: '浙江省杭州市西湖区', address: '文三路 88 号' })).toBe(
      '浙江省杭州市西湖区文三路 88 号',
    );
  });
});
