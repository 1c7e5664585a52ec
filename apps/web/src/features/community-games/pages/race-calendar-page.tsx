/**
 * /qmsports/race/calendar — 赛事日历 (spec §2): a month view of how many races run each day (filtered
 * like the query, without its date range: the month is the range); choosing a day lists that day's races
 * (paged). Downloads: the filtered month as .ics, and each race's own .ics on its detail page. Month,
 * day, filters and page live in the address (race-url-state.ts RACE_CALENDAR_STATE); the month defaults
 * to the current one and the day to today when it lies in the month.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId } from 'react';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { useUrlState } from '../../../lib/url-state';
import { calendarQuery, icsHref, raceSearchQuery } from '../api';
import { GamesPage } from '../components/games-page';
import { MonthGrid } from '../components/month-grid';
import { RaceFilters } from '../components/race-filters';
import { RaceList } from '../components/race-list';
import { addMonths, dayLabel, monthLabel } from '../month-days';
import { formatCount } from '../race-format';
import { pickFilters, RACE_CALENDAR_STATE } from '../race-url-state';
import '../../../components/list-page/list-page.css';

function DayRaces({
  day,
  filters,
  paging,
  onPage,
}: {
  day: string;
  filters: ReturnType<typeof pickFilters>;
  paging: { pageNum: number; pageSize: number };
  onPage: (change: { pageNum: number } | { pageSize: number }) => void;
}) {
  const headingId = useId();
  const result = useQuery({
    ...raceSearchQuery({ ...filters, startDate: day, endDate: day, ...paging }),
    placeholderData: keepPreviousData,
  });
  const page = result.isError ? undefined : result.data;
  let body = <ListSkeleton rows={3} />;
  if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (page && page.list.length === 0) body = <EmptyState description="这一天没有符合条件的赛事" />;
  else if (page) body = <RaceList races={page.list} headingLevel={3} />;
  return (
    <section aria-labelledby={headingId} className="calendar-day-races">
      <h2 id={headingId} className="section-title">
        {dayLabel(day)}的赛事
      </h2>
      <p className="list-total muted-text" role="status">
        {page ? `共 ${formatCount(page.total)} 场` : ''}
      </p>
      <div className="list-results" aria-busy={result.isFetching}>
        {body}
      </div>
      {page && <ListPager paging={paging} total={page.total} onChange={onPage} label="当天赛事分页" />}
    </section>
  );
}

export default function RaceCalendarPage() {
  const titleId = useId();
  const [state, update] = useUrlState(RACE_CALENDAR_STATE);
  const today = formatDate(new Date().toISOString());
  const month = state.month || today.slice(0, 7);
  const day = state.day && state.day.startsWith(month) ? state.day : today.startsWith(month) ? today : '';
  const filters = { ...pickFilters(state), startDate: '', endDate: '' };
  const calendar = useQuery({ ...calendarQuery(month, filters), placeholderData: keepPreviousData });
  const counts = new Map((calendar.data?.days ?? []).map((d) => [d.date, d.count]));
  const monthTotal = calendar.data?.days.reduce((sum, d) => sum + d.count, 0) ?? 0;

  return (
    <GamesPage>
      <ContentPage>
        <ContentPanel labelledBy={titleId}>
          <PageTitle id={titleId}>{pageHeading(catalogue.raceCalendar)}</PageTitle>
          <RaceFilters filters={filters} onChange={update} dates={false} />
          <div className="calendar-toolbar">
            <Button onClick={() => update({ month: addMonths(month, -1), day: '' })}>上个月</Button>
            <h2 className="calendar-month" aria-live="polite">
              {monthLabel(month)}
            </h2>
            <Button onClick={() => update({ month: addMonths(month, 1), day: '' })}>下个月</Button>
            <Button type="link" onClick={() => update({ month: '', day: '' })}>
              回到本月
            </Button>
            <a className="calendar-ics" href={icsHref({ month, filters })} download>
              导出本月赛事（.ics）
            </a>
          </div>
          {calendar.isError ? (
            <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />
          ) : (
            <div aria-busy={calendar.isFetching}>
              <p className="muted-text" role="status">
                {calendar.data
                  ? `${monthLabel(month)}有 ${calendar.data.days.length} 天举办赛事，按天累计 ${formatCount(monthTotal)} 场次（多日赛事每天计一次）`
                  : '正在加载…'}
              </p>
              <MonthGrid
                month={month}
                counts={counts}
                selected={day}
                today={today}
                onSelect={(chosen) => update({ day: chosen, month })}
              />
            </div>
          )}
          {day && (
            <DayRaces
              day={day}
              filters={filters}
              paging={{ pageNum: state.pageNum, pageSize: state.pageSize }}
              onPage={update}
            />
          )}
        </ContentPanel>
      </ContentPage>
    </GamesPage>
  );
}
