/**
 * GET /api/data/venue/video/deleteBlocks (spec §7 "deleting video address blocks", ./video-blocks-delete.ts):
 * a public session and an account whose scope does not hold a video's venue get 403 and delete nothing; bad and
 * unknown ids are 400 and 404 naming `ids`; a Beijing bureau removes a Beijing video, which leaves the list and
 * the detail at once; every attempt is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { jsonCall } from '../../../test/json-call.js';
import { insertThreeVenues } from '../../../test/venue-event-fixtures.js';

let t: AuthTestApp;
let bureau: string;
let publicToken: string;
let inBeijing: { id: number; organ_id: number };
let elsewhere: { id: number };
const URL = '/api/data/venue/video/deleteBlocks';

beforeAll(async () => {
  t = await createAuthTestApp();
  const db = t.database.db;
  await insertDivisions(t);
  const venues = await insertThreeVenues(t);
  // One video at a Beijing venue and one elsewhere.
  const video = async (beijing: boolean) => {
    const venue = { organ_id: beijing ? venues.beijing : venues.hangzhou };
    const { id } = await db
      .insertInto('venue_video')
      .values({
        organ_id: venue.organ_id,
        title: beijing ? '北京场馆视频' : '外地场馆视频',
        url: '/media/videos/sample/index.m3u8',
        format: 'hls',
        cover_media_id: null,
        duration_seconds: 30,
        publish_time: '2026-11-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(id), organ_id: venue.organ_id };
  };
  inBeijing = await video(true);
  elsewhere = await video(false);
  const { id } = await db
    .selectFrom('account')
    .select('id')
    .where('user_name', '=', 'sports_bureau_bj')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('feedback_scope').where('account_id', '=', id).execute();
  await db
    .insertInto('feedback_scope')
    .values({ account_id: id, section: 'feedback', kind: 'area', area_code: '110000', organ_id: null })
    .execute();
  bureau = await t.agencyToken('sports_bureau_bj');
  publicToken = (await t.publicLogin()).json<{ data: string }>().data;
});
afterAll(() => t?.close());

const call = <T>(token: string, ids: string) => jsonCall<T>(t.app, token, 'GET', `${URL}?ids=${ids}`);
const stillThere = async (id: number) =>
  (await t.database.db.selectFrom('venue_video').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('deleting video address blocks', () => {
  it('refuses a public session and a video outside the account’s venues, deleting nothing', async () => {
    expect((await call(publicToken, String(inBeijing.id))).status).toBe(403);
    const outside = await call(bureau, `${inBeijing.id},${elsewhere.id}`);
    expect([outside.status, outside.body.msg.includes(String(elsewhere.id))]).toEqual([403, true]);
    expect([await stillThere(inBeijing.id), await stillThere(elsewhere.id)]).toEqual([true, true]);
  });

  it('answers 400 naming ids for a malformed list and 404 naming ids for an unknown video', async () => {
    for (const bad of ['abc', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await call(bureau, bad);
      expect([res.status, res.body.msg.includes('ids')], bad).toEqual([400, true]);
    }
    const unknown = await call(bureau, '2000000000');
    expect([unknown.status, unknown.body.msg.startsWith('ids')]).toEqual([404, true]);
  });

  it('removes a video of the bureau’s area from the list and the detail at once, and audits every attempt', async () => {
    const res = await call<{ deleted: number; ids: number[] }>(bureau, String(inBeijing.id));
    expect([res.status, res.body.data]).toEqual([200, { deleted: 1, ids: [inBeijing.id] }]);
    const list = await jsonCall<{ list: { id: number }[] }>(
      t.app,
      publicToken,
      'GET',
      `/api/data/venue/video/list?pageNum=1&pageSize=100&organId=${inBeijing.organ_id}`,
    );
    expect(list.body.data.list.map((v) => v.id)).not.toContain(inBeijing.id);
    expect((await jsonCall(t.app, publicToken, 'GET', `/api/data/venue/video/${inBeijing.id}`)).status).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'result', 'detail'])
      .where('action', '=', 'venue_video_delete')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.result)).toEqual(['refused', 'refused', 'ok']);
    expect(audit.at(-1)).toMatchObject({
      user_name: 'sports_bureau_bj',
      detail: expect.stringContaining(`ids=${inBeijing.id}`),
    });
  });
});
