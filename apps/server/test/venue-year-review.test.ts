/**
 * Review before public (docs/decisions/data-exchange.md "Review before public (审核)"): a pushed change of a
 * venue's yearly figures leaves the venue page and the open data on the last audited figures; the reviewer of the
 * venue's area sees the field-by-field diff and approves (public at once) or returns it with a reason; outside
 * the area 403, a decision on a decided submission 409, an empty reason 400; a second instance follows the
 * approval through the change feed. SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import type { BatchResult } from '@portal/contracts/data-exchange';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueYearReviewDetail, VenueYearReviewItem } from '@portal/contracts/venue-year-review';
import { VENUE_YEAR_REVIEW_API } from '@portal/contracts/venue-year-review.codes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { PortalDatabase } from '../src/db/database.js';
import type { PortalApp } from '../src/types.js';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app.js';
import { insertDivisions } from './division-fixtures.js';
import { insertVenues } from './venue-fixtures.js';
import type { TestApp } from './test-app.js';
import { venueYearDataset } from '../src/modules/open-data/datasets/venue-year.js';
import { issueClient } from '../src/modules/data-exchange/exchange-client.repository.js';
import { signedRequest, venueYearItem, type ClientKey } from '../src/modules/data-exchange/exchange.test-support.js';

const HANGZHOU_VENUE = 9201; // 西湖区 330106
const BEIJING_VENUE = 9202; // 东城区 110101
let t: AuthTestApp;
/** A second instance on the same database: its own caches and bus. */
let b: PortalApp;
let bDatabase: PortalDatabase;
let asTestApp: TestApp;
let key: ClientKey;
let publicToken: string;
/** agency_admin: reviewer of 浙江 (330000); sports_bureau_bj: reviewer of 北京 (110000). */
let zhejiang: string;
let beijing: string;

async function grantReview(userName: string, areaCode: string): Promise<void> {
  const account = await t.database.db
    .selectFrom('account')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('feedback_scope')
    .values({ account_id: account.id, kind: 'area', area_code: areaCode, organ_id: null, section: 'venueYear' })
    .execute();
}

beforeAll(async () => {
  const env = { REDIS_URL: process.env.REDIS_URL ?? '', DATA_PROBE_MS: '250' };
  t = await createAuthTestApp({ env });
  bDatabase = t.reopen();
  b = await buildApp({
    config: loadConfig({ WEB_DIST: '', ...env }),
    database: bDatabase,
    clock: () => t.clock.now,
    logger: false,
  });
  await b.ready();
  asTestApp = { ...t, publicToken: async () => '' } satisfies TestApp;
  await insertDivisions(asTestApp);
  await insertVenues(asTestApp, [
    { organ_id: HANGZHOU_VENUE, name: '审核测试西湖体育馆', organ_type: 2, county_code: '330106' },
    { organ_id: BEIJING_VENUE, name: '审核测试东城体育馆', organ_type: 2, county_code: '110101' },
  ]);
  // The last audited figures: 2025 of the West Lake venue, its county authority's year 已审核.
  await t.database.db
    .insertInto('venue_year_stat')
    .values({
      organ_id: HANGZHOU_VENUE,
      year: 2025,
      open_days: 340,
      weekly_open_hours: 56,
      free_open_hours: 1200,
      min_rest_day_hours: 10,
      outdoor_free_hours: null,
      visitors_total: 1200,
      visitors_by_month: JSON.stringify(Array.from({ length: 12 }, () => 100)),
      events_held: 12,
      trainings_held: 6,
      subsidy_amount: 500000,
      filled_at: '2026-01-10T02:00:00.000Z',
    })
    .execute();
  const authority = await t.database.db
    .insertInto('sports_authority')
    .values({ name: '西湖区文化和广电旅游体育局', division_code: '330106', level: 3 })
    .returning('organ_id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('sports_authority_year')
    .values({
      organ_id: authority.organ_id,
      year: 2025,
      venue_count: 1,
      large_venue_count: 0,
      subsidy_total: 500000,
      visitors_total: 1200,
      events_total: 12,
      status: '已审核',
      filled_at: '2026-01-10T02:00:00.000Z',
      audited_at: '2026-01-25T02:00:00.000Z',
    })
    .execute();
  key = await issueClient(t.database.db, 'app_sync_js365', t.clock.now);
  publicToken = (await t.publicLogin()).json<{ data: string }>().data;
  await grantReview('agency_admin', '330000');
  await grantReview('sports_bureau_bj', '110000');
  zhejiang = await t.agencyToken('agency_admin');
  beijing = await t.agencyToken('sports_bureau_bj');
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.destroy();
  await t?.close();
});

async function push(items: unknown[]): Promise<BatchResult> {
  const res = await signedRequest(
    asTestApp,
    t.clock.now,
    'POST',
    '/api/exchange/v1/venueYear/batch',
    { items },
    { key },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: BatchResult }>().data;
}

/** The public figures of the venue's year on its page (null when the year is not shown). */
async function venuePageOpenDays(year: number, app: PortalApp = t.app): Promise<number | null> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/data/venue/${HANGZHOU_VENUE}/${year}`,
    headers: { 'session-id': publicToken },
  });
  if (res.statusCode === 404) return null;
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { stat: { openDays: number } } }>().data.stat.openDays;
}

/** The venue's open days in the year's open dataset (null when not in it). */
async function openDataOpenDays(year: number): Promise<number | null> {
  for await (const row of venueYearDataset(year).rows(t.database.db))
    if (row.organId === HANGZHOU_VENUE) return row.openDays as number;
  return null;
}

function api(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `${VENUE_YEAR_REVIEW_API}${url}`,
    headers: { 'session-id': token },
    payload: payload as object,
  });
}

async function inbox(token: string, query = ''): Promise<PageOf<VenueYearReviewItem>> {
  const res = await api('GET', `?pageNum=1&pageSize=20${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PageOf<VenueYearReviewItem> }>().data;
}

