/**
 * Government-site norms and the home page (政府网站发展指引; docs/decisions/government-site-norms.md "Government-site norms"):
 * 1. the footer's registration marks (set through SITE_CODE, ICP_NUMBER, PSB_NUMBER, CONAC_ID) link to their
 *    official look-ups; 网站地图 lists the sections grouped like the menu; 场馆信息化咨询指导 lists the
 *    guidance entries; 我为政府网站找错 opens the feedback form on 纠错; the active tab on /main pages;
 * 2. the home venue finder is above the fold at 1280 and 375 px and opens the venue list with its filters; at
 *    200 % zoom the first news link is within two screens;
 * 3. the venue detail page shows the practical facts before the yearly figures, and no figure breaks across
 *    lines at 375 px.
 * Each new page and the home page pass axe at desktop width and at 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage, auditPage, visitAndAudit } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { activeTabTitle, mainContent } from './harness/portal-page.js';

const RECORDS = {
  SITE_CODE: 'bm17000001',
  ICP_NUMBER: '京ICP备12345678号-1',
  PSB_NUMBER: '京公网安备 11010502000001号',
  CONAC_ID: '0C4BBDDEE0F5473DE053012819AC3A5E',
};

const portal = usePortal({ env: RECORDS });

const footer = (page: Page) => page.getByRole('contentinfo');

async function newPage(): Promise<Page> {
  return (await portal.newContext()).newPage();
}

describe('footer norms', () => {
  it('shows the configured marks linked to their official look-ups', async () => {
    const page = await newPage();
    await page.goto('/');
    const records = footer(page).getByRole('list', { name: '网站备案信息' });
    await expect.poll(() => records.innerText()).toContain('网站标识码：bm17000001');
    const href = (name: RegExp) => footer(page).getByRole('link', { name }).getAttribute('href');
    expect(await href(/京ICP备12345678号-1/)).toBe('https://beian.miit.gov.cn/');
    expect(await href(/京公网安备/)).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502000001');
    expect(await href(/党政机关网站标识/)).toBe(
      'https://bszs.conac.cn/sitename?method=show&id=0C4BBDDEE0F5473DE053012819AC3A5E',
    );
    // The agency guidance is one link, not twenty entries.
    expect(await footer(page).getByRole('link', { name: '场馆信息化咨询指导' }).count()).toBe(1);
    expect(await footer(page).locator('a[href^="/guidance/guidanceDetail"]').count()).toBe(0);
  });

  it('网站地图 lists the sections grouped like the menu', async () => {
    const page = await newPage();
    await page.goto('/');
    await footer(page).getByRole('link', { name: '网站地图' }).click();
    await page.waitForURL((url) => url.pathname === '/siteMap');
    await auditCurrentPage(page, 'site-map', { narrowAudit: true });
    const groups = await mainContent(page).getByRole('heading', { level: 2 }).allInnerTexts();
    for (const section of ['首页', '新闻资讯', '场馆开放', '健身设施', '科学健身指导', '社会体育指导员', '政策法规']) {
      expect(groups, section).toContain(section);
    }
    expect(groups).toContain('全民运动会');
    const links = mainContent(page).getByRole('link');
    expect(await links.count()).toBeGreaterThan(40);
    expect(await activeTabTitle(page)).toBe('');
    // A link of the site map leads to its page.
    await mainContent(page).locator('a[href="/main/notice"]').click();
    await page.waitForURL((url) => url.pathname === '/main/notice');
    await expect.poll(() => activeTabTitle(page)).toBe('新闻资讯');
  });

  it('场馆信息化咨询指导 lists the guidance entries, each to its detail', async () => {
    const page = await newPage();
    await page.goto('/');
    await footer(page).getByRole('link', { name: '场馆信息化咨询指导' }).click();
    await page.waitForURL((url) => url.pathname === '/guidance');
    await auditCurrentPage(page, 'guidance-list', { narrowAudit: true });
    const entries = mainContent(page).locator('a[href^="/guidance/guidanceDetail"]');
    expect(await entries.count()).toBeGreaterThanOrEqual(10);
    const title = (await entries.first().innerText()).trim();
    await entries.first().click();
    await page.waitForURL((url) => url.pathname === '/guidance/guidanceDetail');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(title.slice(0, 6));
    expect(await activeTabTitle(page)).toBe('');
  });

  it('我为政府网站找错 opens the feedback form on 纠错, with no tab lit', async () => {
    const page = await newPage();
    // Coming from the venue list: its tab must not stay lit on the feedback page.
    await page.goto('/main/openFacility?organType=2');
    await expect.poll(() => activeTabTitle(page)).toBe('场馆开放');
    await footer(page).getByRole('link', { name: '我为政府网站找错' }).click();
    await page.waitForURL((url) => url.pathname === '/main/feedback' && url.search === '?type=correction');
    await expect.poll(() => page.getByRole('radio', { name: '纠错' }).isChecked()).toBe(true);
    expect(await activeTabTitle(page)).toBe('');
  });
});

describe('home page', () => {
  it('has the venue finder above the fold at 1280 and 375 px, leading to the filtered venue list', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await visitAndAudit(page, '/', 'home-site-norms', { narrowAudit: true });
    const finder = page.getByRole('search', { name: '找场馆' });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      const submit = await finder.getByRole('button', { name: '查找场馆' }).boundingBox();
      expect(submit, `${viewport.width} px`).not.toBeNull();
      expect(
        submit!.y + submit!.height,
        `finder button within the first screen at ${viewport.width} px`,
      ).toBeLessThanOrEqual(viewport.height);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await finder.getByLabel('省份').selectOption({ label: '浙江省' });
    await expect.poll(() => finder.getByLabel('城市').locator('option').count()).toBeGreaterThan(1);
    await finder.getByLabel('城市').selectOption({ label: '杭州市' });
    await finder.getByLabel('场馆类型').selectOption({ label: '公共体育馆' });
    await finder.getByLabel('此刻免费').check();
    await finder.getByRole('button', { name: '查找场馆' }).click();
    await page.waitForURL((url) => url.pathname === '/main/openFacility');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ organType: '2', areaCode: '330100', freeNow: 'true' });
    await expect.poll(() => activeTabTitle(page)).toBe('场馆开放');
    // The list's own filters show the choice.
    await expect.poll(() => page.getByRole('switch', { name: /此刻免费/ }).isChecked()).toBe(true);
  });

  it('at 200 % zoom the first news link is within two screens', async () => {
    const context = await portal.browser.newContext({
      baseURL: portal.server.baseUrl,
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 2,
      locale: 'zh-CN',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      // The app's home page, not the server's first-HTML snapshot it replaces (the snapshot's links vanish).
      await expect.poll(() => page.locator('#first-html').count()).toBe(0);
      const news = mainContent(page).locator('a[href^="/news/newsdetail"]').first();
      await news.waitFor();
      const box = await news.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(2 * 400);
    } finally {
      await context.close();
    }
  });
});

describe('venue detail', () => {
  it('shows the practical facts first, then the yearly figures; no figure breaks at 375 px', async () => {
    const page = await newPage();
    await visitAndAudit(page, '/openFacility/smallDetail?organId=1', 'venue-detail-site-norms', { narrowAudit: true });
    const sections = await mainContent(page).getByRole('heading', { level: 2 }).allInnerTexts();
    expect(sections.slice(0, 2)).toEqual(['开放时间与收费', '年度开放情况']);
    const head = mainContent(page).locator('.venue-detail__heading');
    for (const text of ['当前状态', '今日开放时间', '收费', '地址', '电话'])
      expect(await head.innerText()).toContain(text);
    expect(await head.getByRole('link', { name: /高德地图导航/ }).getAttribute('href')).toMatch(
      /^https:\/\/uri\.amap\.com\/marker\?/,
    );
    expect(await mainContent(page).getByText('今日开放时间：').count()).toBe(1);

    await page.setViewportSize({ width: 375, height: 812 });
    // Every figure with its unit, the schedule's hours and the fee items lie on one line.
    const wrapped = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll(
          '.venue-detail__figure dd:not(.venue-detail__figure-note), .venue-detail__schedule td:last-child, .venue-detail__fees span, .venue-detail__kind span',
        ),
      )
        .filter((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((element) => element.textContent),
    );
    expect(wrapped).toEqual([]);
    await auditPage(page, 'venue detail at 375 px');
  });
});
