/**
 * Venue videos (spec §7 "venue video list", §2 /videoCat): GET /api/data/venue/video/list
 * (newest first, paging, organId and keyword filters) and GET /api/data/venue/video/{id} (coverUrl via
 * the file endpoint, null without a cover), 400s, 404s and the session requirement.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestApp,
  expectError,
  insertMedia,
  type ContentTestApp,
} from '../content/content.test-support.js';
import { insertThreeVenues } from '../../../test/venue-event-fixtures.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

let t: ContentTestApp;
let venues: { hangzhou: number; ningbo: number; beijing: number };
let coverId: number;
const ids: Record<string, number> = {};

// Publish times: V2 newest, then V4, V1, V3.
const VIDEOS = [
  {
    key: 'V1',
    venue: 'hangzhou',
    title: '西湖区体育馆晨练掠影',
    url: '/media/videos/sample/index.m3u8',
    format: 'hls',
    cover: true,
    duration: 95,
    time: '2026-03-01T02:00:00.000Z',
  },
  {
    key: 'V2',
    venue: 'hangzhou',
    title: '全民健身日免费开放',
    url: '/media/videos/sample.mp4',
    format: 'mp4',
    cover: false,
    duration: 30,
    time: '2026-08-08T01:00:00.000Z',
  },
  {
    key: 'V3',
    venue: 'ningbo',
    title: '100%_满意 游泳课',
    url: '/media/videos/swim.mp4',
    format: 'mp4',
    cover: false,
    duration: 61,
    time: '2025-07-15T08:00:00.000Z',
  },
  {
    key: 'V4',
    venue: 'beijing',
    title: 'Tai Chi 太极拳晨练',
    url: '/media/videos/taichi.mp4',
    format: 'mp4',
    cover: false,
    duration: 120,
    time: '2026-05-01T00:00:00.000Z',
  },
] as const;
const NEWEST_FIRST = ['V2', 'V4', 'V1', 'V3'];

beforeAll(async () => {
  t = await createContentTestApp();
  await insertDivisions(t);
  venues = await insertThreeVenues(t);
  coverId = await insertMedia(t, 'cover.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const v of VIDEOS) {
    const row = await t.database.db
      .insertInto('venue_video')
      .values({
        organ_id: venues[v.venue],
        title: v.title,
        url: v.url,
        format: v.format,
        cover_media_id: v.cover ? coverId : null,
        duration_seconds: v.duration,
        publish_time: v.time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[v.key] = row.id;
  }
});
afterAll(() => t.close());

const list = (query = '') => t.get(`/api/data/venue/video/list${query}`);
const keysOf = (res: LightMyRequestResponse): string[] => {
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json().data.list as { id: number }[]).map((item) => byId.get(item.id) ?? `?${item.id}`);
};

describe('GET /api/data/venue/video/list', () => {
  it('lists videos newest first with their venue name and the full item shape', async () => {
    const res = await list();
    expect(keysOf(res)).toEqual(NEWEST_FIRST);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, pageNum: 1, pageSize: 10 });
    expect(data.list[2]).toEqual({
      id: ids.V1,
      organId: venues.hangzhou,
      venueName: '西湖区体育馆',
      title: '西湖区体育馆晨练掠影',
      url: '/media/videos/sample/index.m3u8',
      format: 'hls',
      coverUrl: `/api_/ow/file/${coverId}`,
      durationSeconds: 95,
      publishTime: '2026-03-01T02:00:00.000Z',
    });
    expect(data.list[0].coverUrl).toBeNull();
  });

  it('pages through the same order', async () => {
    expect(keysOf(await list('?pageSize=3'))).toEqual(NEWEST_FIRST.slice(0, 3));
    expect(keysOf(await list('?pageSize=3&pageNum=2'))).toEqual(NEWEST_FIRST.slice(3));
    expect((await list('?pageSize=3&pageNum=5')).json().data).toEqual({ list: [], total: 4, pageNum: 5, pageSize: 3 });
  });

  it('filters by venue and by keyword in the title or venue name, literally and case-insensitively', async () => {
    expect(keysOf(await list(`?organId=${venues.hangzhou}`))).toEqual(['V2', 'V1']);
    expect(keysOf(await list('?organId=999999'))).toEqual([]);
    const kw = (k: string, extra = '') => list(`?keyword=${encodeURIComponent(k)}${extra}`);
    expect(keysOf(await kw('晨练'))).toEqual(['V4', 'V1']);
    expect(keysOf(await kw('海'))).toEqual(['V3']); // venue name 海曙区体育场
    expect(keysOf(await kw('%'))).toEqual(['V3']);
    expect(keysOf(await kw('_'))).toEqual(['V3']);
    expect(keysOf(await kw('tai chi'))).toEqual(['V4']);
    expect(keysOf(await kw('晨练', `&organId=${venues.beijing}`))).toEqual(['V4']);
    expect(keysOf(await kw(' '))).toEqual(NEWEST_FIRST);
  });

  it('answers 400 naming the field for bad parameters, and needs a session', async () => {
    expectError(await list('?organId=abc'), 400, 'organId');
    expectError(await list('?organId=0'), 400, 'organId');
    expectError(await list('?pageSize=101'), 400, 'pageSize');
    expectError(await list(`?keyword=${'视'.repeat(51)}`), 400, 'keyword');
    expectError(await t.get('/api/data/venue/video/list', {}), 401, '登录');
  });
});

describe('GET /api/data/venue/video/{id}', () => {
  it('answers one video', async () => {
    const res = await t.get(`/api/data/venue/video/${ids.V4}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        id: ids.V4,
        organId: venues.beijing,
        venueName: '东城区全民健身中心',
        title: 'Tai Chi 太极拳晨练',
        url: '/media/videos/taichi.mp4',
        format: 'mp4',
        coverUrl: null,
        durationSeconds: 120,
        publishTime: '2026-05-01T00:00:00.000Z',
      },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await t.get('/api/data/venue/video/999999'), 404, '视频不存在或已删除');
    for (const bad of ['abc', '0', '1.5']) expectError(await t.get(`/api/data/venue/video/${bad}`), 400, 'id');
    expectError(await t.get(`/api/data/venue/video/${ids.V1}`, {}), 401, '登录');
  });
});
