/**
 * The seed on a real database (SQLite, or PostgreSQL when DATABASE_URL is set): determinism, counts at
 * a small scale, divisions, venues, content dates and statuses, rich text and media references, and
 * clearDatabase. The venue-opening invariants are in ./venue-opening/venue-opening.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULATION_STATUSES } from '@portal/contracts/content.codes';
import { createTestDatabase } from '../../test/test-app.js';
import { loadConfig } from '../config.js';
import { SEED_AGENCY_ACCOUNTS } from '../data/accounts.js';
import type { Database, PortalDatabase } from '../db/database.js';
import { SITE_MENU } from '@portal/contracts/site-menu.codes';
import { SEEDED_TABLES, clearDatabase, isDatabaseEmpty, seedDatabase, type SeedSummary } from './seed.js';
import { contentEnd } from './content/compose.js';
import { BASE_COUNTS, CONTENT_SPAN_DAYS, REFERENCE_NOW, scaled } from './seed-settings.js';
import type { OrganType } from '@portal/contracts/venue.codes';
import { LARGE_SEAT_THRESHOLD } from './venues.js';

const SCALE = 0.05;
const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' });

let first: { database: PortalDatabase; drop(): Promise<void> };
let second: { database: PortalDatabase; drop(): Promise<void> };
let summary: SeedSummary;
const SEED_NOW = new Date();
let emptyBefore: boolean;

beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
  emptyBefore = await isDatabaseEmpty(first.database.db);
  // One seeding instant for both: the races, the passenger flow, news and notices follow it (an hour or a
  // day turning between the two seeds would otherwise differ).
  summary = await seedDatabase(first.database, config, { scale: SCALE, now: SEED_NOW });
  await seedDatabase(second.database, config, { scale: SCALE, now: SEED_NOW });
});

afterAll(async () => {
  await first?.drop();
  await second?.drop();
});

const db = () => first.database.db;

/** Every row of `table` ordered by `key`, with binary columns as hex so rows compare by value. */
async function dump(database: PortalDatabase, table: keyof Database, key: string): Promise<unknown[]> {
  let query = database.db.selectFrom(table).selectAll();
  for (const column of key.split(', ')) query = query.orderBy(column as never);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString('hex') : v])),
  );
}

