/**
 * /qmsports/race/detail?id= — 赛事详情 (spec §2): the race's name (h1) and status, its facts (games,
 * sport, level, dates, organiser, registration window and places), the schedule, the venue on a small
 * map with a navigation link, eligibility, rules, contact, an .ics download, and the results once the
 * race has finished. A missing, malformed or unknown id shows the not-found state.
 */
import type { RaceDetail } from '@portal/contracts/community-games';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox } from '../../../components/article/info-box';
import { useIdParam } from '../../../components/article/use-id-param';
import { EventDates } from '../../../components/venue-event/event-dates';
import { catalogue } from '@portal/contracts/pages.codes';
import { icsHref, raceDetailQuery } from '../api';
import { GamesPage } from '../components/games-page';
import { RaceResults } from '../components/race-results';
import { RaceStatusTag } from '../components/race-status-tag';
import { TableScroll } from '../components/table-scroll';
import { AMAP_NAME, amapMarkerUrl } from '../../../components/map/amap-link';
import { levelName, registrationText } from '../race-format';
import { usePageName } from '../../../lib/page-name';

const VenueMap = lazy(() => import('../components/venue-map'));

function RaceDetailBody({ race }: { race: RaceDetail }) {
  usePageName(race.name);
  return (
    <article className="race-detail">
      <header className="race-detail-header">
        <h1 className="article-detail-title">{race.name}</h1>
        <RaceStatusTag status={race.status} />
      </header>
      <InfoBox
        items={[
          { label: '所属运动会', value: race.gamesName },
          { label: '运动项目', value: `${race.sport}（${levelName(race.level)}）` },
          { label: '比赛日期', value: <EventDates startDate={race.startDate} endDate={race.endDate} /> },
          { label: '主办单位', value: race.organiser },
          {
            label: '报名时间',
            value: <EventDates startDate={race.registrationStart} endDate={race.registrationEnd} />,
          },
          { label: '名额', value: registrationText(race.registered, race.capacity) },
        ]}
      />
      <p className="race-detail-actions">
        <a href={icsHref({ id: race.id })} download>
          加入日历（.ics）
        </a>
        {race.hasResults && <Link to={catalogue.raceScore.href({ id: race.id })}>查看成绩与名次</Link>}
      </p>
      <section aria-labelledby="race-schedule-title">
        <h2 id="race-schedule-title" className="section-title">
          赛程安排
        </h2>
        <TableScroll label="赛程安排表">
          <table className="games-table">
            <caption className="visually-hidden">赛程安排</caption>
            <thead>
              <tr>
                <th scope="col">日期</th>
                <th scope="col">时间</th>
                <th scope="col">内容</th>
              </tr>
            </thead>
            <tbody>
              {race.schedule.map((item) => (
                <tr key={`${item.date} ${item.time}`}>
                  <td>{item.date}</td>
                  <td>{item.time}</td>
                  <td>{item.item}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section aria-labelledby="race-venue-title" className="race-venue">
        <h2 id="race-venue-title" className="section-title">
          比赛场地
        </h2>
        <p>
          <strong>{race.venueName}</strong>
          <span className="muted-text">（{race.areaName}）</span>
        </p>
        <p>地址：{race.address}</p>
        <p>
          <a
            href={amapMarkerUrl({ lng: race.lng, lat: race.lat, name: race.venueName })}
            target="_blank"
            rel="noopener noreferrer"
          >
            导航到场地（{AMAP_NAME}，新窗口打开）
          </a>
        </p>
        <Suspense fallback={<p className="muted-text">地图加载中…</p>}>
          <VenueMap lng={race.lng} lat={race.lat} name={race.venueName} />
        </Suspense>
      </section>
      <section aria-labelledby="race-eligibility-title">
        <h2 id="race-eligibility-title" className="section-title">
          参赛资格
        </h2>
        <p>{race.eligibility}</p>
      </section>
      <section aria-labelledby="race-rules-title">
        <h2 id="race-rules-title" className="section-title">
          竞赛规则
        </h2>
        <p>{race.rules}</p>
      </section>
      <section aria-labelledby="race-contact-title">
        <h2 id="race-contact-title" className="section-title">
          联系方式
        </h2>
        <p>
          {race.contactName}，电话：<a href={`tel:${race.contactPhone.replace(/[^0-9]/g, '')}`}>{race.contactPhone}</a>
        </p>
      </section>
      {race.status === 'ended' && <RaceResults id={race.id} headingLevel={2} />}
    </article>
  );
}

export default function RaceDetailPage() {
  const id = useIdParam('id');
  return (
    <GamesPage>
      <DetailPageFrame
        id={id}
        detailQuery={raceDetailQuery}
        pageTitle="赛事详情"
        notFound={{ title: '赛事不存在', backTo: catalogue.raceQuery.href(), backLabel: '返回赛事查询' }}
      >
        {(race) => <RaceDetailBody race={race} />}
      </DetailPageFrame>
    </GamesPage>
  );
}
