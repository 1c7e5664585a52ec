/**
 * 天地图 as the base map (TIANDITU_KEY, docs/decisions/base-map.md "Base map"), through the real server, CSP and
 * browser: the fitness map asks t0-t7.tianditu.gov.cn for vector (vec_w) and annotation (cva_w) WMTS tiles
 * with the key, the page's Content-Security-Policy lets them load (a tile it blocked would never reach the
 * network), and the attribution credits 天地图 with the configured 审图号. There is no internet here, so
 * the browser's requests to 天地图 are answered by a one-pixel PNG (page.route) — they are counted, not
 * fetched. The offline layer (and its 南海断续线) is then not drawn.
 */
import { describe, expect, it } from 'vitest';
import { auditPage, saveScreenshot } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';

const KEY = '0123456789abcdef0123456789abcdef';
const APPROVAL = 'GS(2024)0568号';
/** A 1 x 1 PNG (light grey). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AwAI/AL+XJ/PawAAAABJRU5ErkJggg==',
  'base64',
);

const portal = usePortal({ env: { TIANDITU_KEY: KEY, TIANDITU_APPROVAL: APPROVAL } });

describe('天地图 base map', () => {
  it('loads vector and annotation tiles from the 天地图 hosts with the key, credited with its 审图号', async () => {
    const context = await portal.newContext();
    const tiles: URL[] = [];
    await context.route(/^https:\/\/t[0-7]\.tianditu\.gov\.cn\//, async (route) => {
      tiles.push(new URL(route.request().url()));
      await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/fitnessMap?lng=116.42602&lat=39.88433');

    await expect
      .poll(() => page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').count(), { timeout: 20_000 })
      .toBeGreaterThan(4);
    const layers = new Set(tiles.map((url) => url.pathname));
    expect(layers).toEqual(new Set(['/vec_w/wmts', '/cva_w/wmts']));
    for (const url of tiles) {
      expect(url.searchParams.get('tk')).toBe(KEY);
      expect(url.searchParams.get('TILEMATRIXSET')).toBe('w');
      expect(url.searchParams.get('TILEMATRIX')).toBe('12');
    }
    expect(new Set(tiles.map((url) => url.host)).size, 'tiles spread over the t0-t7 hosts').toBeGreaterThan(1);
    expect(blocked, 'no tile blocked by the CSP').toEqual([]);

    const attribution = page.locator('.leaflet-control-attribution');
    await expect.poll(() => attribution.innerText()).toContain(`审图号：${APPROVAL}`);
    expect(await attribution.innerText()).toContain('天地图');
    expect(await page.locator('path.fm-nanhai-dash').count(), 'no offline layer under 天地图').toBe(0);
    await auditPage(page, 'fitness map on 天地图');
    await saveScreenshot(page, 'fitness-map-tianditu');
  });
});
