/**
 * Browser journeys of the elder and accessible mode and of keyboard focus (MIIT 互联网网站适老化通用设计规范,
 * GB/T 37668, WCAG 2.1 AA; docs/decisions/elder-and-accessible-mode.md "Elder and accessible mode"):
 * - 长者模式 on, reload: still on, the root font size is larger, also before the app's own scripts run;
 * - a larger browser font setting enlarges every text, antd's controls included;
 * - text size 200 %: no horizontal scroll at 1280 px on the home page, /news and the venue list;
 * - keyboard only: the skip link is the first tab stop, visible, and moves focus to <main>; after following a
 *   menu link focus is on the new page's h1;
 * - axe (no serious or critical finding) at 1280 and 375 px on the home page, /news and the venue list with
 *   the area picker open, the tab menu open and the toolbar's tools open, and in 长者模式.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage, NARROW_VIEWPORT, saveScreenshot } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { header, mainMenu } from './harness/portal-page.js';

const portal = usePortal();
const WIDE = { width: 1280, height: 900 };
const VENUE_LIST = '/main/openFacility';

async function openPage(path: string, viewport = WIDE): Promise<Page> {
  const page = await (await portal.newContext()).newPage();
  await page.setViewportSize(viewport);
  await page.goto(path);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return page;
}

const rootFontPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The focused element: tag, id and trimmed text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: (element?.innerText ?? '').trim(),
    };
  });

const elderButton = (page: Page) => header(page).getByRole('button', { name: '长者模式' });

/** Opens the toolbar's tools (in place) and waits for its antd controls. */
async function openTools(page: Page): Promise<void> {
  await page.getByRole('button', { name: '无障碍工具' }).click();
  await page.getByRole('radiogroup', { name: '文字大小' }).waitFor();
}

/** Opens the venue list's area picker and highlights its first province by keyboard. */
async function openAreaPicker(page: Page): Promise<void> {
  await page.getByLabel('所在地区').click();
  await page.getByRole('menu', { name: '省份' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-cascader-menu-item-active').first().waitFor();
}

describe('elder and accessible mode', () => {
  it('长者模式 stays on after a reload, with larger text applied before the app runs', async () => {
    const page = await openPage('/');
    const before = await rootFontPx(page);
    await elderButton(page).click();
    await expect.poll(() => elderButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await rootFontPx(page)).toBe(before * 1.5);
    expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('high');
    await saveScreenshot(page, 'a11y-home-elder');

    await page.reload();
    await page.locator('h1').first().waitFor({ state: 'attached' });
    await expect.poll(() => elderButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await rootFontPx(page)).toBe(before * 1.5);

    // Before the first paint: with the app's scripts blocked, the head script alone applies the settings.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await rootFontPx(page)).toBe(before * 1.5);
    expect(await page.evaluate(() => document.documentElement.dataset.textScale)).toBe('150');
  });

  it("follows the browser's own font size setting (rem type sizes, antd included)", async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    await page.goto('/news');
    await page.locator('main input').first().waitFor();
    const sizes = await page.evaluate(() =>
      ['html', 'body', 'main h1', 'main input'].map((selector) =>
        parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize),
      ),
    );
    expect(sizes.slice(0, 2)).toEqual([24, 24]);
    expect(sizes[2]).toBeGreaterThan(24);
    expect(sizes[3], 'antd input at the root size').toBe(24);
  });

  it('text size 200 % makes no horizontal scroll at 1280 px (home, /news, venue list)', async () => {
    const page = await openPage('/');
    await openTools(page);
    await page.getByRole('radiogroup', { name: '文字大小' }).getByText('200%').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.textScale)).toBe('200');
    expect(await rootFontPx(page)).toBe(32);
    for (const path of ['/', '/news', VENUE_LIST]) {
      await page.goto(path);
      await page.locator('h1').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await rootFontPx(page), `${path}: text size kept`).toBe(32);
      expect(await horizontalOverflow(page), `${path}: no horizontal scroll at 200 %`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `a11y-text-200${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
    }
  });
});

describe('keyboard focus', () => {
  it('Tab reaches the skip link first; it is visible and moves focus to the main content', async () => {
    const page = await openPage('/news');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: '跳到主要内容' });
    const box = await page.getByRole('link', { name: '跳到主要内容' }).boundingBox();
    expect(box && box.y >= 0 && box.height > 0, 'the focused skip link is on screen').toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
  });

  it('after following a menu link, focus is on the new page h1 (not on the link)', async () => {
    const page = await openPage('/');
    expect((await focused(page)).tag, 'no focus move on the first load').toBe('body');
    await mainMenu(page).getByRole('link', { name: '新闻资讯', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: '新闻资讯' });

    // Also by keyboard, from the standalone login page back to the home page.
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: '用户登录' }).waitFor();
    await page.getByRole('link', { name: '返回首页' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => focused(page).then((f) => f.tag)).toBe('h1');
  });
});

describe('axe with menus and pickers open', () => {
  for (const viewport of [WIDE, NARROW_VIEWPORT]) {
    const width = viewport.width;

    it(`home at ${width} px: tab menu and the toolbar's tools open, then in 长者模式`, async () => {
      const page = await openPage('/', viewport);
      if (width < 768) await mainMenu(page).getByRole('button', { name: /菜单/ }).click();
      const parentTab = mainMenu(page).getByRole('button', { name: '场馆开放' });
      await parentTab.click();
      await expect.poll(() => parentTab.getAttribute('aria-expanded')).toBe('true');
      await page
        .locator(`#${await parentTab.getAttribute('aria-controls')} a`)
        .first()
        .waitFor();
      await auditPage(page, `home, menu open, ${width} px`);
      await page.keyboard.press('Escape');
      await openTools(page);
      await auditPage(page, `home, tools open, ${width} px`);
      await elderButton(page).click();
      await expect.poll(() => elderButton(page).getAttribute('aria-pressed')).toBe('true');
      await auditPage(page, `home in 长者模式, ${width} px`);
      expect(
        await horizontalOverflow(page),
        `home in 长者模式 at ${width} px: no horizontal scroll`,
      ).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `a11y-home-elder-tools-${width}`);
    });

    it(`/news at ${width} px, also in 长者模式`, async () => {
      const page = await openPage('/news', viewport);
      await auditPage(page, `/news, ${width} px`);
      await elderButton(page).click();
      await expect.poll(() => elderButton(page).getAttribute('aria-pressed')).toBe('true');
      await auditPage(page, `/news in 长者模式, ${width} px`);
      expect(await horizontalOverflow(page), `/news in 长者模式 at ${width} px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `a11y-news-elder-${width}`);
    });

    it(`venue list at ${width} px with the area picker open`, async () => {
      const page = await openPage(VENUE_LIST, viewport);
      await openAreaPicker(page);
      // The scrolling lists take focus (keyboard users can scroll them) and the picker stays open meanwhile.
      await page.getByRole('menu', { name: '省份' }).focus();
      await expect.poll(() => page.getByRole('menu', { name: '省份' }).isVisible()).toBe(true);
      await auditPage(page, `venue list, area picker open, ${width} px`);
      await saveScreenshot(page, `a11y-venue-area-open-${width}`);
    });
  }
});
