/**
 * Browser journeys of the national fitness map (/fitnessMap):
 * 1. the footer's 健身地图 link -> clusters around the footer point -> the cluster holding a venue of map
 *    type 1-4 (whose detail page is built; type-6 facilities link to /equipment pages not built yet)
 *    activated, the first time by keyboard (focus + Enter), until the venue stands as a single marker ->
 *    its popup -> its 查看详情 link to the venue's detail page;
 * 2. the layer filter; a 2-character search whose chosen result flies the map there and opens its popup;
 *    附近的场所 lists the nearest points with distances in 米 / 公里, nearest first; 查看全国 draws the
 *    whole country;
 * 3. keyboard reachability: Tab from the page start reaches the type filter (Space toggles it), then the
 *    search box before any marker, and (after a search typed there) the results; Enter on a result opens
 *    its popup, Escape closes it and gives focus back; further Tabs reach the map's clusters;
 * 4. the offline base map (docs/decisions/base-map.md "Base map"): the 南海断续线 in place and, at a national
 *    view that cuts it off, in the 南海诸岛 inset; province, city and county names appearing as the map is
 *    zoomed in, never overlapping; markers and the search box's clear icon at least 24 px targets that no
 *    other marker covers; axe at 1280 and 375 px.
 * Every cluster answer the page receives and every drawn view hold at most 500 markers (MAP_MAX_MARKERS,
 * docs/decisions/fitness-map.md "Fitness map"). The page is audited with axe at desktop width and at 375 px
 * (harness/audit.ts).
 *
 * The server builds its in-memory map index after start-up and answers 503 meanwhile (the page retries
 * and says so in `.fm-map-status`); the journeys wait for the first drawn clusters, never a fixed time.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCurrentPage, auditPage, saveScreenshot } from './harness/audit.js';
import { apiGet, publicLogin } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import type { MapPointItem } from '@portal/contracts/fitness-map';

/** The footer's map point (spec §9). */
const FOOTER_POINT = { lng: 116.42602, lat: 39.88433 };
const MAP_PATH = `/fitnessMap?lng=${FOOTER_POINT.lng}&lat=${FOOTER_POINT.lat}`;
/** The page never draws more than this many markers at once. */
const MAX_MARKERS = 500;
/** The first clusters wait for the server's index build (503 until then; the page retries every 2 s). */
const INDEX_READY_TIMEOUT_MS = 60_000;
/** A page's first load in a new context (lazy chunks, the 280 KB base layer) on a busy machine. */
const LOAD_TIMEOUT_MS = 20_000;
const DISTANCE_TEXT = /^距离 (\d+) 米$|^距离 (\d+(?:\.\d)?) 公里$/;

/**
 * What the page drew for one settled view: the merged answers of the view's tiles (GET
 * /api/data/fitnessMap/tile/{z}/{x}/{y}, as the page received them) for the view the status line names in
 * data-view (its bbox and zoom) and data-tiles (its tile range and types).
 */
interface ClusterAnswer {
  zoom: number;
  /** [west, south, east, north] of the view. */
  bbox: number[];
  types: string | null;
  total: number;
  markers: number;
  clusters: { lng: number; lat: number; count: number }[];
  pointIds: number[];
}

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

/** One tile answer as the page received it. */
type TileAnswer = Pick<ClusterAnswer, 'total' | 'markers' | 'clusters' | 'pointIds'>;

/** The latest answer of every tile `page` received, by 'z/x/y?types' (types '' for all). */
const tileAnswers = new WeakMap<Page, Map<string, TileAnswer>>();

/** A view the page drew: its status line's data-view ('minLng,minLat,maxLng,maxLat,zoom') and data-tiles ('z/x0-x1/y0-y1/types'). */
interface DrawnView {
  view: string;
  tiles: string;
}

/**
 * Records, from before the page loads, the tile answers `page` receives (tileAnswers) and every view it
 * draws, in order: a MutationObserver reports each change of the status line's data-view / data-tiles.
 * Resolves with that growing list of views (read by settledView).
 */
