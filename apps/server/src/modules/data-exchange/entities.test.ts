/**
 * The exchange entities of the registry (./entities/), each the same way: created, unchanged on a repeat,
 * updated, rejected naming the field, deleted with a tombstone in the changes feed; revisions carry the
 * app key and validFrom; another system's key is 403 and writes nothing; a pushed row appears in its
 * public list at once. SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import type { BatchResult, ChangesPage, ExchangeSystem } from '@portal/contracts/data-exchange';
import { EXCHANGE_SYSTEMS } from '@portal/contracts/data-exchange';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { issueClient } from './exchange-client.repository.js';
import { decideSubmission } from './review/venue-year-review.command.js';
import { signedRequest, venueYearItem, type ClientKey } from './exchange.test-support.js';

const NOW = new Date('2026-05-01T10:00:00Z');
let t: TestApp;
let token: string;
const keys = {} as Record<ExchangeSystem, ClientKey>;
/** A facility pushed by js365_equ, for the equipment to stand on. */
let facilityId: number;
/** A venue pushed by app_sync_js365, for the matches and trainings to be held at. */
let organId: number;
/** A community games (not an exchange entity), for the races to belong to. */
let gamesId: number;
/** A service station (not an exchange entity), for the instructors to serve at. */
let stationId: number;

const place = { countyCode: '330106', lng: 120.13, lat: 30.26, address: '杭州市西湖区文三路 1 号' };

interface Case {
  entity: string;
  system: ExchangeSystem;
  item: (sourceId: string, name: string) => Record<string, unknown>;
  /** A change of one field, and a bad value of one field (with the field the answer names). */
  change: Record<string, unknown>;
  bad: { set: Record<string, unknown>; field: string };
  /** The public list that shows the row, filtered to `name` (venueYear has no list: its own test). */
  list?: (name: string) => string;
  /** The table and id column of the portal row. */
  table: {
    name:
      | 'venue'
      | 'venue_year_submission'
      | 'venue_match'
      | 'venue_training'
      | 'games_race'
      | 'facility'
      | 'build_project'
      | 'facility_equipment'
      | 'sport_guider'
      | 'fitness_organization';
    id: 'organ_id' | 'id';
  };
}

