/**
 * The spec's "deleting video address blocks" (§7; DELETE /api/admin/venue/video?organId, media.routes.ts):
 * an editor removes every video address of one venue (others keep theirs), the public list no longer shows
 * them, a second instance's list neither, and the audit log names who removed which ids; a reviewer and a
 * public token get 403 (audited), an unknown venue 404, a bad organId 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_VIDEO_DELETE_API, type VideoAddressDeleted } from '@portal/contracts/venue-video';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { jsonCall } from '../../../test/json-call.js';
import { insertThreeVenues } from '../../../test/venue-event-fixtures.js';
import { buildApp } from '../../app.js';

let t: AuthTestApp;
let venues: { hangzhou: number; ningbo: number; beijing: number };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createAuthTestApp();
  await insertDivisions(t);
  venues = await insertThreeVenues({ ...t, publicToken: async () => '' });
  const video = (organId: number, title: string) => ({
    organ_id: organId,
    title,
    url: '/media/videos/sample/index.m3u8',
    format: 'hls',
    cover_media_id: null,
    duration_seconds: 10,
    publish_time: '2026-03-01T02:00:00.000Z',
  });
  await t.database.db
    .insertInto('venue_video')
    .values([video(venues.hangzhou, '晨练'), video(venues.hangzhou, '夜跑'), video(venues.ningbo, '游泳')])
    .execute();
  for (const name of ['cms_editor', 'cms_review1']) tokens[name] = await t.agencyToken(name);
  tokens.public = (await t.publicLogin()).json<{ data: string }>().data;
});
afterAll(() => t?.close());

const del = (user: string, organId: number | string) =>
  jsonCall<VideoAddressDeleted>(t.app, tokens[user]!, 'DELETE', `${VENUE_VIDEO_DELETE_API}?organId=${organId}`);
const titles = async (app = t.app) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/data/venue/video/list',
    headers: { 'session-id': tokens.public! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { title: string }[]).map((v) => v.title).sort();
};

describe('DELETE /api/admin/venue/video', () => {
  it('refuses a reviewer and a public token (403, audited) and keeps the videos', async () => {
    expect((await del('cms_review1', venues.hangzhou)).status).toBe(403);
    expect((await del('public', venues.hangzhou)).status).toBe(403);
    expect(await titles()).toEqual(['夜跑', '晨练', '游泳'].sort());
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'result'])
      .where('action', '=', 'cms_video_delete')
      .execute();
    expect(refused).toContainEqual(expect.objectContaining({ user_name: 'cms_review1' }));
  });

  it('400 for a bad organId, 404 for an unknown venue', async () => {
    const bad = await del('cms_editor', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('organId');
    const unknown = await del('cms_editor', 99999);
    expect(unknown.status).toBe(404);
  });

  it("removes every video of the venue, audited, and a second instance's list drops them too", async () => {
    const second = t.reopen();
    const other = await buildApp({ config: t.config, database: second, clock: () => t.clock.now, logger: false });
    await other.ready();
    try {
      expect(await titles(other)).toHaveLength(3);
      const res = await del('cms_editor', venues.hangzhou);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ organId: venues.hangzhou, deleted: 2 });
      expect(await titles()).toEqual(['游泳']);
      expect(await titles(other)).toEqual(['游泳']);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['user_name', 'detail'])
        .where('action', '=', 'cms_video_delete')
        .where('result', '=', 'ok')
        .execute();
      expect(audit).toEqual([
        {
          user_name: 'cms_editor',
          detail: expect.stringMatching(new RegExp(`^organId=${venues.hangzhou} deleted=2 `)),
        },
      ]);
      // Again: nothing left to remove, still answered and audited.
      expect((await del('cms_editor', venues.hangzhou)).body.data.deleted).toBe(0);
    } finally {
      await other.close();
      await second.destroy();
    }
  });
});
