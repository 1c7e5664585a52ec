/**
 * The province summary a construction-project list opens with: national figures (projects, in use, total
 * investment and central subsidy in 万元), a bar chart of projects per province, and the same figures as a
 * table (the chart's text alternative). Follows the list's year and status filters; the figures stay
 * national (GET /api/data/build/{kind}/summary).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { BuildKind } from '@portal/contracts/build-project.codes';
import type { BuildSummary } from '@portal/contracts/build-project';
import { EChart } from '../../../components/chart/e-chart';
import { themePrimaryColor } from '../../../components/chart/theme-color';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { buildSummaryQuery } from '../api';
import { projectNoun } from '../build-kind-pages';
import {
  formatWan,
  provinceChartLabel,
  provinceCountOption,
  rankedProvinces,
  summaryChartHeight,
} from './summary-chart';

function SummaryBody({ summary, noun }: { summary: BuildSummary; noun: string }) {
  const provinces = useMemo(() => rankedProvinces(summary.provinces), [summary]);
  const option = useMemo(() => provinceCountOption(provinces, themePrimaryColor()), [provinces]);
  const inUse = summary.provinces.reduce((sum, p) => sum + p.inUse, 0);
  return (
    <>
      <ul className="build-figures">
        <li>
          <span className="build-figure-label">项目总数</span>
          <strong>{summary.count.toLocaleString('zh-CN')}</strong> 个
        </li>
        <li>
          <span className="build-figure-label">投入使用</span>
          <strong>{inUse.toLocaleString('zh-CN')}</strong> 个
        </li>
        <li>
          <span className="build-figure-label">总投资</span>
          <strong>{formatWan(summary.totalInvestment, 0)}</strong>
        </li>
        <li>
          <span className="build-figure-label">中央补助</span>
          <strong>{formatWan(summary.centralSubsidy, 0)}</strong>
        </li>
      </ul>
      <figure className="build-chart">
        <figcaption>各省份{noun}数量（个）</figcaption>
        <EChart
          option={option}
          label={provinceChartLabel(noun, provinces)}
          height={summaryChartHeight(provinces.length)}
        />
      </figure>
      <details className="build-data">
        <summary>查看图表数据（表格）</summary>
        {/* Focusable, so the table scrolls by keyboard on a narrow screen. */}
        <div className="build-data-scroll" role="region" aria-label={`各省份${noun}汇总表`} tabIndex={0}>
          <table className="build-data-table">
            <caption className="visually-hidden">各省份{noun}汇总</caption>
            <thead>
              <tr>
                <th scope="col">省份</th>
                <th scope="col">项目数（个）</th>
                <th scope="col">投入使用（个）</th>
                <th scope="col">总投资（万元）</th>
                <th scope="col">中央补助（万元）</th>
              </tr>
            </thead>
            <tbody>
              {summary.provinces.map((p) => (
                <tr key={p.provinceCode}>
                  <th scope="row">{p.provinceName}</th>
                  <td>{p.count}</td>
                  <td>{p.inUse}</td>
                  <td>{p.totalInvestment.toLocaleString('zh-CN')}</td>
                  <td>{p.centralSubsidy.toLocaleString('zh-CN')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

export function ProvinceSummary({ kind, status, year }: { kind: BuildKind; status: string; year: string }) {
  const titleId = useId();
  const noun = projectNoun(kind);
  const result = useQuery(buildSummaryQuery(kind, { status, year }));
  let body;
  if (result.isPending) body = <DetailSkeleton />;
  else if (result.isError)
    body = <ErrorState error={result.error} onRetry={() => void result.refetch()} title="分省汇总加载失败" />;
  else body = <SummaryBody summary={result.data} noun={noun} />;
  return (
    <section className="build-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {year ? `${year}年度` : ''}分省汇总
      </h2>
      <p className="build-summary-scope muted-text">全国各省份汇总，随立项年度和项目状态筛选变化。</p>
      {body}
    </section>
  );
}
