/**
 * GET /api_/ow/dataHealth (docs/decisions/data-exchange.md "Data health") on the seeded database: every
 * figure is checked against a computation of this file straight from the table rows (plain loops over
 * every row, per hour for the flow, not the module's SQL aggregates), nationally and per province; a
 * refused exchange row, an accepted one, an on-time and a late flow push each change the figures at the
 * next request; the first HTML of /dataHealth. Here rather than beside the module: it pushes through the
 * data-exchange and passenger-flow modules, which the data-health module may not import. SQLite, or
 * PostgreSQL when DATABASE_URL is set.
 */
import type { DataHealth, DataHealthArea } from '@portal/contracts/data-health';
import { rmSync } from 'node:fs';
import { catalogue } from '@portal/contracts/pages.codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDist, page } from './first-html-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { dayKindOf } from '../src/modules/venue-status/day-kind.js';
import { loadCalendar } from '../src/modules/venue-status/venue-status.repository.js';
import { issueClient } from '../src/modules/data-exchange/exchange-client.repository.js';
import { facilityItem, signedRequest, type ClientKey } from '../src/modules/data-exchange/exchange.test-support.js';
import { decideSubmission } from '../src/modules/data-exchange/review/venue-year-review.command.js';
import { SEED_FLOW_TEST_KEY, SEED_FLOW_TEST_ORGAN_ID } from '../src/seed/seed-settings.js';

const HOUR = 3_600_000;
/** Beijing 'YYYY-MM-DD' and hour of an instant. */
const beijing = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return { day: d.toISOString().slice(0, 10), hour: d.getUTCHours() };
};

// The wall clock at start, so the seed's flow (pushed up to the seeding instant) and the app agree.
let now = new Date();
let t: TestApp;
let equKey: ClientKey;
const dist = makeDist([{ path: catalogue.dataHealth.path, title: catalogue.dataHealth.title }]);

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: () => now, env: { WEB_DIST: dist } });
  equKey = await issueClient(t.database.db, 'js365_equ', now);
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function health(year?: number): Promise<DataHealth> {
  const res = await t.app.inject({ method: 'GET', url: `/api_/ow/dataHealth${year ? `?year=${year}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DataHealth }>().data;
}

const area = (h: DataHealth, code: string) =>
  code === '' ? h.national : h.provinces.find((p) => p.provinceCode === code)!;

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return Math.round(m * 10) / 10;
}

/** The year's audit figures by province ('' = national) computed from the rows. */
async function expectedAudit(year: number) {
  const db = t.database.db;
  const [stats, venues, authorities, fillIns, reviews] = await Promise.all([
    db.selectFrom('venue_year_stat').select(['organ_id', 'year', 'audited_at']).execute(),
    db.selectFrom('venue').select(['organ_id', 'province_code', 'county_code']).execute(),
    db.selectFrom('sports_authority').select(['organ_id', 'division_code']).execute(),
    db.selectFrom('sports_authority_year').selectAll().execute(),
    db.selectFrom('venue_year_submission').selectAll().execute(),
  ]);
  const venueOf = new Map(venues.map((v) => [v.organ_id, v]));
  const authorityOf = new Map(authorities.map((a) => [a.division_code, a.organ_id]));
  const divisionOf = new Map(authorities.map((a) => [a.organ_id, a.division_code]));
  const status = new Map(fillIns.map((f) => [`${f.organ_id}/${f.year}`, f.status]));
  const result = new Map<string, { venueYears: number; audited: number; days: number[] }>();
  const at = (code: string) => {
    if (!result.has(code)) result.set(code, { venueYears: 0, audited: 0, days: [] });
    return result.get(code)!;
  };
  for (const s of stats) {
    if (s.year !== year) continue;
    const v = venueOf.get(s.organ_id)!;
    const audited = status.get(`${authorityOf.get(v.county_code)}/${year}`) === '已审核' || s.audited_at !== null;
    for (const code of ['', v.province_code]) {
      at(code).venueYears += 1;
      if (audited) at(code).audited += 1;
    }
  }
  for (const f of fillIns) {
    if (f.year !== year || f.status !== '已审核' || !f.audited_at) continue;
    const days = (Date.parse(f.audited_at) - Date.parse(f.filled_at)) / 86_400_000;
    for (const code of ['', `${divisionOf.get(f.organ_id)!.slice(0, 2)}0000`]) at(code).days.push(days);
  }
  for (const r of reviews) {
    if (r.year !== year || r.status !== '已审核' || !r.reviewed_at) continue;
    const days = (Date.parse(r.reviewed_at) - Date.parse(r.submitted_at)) / 86_400_000;
    for (const code of ['', venueOf.get(r.organ_id)!.province_code]) at(code).days.push(days);
  }
  return result;
}

