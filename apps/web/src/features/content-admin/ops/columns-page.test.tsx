import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsColumn } from '@portal/contracts/content-admin-ops';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, failure } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
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
const tokens: (string | null)[] = [];
const saved: unknown[] = [];
/** What the next create answers: a column, or the server's refusal. */
let createAnswer: { ok: true } | { ok: false; msg: string } = { ok: true };

beforeEach(() => {
  installResizeObserver();
  answerWith<CmsColumn[]>('/api/admin/columns', ({ headers }) => {
    tokens.push(headers.get('session-id'));
    return rows;
  });
  answerWith<CmsColumn>(
    '/api/admin/columns',
    ({ headers, body }) => {
      saved.push({ op: 'create', token: headers.get('session-id'), body });
      return createAnswer.ok ? rows[0]! : failure(400, createAnswer.msg);
    },
    { method: 'post' },
  );
  answerWith<CmsColumn>(
    '/api/admin/columns/:code',
    ({ headers, params, body }) => {
      saved.push({ op: 'update', token: headers.get('session-id'), code: params.code, body });
      return rows[0]!;
    },
    { method: 'put' },
  );
});
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
    // The colour is the tag's tone (contrast kept by ToneTag); the text carries the meaning too.
    expect(screen.getByText('已超期').className).toContain('tone-tag-red');
    expect(tokens.at(-1)).toBe('token-9');
  });

  it('lets the site admin change a column in a dialog, and shows the refusal under the field it names', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<ColumnsPage />, '/admin/columns');
    fireEvent.click(await screen.findByRole('button', { name: '修改栏目 通知公告' }));
    const dialog = await screen.findByRole('dialog', { name: '修改栏目：通知公告' });
    expect((within(dialog).getByLabelText('栏目编码') as HTMLInputElement).disabled).toBe(true);
    const cadence = within(dialog).getByLabelText('更新周期（天）');
    fireEvent.change(cadence, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() =>
      expect(saved.at(-1)).toEqual({
        op: 'update',
        token: 'token-9',
        code: 'notice',
        body: { name: '通知公告', kind: 'news', cadenceDays: 3, reviewStages: 3 },
      }),
    );

    createAnswer = { ok: false, msg: '参数 name 不合法：不能为空' };
    fireEvent.click(screen.getByRole('button', { name: /新建栏目/ }));
    const create = await screen.findByRole('dialog', { name: '新建栏目' });
    fireEvent.change(within(create).getByLabelText('栏目编码'), { target: { value: 'weekly' } });
    fireEvent.change(within(create).getByLabelText('栏目名称'), { target: { value: '周刊' } });
    fireEvent.click(within(create).getByRole('button', { name: /保\s*存/ }));
    expect(await within(create).findByText('不能为空')).toBeTruthy();
    expect(saved.at(-1)).toMatchObject({ op: 'create', body: { code: 'weekly', name: '周刊', cadenceDays: 14 } });
  });
});
