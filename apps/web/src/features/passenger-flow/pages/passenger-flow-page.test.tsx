import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageOf } from '@portal/contracts/paging';
import type { FlowVenue, LatestFlowDate, RankingPage, VenueFlowDay } from '@portal/contracts/passenger-flow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import {
  answer,
  answerFailure,
  answerWith,
  failure,
  type SentRequest,
} from '../../../components/test-support/transport';
import PassengerFlowPage from './passenger-flow-page';

// echarts needs a real layout engine; the chart's accessible name is what the page controls.
vi.mock('../../../components/chart/e-chart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// Renders wait on antd's lazy chunks: give findBy/waitFor room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// antd's option list measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const ranking: RankingPage = {
  date: '2024-05-20',
  reportingVenues: 6500,
  nationalTotal: 1234567,
  list: [
    { rank: 1, organId: 11, name: '杭州市体育馆', organType: 2, areaName: '浙江省杭州市', total: 5200 },
    { rank: 2, organId: 12, name: '成都市游泳馆', organType: 3, areaName: '四川省成都市', total: 4100 },
  ],
  total: 25,
  pageNum: 1,
  pageSize: 10,
};

function flowDay(organId: number, name: string): VenueFlowDay {
  return {
    organId,
    name,
    date: '2024-05-20',
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour < 8 ? null : hour * 10 })),
    total: 2760,
    lastPushedAt: '2024-05-20T15:05:00Z',
  };
}

const days: Record<string, VenueFlowDay> = {
  '11': flowDay(11, '杭州市体育馆'),
  '12': flowDay(12, '成都市游泳馆'),
};

let rankingRequests: SentRequest[];
let venuesRequests: SentRequest[];
let dayRequests: SentRequest[];

beforeEach(() => {
  // A venue's day (registered first: the named paths below take precedence over `:organId`).
  dayRequests = answerWith<VenueFlowDay>(
    '/api/data/passengerFlow/:organId',
    ({ params }) => days[String(params.organId)] ?? failure(404, '场馆不存在或已删除'),
  );
  rankingRequests = answer<RankingPage>('/api/data/passengerFlow/ranking', ranking);
  answer<LatestFlowDate>('/api/data/passengerFlow/latestDate', { date: '2024-05-20', today: '2024-05-21' });
  venuesRequests = answer<PageOf<FlowVenue>>('/api/data/passengerFlow/venues', {
    list: [{ organId: 12, name: '成都市游泳馆', organType: 3, areaName: '四川省成都市' }],
    total: 1,
    pageNum: 1,
    pageSize: 20,
  });
});

afterEach(cleanup);

const queries = (requests: SentRequest[]) => requests.map((request) => request.query);

