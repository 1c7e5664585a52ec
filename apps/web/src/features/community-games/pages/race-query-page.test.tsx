// The race query page against the test transport (test-support/transport.ts): URL filters reach the search with the
// API's names, one h1, the list, status filtering, and the empty and error states.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerFailure, type SentRequest } from '../../../components/test-support/transport';
import { answerRaces, race } from './race-pages.fixtures';
import RaceQueryPage from './race-query-page';

let requests: { search: SentRequest[]; calendar: SentRequest[] };

configure({ asyncUtilTimeout: 10_000 });
installResizeObserver();
beforeEach(() => {
  requests = answerRaces([race], 23);
});
afterEach(cleanup);

describe('RaceQueryPage', () => {
  it('sends the URL filters with the API names and lists the races under one h1', async () => {
    renderWithProviders(
      <RaceQueryPage />,
      '/qmsports/race/query?areaCode=330106&sport=%E7%BE%BD%E6%AF%9B%E7%90%83&status=registering&level=county&keyword=%E7%BE%BD%E6%AF%9B&pageNum=2',
    );
    const link = await screen.findByText(race.name);
    // No games, start or end date: left out of the query.
    expect(requests.search.at(-1)!.query).toEqual({
      areaCode: '330106',
      sport: '羽毛球',
      status: 'registering',
      level: 'county',
      keyword: '羽毛',
      pageNum: '2',
      pageSize: '10',
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
    answerRaces([], 0);
    renderWithProviders(<RaceQueryPage />, '/qmsports/race/query?keyword=zzz');
    expect(await screen.findByText('没有找到符合条件的赛事，请调整筛选条件')).toBeTruthy();
    cleanup();
    answerFailure('/api/data/qmsports/race/search', 503, '服务暂时不可用，请稍后再试');
    renderWithProviders(<RaceQueryPage />, '/qmsports/race/query');
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂时不可用，请稍后再试');
  });
});
