import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsColumn } from '@portal/contracts/content-admin-ops';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import type * as apiModule from './api';
import ColumnsPage from './columns-page';

const column = (code: string, name: string, state: CmsColumn['state'], extra: Partial<CmsColumn> = {}): CmsColumn => ({
  code,
  name,
  kind: 'news',
  cadenceDays: 7,
  reviewStages: 3,
  publishedCount: 4,
  lastPublishedAt: '2026-11-20T02:00:00.000Z',
  dueAt: '2026-11-27T02:00:00.000Z',
  state,
  ...extra,
});
const rows = [
  column('news', '新闻动态', 'green'),
  column('notice', '通知公告', 'amber'),
  column('regulation', '政策法规', 'red'),
  column('guidance', '咨询指导', 'empty', { publishedCount: 0, lastPublishedAt: null, dueAt: null }),
];
const tokens: string[] = [];

vi.mock('./api', async (importOriginal) => {
  const original = await importOriginal<typeof apiModule>();
  return {
    ...original,
    columnsQuery: (token: string) => ({
      queryKey: ['columns', token],
      queryFn: async () => {
        tokens.push(token);
        return rows;
      },
    }),
  };
});
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => installResizeObserver());
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('ColumnsPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<ColumnsPage />, '/admin/columns');
    expect(screen.getByRole('heading', { level: 1, name: '栏目更新状态' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fcolumns');
  });

  it('shows each column with its state in words as well as colour', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<ColumnsPage />, '/admin/columns');
    const row = (await screen.findByText('通知公告')).closest('tr')!;
    expect(within(row).getByText('即将超期')).toBeTruthy();
    expect(within(row).getByText('7 天')).toBeTruthy();
    for (const label of ['正常', '已超期', '空栏目']) expect(screen.getByText(label)).toBeTruthy();
    const emptyRow = screen.getByText('咨询指导').closest('tr')!;
    expect(within(emptyRow).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('共 4 个栏目，2 个已超期或为空')).toBeTruthy();
    // The colour is antd's status colour of the tag; the text carries the meaning too.
    expect(screen.getByText('已超期').className).toContain('ant-tag-error');
    expect(tokens.at(-1)).toBe('token-9');
  });
});
