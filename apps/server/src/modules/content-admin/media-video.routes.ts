/**
 * Venue video uploads (docs/content-management-api.md "Venue video uploads"; docs/decisions/venue-opening.md
 * "Venue video uploads"), behind an agency session with the 采编 (editor) role whose area (when its grants
 * carry one) holds the venue:
 *
 * - POST /api/admin/media/videos (multipart/form-data: `file` MP4/MOV/WebM ≤ 200 MB decided from the bytes,
 *   `organId` the venue, `title`) -> 202 VideoJob (state queued). The bytes wait in video_job; a worker
 *   (video-job.worker.ts, one job at a time per instance, any instance) transcodes them to HLS, stores the
 *   files as media rows and inserts the venue_video row, which every instance then lists.
 * - GET /api/admin/media/videos/{jobId} -> VideoJob: state (排队/转码中/完成/失败), reason, and the venue video
 *   once done.
 * - GET /api/admin/media/videos?limit -> VideoJob[]: the newest jobs of venues in the caller's scope.
 *
 * Errors: 400 naming the field (Chinese reason: not a video, too large, no venue, no title); 401; 403 a
 * public token, no 采编 role or a venue outside the caller's area (audited `cms_video_upload`); 404 an
 * unknown job.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Envelope } from '@portal/contracts/envelope';
import { VideoJob, VideoJobListQuery, VideoJobParams } from '@portal/contracts/content-admin-media';
import {
  MEDIA_API,
  MEDIA_VIDEO_MAX_BYTES,
  MEDIA_VIDEO_TYPES,
  VIDEO_JOB_STATE_NAMES,
} from '@portal/contracts/content-admin-media.codes';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/api-error.js';
import { ok } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { hasRole } from './cms-roles.js';
import { ERRORS, TAG, type AdminAccess, type Caller } from './content-admin.access.js';
import { sniffVideo } from '../../lib/video-hls.js';
import { readVideoUpload } from './media-video-upload-input.js';
import { uploadName } from './media-upload-name.js';
import { enqueueVideoJob, findVideoJob, recentVideoJobs, type VideoJobRow } from './video-job.repository.js';
import { createVideoWorker } from './video-job.worker.js';
import { findVideo } from '../venue-video/venue-video.repository.js';
import { presentVideo } from '../venue-video/venue-video.presenter.js';

const ACTION = 'cms_video_upload';

/** True when one of the caller's 采编 grants (on any column) covers the area `countyCode`. */
const editsArea = (caller: Caller, countyCode: string) =>
  hasRole(
    caller.grants.map((g) => ({ ...g, column: '*' })),
    'editor',
    '*',
    countyCode,
  );

/** Adds the video upload routes and this instance's transcode worker to `app`. */
export async function registerVideoUploadRoutes(app: PortalApp, access: AdminAccess): Promise<void> {
  const worker = createVideoWorker({
    db: app.db,
    clock: app.clock,
    staleMs: app.config.videoJobStaleMs,
    log: app.log,
  });
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void worker.poke();
    sweepTimer = setInterval(() => void worker.poke(), Math.min(5_000, app.config.videoJobStaleMs / 2));
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    await worker.close();
  });

  /** The caller, 403 (audited) unless they are an editor of some column. */
  async function uploader(request: FastifyRequest): Promise<Caller> {
    const caller = await access.callerOf(request);
    if (!caller.grants.some((g) => g.role === 'editor'))
      await access.refuse(caller.actor, ACTION, request.url, 403, '需要采编权限才能上传或查看场馆视频');
    return caller;
  }

  async function present(row: VideoJobRow): Promise<VideoJob> {
    const video = row.video_id === null ? undefined : await findVideo(app.db, row.video_id);
    return {
      jobId: row.id,
      organId: row.organ_id,
      venueName: row.venue_name,
      title: row.title,
      fileName: row.file_name,
      size: Number(row.size),
      state: row.state,
      stateName: VIDEO_JOB_STATE_NAMES[row.state],
      reason: row.reason,
      userName: row.user_name,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      video: video ? presentVideo(video) : null,
    };
  }

  await app.register(async (scoped: PortalApp) => {
    await scoped.register(multipart, {
      limits: { fileSize: MEDIA_VIDEO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    scoped.post(
      MEDIA_API.videos,
      {
        schema: {
          summary: '上传场馆视频（MP4/MOV/WebM，≤ 200 MB；后台转码为 HLS，返回转码任务）',
          tags: [TAG],
          consumes: ['multipart/form-data'],
          response: { 202: Envelope(VideoJob), ...ERRORS },
        },
      },
      async (request, reply) => {
        const caller = await uploader(request);
        const upload = await readVideoUpload(request, MEDIA_VIDEO_MAX_BYTES);
        const venue = await app.db
          .selectFrom('venue')
          .select(['organ_id', 'county_code'])
          .where('organ_id', '=', upload.organId)
          .executeTakeFirst();
        if (!venue) throw badRequest('organId', '场馆不存在');
        if (!editsArea(caller, venue.county_code))
          await access.refuse(caller.actor, ACTION, `organId=${venue.organ_id}`, 403, '该场馆不在您的采编范围内');
        const container = sniffVideo(upload.bytes);
        if (!container) throw badRequest('file', '不是可识别的视频文件（支持 MP4、MOV、WebM）');
        const fileName = uploadName(upload.fileName, MEDIA_VIDEO_TYPES[container], '视频');
        const jobId = await enqueueVideoJob(
          app.db,
          { organId: venue.organ_id, title: upload.title, fileName, container, source: upload.bytes },
          caller.actor,
        );
        void worker.poke();
        reply.code(202);
        return ok(await present((await findVideoJob(app.db, jobId))!));
      },
    );
  });

  app.get(
    `${MEDIA_API.videos}/:jobId`,
    {
      schema: {
        summary: '场馆视频转码任务（状态：排队、转码中、完成、失败；完成后含视频）',
        tags: [TAG],
        params: VideoJobParams,
        response: { 200: Envelope(VideoJob), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await uploader(request);
      const row = await findVideoJob(app.db, request.params.jobId);
      if (!row) throw notFound('转码任务');
      if (!editsArea(caller, row.county_code))
        await access.refuse(caller.actor, ACTION, `job=${row.id}`, 403, '该场馆不在您的采编范围内');
      return ok(await present(row));
    },
  );

  app.get(
    MEDIA_API.videos,
    {
      schema: {
        summary: '最近上传的场馆视频（本人采编范围内，新的在前）',
        tags: [TAG],
        querystring: VideoJobListQuery,
        response: { 200: Envelope(Type.Array(VideoJob)), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await uploader(request);
      const rows = (await recentVideoJobs(app.db, 200)).filter((row) => editsArea(caller, row.county_code));
      return ok(await Promise.all(rows.slice(0, request.query.limit).map(present)));
    },
  );
}
