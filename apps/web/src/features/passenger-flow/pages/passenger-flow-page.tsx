/**
 * /passengerflow — 场馆客流 (spec §2 standalone page, no shared header; §9 flow constants). The h1 says
 * that flow data lags real time by about an hour and that data pushed before the full hour is not
 * accepted. Below: a date (default: the latest day with flow, GET /api/data/passengerFlow/latestDate, else
 * today in Asia/Shanghai; no future days; a note says when the default is not today), the chosen venue's hourly chart
 * with its 24 figures (default: the day's top venue), and the day's national ranking.
 * State in the URL: ?date=&organId=&pageNum= (flow-query.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { StandaloneHeader } from '../../../components/brand/standalone-header';
import { AntdScope } from '../../../lib/antd-scope';
import { useFirstHtmlHandOver } from '../../../lib/first-html';
import { latestFlowDateQuery, rankingQuery, venueFlowDayQuery } from '../api';
import { FlowRanking } from '../components/flow-ranking';
import { VenueFlowSection } from '../components/venue-flow-section';
import { flowUrlState, RANKING_PAGE_SIZE, shanghaiToday } from '../flow-query';
import { useUrlState } from '../../../lib/url-state';
import '../../../components/list-page/list-page.css';
import '../../../components/page/page.css';
import '../components/passenger-flow.css';

function PassengerFlowView() {
  const dateId = useId();
  const rankingTitleId = useId();
  const venueHeading = useRef<HTMLHeadingElement>(null);
  const today = useMemo(() => shanghaiToday(), []);
  const [searchParams] = useSearchParams();
  // Just after midnight today has no counts yet: open on the latest day with flow rather than an empty
  // ranking. Without an answer (error) the default is today.
  const latest = useQuery(latestFlowDateQuery());
  const latestDate = latest.data?.date;
  const defaultDate = latestDate && latestDate <= today ? latestDate : today;
  const waitingForDefault = latest.isPending && !searchParams.has('date');
  const spec = useMemo(() => flowUrlState(today, defaultDate), [today, defaultDate]);
  const [state, update] = useUrlState(spec);

  // Without a chosen venue the chart shows the day's top venue (page 1 of the ranking, shared cache).
  const top = useQuery({
    ...rankingQuery(state.date, 1, RANKING_PAGE_SIZE),
    enabled: state.organId === null && !waitingForDefault,
  });
  const organId = state.organId ?? top.data?.list[0]?.organId ?? null;
  // The chart and ranking take their size from these answers (the venue's day shares the section's
  // cache entry): the server's first HTML stays until they are in, so nothing moves after the page shows.
  const day = useQuery({ ...venueFlowDayQuery(organId ?? 0, state.date), enabled: organId !== null });
  useFirstHtmlHandOver(!waitingForDefault && !top.isLoading && (organId === null || !day.isLoading));

  const pick = (picked: number) => {
    update({ organId: picked });
    venueHeading.current?.focus();
    venueHeading.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="flow-page">
      <StandaloneHeader />
      <main id="main-content" className="portal-container flow-main">
        <h1 className="flow-title">
          场馆实时客流
          <span className="flow-title-note">（数据较实际时间延迟约 1 小时，整点前推送的数据不予接收）</span>
        </h1>
        <p className="flow-intro muted-text">
          各场馆每小时上报一次客流：整点后 10 分钟内接收上一小时的数据（如 18:00:00–18:10:00 接收 17:00–18:00 的客流）。
        </p>
        {waitingForDefault ? (
          <p className="app-loading" role="status">
            正在加载…
          </p>
        ) : (
          <>
            <div className="flow-field flow-date">
              <label htmlFor={dateId}>日期</label>
              <DatePicker
                id={dateId}
                value={dayjs(state.date)}
                allowClear={false}
                inputReadOnly
                disabledDate={(day) => day.format('YYYY-MM-DD') > today}
                onChange={(day) => day && update({ date: day.format('YYYY-MM-DD'), pageNum: 1 })}
              />
            </div>
            {state.date !== today && state.date === latestDate && (
              <p className="flow-latest-note muted-text" role="note">
                今天（{today}）还没有场馆推送客流数据，以下为最近有数据的一天：{state.date}。
              </p>
            )}
            <VenueFlowSection headingRef={venueHeading} organId={organId} date={state.date} onPick={pick} />
            <section className="flow-panel" aria-labelledby={rankingTitleId}>
              <h2 id={rankingTitleId} className="section-title">
                全国场馆客流排行
              </h2>
              <FlowRanking
                date={state.date}
                pageNum={state.pageNum}
                onPage={(pageNum) => update({ pageNum })}
                onDate={(date) => update({ date, pageNum: 1 })}
                onPick={pick}
              />
            </section>
          </>
        )}
      </main>
    </div>
  );
}

export default function PassengerFlowPage() {
  return (
    // Standalone routes are outside the main layout's antd scope (lib/antd-scope): bring our own.
    <AntdScope fallback={<p className="app-loading">正在加载…</p>} handOver={false}>
      <PassengerFlowView />
    </AntdScope>
  );
}
