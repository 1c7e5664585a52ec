// Pure helpers of the community games pages: the month grid, the URL state of the race filters, the
// medal chart's text and the navigation link.
import { describe, expect, it } from 'vitest';
import type { ProvinceStat } from '@portal/contracts/community-games';
import { isNarrowed, parseUrlState } from '../../lib/url-state';
import { medalChartOption, medalSummary } from './medal-chart-option';
import { addMonths, dayLabel, monthLabel, monthWeeks } from './month-days';
import { filtersQuery, RACE_CALENDAR_STATE, RACE_QUERY_STATE } from './race-url-state';

describe('month-days', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });
  it('steps months across years and names them', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthLabel('2026-03')).toBe('2026年3月');
    expect(dayLabel('2026-11-04')).toBe('11月4日');
  });
});

describe('race URL state', () => {
  it('reads the filters with the API names and drops invalid values', () => {
    const state = parseUrlState(
      RACE_QUERY_STATE,
      new URLSearchParams('status=registering&sport=羽毛球&level=world&areaCode=33&keyword= 社区 &pageNum=3&gamesId=2'),
    );
    expect(state).toMatchObject({
      status: 'registering',
      sport: '羽毛球',
      level: '',
      areaCode: '',
      keyword: '社区',
      pageNum: 3,
      gamesId: 2,
    });
    expect(isNarrowed(RACE_QUERY_STATE, state)).toBe(true);
    expect(filtersQuery(state)).toEqual({ status: 'registering', sport: '羽毛球', keyword: '社区', gamesId: 2 });
    expect(isNarrowed(RACE_QUERY_STATE, parseUrlState(RACE_QUERY_STATE, new URLSearchParams('pageNum=2')))).toBe(false);
  });
  it('keeps a calendar month only in YYYY-MM form and drops an end date before the start', () => {
    expect(parseUrlState(RACE_CALENDAR_STATE, new URLSearchParams('month=2026-13')).month).toBe('');
    expect(parseUrlState(RACE_CALENDAR_STATE, new URLSearchParams('month=2026-11&day=2026-11-31'))).toMatchObject({
      month: '2026-11',
      day: '',
    });
    const dates = parseUrlState(RACE_QUERY_STATE, new URLSearchParams('startDate=2026-12-02&endDate=2026-12-01'));
    expect([dates.startDate, dates.endDate]).toEqual(['2026-12-02', '']);
  });
});

describe('medal chart', () => {
  const row = (name: string, rank: number, gold: number, silver: number, bronze: number): ProvinceStat => ({
    provinceCode: '000000',
    provinceName: name,
    races: 1,
    finished: 1,
    participants: 1,
    gold,
    silver,
    bronze,
    rank,
  });
  it('stacks gold, silver and bronze of the first ten and says the first three in words', () => {
    const rows = [
      row('广东省', 1, 9, 8, 7),
      row('广西壮族自治区', 2, 5, 4, 3),
      row('北京市', 2, 5, 4, 3),
      row('浙江省', 4, 1, 0, 0),
    ];
    const option = medalChartOption(rows) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['广东', '广西', '北京', '浙江']);
    expect(option.series.map((s) => s.data[0])).toEqual([9, 8, 7]);
    expect(medalSummary(rows)).toBe(
      '奖牌榜前 3 名：第 1 名 广东，金牌 9、银牌 8、铜牌 7；第 2 名 广西，金牌 5、银牌 4、铜牌 3；第 2 名 北京，金牌 5、银牌 4、铜牌 3。',
    );
    expect(medalSummary([])).toBe('暂无奖牌数据');
  });
});