/** Flow by province from the rows, hour by hour (the definitions of "Data health"). */
async function expectedFlow(year: number, untilMs: number) {
  const db = t.database.db;
  const calendar = await loadCalendar(db);
  const [keys, venues, slots, hours, late] = await Promise.all([
    db.selectFrom('venue_flow_key').selectAll().execute(),
    db.selectFrom('venue').select(['organ_id', 'province_code']).execute(),
    db.selectFrom('venue_schedule_slot').selectAll().execute(),
    db.selectFrom('venue_flow_hour').select(['organ_id', 'flow_date', 'hour']).execute(),
    db.selectFrom('venue_flow_late').selectAll().execute(),
  ]);
  const province = new Map(venues.map((v) => [v.organ_id, v.province_code]));
  const pushed = new Set(hours.map((h) => `${h.organ_id}/${h.flow_date}/${h.hour}`));
  const result = new Map<string, { venues: number; expected: number; onTime: number; late: number; missing: number }>();
  const yearStart = Date.parse(`${year}-01-01T00:00:00+08:00`);
  for (const key of keys) {
    const own = slots.filter((s) => s.organ_id === key.organ_id);
    let expected = 0;
    const dayStart = Math.max(yearStart, Date.parse(`${beijing(Date.parse(key.created_at)).day}T00:00:00+08:00`));
    for (let h = dayStart; h + HOUR <= untilMs; h += HOUR) {
      const { day, hour } = beijing(h);
      const yesterday = beijing(h - 24 * HOUR).day;
      const open = own.some(
        (s) =>
          (s.day_kind === dayKindOf(day, calendar) && s.start_minute < (hour + 1) * 60 && s.end_minute > hour * 60) ||
          (s.day_kind === dayKindOf(yesterday, calendar) &&
            s.start_minute < (hour + 25) * 60 &&
            s.end_minute > (hour + 24) * 60),
      );
      if (open) expected += 1;
    }
    const inRange = (flowDate: string, hour: number) => {
      const start = Date.parse(`${flowDate}T00:00:00+08:00`) + hour * HOUR;
      return start >= yearStart && start + HOUR <= untilMs;
    };
    const onTime = hours.filter((r) => r.organ_id === key.organ_id && inRange(r.flow_date, r.hour)).length;
    const lateHours = late.filter(
      (r) =>
        r.organ_id === key.organ_id &&
        inRange(r.flow_date, r.hour) &&
        !pushed.has(`${r.organ_id}/${r.flow_date}/${r.hour}`),
    ).length;
    for (const code of ['', province.get(key.organ_id)!]) {
      const e = result.get(code) ?? { venues: 0, expected: 0, onTime: 0, late: 0, missing: 0 };
      e.venues += 1;
      e.expected += expected;
      e.onTime += onTime;
      e.late += lateHours;
      e.missing += Math.max(0, expected - onTime - lateHours);
      result.set(code, e);
    }
  }
  return result;
}

/** Equipment by province from the rows. */
async function expectedEquipment(year: number) {
  const db = t.database.db;
  const [pieces, reports] = await Promise.all([
    db.selectFrom('facility_equipment').select(['county_code', 'condition', 'open_reports']).execute(),
    db.selectFrom('fix_report').select(['province_code', 'status', 'created_at', 'updated_at']).execute(),
  ]);
  const result = new Map<string, { pieces: number; intact: number; days: number[] }>();
  const at = (code: string) => {
    if (!result.has(code)) result.set(code, { pieces: 0, intact: 0, days: [] });
    return result.get(code)!;
  };
  for (const p of pieces)
    for (const code of ['', `${p.county_code.slice(0, 2)}0000`]) {
      at(code).pieces += 1;
      if (p.condition !== 'disabled' && Number(p.open_reports) === 0) at(code).intact += 1;
    }
  for (const r of reports) {
    if (r.status !== 'fixed' || beijing(Date.parse(r.created_at)).day.slice(0, 4) !== String(year)) continue;
    for (const code of ['', r.province_code])
      at(code).days.push((Date.parse(r.updated_at) - Date.parse(r.created_at)) / 86_400_000);
  }
  return result;
}

