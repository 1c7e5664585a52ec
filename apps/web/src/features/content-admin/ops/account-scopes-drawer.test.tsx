import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '@portal/contracts/account-admin';
import type { AdminAccountScopes, AdminSectionScope } from '@portal/contracts/account-scopes';
import type { PageOf } from '@portal/contracts/paging';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, failure } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import AccountsPage from './accounts-page';

// The province -> city -> county picker as a text box of the code (its own tests: area-cascader.test.tsx).
vi.mock('../../../components/list-page/area-cascader', () => ({
  AreaCascader: ({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) => (
    <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));
vi.setConfig({ testTimeout: 60_000 });

const bureau: AdminAccount = {
  id: 7,
  userName: 'sports_bureau_bj',
  displayName: '北京市体育局',
  organName: '北京市体育局',
  disabled: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  grants: [],
  importGrants: [],
};
const stored = (): AdminAccountScopes => ({
  accountId: 7,
  sections: [
    {
      section: 'feedback',
      rows: [
        { kind: 'area', areaCode: '110000', organId: null, name: '北京市' },
        { kind: 'venue', areaCode: null, organId: 9101, name: '朝阳区全民健身中心' },
      ],
    },
    { section: 'facility', rows: [] },
    { section: 'venueYear', rows: [{ kind: 'all', areaCode: null, organId: null, name: '全部' }] },
  ],
});
let scopes = stored();
let refuse: string | null = null;
const puts: Array<{ token: string | null; id: number; section: string; body: unknown }> = [];

beforeEach(() => {
  installResizeObserver();
  scopes = stored();
  refuse = null;
  puts.length = 0;
  answer<PageOf<AdminAccount>>('/api/admin/accounts', { list: [bureau], total: 1, pageNum: 1, pageSize: 20 });
  answerWith<AdminAccountScopes>('/api/admin/accounts/:id/scopes', () => scopes);
  answerWith<AdminAccountScopes>(
    '/api/admin/accounts/:id/scopes/:section',
    ({ headers, params, body }) => {
      const section = String(params.section);
      puts.push({ token: headers.get('session-id'), id: Number(params.id), section, body });
      if (refuse) return failure(400, refuse);
      const rows = (body as { rows: AdminSectionScope['rows'] }).rows.map((r) => ({ ...r, name: '已保存' }));
      scopes = { ...scopes, sections: scopes.sections.map((s) => (s.section === section ? { ...s, rows } : s)) };
      return scopes;
    },
    { method: 'put' },
  );
});
afterEach(() => {
  cleanup();
  clearLogin();
});

/** The fieldset of a section's mode, found by its legend (role queries are slow on antd's DOM under load). */
const modeGroup = async (dialog: HTMLElement, legend: string) =>
  within((await within(dialog).findByText(legend, {}, { timeout: 15_000 })).closest('fieldset')!);
const radio = (group: ReturnType<typeof within>, label: string) => group.getByLabelText(label) as HTMLInputElement;
/** The section tab named `name`. */
const tab = (dialog: HTMLElement, name: string) =>
  [...dialog.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name)!;

async function openScopes() {
  saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
  renderWithProviders(<AccountsPage />, '/admin/accounts');
  fireEvent.click(await screen.findByRole('button', { name: '职责范围 sports_bureau_bj' }));
  return screen.findByRole('dialog', { name: '职责范围：sports_bureau_bj' });
}

describe('an account’s 职责范围 on the accounts page', () => {
  it('shows each section’s stored scope, adds an area and saves the whole section', async () => {
    const dialog = await openScopes();
    const feedback = await modeGroup(dialog, '意见反馈的职责范围');
    expect([...dialog.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      '意见反馈',
      '设施报修',
      '场馆年度数据审核',
    ]);
    expect(radio(feedback, '按地区或场馆').checked).toBe(true);
    expect((within(dialog).getByLabelText('地区 1') as HTMLInputElement).value).toBe('110000');
    expect(within(dialog).getByText('朝阳区全民健身中心')).toBeTruthy();

    fireEvent.click(within(dialog).getByText('添加地区'));
    fireEvent.change(within(dialog).getByLabelText('地区 2'), { target: { value: '330106' } });
    fireEvent.click(within(dialog).getByText('保存意见反馈范围'));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      token: 'token-9',
      id: 7,
      section: 'feedback',
      body: {
        rows: [
          { kind: 'area', areaCode: '110000', organId: null },
          { kind: 'area', areaCode: '330106', organId: null },
          { kind: 'venue', areaCode: null, organId: 9101 },
        ],
      },
    });
    expect(await screen.findByText(/已保存 sports_bureau_bj 的意见反馈职责范围/)).toBeTruthy();
  });

  it('shows the server’s 400 under the picker it names, and asks for a picker left empty', async () => {
    const dialog = await openScopes();
    await modeGroup(dialog, '意见反馈的职责范围');
    refuse = '参数 rows.1.areaCode 不合法：不是现行有效的行政区划代码（GB/T 2260）';
    fireEvent.click(within(dialog).getByText('添加地区'));
    fireEvent.click(within(dialog).getByText('保存意见反馈范围'));
    expect(await within(dialog).findByText('请选择地区')).toBeTruthy();
    expect(puts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('地区 2'), { target: { value: '999999' } });
    fireEvent.click(within(dialog).getByText('保存意见反馈范围'));
    expect(await within(dialog).findByText('不是现行有效的行政区划代码（GB/T 2260）')).toBeTruthy();
    expect(puts).toHaveLength(1);
  });

  it('offers no venues outside feedback, and saves 全部 and 不处理', async () => {
    const dialog = await openScopes();
    await modeGroup(dialog, '意见反馈的职责范围');
    fireEvent.click(tab(dialog, '设施报修'));
    const facility = await modeGroup(dialog, '设施报修的职责范围');
    expect(radio(facility, '不处理').checked).toBe(true);
    expect(facility.queryByLabelText('按地区或场馆')).toBeNull();
    fireEvent.click(radio(facility, '按地区'));
    // The feedback tab stays in the page, hidden: look inside the facility tab's form.
    const facilityForm = within(within(dialog).getByText('设施报修的职责范围').closest('form')!);
    expect(await facilityForm.findByText('添加地区')).toBeTruthy();
    expect(facilityForm.queryByText('添加场馆')).toBeNull();
    fireEvent.click(radio(facility, '全部'));
    fireEvent.click(within(dialog).getByText('保存设施报修范围'));
    await vi.waitFor(() =>
      expect(puts.map((p) => [p.section, p.body])).toEqual([
        ['facility', { rows: [{ kind: 'all', areaCode: null, organId: null }] }],
      ]),
    );

    fireEvent.click(tab(dialog, '场馆年度数据审核'));
    const review = await modeGroup(dialog, '场馆年度数据审核的职责范围');
    expect(radio(review, '全部').checked).toBe(true);
    fireEvent.click(radio(review, '不处理'));
    fireEvent.click(within(dialog).getByText('保存场馆年度数据审核范围'));
    await vi.waitFor(() => expect(puts.at(-1)).toMatchObject({ section: 'venueYear', body: { rows: [] } }));
  });
});
