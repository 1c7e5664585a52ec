/**
 * Provenance of exchanged records on their public detail pages (contracts data-source.ts;
 * docs/decisions/data-exchange.md "Provenance"): the venue, facility and build-project detail answers carry
 * `dataSource` from the latest revision (day in Beijing time, the system's Chinese name), the first HTML
 * of those pages writes "数据更新于 YYYY-MM-DD · 来源：…", and a record no system pushed has null.
 * SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import { rmSync } from 'node:fs';
import { BUILD_KIND_PAGES } from '@portal/contracts/build-project.codes';
import type { BuildDetail } from '@portal/contracts/build-project';
import type { BatchResult, ExchangeSystem } from '@portal/contracts/data-exchange';
import type { FacilityDetail } from '@portal/contracts/facility';
import { FACILITY_KIND_PATHS } from '@portal/contracts/facility.codes';
import type { VenueYearDetail } from '@portal/contracts/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { makeDist, page } from '../../../test/first-html-fixtures.js';
import { dataSourceOf } from '../../db/exchange-provenance.js';
import { insertVenues } from '../../../test/venue-fixtures.js';
import { VENUE_DETAIL_PAGES } from '../venue/venue.pages.js';
import { issueClient } from './exchange-client.repository.js';
import { decideSubmission } from './review/venue-year-review.command.js';
import {
  facilityItem,
  signedRequest,
  venueYearItem,
  WEST_LAKE_PLACE,
  type ClientKey,
} from './exchange.test-support.js';

// 23:30 UTC is the next day in Beijing: the page shows 2026-05-02.
const NOW = new Date('2026-05-01T23:30:00Z');
// The server's clock; the last test moves it on to push and approve later.
let now = NOW;
let t: TestApp;
let dist: string;
let token: string;
const keys = {} as Record<ExchangeSystem, ClientKey>;
const ids = {} as Record<'venue' | 'facility' | 'project', number>;

const place = WEST_LAKE_PLACE;

async function push(system: ExchangeSystem, entity: string, item: Record<string, unknown>): Promise<number> {
  const res = await signedRequest(
    t,
    now,
    'POST',
    `/api/exchange/v1/${entity}/batch`,
    { items: [item] },
    {
      key: keys[system],
    },
  );
  const row = res.json<{ data: BatchResult }>().data.items[0]!;
  expect(row.result, JSON.stringify(row)).toBe('created');
  return row.portalId!;
}

/** Approves the venue year's submission at the server's clock. */
async function approve(organId: number, year: number): Promise<void> {
  const submission = await t.database.db
    .selectFrom('venue_year_submission')
    .select('id')
    .where('organ_id', '=', organId)
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  expect(await decideSubmission(t.database.db, submission.id, { status: '已审核' }, '审核单位', now)).toBe(true);
}

async function api<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

