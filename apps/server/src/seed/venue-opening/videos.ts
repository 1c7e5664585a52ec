/**
 * Venue videos (table `venue_video`, /videoCat): 1-3 for most large venues (85 %), 1-2 for about a quarter
 * of the others — about a third of all venues. Every video plays the project's own 12-second sample clip
 * (made by the video helper under the web app's /media/videos/): HLS '/media/videos/venue-sample/index.m3u8'
 * (format 'hls', about 60 %) or MP4 '/media/videos/venue-sample.mp4' (format 'mp4'). The cover is the
 * venue's cover photo. Published within the two years before REFERENCE_NOW. Ids 1..n.
 */
import type { Insertable } from 'kysely';
import type { VenueVideoTable } from '../../db/tables/venue.js';
import { REFERENCE_DAY, localInstant } from './dates.js';
import { venueRandom, type VenueFacts } from './venue-facts.js';

export const VIDEO_SOURCES = {
  hls: '/media/videos/venue-sample/index.m3u8',
  mp4: '/media/videos/venue-sample.mp4',
} as const;
export const VIDEO_DURATION_SECONDS = 12;

const TITLES = [
  (v: VenueFacts) => `${v.name}宣传片`,
  (v: VenueFacts) => `${v.name}全景航拍`,
  (v: VenueFacts) => `${v.name}免费低收费开放服务指南`,
  (v: VenueFacts) => `${v.name}全民健身日活动集锦`,
  (v: VenueFacts) => `${v.sports[0] ?? '健身'}公益课堂精彩回顾（${v.name}）`,
  (v: VenueFacts) => `${v.name}夜间开放实拍`,
];

/** The videos of one venue (possibly none). */
export function venueVideos(venue: VenueFacts): Omit<Insertable<VenueVideoTable>, 'id'>[] {
  const rng = venueRandom('videos', venue.organId);
  const count = venue.isLarge ? (rng.chance(0.85) ? rng.int(1, 3) : 0) : rng.chance(0.25) ? rng.int(1, 2) : 0;
  return rng
    .sample(TITLES, count)
    .map((title) => {
      const format = rng.chance(0.6) ? 'hls' : 'mp4';
      return {
        organ_id: venue.organId,
        title: title(venue),
        url: VIDEO_SOURCES[format],
        format,
        cover_media_id: venue.coverMediaId,
        duration_seconds: VIDEO_DURATION_SECONDS,
        publish_time: localInstant(REFERENCE_DAY - rng.int(1, 730), rng.int(540, 1050)),
      };
    })
    .sort((a, b) => (a.publish_time < b.publish_time ? -1 : 1));
}

/** Rows for table `venue_video`, ids from 1. */
export function* videoRows(venues: readonly VenueFacts[]): Generator<Insertable<VenueVideoTable>> {
  let id = 1;
  for (const venue of venues) {
    for (const video of venueVideos(venue)) {
      yield { id, ...video };
      id += 1;
    }
  }
}
