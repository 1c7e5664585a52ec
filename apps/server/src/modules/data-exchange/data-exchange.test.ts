/**
 * Data exchange (docs/data-exchange.md): signed requests (missing, bad, skewed, replayed signatures and
 * revoked keys answer 401; another system's key 403; nothing is written then), the facility batch's
 * per-row results, idempotent repeats, deletes as tombstones in the changes feed, and a pushed facility
 * in the public facility list at once. SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { EXCHANGE_RATE_LIMIT_PER_MINUTE, type BatchResult, type ChangesPage } from '@portal/contracts/data-exchange';
import type { FacilityListData } from '@portal/contracts/facility';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { issueClient, revokeClient } from './exchange-client.repository.js';
import { signedRequest as signed, type SignOptions } from './exchange.test-support.js';

const NOW = new Date('2026-05-01T10:00:00Z');
let t: TestApp;
let token: string;
let equ: { appKey: string; secret: string };
let park: { appKey: string; secret: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  token = await t.publicToken();
  await insertDivisions(t);
  equ = await issueClient(t.database.db, 'js365_equ', NOW);
  park = await issueClient(t.database.db, 'js365_park', NOW);
});
afterAll(() => t.close());

/** A request signed by js365_equ unless `o.key` says otherwise. */
const signedRequest = (method: 'GET' | 'POST', url: string, body: unknown, o: Partial<SignOptions> = {}) =>
  signed(t, NOW, method, url, body, { key: equ, ...o });

const BATCH = '/api/exchange/v1/facility/batch';
const push = async (body: unknown, o?: Partial<SignOptions>) => {
  const res = await signedRequest('POST', BATCH, body, o);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: BatchResult }>().data;
};
const changes = async (since = '') => {
  const res = await signedRequest('GET', `/api/exchange/v1/facility/changes?since=${since}`, undefined);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChangesPage }>().data;
};

const item = (sourceId: string, extra: Record<string, unknown> = {}) => ({
  sourceId,
  name: `交换测试健身路径${sourceId}`,
  kind: 'fitness_path',
  countyCode: '330106',
  lng: 120.13,
  lat: 30.26,
  address: '杭州市西湖区文三路 1 号',
  area: 320,
  buildYear: 2020,
  managerUnit: '西湖区文化和广电旅游体育局',
  free: true,
  openToPublic: true,
  description: '由器材设施填报系统推送',
  ...extra,
});

