/**
 * Fitness organisations (GET /api/data/fitnessOrganization/search and /{id}) on the seeded data: every
 * category and kind against the table, division, keyword (1-2 characters and trigram), list order,
 * paging, the detail (meeting times, service records, masked contact), 400s and 404s; the first HTML of
 * every category's list page (contracts ORGANIZATION_CATEGORY_PAGES).
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_CATEGORY_PAGES,
  ORGANIZATION_KIND_CODES,
  ORGANIZATION_MEETING_CATEGORIES,
} from '@portal/contracts/fitness-organization.codes';
import { makeDist, ORIGIN, page } from '../../../test/first-html-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectError } from '../content/content.test-support.js';
import { recordingClient } from '../../../test/recording-client.js';

let t: TestApp;
let token: string;
/** A built web app listing every category's list page (their first HTML). */
let dist: string;
/** Every answer is kept for the PIPL check at the end. */
const client = recordingClient(
  () => t,
  () => token,
);
const { get, bodies } = client;

interface Item {
  id: number;
  category: number;
  kind: number;
  kindName: string;
  name: string;
  areaName: string;
  meetingTime: string | null;
}

async function search(query: string) {
  const res = await get(`/api/data/fitnessOrganization/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { total: number; list: Item[] } }).data;
}

async function orderedIds(where: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from fitness_organization where ${where}
    order by county_code, kind, id`.execute(t.database.db);
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  dist = makeDist(ORGANIZATION_CATEGORIES.map((c) => ORGANIZATION_CATEGORY_PAGES[c]));
  t = await createTestApp({ seed: true, env: { WEB_DIST: dist, SITE_URL: ORIGIN } });
  token = await t.publicToken();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/data/fitnessOrganization/search', () => {
  it.each(ORGANIZATION_CATEGORIES)('lists category %i in list order', async (category) => {
    const expected = await orderedIds(sql`category = ${category}`);
    const data = await search(`category=${category}&pageSize=100`);
    expect(data.total).toBe(expected.length);
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.map((i) => i.id)).toEqual(expected.slice(0, 100));
    expect(data.list.every((i) => i.category === category)).toBe(true);
    expect(
      data.list.every((i) => (i.meetingTime !== null) === ORGANIZATION_MEETING_CATEGORIES.includes(category)),
    ).toBe(true);
  });

  it('has every kind, and filters by it', async () => {
    for (const kind of ORGANIZATION_KIND_CODES) {
      const expected = await orderedIds(sql`kind = ${kind}`);
      const data = await search(`category=${Math.floor(kind / 100)}&kind=${kind}&pageSize=100`);
      expect(data.total, String(kind)).toBe(expected.length);
      expect(data.total, String(kind)).toBeGreaterThan(0);
      expect(data.list.map((i) => i.id)).toEqual(expected.slice(0, 100));
    }
  });

  it('filters by division and keyword (1-2 characters and longer)', async () => {
    const { rows } = await sql<{ name: string; county_code: string; category: number }>`
      select name, county_code, category from fitness_organization where id = 3`.execute(t.database.db);
    const o = rows[0]!;
    const province = `${o.county_code.slice(0, 2)}0000`;
    const byArea = await orderedIds(
      sql`category = ${o.category} and county_code like ${`${o.county_code.slice(0, 2)}%`}`,
    );
    const area = await search(`category=${o.category}&areaCode=${province}&pageSize=100`);
    expect(area.total).toBe(byArea.length);
    expect(area.list.map((i) => i.id)).toEqual(byArea.slice(0, 100));
    for (const keyword of [o.name.slice(-2), o.name.slice(-4), o.name.slice(0, 1)]) {
      const expected = await orderedIds(sql`category = ${o.category} and name like ${`%${keyword}%`}`);
      const data = await search(`category=${o.category}&keyword=${encodeURIComponent(keyword)}&pageSize=100`);
      expect(data.total, keyword).toBe(expected.length);
      expect(
        data.list.map((i) => i.id),
        keyword,
      ).toEqual(expected.slice(0, 100));
    }
    expect((await search(`keyword=${encodeURIComponent('并不存在的协会名称')}`)).total).toBe(0);
  });

  it('answers bad input with 400 naming the field and unknown divisions with 404', async () => {
    for (const [query, field] of [
      ['category=9', 'category'],
      ['kind=999', 'kind'],
      ['pageSize=101', 'pageSize'],
      ['pageNum=0', 'pageNum'],
      ['areaCode=12', 'areaCode'],
      [`keyword=${'长'.repeat(51)}`, 'keyword'],
    ]) {
      expectError(await get(`/api/data/fitnessOrganization/search?${encodeURI(query!)}`), 400, field!);
    }
    expectError(await get('/api/data/fitnessOrganization/search?areaCode=990000'), 404, '行政区划不存在');
  });
});

describe('first HTML of the category list pages', () => {
  it.each(ORGANIZATION_CATEGORIES)(
    'serves the list page of category %i with its first organisations',
    async (category) => {
      const entry = ORGANIZATION_CATEGORY_PAGES[category];
      const first = (await search(`category=${category}&pageSize=1`)).list[0]!;
      const res = await page(t, entry.path);
      expect(res.statusCode, entry.path).toBe(200);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${entry.path}" />`);
      expect(res.body).toContain(first.name);
    },
  );
});

describe('GET /api/data/fitnessOrganization/{id}', () => {
  it('shows a fitness site with its meeting time and place', async () => {
    const { rows } = await sql<{ id: number; meeting_place: string }>`
      select id, meeting_place from fitness_organization where category = 4 order by id limit 1`.execute(t.database.db);
    const res = await get(`/api/data/fitnessOrganization/${rows[0]!.id}`);
    const { data } = res.json() as {
      data: { meetingTime: string; meetingPlace: string; contactPhone: string; serviceRecords: unknown[] };
    };
    expect(data.meetingPlace).toBe(rows[0]!.meeting_place);
    expect(data.meetingTime).toBeTruthy();
    expect(data.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(data.serviceRecords).toEqual([]);
  });

  it('shows a volunteer organisation with its service records, newest first', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select id from fitness_organization where category = 2 order by id limit 1`.execute(t.database.db);
    const { data } = (await get(`/api/data/fitnessOrganization/${rows[0]!.id}`)).json() as {
      data: { serviceRecords: { date: string }[] };
    };
    expect(data.serviceRecords.length).toBeGreaterThan(0);
    const dates = data.serviceRecords.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('404 for an unknown id, 400 for a bad one; no unmasked phone anywhere', async () => {
    expectError(await get('/api/data/fitnessOrganization/9999999'), 404, '健身组织不存在');
    expectError(await get('/api/data/fitnessOrganization/0'), 400, 'id');
    expect(bodies.join('\n')).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
  });
});
