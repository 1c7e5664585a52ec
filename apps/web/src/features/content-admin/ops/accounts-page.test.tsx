import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountPassword, AdminAccount } from '@portal/contracts/account-admin';
import type { CmsColumn } from '@portal/contracts/content-admin-ops';
import type { PageOf } from '@portal/contracts/paging';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, failure } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import AccountsPage from './accounts-page';

const account = (id: number, userName: string, extra: Partial<AdminAccount> = {}): AdminAccount => ({
  id,
  userName,
  displayName: `姓名${id}`,
  organName: '国家体育总局体育信息中心',
  disabled: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  grants: [{ role: 'editor', column: '*', areaCode: null }],
  importGrants: [],
  ...extra,
});
const rows = [
  account(1, 'cms_editor', { importGrants: ['js365_park', 'app_sync_js365'] }),
  account(2, 'zj_editor', { disabled: true, grants: [] }),
  account(4, 'agency_admin', {
    grants: [],
    importGrants: ['app_sync_js365', 'cdqc_filling', 'js365_build', 'js365_equ', 'js365_park'],
  }),
];
const calls: unknown[] = [];
let createAnswer: { ok: true } | { ok: false; msg: string } = { ok: true };
let importGrantsAnswer: { ok: true } | { ok: false; msg: string } = { ok: true };

