/**
 * The per-row validation of the exchange (docs/data-exchange.md §5): each rule rejects a row naming its
 * field with a Chinese reason, while the good rows of the same batch land; a GCJ-02 point is stored in
 * WGS-84; a likely duplicate is written and flagged for review. SQLite, or PostgreSQL when DATABASE_URL
 * is set.
 */
import type { BatchResult, ChangesPage, ExchangeSystem } from '@portal/contracts/data-exchange';
import gcoordModule from 'gcoord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { haversineMetres } from '../../lib/haversine.js';
import { issueClient } from './exchange-client.repository.js';
import {
  facilityItem as sharedFacilityItem,
  signedRequest,
  venueYearItem,
  WEST_LAKE_PLACE,
  type ClientKey,
} from './exchange.test-support.js';

const NOW = new Date('2026-05-01T10:00:00Z');
let t: TestApp;
const keys = {} as Record<ExchangeSystem, ClientKey>;
/** A venue pushed for the yearly rows. */
let organId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  await insertDivisions(t);
  for (const system of ['app_sync_js365', 'js365_equ'] as const)
    keys[system] = await issueClient(t.database.db, system, NOW);
  const [venue] = (await push('app_sync_js365', 'venue', [venueItem('base-venue')])).items;
  organId = venue!.portalId!;
});
afterAll(() => t.close());

