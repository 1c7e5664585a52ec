/**
 * Browser journey "a steady, crawlable page" (docs/decisions/server-rendered-first-html.md "Server-rendered first
 * HTML"):
 * - the first HTML, read without JavaScript, holds the article itself (title, heading, body text) and
 *   the venue's facts, with the page's own title and canonical link;
 * - robots.txt names the sitemap, and the sitemap lists the news, notices and venues;
 * - layout shift: CLS from a PerformanceObserver (buffered `layout-shift` entries without recent input)
 *   stays <= 0.05 on the home page, the news list and a news detail, the venue list and a venue detail,
 *   the map, each section's list page and the standalone passenger-flow page, at 1280 and 375 px, scrolled
 *   through to the bottom and back;
 * - antd's component styles come from the build's stylesheet, first in <head>, and the browser's antd
 *   makes none of its own, also with a picker open (docs/decisions/server-rendered-first-html.md "antd styles
 *   from the build").
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { watchLayoutShift } from './harness/layout-shift.js';
import { scrollThrough } from './harness/scroll-through.js';

const portal = usePortal();
let token = '';
let news: { id: number; title: string; summary: string };
let venuePath = '';
let venueName = '';

/** The budget asked of every page (docs/decisions/public-experience.md §2), stricter than Core Web Vitals' 0.1. */
const CLS_LIMIT = 0.05;
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
] as const;

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
  const base = portal.server.baseUrl;
  const list = await apiGet<Paged<typeof news>>(base, token, '/api_/ow/news/list', { pageNum: 1, pageSize: 1 });
  news = list.list[0]!;
  const venues = await apiGet<Paged<{ organId: number; name: string; organType: number; isLarge: boolean }>>(
    base,
    token,
    '/api/data/venue/search',
    { pageNum: 1, pageSize: 1, organType: 2 },
  );
  const venue = venues.list[0]!;
  venueName = venue.name;
  venuePath = venue.isLarge
    ? `/openFacility/bigDetail?organId=${venue.organId}`
    : `/openFacility/smallDetail?organId=${venue.organId}`;
});

describe('the first HTML is the page', () => {
  it('shows the article without JavaScript, with its own title and canonical link', async () => {
    const context = await portal.browser.newContext({ baseURL: portal.server.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/news/newsdetail?id=${news.id}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(news.title);
      expect(await page.title()).toBe(`${news.title} - 全民健身场馆信息服务平台`);
      expect(await page.locator('article').innerText()).not.toBe('');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(news.summary);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${portal.server.baseUrl}/news/newsdetail?id=${news.id}`,
      );
      await page.goto(venuePath);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(venueName);
      expect(await page.locator('dl').innerText()).toContain('地址');
      await page.goto('/news');
      expect(await page.getByRole('link', { name: news.title }).getAttribute('href')).toBe(
        `/news/newsdetail?id=${news.id}`,
      );
    } finally {
      await context.close();
    }
  });

  it('hands over to the app: one h1, the snapshot gone, the app`s own article shown', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto(`/news/newsdetail?id=${news.id}`);
    await expect.poll(() => page.locator('#first-html').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(news.title);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('names the sitemap in robots.txt, and the sitemap lists news, notices and venues', async () => {
    const base = portal.server.baseUrl;
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${base}/news/newsdetail?id=${news.id}</loc>`);
    expect(sitemap).toContain(`<loc>${base}${venuePath}</loc>`);
    expect(sitemap).toMatch(/<loc>[^<]+\/main\/notice\/detail\?id=\d+<\/loc><lastmod>/);
    expect(sitemap).toContain(`<loc>${base}/news</loc>`);
  });
});

describe("antd's styles come from the build", () => {
  /** Component <style> tags antd's css-in-js made in the page (theme-token variables carry data-token-hash). */
  const runtimeComponentStyles = (page: Page) =>
    page
      .locator('style[data-css-hash]:not([data-token-hash])')
      .evaluateAll((tags) => tags.map((tag) => (tag.textContent ?? '').slice(0, 80)));

  it('the venue list and the passenger-flow page load the stylesheet and make no component style at run time', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/main/openFacility');
    await page.getByLabel('所在地区').click();
    await page.getByRole('menu', { name: '省份' }).waitFor();
    expect(await page.locator('head link[rel="stylesheet"]').first().getAttribute('href')).toMatch(
      /^\/assets\/antd-styles-[0-9a-f]{10}\.css$/,
    );
    expect(await runtimeComponentStyles(page)).toEqual([]);
    await page.goto('/passengerflow');
    await page.locator('.ant-picker').first().click();
    await expect.poll(() => page.locator('.ant-picker-dropdown').count()).toBeGreaterThan(0);
    expect(await runtimeComponentStyles(page)).toEqual([]);
  });
});

/**
 * Opens `path` at `viewport` in a fresh context and returns its CLS once it has held still after loading, was
 * scrolled through and held still again (harness/layout-shift.ts: conditions, not fixed sleeps). A context
 * per page, not one per width: a new context starts with an empty HTTP cache and storage, so every page is
 * measured on a first visit, when fonts, images and data arrive latest and a page jumps most.
 */
async function measureCls(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: portal.server.baseUrl, viewport, locale: 'zh-CN' });
  try {
    const page: Page = await context.newPage();
    const shifts = await watchLayoutShift(page);
    await page.goto(path);
    await shifts.settle();
    await scrollThrough(page);
    await shifts.settle();
    return await shifts.cls();
  } finally {
    await context.close();
  }
}

describe('layout shift (CLS) at 1280 and 375 px', () => {
  const pages = () => [
    '/',
    '/news',
    `/news/newsdetail?id=${news.id}`,
    '/main/openFacility',
    venuePath,
    '/fitnessMap',
    '/main/notice',
    '/policyRule',
    '/vNewsAll',
    '/games',
    '/training',
    '/main/evaluation',
    '/scienceFitnessGuide/fitnessTalk',
    '/scienceFitnessGuide/bodyCheck',
    '/exerciseStandard/exerciseEvent',
    '/socialSportGuider/sportGuider',
    '/socialSportGuider/policy',
    '/fitnessOrganization/fitnessAssociation',
    '/main/vBuild/venueEquipment',
    '/qmsports/race/query',
    '/fitnessCase',
    '/dataHealth',
    // A standalone page: it takes over from the first HTML once its own content paints (docs/decisions/public-experience.md §2).
    '/passengerflow',
  ];

  for (const viewport of VIEWPORTS) {
    it(`stays within ${CLS_LIMIT} on every page at ${viewport.width} px`, async () => {
      const scores: Record<string, number> = {};
      for (const path of pages()) scores[path] = await measureCls(portal.browser, path, viewport);
      const over = Object.entries(scores).filter(([, cls]) => cls > CLS_LIMIT);
      expect(over, JSON.stringify(scores)).toEqual([]);
    }, 240_000);
  }
});
