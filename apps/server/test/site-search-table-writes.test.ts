/**
 * The table kinds' write path (docs/decisions/site-search.md "National size: the table path"): a venue,
 * an organisation, a race, a match, a training and a construction project written through the data
 * exchange's command (applyBatch: the row and its site_search_term rows in one transaction) are found by
 * GET /api_/ow/search/list at the next request — by a word of the name, by place, by sport or kind, by
 * the second line (an event's organiser, a project's address) — and are gone once deleted, with no index
 * build; an event follows its venue's move.
 */
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatch } from '../src/modules/data-exchange/batch.command.js';
import buildProjectEntity from '../src/modules/data-exchange/entities/build-project.entity.js';
import matchEntity from '../src/modules/data-exchange/entities/match.entity.js';
import organizationEntity from '../src/modules/data-exchange/entities/organization.entity.js';
import trainingEntity from '../src/modules/data-exchange/entities/training.entity.js';
import raceEntity from '../src/modules/data-exchange/entities/race.entity.js';
import venueEntity from '../src/modules/data-exchange/entities/venue.entity.js';
import { readModelReports } from '../src/data/read-model.js';
import { createTestApp, type TestApp } from './test-app.js';
import { loadSiteSearchIndex } from '../src/modules/site-search/site-search.read-model.js';

const EQU = { appKey: 'search-write-test-equ', system: 'js365_equ' as const, secret: '' };
const BUILD = { appKey: 'search-write-test-build', system: 'js365_build' as const, secret: '' };
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

describe('site search: the table kinds written through the exchange', () => {
  it('finds a pushed venue at the next request (name, place + sport, initials, 附近, address) and not once it is deleted', async () => {
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
    // Its road, only in its address (the `t:` grams the write path wrote).
    expect(await titles('文三路 写入测试', 'venue')).toEqual([NAME]);

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
    expect(await titles('文三路 写入测试', 'organization')).toEqual([NAME]);

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

  it('finds pushed events at the next request (name, county + sport, organiser), follows their venue, and not once deleted', async () => {
    await loadSiteSearchIndex(t.database.db);
    const before = builds();
    const venue = {
      sourceId: 'search-event-venue',
      name: '写入测试赛事体育馆',
      organType: 2,
      ...place,
      lng: 120.13,
      lat: 30.26,
      phone: '0571-88886666',
      seats: 300,
      floorArea: 1200,
      isLarge: false,
      sports: ['篮球'],
      hasOutdoor: false,
      marketPrice: 40,
      lowFeePrice: 20,
      concessionPrice: 10,
    };
    const venuePushed = await applyBatch(t.database.db, venueEntity, SYNC, { items: [venue], deleted: [] }, new Date());
    const organId = Number(venuePushed.items[0]!.portalId);
    const event = {
      organId,
      sport: '飞镖',
      organiser: '写入测试飞镖运动协会',
      startDate: '2026-06-10',
      endDate: '2026-06-12',
      descriptionHtml: '<p>比赛介绍</p>',
    };
    const MATCH = '写入测试飞镖公开赛';
    const TRAINING = '写入测试飞镖入门班';
    expect(await titles('写入测试飞镖', 'match')).toEqual([]);
    const match = { sourceId: 'search-match-1', ...event, name: MATCH, level: '市级', participants: 300 };
    const training = {
      sourceId: 'search-training-1',
      ...event,
      name: TRAINING,
      target: '青少年',
      capacity: 40,
      fee: 0,
    };
    const pushedMatch = await applyBatch(t.database.db, matchEntity, SYNC, { items: [match], deleted: [] }, new Date());
    expect(pushedMatch.items[0]!.result, JSON.stringify(pushedMatch.items[0])).toBe('created');
    const pushedTraining = await applyBatch(
      t.database.db,
      trainingEntity,
      SYNC,
      { items: [training], deleted: [] },
      new Date(),
    );
    expect(pushedTraining.items[0]!.result, JSON.stringify(pushedTraining.items[0])).toBe('created');
    expect(await titles('写入测试飞镖', 'match')).toEqual([MATCH]);
    expect(await titles('写入测试飞镖', 'training')).toEqual([TRAINING]);
    // Its venue's county without 区 and its sport; a label word of its kind; a word of its organiser only.
    expect(await titles('西湖 飞镖 写入测试', 'match')).toEqual([MATCH]);
    expect(await titles('写入测试 培训', 'training')).toEqual([TRAINING]);
    expect(await titles('飞镖运动协会 公开赛', 'match')).toEqual([MATCH]);

    // The venue moves to 拱墅区: its events' place follows in the same command.
    await applyBatch(
      t.database.db,
      venueEntity,
      SYNC,
      { items: [{ ...venue, countyCode: '330105' }], deleted: [] },
      new Date(),
    );
    expect(await titles('拱墅 写入测试飞镖', 'match')).toEqual([MATCH]);
    expect(await titles('西湖 写入测试飞镖', 'match')).toEqual([]);
    expect(await titles('拱墅 写入测试飞镖', 'training')).toEqual([TRAINING]);

    await applyBatch(t.database.db, matchEntity, SYNC, { items: [], deleted: ['search-match-1'] }, new Date());
    await applyBatch(t.database.db, trainingEntity, SYNC, { items: [], deleted: ['search-training-1'] }, new Date());
    expect(await titles('写入测试飞镖', 'match')).toEqual([]);
    expect(await titles('写入测试飞镖', 'training')).toEqual([]);
    await applyBatch(t.database.db, venueEntity, SYNC, { items: [], deleted: ['search-event-venue'] }, new Date());
    expect(builds()).toBe(before);
  });

  it('finds a pushed construction project at the next request (name, county + kind, address) and not once deleted', async () => {
    await loadSiteSearchIndex(t.database.db);
    const before = builds();
    const NAME = '写入测试攀岩中心建设项目';
    expect(await titles('写入测试攀岩', 'buildProject')).toEqual([]);
    const item = {
      sourceId: 'search-project-1',
      kind: 'gymCenter',
      name: NAME,
      ...place,
      lng: 120.13,
      lat: 30.26,
      year: 2025,
      status: 'building',
      approvedDate: '2025-03-01',
      startDate: '2025-06-01',
      totalInvestment: 3000,
      centralSubsidy: 1000,
      fundSource: '中央预算内投资',
      area: 5000,
      facilities: ['游泳池', '篮球馆'],
      content: '新建全民健身中心一座',
      responsibleUnit: '西湖区文化和广电旅游体育局',
    };
    const pushed = await applyBatch(
      t.database.db,
      buildProjectEntity,
      BUILD,
      { items: [item], deleted: [] },
      new Date(),
    );
    expect(pushed.items[0]!.result, JSON.stringify(pushed.items[0])).toBe('created');
    expect(await titles('写入测试攀岩', 'buildProject')).toEqual([NAME]);
    // Its county without 区 and its kind's name (全民健身中心, not in its name); a word of its address only.
    expect(await titles('西湖 全民健身中心 写入测试', 'buildProject')).toEqual([NAME]);
    expect(await titles('文三路 写入测试', 'buildProject')).toEqual([NAME]);

    await applyBatch(
      t.database.db,
      buildProjectEntity,
      BUILD,
      { items: [], deleted: ['search-project-1'] },
      new Date(),
    );
    expect(await titles('写入测试攀岩', 'buildProject')).toEqual([]);
    expect(builds()).toBe(before);
  });
});
