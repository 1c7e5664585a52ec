/**
 * GET /api_/ow/information/all/list (/vNewsAll) over the seeded content: one newest-first list of news,
 * notices, policies and guidance whose totals, kinds, years and keywords agree with each section's own
 * list; pages continue one another; bad input answers 400 naming the field.
 */
import type { NewsAllItem } from '@portal/contracts/news-all';
import { NEWS_ALL_KINDS } from '@portal/contracts/news-all.codes';
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
const list = (query = '') => data<PageOf<NewsAllItem>>(`/api_/ow/information/all/list${query}`);
/** The section's own list endpoint of a kind. */
const OWN_LIST = {
  news: '/api_/ow/news/list',
  notice: '/api_/ow/notice/list',
  regulation: '/api_/ow/regulation/list',
  guidance: '/api_/ow/guidance/list',
} as const;
/** Publish year in Asia/Shanghai of an ISO UTC instant. */
const shanghaiYear = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).getUTCFullYear();

describe('GET /api_/ow/information/all/list', () => {
  it('lists every published item of every kind, newest first', async () => {
    const all = await list('?pageSize=100');
    let sum = 0;
    for (const kind of NEWS_ALL_KINDS) sum += (await data<PageOf<unknown>>(OWN_LIST[kind])).total;
    expect(all.total).toBe(sum);
    const times = all.list.map((i) => i.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.list.map((i) => i.kind)).size).toBeGreaterThan(1);
  });

  it('keeps one kind, whose items are the items of its own list', async () => {
    for (const kind of NEWS_ALL_KINDS) {
      const page = await list(`?kind=${kind}&pageSize=100`);
      const own = await data<PageOf<{ id: number }>>(`${OWN_LIST[kind]}?pageSize=100`);
      expect(page.total).toBe(own.total);
      expect(page.list.every((i) => i.kind === kind)).toBe(true);
      expect(new Set(page.list.map((i) => i.id))).toEqual(new Set(own.list.map((i) => i.id)));
    }
  });

  it('pages continue one another', async () => {
    const whole = await list('?pageSize=15');
    const parts = [1, 2, 3].map((n) => list(`?pageSize=5&pageNum=${n}`));
    const joined = (await Promise.all(parts)).flatMap((p) => p.list);
    expect(joined).toEqual(whole.list);
    expect((await list('?pageNum=100000')).list).toEqual([]);
  });

  it('filters by publish year in Asia/Shanghai, as the sections do', async () => {
    const newest = (await list('?kind=news&pageSize=1')).list[0]!;
    const year = shanghaiYear(newest.publishTime);
    const page = await list(`?year=${year}&pageSize=100`);
    expect(page.list.every((i) => shanghaiYear(i.publishTime) === year)).toBe(true);
    const news = await data<PageOf<unknown>>(`${OWN_LIST.news}?year=${year}`);
    expect((await list(`?kind=news&year=${year}`)).total).toBe(news.total);
    expect((await list('?year=1999')).total).toBe(0);
  });

  it('matches a keyword of two or more characters as the sections do', async () => {
    for (const keyword of ['健身', '全民健身']) {
      const q = encodeURIComponent(keyword);
      const page = await list(`?kind=news&keyword=${q}&pageSize=100`);
      expect(page.total).toBe((await data<PageOf<unknown>>(`${OWN_LIST.news}?keyword=${q}`)).total);
      expect(page.list.every((i) => i.title.includes(keyword) || i.summary.includes(keyword))).toBe(true);
    }
    expect((await list(`?keyword=${encodeURIComponent('%_')}`)).total).toBe(0);
  });

  it('answers 400 naming the field, 401 without a session', async () => {
    expectError(await request('/api_/ow/information/all/list?kind=video'), 400, 'kind');
    expectError(await request('/api_/ow/information/all/list?year=abc'), 400, 'year');
    expectError(await request('/api_/ow/information/all/list?pageSize=101'), 400, 'pageSize');
    expectError(await request('/api_/ow/information/all/list?pageNum=0'), 400, 'pageNum');
    expectError(await request(`/api_/ow/information/all/list?keyword=${'健'.repeat(51)}`), 400, 'keyword');
    expectError(await t.app.inject({ method: 'GET', url: '/api_/ow/information/all/list' }), 401, '登录');
  });
});
