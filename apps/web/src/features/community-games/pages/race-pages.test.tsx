// The race query and calendar pages against a mocked API (lib/api-data getData): URL filters reach the
// search with the API's names, one h1, the list, status filtering, the day's races on the calendar, and
// the empty and error states.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaceCalendarMonth, RaceListItem } from '@portal/contracts/community-games';
import type { PageOf } from '@portal/contracts/paging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import type * as apiDataModule from '../../../lib/api-data';
import { ApiRequestError, getData } from '../../../lib/api-data';
import RaceCalendarPage from './race-calendar-page';
import RaceQueryPage from './race-query-page';

vi.mock('../../../lib/api-data', async (importOriginal) => ({
  ...(await importOriginal<typeof apiDataModule>()),
  getData: vi.fn(),
}));
const mockedGetData = vi.mocked(getData);

const race: RaceListItem = {
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

function answer(list: RaceListItem[], total = list.length) {
  mockedGetData.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
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
const callsTo = (path: string) => mockedGetData.mock.calls.filter(([url]) => url === path);

// The antd calendar renders in 4-18 s in jsdom on a loaded 2-core machine: the limits stand far above that.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 30_000 });
installResizeObserver();
beforeEach(() => answer([race], 23));
afterEach(() => {
  cleanup();
  mockedGetData.mockReset();
});

describe('RaceQueryPage', () => {
  it('sends the URL filters with the API names and lists the races under one h1', async () => {
    renderWithProviders(
      <RaceQueryPage />,
      '/qmsports/race/query?areaCode=330106&sport=%E7%BE%BD%E6%AF%9B%E7%90%83&status=registering&level=county&keyword=%E7%BE%BD%E6%AF%9B&pageNum=2',
    );
    const link = await screen.findByText(race.name);
    expect(callsTo('/api/data/qmsports/race/search').at(-1)![1]).toEqual({
      gamesId: null,
      areaCode: '330106',
      sport: '羽毛球',
      status: 'registering',
      level: 'county',
      keyword: '羽毛',
      startDate: '',
      endDate: '',
      pageNum: 2,
      pageSize: 10,
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['赛事查询']);
    expect(link.getAttribute('href')).toBe('/qmsports/race/detail?id=42');
    const item = link.closest('li')!;
    expect(within(item).getByText('报名中')).toBeTruthy();
    expect(item.textContent).toContain('已报名 120 / 名额 300 人');
    expect(screen.getByText('共找到 23 场符合条件的赛事')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '全民运动会栏目' })).toBeTruthy();
  });

  it('filters by status through the radio group, back on page 1', async () => {
    renderWithProviders(<RaceQueryPage />, '/qmsports/race/query?pageNum=3');
    await screen.findByText(race.name);
    const group = screen.getByRole('radiogroup', { name: '状态' });
    fireEvent.click(within(group).getByRole('radio', { name: '已结束' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/qmsports/race/query?status=ended'));
  });

  it('says so when nothing matches, and shows the server message on failure', async () => {
    answer([], 0);
    renderWithProviders(<RaceQueryPage />, '/qmsports/race/query?keyword=zzz');
    expect(await screen.findByText('没有找到符合条件的赛事，请调整筛选条件')).toBeTruthy();
    cleanup();
    mockedGetData.mockImplementation(async (url: string) => {
      if (url === '/api/data/qmsports/race/search') throw new ApiRequestError(503, '服务暂时不可用，请稍后再试');
      return [];
    });
    renderWithProviders(<RaceQueryPage />, '/qmsports/race/query');
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂时不可用，请稍后再试');
  });
});

describe('RaceCalendarPage', () => {
  it('shows the month with counts and, on a day, that day’s races and the month’s .ics link', async () => {
    renderWithProviders(
      <RaceCalendarPage />,
      '/qmsports/race/calendar?month=2026-12&sport=%E7%BE%BD%E6%AF%9B%E7%90%83',
    );
    // The name comes from the button's parts (jsdom's name computation puts spaces between them).
    const day = await screen.findByRole('button', { name: /^12月\s*5\s*日，\s*3 场\s*赛事$/ });
    expect(callsTo('/api/data/qmsports/race/calendar').at(-1)![1]).toMatchObject({ month: '2026-12', sport: '羽毛球' });
    expect(screen.getByRole('link', { name: '导出本月赛事（.ics）' }).getAttribute('href')).toBe(
      '/api/data/qmsports/race/ics?month=2026-12&sport=%E7%BE%BD%E6%AF%9B%E7%90%83',
    );
    fireEvent.click(day);
    await screen.findByRole('heading', { name: '12月5日的赛事' });
    await screen.findByText(race.name);
    expect(callsTo('/api/data/qmsports/race/search').at(-1)![1]).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      sport: '羽毛球',
    });
    expect(day.getAttribute('aria-pressed')).toBe('true');
  });
});
