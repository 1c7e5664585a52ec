import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueYearReviewDetail, VenueYearReviewItem } from '@portal/contracts/venue-year-review';
import { VENUE_YEAR_REVIEW_API } from '@portal/contracts/venue-year-review.codes';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import VenueYearReviewPage from './venue-year-review-page';

const item: VenueYearReviewItem = {
  id: 31,
  organId: 9201,
  venueName: '西湖区体育馆',
  areaName: '浙江省杭州市西湖区',
  year: 2025,
  deletion: false,
  status: '已填报',
  sourceSystem: 'app_sync_js365',
  sourceId: 'vy-1',
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: null,
  reviewer: null,
  returnReason: null,
};
const detail: VenueYearReviewDetail = {
  ...item,
  hasPublished: true,
  diff: [
    { field: 'openDays', label: '全年开放天数', unit: '天', published: 340, submitted: 350, changed: true },
    { field: 'eventsHeld', label: '举办赛事活动次数', unit: '次', published: 12, submitted: 12, changed: false },
  ],
};
const calls: string[] = [];

/** The review API as the test transport answers it; each call is noted in `calls` (with the agency token). */
function answerReviewApi() {
  answerWith<PageOf<VenueYearReviewItem>>(VENUE_YEAR_REVIEW_API, ({ query, headers }) => {
    calls.push(`list ${JSON.stringify(query)} ${headers.get('session-id')}`);
    return { list: [item], total: 1, pageNum: 1, pageSize: 10 };
  });
  answerWith<VenueYearReviewDetail>(`${VENUE_YEAR_REVIEW_API}/:id`, () => detail);
  answerWith<VenueYearReviewDetail>(
    `${VENUE_YEAR_REVIEW_API}/:id/approve`,
    ({ params }) => {
      calls.push(`approve ${String(params.id)}`);
      return { ...detail, status: '已审核' };
    },
    { method: 'post' },
  );
  answerWith<VenueYearReviewDetail>(
    `${VENUE_YEAR_REVIEW_API}/:id/return`,
    ({ params, body }) => {
      const { reason } = body as { reason: string };
      calls.push(`return ${String(params.id)} ${reason}`);
      return { ...detail, status: '退回修改', returnReason: reason };
    },
    { method: 'post' },
  );
}
// Role queries walk antd's whole DOM and take seconds each on a loaded 2-core CI machine: buttons are
// found by their label or text instead, and the cases get the drawer tests' minute.
vi.setConfig({ testTimeout: 60_000 });

/** The drawer's decision button whose text (antd spaces two CJK characters) matches `text`. */
const decisionButton = (text: string | RegExp) =>
  within(screen.getByLabelText('审核操作')).getByText(text).closest('button')!;

beforeEach(() => {
  installResizeObserver();
  calls.length = 0;
  answerReviewApi();
});
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('VenueYearReviewPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<VenueYearReviewPage />, '/admin/exchange/review');
    expect(screen.getByRole('heading', { level: 1, name: '年度数据审核' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fexchange%2Freview');
  });

  it('lists submissions awaiting review, shows the diff and approves', async () => {
    saveLogin({ userName: 'agency_admin', sessionToken: 'token-1' });
    renderWithProviders(<VenueYearReviewPage />, '/admin/exchange/review?year=2025');
    expect(screen.getByLabelText('年度')).toBeTruthy();
    const region = await screen.findByRole('region', { name: '年度数据填报列表' });
    await within(region).findByText('西湖区体育馆');
    expect(calls[0]).toBe('list {"status":"已填报","year":"2025","pageNum":"1","pageSize":"10"} token-1');
    fireEvent.click(screen.getByLabelText('对比并审核：西湖区体育馆 2025 年度'));
    const diff = await screen.findByRole('region', { name: '与当前公开数据对比' });
    const changedRow = (await within(diff).findByText('全年开放天数（天）')).closest('tr')!;
    expect(within(changedRow).getByText('340')).toBeTruthy();
    expect(within(changedRow).getByText('350')).toBeTruthy();
    expect(within(changedRow).getByText('有变化')).toBeTruthy();
    fireEvent.click(decisionButton(/^通\s?过$/));
    await vi.waitFor(() => expect(calls).toContain('approve 31'));
    expect(await screen.findByText('已审核通过，数据已公开')).toBeTruthy();
  });

  it('returns a submission only with a reason', async () => {
    saveLogin({ userName: 'agency_admin', sessionToken: 'token-1' });
    renderWithProviders(<VenueYearReviewPage />, '/admin/exchange/review');
    fireEvent.click(await screen.findByLabelText('对比并审核：西湖区体育馆 2025 年度'));
    const reason = await screen.findByLabelText('退回原因（必填）');
    const back = decisionButton('退回修改');
    expect(back.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: ' 接待人次与闸机记录不符 ' } });
    fireEvent.click(decisionButton('退回修改'));
    await vi.waitFor(() => expect(calls).toContain('return 31 接待人次与闸机记录不符'));
    expect(await screen.findByText('已退回修改')).toBeTruthy();
  });
});
