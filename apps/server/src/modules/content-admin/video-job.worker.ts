/**
 * The venue video transcode worker of one instance (docs/decisions/venue-opening.md "Venue video uploads"):
 * takes video_job rows one at a time (video-job.repository.ts claimVideoJob: queued ones, and transcoding
 * ones whose heartbeat is older than VIDEO_JOB_STALE_MS: their instance stopped), keeps the heartbeat fresh
 * every third of that while ffmpeg runs (lib/video-hls.ts transcodeToHls, a child process), stores the HLS
 * files (media.commands.ts storeHlsVideo) and ends the job with its venue_video row. Woken by an upload on
 * this instance and by a sweep every half VIDEO_JOB_STALE_MS (at most 5 s), which finds jobs queued
 * elsewhere or cut off. A job taken VIDEO_JOB_MAX_ATTEMPTS times without ending fails.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fileUrl } from '../file/file-url.js';
import { storeHlsVideo } from './media.commands.js';
import { playlistSeconds, transcodeToHls } from '../../lib/video-hls.js';
import { beatVideoJob, claimVideoJob, failVideoJob, finishVideoJob, type ClaimedJob } from './video-job.repository.js';

/** Times a job may be taken (an instance that dies on it each time does not loop forever). */
export const VIDEO_JOB_MAX_ATTEMPTS = 3;

/** What the worker runs against. */
export interface VideoWorkerDeps {
  db: Kysely<Database>;
  clock: () => Date;
  staleMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The ffmpeg executable (tests may name a missing one). */
  ffmpegPath?: string;
}

/** The worker: `poke()` runs every takeable job, one at a time; `close()` waits for the current one. */
export function createVideoWorker(deps: VideoWorkerDeps) {
  const { db, clock, staleMs, log } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function runOne(job: ClaimedJob): Promise<void> {
    let heartbeatAt = job.heartbeatAt;
    let lost = false;
    // Beats run one after another, so `heartbeatAt` is always the one last written.
    let beating: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      const now = clock();
      beating = beating
        .then(() => beatVideoJob(db, job.id, heartbeatAt, now))
        .then((mine) => {
          if (mine) heartbeatAt = now.toISOString();
          else lost = true;
        })
        .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'video job heartbeat failed'));
    }, staleMs / 3);
    timer.unref();
    /** Stops the heartbeat: the one this instance holds, or undefined when another instance took the job. */
    const stop = async () => {
      clearInterval(timer);
      await beating;
      return lost ? undefined : heartbeatAt;
    };
    try {
      let hls;
      try {
        hls = await transcodeToHls(job.source, deps.ffmpegPath);
      } catch (error) {
        log.warn({ err: error, jobId: job.id }, 'video job transcode failed');
        const held = await stop();
        if (held) await failVideoJob(db, job.id, '视频无法解码，转码失败，请检查文件后重新上传', clock(), held);
        return;
      }
      if (lost) return;
      const actor = { userName: 'system', ip: '', now: clock() };
      const stored = await storeHlsVideo(db, hls, `video-${job.id}`, actor);
      const held = await stop();
      // Taken by another instance meanwhile (this one stalled past the limit): its run makes the video.
      if (!held) return log.warn({ jobId: job.id }, 'video job lost to another instance');
      const video = {
        url: fileUrl(stored.playlistId),
        coverMediaId: stored.posterId,
        durationSeconds: playlistSeconds(hls.playlist.body.toString('utf8')),
      };
      await finishVideoJob(db, job, video, clock(), held);
    } finally {
      clearInterval(timer);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const now = clock();
        const job = await claimVideoJob(db, now, new Date(now.getTime() - staleMs).toISOString());
        if (!job) break;
        if (job.attempts > VIDEO_JOB_MAX_ATTEMPTS) {
          await failVideoJob(
            db,
            job.id,
            `转码已中断 ${VIDEO_JOB_MAX_ATTEMPTS} 次，请重新上传`,
            clock(),
            job.heartbeatAt,
          );
          continue;
        }
        if (job.attempts > 1) log.warn({ jobId: job.id, attempts: job.attempts }, 'video job taken again');
        await runOne(job).catch((error: unknown) =>
          log.error({ err: error, jobId: job.id }, 'video job failed to store'),
        );
      }
    } while (again);
  }

  /** Runs the takeable jobs now (or after the current one, when one is running). */
  function poke(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'video job sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    poke,
    /** Stops taking jobs and waits for the one running (its job ends, or is taken again elsewhere). */
    async close() {
      closed = true;
      await running;
    },
  };
}

export type VideoWorker = ReturnType<typeof createVideoWorker>;