async function recordClusterAnswers(page: Page): Promise<DrawnView[]> {
  const tiles = new Map<string, TileAnswer>();
  tileAnswers.set(page, tiles);
  const views: DrawnView[] = [];
  await page.exposeFunction('__portalMapViewDrawn', (view: string, tileRange: string) => {
    views.push({ view, tiles: tileRange });
  });
  await page.addInitScript(() => {
    let last = '';
    const report = () => {
      const status = document.querySelector('.fm-map-status');
      const view = status?.getAttribute('data-view');
      const tileRange = status?.getAttribute('data-tiles');
      if (!view || !tileRange || `${view}|${tileRange}` === last) return;
      last = `${view}|${tileRange}`;
      (window as unknown as { __portalMapViewDrawn: (v: string, t: string) => void }).__portalMapViewDrawn(
        view,
        tileRange,
      );
    };
    new MutationObserver(report).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-view', 'data-tiles'],
    });
  });
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const match = /^\/api\/data\/fitnessMap\/tile\/(\d+)\/(\d+)\/(\d+)$/.exec(url.pathname);
    if (!match || response.status() !== 200) return;
    void response
      .json()
      .then(
        (body: {
          code: number;
          data: { total: number; clusters: ClusterAnswer['clusters']; points: { id: number }[] };
        }) => {
          if (body.code !== 200) return; // 503 while the index is built: the page retries.
          tiles.set(`${match[1]}/${match[2]}/${match[3]}?${url.searchParams.get('types') ?? ''}`, {
            total: body.data.total,
            markers: body.data.clusters.length + body.data.points.length,
            clusters: body.data.clusters,
            pointIds: body.data.points.map((point) => point.id),
          });
        },
      )
      .catch(() => undefined); // the page navigated away before the body was read
  });
  return views;
}

/** `drawn` merged from the tile answers `page` received; null while one of its tiles is not recorded yet. */
function mergedView(page: Page, drawn: DrawnView): ClusterAnswer | null {
  const [west, south, east, north, zoom] = drawn.view.split(',').map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const [z, xs, ys, types] = drawn.tiles.split('/') as [string, string, string, string];
  const [x0, x1] = xs.split('-').map(Number) as [number, number];
  const [y0, y1] = ys.split('-').map(Number) as [number, number];
  const answer: ClusterAnswer = {
    zoom,
    bbox: [west, south, east, north],
    types: types === '' ? null : types,
    total: 0,
    markers: 0,
    clusters: [],
    pointIds: [],
  };
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const tile = tileAnswers.get(page)?.get(`${z}/${x}/${y}?${types}`);
      if (!tile) return null;
      answer.total += tile.total;
      answer.markers += tile.markers;
      answer.clusters.push(...tile.clusters);
      answer.pointIds.push(...tile.pointIds);
    }
  }
  return answer;
}

/** The map's cluster and point markers (the filter's legend pins are outside the marker pane). */
const clusterMarkers = (page: Page): Locator => page.locator('.leaflet-marker-pane .fm-cluster');
const pinMarkers = (page: Page): Locator => page.locator('.leaflet-marker-pane .fm-pin');
const drawnMarkerCount = (page: Page): Promise<number> =>
  page.locator('.leaflet-marker-pane .fm-cluster, .leaflet-marker-pane .fm-pin').count();

/** Web Mercator y of a latitude in radians of the unit sphere (only differences are used). */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Size in CSS px that `answer`'s bbox covers at its zoom (256 px tiles). The page rounds its bounds outward
 * to 1e-5°, which adds at most 2e-5° to each side's extent.
 */
function answerSize(answer: ClusterAnswer): { width: number; height: number; slack: number } {
  const [west, south, east, north] = answer.bbox as [number, number, number, number];
  const worldPx = 256 * 2 ** answer.zoom;
  return {
    width: ((east - west) / 360) * worldPx,
    height: ((mercatorY(north) - mercatorY(south)) / (2 * Math.PI)) * worldPx,
    slack: 1 + (2e-5 / 360) * worldPx * 1.5,
  };
}

