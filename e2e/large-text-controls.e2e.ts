/**
 * Browser journey "controls at large text and in their open state" (docs/decisions/public-experience.md §1):
 * - a venue detail at 200 % text on a phone passes axe (its text tabs wrap: no "more" button inside the
 *   tablist, aria-required-children);
 * - the home finder's checkboxes grow with the text (>= 24 px at 200 %);
 * - the search clear icon is a target of at least 24 × 24 px (WCAG 2.5.8);
 * - an open searchable select shows the chosen venue readably (not at opacity 0.25), and an open date
 *   picker draws the neighbouring months' days at >= 4.5:1 on white.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { auditPage } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';

const portal = usePortal();
let venuePath = '';

beforeAll(async () => {
  const token = await publicLogin(portal.server.baseUrl);
  const venues = await apiGet<Paged<{ organId: number; isLarge: boolean }>>(
    portal.server.baseUrl,
    token,
    '/api/data/venue/search',
    { pageNum: 1, pageSize: 1, organType: 2, isLarge: 'true' },
  );
  venuePath = `/openFacility/bigDetail?organId=${venues.list[0]!.organId}`;
});

/** A page whose stored accessibility settings ask for `scale` % text from the first paint. */
async function pageWithText(scale: number, viewport = { width: 375, height: 812 }): Promise<Page> {
  const context = await portal.newContext();
  await context.addInitScript(
    (value) => window.localStorage.setItem('a11ySettings', JSON.stringify({ textScale: value })),
    scale,
  );
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

/** WCAG contrast ratio of a CSS rgb()/rgba() colour (alpha composited on white) against white. */
function contrastOnWhite(color: string): number {
  const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
  const channel = (value: number) => {
    const c = (value * a + 255 * (1 - a)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  return 1.05 / (luminance + 0.05);
}

describe('controls at 200 % text and when open', () => {
  it('a venue detail at 200 % text on a phone has no serious or critical axe finding', async () => {
    const page = await pageWithText(200);
    await page.goto(venuePath);
    await page.getByRole('tab', { name: '入馆须知' }).waitFor();
    await page.waitForLoadState('networkidle');
    await auditPage(page, `${venuePath} at 200 %`);
    // Every tab stays visible (wrapped), none hidden behind a "more" menu.
    for (const name of ['场馆简介', '场馆公告', '入馆须知'])
      expect(await page.getByRole('tab', { name }).isVisible()).toBe(true);
  });

  it('the home finder`s checkboxes grow with the text', async () => {
    const page = await pageWithText(200);
    await page.goto('/');
    const box = await page.getByRole('checkbox', { name: '此刻开放' }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  });

  it('the search clear icon is a 24 px target', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/videoCat');
    await page.getByPlaceholder('输入视频标题或场馆名称').fill('体育');
    const box = await page.locator('.ant-input-clear-icon').first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  });

  it('an open select shows its chosen value readably; a picker`s neighbouring days are >= 4.5:1', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/passengerflow');
    const picker = page.getByLabel('选择场馆');
    await expect.poll(() => page.locator('.flow-venue-picker .ant-select-content-has-value').count()).toBe(1);
    await picker.click();
    await page.locator('.ant-select-open').waitFor();
    const chosen = page.locator('.ant-select-open .ant-select-content-has-value');
    await expect.poll(() => chosen.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
    expect(contrastOnWhite(await chosen.evaluate((element) => getComputedStyle(element).color))).toBeGreaterThan(4.5);
    await page.keyboard.press('Escape');

    await page.locator('.flow-date .ant-picker').click();
    const outside = page.locator('.ant-picker-dropdown .ant-picker-cell:not(.ant-picker-cell-in-view)').first();
    await outside.waitFor();
    const colour = await outside.evaluate((cell) => getComputedStyle(cell).color);
    expect(contrastOnWhite(colour), colour).toBeGreaterThan(4.5);
  });
});
