/**
 * Venue video uploads (media-video.routes.ts, video-job.worker.ts) on SQLite, or PostgreSQL with
 * DATABASE_URL: an MP4 uploaded for a venue answers 202 with a queued job that ends done; its venue video
 * is on the public list, its playlist's segment lines and its poster resolve through /api_/ow/file, and
 * both the upload and the end are audited. Text named .mp4 is 400 naming `file`; a bad venue or no title
 * is 400 naming the field; a reviewer, a public token and an editor of another province get 403; an unknown
 * job is 404; bytes that look like MP4 but do not decode end failed with a Chinese reason; a transcoding
 * job whose heartbeat went stale (its instance stopped) is taken again and ends done, while one with a
 * fresh heartbeat is left alone. Skipped where ffmpeg is not installed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoJob } from '@portal/contracts/content-admin-media';
import { MEDIA_API } from '@portal/contracts/content-admin-media.codes';
import type { VenueVideo } from '@portal/contracts/venue-video';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';
import { jsonCall } from '../../../test/json-call.js';
import { multipartBody } from '../../../test/multipart-body.js';
import { insertThreeVenues } from '../../../test/venue-event-fixtures.js';
import { hasFfmpeg } from '../../../test/ffmpeg-available.js';

/** A 2 s 160x90 MP4 test pattern with a tone. */
function tinyMp4(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'clip-'));
  try {
    const out = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=15:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:v', 'libx264', '-c:a', 'aac', '-shortest', out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let t: AuthTestApp;
let venues: { hangzhou: number; ningbo: number; beijing: number };
let clip: Buffer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  if (!hasFfmpeg) return;
  // Sweeps every 500 ms, so the stale-heartbeat job below is found without waiting long.
  t = await createAuthTestApp({ env: { VIDEO_JOB_STALE_MS: '1000' } });
  await insertDivisions(t);
  venues = await insertThreeVenues(t);
  const bureau = await t.database.db
    .selectFrom('account')
    .select('id')
    .where('user_name', '=', 'sports_bureau_bj')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('cms_grant')
    .values({ account_id: bureau.id, role: 'editor', column_code: '*', area_code: '110000' })
    .execute();
  for (const name of ['cms_editor', 'cms_review1', 'sports_bureau_bj']) tokens[name] = await t.agencyToken(name);
  tokens.public = (await t.publicLogin()).json<{ data: string }>().data;
  clip = tinyMp4();
}, 60_000);
afterAll(() => t?.close());

