/**
 * Browser journey "elder mode on a phone" (docs/decisions/public-experience.md §1, docs/decisions/public-experience.md): at 375 × 812
 * with 长者模式 on (text 150 %), the header is compact and the page's h1 starts within the first 400 px; the
 * five agency filling systems sit behind one 机构入口 button that the keyboard opens, walks and closes; at
 * 150 % and 200 % text /news, a venue detail (fee lines, schedule) and the race calendar (status buttons) do
 * not scroll sideways.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { fillingSystems, header } from './harness/portal-page.js';

const portal = usePortal();

async function phonePage(): Promise<Page> {
  const page = await (await portal.newContext()).newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  return page;
}

/** Turns 长者模式 on from the header's toolbar and waits for the larger text. */
async function elderMode(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: '长者模式' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.textScale)).toBe('150');
}

const h1Top = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector('main h1')!.getBoundingClientRect().top));

describe('elder mode on a phone', () => {
  it('starts the h1 within the first 400 px, the header compact', async () => {
    const page = await phonePage();
    await page.goto('/news');
    await page.locator('main h1').waitFor();
    await elderMode(page);
    await expect.poll(() => h1Top(page)).toBeLessThanOrEqual(400);
    // The compact header keeps the search, the 菜单 button and 长者模式; the clock and hotline leave it.
    await expect.poll(() => header(page).getByRole('search').isVisible()).toBe(true);
    expect(await header(page).getByRole('button', { name: /菜单/ }).isVisible()).toBe(true);
    expect(await header(page).getByText('服务热线').isVisible()).toBe(false);
  });

  it('folds the five filling systems into one 机构入口 menu the keyboard opens, walks and closes', async () => {
    const page = await phonePage();
    await page.goto('/news');
    const toggle = fillingSystems(page).getByRole('button', { name: '机构入口' });
    await toggle.waitFor();
    const entries = fillingSystems(page).getByRole('link', { includeHidden: true });
    await expect.poll(() => entries.count()).toBe(5);
    expect(await entries.first().isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => entries.first().isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await entries.first().evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('机构入口');
  });

  it('does not scroll sideways at 150 % and 200 % text (news, a venue detail, the race calendar)', async () => {
    const token = await publicLogin(portal.server.baseUrl);
    const venues = await apiGet<Paged<{ organId: number; isLarge: boolean }>>(
      portal.server.baseUrl,
      token,
      '/api/data/venue/search',
      { pageNum: 1, pageSize: 1, organType: 2 },
    );
    const venue = venues.list[0]!;
    const venuePath = `/openFacility/${venue.isLarge ? 'bigDetail' : 'smallDetail'}?organId=${venue.organId}`;
    const page = await phonePage();
    for (const path of ['/news', venuePath, '/qmsports/race/calendar'])
      for (const scale of ['150', '200']) {
        await page.goto(path);
        await page.locator('main h1').waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate((value) => document.documentElement.setAttribute('data-text-scale', value), scale);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at ${scale} %` })
          .toBeLessThanOrEqual(375);
      }
  });
});
