/** Pure parts of the construction-project pages: the year options, chart data. */
import type { BuildProvinceFigures } from '@portal/contracts/build-project';
import { describe, expect, it } from 'vitest';
import { buildYears } from './build-search';
import { provinceChartLabel, rankedProvinces, shortProvinceName } from './components/summary-chart';

const figures = (provinceCode: string, provinceName: string, count: number): BuildProvinceFigures => ({
  provinceCode,
  provinceName,
  count,
  totalInvestment: 0,
  centralSubsidy: 0,
  inUse: 0,
});

describe('buildYears', () => {
  it('offers the current year back to the first programme year, newest first', () => {
    expect(buildYears(2017)).toEqual(['2017', '2016', '2015']);
    expect(buildYears(2010)).toEqual(['2010']);
  });
});

describe('summary chart', () => {
  it('ranks provinces with projects, most first, and names the extremes', () => {
    const ranked = rankedProvinces([
      figures('110000', '北京市', 3),
      figures('650000', '新疆维吾尔自治区', 0),
      figures('330000', '浙江省', 9),
      figures('120000', '天津市', 3),
    ]);
    expect(ranked.map((p) => p.provinceCode)).toEqual(['330000', '110000', '120000']);
    expect(provinceChartLabel('体育公园项目', ranked)).toContain('最多浙江省9个，最少天津市3个');
    expect(provinceChartLabel('体育公园项目', [])).toContain('暂无数据');
    expect(shortProvinceName('新疆维吾尔自治区')).toBe('新疆');
  });
});
