/**
 * Browser journeys of the community sports games (/qmsports, spec §2): the standalone index (no shared tab
 * menu) reached from the home page → query → detail → score; calendar → a day → a race; race map →
 * cluster → race; the province table; a news item from the index. Every page is audited with axe at
 * desktop width and at 375 px (harness/audit.ts).
 *
 * The section's API is public: the journeys read it without a token, as the web client does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage, visitAndAudit } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { mainContent, mainMenu } from './harness/portal-page.js';
import type { GamesNewsItem, RaceListItem } from '@portal/contracts/community-games';
import type { Paged } from '../test-support/portal-api.js';

const portal = usePortal();
const NARROW = { narrowAudit: true };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${portal.server.baseUrl}${path}`);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, path).toBe(200);
  return body.data;
}

async function h1(page: Page): Promise<string> {
  return page.getByRole('heading', { level: 1 }).innerText();
}

describe('community games journeys', () => {
  it('home → the standalone index (no shared menu) → query → detail → score', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainContent(page).getByRole('link', { name: '全民运动会' }).click();
    await page.waitForURL((url) => url.pathname === '/qmsports/index');
    await auditCurrentPage(page, 'games-index', NARROW);
    expect(await mainMenu(page).count(), 'no shared tab menu on the standalone index').toBe(0);
    const current = await api<{ name: string; races: number }>('/api/data/qmsports/games/current');
    expect(await h1(page)).toBe(current.name);
    await expect
      .poll(() => page.getByRole('region', { name: '本届运动会主要数据' }).innerText())
      .toContain(`${current.races.toLocaleString('zh-CN')} 场`);

    await page
      .getByRole('link', { name: /^赛事查询/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/qmsports/race/query');
    await auditCurrentPage(page, 'games-query', NARROW);
    await mainContent(page).locator('label.ant-radio-button-wrapper', { hasText: '已结束' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'ended');
    const ended = await api<Paged<RaceListItem>>('/api/data/qmsports/race/search?status=ended');
    await expect
      .poll(() => mainContent(page).locator('.list-total').innerText())
      .toContain(ended.total.toLocaleString('zh-CN'));

    const race = ended.list[0]!;
    await mainContent(page).getByRole('link', { name: race.name, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/qmsports/race/detail' && url.searchParams.get('id') === String(race.id),
    );
    await expect.poll(() => h1(page)).toBe(race.name);
    await auditCurrentPage(page, 'games-detail', NARROW);
    await expect.poll(() => mainContent(page).getByRole('heading', { name: '成绩与名次' }).count()).toBe(1);
    expect(
      await mainContent(page)
        .getByRole('link', { name: /导航到场地/ })
        .getAttribute('href'),
    ).toContain('uri.amap.com');

    await mainContent(page).getByRole('link', { name: '查看成绩与名次' }).click();
    await page.waitForURL((url) => url.pathname === '/qmsports/race/score');
    await auditCurrentPage(page, 'games-score', NARROW);
    const score = await api<{ events: { results: { rank: number; name: string }[] }[] }>(
      `/api/data/qmsports/race/score?id=${race.id}`,
    );
    const firstTable = mainContent(page).getByRole('table').first();
    await expect.poll(() => firstTable.locator('tbody tr').count()).toBe(score.events[0]!.results.length);
    expect(await firstTable.locator('tbody tr').first().innerText()).toContain(score.events[0]!.results[0]!.name);
  });

  it('calendar → a day → a race', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/qmsports/race/calendar', 'games-calendar', NARROW);
    const days = mainContent(page).getByRole('button', { name: /[1-9]\d* 场\s*赛事$/ });
    await expect.poll(() => days.count()).toBeGreaterThan(0);
    const day = days.first();
    // The button's name is its own text: the visible day and count plus visually hidden words.
    const label = (await day.textContent()) ?? '';
    await day.click();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    const dayHeading = `${label.split(/[（，]/)[0]}的赛事`;
    await mainContent(page).getByRole('heading', { name: dayHeading }).waitFor();
    const date = new URL(page.url()).searchParams.get('day')!;
    const onDay = await api<Paged<RaceListItem>>(`/api/data/qmsports/race/search?startDate=${date}&endDate=${date}`);
    expect(label).toContain(`${onDay.total} 场赛事`);
    await auditCurrentPage(page, 'games-calendar-day');
    const name = onDay.list[0]!.name;
    await mainContent(page).getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/qmsports/race/detail');
    await expect.poll(() => h1(page)).toBe(name);
    const ics = await fetch(`${portal.server.baseUrl}/api/data/qmsports/race/ics?month=${date.slice(0, 7)}`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
  });

  it('race map → cluster → race', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/qmsports/race/map', 'games-map', NARROW);
    const status = mainContent(page).locator('.list-total');
    await expect.poll(() => status.innerText()).toMatch(/当前视野内共 [\d,]+ 场赛事/);
    // Zoom into clusters (Enter on the focused marker, as a keyboard user would) until single races show.
    for (let step = 0; step < 10 && (await page.locator('.games-pin').count()) === 0; step += 1) {
      const before = await status.innerText();
      const cluster = page.locator('.games-cluster').first();
      await cluster.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => status.innerText(), { timeout: 10_000 }).not.toBe(before);
    }
    const pin = page.locator('.games-pin').first();
    await pin.click();
    const link = page.locator('.games-popup-title a');
    const name = await link.innerText();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/qmsports/race/detail');
    await expect.poll(() => h1(page)).toBe(name);
  });

  it('province table: medal order, sums of the races, a province links to its races', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/qmsports/race/province', 'games-province', NARROW);
    const rows = mainContent(page).locator('.games-province-table tbody tr');
    await expect.poll(() => rows.count()).toBe(31);
    const table = await api<{ provinceName: string; provinceCode: string; races: number; rank: number }[]>(
      '/api/data/qmsports/province/stat',
    );
    expect(await rows.first().innerText()).toContain(table[0]!.provinceName);
    await expect.poll(() => mainContent(page).locator('.games-chart-text').innerText()).toContain('第 1 名');
    await rows.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/qmsports/race/query');
    expect(new URL(page.url()).searchParams.get('areaCode')).toBe(table[0]!.provinceCode);
  });

  it('a news item from the index', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/qmsports/index');
    const news = await api<Paged<GamesNewsItem>>('/api/data/qmsports/news/list?pageSize=1');
    await page.getByRole('link', { name: news.list[0]!.title }).click();
    await page.waitForURL((url) => url.pathname === '/qmsports/news/detail');
    await expect.poll(() => h1(page)).toBe(news.list[0]!.title);
    await auditCurrentPage(page, 'games-news', NARROW);
  });
});
