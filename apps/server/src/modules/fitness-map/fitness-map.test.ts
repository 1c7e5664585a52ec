/**
 * The fitness-map endpoints over the seeded data (API tests, DESIGN.md "Tests and benchmarks"; SQLite, or PostgreSQL
 * with DATABASE_URL): the index is built from the database in the background after start-up; cluster counts in a
 * viewport add up to the points of the table inside it; nearby agrees with a brute-force haversine ranking of every
 * point; search (2-character queries too); the popup of each map type with its detail link; bad parameters -> 400
 * naming the field; 503 while the index is being built.
 */
import { FACILITY_KINDS } from '@portal/contracts/facility.codes';
import type { MapClusterData, MapNearbyData, MapPointDetail, MapSearchData } from '@portal/contracts/fitness-map';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import errorEnvelope from '../../plugins/error-envelope.js';
import { parseSeedArgs } from '../../seed/seed-args.js';
import fitnessMapRoutes, { fitnessMapIndex } from './fitness-map.routes.js';
import { FAILED_MESSAGE, LOADING_MESSAGE, mapIndexModel } from './map-index.holder.js';
import { lastJournalId, readVersions } from '../../data/change-log.js';
import { runCommand } from '../../data/commands.js';
import { GOBI_MAP_POINT } from '../../../../../test-support/map-fixtures.js';
import { MapIndexBuilder } from './map-index.builder.js';
import type { MapIndex } from './map-index.js';

/** Independent haversine (metres) for the brute-force check. */
function haversine(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Row {
  id: number;
  map_type: number;
  kind: string;
  lng: number;
  lat: number;
  organ_id: number | null;
  match_id: number | null;
  name: string;
  address: string;
}

let t: TestApp;
let token: string;
let points: Row[];

const get = (url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });

async function ok<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { code: number; msg: string; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

async function expect400(url: string, field: string): Promise<void> {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  const body = res.json() as { code: number; msg: string; data: null };
  expect(body).toMatchObject({ code: 400, data: null });
  expect(body.msg).toContain(field);
  expect(body.msg).toMatch(/不合法/);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: () => new Date('2026-11-02T02:00:00.000Z') });
  token = await t.publicToken();
  await fitnessMapIndex(t.app).whenReady();
  points = (await t.database.db
    .selectFrom('map_point')
    .select(['id', 'map_type', 'kind', 'lng', 'lat', 'organ_id', 'match_id', 'name', 'address'])
    .orderBy('id')
    .execute()) as Row[];
  points = points.map((p) => ({ ...p, lng: Number(p.lng), lat: Number(p.lat) }));
});
afterAll(() => t.close());

describe('seeded map points', () => {
  it('has a point per venue and per match, and facilities of every kind', async () => {
    const venues = await t.database.db.selectFrom('venue').select('organ_id').execute();
    const matches = await t.database.db.selectFrom('venue_match').select('id').execute();
    expect(new Set(points.filter((p) => p.map_type <= 4).map((p) => p.organ_id))).toEqual(
      new Set(venues.map((v) => v.organ_id)),
    );
    expect(new Set(points.filter((p) => p.map_type === 5).map((p) => p.match_id))).toEqual(
      new Set(matches.map((m) => m.id)),
    );
    const kinds = new Set(points.filter((p) => p.map_type === 6).map((p) => p.kind));
    expect([...kinds].sort()).toEqual([...FACILITY_KINDS].sort());
  });

  it('summary: the index built from the database holds every point', async () => {
    const data = await ok<{ ready: boolean; total: number; counts: Record<string, number> }>(
      '/api/data/fitnessMap/summary',
    );
    expect(data.ready).toBe(true);
    expect(data.total).toBe(points.length);
    for (const type of [1, 2, 3, 4, 5, 6])
      expect(data.counts[type]).toBe(points.filter((p) => p.map_type === type).length);
  });

  it('the seed flag --map-national is parsed', () => {
    expect(parseSeedArgs(['--map-national'])).toMatchObject({ scale: 1, mapNational: true });
    expect(parseSeedArgs([])).not.toHaveProperty('mapNational');
  });
});

