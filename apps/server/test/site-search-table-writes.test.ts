/**
 * The table kinds' write path (docs/decisions/site-search.md "National size: the table path"): a venue,
 * an organisation and a race written through the data exchange's command (applyBatch: the row and its
 * site_search_term rows in one transaction) are found by GET /api_/ow/search/list at the next request —
 * by a word of the name, by place and by sport — and are gone once deleted, with no index build.
 */
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatch } from '../src/modules/data-exchange/batch.command.js';
import organizationEntity from '../src/modules/data-exchange/entities/organization.entity.js';
import raceEntity from '../src/modules/data-exchange/entities/race.entity.js';
import venueEntity from '../src/modules/data-exchange/entities/venue.entity.js';
import { readModelReports } from '../src/data/read-model.js';
import { createTestApp, type TestApp } from './test-app.js';
import { loadSiteSearchIndex } from '../src/modules/site-search/site-search.read-model.js';

const EQU = { appKey: 'search-write-test-equ', system: 'js365_equ' as const, secret: '' };
const SYNC = { appKey: 'search-write-test-sync', system: 'app_sync_js365' as const, secret: '' };
const place = { countyCode: '330106', address: '杭州市西湖区文三路 1 号' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.publicToken();
}, 120_000);
afterAll(() => t.close());

async function titles(q: string, kind: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api_/ow/search/list?q=${encodeURIComponent(q)}&kind=${kind}&pageSize=50`,
    headers: { 'session-id': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { list: { title: string }[] }).list.map((item) => item.title);
}

const builds = () => readModelReports(t.database.db).find((r) => r.name === 'site-search-index')?.builds ?? 0;

describe('site search: venues, organisations and races written through the exchange', () => {
  it('finds a pushed venue at the next request (name, place + sport, initials, 附近) and not once it is deleted', async () => {
    await loadSiteSearchIndex(t.database.db);
    const before = builds();
    const NAME = '写入测试攀岩馆';
    expect(await titles('写入测试攀岩', 'venue')).toEqual([]);
    const item = {
      sourceId: 'search-venue-1',
      name: NAME,
      organType: 2,
      ...place,
      lng: 120.13,
      lat: 30.26,
      phone: '0571-88886666',
      seats: 300,
      floorArea: 1200,
      isLarge: false,
      sports: ['攀岩', '飞镖'],
      hasOutdoor: false,
      marketPrice: 40,
      lowFeePrice: 20,
      concessionPrice: 10,
    };
    const pushed = await applyBatch(t.database.db, venueEntity, SYNC, { items: [item], deleted: [] }, new Date());
    expect(pushed.items[0]!.result, JSON.stringify(pushed.items[0])).toBe('created');
    expect(await titles('写入测试攀岩', 'venue')).toEqual([NAME]);
    // Its county without 区 and a sport it offers (not in its name); its name's initials (xrcspyg).
    expect(await titles('西湖 飞镖 写入测试', 'venue')).toEqual([NAME]);
    expect(await titles('xrcspy', 'venue')).toEqual([NAME]);
    expect(await titles('附近 写入测试攀岩', 'venue')).toEqual([NAME]);

    await applyBatch(t.database.db, venueEntity, SYNC, { items: [], deleted: ['search-venue-1'] }, new Date());
    expect(await titles('写入测试攀岩', 'venue')).toEqual([]);
    expect(builds()).toBe(before);
  });

  it('finds a pushed organisation at the next request and not once it is deleted', async () => {
    await loadSiteSearchIndex(t.database.db);
    const before = builds();
    const NAME = '写入测试飞盘协会';
    expect(await titles('写入测试飞盘', 'organization')).toEqual([]);
    const item = {
      sourceId: 'search-org-1',
      kind: 102,
      name: NAME,
      ...place,
      foundedYear: 2015,
      memberCount: 120,
      supervisor: '西湖区体育总会',
      contactPhone: '0571-88881111',
      introduction: '社区健身协会',
    };
    const pushed = await applyBatch(t.database.db, organizationEntity, EQU, { items: [item], deleted: [] }, new Date());
    expect(pushed.items[0]!.result).toBe('created');
    expect(await titles('写入测试飞盘', 'organization')).toEqual([NAME]);
    expect(await titles('西湖 飞盘协会', 'organization')).toEqual([NAME]);
    // Its kind's name (社区健身协会) and a word of its name.
    expect(await titles('社区健身协会 写入测试', 'organization')).toEqual([NAME]);

    await applyBatch(t.database.db, organizationEntity, EQU, { items: [], deleted: ['search-org-1'] }, new Date());
    expect(await titles('写入测试飞盘', 'organization')).toEqual([]);
    expect(builds()).toBe(before);
  });

  it('finds a pushed race at the next request and not once it is deleted', async () => {
    await loadSiteSearchIndex(t.database.db);
    const before = builds();
    const games = await t.database.db
      .selectFrom('games')
      .select(['id', 'start_date', 'end_date'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const day = (offset: number) => dayjs(games.start_date).add(offset, 'day').format('YYYY-MM-DD');
    const NAME = '写入测试社区运动会毽球比赛';
    expect(await titles('写入测试社区', 'race')).toEqual([]);
    const item = {
      sourceId: 'search-race-1',
      gamesId: Number(games.id),
      name: NAME,
      sport: '篮球',
      level: 'county',
      ...place,
      lng: 120.13,
      lat: 30.26,
      venueName: '西湖区全民健身中心',
      organiser: '西湖区文化和广电旅游体育局',
      registrationStart: day(-20),
      registrationEnd: day(-5),
      startDate: games.start_date,
      endDate: games.start_date,
      capacity: 200,
      registered: 50,
      eligibility: '西湖区居民',
      rules: '按国家最新规则执行',
      contactName: '竞赛组 王老师',
      contactPhone: '0571-88882222',
      schedule: [],
    };
    const pushed = await applyBatch(t.database.db, raceEntity, SYNC, { items: [item], deleted: [] }, new Date());
    expect(pushed.items[0]!.result, JSON.stringify(pushed.items[0])).toBe('created');
    expect(await titles('写入测试社区', 'race')).toEqual([NAME]);
    // By its county without 区 and its sport (not in its name).
    expect(await titles('西湖 篮球 写入测试', 'race')).toEqual([NAME]);

    await applyBatch(t.database.db, raceEntity, SYNC, { items: [], deleted: ['search-race-1'] }, new Date());
    expect(await titles('写入测试社区', 'race')).toEqual([]);
    expect(builds()).toBe(before);
  });
});
