// The hand-made top tab menu (spec §2 "Top tab menu"): landmark, disclosure buttons, keyboard, stored index.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaseListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import type { MenuItem } from '@portal/contracts/site';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../components/test-support/render-with-providers';
import { answer } from '../components/test-support/transport';
import { ACTIVE_MENU_INDEX_KEY } from './active-menu-index';
import { TabMenu } from './tab-menu';

const caseItem = (id: number, name: string): CaseListItem => ({
  id,
  name,
  summary: '',
  publishTime: '2024-05-01T02:00:00.000Z',
  region: '',
  coverUrl: null,
});

beforeEach(() => {
  // No server menu (the default tabs stay) and two cases for the 健身工作案例 tab.
  answer<MenuItem[]>('/api/data/site/searchMenu', []);
  answer<PageOf<CaseListItem>>('/api_/ruoyi/case/list', {
    list: [caseItem(7, '通化案例'), caseItem(8, '临汾案例')],
    total: 2,
    pageNum: 1,
    pageSize: 100,
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const menu = () => screen.getByRole('navigation', { name: '主导航' });

describe('TabMenu', () => {
  it('lists the tabs as links and dropdown buttons; the current page is marked and its index stored', () => {
    renderWithProviders(<TabMenu />, '/news');
    const news = within(menu()).getByRole('link', { name: '新闻资讯' });
    expect(news.getAttribute('href')).toBe('/news');
    expect(news.getAttribute('aria-current')).toBe('page');
    expect(news.closest('li')?.dataset.active).toBe('true');
    expect(sessionStorage.getItem(ACTIVE_MENU_INDEX_KEY)).toBe('1');
    const venues = within(menu()).getByRole('button', { name: '场馆开放' });
    expect(venues.getAttribute('aria-expanded')).toBe('false');
    // Closed lists are hidden: their links are not reachable.
    expect(within(menu()).queryByRole('link', { name: '公共体育场' })).toBeNull();
    // External tabs open in a new window.
    fireEvent.click(within(menu()).getByRole('button', { name: '科学健身指导' }));
    const external = within(menu()).getByRole('link', { name: /居家健身微视频/ });
    expect([external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('opens a list on click, closes it with Escape and gives focus back to its tab', () => {
    renderWithProviders(<TabMenu />, '/');
    const venues = within(menu()).getByRole('button', { name: '场馆开放' });
    fireEvent.click(venues);
    expect(venues.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(venues.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/main/openFacility?organType=1',
      '/main/openFacility?organType=2',
      '/main/openFacility?organType=3',
      '/main/openFacility?organType=4',
      '/main/evaluation',
    ]);
    // Opening another list closes the first.
    fireEvent.click(within(menu()).getByRole('button', { name: '健身设施' }));
    expect(venues.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(venues);
    const first = within(list).getByRole('link', { name: '公共体育场' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(venues.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(venues);
  });

  it('moves between tabs with the arrow keys and into a list with ArrowDown', async () => {
    renderWithProviders(<TabMenu />, '/');
    const home = within(menu()).getByRole('link', { name: '首页' });
    home.focus();
    fireEvent.keyDown(home, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('新闻资讯');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('健身地图');
    const venues = within(menu()).getByRole('button', { name: '场馆开放' });
    venues.focus();
    fireEvent.keyDown(venues, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('公共体育场'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('免费低收费开放评估结果');
  });

  it('fills the cases tab from the case list', async () => {
    renderWithProviders(<TabMenu />, '/');
    // A plain link until the cases arrive, then a dropdown.
    fireEvent.click(await within(menu()).findByRole('button', { name: '健身工作案例' }));
    const link = await within(menu()).findByRole('link', { name: '临汾案例' });
    expect(link.getAttribute('href')).toBe('/fitnessCase?case_id=8');
  });

  it('following a link stores the index of its tab, so /blank keeps the tab it was chosen from', async () => {
    renderWithProviders(<TabMenu />, '/');
    fireEvent.click(within(menu()).getByRole('button', { name: '社会体育指导员' }));
    fireEvent.click(within(menu()).getByRole('link', { name: '健身组织' }));
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(sessionStorage.getItem(ACTIVE_MENU_INDEX_KEY)).toBe('7');
  });

  it('has a 菜单 button for narrow screens that shows and hides the tab list', () => {
    renderWithProviders(<TabMenu />, '/');
    const toggle = within(menu()).getByRole('button', { name: '菜单' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.classList.contains('tab-menu__list--open')).toBe(true);
    fireEvent.keyDown(within(list).getByRole('link', { name: '首页' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