const share = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

async function checkAgainstRows(h: DataHealth) {
  const audit = await expectedAudit(h.year);
  const flow = h.flowUntil ? await expectedFlow(h.year, Date.parse(h.flowUntil)) : new Map();
  const equipment = await expectedEquipment(h.year);
  const codes = ['', ...h.provinces.map((p) => p.provinceCode)];
  for (const code of codes) {
    const got: DataHealthArea = area(h, code);
    const a = audit.get(code) ?? { venueYears: 0, audited: 0, days: [] };
    expect(got.audit, code).toEqual({
      venueYears: a.venueYears,
      auditedVenueYears: a.audited,
      auditedShare: share(a.audited, a.venueYears),
      timedAudits: a.days.length,
      medianAuditDays: medianOf(a.days),
    });
    const f = flow.get(code) ?? { venues: 0, expected: 0, onTime: 0, late: 0, missing: 0 };
    expect(got.flow, code).toEqual({
      venues: f.venues,
      expectedHours: f.expected,
      onTime: f.onTime,
      late: f.late,
      missing: f.missing,
    });
    const e = equipment.get(code) ?? { pieces: 0, intact: 0, days: [] };
    expect(got.equipment, code).toEqual({
      pieces: e.pieces,
      intact: e.intact,
      intactShare: share(e.intact, e.pieces),
      fixedReports: e.days.length,
      medianRepairDays: medianOf(e.days),
    });
  }
}

