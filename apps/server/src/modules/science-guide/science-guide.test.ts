/**
 * Science fitness guidance API (spec §7 /api_/ow/information/guidance/list; detail, monitoring stations
 * and 综合评定 paths ours): lists per kind newest first with topic / plan filters and 1-2 character
 * keywords, detail with sanitized HTML and the video address, 404s, monitoring stations by division and
 * nearest-first, the assessment's scores and grade, 400 naming the field for impossible figures.
 * Rows: the section's own seed generators (fixed texts, fixed PRNG) plus the divisions.
 */
import { ASSESSMENT_EXAMPLE } from '@portal/contracts/science-guide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../seed/insert-rows.js';
import { divisionRows } from '../../seed/divisions.js';
import { generateScienceGuide, generateStations } from '../../seed/science-guide/seed-science-guide.js';
import {
  createContentTestApp,
  expectError,
  HOSTILE_HTML,
  type ContentTestApp,
} from '../content/content.test-support.js';

let t: ContentTestApp;
const GUIDES = generateScienceGuide();
const STATIONS = generateStations();

beforeAll(async () => {
  t = await createContentTestApp();
  await insertRows(t.database.db, 'division', divisionRows());
  await insertRows(t.database.db, 'science_guide', GUIDES);
  await insertRows(t.database.db, 'fitness_station', STATIONS);
});
afterAll(() => t.close());

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

