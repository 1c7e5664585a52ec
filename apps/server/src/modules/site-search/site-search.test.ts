/**
 * GET /api_/ow/search/list and /api_/ow/search/suggest over the seeded data (docs/decisions/site-search.md): one ranked list
 * whose kind groups count what the pages walk; a sport puts venues and facilities before articles; words
 * are AND-ed; highlights point at the words; venues by pinyin initials; 您是不是要找 for a typo; suggestions
 * for a query that finds nothing; 附近 with a position nearest first (every kind with a position; and the
 * position kept out of the log); pages continue one another; suggest gives at most 8 titles; bad input answers 400 naming the field.
 * The relevance set is ./site-search.relevance.test.ts.
 */
import type { SiteSearchResult, SiteSearchSuggestResult } from '@portal/contracts/site-search';
import { SITE_SEARCH_KINDS, SITE_SEARCH_SUGGEST_SIZE } from '@portal/contracts/site-search.codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { redactUrl } from '../../lib/http/log-redaction.js';
import { nameInitials } from '../../lib/pinyin-initials.js';
import { metresBetween } from './site-search.rank.js';
import { expectError } from '../content/content.test-support.js';

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
const suggest = async (q: string): Promise<SiteSearchSuggestResult> => {
  const res = await request(`/api_/ow/search/suggest?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SiteSearchSuggestResult;
};
const marked = (text: string, ranges: [number, number][]) => ranges.map(([from, to]) => text.slice(from, to));
const PLACES = ['venue', 'facility'];
/** The kinds with a position (附近 with one reads them nearest first). */
const POSITIONED = [...PLACES, 'race', 'match', 'training', 'buildProject'];

describe('GET /api_/ow/search/list', () => {
  it('ranks one list across kinds: a sport puts venues and facilities first, groups count as filters', async () => {
    const result = await search('篮球', '&pageSize=20');
    expect(result.groups.map((g) => g.kind)).toEqual([...SITE_SEARCH_KINDS]);
    expect(result.total).toBe(result.groups.reduce((sum, g) => sum + g.count, 0));
    expect(result.groups.find((g) => g.kind === 'venue')!.count).toBeGreaterThan(0);
    expect(result.groups.find((g) => g.kind === 'news')!.count).toBeGreaterThan(0);
    // Page 1 starts with places; no article before the last place on the page.
    expect(PLACES).toContain(result.list[0]!.kind);
    const kinds = result.list.map((i) => (PLACES.includes(i.kind) ? 0 : 1));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    // A kind alone: its count, its items only.
    for (const { kind, count } of result.groups) {
      if (count === 0) continue;
      const only = await search('篮球', `&kind=${kind}&pageSize=100`);
      expect(only.total).toBe(count);
      expect(only.list.length).toBe(Math.min(count, 100));
      expect(only.list.every((i) => i.kind === kind && Number.isInteger(i.id))).toBe(true);
      expect(only.groups).toEqual(result.groups);
    }
  });

  it('AND-s the words, matches areas with or without 区, and puts an exact name first', async () => {
    const both = await search('朝阳 游泳', '&pageSize=100');
    expect(both.list[0]).toMatchObject({ kind: 'venue', title: '朝阳区全民健身游泳馆' });
    const swim = await search('游泳', '&pageSize=100');
    const chaoyang = await search('朝阳', '&pageSize=100');
    expect(both.total).toBeLessThanOrEqual(Math.min(swim.total, chaoyang.total));
    expect((await search('朝阳区 游泳')).list[0]!.title).toBe('朝阳区全民健身游泳馆');
    const exact = await search('唐县体育馆');
    expect(exact.list[0]).toMatchObject({ kind: 'venue', title: '唐县体育馆' });
    expect(marked(exact.list[0]!.title, exact.list[0]!.titleRanges).join('')).toBe('唐县体育馆');
  });

  it('highlights the words that matched, sorted and disjoint', async () => {
    const { list } = await search('朝阳 游泳', '&pageSize=100');
    for (const item of list) {
      const texts = [...marked(item.title, item.titleRanges), ...marked(item.summary, item.summaryRanges)];
      expect(texts.length, item.title).toBeGreaterThan(0);
      for (const text of texts)
        expect(
          ['朝阳', '朝阳区', '游泳', '游泳馆'].some((w) => text.includes(w)),
          text,
        ).toBe(true);
      for (const ranges of [item.titleRanges, item.summaryRanges]) {
        ranges.forEach(([from, to], i) => {
          expect(to).toBeGreaterThan(from);
          if (i > 0) expect(from).toBeGreaterThan(ranges[i - 1]![1]);
        });
      }
    }
  });

  it('finds venues by the pinyin initials of their name and marks the characters', async () => {
    const result = await search('tyg', '&kind=venue&pageSize=100');
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.list) {
      expect(item.matchedBy).toBe('initials');
      expect(nameInitials(item.title)).toContain('tyg');
      for (const text of marked(item.title, item.titleRanges)) expect(nameInitials(text)).toBe('tyg');
    }
  });

  it('answers a typo with the corrected query (您是不是要找) and a dead end with suggestions', async () => {
    const typo = await search('城阳区游永馆');
    expect(typo.correctedQ).toBe('城阳区游泳馆');
    expect(typo.q).toBe('城阳区游永馆');
    expect(typo.list[0]).toMatchObject({ kind: 'venue', title: '城阳区游泳馆' });
    expect((await search('城阳区游泳馆')).correctedQ).toBeUndefined();
    // Two words that each find something but never together.
    const none = await search('颈椎病 滑冰场');
    expect(none.total).toBe(0);
    expect(none.list).toEqual([]);
    expect(none.suggestions).toEqual(expect.arrayContaining(['颈椎病', '滑冰场']));
  });

  it('附近: the keyword without the nearby words; with a position the kinds with one, nearest first', async () => {
    const plain = await search('附近游泳馆', '&pageSize=50');
    expect(plain).toMatchObject({ nearby: true, keyword: '游泳馆' });
    expect(plain.list.length).toBeGreaterThan(0);
    const near = await search('附近游泳馆', '&pageSize=50&lng=116.48&lat=39.93');
    expect(near.list.length).toBeGreaterThan(0);
    expect(near.list.every((i) => POSITIONED.includes(i.kind) && typeof i.distance === 'number')).toBe(true);
    const distances = near.list.map((i) => i.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.list[0]!.title).toBe('朝阳区全民健身游泳馆');
    expect(redactUrl('/api_/ow/search/list?q=x&lng=116.48&lat=39.93')).toBe(
      '/api_/ow/search/list?q=x&lng=[redacted]&lat=[redacted]',
    );
  });

  it('附近 with a position: races, projects, and matches and trainings at their venue, never organisations or articles; 附近 alone: places', async () => {
    const at = '&lng=116.48&lat=39.93';
    const distancesOf = (list: SiteSearchResult['list']) => list.map((i) => i.distance!);
    const near = await search('附近 篮球', `&pageSize=50${at}`);
    expect(near.list.every((i) => POSITIONED.includes(i.kind) && typeof i.distance === 'number')).toBe(true);
    expect(distancesOf(near.list)).toEqual([...distancesOf(near.list)].sort((a, b) => a - b));
    expect(near.groups.filter((g) => !POSITIONED.includes(g.kind)).every((g) => g.count === 0)).toBe(true);
    for (const [q, kind] of [
      ['附近 篮球', 'race'],
      ['附近 篮球', 'match'],
      ['附近 篮球', 'training'],
      ['附近 建设项目', 'buildProject'],
    ] as const) {
      const only = await search(q, `&kind=${kind}&pageSize=20${at}`);
      expect(only.list.length, kind).toBeGreaterThan(0);
      expect(only.list.every((i) => i.kind === kind && typeof i.distance === 'number')).toBe(true);
      expect(distancesOf(only.list)).toEqual([...distancesOf(only.list)].sort((a, b) => a - b));
    }
    // A match is as far as the venue it is held at.
    const match = (await search('附近 篮球', `&kind=match&pageSize=1${at}`)).list[0]!;
    const venue = await t.database.db
      .selectFrom('venue_match as e')
      .innerJoin('venue as v', 'v.organ_id', 'e.organ_id')
      .select(['v.lng', 'v.lat'])
      .where('e.id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(match.distance).toBe(
      Math.round(metresBetween({ lng: 116.48, lat: 39.93 }, { lng: Number(venue.lng), lat: Number(venue.lat) })),
    );
    // Organisations have an address, no position: not in a nearest-first answer (found without one).
    expect((await search('附近 体育总会', '&kind=organization')).total).toBeGreaterThan(0);
    expect((await search('附近 体育总会', `&kind=organization${at}`)).total).toBe(0);
    // 附近 alone asks for a place.
    const alone = await search('附近', `&pageSize=50${at}`);
    expect(alone.list.length).toBeGreaterThan(0);
    expect(alone.list.every((i) => PLACES.includes(i.kind))).toBe(true);
    expect(distancesOf(alone.list)).toEqual([...distancesOf(alone.list)].sort((a, b) => a - b));
  });

  it('pages continue one another', async () => {
    const whole = await search('体育', '&pageSize=60');
    const parts = await Promise.all([1, 2, 3, 4].map((n) => search('体育', `&pageSize=15&pageNum=${n}`)));
    expect(parts.flatMap((p) => p.list)).toEqual(whole.list);
    const last = Math.ceil(whole.total / 15);
    expect((await search('体育', `&pageSize=15&pageNum=${last + 1}`)).list).toEqual([]);
  });

  it('trims the query, treats special characters literally and shows no contact details', async () => {
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
    expectError(await request(`${url}?q=a&lat=91&lng=0`), 400, 'lat');
    expectError(await t.app.inject({ method: 'GET', url: `${url}?q=a` }), 401, '登录');
  });
});

describe('GET /api_/ow/search/suggest', () => {
  it('gives the first titles of the ranked list, at most 8, distinct, marked', async () => {
    const { q, list } = await suggest(' 羽毛球 ');
    expect(q).toBe('羽毛球');
    expect(list.length).toBe(SITE_SEARCH_SUGGEST_SIZE);
    expect(new Set(list.map((i) => i.title)).size).toBe(list.length);
    const ranked = (await search('羽毛球', '&pageSize=30')).list;
    expect(list[0]).toMatchObject({ kind: ranked[0]!.kind, id: ranked[0]!.id, title: ranked[0]!.title });
    expect((await suggest('唐县体育馆')).list[0]).toMatchObject({ kind: 'venue', title: '唐县体育馆', organType: 2 });
    expect((await suggest('颈椎病 滑冰场')).list).toEqual([]);
  });

  it('answers 400 naming the field', async () => {
    expectError(await request('/api_/ow/search/suggest'), 400, 'q');
    expectError(await request(`/api_/ow/search/suggest?q=${encodeURIComponent('健'.repeat(51))}`), 400, 'q');
  });
});