vi.mock('../../../components/list-page/area-cascader', () => ({
  AreaCascader: ({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) => (
    <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));
const news: CmsColumn = {
  code: 'news',
  name: '新闻动态',
  kind: 'news',
  cadenceDays: 7,
  reviewStages: 3,
  publishedCount: 4,
  lastPublishedAt: '2026-11-20T02:00:00.000Z',
  dueAt: '2026-11-27T02:00:00.000Z',
  state: 'green',
};

/** The accounts API as the test transport answers it; each request is noted in `calls`. */
function answerAccountsApi() {
  answer<CmsColumn[]>('/api/admin/columns', [news]);
  answerWith<PageOf<AdminAccount>>('/api/admin/accounts', ({ headers, query }) => {
    calls.push({ op: 'list', token: headers.get('session-id'), search: query });
    return { list: rows, total: rows.length, pageNum: 1, pageSize: 20 };
  });
  answerWith<AccountPassword>(
    '/api/admin/accounts',
    ({ headers, body }) => {
      calls.push({ op: 'create', token: headers.get('session-id'), body });
      if (!createAnswer.ok) return failure(400, createAnswer.msg);
      return { account: account(3, (body as { userName: string }).userName), password: 'Secret-Once-123456789012' };
    },
    { method: 'post' },
  );
  answerWith<AdminAccount>(
    '/api/admin/accounts/:id',
    ({ headers, params, body }) => {
      const id = Number(params.id);
      calls.push({ op: 'update', token: headers.get('session-id'), id, body });
      return { ...rows.find((r) => r.id === id)!, ...(body as Partial<AdminAccount>) };
    },
    { method: 'put' },
  );
  answerWith<AdminAccount>(
    '/api/admin/accounts/:id/grants',
    ({ headers, params, body }) => {
      calls.push({ op: 'grants', token: headers.get('session-id'), id: Number(params.id), grants: body });
      return rows[0]!;
    },
    { method: 'put' },
  );
  answerWith<AdminAccount>(
    '/api/admin/accounts/:id/import-grants',
    ({ headers, params, body }) => {
      const { importGrants } = body as { importGrants: unknown };
      calls.push({ op: 'importGrants', token: headers.get('session-id'), id: Number(params.id), importGrants });
      return importGrantsAnswer.ok ? rows[0]! : failure(400, importGrantsAnswer.msg);
    },
    { method: 'put' },
  );
  answerWith<AccountPassword>(
    '/api/admin/accounts/:id/password',
    ({ headers, params }) => {
      calls.push({ op: 'reset', token: headers.get('session-id'), id: Number(params.id) });
      return { account: rows[0]!, password: 'Reset-Once-1234567890123' };
    },
    { method: 'post' },
  );
}
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  installResizeObserver();
  calls.length = 0;
  answerAccountsApi();
});
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('AccountsPage', () => {
  it('asks an anonymous visitor to log in, and links the back-office pages', () => {
    renderWithProviders(<AccountsPage />, '/admin/accounts');
    expect(screen.getByRole('heading', { level: 1, name: '账号与权限' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往单位用户登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fadmin%2Faccounts',
    );
    const nav = screen.getByRole('navigation', { name: '内容管理导航' });
    expect(within(nav).getByRole('link', { name: '网站菜单' }).getAttribute('href')).toBe('/admin/menu');
    expect(within(nav).getByRole('link', { name: '账号与权限' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the accounts with their grants and state in words, and searches', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<AccountsPage />, '/admin/accounts');
    const row = (await screen.findByText('cms_editor')).closest('tr')!;
    expect(within(row).getByText('采编 · 全部栏目 · 不限地区')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
    expect(within(row).getByText('低免场馆填报、体育公园统计')).toBeTruthy();
    const disabledRow = within(screen.getByText('zj_editor').closest('tr')!);
    expect([disabledRow.getByText('已停用'), disabledRow.getAllByText('无').length]).toEqual([expect.anything(), 2]);
    expect(within(screen.getByText('agency_admin').closest('tr')!).getByText('全部填报系统')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '数据导入权限' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 浙江 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual({
        op: 'list',
        token: 'token-9',
        search: { keyword: '浙江', pageNum: '1', pageSize: '20' },
      }),
    );
  });

  it('creates an account with a grant, shows its password once with a copy button, and shows a 400 on its field', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithProviders(<AccountsPage />, '/admin/accounts');
    await screen.findByText('cms_editor');
    createAnswer = { ok: false, msg: '参数 grants.0.areaCode 不合法：不是有效的行政区划代码（GB/T 2260）' };
    fireEvent.click(screen.getByRole('button', { name: '新建账号' }));
    const dialog = await screen.findByRole('dialog', { name: '新建账号' });
    fireEvent.change(within(dialog).getByLabelText('登录账号'), { target: { value: 'zj_new' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '陈编辑' } });
    fireEvent.change(within(dialog).getByLabelText('所在单位'), { target: { value: '浙江省体育局' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '添加权限' }));
    fireEvent.change(within(dialog).getByLabelText('地区（不选为不限）'), { target: { value: '999999' } });
    const imports = within(dialog).getByRole('group', { name: '数据导入权限' });
    fireEvent.click(within(imports).getByRole('checkbox', { name: '健身场地设施填报' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /创建账号/ }));
    expect(await within(dialog).findByText('不是有效的行政区划代码（GB/T 2260）')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      op: 'create',
      token: 'token-9',
      body: {
        userName: 'zj_new',
        displayName: '陈编辑',
        organName: '浙江省体育局',
        grants: [{ role: 'editor', column: '*', areaCode: '999999' }],
        importGrants: ['js365_equ'],
      },
    });

    createAnswer = { ok: true };
    fireEvent.change(within(dialog).getByLabelText('地区（不选为不限）'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /创建账号/ }));
    const shown = await screen.findByRole('dialog', { name: '账号 zj_new 的一次性密码' });
    expect((within(shown).getByLabelText('一次性密码') as HTMLInputElement).value).toBe('Secret-Once-123456789012');
    expect(calls.filter((c) => (c as { op: string }).op === 'create').at(-1)).toMatchObject({
      body: { grants: [{ role: 'editor', column: '*', areaCode: null }] },
    });
    fireEvent.click(within(shown).getByRole('button', { name: /^复\s*制$/ }));
    expect(await within(shown).findByText('已复制到剪贴板')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Secret-Once-123456789012');
  });

  it('edits the import grants alone with the five systems checkable, and shows a 400 under the group', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<AccountsPage />, '/admin/accounts');
    await screen.findByText('cms_editor');
    importGrantsAnswer = { ok: false, msg: '参数 importGrants.0 不合法：取值不在允许范围内' };
    fireEvent.click(screen.getByRole('button', { name: '修改账号 cms_editor' }));
    const dialog = await screen.findByRole('dialog', { name: '修改账号：cms_editor' });
    const imports = within(dialog).getByRole('group', { name: '数据导入权限' });
    const boxes = within(imports).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.closest('label')!.textContent, box.checked])).toEqual([
      ['低免场馆填报', true],
      ['建设项目填报', false],
      ['健身场地设施填报', false],
      ['器材项目填报', false],
      ['体育公园统计', true],
    ]);
    fireEvent.click(within(imports).getByRole('checkbox', { name: '体育公园统计' }));
    fireEvent.click(within(imports).getByRole('checkbox', { name: '器材项目填报' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(imports).findByText('取值不在允许范围内')).toBeTruthy();
    expect(calls.filter((c) => ['grants', 'importGrants'].includes((c as { op: string }).op))).toEqual([
      { op: 'importGrants', token: 'token-9', id: 1, importGrants: ['app_sync_js365', 'cdqc_filling'] },
    ]);

    importGrantsAnswer = { ok: true };
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '修改账号：cms_editor' })).toBeNull());
    expect(calls.filter((c) => (c as { op: string }).op === 'importGrants')).toHaveLength(2);
  });

  it('disables an account and resets a password after confirming', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<AccountsPage />, '/admin/accounts');
    await screen.findByText('cms_editor');
    fireEvent.click(screen.getByRole('button', { name: '停用账号 cms_editor' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ op: 'update', token: 'token-9', id: 1, body: { disabled: true } }),
    );
    fireEvent.click(screen.getByRole('button', { name: '重置密码 cms_editor' }));
    fireEvent.click(await screen.findByRole('button', { name: /^重\s*置$/ }));
    await vi.waitFor(() => expect(calls).toContainEqual({ op: 'reset', token: 'token-9', id: 1 }));
    // The password field of the one-time dialog (the closing popconfirm may still hide the dialog's role).
    const field = (await screen.findByLabelText('一次性密码')) as HTMLInputElement;
    expect([field.value, field.readOnly]).toEqual(['Reset-Once-1234567890123', true]);
    expect(screen.getByText('账号 cms_editor 的一次性密码')).toBeTruthy();
    // The reset refreshes the list; wait for it rather than leave it running past the test.
    const lists = () => calls.filter((c) => (c as { op: string }).op === 'list').length;
    await vi.waitFor(() => expect(lists()).toBeGreaterThanOrEqual(2));
  });
});