describe('GET /api_/ow/information/guidance/list', () => {
  it('lists one kind newest first with its total', async () => {
    const res = await t.get('/api_/ow/information/guidance/list?kind=talk&pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = data<Page<{ kind: string; publishDate: string; id: number }>>(res);
    const talks = GUIDES.filter((g) => g.kind === 'talk');
    expect(page.total).toBe(talks.length);
    expect(page.list.every((i) => i.kind === 'talk')).toBe(true);
    const dates = page.list.map((i) => i.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages: page 2 of size 10 continues page 1', async () => {
    const one = data<Page<{ id: number }>>(
      await t.get('/api_/ow/information/guidance/list?kind=knowledge&pageSize=10'),
    );
    const two = data<Page<{ id: number }>>(
      await t.get('/api_/ow/information/guidance/list?kind=knowledge&pageSize=10&pageNum=2'),
    );
    expect(one.list).toHaveLength(10);
    expect(two.list).toHaveLength(10);
    expect(new Set([...one.list, ...two.list].map((i) => i.id)).size).toBe(20);
  });

  it('searches with a 2-character keyword and with 3+ characters', async () => {
    for (const keyword of ['热身', '运动损伤']) {
      const page = data<Page<{ title: string; summary: string }>>(
        await t.get(`/api_/ow/information/guidance/list?kind=knowledge&keyword=${encodeURIComponent(keyword)}`),
      );
      const expected = GUIDES.filter(
        (g) => g.kind === 'knowledge' && (g.title.includes(keyword) || g.summary.includes(keyword)),
      );
      expect(page.total).toBe(expected.length);
      expect(page.total).toBeGreaterThan(0);
    }
  });

  it('filters plans by goal, level and age group', async () => {
    const page = data<Page<{ category: string; level: string; ageGroup: string; weeks: number }>>(
      await t.get(
        `/api_/ow/information/guidance/list?kind=plan&level=${encodeURIComponent('初级')}&ageGroup=${encodeURIComponent('老年人')}`,
      ),
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((p) => p.level === '初级' && p.ageGroup === '老年人' && p.weeks > 0)).toBe(true);
  });

  it('answers 400 naming the field for a bad kind, page size or level', async () => {
    expectError(await t.get('/api_/ow/information/guidance/list?kind=video'), 400, 'kind');
    expectError(await t.get('/api_/ow/information/guidance/list?pageSize=101'), 400, 'pageSize');
    expectError(await t.get('/api_/ow/information/guidance/list?pageNum=0'), 400, 'pageNum');
    expectError(await t.get('/api_/ow/information/guidance/list?level=x'), 400, 'level');
  });
});

describe('GET /api_/ow/information/guidance/detail', () => {
  it('returns a teaching video with its clip and no captions (the clip has no speech)', async () => {
    const teach = GUIDES.find((g) => g.kind === 'teach')!;
    const detail = data<{ videoUrl: string; captionsUrl: null; contentHtml: string; title: string }>(
      await t.get(`/api_/ow/information/guidance/detail?id=${teach.id}`),
    );
    expect(detail.title).toBe(teach.title);
    expect(detail.videoUrl).toBe('/media/videos/venue-sample.mp4');
    expect(detail.captionsUrl).toBeNull();
    expect(detail.contentHtml).toContain('<ol>');
  });

  it('serves a plan with one table row per week', async () => {
    const plan = GUIDES.find((g) => g.kind === 'plan')!;
    const detail = data<{ contentHtml: string; weeks: number }>(
      await t.get(`/api_/ow/information/guidance/detail?id=${plan.id}`),
    );
    expect(detail.contentHtml.match(/<tr><td>第 \d+ 周/g)).toHaveLength(detail.weeks);
  });

  it('sanitizes the body', async () => {
    const row = await t.database.db
      .insertInto('science_guide')
      .values({ ...GUIDES[0]!, id: 10_000, content_html: HOSTILE_HTML })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = data<{ contentHtml: string }>(await t.get(`/api_/ow/information/guidance/detail?id=${row.id}`));
    expect(detail.contentHtml).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(detail.contentHtml).toContain('第一条 正文内容。');
    await t.database.db.deleteFrom('science_guide').where('id', '=', 10_000).execute();
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await t.get('/api_/ow/information/guidance/detail?id=999999'), 404, '科学健身指导内容不存在或已删除');
    expectError(await t.get('/api_/ow/information/guidance/detail?id=abc'), 400, 'id');
  });
});

describe('GET /api_/ow/information/checkSite/list', () => {
  it('has stations in every province', async () => {
    const page = data<Page<unknown>>(await t.get('/api_/ow/information/checkSite/list?pageSize=1'));
    expect(page.total).toBe(STATIONS.length);
    expect(new Set(STATIONS.map((s) => s.province_code)).size).toBe(31);
  });

  it('filters by province and by city', async () => {
    const zj = data<Page<{ areaCode: string; areaName: string }>>(
      await t.get('/api_/ow/information/checkSite/list?areaCode=330000&pageSize=100'),
    );
    expect(zj.total).toBe(STATIONS.filter((s) => s.province_code === '330000').length);
    expect(zj.list.every((s) => s.areaName.startsWith('浙江省'))).toBe(true);
    const hz = data<Page<unknown>>(await t.get('/api_/ow/information/checkSite/list?areaCode=330100'));
    expect(hz.total).toBe(STATIONS.filter((s) => s.city_code === '330100').length);
  });

  it('orders nearest-first from a point with distances in km', async () => {
    // Tian'anmen, Beijing.
    const page = data<Page<{ name: string; distanceKm: number }>>(
      await t.get('/api_/ow/information/checkSite/list?lng=116.397&lat=39.909&pageSize=5'),
    );
    expect(page.list[0]!.distanceKm).toBeLessThan(10);
    const distances = page.list.map((s) => s.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(page.list[0]!.name).toMatch(/北京|东城|西城/);
  });

  it('answers 404 for an unknown division and 400 for half a point or a bad code', async () => {
    expectError(await t.get('/api_/ow/information/checkSite/list?areaCode=999999'), 404, '行政区划不存在或已删除');
    expectError(await t.get('/api_/ow/information/checkSite/list?lng=116.4'), 400, 'lat');
    expectError(await t.get('/api_/ow/information/checkSite/list?lng=10&lat=39'), 400, 'lng');
    expectError(await t.get('/api_/ow/information/checkSite/list?areaCode=12'), 400, 'areaCode');
  });
});

describe('POST /api_/ow/information/assess', () => {
  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api_/ow/information/assess',
      headers: { 'session-id': t.token },
      payload: payload as object,
    });

  // A 27-year-old man with every item at the 4-point lower bound of the 25-29 row (2003 tables), normal weight.
  const FULL = ASSESSMENT_EXAMPLE;

  it('scores each item and grades the total', async () => {
    const res = await post(FULL);
    expect(res.statusCode).toBe(200);
    const result = data<{ items: { score: number; status: string }[]; total: number; grade: string; level: string }>(
      res,
    );
    expect(result.items).toHaveLength(9);
    expect(result.items[0]!.score).toBe(5); // 身高标准体重: 175 cm, 60.1-76.9 kg is 5
    expect(result.items.slice(1).every((i) => i.score === 4)).toBe(true);
    expect(result.total).toBe(37);
    expect(result).toMatchObject({ level: '一级', grade: '优秀' });
  });

  it('gives no composite grade when an item is missing, and says why', async () => {
    const { pushUp: _omit, ...partial } = FULL;
    const result = data<{ grade: null; notes: string[] }>(await post(partial));
    expect(result.grade).toBeNull();
    expect(result.notes.join()).toContain('俯卧撑');
  });

  it('says the scoring is not available outside 20-59', async () => {
    const result = data<{ grade: null; notes: string[]; items: unknown[] }>(await post({ ...FULL, age: 65 }));
    expect(result.items).toHaveLength(0);
    expect(result.notes[0]).toContain('暂未收录');
  });

  it('answers 400 naming the field for impossible figures', async () => {
    expectError(await post({ ...FULL, height: 20 }), 400, 'height');
    expectError(await post({ ...FULL, weight: 900 }), 400, 'weight');
    expectError(await post({ ...FULL, reaction: 0 }), 400, 'reaction');
    expectError(await post({ ...FULL, sex: 'x' }), 400, 'sex');
    expectError(await post({ ...FULL, age: 200 }), 400, 'age');
    expectError(await post({ ...FULL, idNumber: '110101199001011234' }), 400, 'idNumber');
  });
});

describe('previous / next on the detail', () => {
  it('stay within the entry kind, in list order', async () => {
    const knowledge = GUIDES.filter((g) => g.kind === 'knowledge').sort(
      (a, b) => b.publish_date.localeCompare(a.publish_date) || b.id! - a.id!,
    );
    const middle = knowledge[5]!;
    const detail = data<{ prev: { id: number }; next: { id: number } }>(
      await t.get(`/api_/ow/information/guidance/detail?id=${middle.id}`),
    );
    expect(detail.prev.id).toBe(knowledge[4]!.id);
    expect(detail.next.id).toBe(knowledge[6]!.id);
  });
});

describe('assessment answer', () => {
  it('is sent uncompressed and not cached', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api_/ow/information/assess',
      headers: { 'session-id': t.token, 'accept-encoding': 'br, gzip' },
      payload: { age: 30, sex: 'f', height: 160, weight: 55 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control'] ?? '').not.toContain('max-age');
  });
});
