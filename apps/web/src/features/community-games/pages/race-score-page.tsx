/**
 * /qmsports/race/score(?id=) — 成绩查询 (spec §2): with a race id, that race's results and rankings per
 * event and age group, individual and team; without one, the finished races (newest first, filterable
 * like the query) to pick from. The id and the list's filters and page live in the address.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { EventDates } from '../../../components/venue-event/event-dates';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { id, LIST_PAGING, useUrlState, urlStateSpec } from '../../../lib/url-state';
import { raceDetailQuery, raceSearchQuery } from '../api';
import { GamesPage } from '../components/games-page';
import { RaceFilters } from '../components/race-filters';
import { RaceResults } from '../components/race-results';
import { RaceStatusTag } from '../components/race-status-tag';
import { formatCount, levelName } from '../race-format';
import { RACE_FILTER_FIELDS, type RaceApiFilters } from '../race-url-state';
import '../../../components/list-page/list-page.css';

const { status: _status, ...SCORE_FILTERS } = RACE_FILTER_FIELDS;
/** The score page: the race, or the finished races' filters (no status: always ended) and page. */
const SCORE_STATE = urlStateSpec({ id, ...SCORE_FILTERS, ...LIST_PAGING });

function RaceSummary({ raceId }: { raceId: number }) {
  const race = useQuery(raceDetailQuery(raceId));
  if (!race.data) return null;
  const r = race.data;
  return (
    <div className="race-score-summary">
      <h2 className="section-title">
        <Link to={catalogue.raceDetail.href({ id: r.id })}>{r.name}</Link>
      </h2>
      <p>
        <RaceStatusTag status={r.status} /> {r.sport}（{levelName(r.level)}），
        <EventDates startDate={r.startDate} endDate={r.endDate} />，{r.venueName}（{r.areaName}）
      </p>
    </div>
  );
}

function FinishedRaces({
  state,
  update,
}: {
  state: Omit<RaceApiFilters, 'status'> & { pageNum: number; pageSize: number };
  update: (change: Partial<Omit<RaceApiFilters, 'status'> & { pageNum: number; pageSize: number }>) => void;
}) {
  const query = { ...state, status: 'ended' as const };
  const result = useQuery({ ...raceSearchQuery(query), placeholderData: keepPreviousData });
  const page = result.isError ? undefined : result.data;
  let body = <ListSkeleton />;
  if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (page && page.list.length === 0) body = <EmptyState description="没有找到已结束的赛事，请调整筛选条件" />;
  else if (page)
    body = (
      <ul className="race-score-list">
        {page.list.map((race) => (
          <li key={race.id}>
            <Link to={catalogue.raceScore.href({ id: race.id })}>{race.name}</Link>
            <span className="muted-text">
              {' '}
              {race.areaName}，<EventDates startDate={race.startDate} endDate={race.endDate} />
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <RaceFilters filters={query} onChange={update} statuses={false} />
      <p className="list-total muted-text" role="status">
        {page ? `共 ${formatCount(page.total)} 场已结束的赛事，选择一场查看成绩` : ''}
      </p>
      <div className="list-results" aria-busy={result.isFetching}>
        {body}
      </div>
      {page && <ListPager paging={state} total={page.total} onChange={update} />}
    </>
  );
}

export default function RaceScorePage() {
  const titleId = useId();
  const [state, update] = useUrlState(SCORE_STATE);
  return (
    <GamesPage>
      <ContentPage>
        <ContentPanel labelledBy={titleId}>
          <PageTitle id={titleId}>{pageHeading(catalogue.raceScore)}</PageTitle>
          {state.id === null ? (
            <FinishedRaces state={state} update={update} />
          ) : (
            <>
              <p>
                <Link to={catalogue.raceScore.href()}>返回赛事列表</Link>
              </p>
              <RaceSummary raceId={state.id} />
              <RaceResults id={state.id} headingLevel={2} />
            </>
          )}
        </ContentPanel>
      </ContentPage>
    </GamesPage>
  );
}