// The first render loads antd (AntdScope, lazy) in jsdom, which takes seconds on a busy machine.
describe('PassengerFlowPage', { timeout: 20_000 }, () => {
  it('explains the lag and the push rule in its h1 and links home', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(h1.textContent).toBe('场馆实时客流（数据较实际时间延迟约 1 小时，整点前推送的数据不予接收）');
    expect(screen.getAllByRole('link', { name: '返回首页' })[0]!.getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('shows the ranking of the day with rank, venue, area and total', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    const table = await screen.findByRole('table', { name: /全国场馆客流排行/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('1杭州市体育馆浙江省杭州市5,200');
    expect(screen.getByText('2024-05-20 上报场馆 6,500 家，全国合计 1,234,567 人次')).toBeTruthy();
    expect(queries(rankingRequests)).toContainEqual({ date: '2024-05-20', pageNum: '1', pageSize: '10' });
  });

  it("charts the day's top venue by default, with its 24 figures in a table", async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    expect(
      await screen.findByRole('img', { name: /杭州市体育馆 2024-05-20 分时客流柱状图/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(dayRequests.map((request) => [request.path, request.query])).toContainEqual([
      '/api/data/passengerFlow/11',
      { date: '2024-05-20' },
    ]);
    const hours = screen.getByRole('table', { name: '分时客流（人次）' });
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
    expect(within(hours).getByRole('rowheader', { name: '07:00–08:00' }).nextElementSibling?.textContent).toBe(
      '未上报',
    );
    expect(within(hours).getByRole('rowheader', { name: '17:00–18:00' }).nextElementSibling?.textContent).toBe('170');
  });

  it('shows a venue picked in the ranking and keeps it in the URL', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    fireEvent.click(await screen.findByRole('button', { name: '成都市游泳馆' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/passengerflow?date=2024-05-20&organId=12'),
    );
    expect(await screen.findByRole('img', { name: /成都市游泳馆/ })).toBeTruthy();
  });

  it('finds a venue by name in the picker', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    await screen.findByRole('img', { name: /杭州市体育馆/ }, { timeout: 5000 });
    const picker = screen.getByLabelText('选择场馆');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '成都' } });
    await waitFor(() =>
      expect(queries(venuesRequests)).toContainEqual({ keyword: '成都', pageNum: '1', pageSize: '20' }),
    );
    // While searching, the chosen venue (杭州市体育馆) is not offered above the matches.
    const option = await screen.findByTitle('成都市游泳馆（四川省成都市）');
    expect(document.querySelector('.ant-select-item-option[title="杭州市体育馆"]')).toBeNull();
    fireEvent.click(option);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/passengerflow?date=2024-05-20&organId=12'),
    );
  });

  it('pages the ranking through the URL', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    const pager = await screen.findByRole('navigation', { name: '排行分页' });
    fireEvent.click(within(pager).getByText('2'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/passengerflow?date=2024-05-20&pageNum=2'),
    );
  });

  it('says so when the venue in the URL does not exist', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20&organId=999');
    expect(await screen.findByText('未找到该场馆，请重新选择')).toBeTruthy();
  });

  it('offers the day before when a day has no data', async () => {
    answer<RankingPage>('/api/data/passengerFlow/ranking', {
      ...ranking,
      reportingVenues: 0,
      nationalTotal: 0,
      list: [],
      total: 0,
    });
    answer<PageOf<FlowVenue>>('/api/data/passengerFlow/venues', { list: [], total: 0, pageNum: 1, pageSize: 20 });
    renderWithProviders(<PassengerFlowPage />, '/passengerflow?date=2024-05-20');
    expect(await screen.findByText('2024-05-20 暂无场馆上报客流数据', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('请选择场馆查看分时客流')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /查看前一天/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/passengerflow?date=2024-05-19'));
  });

  it('opens on the latest day with flow when today has none, and says so', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow');
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('以下为最近有数据的一天：2024-05-20'),
    );
    await screen.findByRole('table', { name: /全国场馆客流排行/ });
    expect(queries(rankingRequests)).toContainEqual({ date: '2024-05-20', pageNum: '1', pageSize: '10' });
    expect(queries(rankingRequests).filter((query) => query.date !== '2024-05-20')).toEqual([]);
    // The default day stays out of the URL; another day goes in.
    fireEvent.click(await screen.findByRole('button', { name: '成都市游泳馆' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/passengerflow?organId=12'));
  });

  it('opens on today when the latest day cannot be read', async () => {
    answerFailure('/api/data/passengerFlow/latestDate', 500, '服务器错误');
    renderWithProviders(<PassengerFlowPage />, '/passengerflow');
    await screen.findByRole('table', { name: /全国场馆客流排行/ });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(queries(rankingRequests)).toContainEqual({ date: today, pageNum: '1', pageSize: '10' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('has labelled date and venue controls', async () => {
    renderWithProviders(<PassengerFlowPage />, '/passengerflow');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(await screen.findByLabelText('日期')).toBeTruthy();
    expect(screen.getByLabelText('选择场馆')).toBeTruthy();
  });
});
