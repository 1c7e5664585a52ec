/**
 * /vNewsAll against the test transport (test-support/transport.ts): filters from the URL reach the API, each item links to its own detail
 * page, and the kind buttons change the address back on page 1.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsAllItem } from '@portal/contracts/news-all';
import type { PageOf } from '@portal/contracts/paging';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, type SentRequest } from '../../../components/test-support/transport';
import NewsAllPage from './news-all-page';

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

const items: NewsAllItem[] = [
  {
    kind: 'news',
    id: 3,
    title: '全民健身日活动启动',
    summary: '各地开展活动。',
    publishTime: '2025-08-07T16:30:00.000Z',
  },
  { kind: 'regulation', id: 8, title: '公共体育设施条例', summary: '', publishTime: '2025-08-01T00:00:00.000Z' },
  { kind: 'guidance', id: 2, title: '场馆信息化建设指引', summary: '指引。', publishTime: '2025-07-01T02:00:00.000Z' },
  { kind: 'notice', id: 5, title: '关于开展评估的通知', summary: '通知。', publishTime: '2025-06-01T02:00:00.000Z' },
];

let listRequests: SentRequest[];
beforeEach(() => {
  listRequests = answerWith<PageOf<NewsAllItem>>('/api_/ow/information/all/list', ({ query }) => ({
    list: items,
    total: 4,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: 10,
  }));
});
afterEach(cleanup);

describe('NewsAllPage', () => {
  it('sends the URL filters and links every item to its own detail page', async () => {
    renderWithProviders(<NewsAllPage />, '/vNewsAll?kind=news&year=2025&keyword=%E5%81%A5%E8%BA%AB');
    await screen.findByRole('link', { name: items[0]!.title });
    expect(listRequests.at(-1)!.query).toEqual({
      kind: 'news',
      year: '2025',
      keyword: '健身',
      pageNum: '1',
      pageSize: '10',
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['全部资讯']);
    const hrefs = items.map((i) => screen.getByRole('link', { name: i.title }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/news/newsdetail?id=3',
      '/policyRule/ruleDetail?id=8',
      '/guidance/guidanceDetail?id=2',
      '/main/notice/detail?id=5',
    ]);
    // Dates in Beijing time: 2025-08-07T16:30Z is 8 August.
    expect(screen.getByRole('link', { name: items[0]!.title }).closest('li')!.textContent).toContain('2025-08-08');
  });

  it('changes the kind through the buttons, back on page 1', async () => {
    renderWithProviders(<NewsAllPage />, '/vNewsAll?pageNum=2');
    await screen.findByRole('link', { name: items[0]!.title });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '类别' })).getByRole('radio', { name: '政策法规' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vNewsAll?kind=regulation'));
  });
});