/**
 * Waits until a view drawn after the first `seen` (the views recorded before the action) is the map's
 * settled view — its bbox covers the map's own size at its (integer) zoom, so not a view caught in the
 * middle of a flight or a resize — no tile request is running and the page draws exactly that view's
 * markers (up to the 500-marker cap); returns it merged from its tiles.
 */
async function settledView(page: Page, views: DrawnView[], seen: number, what: string): Promise<ClusterAnswer> {
  const map = page.locator('.leaflet-container');
  let settled: ClusterAnswer | null = null;
  await expect
    .poll(
      async () => {
        const drawn = views.at(-1);
        if (views.length <= seen || !drawn) return 'no new view';
        const answer = mergedView(page, drawn);
        if (!answer) return 'a tile of the view not recorded yet';
        const size = answerSize(answer);
        const [width, height] = await map.evaluate((element) => [element.clientWidth, element.clientHeight]);
        if (Math.abs(size.width - width!) > size.slack || Math.abs(size.height - height!) > size.slack) {
          return `view of ${size.width.toFixed(0)}x${size.height.toFixed(0)} px, map ${width}x${height} px`;
        }
        if ((await page.locator('.fm-map-status').getAttribute('aria-busy')) !== 'false') return 'busy';
        const count = await drawnMarkerCount(page);
        const expected = Math.min(answer.markers, MAX_MARKERS);
        if (count !== expected) return `${count} of ${expected} markers drawn`;
        settled = answer;
        return 'drawn';
      },
      { message: `${what}: a new view of the settled map, drawn from its tiles`, timeout: INDEX_READY_TIMEOUT_MS },
    )
    .toBe('drawn');
  expect(await drawnMarkerCount(page), `${what}: markers drawn`).toBeLessThanOrEqual(MAX_MARKERS);
  return settled!;
}

/** Every tile answer of the journey held at most MAX_MARKERS markers (the page draws at most as many). */
function expectAnswersWithinCap(answers: DrawnView[], page: Page): void {
  expect(answers.length).toBeGreaterThan(0);
  const largest = Math.max(...[...(tileAnswers.get(page)?.values() ?? [])].map((tile) => tile.markers));
  expect(largest, 'most markers in one tile answer').toBeLessThanOrEqual(MAX_MARKERS);
}

/** Index (among `markers`) of the marker whose centre is nearest `to` (page px), and that distance; -1 when none. */
async function nearestOnScreen(
  page: Page,
  markers: Locator,
  to: { x: number; y: number },
): Promise<{ index: number; distance: number }> {
  const centres = await markers.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return [rect.left + rect.width / 2, rect.top + rect.height / 2] as const;
    }),
  );
  let best = { index: -1, distance: Infinity };
  centres.forEach(([x, y], index) => {
    const distance = Math.hypot(x - to.x, y - to.y);
    if (distance < best.distance) best = { index, distance };
  });
  return best;
}

/**
 * Where `point` is on the page (CSS px), from the bbox the map asked for in `view` (its bounds, rounded
 * outward by 1e-5°: under a pixel up to zoom 17) and the map's box.
 */
async function screenPosition(
  page: Page,
  view: ClusterAnswer,
  point: { lng: number; lat: number },
): Promise<{ x: number; y: number }> {
  const frame = await page.locator('.leaflet-container').boundingBox();
  if (!frame) throw new Error('the map is not on screen');
  const [west, south, east, north] = view.bbox as [number, number, number, number];
  return {
    x: frame.x + ((point.lng - west) / (east - west)) * frame.width,
    y: frame.y + ((mercatorY(north) - mercatorY(point.lat)) / (mercatorY(north) - mercatorY(south))) * frame.height,
  };
}

const inBox = (bbox: number[], point: { lng: number; lat: number }) =>
  point.lng >= bbox[0]! && point.lng <= bbox[2]! && point.lat >= bbox[1]! && point.lat <= bbox[3]!;

/** Metres around a chosen venue with no other point: its pin does not overlap another at street level. */
const ALONE_WITHIN_M = 50;