beforeAll(async () => {
  dist = makeDist([
    { path: VENUE_DETAIL_PAGES.small, title: '场馆详情' },
    { path: FACILITY_KIND_PATHS.fitness_path.detail, title: '健身路径详情' },
    { path: BUILD_KIND_PAGES.gymCenter.detail.path, title: '全民健身中心项目详情' },
  ]);
  t = await createTestApp({ env: { WEB_DIST: dist }, clock: () => now });
  token = await t.publicToken();
  await insertDivisions(t);
  await insertVenues(t, [{ organ_id: 7, name: '种子场馆', organ_type: 2, county_code: '330106' }]);
  for (const system of ['app_sync_js365', 'js365_equ', 'js365_build'] as const)
    keys[system] = await issueClient(t.database.db, system, NOW);
  ids.venue = await push('app_sync_js365', 'venue', {
    sourceId: 'pv-1',
    name: '来源测试体育馆',
    organType: 2,
    ...place,
    phone: '0571-88886666',
    seats: 3200,
    floorArea: 12000,
    isLarge: false,
    sports: ['篮球'],
    hasOutdoor: false,
    marketPrice: 40,
    lowFeePrice: 20,
    concessionPrice: 10,
  });
  await push('app_sync_js365', 'venueYear', venueYearItem('pvy-1', ids.venue));
  // Public once reviewed (docs/decisions/data-exchange.md "Review before public (审核)").
  await approve(ids.venue, 2025);
  ids.facility = await push('js365_equ', 'facility', facilityItem('pf-1', '来源测试健身路径'));
  ids.project = await push('js365_build', 'buildProject', {
    sourceId: 'pb-1',
    kind: 'gymCenter',
    name: '来源测试全民健身中心',
    ...place,
    year: 2025,
    status: 'approved',
    approvedDate: '2025-03-01',
    totalInvestment: 3000,
    centralSubsidy: 1000,
    fundSource: '中央预算内投资',
    area: 5000,
    facilities: ['篮球馆'],
    content: '新建全民健身中心一座',
    responsibleUnit: '西湖区文化和广电旅游体育局',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('provenance of exchanged records', () => {
  it('the detail answers carry the latest revision: Beijing day and the system name', async () => {
    const venue = await api<VenueYearDetail>(`/api/data/venue/${ids.venue}/2025`);
    expect(venue.venue.dataSource).toEqual({
      updatedAt: '2026-05-02',
      system: 'app_sync_js365',
      systemName: '低免场馆填报',
    });
    const facility = await api<FacilityDetail>(`/api_/ruoyi/equipment/detail?id=${ids.facility}`);
    expect(facility.dataSource).toMatchObject({ system: 'js365_equ', systemName: '健身场地设施填报' });
    const project = await api<BuildDetail>(`/api/data/build/gymCenter/info/${ids.project}`);
    expect(project.dataSource).toMatchObject({ updatedAt: '2026-05-02', systemName: '建设项目填报' });
  });

  it('a record no filling system pushed has none, nor one of another entity with the same id', async () => {
    expect(await dataSourceOf(t.database.db, ['venue', 'venueYear'], 7)).toBeNull();
    expect(await dataSourceOf(t.database.db, ['buildProject'], ids.facility)).toBeNull();
  });

  it('the first HTML of the three detail pages writes the line', async () => {
    const line = (system: string) => `数据更新于 2026-05-02 · 来源：${system}`;
    const venue = await page(t, `${VENUE_DETAIL_PAGES.small}?organId=${ids.venue}`);
    expect(venue.body).toContain(line('低免场馆填报'));
    const facility = await page(t, `${FACILITY_KIND_PATHS.fitness_path.detail}?id=${ids.facility}`);
    expect(facility.body).toContain(line('健身场地设施填报'));
    const project = await page(t, BUILD_KIND_PAGES.gymCenter.detail.href({ id: ids.project }));
    expect(project.body).toContain(line('建设项目填报'));
    const seeded = await page(t, `${VENUE_DETAIL_PAGES.small}?organId=7`);
    expect(seeded.body).toContain('种子场馆');
    expect(seeded.body).not.toContain('数据更新于');
  });

  it('a venue year moves the line when it is approved, not when it is pushed', async () => {
    const venueLine = () => dataSourceOf(t.database.db, ['venue', 'venueYear'], ids.venue);
    now = new Date('2026-06-10T02:00:00Z');
    await push('app_sync_js365', 'venueYear', venueYearItem('pvy-2024', ids.venue, { year: 2024 }));
    expect(await venueLine()).toMatchObject({ updatedAt: '2026-05-02' });
    now = new Date('2026-06-12T02:00:00Z');
    await approve(ids.venue, 2024);
    expect(await venueLine()).toMatchObject({ updatedAt: '2026-06-12', systemName: '低免场馆填报' });
    token = await t.publicToken(); // the earlier session has expired by the moved clock
    const venue = await api<VenueYearDetail>(`/api/data/venue/${ids.venue}/2024`);
    expect(venue.venue.dataSource).toMatchObject({ updatedAt: '2026-06-12' });
  });
});