const CASES: Case[] = [
  {
    entity: 'venue',
    system: 'app_sync_js365',
    item: (sourceId, name) => ({
      sourceId,
      name,
      organType: 2,
      ...place,
      phone: '0571-88886666',
      seats: 3200,
      floorArea: 12000,
      isLarge: true,
      sports: ['篮球', '羽毛球'],
      hasOutdoor: false,
      marketPrice: 40,
      lowFeePrice: 20,
      concessionPrice: 10,
    }),
    change: { seats: 3300 },
    bad: { set: { organType: 7 }, field: 'organType' },
    list: (name) => `/api/data/v2/venue/search?keyword=${encodeURIComponent(name)}`,
    table: { name: 'venue', id: 'organ_id' },
  },
  {
    entity: 'buildProject',
    system: 'js365_build',
    item: (sourceId, name) => ({
      sourceId,
      kind: 'gymCenter',
      name,
      ...place,
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
    }),
    change: { status: 'completed', completedDate: '2026-04-01' },
    bad: { set: { status: 'inUse', completedDate: '2026-04-01' }, field: 'inUseDate' },
    list: (name) => `/api/data/build/gymCenter/info/search?keyword=${encodeURIComponent(name)}`,
    table: { name: 'build_project', id: 'id' },
  },
  {
    entity: 'equipment',
    system: 'cdqc_filling',
    item: (sourceId, name) => ({
      sourceId,
      facilityId,
      name,
      category: 'traditional',
      model: 'QC-2026',
      manufacturer: '某体育器材有限公司',
      installDate: '2024-02-29',
      disabled: false,
    }),
    change: { lastInspection: '2026-04-20' },
    bad: { set: { facilityId: 999_999 }, field: 'facilityId' },
    list: (name) => `/api/data/equipment/traditional/list?keyword=${encodeURIComponent(name)}`,
    table: { name: 'facility_equipment', id: 'id' },
  },
  {
    entity: 'instructor',
    system: 'js365_equ',
    item: (sourceId, name) => ({
      sourceId,
      name,
      gender: 2,
      level: 3,
      sport: 1,
      certificateNo: 'SZ-2025-000123',
      stationId,
      certifiedDate: '2025-09-01',
      serviceHours: 96,
      activityCount: 12,
    }),
    change: { level: 2 },
    bad: { set: { sport: 9999 }, field: 'sport' },
    list: (name) => `/api/data/sportGuider/search?name=${encodeURIComponent(name)}`,
    table: { name: 'sport_guider', id: 'id' },
  },
  {
    entity: 'organization',
    system: 'js365_equ',
    item: (sourceId, name) => ({
      sourceId,
      kind: 102,
      name,
      countyCode: place.countyCode,
      address: place.address,
      foundedYear: 2015,
      memberCount: 120,
      supervisor: '西湖区体育总会',
      contactPhone: '0571-88881111',
      introduction: '社区健身协会',
    }),
    change: { memberCount: 150 },
    bad: { set: { kind: 199 }, field: 'kind' },
    list: (name) => `/api/data/fitnessOrganization/search?category=1&keyword=${encodeURIComponent(name)}`,
    table: { name: 'fitness_organization', id: 'id' },
  },
  {
    entity: 'venueYear',
    system: 'app_sync_js365',
    // The name is the venue's: a year has none of its own.
    item: (sourceId) => venueYearItem(sourceId, organId),
    change: { openDays: 345 },
    bad: { set: { visitorsTotal: 1201 }, field: 'visitorsTotal' },
    // The push writes the submission awaiting review, not the public row (review/venue-year-review.test.ts).
    table: { name: 'venue_year_submission', id: 'organ_id' },
  },
  {
    entity: 'park',
    system: 'js365_park',
    item: (sourceId, name) => ({
      sourceId,
      name,
      ...place,
      area: 52000,
      buildYear: 2023,
      managerUnit: '西湖区园林文物局',
      free: true,
      openToPublic: true,
      description: '体育公园',
    }),
    change: { area: 53000 },
    bad: { set: { buildYear: 1800 }, field: 'buildYear' },
    list: (name) => `/api_/ruoyi/equipment/list?keyword=${encodeURIComponent(name)}`,
    table: { name: 'facility', id: 'id' },
  },
  {
    entity: 'match',
    system: 'app_sync_js365',
    item: (sourceId, name) => ({ sourceId, ...event(name), level: '市级', participants: 300 }),
    change: { participants: 350 },
    bad: { set: { endDate: '2026-06-01' }, field: 'endDate' },
    list: (name) => `/api/data/v2/venue/match/search?keyword=${encodeURIComponent(name)}`,
    table: { name: 'venue_match', id: 'id' },
  },
  {
    entity: 'training',
    system: 'app_sync_js365',
    item: (sourceId, name) => ({ sourceId, ...event(name), target: '青少年', capacity: 40, fee: 0 }),
    change: { fee: 20 },
    bad: { set: { organId: 999_999 }, field: 'organId' },
    list: (name) => `/api/data/v2/venue/training/search?keyword=${encodeURIComponent(name)}`,
    table: { name: 'venue_training', id: 'id' },
  },
  {
    entity: 'race',
    system: 'app_sync_js365',
    item: (sourceId, name) => ({
      sourceId,
      gamesId,
      name,
      sport: '篮球',
      level: 'county',
      ...place,
      venueName: '西湖区全民健身中心',
      organiser: '西湖区文化和广电旅游体育局',
      registrationStart: '2026-05-10',
      registrationEnd: '2026-06-01',
      startDate: '2026-06-10',
      endDate: '2026-06-12',
      capacity: 200,
      registered: 50,
      eligibility: '西湖区居民',
      rules: '按国家最新规则执行',
      contactName: '竞赛组 王老师',
      contactPhone: '0571-88882222',
      schedule: [{ date: '2026-06-10', time: '09:00-11:30', item: '小组赛' }],
    }),
    change: { registered: 80 },
    bad: { set: { registered: 201 }, field: 'registered' },
    list: (name) => `/api/data/qmsports/race/search?keyword=${encodeURIComponent(name)}`,
    table: { name: 'games_race', id: 'id' },
  },
];

