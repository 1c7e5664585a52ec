/**
 * Races as a list: per race its name (an h2 linking to its detail page), the status tag, sport, level,
 * dates, place and venue, and registration (window and places); a finished race links to its results.
 */
import type { RaceListItem } from '@portal/contracts/community-games';
import { Link } from 'react-router';
import { EventDates } from '../../../components/venue-event/event-dates';
import { catalogue } from '@portal/contracts/pages.codes';
import { levelName, registrationText } from '../race-format';
import { RaceStatusTag } from './race-status-tag';

export function RaceList({ races, headingLevel = 2 }: { races: readonly RaceListItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="race-list">
      {races.map((race) => (
        <li key={race.id} className="race-item">
          <div className="race-item-head">
            <Heading className="race-item-title">
              <Link to={catalogue.raceDetail.href({ id: race.id })}>{race.name}</Link>
            </Heading>
            <RaceStatusTag status={race.status} />
          </div>
          <dl className="race-facts">
            <div>
              <dt>项目</dt>
              <dd>
                {race.sport}（{levelName(race.level)}）
              </dd>
            </div>
            <div>
              <dt>比赛日期</dt>
              <dd>
                <EventDates startDate={race.startDate} endDate={race.endDate} />
              </dd>
            </div>
            <div className="race-fact-wide">
              <dt>地点</dt>
              <dd>
                {race.venueName}
                <span className="muted-text">（{race.areaName}）</span>
              </dd>
            </div>
            <div className="race-fact-wide">
              <dt>报名</dt>
              <dd>
                <EventDates startDate={race.registrationStart} endDate={race.registrationEnd} />，
                {registrationText(race.registered, race.capacity)}
              </dd>
            </div>
          </dl>
          {race.status === 'ended' && (
            <p className="race-item-links">
              <Link to={catalogue.raceScore.href({ id: race.id })}>查看成绩</Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