describe('GET /api/data/fitnessMap/cluster', () => {
  const cluster = (bbox: number[], zoom: number, types = '') =>
    ok<MapClusterData>(
      `/api/data/fitnessMap/cluster?bbox=${bbox.join(',')}&zoom=${zoom}${types ? `&types=${types}` : ''}`,
    );

  async function countInDb(bbox: number[], types: number[]): Promise<number> {
    const [minLng, minLat, maxLng, maxLat] = bbox as [number, number, number, number];
    const row = await t.database.db
      .selectFrom('map_point')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lng', '>=', minLng)
      .where('lng', '<=', maxLng)
      .where('lat', '>=', minLat)
      .where('lat', '<=', maxLat)
      .where('map_type', 'in', types)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('counts in a viewport add up to the points in it, at every zoom, for type filters', async () => {
    const viewports: [number[], number][] = [
      [[73, 18, 135, 54], 3],
      [[73, 18, 135, 54], 5],
      [[110, 28, 122, 36], 6],
      [[115.5, 39.4, 117.5, 40.5], 9],
      [[116.2, 39.8, 116.6, 40.0], 12],
      [[113.0, 22.9, 113.6, 23.3], 14],
      [[-180, -85, 180, 85], 0],
    ];
    // Plus viewports whose edges pass exactly through seeded points.
    for (let k = 0; k < 6; k += 1) {
      const [a, b] = [points[(k * 97) % points.length]!, points[(k * 131 + 7) % points.length]!];
      viewports.push([
        [Math.min(a.lng, b.lng), Math.min(a.lat, b.lat), Math.max(a.lng, b.lng), Math.max(a.lat, b.lat)],
        4 + k * 2,
      ]);
    }
    for (const [bbox, zoom] of viewports) {
      for (const types of [[1, 2, 3, 4, 5, 6], [1, 2, 6], [5], [6]]) {
        const data = await cluster(bbox, zoom, types.length === 6 ? '' : types.join(','));
        const inDb = await countInDb(bbox, types);
        const sum = data.clusters.reduce((s, c) => s + c.count, 0) + data.points.length;
        expect(sum, `${bbox.join(',')} z${zoom} types ${types.join(',')}`).toBe(inDb);
        expect(data.total).toBe(inDb);
        expect(data.clusters.length + data.points.length).toBeLessThanOrEqual(500);
        for (const p of data.points) expect(types).toContain(p.mapType);
      }
    }
  });

  it('shows counts at low zoom that split as you zoom in, and single markers at street level', async () => {
    const china = await cluster([73, 18, 135, 54], 4);
    expect(china.total).toBe(points.length);
    expect(china.clusters.length).toBeGreaterThan(0);
    const big = [...china.clusters].sort((a, b) => b.count - a.count)[0]!;
    expect(big.expansionZoom).toBeGreaterThan(4);
    const around = [big.lng - 3, big.lat - 3, big.lng + 3, big.lat + 3];
    const coarse = await cluster(around, 4);
    const fine = await cluster(around, big.expansionZoom + 1);
    expect(fine.clusters.length + fine.points.length).toBeGreaterThan(coarse.clusters.length + coarse.points.length);
    const p = points.find((x) => x.map_type === 6)!;
    const street = await cluster([p.lng - 0.001, p.lat - 0.001, p.lng + 0.001, p.lat + 0.001], 18);
    expect(street.points.map((m) => m.id)).toContain(p.id);
  });

  it('rejects a bad bbox, zoom or types with 400 naming the field', async () => {
    for (const bbox of [
      '1,2,3',
      'a,b,c,d',
      '1,2,3,4,5',
      '120,40,110,30',
      '116,41,117,40',
      '-190,0,10,10',
      '0,-95,10,10',
      '1,,3,4',
      '',
    ]) {
      await expect400(`/api/data/fitnessMap/cluster?bbox=${bbox}&zoom=5`, 'bbox');
    }
    await expect400('/api/data/fitnessMap/cluster?zoom=5', 'bbox');
    for (const zoom of ['1.5', '19', '-1', 'x', ''])
      await expect400(`/api/data/fitnessMap/cluster?bbox=100,20,120,40&zoom=${zoom}`, 'zoom');
    await expect400('/api/data/fitnessMap/cluster?bbox=100,20,120,40', 'zoom');
    for (const types of ['7', '0', '1,,2', 'a', '1;2', '12']) {
      await expect400(`/api/data/fitnessMap/cluster?bbox=100,20,120,40&zoom=5&types=${types}`, 'types');
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/data/fitnessMap/cluster?bbox=100,20,120,40&zoom=5' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/data/fitnessMap/tile/{z}/{x}/{y}', () => {
  const tile = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/data/fitnessMap/tile/${path}`, headers });

  it('the tiles of a zoom hold every point exactly once, without a session', async () => {
    for (const z of [0, 2, 3]) {
      const side = 2 ** z;
      let total = 0;
      let markers = 0;
      for (let x = 0; x < side; x += 1) {
        for (let y = 0; y < side; y += 1) {
          const res = await tile(`${z}/${x}/${y}`);
          expect(res.statusCode, res.body).toBe(200);
          const data = res.json<{ data: MapClusterData }>().data;
          expect(data.zoom).toBe(z);
          const counted = data.clusters.reduce((sum, c) => sum + c.count, 0) + data.points.length;
          expect(counted).toBe(data.total);
          total += data.total;
          markers += data.clusters.length + data.points.length;
        }
      }
      expect(total, `zoom ${z}`).toBe(points.length);
      expect(markers).toBeGreaterThan(0);
    }
    const facilities = points.filter((p) => p.map_type === 6).length;
    const typed = await tile('0/0/0?types=6');
    expect(typed.json<{ data: MapClusterData }>().data.total).toBe(facilities);
  });

  it('is compressed once, cacheable, and revalidates with its ETag', async () => {
    const first = await tile('3/6/3', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const plain = await tile('3/6/3');
    expect(plain.headers['etag']).toBe(etag);
    if (plain.body.length >= 1024) expect(first.headers['content-encoding']).toBe('br');
    const again = await tile('3/6/3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('rejects a tile outside its zoom, a bad zoom or bad types with 400 naming the field', async () => {
    const bad = async (path: string, field: string) => {
      const res = await tile(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json<{ msg: string }>().msg).toContain(field);
    };
    await bad('3/8/0', 'x');
    await bad('3/0/8', 'y');
    await bad('19/0/0', 'z');
    await bad('a/0/0', 'z');
    await bad('3/-1/0', 'x');
    await bad('3/0/0?types=7', 'types');
  });
});

describe('the index as a read model', () => {
  it('keeps the index when nothing is new after its cursor, also when the version read came before the rows', async () => {
    const model = mapIndexModel(() => Promise.reject(new Error('no full build expected')));
    const index = await fitnessMapIndex(t.app).whenReady();
    const cursor = await lastJournalId(t.database.db, 'map_point');
    const versionsBefore = await readVersions(t.database.db);
    const id = await runCommand(t.database.db, { tables: ['map_point'] }, async (trx) => {
      const row = await trx
        .insertInto('map_point')
        .values({ ...GOBI_MAP_POINT, name: '读模型测试健身路径' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { value: Number(row.id), rows: [{ table: 'map_point' as const, upserted: [Number(row.id)] }] };
    });
    // The holder read the versions before this commit and the journal after it: the rows are applied.
    const first = await model.update!(t.database.db, index, cursor, versionsBefore, versionsBefore);
    expect(first).not.toBeNull();
    expect(first!.value.size).toBe(index.size + 1);
    // Its next refresh sees the new version but no new rows: nothing to do, no full build.
    const second = await model.update!(
      t.database.db,
      first!.value,
      first!.cursor,
      await readVersions(t.database.db),
      versionsBefore,
    );
    expect(second).toEqual({ value: first!.value, cursor: first!.cursor });
    await runCommand(t.database.db, { tables: ['map_point'] }, async (trx) => {
      await trx.deleteFrom('map_point').where('id', '=', id).execute();
      return { value: null, rows: [{ table: 'map_point' as const, deleted: [id] }] };
    });
  });
});

describe('GET /api/data/fitnessMap/nearby', () => {
  it('comes back ordered by true haversine distance, like a brute-force ranking', async () => {
    const centres = [
      { lng: 116.42602, lat: 39.88433 }, // the footer's map link
      { lng: points[10]!.lng + 0.01, lat: points[10]!.lat - 0.005 },
      { lng: points[200]!.lng, lat: points[200]!.lat },
    ];
    for (const centre of centres) {
      for (const [radius, limit, types] of [
        [50_000, 20, [1, 2, 3, 4, 5, 6]],
        [5_000, 100, [1, 2, 3, 4, 5, 6]],
        [50_000, 7, [6]],
        [30_000, 15, [1, 5]],
      ] as const) {
        const data = await ok<MapNearbyData>(
          `/api/data/fitnessMap/nearby?lng=${centre.lng}&lat=${centre.lat}&radius=${radius}&limit=${limit}&types=${types.join(',')}`,
        );
        const expected = points
          .filter((p) => (types as readonly number[]).includes(p.map_type))
          .map((p) => ({ id: p.id, d: haversine(centre.lng, centre.lat, p.lng, p.lat) }))
          .filter((p) => p.d <= radius)
          .sort((a, b) => a.d - b.d || a.id - b.id)
          .slice(0, limit);
        expect(data.list.map((p) => p.id)).toEqual(expected.map((e) => e.id));
        data.list.forEach((p, i) => expect(Math.abs(p.distance - expected[i]!.d)).toBeLessThanOrEqual(0.05));
        for (let i = 1; i < data.list.length; i += 1)
          expect(data.list[i]!.distance).toBeGreaterThanOrEqual(data.list[i - 1]!.distance);
        expect(data).toMatchObject({ lng: centre.lng, lat: centre.lat, radius });
      }
    }
  });

  it('defaults to 5 km and 20 points and gives list fields', async () => {
    const p = points.find((x) => x.map_type === 1)!;
    const data = await ok<MapNearbyData>(`/api/data/fitnessMap/nearby?lng=${p.lng}&lat=${p.lat}`);
    expect(data.radius).toBe(5000);
    expect(data.list.length).toBeLessThanOrEqual(20);
    expect(data.list[0]).toMatchObject({ id: p.id, distance: 0, name: p.name, address: p.address, mapType: 1 });
  });

  it('shows a renamed point under its new name once the index has taken the write (rows are kept between answers)', async () => {
    const p = points.find((x) => x.map_type === 2)!;
    const nearbyName = async () =>
      (await ok<MapNearbyData>(`/api/data/fitnessMap/nearby?lng=${p.lng}&lat=${p.lat}&limit=1`)).list[0]!.name;
    expect(await nearbyName()).toBe(p.name);
    const rename = (name: string) =>
      runCommand(t.database.db, { tables: ['map_point'] }, async (trx) => {
        await trx.updateTable('map_point').set({ name }).where('id', '=', p.id).execute();
        return { value: null, rows: [{ table: 'map_point' as const, upserted: [p.id] }] };
      });
    await rename('更名后的健身路径');
    try {
      await vi.waitFor(async () => expect(await nearbyName()).toBe('更名后的健身路径'), {
        timeout: 15_000,
        interval: 200,
      });
    } finally {
      await rename(p.name);
    }
    await vi.waitFor(async () => expect(await nearbyName()).toBe(p.name), { timeout: 15_000, interval: 200 });
  });

  it('concurrent requests get the same lists as one at a time (PostgreSQL reads them in one query), venue links included', async () => {
    const urls = points
      .filter((_, i) => i % Math.ceil(points.length / 16) === 0)
      .map((p) => `/api/data/fitnessMap/nearby?lng=${p.lng + 0.003}&lat=${p.lat}&radius=20000&limit=30`);
    const alone: MapNearbyData[] = [];
    for (const url of urls) alone.push(await ok<MapNearbyData>(url));
    const together = await Promise.all(urls.map((url) => ok<MapNearbyData>(url)));
    expect(together).toEqual(alone);
    const venues = new Map(
      (await t.database.db.selectFrom('venue').select(['organ_id', 'is_large']).execute()).map((v) => [
        Number(v.organ_id),
        Number(v.is_large),
      ]),
    );
    const linked = together.flatMap((d) => d.list).filter((item) => item.mapType <= 3);
    expect(linked.length).toBeGreaterThan(0);
    for (const item of linked) {
      const organId = points.find((p) => p.id === item.id)!.organ_id!;
      const page = venues.get(organId) === 1 ? 'bigDetail' : 'smallDetail';
      expect(item.detailPath).toBe(`/openFacility/${page}?organId=${organId}`);
    }
  });

  it('rejects bad coordinates, radius, types and limit with 400 naming the field', async () => {
    await expect400('/api/data/fitnessMap/nearby?lat=39.9', 'lng');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4', 'lat');
    await expect400('/api/data/fitnessMap/nearby?lng=181&lat=39.9', 'lng');
    await expect400('/api/data/fitnessMap/nearby?lng=abc&lat=39.9', 'lng');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=-91', 'lat');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=39.9&radius=0', 'radius');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=39.9&radius=50001', 'radius');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=39.9&radius=1.5', 'radius');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=39.9&types=9', 'types');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=39.9&limit=0', 'limit');
    await expect400('/api/data/fitnessMap/nearby?lng=116.4&lat=39.9&limit=101', 'limit');
  });
});

describe('GET /api/data/fitnessMap/search', () => {
  it('finds Chinese substrings of names and addresses, 2-character queries too', async () => {
    const sample = points.find((p) => p.map_type === 6)!;
    const two = [...sample.name].slice(0, 2).join('');
    const data = await ok<MapSearchData>(`/api/data/fitnessMap/search?keyword=${encodeURIComponent(two)}&pageSize=100`);
    const expected = points.filter((p) => p.name.includes(two) || p.address.includes(two));
    expect(data.total).toBe(Math.min(expected.length, 1000));
    expect(data.totalCapped).toBe(expected.length > 1000);
    expect(data.list.map((p) => p.id)).toEqual(expected.slice(0, 100).map((p) => p.id));
    for (const item of data.list) expect(`${item.name}${item.address}`).toContain(two);

    const road = '人民路';
    const byAddress = await ok<MapSearchData>(
      `/api/data/fitnessMap/search?keyword=${encodeURIComponent(road)}&types=6&pageNum=2&pageSize=5`,
    );
    const expectedRoad = points.filter((p) => p.map_type === 6 && (p.name.includes(road) || p.address.includes(road)));
    expect(byAddress.list.map((p) => p.id)).toEqual(expectedRoad.slice(5, 10).map((p) => p.id));
    expect(byAddress).toMatchObject({ pageNum: 2, pageSize: 5, total: Math.min(expectedRoad.length, 1000) });
  });

  /** The first ids of a brute-force match, and the capped total. */
  function bruteForce(keyword: string, types: readonly number[]) {
    const found = points.filter(
      (p) => types.includes(p.map_type) && (p.name.includes(keyword) || p.address.includes(keyword)),
    );
    return { ids: found.map((p) => p.id), total: Math.min(found.length, 1000), capped: found.length > 1000 };
  }

  it('3+ character keywords (trigram index first) agree with a brute-force match: rare, absent, with and without types', async () => {
    const rare = points.find((p) => p.map_type === 5)!.name;
    const cases: [string, number[]][] = [
      [rare, [1, 2, 3, 4, 5, 6]],
      [rare, [5]],
      [rare, [1, 2]],
      [[...rare].slice(-4).join(''), [1, 2, 3, 4, 5, 6]],
      ['无此关键词', [1, 2, 3, 4, 5, 6]],
      ['无此关键词', [6]],
      ['"体育', [1, 2, 3, 4, 5, 6]],
    ];
    for (const [keyword, types] of cases) {
      const expected = bruteForce(keyword, types);
      for (const [pageNum, pageSize] of [
        [1, 100],
        [3, 7],
      ] as const) {
        const data = await ok<MapSearchData>(
          `/api/data/fitnessMap/search?keyword=${encodeURIComponent(keyword)}&types=${types.join(',')}&pageNum=${pageNum}&pageSize=${pageSize}`,
        );
        const label = `${keyword} types ${types.join(',')} page ${pageNum}`;
        expect(
          data.list.map((p) => p.id),
          label,
        ).toEqual(expected.ids.slice((pageNum - 1) * pageSize, pageNum * pageSize));
        expect({ total: data.total, capped: data.totalCapped }, label).toEqual({
          total: expected.total,
          capped: expected.capped,
        });
      }
    }
  });

  const extraPoint = (id: number, mapType: number, name: string) => ({
    id,
    map_type: mapType,
    kind: mapType === 6 ? 'fitness_path' : '',
    name,
    address: '北京市东城区测试路1号',
    lng: 116.4,
    lat: 39.9,
    province_code: '110000',
    city_code: '110100',
    county_code: '110101',
  });

  async function topId(): Promise<number> {
    return Number(
      (
        await t.database.db
          .selectFrom('map_point')
          .select((eb) => eb.fn.max('id').as('top'))
          .executeTakeFirst()
      )?.top,
    );
  }

  it('a 3+ character keyword of more than 1,000 points: capped without a type filter, scanned with one', async () => {
    const db = t.database.db;
    const first = (await topId()) + 1;
    // 1,200 points, every third of map type 1: the index gives 1,001 matches of any type, so types=1 scans.
    const extra = Array.from({ length: 1200 }, (_, i) =>
      extraPoint(first + i, i % 3 === 0 ? 1 : 6, `常见测试词${i}号点`),
    );
    try {
      for (let i = 0; i < extra.length; i += 200)
        await db
          .insertInto('map_point')
          .values(extra.slice(i, i + 200))
          .execute();
      const all = await ok<MapSearchData>(
        `/api/data/fitnessMap/search?keyword=${encodeURIComponent('见测试词')}&pageNum=3&pageSize=10`,
      );
      expect(all).toMatchObject({ total: 1000, totalCapped: true });
      expect(all.list.map((p) => p.id)).toEqual(extra.slice(20, 30).map((p) => p.id));
      const typeOne = extra.filter((p) => p.map_type === 1);
      const one = await ok<MapSearchData>(
        `/api/data/fitnessMap/search?keyword=${encodeURIComponent('见测试词')}&types=1&pageNum=2&pageSize=50`,
      );
      expect(one).toMatchObject({ total: typeOne.length, totalCapped: false });
      expect(one.list.map((p) => p.id)).toEqual(typeOne.slice(50, 100).map((p) => p.id));
    } finally {
      await db.deleteFrom('map_point').where('id', '>=', first).execute();
    }
  });

  it('finds a point added, renamed or deleted after the seed (the index follows the table)', async () => {
    const db = t.database.db;
    const id = (await topId()) + 1000;
    const search = async (keyword: string) =>
      (await ok<MapSearchData>(`/api/data/fitnessMap/search?keyword=${encodeURIComponent(keyword)}`)).list.map(
        (p) => p.id,
      );
    try {
      await db
        .insertInto('map_point')
        .values(extraPoint(id, 6, '测试新增点位甲乙丙'))
        .execute();
      expect(await search('新增点位甲')).toEqual([id]);
      await db.updateTable('map_point').set({ name: '测试改名点位丁戊己' }).where('id', '=', id).execute();
      expect(await search('新增点位甲')).toEqual([]);
      expect(await search('改名点位丁')).toEqual([id]);
    } finally {
      await db.deleteFrom('map_point').where('id', '=', id).execute();
    }
    expect(await search('改名点位丁')).toEqual([]);
  });

  it('treats % and _ as plain text and rejects a blank or missing keyword', async () => {
    expect((await ok<MapSearchData>('/api/data/fitnessMap/search?keyword=%25%25%25')).total).toBe(0);
    expect((await ok<MapSearchData>('/api/data/fitnessMap/search?keyword=%25')).total).toBe(0);
    expect((await ok<MapSearchData>('/api/data/fitnessMap/search?keyword=_')).total).toBe(0);
    await expect400('/api/data/fitnessMap/search', 'keyword');
    await expect400('/api/data/fitnessMap/search?keyword=%20%20', 'keyword');
    await expect400(`/api/data/fitnessMap/search?keyword=${'长'.repeat(51)}`, 'keyword');
    await expect400('/api/data/fitnessMap/search?keyword=体育&types=x', 'types');
  });
});

describe('GET /api/data/fitnessMap/point/{id}', () => {
  it('gives a venue its open status, venue and detail link', async () => {
    const venuePoint = points.find((p) => p.map_type === 2)!;
    const data = await ok<MapPointDetail>(`/api/data/fitnessMap/point/${venuePoint.id}`);
    const venue = await t.database.db
      .selectFrom('venue')
      .select(['organ_id', 'is_large'])
      .where('organ_id', '=', venuePoint.organ_id!)
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({ id: venuePoint.id, mapType: 2, typeName: '公共体育馆', name: venuePoint.name });
    expect(data.detailPath).toBe(
      venue.is_large
        ? `/openFacility/bigDetail?organId=${venue.organ_id}`
        : `/openFacility/smallDetail?organId=${venue.organ_id}`,
    );
    expect(data.status).not.toBeNull();
    expect(data.status!.at).toBe('2026-11-02T02:00:00.000Z');
    expect(data.openNow).toBe(data.status!.open);
    expect(data.venue!.organId).toBe(venue.organ_id);
    expect(data.areaName).toMatch(/省|市|自治区/);

    const centre = points.find((p) => p.map_type === 4)!;
    expect((await ok<MapPointDetail>(`/api/data/fitnessMap/point/${centre.id}`)).detailPath).toBe(
      `/openFacility/detail?organId=${centre.organ_id}&oldType=4`,
    );
  });

  it('gives an event its dates, status, venue and the games page', async () => {
    const event = points.find((p) => p.map_type === 5)!;
    const data = await ok<MapPointDetail>(`/api/data/fitnessMap/point/${event.id}`);
    expect(data.detailPath).toBe(`/games/detail?id=${event.match_id}`);
    expect(data.match).toMatchObject({ id: event.match_id });
    expect(['未开始', '进行中', '已结束']).toContain(data.match!.statusName);
    expect(data.venue!.organId).toBe(event.organ_id);
    expect(data.status).toBeNull();
  });

  it('gives a facility its daily hours and equipment page', async () => {
    const path = points.find((p) => p.kind === 'fitness_path')!;
    const data = await ok<MapPointDetail>(`/api/data/fitnessMap/point/${path.id}`);
    expect(data).toMatchObject({
      typeName: '全民健身路径',
      openHours: '全天开放',
      openNow: true,
      status: null,
      venue: null,
      match: null,
      phone: null,
    });
    expect(data.detailPath).toBe(`/equipment/NationalFitnessPathDetail?id=${path.id}`);
    const park = points.find((p) => p.kind === 'sports_park')!;
    // 10:00 in Shanghai: a park open 06:00-22:00 is open.
    expect(await ok<MapPointDetail>(`/api/data/fitnessMap/point/${park.id}`)).toMatchObject({
      openHours: '06:00-22:00',
      openNow: true,
    });
  });

  it('answers 404 for an unknown point and 400 for a bad id', async () => {
    const res = await get('/api/data/fitnessMap/point/999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '地图点位不存在或已删除', data: null });
    await expect400('/api/data/fitnessMap/point/0', 'id');
    await expect400('/api/data/fitnessMap/point/abc', 'id');
  });
});

describe('while the index is being built', () => {
  async function bareApp(loadIndex: () => Promise<MapIndex>) {
    const app = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: 'array', useDefaults: true } } });
    app.decorate('db', t.database.db);
    app.decorate('dialect', t.database.dialect);
    app.decorate('clock', () => new Date('2026-11-02T02:00:00.000Z'));
    await app.register(errorEnvelope);
    await app.register(fitnessMapRoutes, { loadIndex });
    await app.ready();
    return app;
  }

  it('cluster and nearby answer 503 in Chinese until it is ready; search works meanwhile', async () => {
    let release: (index: MapIndex) => void = () => {};
    const app = await bareApp(() => new Promise<MapIndex>((resolve) => (release = resolve)));
    try {
      await vi.waitFor(() => expect(fitnessMapIndex(app).state).toBe('building'));
      for (const url of [
        '/api/data/fitnessMap/cluster?bbox=100,20,120,40&zoom=5',
        '/api/data/fitnessMap/nearby?lng=116.4&lat=39.9',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ code: 503, msg: LOADING_MESSAGE, data: null });
      }
      expect((await app.inject({ method: 'GET', url: '/api/data/fitnessMap/summary' })).json().data.ready).toBe(false);
      expect((await app.inject({ method: 'GET', url: '/api/data/fitnessMap/search?keyword=体育' })).statusCode).toBe(
        200,
      );
      // Bad input is still a 400, not a 503.
      expect(
        (await app.inject({ method: 'GET', url: '/api/data/fitnessMap/cluster?bbox=1,2&zoom=5' })).statusCode,
      ).toBe(400);

      const builder = new MapIndexBuilder();
      builder.add(1, 6, 116.4, 39.9);
      release(builder.finish());
      await fitnessMapIndex(app).whenReady();
      const res = await app.inject({ method: 'GET', url: '/api/data/fitnessMap/cluster?bbox=100,20,120,40&zoom=5' });
      expect(res.json()).toMatchObject({ code: 200, data: { total: 1, points: [{ id: 1, mapType: 6 }] } });
    } finally {
      release(new MapIndexBuilder().finish());
      await app.close();
    }
  });

  it('answers 503 with another message when the build failed', async () => {
    const app = await bareApp(() => Promise.reject(new Error('boom')));
    try {
      await vi.waitFor(() => expect(fitnessMapIndex(app).state).toBe('failed'));
      const res = await app.inject({ method: 'GET', url: '/api/data/fitnessMap/cluster?bbox=100,20,120,40&zoom=5' });
      expect(res.json()).toEqual({ code: 503, msg: FAILED_MESSAGE, data: null });
    } finally {
      await app.close();
    }
  });
});