const countRows = async () => ({
  points: Number(
    (
      await t.database.db
        .selectFrom('map_point')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  revisions: Number(
    (
      await t.database.db
        .selectFrom('exchange_revision')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('signed requests', () => {
  it('refuses a missing, tampered, skewed, replayed or revoked signature with 401 and writes nothing', async () => {
    const before = await countRows();
    const body = { items: [item('sig-1')] };
    const noHeaders = await t.app.inject({ method: 'POST', url: BATCH, payload: body });
    expect(noHeaders.statusCode).toBe(401);
    expect(noHeaders.json().msg).toContain('X-App-Key');

    const tampered = await signedRequest('POST', BATCH, body, { tamper: true });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().msg).toContain('X-Signature');

    const skewed = await signedRequest('POST', BATCH, body, { timestamp: NOW.getTime() - 5 * 60_000 - 1 });
    expect(skewed.statusCode).toBe(401);
    expect(skewed.json().msg).toContain('X-Timestamp');

    const nonce = randomUUID();
    const first = await signedRequest('POST', BATCH, { items: [] }, { nonce });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await signedRequest('POST', BATCH, body, { nonce });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toContain('X-Nonce');

    const revoked = await issueClient(t.database.db, 'js365_equ', NOW);
    await revokeClient(t.database.db, revoked.appKey, NOW);
    const byRevoked = await signedRequest('POST', BATCH, body, { key: revoked });
    expect(byRevoked.statusCode).toBe(401);

    expect(await countRows()).toEqual(before);
  });

  it("answers 403 to another system's valid key and writes nothing", async () => {
    const before = await countRows();
    const res = await signedRequest('POST', BATCH, { items: [item('park-1')] }, { key: park });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('js365_equ');
    expect((await signedRequest('GET', '/api/exchange/v1/facility/changes', undefined, { key: park })).statusCode).toBe(
      403,
    );
    expect(await countRows()).toEqual(before);
  });
});

describe('POST /api/exchange/v1/facility/batch', () => {
  it('answers each row: good rows created, bad rows rejected naming the field; a repeat is unchanged', async () => {
    const body = {
      items: [
        item('row-1'),
        item('row-2', { countyCode: '999999' }),
        item('row-3', { lng: 0, lat: 0 }),
        item('row-4', { kind: 'rocket' }),
        item('row-5'),
      ],
    };
    const first = await push(body);
    expect(first.items.map((r) => [r.sourceId, r.result, r.field])).toEqual([
      ['row-1', 'created', undefined],
      ['row-2', 'rejected', 'countyCode'],
      ['row-3', 'rejected', 'lng'],
      ['row-4', 'rejected', 'kind'],
      ['row-5', 'created', undefined],
    ]);
    expect(first.items[1]!.reason).toContain('行政区划');
    // A shape error is worded like the API's own 400s, in Chinese.
    expect(first.items[3]!.reason).toBe('取值不在允许范围内');
    const id = first.items[0]!.portalId!;
    const point = await t.database.db
      .selectFrom('map_point')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(point).toMatchObject({ map_type: 6, kind: 'fitness_path', county_code: '330106', city_code: '330100' });

    const before = await countRows();
    // The same records again, fields in another order: nothing to change.
    const again = await push({ items: body.items.map((row) => Object.fromEntries(Object.entries(row).reverse())) });
    expect(again.items.filter((r) => r.result !== 'rejected').map((r) => r.result)).toEqual(['unchanged', 'unchanged']);
    expect(await countRows()).toEqual(before);

    const updated = await push({ items: [item('row-1', { name: '改名后的健身路径' })] });
    expect(updated.items[0]).toMatchObject({ result: 'updated', portalId: id });
  });

  it('shows a pushed facility in the public facility list without restart', async () => {
    let pageSize = 10;
    // Each poll asks a URL not asked before: the list's response cache may hold an answer computed from
    // the snapshot before its background rebuild (see the report), and this test is about the snapshot.
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api_/ruoyi/equipment/list?pageSize=${pageSize++}&keyword=${encodeURIComponent('可见测试')}`,
        headers: { 'session-id': token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: FacilityListData }>().data;
    };
    expect((await list()).total).toBe(0);
    const pushed = await push({ items: [item('list-1', { name: '可见测试健身路径' })] });
    // The list's snapshot is a read model rebuilt in the background after the command's rows are journalled.
    await vi.waitFor(async () => expect((await list()).list.map((r) => r.name)).toEqual(['可见测试健身路径']), {
      timeout: 5_000,
      interval: 50,
    });
    expect(pushed.items[0]!.result).toBe('created');
  });

  it('deletes by sourceId: the rows go and the changes feed ends with a tombstone; cursors page on', async () => {
    const created = await push({ items: [item('del-1')] });
    const id = created.items[0]!.portalId!;
    const start = await changes();
    const removed = await push({ deleted: ['del-1', 'never-pushed'] });
    expect(removed.deleted.map((r) => r.result)).toEqual(['deleted', 'rejected']);
    expect(
      await t.database.db.selectFrom('facility').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const after = await changes(start.next);
    expect(after.items).toEqual([
      expect.objectContaining({
        sourceSystem: 'js365_equ',
        sourceId: 'del-1',
        portalId: id,
        deleted: true,
        state: null,
      }),
    ]);
    expect((await changes(after.next)).items).toEqual([]);
    const bad = await signedRequest('GET', '/api/exchange/v1/facility/changes?since=nonsense', undefined);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('since');
  });
});

describe('rate limit', () => {
  it('answers 429 past EXCHANGE_RATE_LIMIT_PER_MINUTE requests a minute of one key; other keys go on', async () => {
    const busy = await issueClient(t.database.db, 'js365_equ', NOW);
    const url = '/api/exchange/v1/facility/changes';
    for (let i = 0; i < EXCHANGE_RATE_LIMIT_PER_MINUTE; i += 1)
      expect((await signedRequest('GET', url, undefined, { key: busy })).statusCode).toBe(200);
    const over = await signedRequest('GET', url, undefined, { key: busy });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await signedRequest('GET', url, undefined)).statusCode).toBe(200);
  }, 120_000); // 600 signed requests: seconds, more on a loaded machine
});
