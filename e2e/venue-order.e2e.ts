/**
 * Browser journey "finding a venue to go to" (docs/decisions/public-experience.md §4):
 * - 此刻开放 before opening time is no dead end: the list offers the venues that open later today, each
 *   with the time it opens ('今天 05:30 起免费开放');
 * - a venue-type list says its order and mixes sizes (large venues are not all put first);
 * - "按离我最近排序" with the browser's position puts the nearest venue first.
 *
 * The server runs with CLOCK_START = Friday 2026-10-30 04:30 Beijing time: no seeded venue is open then,
 * and most open later that morning.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { mainContent } from './harness/portal-page.js';
import type { VenueListItem } from '@portal/contracts/venue';

const portal = usePortal({ env: { CLOCK_START: '2026-10-30T04:30:00+08:00' } });
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const searchVenues = (query: Record<string, string | number>) =>
  apiGet<Paged<VenueListItem>>(portal.server.baseUrl, token, '/api/data/v2/venue/search', query);

describe('venue lists', () => {
  it('offers the venues that open later today when none is open now', async () => {
    expect((await searchVenues({ organType: 2, openNow: 'true' })).total).toBe(0);
    const page = await (await portal.newContext()).newPage();
    await page.goto('/main/openFacility?organType=2&openNow=true');
    const main = mainContent(page);
    const later = main.getByRole('region', { name: '今天稍后开放的场馆' });
    await later.waitFor();
    await expect.poll(() => later.locator('.venue-opens-later').count()).toBeGreaterThan(0);
    expect(await later.locator('.venue-opens-later').first().innerText()).toMatch(
      /^今天 \d\d:\d\d 起(免费|低收费)?开放(（收费）)?$/,
    );
    expect(await later.getByRole('link').count()).toBeGreaterThan(0);
  });

  it('says its order and does not put every large venue first', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/main/openFacility?organType=2');
    const main = mainContent(page);
    await main.getByText(/^排序：/).waitFor();
    await expect.poll(() => main.locator('.venue-card').count()).toBeGreaterThan(0);
    const types = await main.locator('.venue-card-type').allInnerTexts();
    expect(
      types.some((text) => text.includes('中小型场馆')),
      types.join(' | '),
    ).toBe(true);
  });

  it('puts the nearest venue first on the visitor`s position', async () => {
    const target = (await searchVenues({ organType: 2, pageNum: 5, pageSize: 10 })).list[0]!;
    const context = await portal.browser.newContext({
      baseURL: portal.server.baseUrl,
      locale: 'zh-CN',
      geolocation: { longitude: target.lng, latitude: target.lat },
      permissions: ['geolocation'],
    });
    try {
      const page = await context.newPage();
      await page.goto('/main/openFacility?organType=2');
      const main = mainContent(page);
      await main.getByRole('button', { name: '按离我最近排序' }).click();
      await main.getByText('排序：离您的位置由近及远。').waitFor();
      await expect.poll(() => main.locator('.venue-card-title').first().innerText()).toBe(target.name);
    } finally {
      await context.close();
    }
  });
});