async function push(system: ExchangeSystem, entity: string, items: unknown[]): Promise<BatchResult> {
  const res = await signedRequest(t, NOW, 'POST', `/api/exchange/v1/${entity}/batch`, { items }, { key: keys[system] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: BatchResult }>().data;
}

/** [sourceId, result, field] of every row. */
const outcome = (r: BatchResult) => r.items.map((i) => [i.sourceId, i.result, i.field]);

const place = WEST_LAKE_PLACE;

function venueItem(sourceId: string, extra: Record<string, unknown> = {}) {
  return {
    sourceId,
    name: `校验测试场馆${sourceId}`,
    organType: 2,
    ...place,
    phone: '0571-88886666',
    seats: 3200,
    floorArea: 12000,
    isLarge: true,
    sports: ['篮球'],
    hasOutdoor: false,
    marketPrice: 40,
    lowFeePrice: 20,
    concessionPrice: 10,
    ...extra,
  };
}

const facilityItem = (sourceId: string, extra: Record<string, unknown> = {}) =>
  sharedFacilityItem(sourceId, `校验测试健身路径${sourceId}`, extra);

const yearItem = (sourceId: string, extra: Record<string, unknown> = {}) => venueYearItem(sourceId, organId, extra);

describe('exchange row validation', () => {
  it('rejects a county code that is not a current county, or a point far from its county; good rows land', async () => {
    const r = await push('js365_equ', 'facility', [
      facilityItem('v-abolished', { countyCode: '110103' }), // 崇文区, merged into 东城区 in 2010
      facilityItem('v-city', { countyCode: '330100' }), // a city, not a county
      facilityItem('v-far', { countyCode: '110101' }), // 东城区 with a Hangzhou point: ~1,100 km
      facilityItem('v-sea', { lng: 0, lat: 0 }),
      facilityItem('v-good'),
    ]);
    expect(outcome(r)).toEqual([
      ['v-abolished', 'rejected', 'countyCode'],
      ['v-city', 'rejected', 'countyCode'],
      ['v-far', 'rejected', 'lng'],
      ['v-sea', 'rejected', 'lng'],
      ['v-good', 'created', undefined],
    ]);
    expect(r.items[0]!.reason).toContain('GB/T 2260');
    expect(r.items[2]!.reason).toMatch(/东城区.*超过 150 公里/);
    // A point 30 km from the county's centre is still the county's.
    expect(outcome(await push('js365_equ', 'facility', [facilityItem('v-near', { lat: 30.53 })]))).toEqual([
      ['v-near', 'created', undefined],
    ]);
  });

  it('stores a GCJ-02 point in WGS-84, keeps the datum as sent in the feed, and refuses an unknown datum', async () => {
    const gcj: [number, number] = [120.135, 30.2575];
    const r = await push('js365_equ', 'facility', [
      facilityItem('v-gcj', { lng: gcj[0], lat: gcj[1], datum: 'GCJ-02' }),
      facilityItem('v-bd', { datum: 'BD-09' }),
      facilityItem('v-cgcs', { lng: 120.14, lat: 30.27, datum: 'CGCS2000' }),
    ]);
    expect(outcome(r)).toEqual([
      ['v-gcj', 'created', undefined],
      ['v-bd', 'rejected', 'datum'],
      ['v-cgcs', 'created', undefined],
    ]);
    const point = await t.database.db
      .selectFrom('map_point')
      .select(['lng', 'lat'])
      .where('id', '=', r.items[0]!.portalId!)
      .executeTakeFirstOrThrow();
    const gcoord = (gcoordModule as unknown as { default?: typeof gcoordModule.default }).default ?? gcoordModule;
    const wgs = (gcoord as typeof gcoordModule.default).transform(gcj, 'GCJ02' as never, 'WGS84' as never);
    expect(Number(point.lng)).toBeCloseTo(wgs[0], 5);
    expect(Number(point.lat)).toBeCloseTo(wgs[1], 5);
    // GCJ-02 is offset by a few hundred metres in Hangzhou: the stored point moved.
    expect(haversineMetres(gcj[0], gcj[1], Number(point.lng), Number(point.lat))).toBeGreaterThan(100);
    const cgcs = await t.database.db
      .selectFrom('map_point')
      .select(['lng', 'lat'])
      .where('id', '=', r.items[2]!.portalId!)
      .executeTakeFirstOrThrow();
    expect([Number(cgcs.lng), Number(cgcs.lat)]).toEqual([120.14, 30.27]);
    const res = await signedRequest(t, NOW, 'GET', '/api/exchange/v1/facility/changes', undefined, {
      key: keys.js365_equ,
    });
    const change = res.json<{ data: ChangesPage }>().data.items.find((c) => c.sourceId === 'v-gcj');
    expect(change?.state).toMatchObject({ lng: gcj[0], lat: gcj[1], datum: 'GCJ-02' });
  });

  it('rejects a phone that is no number of the allowed formats (venue, organisation); an empty one is none', async () => {
    const venues = await push('app_sync_js365', 'venue', [
      venueItem('p-short', { phone: '8888666' }),
      venueItem('p-empty', { phone: '' }),
      venueItem('p-mobile', { phone: '138 1234 5678' }),
    ]);
    expect(outcome(venues)).toEqual([
      ['p-short', 'rejected', 'phone'],
      ['p-empty', 'created', undefined],
      ['p-mobile', 'created', undefined],
    ]);
    expect(venues.items[0]!.reason).toContain('电话号码格式不正确');
    const organization = (sourceId: string, contactPhone: string) => ({
      sourceId,
      kind: 102,
      name: `校验测试协会${sourceId}`,
      countyCode: '330106',
      address: '杭州市西湖区文三路 2 号',
      foundedYear: 2010,
      memberCount: 120,
      supervisor: '西湖区文化和广电旅游体育局',
      contactPhone,
      meetingTime: '每周六上午',
      introduction: '校验测试',
    });
    expect(
      outcome(
        await push('js365_equ', 'organization', [
          organization('o-bad', '0571-123'),
          organization('o-good', '0571-88881111'),
        ]),
      ),
    ).toEqual([
      ['o-bad', 'rejected', 'contactPhone'],
      ['o-good', 'created', undefined],
    ]);
  });

  it('applies the programme rules: low fee <= 70 % of the market price, >= 35 h a week, >= 330 days', async () => {
    const venues = await push('app_sync_js365', 'venue', [
      venueItem('r-fee', { marketPrice: 40, lowFeePrice: 29 }),
      venueItem('r-fee-ok', { marketPrice: 40, lowFeePrice: 28 }),
    ]);
    expect(outcome(venues)).toEqual([
      ['r-fee', 'rejected', 'lowFeePrice'],
      ['r-fee-ok', 'created', undefined],
    ]);
    expect(venues.items[0]!.reason).toContain('70%（28 元/人·小时）');
    const years = await push('app_sync_js365', 'venueYear', [
      yearItem('y-hours', { weeklyOpenHours: 34 }),
      yearItem('y-days', { openDays: 329 }),
      // Pushed on 1 May 2026: the running year needs 330 x 120 / 365 = 108 days so far.
      yearItem('y-running-short', { year: 2026, openDays: 100 }),
      yearItem('y-running', { year: 2026, openDays: 110 }),
      yearItem('y-good'),
    ]);
    expect(outcome(years)).toEqual([
      ['y-hours', 'rejected', 'weeklyOpenHours'],
      ['y-days', 'rejected', 'openDays'],
      ['y-running-short', 'rejected', 'openDays'],
      ['y-running', 'created', undefined],
      ['y-good', 'created', undefined],
    ]);
    expect(years.items[2]!.reason).toContain('108 天');
  });

  it('writes a likely duplicate (same name within 100 m) and flags it for review; farther or other names are not', async () => {
    const name = '校验测试重名健身路径';
    const [first] = (await push('js365_equ', 'facility', [facilityItem('d-1', { name })])).items;
    const r = await push('js365_equ', 'facility', [
      facilityItem('d-2', { name, lng: 120.1305 }), // ~48 m east
      facilityItem('d-3', { name, lng: 120.14 }), // ~960 m east
      facilityItem('d-4', { lng: 120.1305 }),
    ]);
    expect(outcome(r)).toEqual([
      ['d-2', 'created', undefined],
      ['d-3', 'created', undefined],
      ['d-4', 'created', undefined],
    ]);
    expect(r.items[0]!.review).toMatchObject({ field: 'name', portalId: first!.portalId });
    expect(r.items[0]!.review!.reason).toMatch(/同名且相距 48 米/);
    expect(r.items[1]!.review).toBeUndefined();
    expect(r.items[2]!.review).toBeUndefined();
    // Updating the first does not flag it against itself, but against its twin.
    const again = await push('js365_equ', 'facility', [facilityItem('d-1', { name, area: 330 })]);
    expect(again.items[0]).toMatchObject({ result: 'updated', review: { portalId: r.items[0]!.portalId } });
  });

  it('flags a likely duplicate of a row written earlier in the same batch, as item-by-item writes would', async () => {
    // New rows of a facility batch are inserted together at its end (batch.command.ts): the flag still names
    // the earlier row's id, and an update earlier in the batch counts with its new name and point.
    const name = '校验测试同批重名健身路径';
    const [moved] = (await push('js365_equ', 'facility', [facilityItem('b-1', { name: '校验测试将改名路径' })])).items;
    const r = await push('js365_equ', 'facility', [
      facilityItem('b-2', { name }),
      facilityItem('b-3', { name, lng: 120.1305 }), // ~48 m east of b-2
      facilityItem('b-1', { name, lng: 120.1303 }), // renamed and moved: ~29 m from b-2, ~19 m from b-3
      facilityItem('b-4', { name, lng: 120.1302 }), // ~10 m from b-1's new point
    ]);
    expect(outcome(r)).toEqual([
      ['b-2', 'created', undefined],
      ['b-3', 'created', undefined],
      ['b-1', 'updated', undefined],
      ['b-4', 'created', undefined],
    ]);
    const [b2, b3, b1, b4] = r.items;
    expect(b2!.review).toBeUndefined();
    expect(b3!.review).toMatchObject({ field: 'name', portalId: b2!.portalId });
    expect(b3!.review!.reason).toContain(`编号 ${b2!.portalId}）同名且相距 48 米`);
    expect(b1!.review).toMatchObject({ portalId: b3!.portalId });
    expect(b1!.portalId).toBe(moved!.portalId);
    expect(b4!.review).toMatchObject({ portalId: b1!.portalId });
    expect(b4!.review!.reason).toMatch(/相距 10 米/);
    expect(b3!.portalId).toBe(b2!.portalId! + 1);
    expect(b4!.portalId).toBe(b3!.portalId! + 1);
  });

  it('counts the refused rows per day, system, province and field (no values kept)', async () => {
    const counts = await t.database.db
      .selectFrom('exchange_rejection_day')
      .selectAll()
      .where('system', '=', 'js365_equ')
      .where('entity', '=', 'facility')
      .orderBy('field')
      .orderBy('province_code')
      .execute();
    // Earlier in this file: 110103 and 330100 (no known county), 东城区's far point (Beijing), the zero
    // point (Zhejiang) and the unknown datum (Zhejiang).
    expect(counts.map((c) => [c.day, c.province_code, c.field, Number(c.row_count)])).toEqual([
      ['2026-05-01', '', 'countyCode', 2],
      ['2026-05-01', '330000', 'datum', 1],
      ['2026-05-01', '110000', 'lng', 1],
      ['2026-05-01', '330000', 'lng', 1],
    ]);
    expect(counts[0]!.last_reason).toContain('GB/T 2260');
  });
});
