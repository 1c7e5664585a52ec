/**
 * /qmsports/index — 全民健身社区运动会 home (spec §2 "Standalone pages": no shared header or tab menu).
 * Its own header (the portal's emblem and name linking home, the section's navigation), a banner with
 * the current games (name as the page's h1, slogan, dates), the headline figures (races, participants,
 * provinces, races per status), entries to query, calendar, map, scores and provinces, races open for
 * registration and the latest news (linking to news/detail).
 */
import { useQuery } from '@tanstack/react-query';
import { RACE_STATUSES } from '@portal/contracts/community-games.codes';
import { useId } from 'react';
import { Link } from 'react-router';
import { StandaloneHeader } from '../../../components/brand/standalone-header';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { EventDates } from '../../../components/venue-event/event-dates';
import { catalogue } from '@portal/contracts/pages.codes';
import { AntdScope } from '../../../lib/antd-scope';
import { useFirstHtmlHandOver } from '../../../lib/first-html';
import { formatDate } from '../../../lib/format-date';
import { gamesQuery, newsListQuery, raceSearchQuery } from '../api';
import { GAMES_NAV_ENTRIES, GamesNav } from '../components/games-nav';
import { RaceList } from '../components/race-list';
import { formatCount, statusName } from '../race-format';
import { EMPTY_RACE_FILTERS } from '../race-url-state';
import '../../../components/page/page.css';
import '../community-games.css';

const NEWS_COUNT = 6;
const OPEN_RACES = 4;
/** The index's descriptions of the section's pages (the entries grid). */
const ENTRY_NOTES: Record<string, string> = {
  [catalogue.raceQuery.path]: '按地区、项目、日期、状态查找身边的赛事',
  [catalogue.raceCalendar.path]: '按月查看每天的赛事，导出到日历',
  [catalogue.raceMap.path]: '在地图上找到附近的比赛场地',
  [catalogue.raceScore.path]: '查看已结束赛事的成绩与名次',
  [catalogue.raceProvince.path]: '各省（区、市）赛事数据与奖牌榜',
};

function Figures() {
  const games = useQuery(gamesQuery());
  if (games.isError) return <ErrorState error={games.error} onRetry={() => void games.refetch()} />;
  const g = games.data;
  const figures = g
    ? [
        { label: '赛事', value: `${formatCount(g.races)} 场` },
        { label: '参与人数', value: `${formatCount(g.participants)} 人` },
        { label: '覆盖省份', value: `${g.provinces} 个` },
        ...RACE_STATUSES.map((s) => ({ label: statusName(s), value: `${formatCount(g.statusCounts[s])} 场` })),
      ]
    : [];
  return (
    <>
      <div className="games-banner">
        <div className="portal-container">
          <p className="games-banner-kicker">全民健身社区运动会</p>
          <h1 className="games-banner-title">{g?.name ?? '全民健身社区运动会'}</h1>
          {/* The catalogue's intro, also in the server's first HTML (larger there): the page's LCP is its first paint. */}
          <p className="games-banner-intro">{catalogue.qmsportsIndex.intro}</p>
          {g && (
            <p className="games-banner-meta">
              {g.slogan} · <EventDates startDate={g.startDate} endDate={g.endDate} />
            </p>
          )}
        </div>
      </div>
      <section className="portal-container games-figures" aria-label="本届运动会主要数据">
        {g ? (
          <dl>
            {figures.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <ListSkeleton rows={1} />
        )}
      </section>
    </>
  );
}

function Entries() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="games-block">
      <h2 id={headingId} className="section-title">
        赛事服务
      </h2>
      <ul className="games-entries">
        {GAMES_NAV_ENTRIES.filter(({ entry }) => entry !== catalogue.qmsportsIndex).map(({ label, entry }) => (
          <li key={entry.path}>
            <Link to={entry.href()} className="games-entry">
              <span className="games-entry-title">{label}</span>
              <span className="games-entry-note">{ENTRY_NOTES[entry.path]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenRaces() {
  const headingId = useId();
  const query = { ...EMPTY_RACE_FILTERS, status: 'registering', pageNum: 1, pageSize: OPEN_RACES };
  const races = useQuery(raceSearchQuery(query));
  let body;
  if (races.isPending) body = <ListSkeleton rows={2} />;
  else if (races.isError) body = <ErrorState error={races.error} onRetry={() => void races.refetch()} />;
  else if (races.data.list.length === 0) body = <EmptyState description="暂无正在报名的赛事" />;
  else body = <RaceList races={races.data.list} headingLevel={3} />;
  return (
    <section aria-labelledby={headingId} className="games-block">
      <div className="games-block-head">
        <h2 id={headingId} className="section-title">
          正在报名
        </h2>
        <Link to={catalogue.raceQuery.href({ status: 'registering' })}>更多报名中的赛事</Link>
      </div>
      {body}
    </section>
  );
}

function LatestNews() {
  const headingId = useId();
  const news = useQuery(newsListQuery(1, NEWS_COUNT));
  let body;
  if (news.isPending) body = <ListSkeleton rows={3} />;
  else if (news.isError) body = <ErrorState error={news.error} onRetry={() => void news.refetch()} />;
  else if (news.data.list.length === 0) body = <EmptyState description="暂无新闻" />;
  else
    body = (
      <ul className="games-news">
        {news.data.list.map((item) => (
          <li key={item.id}>
            <Link to={catalogue.raceNewsDetail.href({ id: item.id })}>{item.title}</Link>
            <time dateTime={formatDate(item.publishTime)}>{formatDate(item.publishTime)}</time>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="games-block">
      <h2 id={headingId} className="section-title">
        运动会新闻
      </h2>
      {body}
    </section>
  );
}

function GamesIndex() {
  // The banner and figures take their size from the games: the server's first HTML stays until they are
  // in, so they do not push the page down after it shows (lib/first-html.ts, CLS at 375 px).
  const games = useQuery(gamesQuery());
  useFirstHtmlHandOver(!games.isPending);
  return (
    <div className="games-index">
      <StandaloneHeader />
      <div className="games-index-nav">
        <div className="portal-container">
          <GamesNav className="games-nav games-nav-inverse" />
        </div>
      </div>
      <main id="main-content">
        <Figures />
        <div className="portal-container games-index-body">
          <Entries />
          <div className="games-index-columns">
            <OpenRaces />
            <LatestNews />
          </div>
        </div>
      </main>
    </div>
  );
}

export default function GamesIndexPage() {
  return (
    // Standalone routes are outside the main layout's antd scope (lib/antd-scope): bring our own.
    <AntdScope fallback={<p className="app-loading">正在加载…</p>} handOver={false}>
      <GamesIndex />
    </AntdScope>
  );
}
