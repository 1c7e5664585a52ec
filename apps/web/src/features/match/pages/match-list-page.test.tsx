import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import type { MatchListItem } from '@portal/contracts/venue-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import {
  answer as answerTransport,
  answerFailure,
  answerWith,
  type SentRequest,
} from '../../../components/test-support/transport';
import MatchListPage from './match-list-page';

const match: MatchListItem = {
  id: 7,
  name: '2025 年西湖区社区篮球联赛',
  sport: '篮球',
  organiser: '西湖区体育局',
  startDate: '2025-05-01',
  endDate: '2025-05-03',
  status: 'ongoing',
  level: '县级',
  participants: 240,
  venue: {
    organId: 31,
    name: '西湖体育馆',
    organType: 2,
    isLarge: true,
    areaName: '浙江省杭州市西湖区',
    address: '文三路 100 号',
    lng: 120.1,
    lat: 30.2,
  },
};

const areas: Record<string, Area[]> = {
  '': [{ code: '330000', name: '浙江省', level: 1, parentCode: null, lng: 120, lat: 30, hasChildren: true }],
  '330000': [{ code: '330100', name: '杭州市', level: 2, parentCode: '330000', lng: 120, lat: 30, hasChildren: true }],
  '330100': [{ code: '330106', name: '西湖区', level: 3, parentCode: '330100', lng: 120, lat: 30, hasChildren: false }],
};

let searchRequests: SentRequest[];

function answer(list: MatchListItem[], total = list.length) {
  answerWith<Area[]>('/api/data/area/search', ({ query }) => areas[query.parentCode ?? ''] ?? []);
  answerTransport<string[]>('/api/data/v2/venue/match/sports', ['篮球', '足球']);
  searchRequests = answerWith<PageOf<MatchListItem>>('/api/data/v2/venue/match/search', ({ query }) => ({
    list,
    total,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: 10,
  }));
}

const searchCalls = () => searchRequests.map((request) => request.query);

configure({ asyncUtilTimeout: 5000 });

installResizeObserver();

beforeEach(() => answer([match], 35));
afterEach(cleanup);

describe('MatchListPage', () => {
  it('sends the URL filters to the match search and shows one h1 and the count', async () => {
    renderWithProviders(
      <MatchListPage />,
      '/games?areaCode=330106&startDate=2025-05-01&endDate=2025-05-31&sport=%E7%AF%AE%E7%90%83&status=ongoing&keyword=%E8%81%94%E8%B5%9B&pageNum=2',
    );
    await screen.findByText(match.name);
    expect(searchCalls().at(-1)).toEqual({
      areaCode: '330106',
      startDate: '2025-05-01',
      endDate: '2025-05-31',
      sport: '篮球',
      status: 'ongoing',
      keyword: '联赛',
      pageNum: '2',
      pageSize: '10',
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['赛事活动']);
    expect(screen.getByText('共找到 35 条符合条件的赛事')).toBeTruthy();
    // The cascader shows the names of the chosen county's levels once they are loaded.
    await waitFor(() => expect(document.body.textContent).toContain('西湖区'));
  });

  it('lists name, status as text, sport, dates, venue link with area, level and participants', async () => {
    renderWithProviders(<MatchListPage />, '/games');
    const link = await screen.findByText(match.name);
    expect(link.getAttribute('href')).toBe('/games/detail?id=7');
    const item = link.closest('li')!;
    expect(within(item).getByText('进行中')).toBeTruthy();
    expect(within(item).getByText('篮球')).toBeTruthy();
    expect(item.textContent).toContain('2025-05-01 至 2025-05-03');
    expect(within(item).getByRole('link', { name: '西湖体育馆' }).getAttribute('href')).toBe(
      '/openFacility/bigDetail?organId=31',
    );
    expect(item.textContent).toContain('（浙江省杭州市西湖区）');
    expect(item.textContent).toContain('县级');
    expect(item.textContent).toContain('240 人');
  });

  it('filters by status through the radio group and keeps it in the URL, back on page 1', async () => {
    renderWithProviders(<MatchListPage />, '/games?pageNum=3');
    await screen.findByText(match.name);
    const group = screen.getByRole('radiogroup', { name: '状态' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['全部', '未开始', '进行中', '已结束']);
    fireEvent.click(within(group).getByRole('radio', { name: '已结束' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/games?status=ended'));
    await waitFor(() => expect(searchCalls().at(-1)).toMatchObject({ status: 'ended', pageNum: '1' }));
  });

  it('labels every filter and clears them all at once', async () => {
    renderWithProviders(<MatchListPage />, '/games?sport=%E8%B6%B3%E7%90%83&keyword=abc');
    await screen.findByText(match.name);
    for (const label of ['关键词', '地区', '举办日期', '运动项目']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('search', { name: '搜索赛事' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /清空条件/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/games'));
  });

  it('says so when nothing matches, and shows the server message with a retry on failure', async () => {
    answer([], 0);
    renderWithProviders(<MatchListPage />, '/games?keyword=zzz');
    expect(await screen.findByText('没有找到符合条件的赛事，请调整筛选条件')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    cleanup();

    answerFailure('/api/data/v2/venue/match/search', 503, '服务暂时不可用，请稍后再试');
    renderWithProviders(<MatchListPage />, '/games');
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂时不可用，请稍后再试');
  });
});
