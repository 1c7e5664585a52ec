/**
 * iCalendar (RFC 5545) export of races with the maintained `ics` package: one all-day event per race
 * (DTEND is exclusive, so the day after the last day), the venue as LOCATION and the race page as URL.
 * UIDs are stable ('race-{id}@qmsports'), so importing a month twice updates rather than duplicates.
 */
import { createEvents, type EventAttributes } from 'ics';
import { dayStringOf } from '../../lib/shanghai-time.js';

export interface IcsRace {
  id: number;
  name: string;
  sport: string;
  start: number;
  end: number;
  venue: string;
  organiser: string;
}

const dateArray = (day: number): [number, number, number] => {
  const [y, m, d] = dayStringOf(day).split('-').map(Number) as [number, number, number];
  return [y, m, d];
};

/** The calendar text of `races`, titled `calendarName`; `pageUrl(id)` is each race's page. Throws on an ics error. */
export function racesToIcs(races: readonly IcsRace[], calendarName: string, pageUrl: (id: number) => string): string {
  const events: EventAttributes[] = races.map((race) => ({
    uid: `race-${race.id}@qmsports`,
    title: race.name,
    description: `${race.sport}；主办单位：${race.organiser}`,
    location: race.venue,
    url: pageUrl(race.id),
    start: dateArray(race.start),
    end: dateArray(race.end + 1),
    categories: ['全民健身社区运动会', race.sport],
  }));
  const { error, value } = createEvents(events, { calName: calendarName, productId: 'qmsports/ics' });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}
