/**
 * The year's overview: headline figures, a bar chart of the average score per
 * province, a pie of the grade distribution, and the same figures as a data table (the charts' text
 * alternative; each chart also has a descriptive accessible name). Follows the year and venue type
 * filters (GET /api/data/comprehensiveEvaluation/summary); a year without results shows a notice.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { EvaluationSummary } from '@portal/contracts/evaluation';
import { EVALUATION_GRADES } from '@portal/contracts/evaluation.codes';
import { EChart } from '../../../components/chart/e-chart';
import { themePrimaryColor } from '../../../components/chart/theme-color';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { isNotFoundError } from '../../../lib/api-data';
import { evaluationSummaryQuery } from '../api';
import {
  gradeChartLabel,
  gradeDistributionOption,
  provinceChartHeight,
  provinceChartLabel,
  provinceScoreOption,
  rankedProvinces,
} from './evaluation-charts';

function SummaryBody({ summary, provinceCode }: { summary: EvaluationSummary; provinceCode: string }) {
  const provinces = useMemo(() => rankedProvinces(summary), [summary]);
  const barOption = useMemo(
    () => provinceScoreOption(provinces, themePrimaryColor(), provinceCode),
    [provinces, provinceCode],
  );
  const pieOption = useMemo(() => gradeDistributionOption(summary.grades), [summary.grades]);
  return (
    <>
      <ul className="evaluation-figures">
        <li>
          <span className="evaluation-figure-label">参评场馆</span>
          <strong>{summary.venueCount.toLocaleString('zh-CN')}</strong> 个
        </li>
        <li>
          <span className="evaluation-figure-label">平均得分</span>
          <strong>{summary.averageScore}</strong> 分
        </li>
        {EVALUATION_GRADES.map((grade) => (
          <li key={grade}>
            <span className="evaluation-figure-label">{grade}</span>
            <strong>{summary.grades[grade].toLocaleString('zh-CN')}</strong> 个
          </li>
        ))}
      </ul>
      <div className="evaluation-charts">
        <figure className="evaluation-chart evaluation-chart-provinces">
          <figcaption>各省份平均得分（分）</figcaption>
          <EChart
            option={barOption}
            label={provinceChartLabel(summary.year, provinces)}
            height={provinceChartHeight(provinces.length)}
          />
        </figure>
        <figure className="evaluation-chart evaluation-chart-grades">
          <figcaption>评估等级分布（个）</figcaption>
          <EChart option={pieOption} label={gradeChartLabel(summary.year, summary.grades)} height="300px" />
        </figure>
      </div>
      <details className="evaluation-data">
        <summary>查看图表数据（表格）</summary>
        <div className="evaluation-data-scroll">
          <table className="evaluation-data-table">
            <caption className="visually-hidden">{summary.year}年度各省份评估结果汇总</caption>
            <thead>
              <tr>
                <th scope="col">省份</th>
                <th scope="col">参评场馆（个）</th>
                <th scope="col">平均得分</th>
                {EVALUATION_GRADES.map((grade) => (
                  <th key={grade} scope="col">
                    {grade}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {provinces.map((p) => (
                <tr key={p.provinceCode}>
                  <th scope="row">{p.provinceName}</th>
                  <td>{p.venueCount}</td>
                  <td>{p.averageScore}</td>
                  {EVALUATION_GRADES.map((grade) => (
                    <td key={grade}>{p.grades[grade]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

export interface EvaluationSummaryPanelProps {
  /** The URL's year ('' = the latest evaluated year) and venue type ('' = all). */
  year: string;
  organType: string;
  /** The year to name in the heading while the summary loads. */
  yearLabel: string;
  /** The chosen division code, if any: its province's bar is highlighted (the figures stay national). */
  areaCode: string;
}

export function EvaluationSummaryPanel({ year, organType, yearLabel, areaCode }: EvaluationSummaryPanelProps) {
  const titleId = useId();
  const result = useQuery(evaluationSummaryQuery({ year, organType }));
  let body;
  if (result.isPending) body = <DetailSkeleton />;
  else if (result.isError && isNotFoundError(result.error)) body = <EmptyState description="该年度暂无评估结果" />;
  else if (result.isError)
    body = <ErrorState error={result.error} onRetry={() => void result.refetch()} title="评估概况加载失败" />;
  else body = <SummaryBody summary={result.data} provinceCode={areaCode ? `${areaCode.slice(0, 2)}0000` : ''} />;
  const shownYear = result.data?.year ?? yearLabel;
  return (
    <section className="evaluation-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {shownYear ? `${shownYear}年度评估概况` : '评估概况'}
      </h2>
      <p className="evaluation-summary-scope muted-text">全国各省份汇总，随评估年度和场馆类型筛选变化。</p>
      {body}
    </section>
  );
}