const nearbyPoints = (centre: { lng: number; lat: number }, radius: number, limit: number, types?: string) =>
  apiGet<{ list: MapPointItem[] }>(portal.server.baseUrl, token, '/api/data/fitnessMap/nearby', {
    lng: centre.lng,
    lat: centre.lat,
    radius,
    limit,
    ...(types ? { types } : {}),
  });

/**
 * A venue (map type 1-4, with its detail page) in `view` that is not drawn as a single marker there, so
 * it is inside a cluster: of the venues near the footer point with no other point within ALONE_WITHIN_M
 * (a venue's matches stand a few metres from it, and their pins would cover its pin), the one closest to
 * a cluster's centre.
 */
async function venueInsideACluster(view: ClusterAnswer): Promise<MapPointItem> {
  const venues = (await nearbyPoints(FOOTER_POINT, 50_000, 100, '1,2,3,4')).list;
  const toNearestCluster = (venue: MapPointItem) =>
    Math.min(...view.clusters.map((cluster) => Math.hypot(cluster.lng - venue.lng, cluster.lat - venue.lat)));
  const candidates = venues
    .filter((venue) => inBox(view.bbox, venue) && !view.pointIds.includes(venue.id) && venue.detailPath)
    .sort((a, b) => toNearestCluster(a) - toNearestCluster(b));
  for (const venue of candidates) {
    if ((await nearbyPoints(venue, ALONE_WITHIN_M, 2)).list.length !== 1) continue;
    expect(venue.detailPath).toMatch(/^\/openFacility\/(smallDetail|bigDetail|detail)\?organId=\d+/);
    return venue;
  }
  throw new Error('no venue of map type 1-4, apart from other points, inside a cluster of the footer view');
}

/** Whether the open popup lies wholly inside the map (Leaflet pans the map to fit it; it clips what is outside). */
/**
 * Waits until the open popup lies wholly inside the map. Leaflet pans the map to fit the popup when it
 * opens and again each time its content grows (the detail arrives, the status renders), each pan
 * restarting the last; on this machine the view settled 1.6 s after the popup opened, past expect.poll's
 * default 1 s, so the wait allows POPUP_SETTLE_MS.
 */
const POPUP_SETTLE_MS = 5_000;
const expectPopupInsideMap = (page: Page) =>
  expect
    .poll(() => popupInsideMap(page), { message: 'the popup is wholly inside the map', timeout: POPUP_SETTLE_MS })
    .toBe(true);

const popupInsideMap = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const popup = document.querySelector('.leaflet-popup')?.getBoundingClientRect();
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    if (!popup || !map) return false;
    return popup.left >= map.left && popup.right <= map.right && popup.top >= map.top && popup.bottom <= map.bottom;
  });

/** Metres of a 附近 result's distance text ('距离 350 米', '距离 1.2 公里'). */
function metresOf(text: string): number {
  const match = DISTANCE_TEXT.exec(text.trim());
  if (!match) throw new Error(`not a distance: '${text}'`);
  return match[1] !== undefined ? Number(match[1]) : Number(match[2]) * 1000;
}

/** Opens the fitness map at the footer point in a new context and waits for its first drawn clusters. */
async function openMap(): Promise<{ page: Page; answers: DrawnView[]; first: ClusterAnswer }> {
  const page = await (await portal.newContext()).newPage();
  const answers = await recordClusterAnswers(page);
  await page.goto(MAP_PATH);
  await clusterMarkers(page).first().waitFor({ timeout: INDEX_READY_TIMEOUT_MS });
  const first = await settledView(page, answers, 0, 'first view');
  return { page, answers, first };
}

