/**
 * GET /api/data/build/{kind}/info/search, /info/{id}, /summary and their all-kinds twins (spec §7) over
 * the seeded projects (seed/build-project/, scale 0.05): kinds, filters, order and paging agree with each
 * other and with the summary; details carry the timeline, photos and the venue; bad input answers 400
 * naming the field, unknown ids and divisions 404.
 */
import { BUILD_KINDS, BUILD_STATUSES } from '@portal/contracts/build-project.codes';
import type { BuildDetail, BuildListItem, BuildSummary } from '@portal/contracts/build-project';
import type { PageOf } from '@portal/contracts/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectError } from '../content/content.test-support.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.publicToken();
});
afterAll(() => t.close());

const request = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
const data = async <T>(url: string): Promise<T> => {
  const res = await request(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const search = (path: string) => data<PageOf<BuildListItem>>(path);

describe.each(BUILD_KINDS)('GET /api/data/build/%s/info/search', (kind) => {
  const base = `/api/data/build/${kind}/info/search`;

  it('lists only the kind, newest plan first, in every province', async () => {
    const page = await search(`${base}?pageSize=100`);
    expect(page.total).toBeGreaterThanOrEqual(31);
    expect(page.list.every((p) => p.kind === kind)).toBe(true);
    const years = page.list.map((p) => p.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const summary = await data<BuildSummary>(`/api/data/build/${kind}/summary`);
    expect(summary.count).toBe(page.total);
    expect(summary.provinces.filter((p) => p.count > 0).length).toBeGreaterThanOrEqual(31);
  });

  it('pages through one order', async () => {
    const all = await search(`${base}?pageSize=30`);
    const pages = [
      ...(await search(`${base}?pageSize=10&pageNum=1`)).list,
      ...(await search(`${base}?pageSize=10&pageNum=2`)).list,
      ...(await search(`${base}?pageSize=10&pageNum=3`)).list,
    ];
    expect(pages.map((p) => p.id)).toEqual(all.list.map((p) => p.id));
    expect((await search(`${base}?pageNum=1000`)).list).toEqual([]);
  });

  it('filters by status, year and province; counts agree with the summary', async () => {
    for (const status of BUILD_STATUSES) {
      const page = await search(`${base}?status=${status}&pageSize=100`);
      expect(page.list.every((p) => p.status === status)).toBe(true);
      expect((await data<BuildSummary>(`/api/data/build/${kind}/summary?status=${status}`)).count).toBe(page.total);
    }
    const first = (await search(`${base}?pageSize=1`)).list[0]!;
    const byYear = await search(`${base}?year=${first.year}&pageSize=100`);
    expect(byYear.total).toBeGreaterThan(0);
    expect(byYear.list.every((p) => p.year === first.year)).toBe(true);
    const byProvince = await search(`${base}?areaCode=${first.provinceCode}&pageSize=100`);
    expect(byProvince.list.every((p) => p.provinceCode === first.provinceCode)).toBe(true);
    const summary = await data<BuildSummary>(`/api/data/build/${kind}/summary`);
    expect(summary.provinces.find((p) => p.provinceCode === first.provinceCode)?.count).toBe(byProvince.total);
  });
});

describe('GET /api/data/build/info/search (all kinds)', () => {
  it('holds the four kinds, and filters by kind', async () => {
    const all = await search('/api/data/build/info/search');
    let sum = 0;
    for (const kind of BUILD_KINDS) {
      const own = await search(`/api/data/build/${kind}/info/search`);
      const filtered = await search(`/api/data/build/info/search?kind=${kind}&pageSize=50`);
      expect(filtered.total).toBe(own.total);
      expect(filtered.list.every((p) => p.kind === kind)).toBe(true);
      sum += own.total;
    }
    expect(all.total).toBe(sum);
    expect((await data<BuildSummary>('/api/data/build/summary')).count).toBe(sum);
  });

  it('matches a keyword of one or two characters in the name or the unit, literally', async () => {
    const page = await search(`/api/data/build/info/search?keyword=${encodeURIComponent('公园')}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((p) => p.name.includes('公园') || p.responsibleUnit.includes('公园'))).toBe(true);
    const unit = await search(`/api/data/build/info/search?keyword=${encodeURIComponent('体育局')}&pageSize=100`);
    expect(unit.list.every((p) => p.name.includes('体育局') || p.responsibleUnit.includes('体育局'))).toBe(true);
    expect((await search('/api/data/build/info/search?keyword=%25')).total).toBe(0);
  });
});

describe('GET /api/data/build/{kind}/info/{id}', () => {
  it('answers the detail with its timeline, photos and dates agreeing with the status', async () => {
    for (const kind of BUILD_KINDS) {
      const { list } = await search(`/api/data/build/${kind}/info/search?pageSize=100`);
      for (const item of list.slice(0, 15)) {
        const detail = await data<BuildDetail>(`/api/data/build/${kind}/info/${item.id}`);
        expect(detail).toMatchObject({ id: item.id, kind, name: item.name, status: item.status });
        expect(detail).toEqual(await data<BuildDetail>(`/api/data/build/info/${item.id}`));
        expect(detail.progress.at(-1)?.stage).toBe(item.status);
        const days = detail.progress.map((p) => p.date);
        expect(days).toEqual([...days].sort());
        expect(detail.dates.approved).toBe(detail.progress[0]?.date);
        const reached = BUILD_STATUSES.slice(0, BUILD_STATUSES.indexOf(item.status) + 1);
        for (const status of BUILD_STATUSES) expect(detail.dates[status] !== '').toBe(reached.includes(status));
        expect(detail.facilities.length).toBeGreaterThan(0);
        expect(detail.centralSubsidy).toBeLessThanOrEqual(detail.totalInvestment);
        expect(detail.venue !== null).toBe(item.hasVenue);
      }
    }
  });

  it('links a national fitness centre in use to the venue it became, and serves the photos', async () => {
    const { list } = await search('/api/data/build/gymCenter/info/search?status=inUse&pageSize=20');
    const linked = list.find((p) => p.hasVenue)!;
    const detail = await data<BuildDetail>(`/api/data/build/gymCenter/info/${linked.id}`);
    expect(detail.venue).toMatchObject({ organType: 4, isLarge: false });
    expect(detail.name).toContain(detail.venue!.name);
    const venue = await data<{ name: string }>(`/api/data/v2/nvenue/info/getYear/${detail.venue!.organId}`);
    expect(venue).toBeDefined();
    const photo = detail.progress.find((p) => p.photo)!.photo!;
    const file = await request(photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 for an unknown id or a project of another kind, 400 for a malformed id', async () => {
    const [first] = (await search('/api/data/build/ice/info/search?pageSize=1')).list;
    expectError(await request(`/api/data/build/sportsPark/info/${first!.id}`), 404, '建设项目不存在或已删除');
    expectError(await request('/api/data/build/info/99999999'), 404, '建设项目不存在或已删除');
    expectError(await request('/api/data/build/ice/info/abc'), 400, 'id');
    expectError(await request('/api/data/build/ice/info/0'), 400, 'id');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, 404 for a code that is not a division, 401 without a session', async () => {
    const base = '/api/data/build/sportsPark/info/search';
    expectError(await request(`${base}?pageSize=0`), 400, 'pageSize');
    expectError(await request(`${base}?pageSize=101`), 400, 'pageSize');
    expectError(await request(`${base}?pageNum=0`), 400, 'pageNum');
    expectError(await request(`${base}?status=done`), 400, 'status');
    expectError(await request(`${base}?year=20x4`), 400, 'year');
    expectError(await request(`${base}?year=1999`), 400, 'year');
    expectError(await request(`${base}?keyword=${'长'.repeat(51)}`), 400, 'keyword');
    expectError(await request(`${base}?areaCode=33000`), 400, 'areaCode');
    expectError(await request(`${base}?areaCode=990000`), 404, '行政区划不存在或已删除');
    expectError(await request('/api/data/build/info/search?kind=stadium'), 400, 'kind');
    expectError(await request('/api/data/build/summary?status=x'), 400, 'status');
    const anonymous = await t.app.inject({ method: 'GET', url: base });
    expectError(anonymous, 401, '登录');
  });
});
