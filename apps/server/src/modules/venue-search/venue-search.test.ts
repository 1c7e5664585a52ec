/**
 * GET /api/data/v2/venue/search and /api/data/venue/search (spec §7): every filter, paging and
 * order, bad input (400 naming the field), unknown areaCode (404), the status fields, and the SQL
 * open-now / free-now filters agreeing with computeOpenStatus for every fixture venue at several
 * instants (midnight crossing, holiday, 8 August, 调休, closures). SQLite, or PostgreSQL with DATABASE_URL.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OpenStatus, VenueBasic, VenueListItem } from '@portal/contracts/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../content/content.test-support.js';
import { computeOpenStatus } from '../venue-status/open-status.js';
import { CALENDAR, sh, shIso } from '../venue-status/opening.test-fixtures.js';
import { createVenueSearchTestApp, VENUES, type VenueSearchTestApp } from './venue-search.test-support.js';

let t: VenueSearchTestApp;
beforeAll(async () => {
  t = await createVenueSearchTestApp();
});
afterAll(() => t.close());

interface PageBody<T> {
  code: number;
  msg: string;
  data: { list: T[]; total: number; pageNum: number; pageSize: number };
}

async function v2(query: string): Promise<PageBody<VenueListItem>> {
  const res = await t.get(`/api/data/v2/venue/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function v1(query: string): Promise<PageBody<VenueBasic>> {
  const res = await t.get(`/api/data/venue/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ids = (body: PageBody<{ organId: number }>) => body.data.list.map((v) => v.organId);

describe('venue search: filters, paging and order', () => {
  beforeAll(() => t.setNow(sh('2026-03-02 10:00')));

  it('lists every venue, open now first then organId (sizes mixed), with the page frame', async () => {
    const body = await v2('pageSize=100');
    expect(body.code).toBe(200);
    // Monday 10:00: 1 and 2 are open; large venues (1, 4) are not put first.
    expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.data).toMatchObject({ total: 6, pageNum: 1, pageSize: 100 });
    expect(ids(await v1('pageSize=100'))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('puts the venues open now first, whatever their size or number', async () => {
    // Monday 01:00: only 3 is open (its Sunday slot runs to 02:00).
    await t.setNow(sh('2026-03-02 01:00'));
    expect(ids(await v2('pageSize=100'))).toEqual([3, 1, 2, 4, 5, 6]);
    expect(ids(await v2('isLarge=false&pageSize=100'))).toEqual([3, 2, 5, 6]);
    await t.setNow(sh('2026-03-02 10:00'));
  });

  it('orders by distance, nearest first, when the visitor gives a position (lng and lat)', async () => {
    // Venue n stands at 120 + n/10 °E.
    expect(ids(await v2('lng=120.52&lat=30.2&pageSize=100'))).toEqual([5, 6, 4, 3, 2, 1]);
    expect(ids(await v1('lng=120.33&lat=30.2&organType=2'))).toEqual([5, 1, 6]);
    // One of the two is no position: the usual order.
    expect(ids(await v2('lng=120.52&pageSize=100'))).toEqual([1, 2, 3, 4, 5, 6]);
    expectError(await t.get('/api/data/v2/venue/search?lng=200&lat=30'), 400, 'lng');
  });

  it('pages with pageNum and pageSize (default 10) and keeps the total', async () => {
    const page2 = await v2('pageNum=2&pageSize=2');
    expect(ids(page2)).toEqual([3, 4]);
    expect(page2.data).toMatchObject({ total: 6, pageNum: 2, pageSize: 2 });
    expect((await v1('')).data).toMatchObject({ pageNum: 1, pageSize: 10, total: 6 });
    const beyond = await v1('pageNum=9&pageSize=2');
    expect(beyond.data.list).toEqual([]);
    expect(beyond.data.total).toBe(6);
  });

  it('filters by areaCode at province, city and county level', async () => {
    expect(ids(await v2('areaCode=330000&pageSize=100'))).toEqual([1, 2, 3, 4]);
    expect(ids(await v2('areaCode=330100&pageSize=100'))).toEqual([1, 2, 3]);
    expect(ids(await v2('areaCode=330106&pageSize=100'))).toEqual([1, 2]);
    expect(ids(await v1('areaCode=110000'))).toEqual([5, 6]);
    expect(ids(await v1('areaCode=110101'))).toEqual([5, 6]);
  });

  it('filters by organType, isLarge and year', async () => {
    expect(ids(await v2('organType=2'))).toEqual([1, 5, 6]);
    expect(ids(await v1('organType=1'))).toEqual([4]);
    expect(ids(await v2('isLarge=true'))).toEqual([1, 4]);
    expect(ids(await v2('isLarge=false'))).toEqual([2, 3, 5, 6]);
    expect(ids(await v2('year=2025'))).toEqual([1, 2, 5]);
    expect(ids(await v1('year=2024'))).toEqual([1]);
    expect(ids(await v1('year=2023'))).toEqual([]);
    expect(ids(await v2('areaCode=330000&organType=2&isLarge=true&year=2025'))).toEqual([1]);
  });

  it('filters by keyword in the name or address, 1-2 characters too, wildcards taken literally', async () => {
    const kw = (k: string) => v1(`keyword=${encodeURIComponent(k)}&pageSize=100`).then(ids);
    expect(await kw('体育馆')).toEqual([1, 5, 6]);
    expect(await kw('西湖')).toEqual([1, 2]);
    expect(await kw('游')).toEqual([3]);
    expect(await kw('文三路')).toEqual([2]);
    expect(await kw('钱江')).toEqual([3]);
    expect(await kw('体育场路')).toEqual([4]);
    expect(await kw('_')).toEqual([6]);
    expect(await kw('%')).toEqual([6]);
    expect(await kw('_%体')).toEqual([6]);
    expect(await kw('  西湖区全民  ')).toEqual([2]);
    expect(await kw('   ')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await kw('不存在的场馆')).toEqual([]);
    expect(ids(await v2(`keyword=${encodeURIComponent('体育')}&areaCode=110000`))).toEqual([5, 6]);
  });

  it('openNow and freeNow filter at the server clock; false means no filter', async () => {
    // Monday 10:00: 1 paid, 2 free (outdoor), 5 closed by its closure, the others closed.
    expect(ids(await v2('openNow=true'))).toEqual([1, 2]);
    expect(ids(await v2('freeNow=true'))).toEqual([2]);
    expect(ids(await v1('openNow=true&organType=2'))).toEqual([1]);
    expect(ids(await v2('openNow=false'))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('opensLater lists the venues that open later today, soonest first (freeNow: free later)', async () => {
    // Monday 05:00: nothing open; 2 opens 06:00 (free), 1 09:00 (paid; free from 12:00), 3 20:00 (low);
    // 5 is closed all day by its closure, 4 opens on weekends only, 6 has no hours.
    await t.setNow(sh('2026-03-02 05:00'));
    expect(ids(await v2('openNow=true'))).toEqual([]);
    expect(ids(await v2('opensLater=true&pageSize=100'))).toEqual([2, 1, 3]);
    expect(ids(await v2('opensLater=true&freeNow=true&pageSize=100'))).toEqual([2, 1]);
    expect(ids(await v2('opensLater=true&organType=2'))).toEqual([1]);
    // Monday 10:00: 1 and 2 are open now; 3 opens at 20:00; 1 is not free now but free from 12:00.
    await t.setNow(sh('2026-03-02 10:00'));
    expect(ids(await v2('opensLater=true'))).toEqual([3]);
    expect(ids(await v2('opensLater=true&freeNow=true'))).toEqual([1]);
    expect((await v2('opensLater=true')).data.total).toBe(1);
    expectError(await t.get('/api/data/v2/venue/search?opensLater=soon'), 400, 'opensLater');
  });
});

describe('venue search: status fields (v2)', () => {
  it('carries the open-now status of each venue at the server clock; v1 carries none', async () => {
    await t.setNow(sh('2026-03-02 10:05'));
    const list = (await v2('pageSize=100')).data.list;
    const byId = new Map(list.map((v) => [v.organId, v]));
    expect(byId.get(1)).toMatchObject({
      name: '杭州市西湖区体育馆',
      organType: 2,
      organTypeName: '公共体育馆',
      isLarge: true,
      areaName: '浙江省杭州市西湖区',
      address: '浙江省杭州市西湖区体育路 1 号',
      coverUrl: null,
      sports: ['篮球', '羽毛球'],
    });
    expect(byId.get(1)!.status).toEqual({
      at: shIso('2026-03-02 10:05'),
      open: true,
      feeKind: 'paid',
      label: '开放中（收费）',
      dayLabel: '工作日',
      nationalFitnessDay: false,
      todayHours: [
        { start: '09:00', end: '12:00', crossesMidnight: false, feeKind: 'paid', area: 'indoor' },
        { start: '12:00', end: '14:00', crossesMidnight: false, feeKind: 'free', area: 'indoor' },
        { start: '14:00', end: '21:00', crossesMidnight: false, feeKind: 'low', area: 'indoor' },
      ],
      nextOpening: null,
      closure: null,
    });
    expect(byId.get(5)!.areaName).toBe('北京市东城区');
    expect(byId.get(5)!.status).toMatchObject({
      open: false,
      feeKind: null,
      label: '闭馆公告期间',
      nextOpening: shIso('2026-03-04 09:00'),
      closure: {
        id: 12,
        reason: '突发停电检修',
        startTime: shIso('2026-03-02 00:00'),
        endTime: shIso('2026-03-04 00:00'),
        noticeDays: 0.6,
      },
    });
    expect(byId.get(3)!.status).toMatchObject({
      open: false,
      label: '未到开放时间',
      nextOpening: shIso('2026-03-02 20:00'),
    });
    expect(byId.get(6)!.status).toMatchObject({ open: false, label: '未开放', nextOpening: null, todayHours: [] });
    const basic = (await v1('pageSize=1')).data.list[0]!;
    expect(basic).not.toHaveProperty('status');
    expect(Object.keys(basic).sort()).toEqual(
      [
        'organId',
        'name',
        'organType',
        'organTypeName',
        'isLarge',
        'provinceCode',
        'cityCode',
        'countyCode',
        'areaName',
        'address',
        'phone',
        'lng',
        'lat',
        'coverUrl',
        'sports',
      ].sort(),
    );
  });
});

describe('venue search: the response cache', () => {
  it('keeps an answer within its clock minute and computes the next minute afresh', async () => {
    // Venue 1 turns from paid (09:00-12:00) to free (12:00-14:00) at noon on Monday.
    const url = 'freeNow=true&pageSize=100';
    await t.setNow(sh('2026-03-02 11:59'));
    const before = await v2(url);
    expect(ids(before)).not.toContain(1);
    await t.setNow(new Date(sh('2026-03-02 11:59').getTime() + 59_000));
    expect(await v2(url)).toEqual(before);
    await t.setNow(sh('2026-03-02 12:00'));
    const after = await v2(url);
    expect(ids(after)).toContain(1);
    expect(after.data.list.find((v) => v.organId === 1)!.status.feeKind).toBe('free');
  });
});

describe('venue search: the SQL filters agree with computeOpenStatus', () => {
  const instants = [
    ['Monday 10:00, a closure in force', '2026-03-02 10:00'],
    ['Saturday 00:30, crossing slots of Friday', '2026-03-07 00:30'],
    ['Saturday 02:00 exactly, crossing slots just closed', '2026-03-07 02:00'],
    ['National Day 14:00, holiday schedule and a closure', '2026-10-01 14:00'],
    ['National Day 13:00 exactly, the closure starts', '2026-10-01 13:00'],
    ['8 August (Saturday) 23:30, every open slot free', '2026-08-08 23:30'],
    ['9 August 00:30, carried from 8 August, paid again', '2026-08-09 00:30'],
    ['调休 Sunday 22:30 on the Friday schedule', '2026-09-20 22:30'],
    ['school vacation Wednesday 07:30', '2026-07-15 07:30'],
    ['closure ends: Wednesday 09:00', '2026-03-04 09:00'],
  ] as const;

  it.each(instants)('%s', async (_, local) => {
    const at = sh(local);
    await t.setNow(at);
    const all = (await v2('pageSize=100')).data.list;
    const open = ids(await v2('openNow=true&pageSize=100'));
    const free = ids(await v2('freeNow=true&pageSize=100'));
    // The statuses served agree with the filters...
    expect(open).toEqual(all.filter((v) => v.status.open).map((v) => v.organId));
    expect(free).toEqual(all.filter((v) => v.status.open && v.status.feeKind === 'free').map((v) => v.organId));
    // ...and with the engine run on the fixture rows directly.
    const engine = (id: number): OpenStatus => {
      const v = VENUES.find((x) => x.id === id)!;
      return computeOpenStatus({ slots: v.slots, closures: v.closures }, CALENDAR, at);
    };
    for (const v of all) expect(v.status).toEqual(engine(v.organId));
    expect(ids(await v1('openNow=true&pageSize=100'))).toEqual(open);
    expect(ids(await v1('freeNow=true&pageSize=100'))).toEqual(free);
  });

  it('covers open, free and closed venues across the instants (the comparison is not vacuous)', async () => {
    await t.setNow(sh('2026-08-08 23:30'));
    expect(ids(await v2('freeNow=true'))).toEqual([1, 3, 5]);
    await t.setNow(sh('2026-08-09 00:30'));
    expect(ids(await v2('openNow=true'))).toEqual([1, 3, 5]);
    expect(ids(await v2('freeNow=true'))).toEqual([]);
    await t.setNow(sh('2026-10-01 14:00'));
    expect(ids(await v2('openNow=true'))).toEqual([2, 4, 5]);
    await t.setNow(sh('2026-09-20 22:30'));
    expect(ids(await v2('openNow=true'))).toEqual([1, 3, 5]);
  });
});

describe('venue search: errors', () => {
  it('answers 400 naming the field for bad input', async () => {
    for (const path of ['/api/data/v2/venue/search', '/api/data/venue/search']) {
      expectError(await t.get(`${path}?organType=5`), 400, 'organType');
      expectError(await t.get(`${path}?organType=0`), 400, 'organType');
      expectError(await t.get(`${path}?areaCode=abc`), 400, 'areaCode');
      expectError(await t.get(`${path}?areaCode=3300000`), 400, 'areaCode');
      expectError(await t.get(`${path}?pageSize=0`), 400, 'pageSize');
      expectError(await t.get(`${path}?pageSize=101`), 400, 'pageSize');
      expectError(await t.get(`${path}?pageNum=0`), 400, 'pageNum');
      expectError(await t.get(`${path}?keyword=${encodeURIComponent('场'.repeat(51))}`), 400, 'keyword');
      expectError(await t.get(`${path}?keyword=%00`), 400, 'keyword');
      expectError(await t.get(`${path}?openNow=maybe`), 400, 'openNow');
      expectError(await t.get(`${path}?freeNow=2`), 400, 'freeNow');
      expectError(await t.get(`${path}?isLarge=yes`), 400, 'isLarge');
      expectError(await t.get(`${path}?year=99`), 400, 'year');
    }
    const res = await t.get('/api/data/venue/search?pageSize=0');
    expect(res.json().msg).toMatch(/^参数 pageSize 不合法：不能小于 1$/);
  });

  it('answers 404 for an areaCode that is not a division', async () => {
    expectError(await t.get('/api/data/v2/venue/search?areaCode=990000'), 404, '行政区划不存在或已删除');
    expectError(await t.get('/api/data/venue/search?areaCode=330199'), 404, '行政区划不存在或已删除');
  });

  it('needs a session', async () => {
    expectError(await t.get('/api/data/v2/venue/search', {}), 401, '登录');
    expectError(await t.get('/api/data/venue/search', {}), 401, '登录');
  });
});

describe('venue search: compressed answers', () => {
  // Runs last: it adds 40 venues (ids 101-140, 北京市东城区, no schedule) so a page exceeds 8 KB.
  it('sends whole gzip and brotli bodies, also from the response cache', async () => {
    await t.database.db
      .insertInto('venue')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          organ_id: 101 + i,
          name: `东城区社区全民健身中心${i + 1}号馆`,
          organ_type: 4,
          province_code: '110000',
          city_code: '110100',
          county_code: '110101',
          address: `北京市东城区和平里${i + 1}号`,
          lng: 116.4,
          lat: 39.9,
          phone: '010-66666666',
          seats: 100,
          floor_area: 2000,
          is_large: 0,
          created_at: '2020-01-01T00:00:00.000Z',
          sports: '["乒乓球"]',
          has_outdoor: 0,
          market_price: 20,
          low_fee_price: 10,
          concession_price: 5,
          cover_media_id: null,
        })),
      )
      .execute();
    await t.setNow(sh('2026-03-02 11:00'));
    const url = '/api/data/v2/venue/search?pageSize=100';
    for (const encoding of ['gzip', 'br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'session-id': t.token, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const raw = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      const body = JSON.parse(raw.toString('utf8')) as PageBody<VenueListItem>;
      expect(raw.length).toBeGreaterThan(8192);
      expect(body.data.list).toHaveLength(46);
    }
  });
});
