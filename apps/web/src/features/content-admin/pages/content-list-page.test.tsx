import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PageOf } from '@portal/contracts/paging';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, type SentRequest } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import type { CmsListItem } from '../api';
import ContentListPage from './content-list-page';

const item: CmsListItem = {
  id: 7,
  kind: 'news',
  column: 'news',
  areaCode: null,
  status: 'in_review',
  stage: 2,
  reviewStages: 3,
  title: '全民健身日活动启动',
  latestVersion: 3,
  publishedVersion: null,
  publicId: null,
  scheduledAt: null,
  reason: null,
  checkOverride: null,
  createdBy: 'cms_editor',
  createdAt: '2026-11-24T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};
let seen: SentRequest[];

beforeEach(() => {
  installResizeObserver();
  seen = answer<PageOf<CmsListItem>>('/api/admin/content', { list: [item], total: 1, pageNum: 1, pageSize: 10 });
});
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('ContentListPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<ContentListPage />, '/admin/content');
    expect(screen.getByRole('heading', { level: 1, name: '内容管理' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fcontent');
  });

  it('lists the items with their state and review stage, filtered by the address', async () => {
    saveLogin({ userName: 'cms_editor', sessionToken: 'token-1' });
    renderWithProviders(<ContentListPage />, '/admin/content?status=in_review&keyword=健身');
    expect(await screen.findByText('全民健身日活动启动')).toBeTruthy();
    expect(screen.getByText('审核中（第 2/3 级）')).toBeTruthy();
    expect(screen.getByText('共 1 条内容')).toBeTruthy();
    expect(seen.at(-1)!.query).toMatchObject({ status: 'in_review', keyword: '健身' });
    expect(seen.at(-1)!.headers.get('session-id')).toBe('token-1');
    expect(screen.getByLabelText('状态')).toBeTruthy();
    expect(screen.getByLabelText('标题关键词')).toBeTruthy();
    const link = screen.getByRole('link', { name: '全民健身日活动启动' });
    expect(link.getAttribute('href')).toBe('/admin/content/edit?id=7');
    fireEvent.click(screen.getByRole('button', { name: '新建' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/content/new');
  });
});
