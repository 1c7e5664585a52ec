/**
 * Deterministic random requests for the fitness-map benchmark (docs/benchmarks.md "Fitness map"):
 * - randomViewports: a screen (phone 375x667, laptop 1280x800, desktop 1920x1080) at a random zoom 3..18
 *   centred near a random county or city centre of datasets/divisions.json (where the points are);
 * - cityViewports: as visitors use the map: around one of 39 real cities of every region (CITY_CODES), zoom
 *   4..17, phone or desktop, a quarter with a type filter; `tilePaths` gives the tile requests the page
 *   makes for such a view (GET /api/data/fitnessMap/tile/{z}/{x}/{y}, apps/web map-request.ts);
 * - randomNearbyPaths: nearby searches around county and city centres.
 * A fixed PRNG seed, so every run asks the same questions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { latitudeOfMercatorY, mercatorY, tileOf } from '@portal/contracts/map-tiles.codes';
import { REPO_ROOT } from '../../test-support/portal-server.js';

type DivisionRow = [code: string, name: string, level: number, parentCode: string | null, lng: number, lat: number];

function divisionRows(): DivisionRow[] {
  const file = join(REPO_ROOT, 'apps/server/src/seed/datasets/divisions.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { rows: DivisionRow[] }).rows;
}

/** County and city centres (level 2 and 3 divisions). */
export function divisionCentres(): { lng: number; lat: number }[] {
  return divisionRows()
    .filter((r) => r[2] >= 2)
    .map((r) => ({ lng: r[4], lat: r[5] }));
}

/**
 * 39 cities of every region (GB/T 2260 codes of their city-level division): the provincial capitals of the
 * mainland, the four municipalities and eight large cities (深圳, 大连, 青岛, 宁波, 厦门, 苏州, 东莞, 佛山).
 */
export const CITY_CODES = [
  '110100',
  '120100',
  '130100',
  '140100',
  '150100',
  '210100',
  '220100',
  '230100',
  '310100',
  '320100',
  '330100',
  '340100',
  '350100',
  '360100',
  '370100',
  '410100',
  '420100',
  '430100',
  '440100',
  '450100',
  '460100',
  '500100',
  '510100',
  '520100',
  '530100',
  '540100',
  '610100',
  '620100',
  '630100',
  '640100',
  '650100',
  '440300',
  '210200',
  '370200',
  '330200',
  '350200',
  '320500',
  '441900',
  '440600',
] as const;

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCREENS = [
  [375, 667],
  [1280, 800],
  [1920, 1080],
] as const;

export interface Viewport {
  bbox: [number, number, number, number];
  zoom: number;
  types: string;
}

/** The bbox a `width` x `height` px map shows at `zoom` around (lng, lat), clipped to the world. */
export function viewportAround(
  lng: number,
  lat: number,
  zoom: number,
  width: number,
  height: number,
): [number, number, number, number] {
  const worldPx = 256 * 2 ** zoom;
  const x = (lng + 180) / 360;
  const y = mercatorY(lat);
  const dx = width / 2 / worldPx;
  const dy = height / 2 / worldPx;
  const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return [
    round(clamp((x - dx) * 360 - 180, -180, 180)),
    round(clamp(latitudeOfMercatorY(Math.min(1, y + dy)), -85, 85)),
    round(clamp((x + dx) * 360 - 180, -180, 180)),
    round(clamp(latitudeOfMercatorY(Math.max(0, y - dy)), -85, 85)),
  ];
}

/** `count` viewports: zoom uniform in 3..18; types all for 4 in 5, else a random non-empty subset. */
export function randomViewports(count: number, seed = 20261121): Viewport[] {
  const rnd = prng(seed);
  const centres = divisionCentres();
  return Array.from({ length: count }, () => {
    const c = centres[Math.floor(rnd() * centres.length)]!;
    const zoom = 3 + Math.floor(rnd() * 16);
    const [width, height] = SCREENS[Math.floor(rnd() * SCREENS.length)]!;
    const jitter = 0.1 * rnd();
    const bbox = viewportAround(c.lng + jitter, c.lat - jitter, zoom, width, height);
    const types = rnd() < 0.8 ? '' : [1, 2, 3, 4, 5, 6].filter(() => rnd() < 0.5).join(',') || '6';
    return { bbox, zoom, types };
  });
}

const VISITOR_SCREENS = [
  [375, 667],
  [1366, 768],
] as const;

/**
 * `count` views as visitors make them: around one of CITY_CODES' centres (jittered by up to ~20 km),
 * zoom uniform in 4..17, a phone or a desktop screen, a random type filter on one view in four.
 */
export function cityViewports(count: number, seed = 20261128): Viewport[] {
  const rnd = prng(seed);
  const byCode = new Map(divisionRows().map((r) => [r[0], r]));
  const cities = CITY_CODES.map((code) => byCode.get(code)!);
  return Array.from({ length: count }, () => {
    const city = cities[Math.floor(rnd() * cities.length)]!;
    const zoom = 4 + Math.floor(rnd() * 14);
    const [width, height] = VISITOR_SCREENS[Math.floor(rnd() * VISITOR_SCREENS.length)]!;
    const bbox = viewportAround(city[4] + (rnd() - 0.5) * 0.4, city[5] + (rnd() - 0.5) * 0.4, zoom, width, height);
    const types = rnd() < 0.75 ? '' : [1, 2, 3, 4, 5, 6].filter(() => rnd() < 0.5).join(',') || '6';
    return { bbox, zoom, types };
  });
}

/** The tile requests the map page makes for view `v`: every XYZ tile of its zoom that the bbox touches. */
export function tilePaths(v: Viewport): string[] {
  const [west, south, east, north] = v.bbox;
  const northWest = tileOf(west, north, v.zoom);
  const southEast = tileOf(east, south, v.zoom);
  const query = v.types ? `?types=${v.types}` : '';
  const paths: string[] = [];
  for (let y = northWest.y; y <= southEast.y; y += 1) {
    for (let x = northWest.x; x <= southEast.x; x += 1) {
      paths.push(`/api/data/fitnessMap/tile/${v.zoom}/${x}/${y}${query}`);
    }
  }
  return paths;
}

export function clusterPath(v: Viewport): string {
  return `/api/data/fitnessMap/cluster?bbox=${v.bbox.join(',')}&zoom=${v.zoom}${v.types ? `&types=${v.types}` : ''}`;
}

/** `count` nearby searches: near a county or city centre (within ~10 km), radius 1-50 km, limit 20. */
export function randomNearbyPaths(count: number, seed = 20261122): string[] {
  const rnd = prng(seed);
  const centres = divisionCentres();
  const radii = [1000, 5000, 5000, 20000, 50000];
  return Array.from({ length: count }, () => {
    const c = centres[Math.floor(rnd() * centres.length)]!;
    const lng = (c.lng + (rnd() - 0.5) * 0.2).toFixed(6);
    const lat = (c.lat + (rnd() - 0.5) * 0.2).toFixed(6);
    return `/api/data/fitnessMap/nearby?lng=${lng}&lat=${lat}&radius=${radii[Math.floor(rnd() * radii.length)]}&limit=20`;
  });
}
