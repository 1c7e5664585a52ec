import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import type { VenueListItem } from '@portal/contracts/venue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerFailure, answerWith, type SentRequest } from '../../../components/test-support/transport';
import { fullAddress } from '../components/venue-card';
import VenueSearchPage from './venue-search-page';

// Renders wait on antd's lazy chunks: give findBy/waitFor room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const venue: VenueListItem = {
  organId: 31,
  name: '西湖区全民健身中心体育馆',
  organType: 2,
  organTypeName: '公共体育馆',
  isLarge: true,
  provinceCode: '330000',
  cityCode: '330100',
  countyCode: '330106',
  areaName: '浙江省杭州市西湖区',
  address: '文三路 100 号',
  phone: '0571-88886666',
  lng: 120.1,
  lat: 30.2,
  coverUrl: null,
  sports: ['篮球'],
  status: {
    at: '2024-08-08T02:00:00Z',
    open: true,
    feeKind: 'free',
    label: '免费开放中',
    dayLabel: '全民健身日',
    nationalFitnessDay: true,
    todayHours: [{ start: '08:00', end: '21:00', crossesMidnight: false, feeKind: 'free', area: 'indoor' }],
    nextOpening: null,
    closure: null,
  },
};

const provinces: Area[] = [
  { code: '330000', name: '浙江省', level: 1, parentCode: null, lng: 120, lat: 30, hasChildren: true },
];

const searches: SentRequest[][] = [];

function answerAreas(list: Area[] = provinces) {
  answerWith<Area[]>('/api/data/area/search', ({ query }) => (query.parentCode ? [] : list));
}

/** Answers the venue search with the venues `resolve` gives for each query (of `total`, else their count). */
function answerSearch(resolve: (query: Record<string, string>) => VenueListItem[], total?: number) {
  searches.push(
    answerWith<PageOf<VenueListItem>>('/api/data/v2/venue/search', ({ query }) => {
      const list = resolve(query);
      return { list, total: total ?? list.length, pageNum: 1, pageSize: 10 };
    }),
  );
}

function answer(list: VenueListItem[], total = list.length) {
  answerAreas();
  answerSearch(() => list, total);
}

beforeEach(() => answer([venue]));
afterEach(() => {
  cleanup();
  searches.splice(0);
});

/** The queries of the venue search, in the order they were sent (whichever answer took them). */
function searchCalls() {
  return searches.flat().map((request) => request.query);
}

describe('fullAddress', () => {
  it('does not repeat the area when the address starts with it', () => {
    expect(fullAddress('北京市平谷区', '北京市平谷区长江路346号')).toBe('北京市平谷区长江路346号');
    expect(fullAddress('浙江省杭州市西湖区', '文三路 100 号')).toBe('浙江省杭州市西湖区 文三路 100 号');
    expect(fullAddress('浙江省杭州市', '')).toBe('浙江省杭州市');
  });
});

// The first render loads antd in jsdom, which takes seconds on a busy machine.
describe('VenueSearchPage', { timeout: 20_000 }, () => {
  it('names the type in the h1 and sends the URL filters to the search API', async () => {
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2&areaCode=330100&openNow=true&pageNum=2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('公共体育馆');
    await screen.findByRole('link', { name: venue.name });
    expect(searchCalls()[0]).toEqual({
      pageNum: '2',
      pageSize: '10',
      organType: '2',
      areaCode: '330100',
      openNow: 'true',
    });
  });

  it('renders a card: detail link, placeholder photo, phone, hours and status in words', async () => {
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2');
    const card = (await screen.findByRole('link', { name: venue.name })).closest('article')!;
    expect(within(card).getByRole('link', { name: venue.name }).getAttribute('href')).toBe(
      '/openFacility/bigDetail?organId=31',
    );
    expect(within(card).getByText('暂无图片')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '拨打电话 0571-88886666' }).getAttribute('href')).toBe(
      'tel:057188886666',
    );
    expect(within(card).getByText('08:00–21:00 免费')).toBeTruthy();
    expect(within(card).getByText('免费开放中')).toBeTruthy();
    expect(within(card).getByText('全民健身日')).toBeTruthy();
    expect(within(card).getByText('浙江省杭州市西湖区 文三路 100 号')).toBeTruthy();
  });

  it('shows a photo with the venue name as alt text', async () => {
    answer([{ ...venue, coverUrl: '/media/venue-31.jpg' }]);
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2');
    expect((await screen.findByRole('img', { name: venue.name })).getAttribute('src')).toBe('/media/venue-31.jpg');
  });

  it('shows all types with a type filter when organType is missing or invalid', async () => {
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('场馆开放');
    await screen.findByRole('link', { name: venue.name });
    expect(searchCalls()[0]).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByLabelText('场馆类型')).toBeTruthy();
  });

  it('puts the switches in the URL and returns to page 1', async () => {
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=1&pageNum=3');
    await screen.findByRole('link', { name: venue.name });
    fireEvent.click(screen.getByRole('switch', { name: '此刻免费' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/main/openFacility?organType=1&freeNow=true'),
    );
    await waitFor(() =>
      expect(searchCalls().at(-1)).toEqual({ pageNum: '1', pageSize: '10', organType: '1', freeNow: 'true' }),
    );
  });

  it('offers the venues that open later today when 此刻免费 finds none', async () => {
    const closed: VenueListItem = {
      ...venue,
      status: {
        ...venue.status,
        at: '2026-03-01T21:00:00Z',
        open: false,
        feeKind: null,
        label: '未到开放时间',
        dayLabel: '工作日',
        nationalFitnessDay: false,
        todayHours: [
          { start: '06:00', end: '08:00', crossesMidnight: false, feeKind: 'low', area: 'indoor' },
          { start: '08:00', end: '21:00', crossesMidnight: false, feeKind: 'free', area: 'indoor' },
        ],
      },
    };
    answerAreas([]);
    answerSearch((query) => (query.opensLater ? [closed] : []));
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2&areaCode=330100&freeNow=true');
    expect(await screen.findByRole('heading', { name: '今天稍后免费开放的场馆' })).toBeTruthy();
    expect(await screen.findByText(/此刻没有符合条件的开放场馆/)).toBeTruthy();
    expect(await screen.findByText('今天 08:00 起免费开放')).toBeTruthy();
    expect(screen.getByRole('link', { name: venue.name })).toBeTruthy();
    expect(searchCalls().at(-1)).toEqual({
      pageNum: '1',
      pageSize: '5',
      organType: '2',
      areaCode: '330100',
      freeNow: 'true',
      opensLater: 'true',
    });
  });

  it('searches by keyword on submit', async () => {
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=3');
    await screen.findByRole('link', { name: venue.name });
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 游泳 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/main/openFacility?organType=3&keyword=%E6%B8%B8%E6%B3%B3',
      ),
    );
  });

  it('shows the empty state with a hint when filters match nothing', async () => {
    answer([]);
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2&keyword=%E6%B8%B8');
    expect(await screen.findByText(/没有符合条件的场馆/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows the server message and retries on error', async () => {
    answerFailure('/api/data/v2/venue/search', 503, '服务繁忙，请稍后再试');
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2');
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    answer([venue]);
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('link', { name: venue.name })).toBeTruthy();
  });

  it('pages through the results', async () => {
    answer([venue], 35);
    renderWithProviders(<VenueSearchPage />, '/main/openFacility?organType=2');
    const pager = await screen.findByRole('navigation', { name: '分页' });
    fireEvent.click(within(pager).getByText('2'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/main/openFacility?organType=2&pageNum=2'),
    );
  });
});
