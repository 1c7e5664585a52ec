/**
 * 数据开放 over the real seed (scale 0.05; docs/decisions/open-data.md): the files are generated once, then
 * - the yearly rows equal what the venue pages show for the same venue and year (figures and checks);
 * - the catalogue's checksums, sizes and row counts match the files as served, and the files as served
 *   answer Range requests with long cache headers;
 * - the CSV starts with its BOM; the GeoJSON is a valid FeatureCollection of points;
 * - no personal field in any file (a phone, contact or personal-name column, or a mobile number value);
 * - the row API: the files' rows page by page (deep pages, combined filters, the change list), pages compressed
 *   at generation and pages assembled as bytes equal to the uncompressed body, the rows of the
 *   files listed until they are regenerated, 400 naming a bad filter, RateLimit-* headers and 429;
 * - app keys: a listed key's higher limit per key, 401 for another key, a malformed configured hash refused;
 * - regenerate(tables) writes a new version only of the datasets reading those tables.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { REFERENCE_NOW } from '../../seed/seed-settings.js';
import { newAppKey } from './app-key.js';
import { OpenDataService } from './open-data.service.js';
import { runSimpleCommand } from '../../data/commands.js';

let t: TestApp;
let token: string;

interface Distribution {
  'dcat:downloadURL': { '@id': string };
  'dcat:byteSize'?: { '@value': number };
  'spdx:checksum'?: { 'spdx:checksumValue': string };
  'dct:format'?: string;
  'dct:extent'?: string;
}
interface CatalogDataset {
  'dct:identifier': string;
  'dcat:distribution': Distribution[];
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => new URL(url).pathname;
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function catalog(): Promise<CatalogDataset[]> {
  const res = await get('/opendata/catalog.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/ld+json');
  const body = res.json();
  expect(body['@type']).toBe('dcat:Catalog');
  return body['dcat:dataset'];
}

async function detail(id: string) {
  const res = await get(`/api/open/v1/datasets/${id}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json().data;
}

async function fileOf(id: string, format: string): Promise<Buffer> {
  const file = (await detail(id)).files.find((f: { format: string }) => f.format === format);
  expect(file, `${id} ${format}`).toBeDefined();
  return get(file.url).then((r) => r.rawPayload);
}

const appKey = newAppKey();

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    clock: () => REFERENCE_NOW,
    env: { OPEN_DATA_APP_KEYS: `${'0'.repeat(64)}, ${appKey.hash.toUpperCase()}` },
  });
  token = await t.publicToken();
  await t.app.openData.generateAll();
}, 120_000);
afterAll(() => t?.close());

describe('open data files', () => {
  it('the catalogue lists the yearly series, its change list and the registers', async () => {
    const list = (await get('/api/open/v1/datasets')).json().data;
    const ids: string[] = list.datasets.map((d: { id: string }) => d.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'venues',
        'facilities',
        'build-projects',
        'races',
        'passenger-flow-daily',
        'evaluations',
        'instructor-counts',
      ]),
    );
    const years = ids.filter((id) => /^venue-open-year-\d{4}$/.test(id));
    expect(years.length).toBeGreaterThan(1);
    expect(ids).toContain(`${years[0]}-changes`);
    for (const d of list.datasets) expect(d.rows, d.id).toBeGreaterThan(0);
  });

  it('yearly rows equal the venue page of the same venue and year (figures and programme checks)', async () => {
    const id = (await get('/api/open/v1/datasets')).json().data.datasets[0].id as string;
    const year = Number(id.slice(-4));
    const rows = JSON.parse((await fileOf(id, 'json')).toString('utf8')) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    const sample = [rows[0], rows[Math.floor(rows.length / 2)], rows[rows.length - 1]].filter((r) => r !== undefined);
    for (const row of sample) {
      const res = await get(`/api/data/venue/${row.organId}/${year}`, { 'session-id': token });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(row.auditStatus).toBe('已审核');
      expect(row.datum).toBe('CGCS2000');
      expect(row.name).toBe(page.venue.name);
      expect(row.organType).toBe(page.venue.organType);
      expect(row.openDays).toBe(page.stat.openDays);
      expect(row.weeklyOpenHours).toBe(page.stat.weeklyOpenHours);
      expect(row.freeOpenHours).toBe(page.stat.freeOpenHours);
      expect(row.outdoorFreeHours).toBe(page.stat.outdoorFreeHours);
      expect(row.visitorsTotal).toBe(page.stat.visitorsTotal);
      expect(row.visitorsM01).toBe(page.stat.visitorsByMonth[0]);
      expect(row.visitorsM12).toBe(page.stat.visitorsByMonth[11]);
      expect(row.eventsHeld).toBe(page.stat.eventsHeld);
      expect(row.marketPrice).toBe(page.venue.marketPrice);
      expect(row.lowFeePrice).toBe(page.venue.lowFeePrice);
      expect(row.concessionPrice).toBe(page.venue.concessionPrice);
      const byRule = Object.fromEntries(
        page.compliance.checks.map((c: { rule: string; passed: boolean | null }) => [c.rule, c.passed]),
      );
      expect(row.checkOpenDays).toBe(byRule.openDays);
      expect(row.checkWeeklyOpenHours).toBe(byRule.weeklyOpenHours);
      expect(row.checkLowFeePrice).toBe(byRule.lowFeePrice);
      expect(row.checkClosureNotice).toBe(byRule.closureNotice);
      expect(row.checkOutdoorFreeHours).toBe(byRule.outdoorFreeHours);
      expect(row.compliant).toBe(page.compliance.compliant);
      expect(String(row.ruleSource)).toContain('体经字〔2014〕34号');
    }
  });

  it("the catalogue's checksum, size and row count match every file as served, with Range and long caching", async () => {
    for (const dataset of await catalog()) {
      for (const dist of dataset['dcat:distribution']) {
        if (!dist['spdx:checksum']) continue;
        const res = await get(pathOf(dist['dcat:downloadURL']['@id']));
        expect(res.statusCode, dist['dcat:downloadURL']['@id']).toBe(200);
        expect(res.headers['cache-control']).toContain('immutable');
        expect(res.headers.etag).toBeTruthy();
        expect(sha256(res.rawPayload)).toBe(dist['spdx:checksum']['spdx:checksumValue']);
        expect(res.rawPayload.length).toBe(dist['dcat:byteSize']?.['@value']);
        if (dist['dct:format'] === 'JSON') {
          const rows = JSON.parse(res.rawPayload.toString('utf8')) as unknown[];
          expect(`${rows.length} 行`).toBe(dist['dct:extent']);
        }
        if (dist['dct:format'] === 'CSV') {
          const lines = res.rawPayload.toString('utf8').trimEnd().split('\n');
          expect(`${lines.length - 1} 行`).toBe(dist['dct:extent']);
        }
      }
    }
    const csv = (await detail('venues')).files.find((f: { format: string }) => f.format === 'csv');
    const part = await get(csv.url, { range: 'bytes=0-2' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-2/${csv.byteSize}`);
    expect([...part.rawPayload]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('the CSV opens with its byte-order mark and a header of the dictionary names', async () => {
    const info = await detail('venues');
    const csv = await fileOf('venues', 'csv');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = csv.subarray(3).toString('utf8').split('\n')[0]?.trim();
    expect(header).toBe(info.columns.map((c: { name: string }) => c.name).join(','));
  });

  it('the GeoJSON is a FeatureCollection of points inside the coordinate range, one per row', async () => {
    const info = await detail('venues');
    const geo = JSON.parse((await fileOf('venues', 'geojson')).toString('utf8'));
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(info.rows);
    for (const f of geo.features) {
      expect(f.type).toBe('Feature');
      expect(f.geometry.type).toBe('Point');
      const [lng, lat] = f.geometry.coordinates;
      expect(lng).toBeGreaterThanOrEqual(73);
      expect(lng).toBeLessThanOrEqual(136);
      expect(lat).toBeGreaterThanOrEqual(3);
      expect(lat).toBeLessThanOrEqual(54);
      expect(typeof f.properties).toBe('object');
    }
  });

  it('no personal field in any file: no phone, contact or personal-name column, no mobile number', async () => {
    const forbidden = /phone|mobile|tel$|contact|idcard|identity|certificate|gender|birth|email|realname|username/i;
    const mobile = /(?<![\d.])1[3-9]\d{9}(?!\d)/;
    for (const dataset of await catalog()) {
      const id = dataset['dct:identifier'];
      const info = await detail(id);
      for (const c of info.columns) expect(c.name, `${id}.${c.name}`).not.toMatch(forbidden);
      // Instructors only as counts: no name column at all.
      if (id === 'instructor-counts') expect(info.columns.map((c: { name: string }) => c.name)).not.toContain('name');
      const csv = (await fileOf(id, 'csv')).toString('utf8');
      const header = csv.slice(1, csv.indexOf('\n'));
      for (const name of header.split(',')) expect(name, `${id} header`).not.toMatch(forbidden);
      expect(csv, `${id} values`).not.toMatch(mobile);
    }
  });
});

describe('open data row API', () => {
  let address = 0;
  const rows = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: `10.0.0.${++address}` });

  it('pages through the same rows as the files, filters exactly, and names a bad filter', async () => {
    const file = JSON.parse((await fileOf('venues', 'json')).toString('utf8')) as Record<string, unknown>[];
    const first = (await rows('/api/open/v1/venues?pageSize=5')).json().data;
    expect(first.total).toBe(file.length);
    expect(first.list).toEqual(file.slice(0, 5));
    const second = (await rows('/api/open/v1/venues?pageSize=5&pageNum=2')).json().data;
    expect(second.list).toEqual(file.slice(5, 10));

    const province = String(file[0]?.provinceCode);
    const filtered = (await rows(`/api/open/v1/venues?provinceCode=${province}&pageSize=100`)).json().data;
    expect(filtered.total).toBe(file.filter((r) => r.provinceCode === province).length);
    expect(filtered.list.every((r: { provinceCode: string }) => r.provinceCode === province)).toBe(true);

    const bad = await rows('/api/open/v1/venues?phone=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('phone');
    const badType = await rows('/api/open/v1/venues?organType=abc');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().msg).toContain('organType');
    expect((await rows('/api/open/v1/no-such-dataset')).statusCode).toBe(404);
  });

  it('any page and any filter combination equals the rows of the JSON file, the change list included', async () => {
    const file = JSON.parse((await fileOf('venues', 'json')).toString('utf8')) as Record<string, unknown>[];
    const last = Math.ceil(file.length / 7);
    const deep = (await rows(`/api/open/v1/venues?pageSize=7&pageNum=${last}`)).json().data;
    expect(deep.list).toEqual(file.slice((last - 1) * 7, last * 7));
    expect((await rows(`/api/open/v1/venues?pageSize=7&pageNum=${last + 1}`)).json().data.list).toEqual([]);

    const { provinceCode, organType } = file[file.length - 1] as { provinceCode: string; organType: number };
    const matching = file.filter((r) => r.provinceCode === provinceCode && r.organType === organType);
    const both = `/api/open/v1/venues?provinceCode=${provinceCode}&organType=${organType}&pageSize=2`;
    const second = (await rows(`${both}&pageNum=2`)).json().data;
    expect(second.total).toBe(matching.length);
    expect(second.list).toEqual(matching.slice(2, 4));
    expect((await rows(`/api/open/v1/venues?provinceCode=000000`)).json().data).toMatchObject({ total: 0, list: [] });

    const changesId = (await get('/api/open/v1/datasets'))
      .json()
      .data.datasets.find((d: { id: string }) => d.id.endsWith('-changes')).id as string;
    const changes = JSON.parse((await fileOf(changesId, 'json')).toString('utf8')) as Record<string, unknown>[];
    const added = (await rows(`/api/open/v1/${changesId}?change=新增&pageSize=100`)).json().data;
    expect(added.list).toEqual(changes.filter((r) => r.change === '新增').slice(0, 100));
  });

  it('a page compressed at generation decodes to exactly the body the per-request path sends', async () => {
    const ids = (await get('/api/open/v1/datasets')).json().data.datasets.map((d: { id: string }) => d.id) as string[];
    const chosen = ['venues', 'facilities', ids.find((id) => /^venue-open-year-\d+$/.test(id)) as string];
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    let compared = 0;
    for (const id of chosen) {
      const def = (await t.app.openData.datasets()).find((d) => d.id === id);
      if (!def) throw new Error(`no dataset ${id}`);
      const pages = Math.ceil((await detail(id)).rows / 100);
      for (const pageNum of new Set([1, 2, pages])) {
        const url = `/api/open/v1/${id}?pageNum=${pageNum}&pageSize=100`;
        // No accept-encoding: the body as assembled per request, uncompressed.
        const plain = await rows(url);
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        for (const encoding of ['br', 'gzip'] as const) {
          const stored = await t.app.openData.storedPage(def, {}, (pageNum - 1) * 100, 100, encoding);
          // A body under the compression threshold is sent as it is, so none is stored.
          if (plain.rawPayload.length < 1024) {
            expect(stored).toBeNull();
            continue;
          }
          expect(stored, `${url} ${encoding}`).not.toBeNull();
          expect(decode[encoding](stored as Buffer).toString('utf8')).toBe(plain.body);
          const sent = await t.app.inject({
            method: 'GET',
            url,
            remoteAddress: `10.0.1.${++address}`,
            headers: { 'accept-encoding': 'gzip, deflate, br, zstd'.replace(encoding === 'br' ? '' : ', br', '') },
          });
          expect(sent.headers['content-encoding']).toBe(encoding);
          expect(sent.headers['content-type']).toBe(plain.headers['content-type']);
          expect(sent.headers.vary).toContain('accept-encoding');
          expect(sent.headers['ratelimit-limit']).toBe(plain.headers['ratelimit-limit']);
          expect(sent.rawPayload.equals(stored as Buffer)).toBe(true);
          compared += 1;
        }
      }
      // Filtered and other page sizes are not stored: they are assembled as bytes per request.
      expect(await t.app.openData.storedPage(def, {}, 0, 50, 'br')).toBeNull();
      expect(await t.app.openData.storedPage(def, { provinceCode: '330000' }, 0, 100, 'br')).toBeNull();
    }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  it('a filtered page or another page size, assembled as bytes and compressed, decodes to the uncompressed body', async () => {
    const file = JSON.parse((await fileOf('venues', 'json')).toString('utf8')) as Record<string, unknown>[];
    const { provinceCode, organType } = file[file.length - 1] as { provinceCode: string; organType: number };
    // The commonest venue type: its rows interleave with the others', so its page is many runs joined by commas.
    const byType = new Map<unknown, number>();
    for (const r of file) byType.set(r.organType, (byType.get(r.organType) ?? 0) + 1);
    const [commonest] = [...byType].sort(([, a], [, b]) => b - a)[0] as [unknown, number];
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync } as const;
    const urls = [
      `/api/open/v1/venues?provinceCode=${provinceCode}&pageSize=100`,
      `/api/open/v1/venues?organType=${String(commonest)}&pageSize=100`,
      `/api/open/v1/venues?provinceCode=${provinceCode}&organType=${organType}&pageSize=3&pageNum=2`,
      `/api/open/v1/venues?pageSize=7&pageNum=3`,
    ];
    for (const url of urls) {
      const plain = await rows(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip', 'deflate'] as const) {
        const sent = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress: `10.0.2.${++address}`,
          headers: { 'accept-encoding': encoding },
        });
        expect(sent.statusCode).toBe(200);
        if (plain.rawPayload.length < 1024) {
          expect(sent.headers['content-encoding'], url).toBeUndefined();
          expect(sent.body).toBe(plain.body);
          continue;
        }
        expect(sent.headers['content-encoding'], url).toBe(encoding);
        expect(sent.headers.vary).toContain('accept-encoding');
        expect(decode[encoding](sent.rawPayload).toString('utf8'), `${url} ${encoding}`).toBe(plain.body);
      }
    }
  });

  it('shows the rows of the files listed, never newer or older: a change appears once the files are regenerated', async () => {
    const [first] = JSON.parse((await fileOf('venues', 'json')).toString('utf8')) as {
      organId: number;
      name: string;
    }[];
    if (!first) throw new Error('no venue rows');
    const renamed = `${first.name}（改）`;
    await t.app.db.updateTable('venue').set({ name: renamed }).where('organ_id', '=', first.organId).execute();
    try {
      // Written outside the write path, so no regeneration follows: the API keeps the files' row.
      expect((await rows('/api/open/v1/venues?pageSize=1')).json().data.list[0].name).toBe(first.name);
      await t.app.openData.regenerate(['venue']);
      expect((await rows('/api/open/v1/venues?pageSize=1')).json().data.list[0].name).toBe(renamed);
      const [now] = JSON.parse((await fileOf('venues', 'json')).toString('utf8')) as { name: string }[];
      expect(now?.name).toBe(renamed);
    } finally {
      await t.app.db.updateTable('venue').set({ name: first.name }).where('organ_id', '=', first.organId).execute();
      await t.app.openData.regenerate(['venue']);
    }
  });

  it('answers with RateLimit-* headers and refuses the 11th request in a burst from one address', async () => {
    const once = () =>
      t.app
        .inject({ method: 'GET', url: '/api/open/v1/evaluations?pageSize=1', remoteAddress: '10.9.9.9' })
        .then((r) => ({ r }));
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await once());
    expect(answers[0]?.r.headers['ratelimit-limit']).toBe('10');
    expect(answers[0]?.r.headers['ratelimit-remaining']).toBe('9');
    expect(answers[0]?.r.headers['ratelimit-reset']).toBeDefined();
    expect(answers.slice(0, 10).every(({ r }) => r.statusCode === 200)).toBe(true);
    expect(answers[10]?.r.statusCode).toBe(429);
    expect(answers[10]?.r.json().code).toBe(429);
    // Another address is not affected.
    expect((await rows('/api/open/v1/evaluations?pageSize=1')).statusCode).toBe(200);
  });
});

describe('open data app keys', () => {
  const withKey = (key: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/open/v1/evaluations?pageSize=1',
      remoteAddress,
      headers: { 'x-app-key': key },
    });

  it('a listed key gets the higher limit, counted per key and shown in RateLimit-Limit', async () => {
    const answers = [];
    // Twelve requests from one address: beyond the keyless burst of 10, within the key's 200.
    for (let i = 0; i < 12; i += 1) answers.push(await withKey(appKey.key, '10.7.7.7'));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(answers[0]?.headers['ratelimit-limit']).toBe('200');
    expect(answers[11]?.headers['ratelimit-remaining']).toBe('188');
    // The key's count follows the key to another address; the address's own keyless count is untouched.
    expect((await withKey(appKey.key, '10.7.7.8')).headers['ratelimit-remaining']).toBe('187');
    const keyless = await t.app.inject({
      method: 'GET',
      url: '/api/open/v1/evaluations?pageSize=1',
      remoteAddress: '10.7.7.7',
    });
    expect(keyless.headers['ratelimit-limit']).toBe('10');
    expect(keyless.headers['ratelimit-remaining']).toBe('9');
  });

  it('refuses a key that is not listed or malformed with 401, and a malformed hash in the configuration', async () => {
    const unknown = await withKey(newAppKey().key, '10.7.7.9');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().msg).toContain('应用密钥无效');
    expect((await withKey('od_short', '10.7.7.9')).statusCode).toBe(401);
    expect(() => loadConfig({ OPEN_DATA_APP_KEYS: 'not-a-hash' })).toThrow(/OPEN_DATA_APP_KEYS/);
  });
});

describe('regeneration', () => {
  it('regenerate(tables) writes a new version of the datasets reading them only, keeping the previous files', async () => {
    const before = { venues: await detail('venues'), races: await detail('races') };
    await t.app.openData.regenerate(['venue']);
    const after = { venues: await detail('venues'), races: await detail('races') };
    expect(after.venues.files[0].url).not.toBe(before.venues.files[0].url);
    expect(after.venues.files[0].sha256).toBe(before.venues.files[0].sha256);
    expect(after.races.files[0].url).toBe(before.races.files[0].url);
    expect((await get(before.venues.files[0].url)).statusCode).toBe(200);
  });

  it('a restart writes again only the datasets whose tables changed since their files were made', async () => {
    await t.app.openData.generateAll();
    const versionOf = (service: OpenDataService, id: string) => service.generated(id)?.version;
    const restarted = new OpenDataService(
      t.app.db,
      t.app.openData.root,
      () => REFERENCE_NOW,
      t.app.log,
      t.app.databaseUrl,
    );
    try {
      const before = { venues: versionOf(restarted, 'venues'), races: versionOf(restarted, 'races') };
      expect(before.venues).toBeDefined();
      await restarted.generateStale();
      expect(versionOf(restarted, 'venues')).toBe(before.venues);
      expect(versionOf(restarted, 'races')).toBe(before.races);

      const organId = (await t.app.db.selectFrom('venue').select('organ_id').executeTakeFirstOrThrow()).organ_id;
      await runSimpleCommand(t.app.db, { tables: ['venue'] }, (trx) =>
        trx
          .updateTable('venue')
          .set({ name: (eb) => eb.ref('name') })
          .where('organ_id', '=', organId)
          .execute(),
      );
      await restarted.generateStale();
      expect(versionOf(restarted, 'venues')).not.toBe(before.venues);
      expect(versionOf(restarted, 'races')).toBe(before.races);
    } finally {
      await restarted.close();
    }
  });
});
