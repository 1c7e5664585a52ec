/**
 * Fixtures of the race page tests (race-query-page.test.tsx, race-calendar-page.test.tsx): one race, and
 * a mocked lib/api-data getData that answers the race search and the calendar with it.
 */
import type { RaceCalendarMonth, RaceListItem } from '@portal/contracts/community-games';
import type { PageOf } from '@portal/contracts/paging';
import type { MockedFunction } from 'vitest';
import type { getData } from '../../../lib/api-data';

type GetDataMock = MockedFunction<typeof getData>;

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

/** Makes `mock` answer the race search with `list` (of `total`), the calendar with 3 races on the 5th. */
export function answerRaces(mock: GetDataMock, list: RaceListItem[], total = list.length): void {
  mock.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/api/data/area/search') return [];
    if (url === '/api/data/qmsports/race/search')
      return { list, total, pageNum: Number(params?.pageNum ?? 1), pageSize: 10 } satisfies PageOf<RaceListItem>;
    if (url === '/api/data/qmsports/race/calendar')
      return {
        month: String(params?.month),
        days: [{ date: `${String(params?.month)}-05`, count: 3 }],
      } satisfies RaceCalendarMonth;
    throw new Error(`unexpected ${url}`);
  });
}

/** The calls of `mock` to `path`, [url, params] each. */
export const callsTo = (mock: GetDataMock, path: string) => mock.mock.calls.filter(([url]) => url === path);