describe('seedDatabase', () => {
  it('is deterministic: two fresh databases hold identical rows', async () => {
    const tables: [keyof Database, string][] = [
      ['division', 'code'],
      ['venue', 'organ_id'],
      ['media', 'id'],
      ['news', 'id'],
      ['notice', 'id'],
      ['regulation', 'id'],
      ['guidance', 'id'],
      ['fitness_case', 'id'],
      ['banner', 'id'],
      ['attachment', 'id'],
      ['site_menu', 'id'],
      ['param_conf', 'dict_key'],
      // Venue opening section.
      ['calendar_day', 'day'],
      ['venue_schedule_slot', 'id'],
      ['venue_closure', 'id'],
      ['venue_image', 'id'],
      ['venue_introduction', 'id'],
      ['venue_match', 'id'],
      ['venue_training', 'id'],
      ['venue_year_stat', 'organ_id, year'],
      ['venue_evaluation', 'organ_id, year'],
      ['sports_authority', 'organ_id'],
      ['sports_authority_year', 'organ_id, year'],
      ['venue_video', 'id'],
      ['venue_flow_day', 'organ_id, flow_date'],
      ['venue_flow_hour', 'organ_id, flow_date, hour'],
    ];
    for (const [table, key] of tables) {
      const [a, b] = await Promise.all([dump(first.database, table, key), dump(second.database, table, key)]);
      expect(a.length, table).toBeGreaterThan(0);
      expect(a, table).toEqual(b);
    }
    // Flow keys are random except the documented test key: the venues and creation times match.
    const keys = (database: PortalDatabase) =>
      database.db.selectFrom('venue_flow_key').select(['organ_id', 'created_at']).orderBy('organ_id').execute();
    expect(await keys(first.database)).toEqual(await keys(second.database));
  });

  it('writes the scaled counts it reports, and the database is no longer empty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db())).toBe(false);
    const expected = {
      venue: scaled(BASE_COUNTS.venues, SCALE, 31),
      news: scaled(BASE_COUNTS.news, SCALE),
      notice: scaled(BASE_COUNTS.notices, SCALE),
      regulation: scaled(BASE_COUNTS.regulations, SCALE),
      guidance: scaled(BASE_COUNTS.guidance, SCALE),
      fitness_case: scaled(BASE_COUNTS.cases, SCALE),
      banner: 5,
      param_conf: 5,
      venue_match: scaled(BASE_COUNTS.venueMatches, SCALE),
      venue_training: scaled(BASE_COUNTS.venueTrainings, SCALE),
      venue_year_stat: 150 * 5,
      venue_evaluation: 150 * 4,
      sports_authority: summary.counts.sports_authority,
      venue_flow_key: Math.round(BASE_COUNTS.flowVenues * SCALE),
    };
    for (const [table, count] of Object.entries(expected)) {
      const row = await db()
        .selectFrom(table as keyof Database)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(count);
      expect(summary.counts[table as keyof SeedSummary['counts']], table).toBe(count);
    }
    expect(expected.venue).toBe(150);
    for (const table of SEEDED_TABLES.filter((t) => t !== 'account')) {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(summary.counts[table], table).toBe(Number(row.n));
      expect(Number(row.n), table).toBeGreaterThan(0);
    }
    // The seeded agency accounts, the back office's cms_* ones among them (data/accounts.ts).
    expect(summary.counts.account).toBe(SEED_AGENCY_ACCOUNTS.length);
    expect(summary.seconds).toBeGreaterThan(0);
  });

  it('rejects a scale that is not a positive number', async () => {
    for (const scale of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(seedDatabase(first.database, config, { scale })).rejects.toThrow(RangeError);
    }
  });

  it('moves identity sequences past the seeded ids, so the next insert gets a fresh id', async () => {
    const max = await db()
      .selectFrom('news')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    const inserted = await db()
      .insertInto('news')
      .values({
        title: '序列测试',
        summary: '',
        source: '测试',
        author: '测试',
        category: '工作动态',
        content_html: '<p>测试</p>',
        publish_time: REFERENCE_NOW.toISOString(),
        view_count: 0,
        cover_media_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(Number(max.m) + 1);
    await db().deleteFrom('news').where('id', '=', inserted.id).execute();

    const maxClosure = await db()
      .selectFrom('venue_closure')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    const closure = await db()
      .insertInto('venue_closure')
      .values({
        organ_id: 1,
        start_time: '2027-01-01T00:00:00.000Z',
        end_time: '2027-01-02T00:00:00.000Z',
        reason: '序列测试',
        announced_at: REFERENCE_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(closure.id).toBe(Number(maxClosure.m) + 1);
    await db().deleteFrom('venue_closure').where('id', '=', closure.id).execute();
  });

  it('clearDatabase empties every seeded table (second database, after the comparisons above)', async () => {
    await clearDatabase(second.database.db);
    expect(await isDatabaseEmpty(second.database.db)).toBe(true);
    for (const table of SEEDED_TABLES) {
      const row = await second.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(0);
    }
  });
});

describe('divisions', () => {
  it('form a consistent province > city > county hierarchy of six-digit codes', async () => {
    const rows = await db().selectFrom('division').selectAll().execute();
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(rows.filter((r) => r.level === 1)).toHaveLength(31);
    expect(rows.filter((r) => r.level === 2).length).toBeGreaterThan(330);
    expect(rows.filter((r) => r.level === 3).length).toBeGreaterThan(2800);
    for (const r of rows) {
      expect(r.code).toMatch(/^\d{6}$/);
      expect(r.province_code).toBe(`${r.code.slice(0, 2)}0000`);
      if (r.level === 1) {
        expect(r.parent_code).toBeNull();
        continue;
      }
      const parent = byCode.get(r.parent_code ?? '');
      expect(parent?.level, r.code).toBe(r.level - 1);
      if (r.level === 3) expect(byCode.get(parent?.parent_code ?? '')?.level, r.code).toBe(1);
    }
    expect(byCode.get('110101')).toMatchObject({ name: '东城区', level: 3, parent_code: '110100' });
    expect(byCode.get('110100')).toMatchObject({ name: '北京市', level: 2, parent_code: '110000' });
  });
});

describe('venues', () => {
  it('cover every province, stand near their county centre inside China and follow the size rules', async () => {
    const venues = await db().selectFrom('venue').selectAll().execute();
    const divisions = new Map((await db().selectFrom('division').selectAll().execute()).map((d) => [d.code, d]));
    const provinces = [...divisions.values()].filter((d) => d.level === 1).map((d) => d.code);
    expect(new Set(venues.map((v) => v.province_code))).toEqual(new Set(provinces));
    const namesByCounty = new Set<string>();
    for (const v of venues) {
      expect(v.lng).toBeGreaterThan(73.4);
      expect(v.lng).toBeLessThan(135.1);
      expect(v.lat).toBeGreaterThan(3.8);
      expect(v.lat).toBeLessThan(53.6);
      const county = divisions.get(v.county_code);
      expect(county, v.county_code).toBeDefined();
      expect(county?.city_code ?? county?.code).toBe(v.city_code);
      expect(county?.province_code).toBe(v.province_code);
      const dLat = Math.abs(v.lat - (county?.lat ?? 0));
      const dLng = Math.abs(v.lng - (county?.lng ?? 0)) * Math.cos((v.lat * Math.PI) / 180);
      expect(Math.hypot(dLat, dLng), v.name).toBeLessThan(0.05); // ~5.5 km
      expect([1, 2, 3, 4]).toContain(v.organ_type);
      expect(v.is_large).toBe(v.seats >= LARGE_SEAT_THRESHOLD[v.organ_type as OrganType] ? 1 : 0);
      expect(v.phone).toMatch(/^0\d{2,3}-\d{8}$/);
      expect(v.address.startsWith(divisions.get(v.province_code)?.name ?? '?')).toBe(true);
      const key = `${v.county_code}|${v.name}`;
      expect(namesByCounty.has(key), key).toBe(false);
      namesByCounty.add(key);
    }
  });
});

describe('content', () => {
  const span = { from: REFERENCE_NOW.getTime() - CONTENT_SPAN_DAYS * 86_400_000, to: REFERENCE_NOW.getTime() };

  it('regulations have valid statuses and take effect on or after publication, within the last three years', async () => {
    const rows = await db().selectFrom('regulation').selectAll().execute();
    for (const r of rows) {
      expect(REGULATION_STATUSES).toContain(r.status);
      expect(r.publish_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.effective_date >= r.publish_date, r.title).toBe(true);
      expect(Date.parse(r.publish_date)).toBeGreaterThanOrEqual(span.from - 86_400_000);
      expect(Date.parse(r.effective_date)).toBeLessThanOrEqual(span.to);
      expect(r.document_number).toMatch(/〔\d{4}〕\d+号$|令第\d+号$|公告第\d+号$/);
      expect(r.issuing_body.length).toBeGreaterThan(0);
    }
  });

  it('news bodies have headings and images of existing SVG media, and nothing a sanitizer would strip', async () => {
    const media = new Map((await db().selectFrom('media').select(['id', 'mime']).execute()).map((m) => [m.id, m.mime]));
    const news = await db().selectFrom('news').selectAll().execute();
    const titles = new Set(news.map((n) => n.title));
    expect(titles.size).toBe(news.length);
    for (const n of news) {
      expect(n.content_html).toMatch(/<h2>[^<]+<\/h2>/);
      const images = [...n.content_html.matchAll(/<img src="\/api_\/ow\/file\/(\d+)" alt="([^"]+)"/g)];
      expect(images.length, n.title).toBeGreaterThan(0);
      for (const [, id] of images) expect(media.get(Number(id))).toBe('image/svg+xml');
      expect(media.get(n.cover_media_id ?? -1)).toBe('image/svg+xml');
      expect(n.content_html).not.toMatch(/<script|<style|\son\w+=|javascript:/i);
      // News follow the seeding day (content/compose.ts contentEnd).
      const time = Date.parse(n.publish_time);
      const end = contentEnd(SEED_NOW).getTime();
      expect(time).toBeGreaterThanOrEqual(end - CONTENT_SPAN_DAYS * 86_400_000);
      expect(time).toBeLessThanOrEqual(end);
    }
  });

  it('attachments reference existing media and owners; banners reference SVG media', async () => {
    const media = new Map(
      (await db().selectFrom('media').select(['id', 'mime', 'file_name']).execute()).map((m) => [m.id, m]),
    );
    const attachments = await db().selectFrom('attachment').selectAll().execute();
    expect(attachments.length).toBeGreaterThan(0);
    const owners: Record<string, 'news' | 'notice' | 'regulation' | 'guidance' | 'fitness_case'> = {
      news: 'news',
      notice: 'notice',
      regulation: 'regulation',
      guidance: 'guidance',
      case: 'fitness_case',
    };
    for (const a of attachments) {
      const file = media.get(a.media_id);
      expect(file?.file_name).toBe(a.file_name);
      expect(['text/csv', 'text/plain']).toContain(file?.mime);
      const table = owners[a.owner_type];
      expect(table, a.owner_type).toBeDefined();
      const owner = await db()
        .selectFrom(table as 'news')
        .select('id')
        .where('id', '=', a.owner_id)
        .executeTakeFirst();
      expect(owner, `${a.owner_type} ${a.owner_id}`).toBeDefined();
    }
    const csv = await db()
      .selectFrom('media')
      .select(['body'])
      .where('mime', '=', 'text/csv')
      .executeTakeFirstOrThrow();
    expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body.toString('utf8')).toContain('场馆名称');
    for (const b of await db().selectFrom('banner').selectAll().execute()) {
      expect(media.get(b.media_id)?.mime).toBe('image/svg+xml');
      expect(b.link_path).toMatch(/^\//);
    }
  });

  it('SVG media are clean, well-formed-looking images with a title', async () => {
    const images = await db()
      .selectFrom('media')
      .select(['body', 'size'])
      .where('mime', '=', 'image/svg+xml')
      .execute();
    expect(images.length).toBeGreaterThanOrEqual(45);
    for (const { body, size } of images) {
      const text = body.toString('utf8');
      expect(size).toBe(body.length);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>\s*<title>[^<]+<\/title>/);
      expect(text).not.toMatch(/<script|\son\w+=|href=/i);
      for (const [tag] of text.matchAll(/<[a-zA-Z][^>]*>/g)) {
        const names = [...tag.matchAll(/\s([\w:-]+)="/g)].map((m) => m[1]);
        expect(new Set(names).size, tag).toBe(names.length);
      }
    }
  });

  it('writes the spec menu tree and the footer parameters', async () => {
    const rows = await db().selectFrom('site_menu').selectAll().orderBy('id').execute();
    const top = rows.filter((r) => r.parent_id === null).map((r) => r.title);
    expect(top).toEqual(SITE_MENU.map((m) => m.title));
    expect(top).toEqual([
      '首页',
      '新闻资讯',
      '赛事活动',
      '培训',
      '场馆开放',
      '健身设施',
      '科学健身指导',
      '社会体育指导员',
      '健身工作案例',
      '政策法规',
      '健身地图',
    ]);
    const venueOpen = rows.find((r) => r.title === '场馆开放');
    const children = rows.filter((r) => r.parent_id === venueOpen?.id).map((r) => r.path);
    expect(children).toEqual([1, 2, 3, 4].map((t) => `/main/openFacility?organType=${t}`).concat('/main/evaluation'));
    expect(rows.filter((r) => r.hidden === 1).map((r) => r.path.split('/').at(-1))).toEqual([
      'fitnessNutrition',
      'fitnessTeach',
      'fitnessPlan',
      'policy',
      'socialSportNotice',
      'guiderAssociation',
      'guiderTrain',
    ]);
    const params = new Map(
      (await db().selectFrom('param_conf').selectAll().execute()).map((r) => [r.dict_key, JSON.parse(r.value)]),
    );
    expect(params.get('postalCode')).toBe('100061');
    expect(params.get('workingHours')).toBe('工作日 9:00-18:00');
    expect(params.get('hotline')).toMatch(/^010-\d{8}$/);
    expect(params.get('externalLinks')).toContainEqual({ name: '国家体育总局', url: 'https://www.sport.gov.cn/' });
  });
});
