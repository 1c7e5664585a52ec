/**
 * Instructors (GET /api/data/sportGuider/search, /{id}, /statistics, /station/search) on the seeded
 * data set: every filter against the same question asked of the database directly, the list order and
 * paging, nearest first, bad input (400 naming the field), unknown ids and divisions (404), and PIPL —
 * no hidden personal field or unmasked number in any answer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectError } from '../content/content.test-support.js';
import { recordingClient } from '../../../test/recording-client.js';
import { GUIDER_LIMIT_PER_MINUTE } from './sport-guider.routes.js';

let t: TestApp;
let token: string;
/** Every answer is kept for the PIPL check at the end. */
const client = recordingClient(
  () => t,
  () => token,
);
const { get, bodies } = client;

interface Item {
  id: number;
  name: string;
  level: number;
  levelName: string;
  sport: number;
  areaName: string;
  certificateNo: string;
  station: { id: number; name: string; areaName: string };
  distanceKm: number | null;
}
type PageBody = { code: number; data: { list: Item[]; total: number; pageNum: number; pageSize: number } };

const page = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PageBody).data;
};

/** Ids in list order (county, level, sport, id) for a SQL condition. */
async function orderedIds(where = sql`1 = 1`): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from sport_guider where ${where}
    order by county_code, level, sport, id`.execute(t.database.db);
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: () => new Date('2026-11-20T02:00:00.000Z') });
  token = await t.publicToken();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/data/sportGuider/search', () => {
  it('lists every instructor in list order, page by page', async () => {
    const all = await orderedIds();
    const first = await page('/api/data/sportGuider/search');
    expect(first.total).toBe(all.length);
    expect(first.list.map((i) => i.id)).toEqual(all.slice(0, 10));
    const third = await page('/api/data/sportGuider/search?pageNum=3&pageSize=25');
    expect(third.list.map((i) => i.id)).toEqual(all.slice(50, 75));
    const beyond = await page(`/api/data/sportGuider/search?pageNum=${Math.ceil(all.length / 100) + 1}&pageSize=100`);
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('filters by province, city and county, level and sport', async () => {
    const { rows } = await sql<{ county_code: string; level: number; sport: number }>`
      select county_code, level, sport from sport_guider where id = 7`.execute(t.database.db);
    const g = rows[0]!;
    const province = `${g.county_code.slice(0, 2)}0000`;
    const city = `${g.county_code.slice(0, 4)}00`;
    for (const [query, where] of [
      [`areaCode=${province}`, sql`county_code like ${`${g.county_code.slice(0, 2)}%`}`],
      [`areaCode=${city}`, sql`county_code like ${`${g.county_code.slice(0, 4)}%`}`],
      [`areaCode=${g.county_code}&level=${g.level}`, sql`county_code = ${g.county_code} and level = ${g.level}`],
      [`sport=${g.sport}&level=${g.level}`, sql`sport = ${g.sport} and level = ${g.level}`],
      [
        `areaCode=${province}&level=${g.level}&sport=${g.sport}`,
        sql`county_code like ${`${g.county_code.slice(0, 2)}%`} and level = ${g.level} and sport = ${g.sport}`,
      ],
    ] as const) {
      const expected = await orderedIds(where);
      const data = await page(`/api/data/sportGuider/search?${query}&pageSize=100`);
      expect(data.total, query).toBe(expected.length);
      expect(
        data.list.map((i) => i.id),
        query,
      ).toEqual(expected.slice(0, 100));
    }
  });

  it('finds names by two characters (prefix, middle or end) and combines the name with filters', async () => {
    const { rows } = await sql<{ name: string; level: number }>`
      select name, level from sport_guider where length(name) = 3 order by id limit 1`.execute(t.database.db);
    const { name, level } = rows[0]!;
    for (const part of [name.slice(0, 2), name.slice(1, 3), name]) {
      const expected = await orderedIds(sql`name like ${`%${part}%`}`);
      const data = await page(`/api/data/sportGuider/search?name=${encodeURIComponent(part)}&pageSize=100`);
      expect(data.total, part).toBe(expected.length);
      expect(data.list.map((i) => i.id)).toEqual(expected);
      expect(data.list.every((i) => i.name.includes(part))).toBe(true);
    }
    const withLevel = await page(
      `/api/data/sportGuider/search?name=${encodeURIComponent(name.slice(1, 3))}&level=${level}`,
    );
    expect(withLevel.list.every((i) => i.level === level && i.name.includes(name.slice(1, 3)))).toBe(true);
    const none = await page(`/api/data/sportGuider/search?name=${encodeURIComponent('查无此人')}`);
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('filters by service station; an unknown station is 404', async () => {
    const expected = await orderedIds(sql`station_id = 3`);
    const data = await page('/api/data/sportGuider/search?stationId=3&pageSize=100');
    expect(data.total).toBe(expected.length);
    expect(data.list.map((i) => i.id)).toEqual(expected);
    expect(data.list.every((i) => i.station.id === 3)).toBe(true);
    expectError(await get('/api/data/sportGuider/search?stationId=999999'), 404, '服务站点不存在');
  });

  it('puts the nearest stations first when given the visitor position', async () => {
    const { rows } = await sql<{ id: number; lng: number; lat: number }>`
      select id, lng, lat from guider_station where id = 5`.execute(t.database.db);
    const s = rows[0]!;
    const data = await page(`/api/data/sportGuider/search?lng=${s.lng}&lat=${s.lat}&pageSize=100`);
    expect(data.list[0]!.station.id).toBe(5);
    expect(data.list[0]!.distanceKm).toBe(0);
    const distances = data.list.map((i) => i.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(data.total).toBeGreaterThan(data.list.length);
  });

  it('answers bad input with 400 naming the field and unknown divisions with 404', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageNum=0', 'pageNum'],
      ['name=%E7%8E%8B', 'name'],
      ['level=5', 'level'],
      ['sport=99', 'sport'],
      ['areaCode=abc', 'areaCode'],
      ['lng=116.4', 'lat'],
      ['lat=39.9', 'lng'],
      ['lng=200&lat=39.9', 'lng'],
      ['stationId=-1', 'stationId'],
    ]) {
      expectError(await get(`/api/data/sportGuider/search?${query}`), 400, field!);
    }
    expectError(await get('/api/data/sportGuider/search?areaCode=990000'), 404, '行政区划不存在');
  });
});

describe('GET /api/data/sportGuider/{id}', () => {
  it('shows level, sport, years of service, the station with its hours and the record', async () => {
    const res = await get('/api/data/sportGuider/2');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: Record<string, unknown> & { station: Record<string, unknown> };
    };
    const { rows } = await sql<{ certificate_no: string; certified_date: string }>`
      select certificate_no, certified_date from sport_guider where id = 2`.execute(t.database.db);
    const raw = rows[0]!;
    expect(data.certificateNo).toBe(`${raw.certificate_no.slice(0, 4)}${'*'.repeat(raw.certificate_no.length - 4)}`);
    // Nothing of the mask tells the record apart: the last four characters (the sequence) are hidden.
    expect(String(data.certificateNo).slice(-4)).toBe('****');
    expect(data.certifiedDate).toBe(raw.certified_date);
    const years = 2026 - Number(raw.certified_date.slice(0, 4)) - (raw.certified_date.slice(5) > '11-20' ? 1 : 0);
    expect(data.serviceYears).toBe(years);
    expect(data.station).toHaveProperty('openHours');
    expect(data.station).toHaveProperty('phone');
    // Counts only: no dated service record (where a named person was on which day; docs/decisions/security.md §3).
    expect(res.body).not.toMatch(/"date"|"activities"|\d{4}-\d{2}-\d{2}","title"/);
    expect(Object.keys(data).sort()).toEqual(
      [
        'activityCount',
        'areaName',
        'certificateNo',
        'certifiedDate',
        'gender',
        'id',
        'level',
        'levelName',
        'name',
        'serviceHours',
        'serviceYears',
        'sport',
        'sportName',
        'station',
      ].sort(),
    );
  });

  it('limits searches and details per address (GUIDER_LIMIT_PER_MINUTE)', async () => {
    const from = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'session-id': token }, remoteAddress });
    for (let i = 0; i < GUIDER_LIMIT_PER_MINUTE; i += 1)
      expect((await from(`/api/data/sportGuider/${(i % 3) + 1}`, '10.60.0.1')).statusCode).toBe(200);
    const refused = await from('/api/data/sportGuider/1', '10.60.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, data: null });
    expect((await from('/api/data/sportGuider/search?pageNum=1&pageSize=10', '10.60.0.2')).statusCode).toBe(200);
  });

  it('404 for an unknown id, 400 for a bad one', async () => {
    expectError(await get('/api/data/sportGuider/999999'), 404, '社会体育指导员不存在');
    expectError(await get('/api/data/sportGuider/0'), 400, 'id');
    expectError(await get('/api/data/sportGuider/abc'), 400, 'id');
  });
});

describe('GET /api/data/sportGuider/statistics', () => {
  it('counts by level, sport and province, covering every province and level', async () => {
    const res = await get('/api/data/sportGuider/statistics');
    const { data } = res.json() as {
      data: {
        total: number;
        byLevel: { total: number }[];
        bySport: { total: number }[];
        byProvince: { code: string; total: number }[];
      };
    };
    const { rows } = await sql<{ n: number }>`select count(*) as n from sport_guider`.execute(t.database.db);
    const sum = (list: { total: number }[]) => list.reduce((s, x) => s + x.total, 0);
    expect(data.total).toBe(Number(rows[0]!.n));
    expect(sum(data.byLevel)).toBe(data.total);
    expect(sum(data.bySport)).toBe(data.total);
    expect(sum(data.byProvince)).toBe(data.total);
    expect(data.byLevel.every((l) => l.total > 0)).toBe(true);
    expect(data.byProvince).toHaveLength(31);
  });
});

describe('GET /api/data/sportGuider/station/search', () => {
  it("lists a division's stations, by keyword", async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from guider_station where county_code like '44%'`.execute(t.database.db);
    const data = (await page('/api/data/sportGuider/station/search?areaCode=440000&pageSize=100')) as unknown as {
      total: number;
      list: { areaName: string }[];
    };
    expect(data.total).toBe(Number(rows[0]!.n));
    expect(data.list.every((s) => s.areaName.startsWith('广东省'))).toBe(true);
    expectError(await get('/api/data/sportGuider/station/search'), 400, 'areaCode');
  });
});

describe('PIPL', () => {
  it('no answer carries an ID number, birth date, personal phone or a full certificate number', async () => {
    await get('/api/data/sportGuider/search?pageSize=100');
    const { rows } = await sql<{ certificate_no: string }>`select certificate_no from sport_guider`.execute(
      t.database.db,
    );
    const all = bodies.join('\n');
    expect(all).not.toMatch(/id_?card|idNumber|identity|birth|mobile|身份证/i);
    expect(all).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
    for (const { certificate_no } of rows) expect(all.includes(certificate_no)).toBe(false);
  });
});
