/**
 * /main/evaluation — 公共体育场馆免费低收费开放服务评估结果 (spec §2; breadcrumb rule 8 gives its
 * title a distinct style): the results of the free/low-fee opening evaluation by year. Filters (year,
 * province, venue type, grade, keyword), the year's overview with charts and their data table, and the
 * sortable, paged results table. Filters, sort and page live in the URL (evaluation-search.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListPager } from '../../../components/list-page/list-pager';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { evaluationListQuery, evaluationYearsQuery } from '../api';
import { EvaluationFilters } from '../components/evaluation-filters';
import { EvaluationSummaryPanel } from '../components/evaluation-summary';
import { EvaluationTable } from '../components/evaluation-table';
import { EVALUATION_URL_STATE, effectiveSort } from '../evaluation-search';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import '../../../components/list-page/list-page.css';
import '../evaluation.css';

/** The page's h1: the last level of its catalogue title (首页/公共体育场馆免费低收费开放服务评估结果). */
const PAGE_HEADING = pageHeading(catalogue.evaluation);

export default function EvaluationPage() {
  const titleId = useId();
  const resultsTitleId = useId();
  const [search, update] = useUrlState(EVALUATION_URL_STATE);
  const years = useQuery(evaluationYearsQuery);
  const year = search.year || (years.data?.[0] !== undefined ? String(years.data[0]) : '');
  const result = useQuery({ ...evaluationListQuery(search), placeholderData: keepPreviousData });
  const page = result.isError ? undefined : result.data;
  const { orderBy, order } = effectiveSort(search);
  const filtered = isNarrowed(EVALUATION_URL_STATE, search);

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{PAGE_HEADING}</PageTitle>
        <p className="evaluation-intro">
          按年度公布公共体育场、体育馆、游泳（跳水）馆和全民健身中心免费低收费开放的综合评价得分、等级及省内排名。
        </p>
        <EvaluationFilters search={search} year={year} onChange={update} />
        <EvaluationSummaryPanel
          year={search.year}
          organType={search.organType}
          yearLabel={year}
          areaCode={search.areaCode}
        />
        <section className="evaluation-results" aria-labelledby={resultsTitleId}>
          <h2 id={resultsTitleId} className="section-title">
            评估结果明细
          </h2>
          <p className="list-total muted-text" role="status">
            {page ? (filtered ? `共找到 ${page.total} 个符合条件的场馆` : `共 ${page.total} 个场馆`) : ''}
          </p>
          {result.isError ? (
            <ErrorState error={result.error} onRetry={() => void result.refetch()} />
          ) : page && page.total === 0 ? (
            <EmptyState description={filtered ? '没有找到符合条件的场馆，请调整筛选条件' : '该年度暂无评估结果'} />
          ) : (
            <EvaluationTable
              items={page?.list ?? []}
              orderBy={orderBy}
              order={order}
              loading={result.isFetching}
              onSort={(nextOrderBy, nextOrder) => update({ orderBy: nextOrderBy, order: nextOrder })}
            />
          )}
          {page && <ListPager paging={search} total={page.total} onChange={update} />}
        </section>
      </ContentPanel>
    </ContentPage>
  );
}
