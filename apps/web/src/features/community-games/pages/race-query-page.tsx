/**
 * /qmsports/race/query — 赛事查询 (spec §2): races by area (province, city, county), sport, date range,
 * status (报名中 / 未开始 / 进行中 / 已结束), level and keyword (2 characters work), paged; filters and
 * page live in the address with the API's names (race-url-state.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { raceSearchQuery } from '../api';
import { GamesPage } from '../components/games-page';
import { RaceFilters } from '../components/race-filters';
import { RaceList } from '../components/race-list';
import { formatCount } from '../race-format';
import { RACE_QUERY_STATE } from '../race-url-state';
import '../../../components/list-page/list-page.css';

export default function RaceQueryPage() {
  const titleId = useId();
  const [state, update] = useUrlState(RACE_QUERY_STATE);
  const result = useQuery({ ...raceSearchQuery(state), placeholderData: keepPreviousData });
  const page = result.isError ? undefined : result.data;
  const filtered = isNarrowed(RACE_QUERY_STATE, state);

  let body: ReactNode = <ListSkeleton />;
  if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (page && page.list.length === 0)
    body = <EmptyState description={filtered ? '没有找到符合条件的赛事，请调整筛选条件' : '暂无赛事信息'} />;
  else if (page) body = <RaceList races={page.list} />;

  return (
    <GamesPage>
      <ContentPage>
        <ContentPanel labelledBy={titleId}>
          <PageTitle id={titleId}>{pageHeading(catalogue.raceQuery)}</PageTitle>
          <RaceFilters filters={state} onChange={update} />
          <p className="list-total muted-text" role="status">
            {page ? `共找到 ${formatCount(page.total)} 场${filtered ? '符合条件的' : ''}赛事` : ''}
          </p>
          <div className="list-results" aria-busy={result.isFetching}>
            {body}
          </div>
          {page && <ListPager paging={state} total={page.total} onChange={update} quickJumper />}
        </ContentPanel>
      </ContentPage>
    </GamesPage>
  );
}
