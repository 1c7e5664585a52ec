/**
 * Taking video jobs (video-job.repository.ts) on SQLite, or PostgreSQL with DATABASE_URL, with two handles on
 * one database standing for two instances (PostgreSQL; one handle on SQLite): of two instances racing for one queued job exactly one takes it
 * (compare-and-set); a transcoding job is left alone while its heartbeat is fresh and taken again once it is
 * stale, after which the first runner's heartbeat is refused (it lost the job) and its finish writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../db/database.js';
import { createTestDatabase } from '../../../test/test-app.js';
import { beatVideoJob, claimVideoJob, failVideoJob, finishVideoJob } from './video-job.repository.js';

let first: PortalDatabase;
let second: PortalDatabase;
let drop: () => Promise<void>;
const NOW = new Date('2026-11-28T02:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const STALE_MS = 60_000;
const staleBefore = (now: Date) => new Date(now.getTime() - STALE_MS).toISOString();

beforeAll(async () => {
  const made = await createTestDatabase();
  first = made.database;
  // SQLite: one handle (two in one process would block each other's locks; SQLite runs one instance). The
  // two claims still interleave their reads and writes, so the compare-and-set decides.
  second = first.dialect === 'postgres' ? made.reopen() : first;
  drop = async () => {
    if (second !== first) await second.destroy();
    await made.drop();
  };
});
afterAll(() => drop?.());

async function queue(title: string): Promise<number> {
  const { id } = await first.db
    .insertInto('video_job')
    .values({
      organ_id: 1,
      title,
      file_name: 'a.mp4',
      container: 'video/mp4',
      size: 3,
      source: Buffer.from('abc'),
      state: 'queued',
      reason: null,
      attempts: 0,
      video_id: null,
      user_name: 'cms_editor',
      ip: '127.0.0.1',
      created_at: NOW.toISOString(),
      heartbeat_at: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('claimVideoJob', () => {
  it('lets exactly one of two racing instances take a queued job', async () => {
    const id = await queue('赛跑');
    const [a, b] = await Promise.all([
      claimVideoJob(first.db, NOW, staleBefore(NOW)),
      claimVideoJob(second.db, NOW, staleBefore(NOW)),
    ]);
    expect([a, b].filter((job) => job !== undefined).map((job) => [job!.id, job!.attempts])).toEqual([[id, 1]]);
    expect((a ?? b)!.source.toString()).toBe('abc');
    await failVideoJob(first.db, id, '测试结束', NOW);
  });

  it('takes a transcoding job again only once its heartbeat is stale; the old runner then loses it', async () => {
    const id = await queue('中断');
    const taken = (await claimVideoJob(first.db, NOW, staleBefore(NOW)))!;
    expect(taken.id).toBe(id);
    // Fresh heartbeat: nobody else takes it.
    expect(await claimVideoJob(second.db, later(30_000), staleBefore(later(30_000)))).toBeUndefined();
    // The runner beats; then it stops beating (its instance died) and the heartbeat goes stale.
    expect(await beatVideoJob(first.db, id, taken.heartbeatAt, later(20_000))).toBe(true);
    const retaken = (await claimVideoJob(second.db, later(90_000), staleBefore(later(90_000))))!;
    expect([retaken.id, retaken.attempts]).toEqual([id, 2]);
    // The first runner comes back: its heartbeat is refused and its finish writes nothing.
    expect(await beatVideoJob(first.db, id, later(20_000).toISOString(), later(95_000))).toBe(false);
    expect(await beatVideoJob(second.db, id, retaken.heartbeatAt, later(95_000))).toBe(true);
    const video = { url: '/api_/ow/file/1', coverMediaId: 1, durationSeconds: 3 };
    // The old runner can neither finish nor fail it; the new one fails it.
    expect(await finishVideoJob(first.db, taken, video, later(96_000), later(20_000).toISOString())).toBeUndefined();
    await failVideoJob(first.db, id, '旧实例失败', later(96_000), later(20_000).toISOString());
    await failVideoJob(second.db, id, '第二个实例失败', later(97_000), later(95_000).toISOString());
    expect(await finishVideoJob(second.db, retaken, video, later(98_000), later(95_000).toISOString())).toBeUndefined();
    const row = await first.db
      .selectFrom('video_job')
      .select(['state', 'reason', 'video_id', 'source'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', reason: '第二个实例失败', video_id: null, source: null });
    expect(await first.db.selectFrom('venue_video').select('id').execute()).toEqual([]);
  });
});
