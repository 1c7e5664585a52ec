/**
 * /search against the test transport (test-support/transport.ts): the URL's query, kind and page reach the API; results are one ranked list,
 * each named by its kind; matches are marked as text (markup in the data is not interpreted); each result
 * links to its own page; the kind buttons change the address back on page 1; an empty query asks nothing;
 * 您是不是要找 for a corrected query; zero results offer other words, the finder and the map; a "附近"
 * search asks for the position only when the visitor presses the button, then sends it and says how the
 * list is ordered.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteSearchItem, SiteSearchResult } from '@portal/contracts/site-search';
import { SITE_SEARCH_KINDS } from '@portal/contracts/site-search.codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, sentRequests, type SentRequest } from '../../../components/test-support/transport';
import SiteSearchPage from './site-search-page';

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

const item = (fields: Partial<SiteSearchItem> & Pick<SiteSearchItem, 'kind' | 'id' | 'title'>): SiteSearchItem => ({
  summary: '',
  date: null,
  titleRanges: [],
  summaryRanges: [],
  matchedBy: 'text',
  ...fields,
});

const items: SiteSearchItem[] = [
  item({ kind: 'news', id: 3, title: '全民体育日<b>活动</b>', titleRanges: [[2, 4]], date: '2025-08-08' }),
  item({
    kind: 'news',
    id: 4,
    title: '体育公园开放',
    titleRanges: [[0, 2]],
    summary: '市体育局发布',
    summaryRanges: [[1, 3]],
  }),
  item({
    kind: 'venue',
    id: 9,
    title: '唐县体育馆',
    titleRanges: [[2, 5]],
    matchedBy: 'initials',
    organType: 2,
    isLarge: true,
  }),
  item({
    kind: 'facility',
    id: 21,
    title: '西湖体育公园',
    titleRanges: [[2, 4]],
    summary: '体育公园 · 浙江省杭州市西湖区 · 文三路 1 号',
    summaryRanges: [[0, 2]],
    facilityKind: 'sports_park',
  }),
  item({ kind: 'facility', id: 22, title: '城西体育步道', titleRanges: [[2, 4]], facilityKind: 'greenway' }),
  item({ kind: 'buildProject', id: 12, title: '体育公园项目', titleRanges: [[0, 2]], buildKind: 'sportsPark' }),
];
const counts: Record<string, number> = { news: 2, venue: 1000, facility: 2, buildProject: 7 };
let extra: Partial<SiteSearchResult> = {};
const answer = (params: Record<string, string>): SiteSearchResult => ({
  q: String(params.q),
  groups: SITE_SEARCH_KINDS.map((kind) => ({ kind, count: counts[kind] ?? 0, more: kind === 'venue' })),
  list: items,
  total: 50,
  pageNum: Number(params.pageNum ?? 1),
  pageSize: 10,
  ...extra,
});

let searchRequests: SentRequest[];
beforeEach(() => {
  searchRequests = answerWith<SiteSearchResult>('/api_/ow/search/list', ({ query }) => answer(query));
});
afterEach(() => {
  cleanup();
  extra = {};
});

describe('SiteSearchPage', () => {
  it('sends the URL state and shows one ranked list, each item named by kind and linking to its own page', async () => {
    renderWithProviders(<SiteSearchPage />, '/search?q=%E4%BD%93%E8%82%B2&kind=news&pageNum=2');
    await screen.findByText('找到 50 条与“体育”相关的结果');
    expect(searchRequests.at(-1)!.query).toEqual({ q: '体育', kind: 'news', pageNum: '2', pageSize: '10' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['站内搜索']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '新闻资讯全民体育日<b>活动</b>',
      '新闻资讯体育公园开放',
      '场馆唐县体育馆',
      '健身设施西湖体育公园',
      '健身设施城西体育步道',
      '建设项目体育公园项目',
    ]);
    const hrefs = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => within(h).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([
      '/news/newsdetail?id=3',
      '/news/newsdetail?id=4',
      '/openFacility/bigDetail?organId=9',
      '/equipment/SportsParkDetail?id=21',
      '/equipment/fieldDetail?id=22',
      '/main/vBuild/sportsPark/detail?id=12',
    ]);
    expect(screen.getByRole('status').textContent).toBe('找到 50 条与“体育”相关的结果');
  });

  it('marks the matches as text, never as markup', async () => {
    const { container } = renderWithProviders(<SiteSearchPage />, '/search?q=%E4%BD%93%E8%82%B2');
    await waitFor(() => expect(container.querySelector('.site-search-item a')).not.toBeNull());
    const first = container.querySelector('.site-search-item a')!;
    expect(first.textContent).toBe('全民体育日<b>活动</b>');
    expect(first.querySelector('b')).toBeNull();
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['体育']);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      '体育',
      '体育',
      '体育',
      '体育馆',
      '体育',
      '体育',
      '体育',
      '体育',
    ]);
    expect(screen.getByText('名称拼音首字母匹配')).toBeTruthy();
  });

  it('offers the kinds with matches and their counts; choosing one returns to page 1', async () => {
    renderWithProviders(<SiteSearchPage />, '/search?q=ty&pageNum=3');
    const kinds = await screen.findByRole('radiogroup', { name: '类别' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['全部（1011+）', '新闻资讯（2）', '场馆（1000+）', '健身设施（2）', '建设项目（7）']);
    fireEvent.click(within(kinds).getByRole('radio', { name: '场馆（1000+）' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=ty&kind=venue'));
  });

  it('says 您是不是要找 for a corrected query', async () => {
    extra = { correctedQ: '篮球' };
    renderWithProviders(<SiteSearchPage />, '/search?q=%E8%93%9D%E7%90%83');
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('您是不是要找：篮球');
    expect(within(note).getByRole('link', { name: '篮球' }).getAttribute('href')).toBe(
      `/search?q=${encodeURIComponent('篮球')}`,
    );
  });

  it('never ends in a dead end: other words, the venue finder and the map with the words', async () => {
    extra = { list: [], total: 0, suggestions: ['颈椎病', '滑冰场'] };
    renderWithProviders(<SiteSearchPage />, `/search?q=${encodeURIComponent('颈椎病 滑冰场')}`);
    await screen.findByText(/没有找到与“颈椎病 滑冰场”相关的内容/);
    expect(screen.getByRole('link', { name: '颈椎病' }).getAttribute('href')).toBe(
      `/search?q=${encodeURIComponent('颈椎病')}`,
    );
    expect(screen.getByRole('link', { name: /在“找场馆”中查找/ }).getAttribute('href')).toBe(
      `/main/openFacility?keyword=${encodeURIComponent('颈椎病 滑冰场')}`,
    );
    expect(screen.getByRole('link', { name: /在健身地图上查找/ }).getAttribute('href')).toBe(
      `/fitnessMap?keyword=${encodeURIComponent('颈椎病 滑冰场')}`,
    );
  });

  it('asks for the position of a 附近 search only on the button, then sends it', async () => {
    extra = { nearby: true, keyword: '游泳馆' };
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { longitude: 116.48, latitude: 39.93 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderWithProviders(<SiteSearchPage />, `/search?q=${encodeURIComponent('附近游泳馆')}`);
    const button = await screen.findByRole('button', { name: /使用我的位置查找附近的游泳馆/ });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /在健身地图上查找“游泳馆”/ }).getAttribute('href')).toBe(
      `/fitnessMap?keyword=${encodeURIComponent('游泳馆')}`,
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(searchRequests.at(-1)!.query).toMatchObject({ q: '附近游泳馆', lng: '116.48', lat: '39.93' }),
    );
    expect(screen.getByTestId('location').textContent).not.toContain('116');
    // A keyword's nearest-first list holds events too, placed at their venue.
    expect(await screen.findByText('已按与您的距离由近到远排列（赛事活动和培训以举办场馆的位置计）')).toBeTruthy();
  });

  it('asks nothing for an empty query and says what to type', async () => {
    renderWithProviders(<SiteSearchPage />, '/search');
    expect(await screen.findByText(/请输入要搜索的内容/)).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });
});