/** The shared fields of a match or training at the base venue. */
function event(name: string) {
  return {
    organId,
    name,
    sport: '篮球',
    organiser: '杭州市体育局',
    startDate: '2026-06-10',
    endDate: '2026-06-12',
    descriptionHtml: '<p>比赛介绍</p><script>alert(1)</script>',
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  token = await t.publicToken();
  await insertDivisions(t);
  for (const system of EXCHANGE_SYSTEMS) keys[system] = await issueClient(t.database.db, system, NOW);
  const facility = await push('facility', 'js365_equ', {
    items: [
      {
        sourceId: 'base-1',
        name: '器材所在健身路径',
        kind: 'fitness_path',
        ...place,
        area: 300,
        buildYear: 2020,
        managerUnit: '西湖区文化和广电旅游体育局',
        free: true,
        openToPublic: true,
        description: '',
      },
    ],
  });
  facilityId = facility.items[0]!.portalId!;
  const venue = await push('venue', 'app_sync_js365', {
    items: [CASES.find((c) => c.entity === 'venue')!.item('base-venue', '赛事举办体育馆')],
  });
  organId = venue.items[0]!.portalId!;
  const station = await t.database.db
    .insertInto('guider_station')
    .values({
      name: '西湖区社会体育指导员服务站',
      address: place.address,
      lng: place.lng,
      lat: place.lat,
      province_code: '330000',
      city_code: '330100',
      county_code: '330106',
      phone: '0571-88880000',
      open_hours: '周二至周日 8:30-17:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  const games = await t.database.db
    .insertInto('games')
    .values({
      name: '2026年全民健身社区运动会',
      year: 2026,
      start_date: '2026-05-01',
      end_date: '2026-10-31',
      slogan: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  gamesId = games.id;
});
afterAll(() => t.close());

async function push(entity: string, system: ExchangeSystem, body: unknown): Promise<BatchResult> {
  const res = await signedRequest(t, NOW, 'POST', `/api/exchange/v1/${entity}/batch`, body, { key: keys[system] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: BatchResult }>().data;
}

async function changes(entity: string, system: ExchangeSystem, since = ''): Promise<ChangesPage> {
  const url = `/api/exchange/v1/${entity}/changes?since=${since}`;
  const res = await signedRequest(t, NOW, 'GET', url, undefined, { key: keys[system] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChangesPage }>().data;
}

const count = async (table: Case['table']['name'] | 'exchange_revision' | 'exchange_source') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(CASES)('exchange entity $entity', (c) => {
  it('creates, leaves a repeat unchanged, updates, rejects naming the field, deletes with a tombstone', async () => {
    const start = await changes(c.entity, c.system);
    const first = await push(c.entity, c.system, {
      items: [
        { ...c.item(`${c.entity}-1`, '交换记录甲'), validFrom: '2026-04-01' },
        { ...c.item(`${c.entity}-2`, '交换记录乙'), ...c.bad.set },
      ],
    });
    expect(first.items.map((r) => [r.result, r.field])).toEqual([
      ['created', undefined],
      ['rejected', c.bad.field],
    ]);
    expect(first.items[1]!.reason).toMatch(/[\u4e00-\u9fa5]/);
    const id = first.items[0]!.portalId!;
    expect(
      await t.database.db.selectFrom(c.table.name).select(c.table.id).where(c.table.id, '=', id).executeTakeFirst(),
    ).toBeDefined();

    const revisions = await count('exchange_revision');
    const again = await push(c.entity, c.system, { items: [c.item(`${c.entity}-1`, '交换记录甲')] });
    expect(again.items).toEqual([{ sourceId: `${c.entity}-1`, result: 'unchanged', portalId: id }]);
    expect(await count('exchange_revision')).toBe(revisions);

    const updated = await push(c.entity, c.system, {
      items: [{ ...c.item(`${c.entity}-1`, '交换记录甲'), ...c.change }],
    });
    expect(updated.items[0]).toMatchObject({ result: 'updated', portalId: id });

    const removed = await push(c.entity, c.system, { deleted: [`${c.entity}-1`, `${c.entity}-never`] });
    expect(removed.deleted.map((r) => r.result)).toEqual(['deleted', 'rejected']);
    expect(
      await t.database.db.selectFrom(c.table.name).select(c.table.id).where(c.table.id, '=', id).executeTakeFirst(),
    ).toBeUndefined();

    const feed = await changes(c.entity, c.system, start.next);
    expect(feed.items.map((r) => [r.sourceId, r.portalId, r.deleted])).toEqual([
      [`${c.entity}-1`, id, false],
      [`${c.entity}-1`, id, false],
      [`${c.entity}-1`, id, true],
    ]);
    expect(feed.items.every((r) => r.sourceSystem === c.system && r.appKey === keys[c.system].appKey)).toBe(true);
    // The stated day (00:00 Asia/Shanghai), then the received time when the item states none.
    expect(feed.items.map((r) => r.validFrom)).toEqual([
      '2026-03-31T16:00:00.000Z',
      NOW.toISOString(),
      NOW.toISOString(),
    ]);
    expect(feed.items[2]!.state).toBeNull();
    expect(feed.items[1]!.state).toMatchObject(c.change);
  });

  it("answers 403 to another system's key and writes nothing", async () => {
    const other = EXCHANGE_SYSTEMS.find((s) => s !== c.system)!;
    const before = [await count(c.table.name), await count('exchange_revision'), await count('exchange_source')];
    const res = await signedRequest(
      t,
      NOW,
      'POST',
      `/api/exchange/v1/${c.entity}/batch`,
      { items: [c.item(`${c.entity}-403`, `越权${c.entity}`)] },
      { key: keys[other] },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain(c.system);
    const feed = await signedRequest(t, NOW, 'GET', `/api/exchange/v1/${c.entity}/changes`, undefined, {
      key: keys[other],
    });
    expect(feed.statusCode).toBe(403);
    expect([await count(c.table.name), await count('exchange_revision'), await count('exchange_source')]).toEqual(
      before,
    );
  });

  it.skipIf(!c.list)('shows a pushed row in its public list', async () => {
    const name = '可见推送记录';
    let n = 10;
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${c.list!(name)}&pageSize=${n++}`,
        headers: { 'session-id': token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { list: { name: string }[] } }>().data.list.map((r) => r.name);
    };
    expect(await list()).toEqual([]);
    const pushed = await push(c.entity, c.system, { items: [c.item(`${c.entity}-list`, name)] });
    expect(pushed.items[0]!.result).toBe('created');
    await vi.waitFor(async () => expect(await list()).toEqual([name]), { timeout: 5_000, interval: 50 });
  });
});

describe('entity references', () => {
  it('keeps a facility with pushed equipment from being deleted, and counts its pieces', async () => {
    const piece = CASES.find((c) => c.entity === 'equipment')!.item('ref-1', '引用测试器材');
    await push('equipment', 'cdqc_filling', { items: [piece] });
    const facility = await t.database.db
      .selectFrom('facility')
      .select('equipment_count')
      .where('id', '=', facilityId)
      .executeTakeFirstOrThrow();
    expect(facility.equipment_count).toBeGreaterThanOrEqual(1);
    const refused = await push('facility', 'js365_equ', { deleted: ['base-1'] });
    expect(refused.deleted[0]).toMatchObject({ result: 'rejected', field: 'deleted' });
    const warranty = await t.database.db
      .selectFrom('facility_equipment')
      .select('warranty_end')
      .where('name', '=', '引用测试器材')
      .executeTakeFirstOrThrow();
    expect(warranty.warranty_end).toBe('2032-02-28');
  });

  it("keeps an instructor's name bigrams and (county, level, sport) cell in step with the row", async () => {
    const c = CASES.find((x) => x.entity === 'instructor')!;
    const cell = (level: number) =>
      t.database.db
        .selectFrom('sport_guider_cell')
        .select('total')
        .where('county_code', '=', '330106')
        .where('level', '=', level)
        .where('sport', '=', 1)
        .executeTakeFirst();
    const before = (await cell(4))?.total ?? 0;
    const created = await push(c.entity, c.system, { items: [{ ...c.item('cell-1', '欧阳明月'), level: 4 }] });
    const id = created.items[0]!.portalId!;
    expect((await cell(4))?.total).toBe(before + 1);
    const grams = await t.database.db
      .selectFrom('sport_guider_name_gram')
      .select('gram')
      .where('guider_id', '=', id)
      .orderBy('gram')
      .execute();
    expect(grams.map((g) => g.gram).sort()).toEqual(['明月', '欧阳', '阳明'].sort());
    await push(c.entity, c.system, { items: [{ ...c.item('cell-1', '欧阳明月'), level: 1 }] });
    expect((await cell(4))?.total ?? 0).toBe(before);
    expect((await cell(1))?.total).toBeGreaterThanOrEqual(1);
  });

  it('places a pushed match on the map at its venue, sanitises its text, and keeps its venue from deletion', async () => {
    const c = CASES.find((x) => x.entity === 'match')!;
    const pushed = await push(c.entity, c.system, { items: [c.item('map-1', '地图上的赛事')] });
    const id = pushed.items[0]!.portalId!;
    const point = await t.database.db
      .selectFrom('map_point')
      .selectAll()
      .where('match_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(point).toMatchObject({ map_type: 5, organ_id: organId, name: '地图上的赛事', lng: place.lng });
    const row = await t.database.db
      .selectFrom('venue_match')
      .select('description_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.description_html).not.toContain('script');
    const refused = await push('venue', 'app_sync_js365', { deleted: ['base-venue'] });
    expect(refused.deleted[0]).toMatchObject({ result: 'rejected', field: 'deleted' });
  });

  it("shows a pushed venue year on the venue's pages once approved; another venue is refused", async () => {
    const c = CASES.find((x) => x.entity === 'venueYear')!;
    const years = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/data/venue/years/${organId}`,
        headers: { 'session-id': token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.stringify(res.json<{ data: unknown }>().data);
    };
    await push(c.entity, c.system, { items: [{ ...c.item('year-1', ''), year: 2024 }] });
    expect(await years()).not.toContain('2024');
    const submission = await t.database.db
      .selectFrom('venue_year_submission')
      .select('id')
      .where('organ_id', '=', organId)
      .where('year', '=', 2024)
      .executeTakeFirstOrThrow();
    expect(
      await decideSubmission(t.database.db, submission.id, { status: '已审核' }, '西湖区文化和广电旅游体育局', NOW),
    ).toBe(true);
    await vi.waitFor(async () => expect(await years()).toContain('2024'), { timeout: 5_000, interval: 50 });
    const other = await push('venue', 'app_sync_js365', {
      items: [CASES.find((x) => x.entity === 'venue')!.item('other-venue', '另一体育馆')],
    });
    const otherId = other.items[0]!.portalId!;
    const moved = await push(c.entity, c.system, {
      items: [{ ...c.item('year-1', ''), year: 2024, organId: otherId }],
    });
    expect(moved.items[0]).toMatchObject({ result: 'rejected', field: 'organId' });
  });

  it('makes a pushed park a sports_park facility, and leaves sports parks to js365_park', async () => {
    const c = CASES.find((x) => x.entity === 'park')!;
    const pushed = await push(c.entity, c.system, { items: [c.item('kind-1', '种类测试体育公园')] });
    const row = await t.database.db
      .selectFrom('facility')
      .select('kind')
      .where('id', '=', pushed.items[0]!.portalId!)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('sports_park');
    const byEqu = await push('facility', 'js365_equ', {
      items: [{ ...c.item('kind-2', '越界体育公园'), kind: 'sports_park' }],
    });
    expect(byEqu.items[0]).toMatchObject({ result: 'rejected', field: 'kind' });
  });

  it('rejects a validFrom that is no day', async () => {
    const c = CASES[0]!;
    const res = await push(c.entity, c.system, {
      items: [{ ...c.item('vf-1', '日期测试场馆'), validFrom: '2026-02-30' }],
    });
    expect(res.items[0]).toMatchObject({ result: 'rejected', field: 'validFrom' });
  });
});
