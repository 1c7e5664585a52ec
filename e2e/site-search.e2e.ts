/**
 * Browser journey of the site search (站内搜索), keyboard only: Tab from the top of the home page to the
 * header's search box, type, Enter; the results page groups the matches by kind with counts and marks
 * them; the kind filter (arrow keys in its radio group) keeps one kind; Tab and Enter open a result's own
 * page. Pinyin initials find venues; a facility found by name opens its kind's detail page. The results
 * page is audited with axe at desktop width and at 375 px (harness/audit.ts), which also saves its
 * screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { header, mainContent } from './harness/portal-page.js';

const portal = usePortal();
/** More Tab presses than the header has stops before the search box (skip link, top bar, brand). */
const MAX_TABS = 40;

/** Presses Tab until `check` holds for the focused element; fails after MAX_TABS. */
async function tabUntil(page: Page, what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    if (await check()) return;
  }
  throw new Error(`${what} not reached by Tab`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    return (labelled?.textContent ?? element.closest('label')?.textContent ?? element.textContent ?? '').trim();
  });

describe('site search', () => {
  it('searches from the header by keyboard, groups, filters by kind and opens a result', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await page.locator('h1').first().waitFor({ state: 'attached' });
    const box = header(page).getByRole('searchbox', { name: '搜索全站内容' });
    await tabUntil(page, 'the header search box', () => box.evaluate((el) => el === document.activeElement));
    await page.keyboard.type('体育');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === '体育');
    await page.getByRole('heading', { level: 1, name: '站内搜索' }).waitFor();

    // Grouped by kind with counts, the matches marked.
    const groups = mainContent(page).getByRole('heading', { level: 2 });
    await groups.first().waitFor();
    expect(await groups.first().textContent()).toMatch(/^\S+（共 \d+\+? 条）$/);
    await expect.poll(() => mainContent(page).locator('mark').count()).toBeGreaterThan(0);
    expect(await mainContent(page).locator('mark').first().textContent()).toBe('体育');
    await expect
      .poll(() => mainContent(page).getByRole('status').textContent())
      .toMatch(/找到 \d+\+? 条与“体育”相关的结果/);
    await auditCurrentPage(page, 'site-search', { narrowAudit: true });

    // The kind filter by keyboard: Tab into the radio group, arrows to 场馆.
    const kinds = mainContent(page).getByRole('radiogroup', { name: '类别' });
    await tabUntil(page, 'the kind filter', () => kinds.evaluate((group) => group.contains(document.activeElement)));
    for (let i = 0; i < 12 && !(await focusedLabel(page)).startsWith('场馆'); i += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await focusedLabel(page)).toMatch(/^场馆（\d+\+?）$/);
    await page.waitForURL((url) => url.searchParams.get('kind') === 'venue');
    await expect.poll(() => groups.allTextContents()).toEqual([expect.stringMatching(/^场馆（共 \d+\+? 条）$/)]);

    // Tab to the first result and open it with Enter: the venue's own page.
    const first = mainContent(page).locator('.site-search-item h3 a').first();
    const title = (await first.textContent())!;
    await tabUntil(page, 'the first result', () => first.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/openFacility/'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('opens a facility found by its name on its own detail page', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto(`/search?q=${encodeURIComponent('体育公园')}&kind=facility`);
    const first = mainContent(page).locator('.site-search-item h3 a').first();
    await first.waitFor();
    const title = (await first.textContent())!;
    await first.focus();
    await page.keyboard.press('Enter');
    // The kind's own detail page (体育公园 names sports parks: SportsParkDetail).
    await page.waitForURL((url) => url.pathname.startsWith('/equipment/') && url.searchParams.has('id'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('finds venues by the pinyin initials of their name', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/search?q=tyg');
    const group = mainContent(page).getByRole('heading', { level: 2 });
    await group.first().waitFor();
    expect(await group.allTextContents()).toEqual([expect.stringMatching(/^场馆（共 \d+\+? 条）$/)]);
    const marks = await mainContent(page).locator('.site-search-item h3 mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    // Three characters whose initials are t, y, g: 体育馆 mostly (体育公园 gives 体育公).
    expect(marks.every((text) => /^\p{Script=Han}{3}$/u.test(text))).toBe(true);
    expect(marks).toContain('体育馆');
    await page.getByText('名称拼音首字母匹配').first().waitFor();
  });
});
