/**
 * GET /api_/ow/search/list over the seeded data: every kind's count equals a plain substring count of the
 * kind's table read back in JavaScript (1-2 and 4 characters); venues by pinyin initials; facilities by a
 * part of their name (in memory), in their list's order; highlight ranges point at the query; one kind;
 * pages continue one another across groups; bad input answers 400 naming the field.
 */
import type { SiteSearchItem, SiteSearchResult } from '@portal/contracts/site-search';
import type { FacilityListData } from '@portal/contracts/facility';
import { FACILITY_KIND_NAMES, type FacilityKind } from '@portal/contracts/facility.codes';
import { SITE_SEARCH_COUNT_CAP, SITE_SEARCH_KINDS, type SiteSearchKind } from '@portal/contracts/site-search.codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { nameInitials } from '../../lib/pinyin-initials.js';
import { expectError } from '../content/content.test-support.js';
import { countMatches } from './site-search.repository.js';
import { SITE_SEARCH_SOURCES } from './site-search.sources.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.publicToken();
});
afterAll(() => t.close());

const request = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
const search = async (q: string, extra = ''): Promise<SiteSearchResult> => {
  const res = await request(`/api_/ow/search/list?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SiteSearchResult;
};

/** Each kind's table and the columns a query is looked for in (written out here, not read from the module). */
const SEARCHED: Record<SiteSearchKind, { table: string; columns: string[] }> = {
  news: { table: 'news', columns: ['title', 'summary'] },
  notice: { table: 'notice', columns: ['title', 'summary'] },
  regulation: { table: 'regulation', columns: ['title', 'document_number', 'issuing_body'] },
  guidance: { table: 'guidance', columns: ['name', 'summary'] },
  scienceGuide: { table: 'science_guide', columns: ['title', 'summary'] },
  venue: { table: 'venue', columns: ['name', 'address'] },
  // A facility's name is its map point's (rowsOf joins them); facilities match by name only.
  facility: { table: 'facility', columns: ['name'] },
  match: { table: 'venue_match', columns: ['name', 'organiser', 'sport'] },
  training: { table: 'venue_training', columns: ['name', 'organiser', 'sport'] },
  buildProject: { table: 'build_project', columns: ['name', 'address'] },
  race: { table: 'games_race', columns: ['name', 'venue_name', 'sport'] },
  guiderArticle: { table: 'guider_article', columns: ['title', 'summary'] },
  organization: { table: 'fitness_organization', columns: ['name'] },
};

/** Rows of `table` with the given text columns, read whole (a facility with its map point). */
async function rowsOf(table: string, columns: string[]): Promise<Record<string, string>[]> {
  const from = table === 'facility' ? sql`facility f join map_point p on p.id = f.id` : sql.table(table);
  const { rows } = await sql<
    Record<string, string>
  >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${from}`.execute(t.database.db);
  return rows;
}

async function expectedCount(kind: SiteSearchKind, q: string): Promise<number> {
  const { table, columns } = SEARCHED[kind];
  const initials = kind === 'venue' && /^[a-z0-9]{2,}$/i.test(q) && /[a-z]/i.test(q);
  const rows = await rowsOf(table, columns);
  const needle = q.toLowerCase();
  return rows.filter(
    (row) =>
      columns.some((c) => row[c]!.toLowerCase().includes(needle)) ||
      (initials && nameInitials(row.name!).includes(needle)),
  ).length;
}

const marked = (text: string, ranges: [number, number][]) => ranges.map(([from, to]) => text.slice(from, to));

/** Ids of the first 100 facilities the facility list (GET /api_/ruoyi/equipment/list) shows for `keyword`. */
async function facilityListIds(keyword: string): Promise<number[]> {
  const res = await request(`/api_/ruoyi/equipment/list?keyword=${encodeURIComponent(keyword)}&pageSize=100`);
  return (res.json().data as FacilityListData).list.map((item) => item.id);
}

describe('GET /api_/ow/search/list', () => {
  it('counts every kind as a substring search of its table would, for 2 and 4 characters', async () => {
    for (const q of ['体育', '全民健身']) {
      const result = await search(q);
      expect(result.groups.map((g) => g.kind)).toEqual([...SITE_SEARCH_KINDS]);
      for (const { kind, count, more } of result.groups) {
        const expected = await expectedCount(kind, q);
        expect(count, `${kind} ${q}`).toBe(Math.min(expected, SITE_SEARCH_COUNT_CAP));
        expect(more).toBe(expected >= SITE_SEARCH_COUNT_CAP);
      }
      expect(result.total).toBe(result.groups.reduce((sum, g) => sum + g.count, 0));
      // Every kind is found by one query or the other in the seeded data.
      expect(result.groups.filter((g) => g.count > 0).length).toBeGreaterThan(8);
    }
    const found = new Set<SiteSearchKind>();
    for (const q of ['体育', '全民健身', '健身', '指导', '中心']) {
      for (const g of (await search(q)).groups) if (g.count > 0) found.add(g.kind);
    }
    expect([...found].sort()).toEqual([...SITE_SEARCH_KINDS].sort());
  });

  it('counts each kind up to the cap it is given', async () => {
    const counts = await countMatches(t.app.db, t.app.dialect, SITE_SEARCH_SOURCES, '体育', 5);
    for (const [i, source] of SITE_SEARCH_SOURCES.entries()) {
      expect(counts[i], source.kind).toBe(Math.min(5, await expectedCount(source.kind, '体育')));
    }
  });

  it('keeps one kind, and every item of every kind opens by its id', async () => {
    const all = await search('体育');
    for (const { kind, count } of all.groups) {
      if (count === 0) continue;
      const page = await search('体育', `&kind=${kind}&pageSize=100`);
      expect(page.total).toBe(count);
      expect(page.list.length).toBe(Math.min(count, 100));
      expect(page.list.every((i) => i.kind === kind && Number.isInteger(i.id))).toBe(true);
      expect(page.groups).toEqual(all.groups);
    }
    const venues = await search('体育', '&kind=venue&pageSize=5');
    expect(venues.list.every((i) => i.organType !== undefined && typeof i.isLarge === 'boolean')).toBe(true);
    const projects = await search('体育', '&kind=buildProject&pageSize=5');
    expect(projects.list.every((i) => i.buildKind !== undefined)).toBe(true);
  });

  it('highlights every occurrence of the query in the title and the second line', async () => {
    const { list } = await search('体育', '&pageSize=100');
    expect(list.length).toBe(100);
    for (const item of list) {
      expect(item.matchedBy).toBe('text');
      for (const text of [...marked(item.title, item.titleRanges), ...marked(item.summary, item.summaryRanges)]) {
        expect(text).toBe('体育');
      }
      expect(item.titleRanges.length).toBe(item.title.split('体育').length - 1);
      expect(item.summaryRanges.length).toBe(item.summary.split('体育').length - 1);
    }
    // Case-insensitive for Latin letters.
    const [first] = (await search('NBA')).list;
    if (first) expect(marked(first.title, first.titleRanges).every((s) => s.toLowerCase() === 'nba')).toBe(true);
  });

  it('finds venues by the pinyin initials of their name and marks the characters', async () => {
    for (const q of ['tyg', 'TYG', 'ty']) {
      const result = await search(q, '&kind=venue&pageSize=100');
      expect(result.total).toBe(await expectedCount('venue', q));
      expect(result.total).toBeGreaterThan(0);
      for (const item of result.list) {
        expect(item.matchedBy).toBe('initials');
        const texts = marked(item.title, item.titleRanges);
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(nameInitials(text)).toBe(q.toLowerCase());
      }
    }
    const tyg = await search('tyg', '&kind=venue&pageSize=100');
    expect(tyg.list.some((i) => i.title.includes('体育馆'))).toBe(true);
    // Only venues have initials.
    expect((await search('tyg')).groups.filter((g) => g.kind !== 'venue').every((g) => g.count === 0)).toBe(true);
  });

  it('finds a facility by two characters of its name: counted, its kind alone, marked, with its place', async () => {
    const { rows } = await sql<{ id: number; name: string; kind: FacilityKind; address: string }>`
      select f.id, p.name, f.kind, p.address from facility f join map_point p on p.id = f.id order by f.id`.execute(
      t.database.db,
    );
    expect(rows.length).toBeGreaterThan(0);
    // The rarest two characters of some facility's name, so that facility is on the first page.
    const pairs = new Map<string, number>();
    for (const { name } of rows) {
      const chars = [...name];
      for (const pair of new Set(chars.slice(1).map((c, i) => chars[i]! + c)))
        pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    const [q, n] = [...pairs].filter(([pair]) => !/\s/.test(pair)).sort((a, b) => a[1] - b[1])[0]!;
    const facility = rows.find((row) => row.name.includes(q))!;

    const all = await search(q);
    expect(all.groups.find((g) => g.kind === 'facility')!.count).toBe(Math.min(n, SITE_SEARCH_COUNT_CAP));
    const only = await search(q, '&kind=facility&pageSize=100');
    expect(only.total).toBe(n);
    expect(only.list.every((i) => i.kind === 'facility' && i.date === null)).toBe(true);
    const item = only.list.find((i) => i.id === Number(facility.id))!;
    expect(item.title).toBe(facility.name);
    expect(item.facilityKind).toBe(facility.kind);
    expect(item.summary).toContain(FACILITY_KIND_NAMES[facility.kind]);
    expect(item.summary).toContain(facility.address);
    expect(marked(item.title, item.titleRanges)).toEqual(
      facility.name
        .split(q)
        .slice(1)
        .map(() => q),
    );
    expect(item.matchedBy).toBe('text');
    expect(only.list.map((i) => i.id)).toEqual(await facilityListIds(q));
  });

  it('pages walk the groups kind after kind, each in its order', async () => {
    const whole = await search('体育', '&pageSize=60');
    const parts = await Promise.all([1, 2, 3, 4].map((n) => search('体育', `&pageSize=15&pageNum=${n}`)));
    expect(parts.flatMap((p) => p.list)).toEqual(whole.list);
    const order = whole.list.map((i) => SITE_SEARCH_KINDS.indexOf(i.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const ids = (items: SiteSearchItem[]) => items.map((i) => i.id);
    for (const kind of SITE_SEARCH_KINDS) {
      const items = (await search('体育', `&kind=${kind}&pageSize=100`)).list;
      const dates = items.map((i) => i.date ?? '');
      if (kind === 'facility') expect(ids(items)).toEqual(await facilityListIds('体育'));
      else if (['venue', 'organization'].includes(kind)) expect(ids(items)).toEqual(ids(items).sort((a, b) => a - b));
      else if (['match', 'training', 'buildProject', 'race'].includes(kind))
        expect(ids(items)).toEqual(ids(items).sort((a, b) => b - a));
      else expect(dates, kind).toEqual([...dates].sort().reverse());
    }
    const last = Math.ceil(whole.total / 15);
    expect((await search('体育', `&pageSize=15&pageNum=${last + 1}`)).list).toEqual([]);
  });

  it('trims the query, treats LIKE characters literally and shows no contact details', async () => {
    const padded = await search('  体育  ', '&pageSize=3');
    expect(padded.q).toBe('体育');
    expect(padded.groups).toEqual((await search('体育')).groups);
    expect((await search('%_')).total).toBe(0);
    const allowed = ['kind', 'id', 'title', 'summary', 'date', 'titleRanges', 'summaryRanges', 'matchedBy'];
    for (const kind of SITE_SEARCH_KINDS) {
      for (const item of (await search('体育', `&kind=${kind}&pageSize=100`)).list) {
        const extra = Object.keys(item).filter((key) => !allowed.includes(key));
        expect(
          extra.every((key) => ['organType', 'isLarge', 'buildKind', 'facilityKind'].includes(key)),
          extra.join(),
        ).toBe(true);
        expect(item.summary).not.toMatch(/1[3-9]\d{9}/);
      }
    }
  });

  it('answers 400 naming the field, 401 without a session', async () => {
    const url = '/api_/ow/search/list';
    expectError(await request(url), 400, 'q');
    expectError(await request(`${url}?q=`), 400, 'q');
    expectError(await request(`${url}?q=${encodeURIComponent('   ')}`), 400, 'q');
    expectError(await request(`${url}?q=${encodeURIComponent('健'.repeat(51))}`), 400, 'q');
    expectError(await request(`${url}?q=${encodeURIComponent('a\u0001b')}`), 400, 'q');
    expectError(await request(`${url}?q=a&kind=video`), 400, 'kind');
    expectError(await request(`${url}?q=a&pageSize=101`), 400, 'pageSize');
    expectError(await request(`${url}?q=a&pageNum=0`), 400, 'pageNum');
    expectError(await t.app.inject({ method: 'GET', url: `${url}?q=a` }), 401, '登录');
  });
});
