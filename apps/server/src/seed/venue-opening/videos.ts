/**
 * Venue videos (table `venue_video`, /videoCat): 1-3 for most large venues (85 %), 1-2 for about a quarter
 * of the others — about a third of all venues. The videos play the seed's stored HLS clips
 * (../media/video-clips.ts; docs/decisions/venue-opening.md "Venue video uploads") round-robin by id, format
 * 'hls', with the clip's poster as cover and its length. Published within the two years before
 * REFERENCE_NOW. Ids 1..n.
 */
import type { Insertable } from 'kysely';
import type { VenueVideoTable } from '../../db/tables/venue.js';
import type { SeedVideoSource } from '../media/video-clips.js';
import { REFERENCE_DAY, localInstant } from './dates.js';
import { venueRandom, type VenueFacts } from './venue-facts.js';

const TITLES = [
  (v: VenueFacts) => `${v.name}宣传片`,
  (v: VenueFacts) => `${v.name}全景航拍`,
  (v: VenueFacts) => `${v.name}免费低收费开放服务指南`,
  (v: VenueFacts) => `${v.name}全民健身日活动集锦`,
  (v: VenueFacts) => `${v.sports[0] ?? '健身'}公益课堂精彩回顾（${v.name}）`,
  (v: VenueFacts) => `${v.name}夜间开放实拍`,
];

/** The videos of one venue (possibly none), without what they play (videoRows adds it). */
export function venueVideos(
  venue: VenueFacts,
): Omit<Insertable<VenueVideoTable>, 'id' | 'url' | 'format' | 'cover_media_id' | 'duration_seconds'>[] {
  const rng = venueRandom('videos', venue.organId);
  const count = venue.isLarge ? (rng.chance(0.85) ? rng.int(1, 3) : 0) : rng.chance(0.25) ? rng.int(1, 2) : 0;
  return rng
    .sample(TITLES, count)
    .map((title) => {
      // Drawn as before (it once chose HLS or MP4), so the publish times stay as they were.
      rng.chance(0.6);
      return {
        organ_id: venue.organId,
        title: title(venue),
        publish_time: localInstant(REFERENCE_DAY - rng.int(1, 730), rng.int(540, 1050)),
      };
    })
    .sort((a, b) => (a.publish_time < b.publish_time ? -1 : 1));
}

/** Rows for table `venue_video`, ids from 1, playing `sources` round-robin (video id 1 the first). */
export function* videoRows(
  venues: readonly VenueFacts[],
  sources: readonly SeedVideoSource[],
): Generator<Insertable<VenueVideoTable>> {
  if (sources.length === 0) throw new Error('seed: no video clips to play');
  let id = 1;
  for (const venue of venues) {
    for (const video of venueVideos(venue)) {
      const source = sources[(id - 1) % sources.length]!;
      yield {
        id,
        ...video,
        url: source.url,
        format: 'hls',
        cover_media_id: source.coverMediaId,
        duration_seconds: source.durationSeconds,
      };
      id += 1;
    }
  }
}
