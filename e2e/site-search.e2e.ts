/**
 * Browser journey of the site search (站内搜索; docs/decisions/site-search.md), keyboard only:
 * - Tab from the top of the home page to the header's search box, type "羽毛球": the suggestion list opens
 *   (axe audits the page with it open), ↓ picks a suggestion and Enter opens its own page;
 * - "朝阳 游泳" from the header: one ranked list (a venue first, each result named by its kind, the words
 *   marked), audited at desktop width and 375 px; the kind filter keeps venues; Tab and Enter open a venue;
 * - a typo ("蓝球") gets 您是不是要找：篮球 with the corrected query's results;
 * - pinyin initials (tyg) find venues.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage, auditPage } from './harness/audit.js';
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

async function focusHeaderBox(page: Page) {
  await page.goto('/');
  await page.locator('h1').first().waitFor({ state: 'attached' });
  const box = header(page).getByRole('combobox', { name: '搜索全站内容' });
  await tabUntil(page, 'the header search box', () => box.evaluate((el) => el === document.activeElement));
  return box;
}

describe('site search', () => {
  it('suggests as one types; the keyboard picks a suggestion and opens its page', async () => {
    const page = await (await portal.newContext()).newPage();
    const box = await focusHeaderBox(page);
    await page.keyboard.type('羽毛球');
    const list = header(page).getByRole('listbox', { name: '搜索建议' });
    // The server's first search builds its index (5-10 s at the default seed on a loaded 2-core machine).
    await list.waitFor({ timeout: 60_000 });
    const options = list.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await auditPage(page, 'site search suggestions open');

    await page.keyboard.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    expect(await box.getAttribute('aria-activedescendant')).toBe(firstId);
    const title = (await options.first().locator('.site-search-box__option-title').textContent())!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/search');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('searches two words from the header: one ranked list, filtered to venues, opens a venue', async () => {
    const page = await (await portal.newContext()).newPage();
    await focusHeaderBox(page);
    await page.keyboard.type('朝阳 游泳');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === '朝阳 游泳');
    await page.getByRole('heading', { level: 1, name: '站内搜索' }).waitFor();

    const items = mainContent(page).locator('.site-search-item');
    await items.first().waitFor();
    expect(await items.first().locator('.site-search-item__kind').textContent()).toBe('场馆');
    const marks = await items.first().locator('mark').allTextContents();
    expect(marks.some((text) => text.includes('朝阳'))).toBe(true);
    expect(marks.some((text) => text.includes('游泳'))).toBe(true);
    await auditCurrentPage(page, 'site-search', { narrowAudit: true });

    // The kind filter by keyboard: Tab into the radio group, arrows to 场馆.
    const kinds = mainContent(page).getByRole('radiogroup', { name: '类别' });
    await tabUntil(page, 'the kind filter', () => kinds.evaluate((group) => group.contains(document.activeElement)));
    for (let i = 0; i < 12 && !(await focusedLabel(page)).startsWith('场馆'); i += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await focusedLabel(page)).toMatch(/^场馆（\d+\+?）$/);
    await page.waitForURL((url) => url.searchParams.get('kind') === 'venue');
    await expect
      .poll(async () => new Set(await mainContent(page).locator('.site-search-item__kind').allTextContents()))
      .toEqual(new Set(['场馆']));

    // Tab to the first result and open it with Enter: the venue's own page.
    const first = mainContent(page).locator('.site-search-item h2 a').first();
    const title = (await first.textContent())!;
    await tabUntil(page, 'the first result', () => first.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/openFacility/'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('answers a typo with 您是不是要找 and the corrected results', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto(`/search?q=${encodeURIComponent('蓝球')}`);
    const note = mainContent(page).getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toContain('您是不是要找：篮球');
    await mainContent(page).locator('.site-search-item').first().waitFor();
    expect(await mainContent(page).locator('.site-search-item mark').first().textContent()).toContain('篮球');
    await note.getByRole('link', { name: '篮球' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === '篮球');
  });

  it('finds venues by the pinyin initials of their name', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/search?q=tyg');
    await mainContent(page).locator('.site-search-item').first().waitFor();
    expect(new Set(await mainContent(page).locator('.site-search-item__kind').allTextContents())).toEqual(
      new Set(['场馆']),
    );
    const marks = await mainContent(page).locator('.site-search-item h2 mark').allTextContents();
    expect(marks).toContain('体育馆');
    await page.getByText('名称拼音首字母匹配').first().waitFor();
  });
});