describe('GET /api_/ow/dataHealth', () => {
  it('answers the current year with every province, and figures equal to a computation from the rows', async () => {
    const h = await health();
    expect(h.year).toBe(Number(beijing(now.getTime()).day.slice(0, 4)));
    expect(h.years[0]).toBe(h.year);
    expect(h.provinces.length).toBeGreaterThanOrEqual(31);
    expect(h.national.flow.onTime).toBeGreaterThan(0);
    expect(h.national.equipment.pieces).toBeGreaterThan(0);
    await checkAgainstRows(h);
  });

  it('a past year: audited share and median days to audit from the stored times', async () => {
    const h = await health(2025);
    expect(h.national.audit.timedAudits).toBeGreaterThan(0);
    expect(h.national.audit.medianAuditDays).toBeGreaterThan(0);
    await checkAgainstRows(h);
  });

  it('a venue year approved in review counts as audited, with its days from submission to approval', async () => {
    const before = await health(2025);
    const pending = await t.database.db
      .selectFrom('venue_year_submission')
      .selectAll()
      .where('year', '=', 2025)
      .where('status', '=', '已填报')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reviewedAt = new Date(Date.parse(pending.submitted_at) + 3 * 86_400_000);
    expect(await decideSubmission(t.database.db, pending.id, { status: '已审核' }, '审核单位', reviewedAt)).toBe(true);
    const after = await health(2025);
    expect(after.national.audit.timedAudits).toBe(before.national.audit.timedAudits + 1);
    await checkAgainstRows(after);
  });

  it("the first HTML holds the chosen province's figures and a line per province", async () => {
    const h = await health(2025);
    const zj = area(h, '330000');
    const res = await page(t, '/dataHealth?year=2025&areaCode=330106');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>数据质量公开</h1>');
    expect(res.body).toContain(`2025 年度浙江省：接收 ${zj.received.total.toLocaleString('zh-CN')} 行`);
    expect(res.body).toContain('/dataHealth?year=2025&amp;areaCode=330000');
    for (const p of h.provinces) expect(res.body).toContain(`<li>${p.provinceName}：接收`);
    const none = await page(t, '/dataHealth?year=2019');
    expect(none.body).toContain('2019 年度暂无数据质量统计');
    expect(none.body).toContain('noindex');
  });

  it('400 names a malformed year; 404 for a year without figures', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api_/ow/dataHealth?year=20x5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('year');
    const none = await t.app.inject({ method: 'GET', url: '/api_/ow/dataHealth?year=2019' });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ msg: string }>().msg).toBe('2019 年度暂无数据质量统计');
  });

  it('a refused and an accepted exchange row change the figures at the next request', async () => {
    const before = await health();
    const res = await signedRequest(
      t,
      now,
      'POST',
      '/api/exchange/v1/facility/batch',
      {
        items: [
          facilityItem('dh-good', '数据质量测试健身路径'),
          facilityItem('dh-bad', '数据质量测试坏行', { lng: 0, lat: 0 }),
        ],
      },
      { key: equKey },
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await health();
    const zj = (h: DataHealth) => area(h, '330000');
    const equ = (a: DataHealthArea, kind: 'received' | 'rejected') =>
      a[kind].bySystem.find((s) => s.system === 'js365_equ')!.rows;
    expect(equ(zj(after), 'received')).toBe(equ(zj(before), 'received') + 1);
    expect(equ(zj(after), 'rejected')).toBe(equ(zj(before), 'rejected') + 1);
    expect(after.national.received.total).toBe(before.national.received.total + 1);
    expect(zj(after).rejected.topReasons[0]).toMatchObject({
      system: 'js365_equ',
      entity: 'facility',
      entityLabel: '设施',
      rows: 1,
    });
    // The revisions say the same: one js365_equ revision this year in 浙江.
    const revisions = await t.database.db.selectFrom('exchange_revision').select(['system', 'state']).execute();
    expect(revisions.filter((r) => r.system === 'js365_equ' && r.state.includes('"countyCode":"330106"'))).toHaveLength(
      equ(zj(after), 'received'),
    );
    // A batch that only refuses still moves the count at the next request.
    await signedRequest(
      t,
      now,
      'POST',
      '/api/exchange/v1/facility/batch',
      { items: [facilityItem('dh-bad2', 'x', { lng: 0, lat: 0 })] },
      { key: equKey },
    );
    expect(equ(zj(await health()), 'rejected')).toBe(equ(zj(after), 'rejected') + 1);
  });

  it('an on-time push counts once its window has closed; a push after the window counts as late', async () => {
    const push = (flowDate: string, hour: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/data/passengerFlow/push',
        headers: { 'content-type': 'application/json', 'venue-key': SEED_FLOW_TEST_KEY },
        payload: { organId: SEED_FLOW_TEST_ORGAN_ID, flowDate, hour, count: 7 },
      });
    // Two hours ahead of the seeded pushes: a full hour H, pushed at H:05 for H-1.
    const fullHour = Math.ceil(now.getTime() / HOUR) * HOUR + 2 * HOUR;
    const counted = beijing(fullHour - HOUR);
    const missed = beijing(fullHour - 2 * HOUR);
    now = new Date(fullHour + 5 * 60_000);
    const before = await health();
    expect((await push(counted.day, counted.hour)).statusCode).toBe(200);
    const late = await push(missed.day, missed.hour);
    expect(late.statusCode).toBe(409);
    now = new Date(fullHour + 11 * 60_000);
    const after = await health();
    expect(Date.parse(after.flowUntil!)).toBe(fullHour);
    const province = (
      await t.database.db
        .selectFrom('venue')
        .select('province_code')
        .where('organ_id', '=', SEED_FLOW_TEST_ORGAN_ID)
        .executeTakeFirstOrThrow()
    ).province_code;
    expect(area(after, province).flow.onTime).toBe(area(before, province).flow.onTime + 1);
    expect(area(after, province).flow.late).toBe(area(before, province).flow.late + 1);
    await checkAgainstRows(after);
    // A day later the pushed hour is in a whole day, counted from the day row's hour count.
    now = new Date(fullHour + 26 * HOUR);
    const nextDay = await health();
    expect(area(nextDay, province).flow.onTime).toBeGreaterThanOrEqual(area(after, province).flow.onTime);
    await checkAgainstRows(nextDay);
  });
});
