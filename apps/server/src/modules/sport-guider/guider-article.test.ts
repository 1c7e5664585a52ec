/**
 * The instructor section's articles (GET /api_/ow/socialSport/list and /detail) on the seeded data:
 * each kind's list against the table, publish order, keyword, paging, courses with their enrolment
 * status on the server's day, sanitized HTML, 400s and 404s.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDER_ARTICLE_KINDS } from '@portal/contracts/sport-guider.codes';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectError, HOSTILE_HTML } from '../content/content.test-support.js';
import { enrolStatus } from './enrol-status.js';

const TODAY = '2026-11-20';
let t: TestApp;
let token: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });

interface Item {
  id: number;
  kind: string;
  title: string;
  publishDate: string;
  course: null | {
    startDate: string;
    endDate: string;
    enrolStart: string;
    enrolEnd: string;
    capacity: number;
    enrolled: number;
    enrolStatus: string;
    place: string;
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: () => new Date(`${TODAY}T02:00:00.000Z`) });
  token = await t.publicToken();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api_/ow/socialSport/list', () => {
  it.each(GUIDER_ARTICLE_KINDS)('lists kind %s newest first, all of it over the pages', async (kind) => {
    const { rows } = await sql<{ id: number }>`select id from guider_article where kind = ${kind}
      order by publish_date desc, id desc`.execute(t.database.db);
    const res = await get(`/api_/ow/socialSport/list?kind=${kind}&pageSize=100`);
    const { data } = res.json() as { data: { total: number; list: Item[] } };
    expect(data.total).toBe(rows.length);
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.map((i) => i.id)).toEqual(rows.map((r) => Number(r.id)));
    expect(data.list.every((i) => i.kind === kind && (i.course !== null) === (kind === 'train'))).toBe(true);
    const second = (await get(`/api_/ow/socialSport/list?kind=${kind}&pageNum=2&pageSize=2`)).json() as {
      data: { list: Item[] };
    };
    expect(second.data.list.map((i) => i.id)).toEqual(rows.slice(2, 4).map((r) => Number(r.id)));
  });

  it('gives courses their dates, place, capacity and the status of today', async () => {
    const { data } = (await get('/api_/ow/socialSport/list?kind=train&pageSize=100')).json() as {
      data: { list: Item[] };
    };
    for (const { course } of data.list) {
      expect(course!.place).not.toBe('');
      expect(course!.enrolStatus).toBe(enrolStatus(course!, TODAY));
    }
    expect(new Set(data.list.map((i) => i.course!.enrolStatus)).size).toBeGreaterThan(1);
  });

  it('searches title and summary by keyword', async () => {
    const { data } = (
      await get(`/api_/ow/socialSport/list?kind=policy&keyword=${encodeURIComponent('管理办法')}`)
    ).json() as { data: { list: Item[]; total: number } };
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.some((i) => i.title === '社会体育指导员管理办法')).toBe(true);
  });

  it('400 for a missing or unknown kind and bad paging', async () => {
    expectError(await get('/api_/ow/socialSport/list'), 400, 'kind');
    expectError(await get('/api_/ow/socialSport/list?kind=news'), 400, 'kind');
    expectError(await get('/api_/ow/socialSport/list?kind=policy&pageSize=101'), 400, 'pageSize');
    expectError(await get('/api_/ow/socialSport/list?kind=policy&pageNum=0'), 400, 'pageNum');
  });
});

describe('GET /api_/ow/socialSport/detail', () => {
  it('returns the article with sanitized HTML', async () => {
    await t.database.db.updateTable('guider_article').set({ content_html: HOSTILE_HTML }).where('id', '=', 1).execute();
    const res = await get('/api_/ow/socialSport/detail?id=1');
    const { data } = res.json() as { data: { title: string; contentHtml: string; viewCount: number } };
    expect(data.title).toBe('社会体育指导员管理办法');
    expect(data.contentHtml).toContain('第一条 正文内容。');
    expect(data.contentHtml).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('404 for an unknown id, 400 for a bad one', async () => {
    expectError(await get('/api_/ow/socialSport/detail?id=99999'), 404, '资讯不存在');
    expectError(await get('/api_/ow/socialSport/detail?id=x'), 400, 'id');
    expectError(await get('/api_/ow/socialSport/detail'), 400, 'id');
  });
});

describe('enrolStatus', () => {
  const course = {
    enrolStart: '2026-03-01',
    enrolEnd: '2026-03-20',
    endDate: '2026-04-05',
    capacity: 40,
    enrolled: 10,
  };
  it.each([
    ['2026-02-28', course, 'notOpen'],
    ['2026-03-01', course, 'open'],
    ['2026-03-20', { ...course, enrolled: 40 }, 'full'],
    ['2026-03-21', course, 'closed'],
    ['2026-04-05', course, 'closed'],
    ['2026-04-06', course, 'ended'],
  ] as const)('%s -> %s', (today, c, expected) => {
    expect(enrolStatus(c, today)).toBe(expected);
  });
});
