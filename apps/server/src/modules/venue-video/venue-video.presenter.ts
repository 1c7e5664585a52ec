/**
 * Video row -> VenueVideo (contracts/venue-video.ts): camelCase fields, coverUrl through the file
 * endpoint ('/api_/ow/file/{mediaId}', null without a cover), format 'hls' | 'mp4' as stored.
 */
import type { VenueVideo } from '@portal/contracts/venue-video';
import { fileUrl } from '../file/file-url.js';
import type { VideoRow } from './venue-video.repository.js';

export function presentVideo(row: VideoRow): VenueVideo {
  return {
    id: row.id,
    organId: row.organ_id,
    venueName: row.venue_name,
    title: row.title,
    url: row.url,
    format: row.format === 'hls' ? 'hls' : 'mp4',
    coverUrl: row.cover_media_id === null ? null : fileUrl(row.cover_media_id),
    durationSeconds: Number(row.duration_seconds),
    publishTime: row.publish_time,
  };
}