interface Body<T> {
  code: number;
  msg: string;
  data: T;
}
const upload = async (
  fields: Record<string, string>,
  bytes: Buffer,
  user = 'cms_editor',
  filename = '晨练.mp4',
): Promise<{ status: number; body: Body<VideoJob> }> => {
  const { payload, contentType } = multipartBody(fields, [{ name: 'file', filename, contentType: 'video/mp4', bytes }]);
  const res = await t.app.inject({
    method: 'POST',
    url: MEDIA_API.videos,
    headers: { 'session-id': tokens[user]!, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json<Body<VideoJob>>() };
};
const job = (id: number, user = 'cms_editor') =>
  jsonCall<VideoJob>(t.app, tokens[user]!, 'GET', `${MEDIA_API.videos}/${id}`);

/** Job `id` once it has ended (done or failed), polled every 200 ms for up to 60 s. */
async function ended(id: number): Promise<VideoJob> {
  for (let i = 0; i < 300; i++) {
    const res = await job(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${id} did not end`);
}

const auditOf = (action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['user_name', 'result', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe.skipIf(!hasFfmpeg)('POST /api/admin/media/videos', () => {
  it('queues an MP4 (202), transcodes it to HLS and lists the venue video publicly', async () => {
    const res = await upload({ organId: String(venues.hangzhou), title: ' 晨练掠影 ' }, clip);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data).toMatchObject({
      organId: venues.hangzhou,
      venueName: '西湖区体育馆',
      title: '晨练掠影',
      fileName: '晨练.mp4',
      size: clip.length,
      userName: 'cms_editor',
      video: null,
    });
    expect(['queued', 'transcoding']).toContain(res.body.data.state);
    const done = await ended(res.body.data.jobId);
    expect([done.state, done.stateName, done.reason]).toEqual(['done', '完成', null]);
    const video = done.video!;
    expect(video).toMatchObject({ organId: venues.hangzhou, title: '晨练掠影', format: 'hls', durationSeconds: 2 });
    expect(video.url).toMatch(/^\/api_\/ow\/file\/\d+$/);

    const list = await jsonCall<{ list: VenueVideo[] }>(
      t.app,
      tokens.public!,
      'GET',
      `/api/data/venue/video/list?organId=${venues.hangzhou}`,
    );
    expect(list.body.data.list.map((v) => v.id)).toEqual([video.id]);

    const playlist = await t.app.inject({ method: 'GET', url: video.url });
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const uris = playlist.body.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(uris.length).toBeGreaterThan(0);
    for (const uri of uris) {
      expect(uri).toMatch(/^\/api_\/ow\/file\/\d+$/);
      const segment = await t.app.inject({ method: 'GET', url: uri });
      expect([segment.statusCode, segment.headers['content-type'], segment.rawPayload[0]]).toEqual([
        200,
        'video/mp2t',
        0x47,
      ]);
    }
    const poster = await t.app.inject({ method: 'GET', url: video.coverUrl! });
    expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const stored = await t.database.db
      .selectFrom('video_job')
      .select(['source', 'video_id', 'attempts'])
      .where('id', '=', done.jobId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ source: null, video_id: video.id, attempts: 1 });
    expect(await auditOf('cms_video_upload')).toContainEqual(
      expect.objectContaining({
        user_name: 'cms_editor',
        result: 'ok',
        detail: expect.stringContaining(`job=${done.jobId}`),
      }),
    );
    expect((await auditOf('cms_video_job')).at(-1)).toMatchObject({
      result: 'ok',
      detail: expect.stringContaining(`video=${video.id}`),
    });
  }, 90_000);

  it('refuses text named .mp4, a bad venue and a blank title with 400 naming the field, queuing nothing', async () => {
    const before = await t.database.db.selectFrom('video_job').select('id').execute();
    const text = await upload({ organId: String(venues.hangzhou), title: '标题' }, Buffer.from('not a video at all'));
    expect([text.status, text.body.msg]).toEqual([
      400,
      '参数 file 不合法：不是可识别的视频文件（支持 MP4、MOV、WebM）',
    ]);
    const noVenue = await upload({ organId: '999999', title: '标题' }, clip);
    expect([noVenue.status, noVenue.body.msg]).toEqual([400, '参数 organId 不合法：场馆不存在']);
    const badVenue = await upload({ organId: 'abc', title: '标题' }, clip);
    expect([badVenue.status, badVenue.body.msg.startsWith('参数 organId')]).toEqual([400, true]);
    const noTitle = await upload({ organId: String(venues.hangzhou), title: '  ' }, clip);
    expect([noTitle.status, noTitle.body.msg]).toEqual([400, '参数 title 不合法：不能为空']);
    expect(await t.database.db.selectFrom('video_job').select('id').execute()).toEqual(before);
  });

  it('answers 403 to a reviewer, a public token and an editor of another province (audited), 404 to an unknown job', async () => {
    const fields = { organId: String(venues.hangzhou), title: '标题' };
    const reviewer = await upload(fields, clip, 'cms_review1');
    expect([reviewer.status, reviewer.body.msg]).toEqual([403, '需要采编权限才能上传或查看场馆视频']);
    expect((await upload(fields, clip, 'public')).status).toBe(403);
    const outside = await upload(fields, clip, 'sports_bureau_bj');
    expect([outside.status, outside.body.msg]).toEqual([403, '该场馆不在您的采编范围内']);
    const refused = (await auditOf('cms_video_upload')).filter((a) => a.result === 'forbidden');
    expect(refused.map((a) => a.user_name)).toEqual(['cms_review1', 'sports_bureau_bj']);
    expect((await job(2_000_000_000)).status).toBe(404);
    expect((await job(0)).status).toBe(400);
    // The Beijing editor's own list holds no Hangzhou job; the national editor's does.
    const mine = await jsonCall<VideoJob[]>(t.app, tokens.sports_bureau_bj!, 'GET', MEDIA_API.videos);
    expect([mine.status, mine.body.data]).toEqual([200, []]);
    const all = await jsonCall<VideoJob[]>(t.app, tokens.cms_editor!, 'GET', MEDIA_API.videos);
    expect(all.body.data.length).toBeGreaterThan(0);
  });

  it('ends failed with a Chinese reason when bytes that look like MP4 do not decode', async () => {
    const fake = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), Buffer.alloc(2000, 7)]);
    const res = await upload({ organId: String(venues.beijing), title: '坏文件' }, fake, 'sports_bureau_bj');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const failed = await ended(res.body.data.jobId);
    expect([failed.state, failed.stateName, failed.video]).toEqual(['failed', '失败', null]);
    expect(failed.reason).toContain('转码失败');
  }, 60_000);

  it('takes again a transcoding job whose heartbeat went stale, and leaves one with a fresh heartbeat alone', async () => {
    const row = (heartbeat: Date) => ({
      organ_id: venues.ningbo,
      title: `中断的上传 ${heartbeat.toISOString()}`,
      file_name: 'x.mp4',
      container: 'video/mp4',
      size: clip.length,
      source: clip,
      state: 'transcoding',
      reason: null,
      attempts: 1,
      video_id: null,
      user_name: 'cms_editor',
      ip: '127.0.0.1',
      created_at: t.clock.now.toISOString(),
      heartbeat_at: heartbeat.toISOString(),
      finished_at: null,
    });
    const insert = async (heartbeat: Date) =>
      (await t.database.db.insertInto('video_job').values(row(heartbeat)).returning('id').executeTakeFirstOrThrow()).id;
    const fresh = await insert(t.clock.now);
    const stale = await insert(new Date(t.clock.now.getTime() - 60_000));
    const done = await ended(stale);
    expect(done.state).toBe('done');
    expect(done.video).toMatchObject({ organId: venues.ningbo, format: 'hls' });
    const rows = await t.database.db
      .selectFrom('video_job')
      .select(['id', 'state', 'attempts'])
      .where('id', 'in', [fresh, stale])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: fresh, state: 'transcoding', attempts: 1 },
      { id: stale, state: 'done', attempts: 2 },
    ]);
  }, 90_000);
});
