/**
 * The facility reads (spec §7): GET /api_/ruoyi/equipment/list and /detail, the national fitness path
 * list and detail, traditional equipment, the layout, the equipment service (token, POST lists, GET by
 * id) and the map popup's condition, over the seeded facilities (scale 0.05). Lists agree with their
 * counts and with each other; bad input answers 400 naming the field, unknown ids and divisions 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Certification,
  EquipmentPiece,
  FacilityDetail,
  FacilityField,
  FacilityListData,
  LayoutData,
} from '@portal/contracts/facility';
import { EQUIP_SERVICE_LIST_KINDS, FACILITY_KINDS } from '@portal/contracts/facility.codes';
import type { MapPointDetail } from '@portal/contracts/fitness-map';
import type { PageOf } from '@portal/contracts/paging';
import { canonicalKey } from '../../lib/http/canonical-key.js';
import { expectError } from '../content/content.test-support.js';
import { createFacilityTestApp, type FacilityTestApp } from './facility.test-support.js';

let t: FacilityTestApp;
beforeAll(async () => {
  t = await createFacilityTestApp();
}, 60_000);
afterAll(() => t.close());

const data = async <T>(url: string): Promise<T> => {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};
const list = (query = '') => data<FacilityListData>(`/api_/ruoyi/equipment/list?${query}`);

describe('GET /api_/ruoyi/equipment/list', () => {
  it('lists every kind, with counts per kind summing to the total', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBeGreaterThan(200);
    expect(all.kindCounts.map((c) => c.kind)).toEqual([...FACILITY_KINDS]);
    expect(all.kindCounts.every((c) => c.count > 0)).toBe(true);
    expect(all.kindCounts.reduce((s, c) => s + c.count, 0)).toBe(all.total);
    for (const kind of FACILITY_KINDS) {
      const page = await list(`kind=${kind}&pageSize=100`);
      expect(page.total).toBe(all.kindCounts.find((c) => c.kind === kind)!.count);
      expect(page.list.every((f) => f.kind === kind)).toBe(true);
      // Counts per kind ignore the kind filter.
      expect(page.kindCounts).toEqual(all.kindCounts);
    }
  });

  it('pages through one order and answers an empty page past the end', async () => {
    const whole = await list('pageSize=30');
    const pages = [...(await list('pageSize=15&pageNum=1')).list, ...(await list('pageSize=15&pageNum=2')).list];
    expect(pages.map((f) => f.id)).toEqual(whole.list.map((f) => f.id));
    expect((await list('pageNum=100000')).list).toEqual([]);
  });

  it('filters by province, city and county (every province has every kind)', async () => {
    const zhejiang = await list('areaCode=330000&pageSize=100');
    expect(zhejiang.total).toBeGreaterThan(0);
    expect(zhejiang.list.every((f) => f.countyCode.startsWith('33'))).toBe(true);
    const first = zhejiang.list[0]!;
    const city = await list(`areaCode=${first.countyCode.slice(0, 4)}00&pageSize=100`);
    expect(city.list.every((f) => f.countyCode.startsWith(first.countyCode.slice(0, 4)))).toBe(true);
    const county = await list(`areaCode=${first.countyCode}`);
    expect(county.total).toBeGreaterThan(0);
    for (const province of ['110000', '540000', '650000']) {
      const counts = (await list(`areaCode=${province}`)).kindCounts;
      expect(
        counts.filter((c) => c.count === 0).map((c) => c.kind),
        province,
      ).toEqual([]);
    }
  });

  it('finds names by a 2-character keyword and by longer ones, combined with the other filters', async () => {
    const two = await list(`keyword=${encodeURIComponent('路径')}&pageSize=100`);
    expect(two.total).toBeGreaterThan(0);
    expect(two.list.every((f) => f.name.includes('路径'))).toBe(true);
    const sample = two.list[0]!;
    const long = await list(`keyword=${encodeURIComponent(sample.name)}`);
    expect(long.list.map((f) => f.id)).toContain(sample.id);
    const narrowed = await list(
      `keyword=${encodeURIComponent('路径')}&kind=fitness_path&areaCode=${sample.countyCode.slice(0, 2)}0000&pageSize=100`,
    );
    expect(
      narrowed.list.every((f) => f.kind === 'fitness_path' && f.countyCode.startsWith(sample.countyCode.slice(0, 2))),
    ).toBe(true);
    expect(narrowed.kindCounts.reduce((s, c) => s + c.count, 0)).toBeGreaterThanOrEqual(narrowed.total);
    expect((await list(`keyword=${encodeURIComponent('不存在的设施名称')}`)).total).toBe(0);
    const one = await list(`keyword=${encodeURIComponent('园')}&pageSize=50`);
    expect(one.list.every((f) => f.name.includes('园'))).toBe(true);
  });

  it('merges a keyword found in several kinds in list order, with and without a condition', async () => {
    const keyword = encodeURIComponent('体育');
    const whole = await list(`keyword=${keyword}&pageSize=40`);
    expect(new Set(whole.list.map((f) => f.kind)).size).toBeGreaterThan(1);
    expect(whole.list.every((f) => f.name.includes('体育'))).toBe(true);
    expect(whole.kindCounts.reduce((sum, c) => sum + c.count, 0)).toBe(whole.total);
    const paged = [
      ...(await list(`keyword=${keyword}&pageSize=20`)).list,
      ...(await list(`keyword=${keyword}&pageSize=20&pageNum=2`)).list,
    ];
    expect(paged.map((f) => f.id)).toEqual(whole.list.map((f) => f.id));
    const order = whole.list.map((f) => `${f.countyCode}:${String(FACILITY_KINDS.indexOf(f.kind)).padStart(2, '0')}`);
    expect(order).toEqual([...order].sort());
    const normal = await list(`keyword=${keyword}&condition=normal&pageSize=100`);
    expect(normal.list.every((f) => f.condition === 'normal' && f.name.includes('体育'))).toBe(true);
    expect(normal.total).toBeLessThanOrEqual(whole.total);
  });

  it('filters by condition', async () => {
    const disabled = await list('condition=disabled&pageSize=100');
    expect(disabled.list.every((f) => f.condition === 'disabled')).toBe(true);
    const normal = await list('condition=normal&pageSize=1');
    const repairing = await list('condition=repairing&pageSize=1');
    const reported = await list('condition=reported&pageSize=100');
    expect(reported.list.every((f) => f.condition === 'reported' && f.conditionName === '群众报修（待核实）')).toBe(
      true,
    );
    expect(disabled.total + normal.total + repairing.total + reported.total).toBe((await list()).total);
  });

  it('answers bad input with 400 naming the field and unknown divisions with 404', async () => {
    expectError(await t.get('/api_/ruoyi/equipment/list?pageSize=101'), 400, 'pageSize');
    expectError(await t.get('/api_/ruoyi/equipment/list?pageNum=0'), 400, 'pageNum');
    expectError(await t.get('/api_/ruoyi/equipment/list?kind=castle'), 400, 'kind');
    expectError(await t.get('/api_/ruoyi/equipment/list?condition=broken'), 400, 'condition');
    expectError(await t.get('/api_/ruoyi/equipment/list?areaCode=12ab'), 400, 'areaCode');
    expectError(await t.get(`/api_/ruoyi/equipment/list?keyword=${'长'.repeat(51)}`), 400, 'keyword');
    expectError(await t.get('/api_/ruoyi/equipment/list?keyword=%01x'), 400, 'keyword');
    expectError(await t.get('/api_/ruoyi/equipment/list?areaCode=990000'), 404, '行政区划');
  });
});

describe('details', () => {
  it('shows a facility with its fields and pieces; 404 for unknown ids, 400 for bad ones', async () => {
    const park = (await list('kind=sports_park')).list[0]!;
    const detail = await data<FacilityDetail>(
      `/api_/ruoyi/equipment/detail?id=${park.id}&from=${encodeURIComponent('体育公园')}`,
    );
    expect(detail).toMatchObject({ id: park.id, kind: 'sports_park', name: park.name });
    expect(detail.equipment.length).toBe(detail.equipmentCount);
    expect(detail.fields.length).toBe(detail.fieldCount);
    for (const piece of detail.equipment) {
      expect(piece.facilityId).toBe(park.id);
      expect(piece.warrantyEnd.slice(4)).toBe(
        piece.installDate.slice(4) === '-02-29' ? '-03-01' : piece.installDate.slice(4),
      );
      expect(Number(piece.warrantyEnd.slice(0, 4)) - Number(piece.installDate.slice(0, 4))).toBe(8);
    }
    expect(String(detail.lng).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3);
    expectError(await t.get('/api_/ruoyi/equipment/detail?id=999999999'), 404, '健身设施');
    expectError(await t.get('/api_/ruoyi/equipment/detail?id=abc'), 400, 'id');
    expectError(await t.get('/api_/ruoyi/equipment/detail'), 400, 'id');
    // The path detail only answers for fitness paths.
    expectError(await t.get(`/api/data/path/detail?id=${park.id}`), 404, '健身设施');
  });

  it('lists and details the national fitness paths', async () => {
    const paths = await data<FacilityListData>('/api/data/path/list?pageSize=5');
    expect(paths.list.every((f) => f.kind === 'fitness_path')).toBe(true);
    expect(paths.total).toBe((await list('kind=fitness_path')).total);
    const detail = await data<FacilityDetail>(`/api/data/path/detail?id=${paths.list[0]!.id}`);
    expect(detail.equipment.length).toBeGreaterThan(1);
  });

  it('lists traditional equipment with its filters', async () => {
    const page = await data<PageOf<EquipmentPiece>>('/api/data/equipment/traditional/list?pageSize=50');
    expect(page.total).toBeGreaterThan(50);
    expect(page.list.every((p) => p.category === 'traditional')).toBe(true);
    const smart = await data<PageOf<EquipmentPiece>>('/api/data/equipment/traditional/list?category=smart');
    expect(smart.list.every((p) => p.category === 'smart' && p.name.startsWith('智能'))).toBe(true);
    const named = await data<PageOf<EquipmentPiece>>(
      `/api/data/equipment/traditional/list?keyword=${encodeURIComponent('漫步')}&areaCode=110000`,
    );
    expect(named.list.every((p) => p.name.includes('漫步') && p.areaName.startsWith('北京'))).toBe(true);
    expectError(await t.get('/api/data/equipment/traditional/list?category=robot'), 400, 'category');
  });

  it('the map popup of a facility point carries its condition and links to its detail page', async () => {
    const path = (await list('kind=fitness_path')).list[0]!;
    const point = await data<MapPointDetail>(`/api/data/fitnessMap/point/${path.id}`);
    expect(point.facility).toMatchObject({ condition: path.condition, equipmentCount: path.equipmentCount });
    expect(point.detailPath).toBe(`/equipment/NationalFitnessPathDetail?id=${path.id}`);
    const greenway = (await list('kind=greenway')).list[0]!;
    expect((await data<MapPointDetail>(`/api/data/fitnessMap/point/${greenway.id}`)).detailPath).toBe(
      `/equipment/fieldDetail?id=${greenway.id}`,
    );
  });
});

describe('GET /api/data/facilityLayout', () => {
  it('agrees with the lists at every level and gives per-capita figures', async () => {
    const country = await data<LayoutData>('/api/data/facilityLayout');
    expect(country.level).toBe('country');
    expect(country.total).toBe((await list()).total);
    expect(country.children).toHaveLength(31);
    expect(country.children.reduce((s, c) => s + c.total, 0)).toBe(country.total);
    const zj = country.children.find((c) => c.code === '330000')!;
    expect(zj.population).toBe(64_570_000);
    expect(zj.perTenThousand).toBeCloseTo((zj.total / zj.population) * 10000, 2);
    const province = await data<LayoutData>('/api/data/facilityLayout?areaCode=330000');
    expect(province.total).toBe(zj.total);
    expect(province.children.reduce((s, c) => s + c.total, 0)).toBe(province.total);
    expect(province.total).toBe((await list('areaCode=330000')).total);
    const city = province.children[0]!;
    const cityLayout = await data<LayoutData>(`/api/data/facilityLayout?areaCode=${city.code}`);
    expect(cityLayout.total).toBe(city.total);
    expect(cityLayout.level).toBe('city');
    expectError(await t.get('/api/data/facilityLayout?areaCode=990000'), 404, '行政区划');
  });
});

describe('the equipment service', () => {
  it('needs the facilities token: 401 without, forged or a session token', async () => {
    expectError(await t.postList('path', {}, { 'equip-token': '' }), 401, '令牌');
    expectError(await t.postList('path', {}, { 'equip-token': t.token }), 401, '令牌');
    const forged = `${t.equipToken.slice(0, -4)}AAAA`;
    expectError(await t.postList('path', {}, { 'equip-token': forged }), 401, '令牌');
    expectError(await t.get('/api/data/equipService/equipment/1'), 401, '令牌');
    const token = await t.get('/api/data/equipService/token');
    expect(token.headers['cache-control']).toBe('no-store');
  });

  it('POST lists hold their kinds; a kind of another list is 400', async () => {
    for (const [name, kinds] of Object.entries(EQUIP_SERVICE_LIST_KINDS)) {
      const res = await t.postList(name, { pageSize: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{ data: FacilityListData }>().data;
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.every((f) => kinds.includes(f.kind))).toBe(true);
    }
    expectError(await t.postList('budao', { kind: 'fitness_path' }), 400, 'kind');
    expectError(await t.postList('venue', { pageSize: 0 }), 400, 'pageSize');
    expectError(await t.postList('venue', { colour: 'red' }), 400, 'colour');
    expectError(await t.postList('venue', { keyword: 'a\u0000b' }), 400, 'keyword');
    expectError(await t.postList('venue', { areaCode: '990000' }), 404, '行政区划');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/data/equipService/venue/list',
      headers: { 'session-id': t.token, 'equip-token': t.equipToken, 'content-type': 'application/json' },
      payload: '{"pageNum":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('caches on the canonical body: key order and blank values do not matter', async () => {
    expect(canonicalKey('/x', { pageNum: 1, kind: 'stadium ', keyword: '' })).toBe(
      canonicalKey('/x', { kind: 'stadium', pageNum: 1 }),
    );
    expect(canonicalKey('/x', { pageNum: 1 })).not.toBe(canonicalKey('/x', { pageNum: 2 }));
    expect(canonicalKey('/x', { pageNum: 1 })).not.toBe(canonicalKey('/y', { pageNum: 1 }));
    const a = await t.postList('venue', { kind: 'stadium', pageNum: 1, pageSize: 10, keyword: '' });
    const b = await t.postList('venue', { pageSize: 10, pageNum: 1, kind: 'stadium' });
    expect(a.body).toBe(b.body);
  });

  it('lists fields and certifications and reads each by id', async () => {
    const fields = (await t.postList('field', { pageSize: 20 })).json<{ data: PageOf<FacilityField> }>().data;
    expect(fields.total).toBeGreaterThan(20);
    const venueFields = (await t.postList('field', { organId: 1 })).json<{ data: PageOf<FacilityField> }>().data;
    expect(venueFields.list.length).toBeGreaterThan(0);
    expect(venueFields.list.every((f) => f.organId === 1 && f.facilityId === null)).toBe(true);
    // The venue's name travels with its fields (the /gymFacility pages' h1, docs/decisions/public-experience.md §3).
    const venue = await t.database.db
      .selectFrom('venue')
      .select('name')
      .where('organ_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(new Set(venueFields.list.map((f) => f.organName))).toEqual(new Set([venue.name]));
    expect(fields.list.filter((f) => f.organId === null).every((f) => f.organName === null)).toBe(true);
    const field = fields.list[0]!;
    const headers = { 'equip-token': t.equipToken };
    expect(
      (await t.get(`/api/data/equipService/field/${field.id}`, headers)).json<{ data: FacilityField }>().data,
    ).toEqual(field);
    const certs = (await t.postList('certification', { pageSize: 5 })).json<{ data: PageOf<Certification> }>().data;
    expect(certs.total).toBeGreaterThan(100);
    const expired = (await t.postList('certification', { valid: false })).json<{ data: PageOf<Certification> }>().data;
    expect(expired.list.every((c) => !c.valid)).toBe(true);
    const cert = await t.get(`/api/data/equipService/certification/${certs.list[0]!.id}`, headers);
    expect(cert.json<{ data: Certification }>().data).toEqual(certs.list[0]);
    const piece = await t.get('/api/data/equipService/equipment/1', headers);
    expect(piece.json<{ data: EquipmentPiece }>().data).toMatchObject({ id: 1 });
    expectError(await t.get('/api/data/equipService/field/999999999', headers), 404, '场地');
    expectError(await t.get('/api/data/equipService/equipment/999999999', headers), 404, '健身器材');
    expectError(await t.get('/api/data/equipService/certification/0', headers), 400, 'id');
  });
});
