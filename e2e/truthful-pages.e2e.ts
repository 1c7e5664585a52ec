/**
 * Browser journey "titles, status codes and links that tell the truth" (docs/decisions/public-experience.md §3,
 * docs/decisions/public-experience.md):
 * - after the app starts, a detail page's document.title is the first HTML's own title (the entity's
 *   name), not the catalogue's generic 新闻详情 / 场馆详情; the venue-facility page's h1 names the venue;
 * - a detail address with an unknown id answers HTTP 404 (first HTML, noindex) and the app shows its
 *   not-found state;
 * - /main/facilityLayout -> a province's layoutDetail raises no page error, and the sub-region table
 *   shows all its columns at 1366 px;
 * - the list pager's ••• item is a link to the page it jumps to, and a list's first HTML links to page 2.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

async function firstOf<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const page = await apiGet<Paged<T>>(portal.server.baseUrl, token, path, { pageNum: 1, pageSize: 1, ...query });
  expect(page.list.length, `${path} has seeded items`).toBeGreaterThan(0);
  return page.list[0]!;
}

/** The <title> the server's first HTML sends for `path` (read without JavaScript). */
async function firstHtmlTitle(path: string): Promise<string> {
  const response = await fetch(`${portal.server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status, path).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await response.text())![1]!;
}

/** Opens `path` with JavaScript and waits until the app has replaced the first HTML. */
async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.locator('#first-html').count()).toBe(0);
}

describe('document titles after the app starts', () => {
  it('keep the entity`s name the first HTML gave on news, venue and facility details', async () => {
    const news = await firstOf<{ id: number; title: string }>('/api_/ow/news/list');
    const venue = await firstOf<{ organId: number; name: string; isLarge: boolean }>('/api/data/venue/search', {
      organType: 2,
    });
    const paths = [
      `/news/newsdetail?id=${news.id}`,
      `/openFacility/${venue.isLarge ? 'bigDetail' : 'smallDetail'}?organId=${venue.organId}`,
    ];
    const page = await (await portal.newContext()).newPage();
    for (const path of paths) {
      const title = await firstHtmlTitle(path);
      expect(title, path).not.toMatch(/^(新闻详情|场馆详情|大型场馆详情) - /);
      await openApp(page, path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      const heading = title.replace(/ - 全民健身场馆信息服务平台$/, '');
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(heading);
    }
  });

  it('names the venue on its facilities page (h1 and title)', async () => {
    const venue = await firstOf<{ organId: number; name: string }>('/api/data/venue/search', { organType: 2 });
    const page = await (await portal.newContext()).newPage();
    await openApp(page, `/gymFacility/facilityDetail/facilitySmallDetail?id=${venue.organId}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toBe(`${venue.name}场地设施`);
    await expect.poll(() => page.title()).toBe(`${venue.name}场地设施 - 全民健身场馆信息服务平台`);
  });
});

describe('unknown ids', () => {
  it('answer HTTP 404 with a noindex first HTML, and the app says the content is not there', async () => {
    for (const path of [
      '/news/newsdetail?id=999999',
      '/socialSportGuider/socialSportDetail?id=999999',
      '/openFacility/smallDetail?organId=999999',
    ]) {
      const response = await fetch(`${portal.server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex" />');
    }
    const page = await (await portal.newContext()).newPage();
    const response = await page.goto('/news/newsdetail?id=999999');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^未找到/);
  });
});

describe('facility layout detail', () => {
  it('opens a province from the national layout without a page error, its table whole at 1366 px', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openApp(page, '/main/facilityLayout');
    await page.locator('.portal-echart svg').first().waitFor();
    await page.getByRole('link', { name: '北京市', exact: true }).first().click();
    await page.waitForURL(/layoutDetail\?id=110000/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('北京市全民健身设施布局');
    const wrap = page.locator('.facility-table-wrap');
    await wrap.waitFor();
    const { scrollWidth, clientWidth } = await wrap.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(errors).toEqual([]);
  });
});

describe('paging links', () => {
  it('gives the pager`s ••• the address of the page it jumps to', async () => {
    const page = await (await portal.newContext()).newPage();
    await openApp(page, '/news');
    const jump = page.locator('.ant-pagination-jump-next a');
    await jump.waitFor();
    expect(await jump.getAttribute('href')).toBe('/news?pageNum=6');
  });

  it('links a list`s first HTML to its next page', async () => {
    const response = await fetch(`${portal.server.baseUrl}/news`, { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('<a href="/news?pageNum=2" rel="next">下一页</a>');
    const second = await fetch(`${portal.server.baseUrl}/news?pageNum=2`, { headers: { accept: 'text/html' } });
    const body = await second.text();
    expect(body).toContain('<a href="/news" rel="prev">上一页</a>');
    expect(body).toContain('<a href="/news?pageNum=3" rel="next">下一页</a>');
  });
});
