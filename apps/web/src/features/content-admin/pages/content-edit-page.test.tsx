import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsGrants, CmsItem, CmsVersionSummary } from '@portal/contracts/content-admin';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import type { CmsCheck, CmsDetail, CmsSaved } from '../api';
import ContentEditPage from './content-edit-page';

const baseItem: CmsItem = {
  id: 7,
  kind: 'news',
  column: 'news',
  areaCode: null,
  status: 'draft',
  stage: 0,
  reviewStages: 3,
  title: '全民健身日活动启动',
  latestVersion: 2,
  publishedVersion: null,
  publicId: null,
  scheduledAt: null,
  reason: null,
  checkOverride: null,
  createdBy: 'cms_editor',
  createdAt: '2026-11-24T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};
const version = {
  versionNo: 2,
  title: '全民健身日活动启动',
  digest: 'd',
  createdBy: 'cms_editor',
  createdAt: '2026-11-25T02:00:00.000Z',
  summary: '摘要',
  source: '国家体育总局',
  bodyHtml: '<p>活动正文。</p><ul><li>健步走</li></ul>',
  publishTime: null,
  attachments: [],
  fields: {},
};
const columns = [{ code: 'news', name: '新闻动态', kind: 'news' as const, reviewStages: 3 }];

const state = {
  grants: null as unknown as CmsGrants,
  item: null as unknown as CmsItem,
  check: { versionNo: 2, findings: [], blocking: false, override: null } as CmsCheck,
  saves: [] as unknown[],
  creates: [] as unknown[],
  actions: [] as unknown[],
};

/** The content API of item 7 as the test transport answers it, from `state`. */
function answerContentApi() {
  answerWith<CmsDetail>('/api/admin/content/7', () => ({ item: state.item, version }));
  answerWith<CmsCheck>('/api/admin/content/7/check', () => state.check);
  answer<CmsVersionSummary[]>('/api/admin/content/7/versions', []);
  answerWith<CmsGrants>('/api/admin/content/grants', () => state.grants);
  answerWith<CmsSaved>(
    '/api/admin/content/7',
    ({ body }) => {
      state.saves.push({ id: 7, body });
      return { id: 7, versionNo: 3 };
    },
    { method: 'put' },
  );
  answerWith<CmsSaved>(
    '/api/admin/content',
    ({ body }) => {
      state.creates.push(body);
      return { id: 8, versionNo: 1 };
    },
    { method: 'post' },
  );
  answerWith<CmsItem>(
    '/api/admin/content/7/:action',
    ({ params, body }) => {
      state.actions.push({ id: 7, action: params.action, body });
      return state.item;
    },
    { method: 'post' },
  );
}
vi.setConfig({ testTimeout: 60_000 });

function signIn(role: 'editor' | 'review1' | 'approver', item: Partial<CmsItem> = {}) {
  state.grants = { userName: `cms_${role}`, grants: [{ role, column: '*', areaCode: null }], columns };
  state.item = { ...baseItem, ...item };
  saveLogin({ userName: `cms_${role}`, sessionToken: 'token-1' });
}

beforeEach(() => {
  installResizeObserver();
  state.saves = [];
  state.creates = [];
  state.actions = [];
  state.check = { versionNo: 2, findings: [], blocking: false, override: null };
  answerContentApi();
});
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('ContentEditPage', () => {
  it('asks an anonymous visitor to log in, with a way back to the item', () => {
    renderWithProviders(<ContentEditPage mode="edit" />, '/admin/content/edit?id=7');
    expect(screen.getByRole('heading', { level: 1, name: '编辑内容' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fcontent%2Fedit%3Fid%3D7');
  });

  it('shows an editor the draft with its body editor, and saving sends a new version (PUT)', async () => {
    signIn('editor');
    renderWithProviders(<ContentEditPage mode="edit" />, '/admin/content/edit?id=7');
    const title = await screen.findByLabelText('标题');
    expect((title as HTMLInputElement).value).toBe('全民健身日活动启动');
    expect(screen.getByRole('toolbar', { name: '正文格式' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '正文' }).textContent).toBe('活动正文。健步走');
    // tiptap writes the list as <li><p>…</p></li>: loading is no edit.
    expect(screen.queryByText('有未保存的修改（每 30 秒自动保存）')).toBeNull();
    expect((screen.getByRole('button', { name: '送审' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: '送审' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤稿' })).toBeNull();

    fireEvent.change(title, { target: { value: '全民健身日活动圆满结束' } });
    expect(screen.getByText('有未保存的修改（每 30 秒自动保存）')).toBeTruthy();
    expect((screen.getByRole('button', { name: '送审' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存新版本' }));
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]).toMatchObject({
      id: 7,
      body: {
        title: '全民健身日活动圆满结束',
        bodyHtml: '<p>活动正文。</p><ul><li>健步走</li></ul>',
        source: '国家体育总局',
      },
    });
    expect(await screen.findByText(/已保存为第 3 版/)).toBeTruthy();
    // Saving again with nothing changed stores no identical version.
    fireEvent.click(screen.getByRole('button', { name: '保存新版本' }));
    expect(await screen.findByText('没有新的修改，未生成新版本')).toBeTruthy();
    expect(state.saves).toHaveLength(1);
  });

  it('shows a reviewer approve and reject but no save; reject needs a written reason', async () => {
    signIn('review1', { status: 'in_review', stage: 1 });
    renderWithProviders(<ContentEditPage mode="edit" />, '/admin/content/edit?id=7');
    expect(await screen.findByRole('button', { name: '审核通过' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存新版本' })).toBeNull();
    expect(screen.queryByRole('button', { name: '送审' })).toBeNull();
    expect(screen.getByText('稿件审核中，不能修改；需要修改时请审核人退回。')).toBeTruthy();
    expect(await screen.findByText('预先巡查未发现问题（第 2 版）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回稿件' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await within(dialog).findByText('请填写退回理由')).toBeTruthy();
    expect(state.actions).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('退回理由'), { target: { value: '数据需要核实' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() => expect(state.actions).toEqual([{ id: 7, action: 'reject', body: { reason: '数据需要核实' } }]));
  });

  it('shows the approver the check findings and asks for a written override before signing off', async () => {
    signIn('approver', { status: 'in_review', stage: 3 });
    state.check = {
      versionNo: 2,
      findings: [{ type: 'mobile', text: '138****0000', message: '疑似手机号' }],
      blocking: true,
      override: null,
    };
    renderWithProviders(<ContentEditPage mode="edit" />, '/admin/content/edit?id=7');
    expect(await screen.findByText('预先巡查发现 1 处问题（第 2 版）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '签发' }));
    const dialog = await screen.findByRole('dialog', { name: '有预先巡查问题时签发' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText('签发说明'), { target: { value: '号码为公开的服务热线' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '仍然签发' }));
    await waitFor(() =>
      expect(state.actions).toEqual([{ id: 7, action: 'approve', body: { override: '号码为公开的服务热线' } }]),
    );
    expect(screen.queryByRole('button', { name: '撤稿' })).toBeNull(); // not published yet
  });

  it('a new item: a blank title and body are named under their fields and nothing is sent', async () => {
    signIn('editor');
    renderWithProviders(<ContentEditPage mode="new" />, '/admin/content/new');
    expect(await screen.findByRole('heading', { level: 1, name: '新建内容' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请填写标题')).toBeTruthy();
    expect(screen.getByText('请填写正文')).toBeTruthy();
    expect(state.creates).toHaveLength(0);
  });
});
