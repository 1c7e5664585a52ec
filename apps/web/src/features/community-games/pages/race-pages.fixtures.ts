/**
 * Fixtures of the race page tests (race-query-page.test.tsx, race-calendar-page.test.tsx): one race, and
 * answers (test-support/transport.ts) to the race search and the calendar with it.
 */
import type { RaceCalendarMonth, RaceListItem } from '@portal/contracts/community-games';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import { answer, answerWith, type SentRequest } from '../../../components/test-support/transport';

export const race: RaceListItem = {
  id: 42,
  gamesId: 3,
  name: '2026年西湖区社区运动会羽毛球公开赛',
  sport: '羽毛球',
  level: 'county',
  status: 'registering',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  registrationStart: '2026-11-10',
  registrationEnd: '2026-11-30',
  provinceCode: '330000',
  areaName: '浙江省杭州市西湖区',
  venueName: '西湖全民健身中心',
  capacity: 300,
  registered: 120,
};

/**
 * Answers the race search with `list` (of `total`), the calendar with 3 races on the 5th, and the area
 * search with nothing. Returns the requests to the search and to the calendar.
 */
export function answerRaces(
  list: RaceListItem[],
  total = list.length,
): { search: SentRequest[]; calendar: SentRequest[] } {
  answer<Area[]>('/api/data/area/search', []);
  const search = answerWith<PageOf<RaceListItem>>('/api/data/qmsports/race/search', ({ query }) => ({
    list,
    total,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: 10,
  }));
  const calendar = answerWith<RaceCalendarMonth>('/api/data/qmsports/race/calendar', ({ query }) => ({
    month: String(query.month),
    days: [{ date: `${String(query.month)}-05`, count: 3 }],
  }));
  return { search, calendar };
}
