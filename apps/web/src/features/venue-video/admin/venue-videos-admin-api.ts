/**
 * Calls of the venue video upload page (docs/content-management-api.md "Venue video uploads"), with the
 * agency session token as `session-id`:
 * - POST /api/admin/media/videos (multipart: file, organId, title) -> VideoJob (202, state queued);
 * - GET  /api/admin/media/videos/{jobId} -> VideoJob, polled every JOB_POLL_MS while queued or transcoding;
 * - GET  /api/admin/media/videos?limit -> the newest jobs in the caller's scope;
 * Errors reject with lib/api-data `ApiRequestError` (400 names the field; 401 the session ended; 403 no 采编
 * role or a venue outside the caller's area).
 */
import { queryOptions } from '@tanstack/react-query';
import type { VideoJob } from '@portal/contracts/content-admin-media';
import { MEDIA_API } from '@portal/contracts/content-admin-media.codes';
import { unwrapData } from '../../../lib/api-data';
import { apiGet, apiPost } from '../../../lib/http-client';

/** Milliseconds between two reads of a running job. */
export const JOB_POLL_MS = 2000;
/** Jobs listed under 最近上传. */
export const RECENT_JOBS = 20;

const as = (token: string) => ({ sessionToken: token });
const running = (job: VideoJob | undefined) => job?.state === 'queued' || job?.state === 'transcoding';

/** Uploads `file` as a video of venue `organId` titled `title`; answers its queued job. */
export function uploadVenueVideo(token: string, organId: number, title: string, file: File): Promise<VideoJob> {
  const form = new FormData();
  form.append('organId', String(organId));
  form.append('title', title);
  form.append('file', file, file.name);
  return unwrapData(apiPost<VideoJob>(MEDIA_API.videos, form, as(token)));
}

/** Job `jobId`, polled while it waits or transcodes. */
export function videoJobQuery(token: string, jobId: number) {
  return queryOptions({
    queryKey: ['venue-videos-admin', 'job', jobId, token],
    queryFn: () => unwrapData(apiGet<VideoJob>(`${MEDIA_API.videos}/${jobId}`, undefined, as(token))),
    refetchInterval: (query) => (running(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** The newest jobs of the caller's scope, polled while one of them runs. */
export function recentJobsQuery(token: string) {
  return queryOptions({
    queryKey: ['venue-videos-admin', 'recent', token],
    queryFn: () => unwrapData(apiGet<VideoJob[]>(MEDIA_API.videos, { limit: RECENT_JOBS }, as(token))),
    refetchInterval: (query) => ((query.state.data ?? []).some(running) ? JOB_POLL_MS : false),
  });
}
