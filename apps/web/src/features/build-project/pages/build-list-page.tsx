/**
 * /main/vBuild/{venueEquipment|gymCenter|ice|sportsPark} — the construction projects of one kind (the route
 * gives the kind, app/routes.ts): links to the other kinds, the filters (keyword, area, year, status; in the URL,
 * build-search.ts), the province summary with its chart and table, the result count, the list and the pager.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { pageHeading } from '../../../config/route-handle';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { buildListQuery } from '../api';
import { BUILD_KIND_PAGES, type BuildKind } from '@portal/contracts/build-project.codes';
import { projectNoun } from '../build-kind-pages';
import { BUILD_URL_STATE } from '../build-search';
import { BuildFilters } from '../components/build-filters';
import { BuildKindTabs } from '../components/build-kind-tabs';
import { BuildProjectList } from '../components/build-project-list';
import { ProvinceSummary } from '../components/province-summary';
import '../../../components/list-page/list-page.css';
import '../build-project.css';

export default function BuildListPage({ kind }: { kind: BuildKind }) {
  const pages = BUILD_KIND_PAGES[kind];
  const noun = projectNoun(kind);
  const titleId = useId();
  const resultsTitleId = useId();
  const [search, update] = useUrlState(BUILD_URL_STATE);
  const result = useQuery({ ...buildListQuery(kind, search), placeholderData: keepPreviousData });
  const page = result.isError ? undefined : result.data;
  const filtered = isNarrowed(BUILD_URL_STATE, search);

  let body: ReactNode = <ListSkeleton />;
  if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (page && page.list.length === 0)
    body = <EmptyState description={filtered ? `没有找到符合条件的${noun}，请调整筛选条件` : `暂无${noun}`} />;
  else if (page) body = <BuildProjectList items={page.list} detailHref={(id) => pages.detail.href({ id })} />;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(pages.list)}</PageTitle>
        <p className="build-intro">
          中央预算内投资和中央集中彩票公益金支持建设的{noun}：项目位置、投资、建设内容、进度和建成后的场馆。
        </p>
        <BuildKindTabs current={kind} />
        <BuildFilters search={search} onChange={update} noun={noun} />
        <ProvinceSummary kind={kind} status={search.status} year={search.year} />
        <section className="build-results" aria-labelledby={resultsTitleId}>
          <h2 id={resultsTitleId} className="section-title">
            项目列表
          </h2>
          <p className="list-total muted-text" role="status">
            {page ? (filtered ? `共找到 ${page.total} 个符合条件的项目` : `共 ${page.total} 个项目`) : ''}
          </p>
          <div className="list-results" aria-busy={result.isFetching}>
            {body}
          </div>
          {page && <ListPager paging={search} total={page.total} onChange={update} />}
        </section>
      </ContentPanel>
    </ContentPage>
  );
}
