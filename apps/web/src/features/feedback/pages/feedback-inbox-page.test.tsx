import { cleanup, screen } from '@testing-library/react';
import type { FeedbackInboxItem, FeedbackScope } from '@portal/contracts/feedback';
import type { PageOf } from '@portal/contracts/paging';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, type SentRequest } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import FeedbackInboxPage from './feedback-inbox-page';

const item: FeedbackInboxItem = {
  id: 5,
  acceptNo: 'FK20261124AB3DE5GH7K',
  type: 'complaint',
  title: '免费时段仍被收费',
  status: 'accepted',
  venue: { organId: 3, name: '朝阳区全民健身中心' },
  name: '刘女士',
  phone: '138****5678',
  createTime: '2026-11-24T02:00:00.000Z',
};

let scopeRequests: SentRequest[];
let listRequests: SentRequest[];
beforeEach(() => {
  installResizeObserver();
  scopeRequests = answer<FeedbackScope>('/api1/ruoyi/message/feedback/scope', {
    kind: 'all',
    label: '全部意见反馈',
    venues: [],
  });
  listRequests = answer<PageOf<FeedbackInboxItem>>('/api1/ruoyi/message/feedback/list', {
    list: [item],
    total: 1,
    pageNum: 1,
    pageSize: 10,
  });
});
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('FeedbackInboxPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<FeedbackInboxPage />, '/main/feedback/inbox');
    expect(screen.getByRole('heading', { level: 1, name: '意见反馈处理' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fmain%2Ffeedback%2Finbox');
  });

  it('lists the cases of the logged-in agency user, with the name and the masked phone', async () => {
    saveLogin({ userName: 'agency_admin', sessionToken: 'token-1' });
    renderWithProviders(<FeedbackInboxPage />, '/main/feedback/inbox');
    expect(await screen.findByText('FK20261124AB3DE5GH7K')).toBeTruthy();
    expect(screen.getByText('处理范围：全部意见反馈')).toBeTruthy();
    expect(screen.getByText('刘女士')).toBeTruthy();
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.getByRole('button', { name: '处理 FK20261124AB3DE5GH7K' })).toBeTruthy();
    // Both asked with the agency user's token.
    expect([...scopeRequests, ...listRequests].map((request) => request.headers.get('session-id'))).toEqual([
      'token-1',
      'token-1',
    ]);
  });
});
