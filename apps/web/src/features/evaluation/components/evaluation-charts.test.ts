import { describe, expect, it } from 'vitest';
import type { EvaluationSummary } from '@portal/contracts/evaluation';
import {
  gradeChartLabel,
  gradeDistributionOption,
  provinceChartHeight,
  provinceChartLabel,
  provinceScoreOption,
  rankedProvinces,
  shortProvinceName,
} from './evaluation-charts';

const grades = (a: number, b: number, c: number, d: number) => ({ 优秀: a, 良好: b, 合格: c, 不合格: d });

const summary: EvaluationSummary = {
  year: 2024,
  venueCount: 9,
  averageScore: 81.2,
  grades: grades(2, 3, 3, 1),
  provinces: [
    { provinceCode: '110000', provinceName: '北京市', venueCount: 3, averageScore: 84.5, grades: grades(1, 1, 1, 0) },
    { provinceCode: '120000', provinceName: '天津市', venueCount: 0, averageScore: 0, grades: grades(0, 0, 0, 0) },
    { provinceCode: '310000', provinceName: '上海市', venueCount: 4, averageScore: 88.1, grades: grades(1, 2, 1, 0) },
    { provinceCode: '330000', provinceName: '浙江省', venueCount: 2, averageScore: 70.3, grades: grades(0, 0, 1, 1) },
  ],
};

describe('evaluation charts', () => {
  it('ranks provinces with evaluated venues by average score', () => {
    expect(rankedProvinces(summary).map((p) => p.provinceName)).toEqual(['上海市', '北京市', '浙江省']);
  });

  it('draws one bar per province, highest on top, on a 0-100 axis', () => {
    const option = provinceScoreOption(rankedProvinces(summary), '#c8161d') as {
      yAxis: { data: string[]; inverse: boolean };
      xAxis: { max: number };
      series: { data: number[] }[];
    };
    expect(option.yAxis.data).toEqual(['上海', '北京', '浙江']);
    expect(option.yAxis.inverse).toBe(true);
    expect(option.xAxis.max).toBe(100);
    expect(option.series[0]!.data).toEqual([88.1, 84.5, 70.3]);
    expect(provinceChartHeight(31)).toBe('866px');
    const highlighted = provinceScoreOption(rankedProvinces(summary), '#c8161d', '110000') as {
      series: { data: unknown[] }[];
    };
    expect(highlighted.series[0]!.data).toEqual([88.1, { value: 84.5, itemStyle: { color: '#1d39c4' } }, 70.3]);
    expect(provinceChartHeight(1)).toBe('240px');
  });

  it('shortens province names for the axis', () => {
    const names = [
      '新疆维吾尔自治区',
      '广西壮族自治区',
      '宁夏回族自治区',
      '内蒙古自治区',
      '西藏自治区',
      '香港特别行政区',
      '北京市',
      '黑龙江省',
    ];
    expect(names.map(shortProvinceName)).toEqual(['新疆', '广西', '宁夏', '内蒙古', '西藏', '香港', '北京', '黑龙江']);
  });

  it('draws the grades best first with their counts', () => {
    const option = gradeDistributionOption(summary.grades) as {
      series: { data: { name: string; value: number }[] }[];
      legend: { formatter: (name: string) => string };
    };
    expect(option.legend.formatter('良好')).toBe('良好 3 个');
    expect(option.series[0]!.data.map((d) => [d.name, d.value])).toEqual([
      ['优秀', 2],
      ['良好', 3],
      ['合格', 3],
      ['不合格', 1],
    ]);
  });

  it('names the charts with their figures for screen readers', () => {
    expect(provinceChartLabel(2024, rankedProvinces(summary))).toBe(
      '2024年度各省份平均得分条形图，共3个省份，最高上海市88.1分，最低浙江省70.3分；各省数据见图表下方的数据表',
    );
    expect(provinceChartLabel(2024, [])).toBe('2024年度各省份平均得分条形图：暂无数据');
    expect(gradeChartLabel(2024, summary.grades)).toBe(
      '2024年度评估等级分布饼图：优秀2个，良好3个，合格3个，不合格1个',
    );
  });
});
