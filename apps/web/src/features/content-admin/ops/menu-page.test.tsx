import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@portal/contracts/site';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, failure } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import MenuPage from './menu-page';

const MENU: MenuItem[] = [
  { title: '首页', path: '/', hidden: false, divided: false },
  {
    title: '新闻资讯',
    path: '/news',
    hidden: false,
    divided: false,
    children: [
      { title: '通知公告', path: '/main/notice', hidden: false, divided: false },
      { title: '政策法规', path: '/policyRule', hidden: false, divided: false },
    ],
  },
  { title: '健身地图', path: '/fitnessMap', hidden: false, divided: false },
];
const saved: unknown[] = [];
let saveAnswer: { ok: true } | { ok: false; msg: string } = { ok: true };

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  installResizeObserver();
  saved.length = 0;
  saveAnswer = { ok: true };
  answer<MenuItem[]>('/api/admin/menu', MENU);
  answerWith<MenuItem[]>(
    '/api/admin/menu',
    ({ headers, body }) => {
      const sent = body as { items: MenuItem[] };
      saved.push({ token: headers.get('session-id'), body: sent });
      return saveAnswer.ok ? sent.items : failure(400, saveAnswer.msg);
    },
    { method: 'put' },
  );
});
afterEach(() => {
  cleanup();
  clearLogin();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const lastBody = () => (saved.at(-1) as { body: { items: MenuItem[] } }).body.items;

describe('MenuPage', () => {
  it('asks an anonymous visitor to log in', () => {
    renderWithProviders(<MenuPage />, '/admin/menu');
    expect(screen.getByRole('heading', { level: 1, name: '网站菜单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往单位用户登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fadmin%2Fmenu',
    );
  });

  it('renames, hides, moves with buttons and saves the whole tree', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<MenuPage />, '/admin/menu');
    const first = await screen.findByRole('group', { name: '一级栏目「首页」' });
    fireEvent.change(within(first).getByLabelText('名称'), { target: { value: '网站首页' } });
    fireEvent.click(
      within(screen.getByRole('group', { name: '一级栏目「健身地图」' })).getByRole('checkbox', { name: '隐藏' }),
    );
    click('上移一级栏目「健身地图」'); // now second
    click('将子菜单「政策法规」移出为一级栏目'); // a tab after 新闻资讯
    click('上移子菜单「通知公告」'); // first item already: button disabled, nothing moves
    click('将一级栏目「健身地图」移入上一栏'); // becomes the last item of 网站首页
    click('在一级栏目「新闻资讯」下添加子菜单');
    click('删除一级栏目「政策法规」');
    fireEvent.click(screen.getByRole('button', { name: /保存菜单/ }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as { token: string }).token).toBe('token-9');
    expect(lastBody()).toEqual([
      {
        title: '网站首页',
        path: '/',
        hidden: false,
        divided: false,
        children: [{ title: '健身地图', path: '/fitnessMap', hidden: true, divided: false }],
      },
      {
        title: '新闻资讯',
        path: '/news',
        hidden: false,
        divided: false,
        children: [
          { title: '通知公告', path: '/main/notice', hidden: false, divided: false },
          { title: '新菜单', path: '/', hidden: false, divided: false },
        ],
      },
    ]);
  });

  it("shows the server's 400 under the field it names", async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-9' });
    renderWithProviders(<MenuPage />, '/admin/menu');
    const item = await screen.findByRole('group', { name: '子菜单「政策法规」' });
    fireEvent.change(within(item).getByLabelText('路径'), { target: { value: 'policy' } });
    saveAnswer = { ok: false, msg: '参数 items.1.children.1.path 不合法：应以 / 开头' };
    fireEvent.click(screen.getByRole('button', { name: /保存菜单/ }));
    const path = within(item).getByLabelText('路径');
    await vi.waitFor(() => expect(path.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(path.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('应以 / 开头');
    expect(screen.getByText('有字段不合法，请按提示修改后再保存')).toBeTruthy();
  });
});
