/**
 * The venue-opening seed on a real database at the tests' scale (SQLite, or PostgreSQL when DATABASE_URL
 * is set): the programme's invariants across tables (prices, schedules, texts, evaluations, flow,
 * authorities, events, videos, closures, calendar). Determinism is checked in ../seed.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import type { PortalDatabase } from '../../db/database.js';
import { sha256Hex } from '../../lib/tokens.js';
import { seedDatabase } from '../seed.js';
import { REFERENCE_NOW, SEED_FLOW_TEST_KEY, SEED_FLOW_TEST_ORGAN_ID } from '../seed-settings.js';
import { seedDayKind } from './calendar.js';
import { REFERENCE_DAY, dayNumber, isoDate, localMillis } from './dates.js';
import { gradeOf } from './evaluations.js';
import { flowVenueTarget } from './passenger-flow.js';

const SCALE = 0.05;
let handle: { database: PortalDatabase; drop(): Promise<void> };

beforeAll(async () => {
  handle = await createTestDatabase();
  // Seeded at REFERENCE_NOW: the flow window is the reference one (a later seeding day adds days: current-data.test.ts).
  await seedDatabase(handle.database, loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' }), {
    scale: SCALE,
    now: REFERENCE_NOW,
  });
});

afterAll(async () => {
  await handle?.drop();
});

const db = () => handle.database.db;
const now = REFERENCE_NOW.toISOString();
const today = isoDate(REFERENCE_DAY);

describe('venue programme columns', () => {
  it('keep low fee <= 70 % of the market price and concession <= half the low fee; sports and covers are set', async () => {
    const venues = await db().selectFrom('venue').selectAll().execute();
    const media = new Map((await db().selectFrom('media').select(['id', 'mime']).execute()).map((m) => [m.id, m.mime]));
    expect(venues.length).toBe(150);
    for (const v of venues) {
      expect(v.low_fee_price, v.name).toBeLessThanOrEqual(v.market_price * 0.7 + 1e-9);
      expect(v.concession_price, v.name).toBeLessThanOrEqual(v.low_fee_price / 2 + 1e-9);
      expect(v.low_fee_price).toBeGreaterThan(0);
      const sports = JSON.parse(v.sports) as string[];
      expect(sports.length, v.name).toBeGreaterThan(0);
      if (v.organ_type === 3) expect(sports).toContain('游泳');
      if (v.organ_type === 1) expect(v.has_outdoor).toBe(1);
      expect(media.get(v.cover_media_id ?? -1), v.name).toBe('image/svg+xml');
    }
    expect(venues.some((v) => v.has_outdoor === 0)).toBe(true);
  });
});

describe('schedules, texts and images', () => {
  it('give every venue a schedule for holidays and vacations, an introduction and 2-4 images led by its cover', async () => {
    const venues = await db().selectFrom('venue').select(['organ_id', 'cover_media_id']).execute();
    const kinds = await db()
      .selectFrom('venue_schedule_slot')
      .select(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind', 'area'])
      .execute();
    const intros = await db()
      .selectFrom('venue_introduction')
      .select(['organ_id', 'kind', 'publish_time', 'content_html'])
      .execute();
    const images = await db().selectFrom('venue_image').selectAll().orderBy('organ_id').orderBy('sort').execute();
    for (const v of venues) {
      const mine = kinds.filter((k) => k.organ_id === v.organ_id);
      for (const kind of [2, 3, 4, 5, 6, 7, 8, 9])
        expect(
          mine.some((k) => k.day_kind === kind),
          `${v.organ_id} kind ${kind}`,
        ).toBe(true);
      expect(intros.filter((i) => i.organ_id === v.organ_id && i.kind === 'introduction')).toHaveLength(1);
      const pics = images.filter((i) => i.organ_id === v.organ_id);
      expect(pics.length).toBeGreaterThanOrEqual(2);
      expect(pics.length).toBeLessThanOrEqual(4);
      expect(pics.map((i) => i.sort)).toEqual(pics.map((_, i) => i + 1));
      expect(pics[0]?.media_id).toBe(v.cover_media_id);
    }
    for (const k of kinds) {
      expect(['free', 'low', 'paid']).toContain(k.fee_kind);
      expect(['indoor', 'outdoor']).toContain(k.area);
      expect(k.end_minute).toBeGreaterThan(k.start_minute);
    }
    for (const i of intros) {
      expect(i.publish_time <= now).toBe(true);
      expect(i.content_html).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
    expect(new Set(intros.map((i) => i.kind))).toEqual(new Set(['introduction', 'announcement', 'notice']));
    const media = await db().selectFrom('media').select(['id']).where('mime', '=', 'image/svg+xml').execute();
    expect(media.length).toBeLessThan(100); // a small reused pool, not one image per venue
  });
});

describe('closures', () => {
  it('are announced before they start and by REFERENCE_NOW, mostly >= 7 days ahead, some late, some upcoming', async () => {
    const rows = await db().selectFrom('venue_closure').selectAll().execute();
    expect(rows.length).toBeGreaterThan(100);
    let late = 0;
    for (const c of rows) {
      expect(c.end_time > c.start_time).toBe(true);
      expect(c.announced_at <= c.start_time).toBe(true);
      expect(c.announced_at <= now).toBe(true);
      if (Date.parse(c.start_time) - Date.parse(c.announced_at) < 7 * 86_400_000) late += 1;
    }
    expect(late).toBeGreaterThan(0);
    expect(late / rows.length).toBeLessThan(0.2);
    expect(rows.some((c) => c.start_time > now)).toBe(true);
  });
});

describe('venue year submissions', () => {
  it('await review as corrections of seeded 2025 figures in three provinces; the first of each was returned with a reason', async () => {
    const rows = await db()
      .selectFrom('venue_year_submission as s')
      .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
      .innerJoin('venue_year_stat as y', (j) => j.onRef('y.organ_id', '=', 's.organ_id').onRef('y.year', '=', 's.year'))
      .select(['v.province_code', 's.status', 's.return_reason', 's.figures', 's.submitted_at', 'y.events_held'])
      .orderBy('s.organ_id')
      .execute();
    expect(new Set(rows.map((r) => r.province_code))).toEqual(new Set(['110000', '330000', '440000']));
    expect(rows.filter((r) => r.status === '退回修改').every((r) => (r.return_reason ?? '').length > 0)).toBe(true);
    expect(rows.filter((r) => r.status === '已填报').length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(JSON.parse(r.figures!).events_held).toBe(Number(r.events_held) + 2);
      expect(r.submitted_at < now).toBe(true);
    }
  });
});

describe('yearly statistics and evaluations', () => {
  it('hold 2022-2026 per venue with 12 monthly visitor counts summing to the total; 2026 ends in October', async () => {
    const rows = await db().selectFrom('venue_year_stat').selectAll().execute();
    const outdoor = new Map(
      (await db().selectFrom('venue').select(['organ_id', 'has_outdoor']).execute()).map((v) => [
        v.organ_id,
        v.has_outdoor,
      ]),
    );
    expect(rows).toHaveLength(150 * 5);
    for (const r of rows) {
      const months = JSON.parse(r.visitors_by_month) as number[];
      expect(months).toHaveLength(12);
      expect(months.every((m) => Number.isInteger(m) && m >= 0)).toBe(true);
      expect(months.reduce((s, m) => s + m, 0)).toBe(r.visitors_total);
      if (r.year === 2026) expect(months.slice(10)).toEqual([0, 0]);
      expect(r.outdoor_free_hours === null).toBe(outdoor.get(r.organ_id) === 0);
      expect(r.filled_at <= now).toBe(true);
      expect(r.open_days).toBeLessThanOrEqual(r.year === 2026 ? 304 : 366);
    }
    const full = rows.filter((r) => r.year <= 2025);
    expect(full.filter((r) => r.open_days >= 330).length / full.length).toBeGreaterThan(0.85);
    expect(full.some((r) => r.open_days < 330 || r.weekly_open_hours < 35 || r.min_rest_day_hours < 8)).toBe(true);
  });

  it('grade by score and rank 1..n within each province and year', async () => {
    const rows = await db()
      .selectFrom('venue_evaluation')
      .innerJoin('venue', 'venue.organ_id', 'venue_evaluation.organ_id')
      .select(['venue_evaluation.organ_id', 'year', 'score', 'grade', 'province_rank', 'province_code'])
      .execute();
    expect(rows).toHaveLength(150 * 4);
    const groups = new Map<string, typeof rows>();
    for (const r of rows) {
      expect(r.grade).toBe(gradeOf(r.score));
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(Math.round(r.score * 10) / 10).toBe(r.score);
      const key = `${r.province_code}:${r.year}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const list of groups.values()) {
      const byRank = [...list].sort((a, b) => a.province_rank - b.province_rank);
      expect(byRank.map((r) => r.province_rank)).toEqual(list.map((_, i) => i + 1));
      for (let i = 1; i < byRank.length; i += 1)
        expect((byRank[i - 1]?.score ?? 0) >= (byRank[i]?.score ?? 0)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.grade)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('sports authorities', () => {
  it('exist per province and city, and a province year sums its venues', async () => {
    const authorities = await db().selectFrom('sports_authority').selectAll().execute();
    expect(authorities.filter((a) => a.level === 1)).toHaveLength(31);
    expect(authorities.filter((a) => a.level === 2).length).toBeGreaterThan(300);
    expect(authorities.find((a) => a.division_code === '330000')?.name).toBe('浙江省体育局');
    const years = await db().selectFrom('sports_authority_year').selectAll().execute();
    for (const y of years) expect(['已填报', '已审核', '退回修改']).toContain(y.status);
    const province = authorities.find((a) => a.division_code === '440000');
    const row = years.find((y) => y.organ_id === province?.organ_id && y.year === 2025);
    const stats = await db()
      .selectFrom('venue_year_stat')
      .innerJoin('venue', 'venue.organ_id', 'venue_year_stat.organ_id')
      .select(['visitors_total', 'subsidy_amount', 'is_large'])
      .where('province_code', '=', '440000')
      .where('year', '=', 2025)
      .execute();
    expect(row?.venue_count).toBe(stats.length);
    expect(row?.large_venue_count).toBe(stats.filter((s) => s.is_large === 1).length);
    expect(row?.visitors_total).toBe(stats.reduce((s, x) => s + x.visitors_total, 0));
    expect(row?.subsidy_total).toBeCloseTo(
      stats.reduce((s, x) => s + x.subsidy_amount, 0),
      2,
    );
    expect(years.some((y) => y.year === 2026)).toBe(true);
    expect(years.filter((y) => y.year === 2026).length).toBeLessThan(authorities.length);
  });
});

describe('matches and trainings', () => {
  it('span 2024 to mid-2027 with ended, ongoing and upcoming events, also a few weeks after REFERENCE_NOW', async () => {
    const sports = new Map(
      (await db().selectFrom('venue').select(['organ_id', 'sports']).execute()).map((v) => [
        v.organ_id,
        JSON.parse(v.sports) as string[],
      ]),
    );
    for (const table of ['venue_match', 'venue_training'] as const) {
      const rows = await db()
        .selectFrom(table)
        .select(['organ_id', 'sport', 'start_date', 'end_date', 'created_at', 'organiser', 'name'])
        .execute();
      expect(rows.length).toBeGreaterThan(50);
      const later = isoDate(REFERENCE_DAY + 21);
      expect(
        rows.some((r) => r.end_date < today),
        table,
      ).toBe(true);
      expect(
        rows.some((r) => r.start_date <= today && r.end_date >= today),
        table,
      ).toBe(true);
      expect(
        rows.some((r) => r.start_date > today),
        table,
      ).toBe(true);
      expect(
        rows.some((r) => r.start_date <= later && r.end_date >= later),
        table,
      ).toBe(true);
      for (const r of rows) {
        expect(r.end_date >= r.start_date).toBe(true);
        expect(r.start_date >= '2024-01-01' && r.start_date <= '2027-06-30').toBe(true);
        expect(r.created_at <= now).toBe(true);
        expect(r.organiser.length).toBeGreaterThan(2);
        expect(sports.get(r.organ_id)).toContain(r.sport);
      }
    }
    const trainings = await db().selectFrom('venue_training').select(['fee', 'capacity']).execute();
    expect(trainings.some((t) => t.fee === 0)).toBe(true);
    expect(trainings.some((t) => t.fee > 0)).toBe(true);
    expect(trainings.every((t) => t.capacity > 0)).toBe(true);
    const levels = await db().selectFrom('venue_match').select('level').distinct().execute();
    expect(levels.length).toBeGreaterThanOrEqual(4);
  });
});

describe('videos', () => {
  it('play four distinct stored HLS clips round-robin for about a third of venues; no sample clip', async () => {
    const rows = await db().selectFrom('venue_video').selectAll().orderBy('id').execute();
    const media = new Map(
      (await db().selectFrom('media').select(['id', 'mime', 'body']).execute()).map((m) => [m.id, m]),
    );
    const playlists = [...new Set(rows.map((v) => v.url))];
    expect(playlists).toHaveLength(4);
    for (const [i, v] of rows.entries()) {
      expect(v.url).toBe(rows[i % 4]!.url);
      expect(v.format).toBe('hls');
      expect(v.url).toMatch(/^\/api_\/ow\/file\/\d+$/);
      expect(media.get(v.cover_media_id ?? -1)?.mime).toBe('image/jpeg');
      expect(v.duration_seconds).toBe(3);
      expect(v.publish_time <= now).toBe(true);
    }
    for (const url of playlists) {
      const playlist = media.get(Number(url.split('/').pop()));
      expect(playlist?.mime).toBe('application/vnd.apple.mpegurl');
      const text = Buffer.from(playlist!.body).toString('utf8');
      expect(text).toContain('#EXT-X-ENDLIST');
      const segments = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
      expect(segments.length).toBeGreaterThan(0);
      for (const seg of segments) expect(media.get(Number(seg.split('/').pop()))?.mime).toBe('video/mp2t');
    }
    const posters = new Set(rows.map((v) => Buffer.from(media.get(v.cover_media_id!)!.body).toString('base64')));
    expect(posters.size).toBe(4);
    const venues = new Set(rows.map((v) => v.organ_id)).size;
    expect(venues / 150).toBeGreaterThan(0.2);
    expect(venues / 150).toBeLessThan(0.5);
  });
});

describe('passenger flow', () => {
  it('keys the reporting venues; the first holds the documented test key', async () => {
    const keys = await db().selectFrom('venue_flow_key').selectAll().execute();
    expect(keys).toHaveLength(flowVenueTarget(SCALE, 150));
    expect(keys.find((k) => k.organ_id === SEED_FLOW_TEST_ORGAN_ID)?.key_hash).toBe(sha256Hex(SEED_FLOW_TEST_KEY));
    expect(new Set(keys.map((k) => k.key_hash)).size).toBe(keys.length);
  });

  it('has day totals equal to the sum of their hours, counts only in opening hours, over the 30 days before REFERENCE_NOW', async () => {
    const sums = await db()
      .selectFrom('venue_flow_hour')
      .select((eb) => ['organ_id', 'flow_date', eb.fn.sum<number>('count').as('sum')])
      .groupBy(['organ_id', 'flow_date'])
      .execute();
    const days = new Map(
      (await db().selectFrom('venue_flow_day').selectAll().execute()).map((d) => [`${d.organ_id}|${d.flow_date}`, d]),
    );
    expect(days.size).toBe(sums.length);
    for (const s of sums) expect(days.get(`${s.organ_id}|${s.flow_date}`)?.total).toBe(Number(s.sum));
    const dates = [...new Set(sums.map((s) => s.flow_date))].sort();
    expect(dates[0]).toBe(isoDate(REFERENCE_DAY - 30));
    expect(dates.at(-1)).toBe(today);

    const hours = await db()
      .selectFrom('venue_flow_hour')
      .selectAll()
      .where('organ_id', '=', SEED_FLOW_TEST_ORGAN_ID)
      .execute();
    const slots = await db()
      .selectFrom('venue_schedule_slot')
      .selectAll()
      .where('organ_id', '=', SEED_FLOW_TEST_ORGAN_ID)
      .execute();
    expect(hours.length).toBeGreaterThan(200);
    for (const h of hours) {
      const day = dayNumber(h.flow_date);
      const open = slots.some(
        (s) =>
          (s.day_kind === seedDayKind(day) && s.start_minute < (h.hour + 1) * 60 && s.end_minute > h.hour * 60) ||
          (s.day_kind === seedDayKind(day - 1) && s.end_minute > 1440 + h.hour * 60),
      );
      expect(open, `${h.flow_date} ${h.hour}`).toBe(true);
      expect(h.count).toBeGreaterThanOrEqual(0);
      const pushed = Date.parse(h.pushed_at) - localMillis(day, (h.hour + 1) * 60);
      expect(pushed).toBeGreaterThan(0);
      expect(pushed).toBeLessThan(10 * 60_000); // inside the push window
      expect(h.pushed_at <= now).toBe(true);
    }
    const todays = hours.filter((h) => h.flow_date === today);
    expect(Math.max(...todays.map((h) => h.hour))).toBeLessThanOrEqual(8);
  });
});

describe('calendar', () => {
  it('is stored with the 2026 National Day holiday, its 调休 workdays and without 8 August as a holiday', async () => {
    const rows = new Map((await db().selectFrom('calendar_day').selectAll().execute()).map((r) => [r.day, r]));
    for (let d = 1; d <= 7; d += 1) expect(rows.get(`2026-10-0${d}`)?.kind).toBe('holiday');
    expect(rows.get('2026-09-20')?.kind).toBe('workday');
    expect(rows.get('2026-10-10')?.kind).toBe('workday');
    expect(rows.get('2026-08-08')?.kind).toBe('vacation');
    expect([...rows.keys()].some((day) => day.startsWith('2027-'))).toBe(true);
  });
});
