/**
 * The venue video upload jobs (table video_job, migration 0033; docs/decisions/venue-opening.md "Venue video
 * uploads"): queued by the upload route, taken by one instance's worker with a compare-and-set on
 * (state, heartbeat_at), kept alive by its heartbeat, ended done (with the venue_video row it made, in the
 * same command) or failed (with a Chinese reason). Every write is a spine command (data/commands.ts) so
 * every instance sees it; the end of a job is audited `cms_video_job`.
 */
import type { Kysely } from 'kysely';
import type { VideoJobState } from '@portal/contracts/content-admin-media.codes';
import { runCommand, runSimpleCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import type { Actor } from './content-admin.commands.js';

/** A job as listed (no source bytes), with its venue's name and area. */
export interface VideoJobRow {
  id: number;
  organ_id: number;
  venue_name: string;
  county_code: string;
  title: string;
  file_name: string;
  size: number;
  state: VideoJobState;
  reason: string | null;
  attempts: number;
  video_id: number | null;
  user_name: string;
  created_at: string;
  heartbeat_at: string | null;
  finished_at: string | null;
}

/** A job taken by this instance: what the worker needs to transcode it. */
export interface ClaimedJob {
  id: number;
  organId: number;
  title: string;
  fileName: string;
  source: Buffer;
  attempts: number;
  heartbeatAt: string;
}

const TABLES = ['video_job'] as const;

const JOB_COLUMNS = [
  'j.id',
  'j.organ_id',
  'v.name as venue_name',
  'v.county_code',
  'j.title',
  'j.file_name',
  'j.size',
  'j.state',
  'j.reason',
  'j.attempts',
  'j.video_id',
  'j.user_name',
  'j.created_at',
  'j.heartbeat_at',
  'j.finished_at',
] as const;

const jobs = (db: Kysely<Database>) =>
  db.selectFrom('video_job as j').innerJoin('venue as v', 'v.organ_id', 'j.organ_id').select(JOB_COLUMNS);

/** What the upload route queues. */
export interface NewVideoJob {
  organId: number;
  title: string;
  fileName: string;
  container: string;
  source: Buffer;
}

/** Queues `job` for `actor` (state queued), audited `cms_video_upload`; resolves its id. */
export function enqueueVideoJob(db: Kysely<Database>, job: NewVideoJob, actor: Actor): Promise<number> {
  return runSimpleCommand(db, { tables: TABLES, at: actor.now }, async (trx) => {
    const { id } = await trx
      .insertInto('video_job')
      .values({
        organ_id: job.organId,
        title: job.title,
        file_name: job.fileName,
        container: job.container,
        size: job.source.length,
        source: job.source,
        state: 'queued',
        reason: null,
        attempts: 0,
        video_id: null,
        user_name: actor.userName,
        ip: actor.ip ?? '',
        created_at: actor.now.toISOString(),
        heartbeat_at: null,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAuditLog(trx, {
      time: actor.now,
      action: 'cms_video_upload',
      userName: actor.userName,
      ip: actor.ip,
      result: 'ok',
      detail: `job=${id} organId=${job.organId} ${job.container} bytes=${job.source.length}`,
    });
    return Number(id);
  });
}

/** The job `id` with its venue, or undefined. */
export async function findVideoJob(db: Kysely<Database>, id: number): Promise<VideoJobRow | undefined> {
  return (await jobs(db).where('j.id', '=', id).executeTakeFirst()) as VideoJobRow | undefined;
}

/** The `limit` newest jobs, newest first. */
export async function recentVideoJobs(db: Kysely<Database>, limit: number): Promise<VideoJobRow[]> {
  return (await jobs(db).orderBy('j.id', 'desc').limit(limit).execute()) as VideoJobRow[];
}

/**
 * Takes the oldest job that is queued, or transcoding with a heartbeat older than `staleBefore` (ISO UTC; its
 * instance stopped), for this instance: state transcoding, heartbeat `now`, attempts + 1, but only if no
 * other instance took it since it was read (compare-and-set on the state and heartbeat read). Undefined
 * when there is none or another instance won every candidate.
 */
export async function claimVideoJob(
  db: Kysely<Database>,
  now: Date,
  staleBefore: string,
): Promise<ClaimedJob | undefined> {
  const candidates = await db
    .selectFrom('video_job')
    .select(['id', 'state', 'heartbeat_at'])
    .where((eb) =>
      eb.or([
        eb('state', '=', 'queued'),
        eb.and([
          eb('state', '=', 'transcoding'),
          eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(5)
    .execute();
  const heartbeatAt = now.toISOString();
  for (const c of candidates) {
    const taken = await runSimpleCommand(db, { tables: TABLES, at: now }, async (trx) => {
      const result = await trx
        .updateTable('video_job')
        .set((eb) => ({ state: 'transcoding', heartbeat_at: heartbeatAt, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', c.id)
        .where('state', '=', c.state)
        .where((eb) =>
          c.heartbeat_at === null ? eb('heartbeat_at', 'is', null) : eb('heartbeat_at', '=', c.heartbeat_at),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
    if (!taken) continue;
    const row = await db
      .selectFrom('video_job')
      .select(['id', 'organ_id', 'title', 'file_name', 'source', 'attempts'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      organId: row.organ_id,
      title: row.title,
      fileName: row.file_name,
      source: row.source ?? Buffer.alloc(0),
      attempts: row.attempts,
      heartbeatAt,
    };
  }
  return undefined;
}

/**
 * Moves the heartbeat of job `id` from `previous` to `now`; false when the job is no longer this
 * instance's (another took it after a stale heartbeat, or it ended).
 */
export function beatVideoJob(db: Kysely<Database>, id: number, previous: string, now: Date): Promise<boolean> {
  return runSimpleCommand(db, { tables: TABLES, at: now }, async (trx) => {
    const result = await trx
      .updateTable('video_job')
      .set({ heartbeat_at: now.toISOString() })
      .where('id', '=', id)
      .where('state', '=', 'transcoding')
      .where('heartbeat_at', '=', previous)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

/** The transcoded video of a finished job: stored playlist and poster, duration in whole seconds. */
export interface FinishedVideo {
  url: string;
  coverMediaId: number;
  durationSeconds: number;
}

/**
 * Ends job `job` done in one command: inserts its venue_video row (format hls, published `at`), marks the job
 * done with the row's id, clears its source bytes; audited `cms_video_job`. Resolves the new video's id, or
 * undefined (nothing written) when the job is no longer this runner's: not transcoding, or its heartbeat is
 * not `heartbeatAt` (another instance took it).
 */
export function finishVideoJob(
  db: Kysely<Database>,
  job: ClaimedJob,
  video: FinishedVideo,
  at: Date,
  heartbeatAt: string,
): Promise<number | undefined> {
  return runCommand(db, { tables: ['venue_video', 'video_job'], at }, async (trx) => {
    const current = await trx
      .selectFrom('video_job')
      .select(['state', 'heartbeat_at'])
      .where('id', '=', job.id)
      .executeTakeFirst();
    if (current?.state !== 'transcoding' || current.heartbeat_at !== heartbeatAt)
      return { value: undefined, changed: false };
    const { id } = await trx
      .insertInto('venue_video')
      .values({
        organ_id: job.organId,
        title: job.title,
        url: video.url,
        format: 'hls',
        cover_media_id: video.coverMediaId,
        duration_seconds: video.durationSeconds,
        publish_time: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('video_job')
      .set({ state: 'done', video_id: id, source: null, finished_at: at.toISOString(), heartbeat_at: null })
      .where('id', '=', job.id)
      .execute();
    await appendAuditLog(trx, {
      time: at,
      action: 'cms_video_job',
      userName: 'system',
      ip: '',
      result: 'ok',
      detail: `job=${job.id} video=${id} organId=${job.organId} seconds=${video.durationSeconds} url=${video.url}`,
    });
    return { value: Number(id), rows: [{ table: 'venue_video', upserted: [Number(id)] }] };
  });
}

/**
 * Ends job `id` failed with Chinese `reason` (source bytes cleared), audited `cms_video_job`; when
 * `heartbeatAt` is given, only if the job is still transcoding with that heartbeat (this runner's). Nothing
 * happens to a job that already ended.
 */
export function failVideoJob(
  db: Kysely<Database>,
  id: number,
  reason: string,
  at: Date,
  heartbeatAt?: string,
): Promise<void> {
  return runCommand(db, { tables: TABLES, at }, async (trx) => {
    let update = trx
      .updateTable('video_job')
      .set({ state: 'failed', reason, source: null, finished_at: at.toISOString(), heartbeat_at: null })
      .where('id', '=', id)
      .where('state', 'in', ['queued', 'transcoding']);
    if (heartbeatAt !== undefined) update = update.where('heartbeat_at', '=', heartbeatAt);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { value: undefined, changed: false };
    await appendAuditLog(trx, {
      time: at,
      action: 'cms_video_job',
      userName: 'system',
      ip: '',
      result: 'failed',
      detail: `job=${id} ${reason}`,
    });
    return { value: undefined };
  });
}