describe('review of pushed venue years', () => {
  let changedId: number;

  it('keeps the audited figures public while a pushed change awaits review', async () => {
    expect(await venuePageOpenDays(2025)).toBe(340);
    expect(await venuePageOpenDays(2025, b)).toBe(340);
    expect(await openDataOpenDays(2025)).toBe(340);
    const result = await push([venueYearItem('rv-2025', HANGZHOU_VENUE, { openDays: 350, eventsHeld: 15 })]);
    expect(result.items[0]).toMatchObject({ result: 'created', portalId: HANGZHOU_VENUE });
    expect(await venuePageOpenDays(2025)).toBe(340);
    expect(await openDataOpenDays(2025)).toBe(340);
  });

  it("lists the submission in its area's inbox only, and shows the field-by-field diff", async () => {
    const mine = await inbox(zhejiang, '&status=已填报&year=2025');
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ organId: HANGZHOU_VENUE, year: 2025, status: '已填报', deletion: false });
    changedId = mine.list[0]!.id;
    expect((await inbox(beijing)).total).toBe(0);
    const res = await api('GET', `/${changedId}`, zhejiang);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ data: VenueYearReviewDetail }>().data;
    expect(detail.hasPublished).toBe(true);
    expect(detail.diff.filter((d) => d.changed).map((d) => [d.field, d.published, d.submitted])).toEqual([
      ['openDays', 340, 350],
      ['eventsHeld', 12, 15],
    ]);
    expect(detail.diff.find((d) => d.field === 'visitorsByMonth')).toMatchObject({
      changed: false,
      label: '1-12 月接待人次',
    });
  });

  it('refuses a reviewer outside the area (403), a public token (403), an empty reason (400)', async () => {
    expect((await api('GET', `/${changedId}`, beijing)).statusCode).toBe(403);
    expect((await api('POST', `/${changedId}/approve`, beijing)).statusCode).toBe(403);
    expect((await api('GET', `/${changedId}`, publicToken)).statusCode).toBe(403);
    const empty = await api('POST', `/${changedId}/return`, zhejiang, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('reason');
    expect(await venuePageOpenDays(2025)).toBe(340);
  });

  it('publishes the figures on approval at once; a second approval is 409', async () => {
    const res = await api('POST', `/${changedId}/approve`, zhejiang);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: VenueYearReviewDetail }>().data).toMatchObject({
      status: '已审核',
      reviewer: '国家体育总局体育信息中心',
    });
    expect(await venuePageOpenDays(2025)).toBe(350);
    expect(await openDataOpenDays(2025)).toBe(350);
    // The other instance's cached answer follows through the change feed.
    await vi.waitFor(async () => expect(await venuePageOpenDays(2025, b)).toBe(350), { timeout: 5_000, interval: 50 });
    const again = await api('POST', `/${changedId}/approve`, zhejiang);
    expect(again.statusCode).toBe(409);
    expect((await api('POST', `/${changedId}/return`, zhejiang, { reason: '晚了' })).statusCode).toBe(409);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'result'])
      .where('action', '=', 'venue_year_review_approve')
      .execute();
    expect(audit.map((a) => a.result).sort()).toEqual(['conflict', 'forbidden', 'ok']);
  });

  it('returns a submission with a reason the filling system reads; the public figures stay', async () => {
    await push([venueYearItem('rv-2024', HANGZHOU_VENUE, { year: 2024 })]);
    const pending = await inbox(zhejiang, '&year=2024');
    const id = pending.list[0]!.id;
    const res = await api('POST', `/${id}/return`, zhejiang, { reason: '1-12 月接待人次与闸机记录不符，请核实' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await venuePageOpenDays(2024)).toBeNull();
    expect(await openDataOpenDays(2024)).toBeNull();
    const feed = await signedRequest(
      asTestApp,
      t.clock.now,
      'GET',
      `/api/exchange/v1/venueYear/reviews?status=${encodeURIComponent('退回修改')}`,
      undefined,
      {
        key,
      },
    );
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json<{ data: { list: unknown[] } }>().data.list).toEqual([
      expect.objectContaining({
        sourceId: 'rv-2024',
        status: '退回修改',
        reason: '1-12 月接待人次与闸机记录不符，请核实',
      }),
    ]);
  });

  it('submits a deletion of public figures for review', async () => {
    const result = await signedRequest(
      asTestApp,
      t.clock.now,
      'POST',
      '/api/exchange/v1/venueYear/batch',
      { items: [], deleted: ['rv-2025'] },
      { key },
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(await venuePageOpenDays(2025)).toBe(350);
    const pending = await inbox(zhejiang, '&status=已填报&year=2025');
    expect(pending.list[0]).toMatchObject({ deletion: true });
    expect((await api('POST', `/${pending.list[0]!.id}/approve`, zhejiang)).statusCode).toBe(200);
    expect(await venuePageOpenDays(2025)).toBeNull();
  });
});