describe('fitness map journeys', () => {
  it('footer link -> clusters -> zoom in to single markers -> popup -> the venue’s detail page', async () => {
    const page = await (await portal.newContext()).newPage();
    const answers = await recordClusterAnswers(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '健身地图' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/fitnessMap' &&
        url.searchParams.get('lng') === String(FOOTER_POINT.lng) &&
        url.searchParams.get('lat') === String(FOOTER_POINT.lat),
    );
    await page.getByRole('heading', { level: 1, name: '健身地图' }).waitFor();

    // Clusters with counts around the footer point, once the server's index is ready.
    await clusterMarkers(page).first().waitFor({ timeout: INDEX_READY_TIMEOUT_MS });
    let view = await settledView(page, answers, 0, 'footer view');
    expect(view.zoom).toBe(12);
    expect(inBox(view.bbox, FOOTER_POINT), 'the map is centred on the footer point').toBe(true);
    await expect.poll(() => page.locator('.fm-map-status').innerText()).toMatch(/当前范围内共 [\d,]+ 个点位/);
    await expect
      .poll(() => page.getByRole('button', { name: /^[\d,]+ 个点位，按回车键放大查看$/ }).count())
      .toBe(await clusterMarkers(page).count());

    // Zoom in on a venue (map types 1-4: its detail page is built) that is still inside a cluster, by
    // activating the cluster under it (the first step by keyboard) until it stands as a single marker.
    const target = await venueInsideACluster(view);
    for (let step = 1; !view.pointIds.includes(target.id); step += 1) {
      expect(step, 'steps from zoom 12 to the single marker').toBeLessThanOrEqual(6);
      const { index } = await nearestOnScreen(page, clusterMarkers(page), await screenPosition(page, view, target));
      expect(index, `a cluster at step ${step}`).toBeGreaterThanOrEqual(0);
      const cluster = clusterMarkers(page).nth(index);
      const [seen, before] = [answers.length, view.zoom];
      if (step === 1) {
        await cluster.focus();
        await page.keyboard.press('Enter');
      } else {
        await cluster.click();
      }
      view = await settledView(page, answers, seen, `zoom step ${step}`);
      expect(view.zoom, `zoom step ${step} zooms in`).toBeGreaterThan(before);
      expect(inBox(view.bbox, target), `the venue stays in view at zoom ${view.zoom}`).toBe(true);
    }
    await saveScreenshot(page, 'fitness-map-single-markers');

    // Its marker opens its popup: name, address, phone, the detail link and the navigation link.
    const { index } = await nearestOnScreen(page, pinMarkers(page), await screenPosition(page, view, target));
    const [pointResponse] = await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/data/fitnessMap/point/${target.id}`,
      ),
      pinMarkers(page).nth(index).click(),
    ]);
    expect(pointResponse.ok()).toBe(true);
    const popup = page.locator('.fm-popup');
    await expect.poll(() => popup.locator('.fm-popup-title').innerText()).toBe(target.name);
    await expect.poll(() => popup.innerText()).toMatch(/地址：/);
    await expect.poll(() => popup.innerText()).toMatch(/电话：/);
    expect(await popup.locator('.fm-popup-nav').getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/marker\?/);
    expect(await popup.locator('.fm-popup-detail').getAttribute('href')).toBe(target.detailPath);
    expect(await drawnMarkerCount(page)).toBeLessThanOrEqual(MAX_MARKERS);
    await auditPage(page, 'fitness map with a popup');
    await saveScreenshot(page, 'fitness-map-popup');

    await popup.getByRole('link', { name: '查看详情' }).click();
    const detailUrl = new URL(target.detailPath!, portal.server.baseUrl);
    await page.waitForURL(
      (url) =>
        url.pathname === detailUrl.pathname &&
        url.searchParams.get('organId') === detailUrl.searchParams.get('organId'),
    );
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expectAnswersWithinCap(answers, page);
  });

  it('layer filter; a 2-character search flies to the chosen result; 附近 lists the nearest with distances; 查看全国', async () => {
    const { page, answers, first } = await openMap();

    // Layer filter: without 赛事活动 (type 5) the map asks for the other five types and shows fewer points.
    const events = page.getByRole('checkbox', { name: '赛事活动' });
    let seen = answers.length;
    await events.uncheck();
    const withoutEvents = await settledView(page, answers, seen, 'without events');
    expect(withoutEvents.types).toBe('1,2,3,4,6');
    expect(withoutEvents.total).toBeLessThan(first.total);
    expect(await page.getByRole('checkbox', { name: '全部' }).isChecked()).toBe(false);
    expect(await page.locator('.leaflet-marker-pane .fm-pin-5').count()).toBe(0);
    await events.check();
    await expect.poll(() => drawnMarkerCount(page), { message: 'all types again' }).toBe(first.markers);

    const keyword = '滑冰';
    const expected = await apiGet<{ list: MapPointItem[]; total: number }>(
      portal.server.baseUrl,
      token,
      '/api/data/fitnessMap/search',
      { keyword, pageSize: 20 },
    );
    expect(expected.total, `seeded points named or placed '${keyword}'`).toBeGreaterThan(0);
    const targetIndex = expected.list.findIndex((item) => !inBox(first.bbox, item));
    expect(targetIndex, 'a result outside the first view').toBeGreaterThanOrEqual(0);
    const target = expected.list[targetIndex]!;

    await page.getByRole('textbox', { name: '名称或地址' }).fill(keyword);
    await page.locator('.fm-finder').getByRole('button', { name: '搜索', exact: true }).click();
    const results = page.locator('.fm-result');
    await expect.poll(() => results.count()).toBe(expected.list.length);
    await expect.poll(() => page.locator('.fm-results-status').innerText()).toMatch(/找到.*个场所/);
    const chosen = results.nth(targetIndex);
    expect((await chosen.locator('.fm-result-name').innerText()).trim()).toBe(target.name);

    seen = answers.length;
    await chosen.click();
    await expect.poll(() => page.locator('.fm-popup .fm-popup-title').innerText()).toBe(target.name);
    const there = await settledView(page, answers, seen, 'after choosing a result');
    expect(there.zoom, 'the map zoomed in on the result').toBeGreaterThanOrEqual(16);
    expect(inBox(there.bbox, target), 'the map flew to the result').toBe(true);
    expect(there.pointIds, 'the result is drawn as a single marker').toContain(target.id);
    await expectPopupInsideMap(page);
    await saveScreenshot(page, 'fitness-map-search');

    // 附近: the nearest points to the map centre (now the result's surroundings), nearest first.
    await page.getByRole('button', { name: '附近的场所' }).click();
    await page.getByRole('heading', { level: 3, name: '离地图中心最近的场所' }).waitFor();
    const distances = page.locator('.fm-result .fm-result-distance');
    await expect.poll(() => distances.count()).toBeGreaterThan(0);
    const metres = (await distances.allInnerTexts()).map(metresOf);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(metres[0]!, 'the nearest point is within the 50 km the list covers').toBeLessThanOrEqual(50_000);
    await auditPage(page, 'fitness map with nearby results');
    await saveScreenshot(page, 'fitness-map-nearby');

    // The popup's close button (named in Chinese), then the whole country: the zoom with the most points
    // on screen still draws at most 500 markers.
    await page.getByRole('button', { name: '关闭点位详情' }).click();
    await expect.poll(() => page.locator('.fm-popup').count()).toBe(0);
    const before = answers.length;
    await page.getByRole('button', { name: '查看全国' }).click();
    const nation = await settledView(page, answers, before, 'whole country');
    expect(nation.zoom).toBeLessThanOrEqual(4);
    expect(await clusterMarkers(page).count()).toBeGreaterThan(0);
    expectAnswersWithinCap(answers, page);
    // Last, as it resizes the window (375 px and back): axe at both widths, no horizontal scroll at 375 px.
    await auditCurrentPage(page, 'fitness-map-nation', { narrowAudit: true });
  });

  it('is usable by keyboard: Tab reaches the filter, the search box before the markers, the results, then the clusters', async () => {
    const { page, answers } = await openMap();
    const focusKind = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'none';
        if (element.closest('.fm-filter') && element.matches('input[type="checkbox"]')) return 'filter';
        if (element.matches('.leaflet-marker-pane .fm-cluster')) return 'cluster';
        if (element.matches('.leaflet-marker-pane .fm-pin')) return 'pin';
        if (element.matches('.fm-search input')) return 'search';
        if (element.matches('.fm-result')) return 'result';
        return 'other';
      });
    const reached = new Set<string>();
    /** Presses Tab until focus is on `kind` (at most `limit` presses); returns the presses needed. */
    const tabTo = async (kind: string, limit: number): Promise<number> => {
      for (let presses = 1; presses <= limit; presses += 1) {
        await page.keyboard.press('Tab');
        const now = await focusKind();
        reached.add(now);
        if (now === kind) return presses;
      }
      throw new Error(`Tab did not reach ${kind} within ${limit} presses; reached ${[...reached].join(', ')}`);
    };

    await tabTo('filter', 60);
    // Space on 全部 clears every type (nothing to draw), Space again brings them all back.
    const all = page.getByRole('checkbox', { name: '全部' });
    expect(await page.evaluate(() => document.activeElement?.closest('label')?.textContent?.trim())).toBe('全部');
    await page.keyboard.press('Space');
    await expect.poll(() => all.isChecked()).toBe(false);
    await expect.poll(() => page.locator('.fm-map-status').innerText()).toContain('请至少选择一种地图类型');
    await expect.poll(() => drawnMarkerCount(page)).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(() => all.isChecked()).toBe(true);
    await expect.poll(() => clusterMarkers(page).count()).toBeGreaterThan(0);
    // The search box comes before the map's markers (WCAG 2.4.3): no marker is passed on the way.
    await tabTo('search', 20);
    expect(reached.has('cluster') || reached.has('pin'), 'a marker came before the search box').toBe(false);
    await page.keyboard.type('体育');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.fm-result').count()).toBeGreaterThan(0);
    await tabTo('result', 10);
    const name = (await page.locator('.fm-result:focus .fm-result-name').innerText()).trim();
    await page.keyboard.press('Enter');
    // The chosen result's popup opens and takes focus; Escape closes it and focus returns to the result.
    await expect.poll(() => page.locator('.fm-popup .fm-popup-title').innerText()).toBe(name);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('fm-popup'))).toBe(true);
    await expectPopupInsideMap(page);
    await saveScreenshot(page, 'fitness-map-keyboard-popup');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.fm-popup').count()).toBe(0);
    await expect.poll(focusKind).toBe('result');
    // Past the results and the map's tools, the map's markers.
    await tabTo('cluster', 60);
    expectAnswersWithinCap(answers, page);
  });

  it('offline base map: the 南海断续线 in place and in the inset, names by zoom, 24 px targets', async () => {
    const page = await (await portal.newContext()).newPage();
    const mapDashes = page.locator('.leaflet-map-pane path.fm-nanhai-dash');
    const insetDashes = page.locator('.fm-nanhai-inset path.fm-nanhai-dash');
    const labels = (kind: string) => page.locator(`.leaflet-container .fm-label-${kind}`);

    // National view at 1280 px: it ends above 曾母暗沙, so the inset shows the whole line; the line is also
    // drawn in place; province names only.
    await page.goto('/fitnessMap');
    await expect
      .poll(() => mapDashes.count(), { message: 'the ten dashes in place', timeout: LOAD_TIMEOUT_MS })
      .toBe(10);
    await expect
      .poll(() => insetDashes.count(), { message: 'the ten dashes in the inset', timeout: LOAD_TIMEOUT_MS })
      .toBe(10);
    expect(await page.getByRole('img', { name: '南海诸岛附图' }).count()).toBe(1);
    await expect.poll(() => labels('province').count(), { timeout: LOAD_TIMEOUT_MS }).toBeGreaterThan(20);
    expect(await labels('city').count()).toBe(0);
    expect(await labels('county').count()).toBe(0);
    await expectNoOverlap(page, '.leaflet-container .fm-label span', 'national names');
    await saveScreenshot(page, 'fitness-map-base-nation');
    await auditPage(page, 'fitness map base layer with the 南海诸岛 inset');

    // Zooming in (the zoom button): city names from zoom 6, county names from zoom 9 (fetched then).
    await page.goto('/fitnessMap?lng=116.4&lat=39.9&zoom=5');
    await expect.poll(() => labels('province').count(), { timeout: LOAD_TIMEOUT_MS }).toBeGreaterThan(0);
    expect(await labels('city').count()).toBe(0);
    const zoomIn = page.getByRole('button', { name: '放大地图' });
    await zoomIn.click();
    await expect
      .poll(() => labels('city').count(), { message: 'city names at zoom 6', timeout: LOAD_TIMEOUT_MS })
      .toBeGreaterThan(5);
    expect(await labels('county').count()).toBe(0);
    await saveScreenshot(page, 'fitness-map-base-city');
    await page.goto('/fitnessMap?lng=116.4&lat=39.9&zoom=8');
    await expect.poll(() => labels('city').count(), { timeout: LOAD_TIMEOUT_MS }).toBeGreaterThan(0);
    expect(await labels('county').count()).toBe(0);
    await zoomIn.click();
    await expect
      .poll(() => labels('county').count(), { message: 'county names at zoom 9', timeout: LOAD_TIMEOUT_MS })
      .toBeGreaterThan(5);
    expect(await labels('province').count()).toBe(0);
    await expectNoOverlap(page, '.leaflet-container .fm-label span', 'county-zoom names');
    await saveScreenshot(page, 'fitness-map-base-county');

    // Street level at the footer point: no marker covers another, each a 24 px target; the clear icon too.
    await page.goto(MAP_PATH);
    await clusterMarkers(page).first().waitFor({ timeout: INDEX_READY_TIMEOUT_MS });
    await page.waitForFunction(() => document.querySelector('.fm-map-status')?.getAttribute('aria-busy') === 'false');
    await expectNoOverlap(page, '.leaflet-marker-pane .leaflet-marker-icon', 'markers');
    const smallest = await page
      .locator('.leaflet-marker-pane .leaflet-marker-icon')
      .evaluateAll((elements) =>
        Math.min(...elements.map((element) => Math.min(element.clientWidth, element.clientHeight))),
      );
    expect(smallest, 'smallest marker (px)').toBeGreaterThanOrEqual(24);
    await page.getByRole('textbox', { name: '名称或地址' }).fill('体育');
    const clear = await page.locator('.fm-search .ant-input-clear-icon').boundingBox();
    expect(clear?.width ?? 0, 'clear icon width').toBeGreaterThanOrEqual(24);
    expect(clear?.height ?? 0, 'clear icon height').toBeGreaterThanOrEqual(24);

    // A phone: the national view holds the whole line in place, above the attribution, so no inset covers 台湾.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/fitnessMap');
    await expect.poll(() => mapDashes.count(), { timeout: LOAD_TIMEOUT_MS }).toBe(10);
    await expect.poll(() => insetDashes.count(), { timeout: LOAD_TIMEOUT_MS }).toBe(0);
    const lowest = await mapDashes.evaluateAll((paths) =>
      Math.max(...paths.map((path) => path.getBoundingClientRect().bottom)),
    );
    const attribution = await page.locator('.leaflet-control-attribution').boundingBox();
    expect(lowest, 'the southernmost dash is above the attribution').toBeLessThan(attribution!.y);
    await auditPage(page, 'fitness map base layer at 375 px');
    await saveScreenshot(page, 'fitness-map-base-nation-375');
  });
});

/** No two of the elements matching `selector` overlap on screen (by their boxes, 0.5 px tolerance). */
async function expectNoOverlap(page: Page, selector: string, what: string): Promise<void> {
  const overlaps = await page.locator(selector).evaluateAll((elements) => {
    const boxes = elements.map((element) => element.getBoundingClientRect());
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        if (a.left + 0.5 < b.right && b.left + 0.5 < a.right && a.top + 0.5 < b.bottom && b.top + 0.5 < a.bottom)
          found.push(`${elements[i]!.textContent} / ${elements[j]!.textContent}`);
      }
    return found;
  });
  expect(overlaps, `${what} overlap`).toEqual([]);
}
