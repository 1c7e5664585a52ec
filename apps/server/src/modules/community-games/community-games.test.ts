/**
 * Community games API (spec §2 /qmsports, §7): every /api/data/qmsports call without a session (the
 * section is public), filters, paging, order, the consistency of figures (province table = races,
 * medals = results ranked 1-3, calendar = races per day, map counts = matching races), .ics, and bad
 * input (400 naming the field, 404 for unknown ids and divisions).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RACE_STATUSES, type RaceStatus } from '@portal/contracts/community-games.codes';
import type {
  GamesCurrent,
  ProvinceStat,
  RaceCalendarMonth,
  RaceDetail,
  RaceListItem,
  RaceMapView,
  RaceScore,
} from '@portal/contracts/community-games';
import type { PageOf } from '@portal/contracts/paging';
import type { TestApp } from '../../../test/test-app.js';
import { expectError } from '../content/content.test-support.js';
import { createGamesTestApp, TODAY } from './community-games.test-support.js';

let t: TestApp;
const P = '/api/data/qmsports';
const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url, headers });
async function data<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}
const search = (query: string) => data<PageOf<RaceListItem>>(`${P}/race/search?${query}`);

beforeAll(async () => {
  t = await createGamesTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('games/current', () => {
  it('answers without a session: the current games, its figures and the editions', async () => {
    const res = await get(`${P}/games/current`, { 'session-id': 'not-a-token' });
    expect(res.statusCode).toBe(200);
    const games = (res.json() as { data: GamesCurrent }).data;
    expect(games.editions).toHaveLength(3);
    expect(games.id).toBe(games.editions[0]!.id);
    expect(games.startDate <= TODAY && TODAY <= games.endDate).toBe(true);
    expect(games.provinces).toBe(31);
    for (const status of RACE_STATUSES) expect(games.statusCounts[status], status).toBeGreaterThan(0);
    const statusSum = RACE_STATUSES.reduce((sum, s) => sum + games.statusCounts[s], 0);
    expect(statusSum).toBe(games.races);
    const all = await search(`gamesId=${games.id}&pageSize=1`);
    expect(all.total).toBe(games.races);
  });

  it('answers a past games by gamesId and 404 for an unknown one', async () => {
    const past = await data<GamesCurrent>(`${P}/games/current?gamesId=1`);
    expect(past.statusCounts.ended).toBe(past.races);
    expectError(await get(`${P}/games/current?gamesId=99`), 404, '运动会不存在或已删除');
    expectError(await get(`${P}/games/current?gamesId=x`), 400, 'gamesId');
  });
});

describe('race/search', () => {
  it('pages through the list in the documented order', async () => {
    const first = await search('pageSize=100');
    const second = await search('pageSize=100&pageNum=2');
    expect(first.list).toHaveLength(100);
    expect(first.total).toBe(second.total);
    const ids = new Set(first.list.map((r) => r.id));
    expect(second.list.some((r) => ids.has(r.id))).toBe(false);
    const rank: Record<RaceStatus, number> = { ongoing: 0, registering: 1, upcoming: 2, ended: 3 };
    const all = [...first.list, ...second.list];
    for (let k = 1; k < all.length; k += 1) expect(rank[all[k - 1]!.status] <= rank[all[k]!.status]).toBe(true);
    const beyond = await search(`pageNum=${Math.ceil(first.total / 10) + 1}`);
    expect(beyond.list).toEqual([]);
  });

  it('filters by status: every status has races and the totals add up', async () => {
    const { total } = await search('pageSize=1');
    let sum = 0;
    for (const status of RACE_STATUSES) {
      const page = await search(`status=${status}&pageSize=100`);
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.list.every((r) => r.status === status)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(total);
    const registering = await search('status=registering&pageSize=100');
    for (const r of registering.list) {
      expect(r.registrationStart <= TODAY && TODAY <= r.registrationEnd && TODAY < r.startDate).toBe(true);
    }
  });

  it('filters by province, county, sport, level and games', async () => {
    const zhejiang = await search('areaCode=330000&pageSize=100');
    expect(zhejiang.total).toBeGreaterThan(0);
    expect(zhejiang.list.every((r) => r.provinceCode === '330000' && r.areaName.startsWith('浙江省'))).toBe(true);
    const detail = await data<RaceDetail>(`${P}/race/${zhejiang.list[0]!.id}`);
    const county = await search(`areaCode=${await countyOf(detail.id)}&pageSize=100`);
    expect(county.list.map((r) => r.id)).toContain(detail.id);
    const sport = await search(`sport=${encodeURIComponent('羽毛球')}&level=community&pageSize=100`);
    expect(sport.total).toBeGreaterThan(0);
    expect(sport.list.every((r) => r.sport === '羽毛球' && r.level === 'community')).toBe(true);
    const past = await search('gamesId=1&pageSize=100');
    expect(past.list.every((r) => r.gamesId === 1 && r.status === 'ended')).toBe(true);
  });

  it('matches a 2-character keyword in the name, the organiser or the venue', async () => {
    const page = await search(`keyword=${encodeURIComponent('拔河')}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((r) => r.name.includes('拔河'))).toBe(true);
    const venue = await search(`keyword=${encodeURIComponent('广场')}&pageSize=100`);
    expect(venue.total).toBeGreaterThan(0);
    expect(venue.list.every((r) => r.venueName.includes('广场') || r.name.includes('广场'))).toBe(true);
    expect((await search(`keyword=${encodeURIComponent('不存在的赛事名')}`)).total).toBe(0);
  });

  it('keeps races overlapping a date range', async () => {
    const page = await search(`startDate=${TODAY}&endDate=${TODAY}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((r) => r.startDate <= TODAY && r.endDate >= TODAY && r.status === 'ongoing')).toBe(true);
  });

  it('answers bad input with 400 naming the field, an unknown division with 404', async () => {
    expectError(await get(`${P}/race/search?pageSize=0`), 400, 'pageSize');
    expectError(await get(`${P}/race/search?pageSize=101`), 400, 'pageSize');
    expectError(await get(`${P}/race/search?pageNum=0`), 400, 'pageNum');
    expectError(await get(`${P}/race/search?status=open`), 400, 'status');
    expectError(await get(`${P}/race/search?level=world`), 400, 'level');
    expectError(await get(`${P}/race/search?sport=${encodeURIComponent('冰壶')}`), 400, 'sport');
    expectError(await get(`${P}/race/search?startDate=2026-02-30`), 400, 'startDate');
    expectError(await get(`${P}/race/search?startDate=2026-05-02&endDate=2026-05-01`), 400, 'endDate');
    expectError(await get(`${P}/race/search?areaCode=33`), 400, 'areaCode');
    expectError(await get(`${P}/race/search?keyword=${'长'.repeat(31)}`), 400, 'keyword');
    expectError(await get(`${P}/race/search?areaCode=999999`), 404, '行政区划不存在或已删除');
  });
});

async function countyOf(id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('games_race')
    .select('county_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.county_code;
}

describe('race detail and score', () => {
  it('shows a race with its schedule, venue, rules and contact; results only once finished', async () => {
    const [ended] = (await search('status=ended&pageSize=1')).list;
    const detail = await data<RaceDetail>(`${P}/race/${ended!.id}`);
    expect(detail).toMatchObject({ id: ended!.id, status: 'ended', hasResults: true });
    expect(detail.schedule.length).toBeGreaterThan(0);
    expect(detail.schedule.every((s) => s.date >= detail.startDate && s.date <= detail.endDate)).toBe(true);
    expect(detail.gamesName).toMatch(/全民健身社区运动会$/);
    for (const field of ['organiser', 'eligibility', 'rules', 'contactName', 'contactPhone', 'address'] as const) {
      expect(detail[field].length, field).toBeGreaterThan(0);
    }
    expect(detail.registered).toBeLessThanOrEqual(detail.capacity);
    const [registering] = (await search('status=registering&pageSize=1')).list;
    expect((await data<RaceDetail>(`${P}/race/${registering!.id}`)).hasResults).toBe(false);
    expectError(await get(`${P}/race/99999999`), 404, '赛事不存在或已删除');
    expectError(await get(`${P}/race/abc`), 400, 'id');
  });

  it('ranks follow the scores within each event and group; medals go to ranks 1-3', async () => {
    const [ended] = (await search('status=ended&pageSize=1')).list;
    const score = await data<RaceScore>(`${P}/race/score?id=${ended!.id}`);
    expect(score.race.id).toBe(ended!.id);
    expect(score.events.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .selectFrom('games_result')
      .select(['event', 'group_name', 'rank', 'score_value', 'kind'])
      .where('race_id', '=', ended!.id)
      .orderBy('id')
      .execute();
    for (const event of score.events) {
      const values = rows.filter((r) => r.event === event.event && r.group_name === event.group);
      expect(values.map((r) => r.rank)).toEqual(event.results.map((r) => r.rank));
      for (let k = 1; k < values.length; k += 1) {
        const [a, b] = [values[k - 1]!, values[k]!];
        expect(a.rank <= b.rank).toBe(true);
        if (a.score_value === b.score_value) expect(a.rank).toBe(b.rank);
        else expect(b.rank).toBe(k + 1);
      }
      for (const r of event.results)
        expect(r.medal).toBe(r.rank <= 3 ? ['gold', 'silver', 'bronze'][r.rank - 1] : null);
      if (event.kind === 'individual') expect(event.results.every((r) => /^.\*.$/u.test(r.name))).toBe(true);
    }
    const [ongoing] = (await search('status=ongoing&pageSize=1')).list;
    expect((await data<RaceScore>(`${P}/race/score?id=${ongoing!.id}`)).events).toEqual([]);
    expectError(await get(`${P}/race/score?id=99999999`), 404, '赛事不存在或已删除');
    expectError(await get(`${P}/race/score`), 400, 'id');
  });
});

describe('race/calendar and race/ics', () => {
  it('counts the races of each day of a month, as the search sees them', async () => {
    const month = TODAY.slice(0, 7);
    const calendar = await data<RaceCalendarMonth>(`${P}/race/calendar?month=${month}`);
    expect(calendar.month).toBe(month);
    expect(calendar.days.length).toBeGreaterThan(0);
    for (const day of calendar.days.slice(0, 5)) {
      expect(day.date.startsWith(month)).toBe(true);
      expect((await search(`startDate=${day.date}&endDate=${day.date}`)).total).toBe(day.count);
    }
    const filtered = await data<RaceCalendarMonth>(
      `${P}/race/calendar?month=${month}&sport=${encodeURIComponent('篮球')}`,
    );
    const sum = (c: RaceCalendarMonth) => c.days.reduce((s, d) => s + d.count, 0);
    expect(sum(filtered)).toBeLessThan(sum(calendar));
    expectError(await get(`${P}/race/calendar?month=2026-13`), 400, 'month');
    expectError(await get(`${P}/race/calendar`), 400, 'month');
  });

  it('exports one race or a filtered month as iCalendar', async () => {
    const [race] = (await search('status=registering&pageSize=1')).list;
    const one = await get(`${P}/race/ics?id=${race!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^text\/calendar/);
    expect(one.headers['content-disposition']).toContain(`race-${race!.id}.ics`);
    expect(one.body).toContain('BEGIN:VCALENDAR');
    expect(one.body).toContain(`UID:race-${race!.id}@qmsports`);
    expect(one.body).toContain(`DTSTART;VALUE=DATE:${race!.startDate.replaceAll('-', '')}`);
    const month = TODAY.slice(0, 7);
    const sport = encodeURIComponent('田径');
    const matching = await search(`startDate=${month}-01&endDate=${month}-30&sport=${sport}&pageSize=1`);
    const monthIcs = await get(`${P}/race/ics?month=${month}&sport=${sport}`);
    expect(monthIcs.statusCode).toBe(200);
    expect(monthIcs.body.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(Math.min(matching.total, 500));
    expectError(await get(`${P}/race/ics`), 400, 'id');
    expectError(await get(`${P}/race/ics?id=1&month=${month}`), 400, 'id');
    expectError(await get(`${P}/race/ics?id=99999999`), 404, '赛事不存在或已删除');
  });
});

describe('race/map', () => {
  const CHINA = 'west=73&south=3&east=136&north=54';

  it('clusters every matching race in view: counts add up, at most 500 markers', async () => {
    const view = await data<RaceMapView>(`${P}/race/map?${CHINA}&zoom=4`);
    const { total } = await search('pageSize=1');
    expect(view.total).toBe(total);
    const counted = view.clusters.reduce((s, c) => s + c.count, 0) + view.points.length;
    expect(counted).toBe(total);
    expect(view.clusters.length + view.points.length).toBeLessThanOrEqual(500);
    expect(view.clusters.every((c) => c.count >= 2 && c.expansionZoom > 4)).toBe(true);
    const status = await data<RaceMapView>(`${P}/race/map?${CHINA}&zoom=4&status=registering`);
    expect(status.total).toBe((await search('status=registering&pageSize=1')).total);
  });

  it('shows single races at street level', async () => {
    const [race] = (await search('pageSize=1')).list;
    const detail = await data<RaceDetail>(`${P}/race/${race!.id}`);
    const d = 0.002;
    const view = await data<RaceMapView>(
      `${P}/race/map?west=${detail.lng - d}&south=${detail.lat - d}&east=${detail.lng + d}&north=${detail.lat + d}&zoom=16`,
    );
    expect(view.points.map((p) => p.id)).toContain(race!.id);
    expect(view.clusters).toEqual([]);
  });

  it('answers bad viewports with 400 naming the field', async () => {
    expectError(await get(`${P}/race/map?west=120&south=20&east=110&north=30&zoom=5`), 400, 'east');
    expectError(await get(`${P}/race/map?west=110&south=30&east=120&north=20&zoom=5`), 400, 'north');
    expectError(await get(`${P}/race/map?${CHINA}&zoom=30`), 400, 'zoom');
    expectError(await get(`${P}/race/map?${CHINA}`), 400, 'zoom');
    expectError(await get(`${P}/race/map?west=abc&south=3&east=136&north=54&zoom=4`), 400, 'west');
  });
});

describe('province/stat', () => {
  it('sums the races and the results of the games', async () => {
    const games = await data<GamesCurrent>(`${P}/games/current`);
    const table = await data<ProvinceStat[]>(`${P}/province/stat`);
    expect(table).toHaveLength(31);
    expect(table.reduce((s, p) => s + p.races, 0)).toBe(games.races);
    expect(table.reduce((s, p) => s + p.participants, 0)).toBe(games.participants);
    expect(table.reduce((s, p) => s + p.finished, 0)).toBe(games.statusCounts.ended);
    const zhejiang = table.find((p) => p.provinceCode === '330000')!;
    expect(zhejiang.provinceName).toBe('浙江省');
    expect(zhejiang.races).toBe((await search(`areaCode=330000&gamesId=${games.id}&pageSize=1`)).total);
    const medals = await t.database.db
      .selectFrom('games_result as res')
      .innerJoin('games_race as r', 'r.id', 'res.race_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('res.rank', '<=', 3)
      .where('r.games_id', '=', games.id)
      .executeTakeFirstOrThrow();
    expect(table.reduce((s, p) => s + p.gold + p.silver + p.bronze, 0)).toBe(Number(medals.n));
    for (let k = 1; k < table.length; k += 1) {
      const [a, b] = [table[k - 1]!, table[k]!];
      expect(
        a.gold > b.gold ||
          (a.gold === b.gold && (a.silver > b.silver || (a.silver === b.silver && a.bronze >= b.bronze))),
      ).toBe(true);
      expect(a.rank <= b.rank).toBe(true);
    }
    expectError(await get(`${P}/province/stat?gamesId=0`), 400, 'gamesId');
  });
});

describe('news', () => {
  it('lists the news newest first and shows one with sanitized HTML', async () => {
    const page = await data<PageOf<{ id: number; title: string; publishTime: string }>>(`${P}/news/list?pageSize=5`);
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(6);
    for (let k = 1; k < page.list.length; k += 1)
      expect(page.list[k - 1]!.publishTime >= page.list[k]!.publishTime).toBe(true);
    await t.database.db
      .updateTable('games_news')
      .set({ content_html: '<p>正文</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
      .where('id', '=', page.list[0]!.id)
      .execute();
    const detail = await data<{ title: string; contentHtml: string }>(`${P}/news/detail?id=${page.list[0]!.id}`);
    expect(detail.title).toBe(page.list[0]!.title);
    expect(detail.contentHtml).toContain('<p>正文</p>');
    expect(detail.contentHtml).not.toMatch(/script|onerror/);
    expectError(await get(`${P}/news/detail?id=99999`), 404, '新闻不存在或已删除');
    expectError(await get(`${P}/news/detail?id=-1`), 400, 'id');
    expectError(await get(`${P}/news/list?pageSize=500`), 400, 'pageSize');
  });
});

describe('compressed answers', () => {
  it('answers a browser with brotli (or gzip), the same JSON as the plain answer, cached compressed', async () => {
    const url = `${P}/race/search?pageSize=50`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
