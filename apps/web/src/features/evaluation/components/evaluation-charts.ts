/**
 * ECharts options and accessible names of the evaluation summary: a horizontal bar
 * chart of the average score per province (highest first) and a pie of the grade distribution. Pure
 * functions of contracts `EvaluationSummary`, so they are unit-tested without a canvas.
 */
import type { EvaluationSummary, GradeCounts } from '@portal/contracts/evaluation';
import { EVALUATION_GRADES, type EvaluationGrade } from '@portal/contracts/evaluation.codes';
import type { EChartsCoreOption } from '../../../components/chart/echarts-setup';
import { GRADE_COLORS } from './grade-tag';

type ProvinceFigures = EvaluationSummary['provinces'][number];

/** Provinces with evaluated venues, highest average score first (ties by code). */
export function rankedProvinces(summary: EvaluationSummary): ProvinceFigures[] {
  return summary.provinces
    .filter((p) => p.venueCount > 0)
    .sort((a, b) => b.averageScore - a.averageScore || a.provinceCode.localeCompare(b.provinceCode));
}

/**
 * A province's short name for the chart's axis ('新疆维吾尔自治区' -> '新疆', '浙江省' -> '浙江',
 * '香港特别行政区' -> '香港'); the data table keeps the full names.
 */
export function shortProvinceName(name: string): string {
  return name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|[省市]$/, '') || name;
}

/** Height of the bar chart: one 26 px row per province plus the axes. */
export function provinceChartHeight(count: number): string {
  return `${Math.max(240, count * 26 + 60)}px`;
}

/** Bar colour of the province chosen in the filters. */
export const SELECTED_PROVINCE_COLOR = '#1d39c4';

/** The bar chart; the bar of `selectedCode` (a province code, '' for none) stands out in another colour. */
export function provinceScoreOption(
  provinces: readonly ProvinceFigures[],
  color: string,
  selectedCode = '',
): EChartsCoreOption {
  return {
    grid: { left: 8, right: 48, top: 8, bottom: 24, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => `${String(value)} 分`,
    },
    xAxis: { type: 'value', min: 0, max: 100, name: '分', nameGap: 8 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: provinces.map((p) => shortProvinceName(p.provinceName)),
      axisLabel: { color: '#262626', fontSize: 13, width: 96, overflow: 'truncate' },
      axisTick: { show: false },
    },
    series: [
      {
        name: '平均得分',
        type: 'bar',
        barMaxWidth: 16,
        itemStyle: { color },
        label: { show: true, position: 'right', color: '#262626', formatter: '{c}' },
        data: provinces.map((p) =>
          p.provinceCode === selectedCode
            ? { value: p.averageScore, itemStyle: { color: SELECTED_PROVINCE_COLOR } }
            : p.averageScore,
        ),
      },
    ],
  };
}

/**
 * The grade pie. Counts are in the legend ('优秀 648 个') rather than in outside labels, which do not fit
 * beside the pie on a 375 px phone.
 */
export function gradeDistributionOption(grades: GradeCounts): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 个（{d}%）' },
    legend: {
      bottom: 0,
      textStyle: { color: '#262626', fontSize: 13 },
      formatter: (name: string) => `${name} ${grades[name as EvaluationGrade] ?? 0} 个`,
    },
    series: [
      {
        name: '评估等级',
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '44%'],
        label: { show: false },
        data: EVALUATION_GRADES.map((grade) => ({
          name: grade,
          value: grades[grade],
          itemStyle: { color: GRADE_COLORS[grade] },
        })),
      },
    ],
  };
}

/** Accessible name of the bar chart: what it shows, the extremes, and where the figures are in text. */
export function provinceChartLabel(year: number, provinces: readonly ProvinceFigures[]): string {
  if (provinces.length === 0) return `${year}年度各省份平均得分条形图：暂无数据`;
  const top = provinces[0]!;
  const bottom = provinces[provinces.length - 1]!;
  return `${year}年度各省份平均得分条形图，共${provinces.length}个省份，最高${top.provinceName}${top.averageScore}分，最低${bottom.provinceName}${bottom.averageScore}分；各省数据见图表下方的数据表`;
}

/** Accessible name of the pie: every grade's count. */
export function gradeChartLabel(year: number, grades: GradeCounts): string {
  const parts = EVALUATION_GRADES.map((grade) => `${grade}${grades[grade]}个`).join('，');
  return `${year}年度评估等级分布饼图：${parts}`;
}
