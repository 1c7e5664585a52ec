/**
 * Venue videos (spec §7 "venue video list", §2 /videoCat):
 * GET /api/data/venue/video/list (paged; organId, keyword) and GET /api/data/venue/video/{id}.
 * url is an in-site address of an HLS playlist (.m3u8, format 'hls') or an MP4 file (format 'mp4').
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { Keyword } from './content.js';
import { PageQuery } from './paging.js';
import { OrganIdParams } from './venue.js';
import { VIDEO_FORMATS } from './venue-video.codes.js';

export const VideoListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      organId: Type.Optional(OrganIdParams.properties.organId),
      keyword: Type.Optional(Keyword),
    }),
  ]),
);
export type VideoListQuery = Static<typeof VideoListQuery>;

export const VenueVideo = Type.Object({
  id: Type.Integer(),
  organId: Type.Integer(),
  venueName: Type.String(),
  title: Type.String(),
  url: Type.String(),
  format: literalUnion(VIDEO_FORMATS),
  coverUrl: Type.Union([Type.String(), Type.Null()]),
  durationSeconds: Type.Integer(),
  publishTime: Type.String(),
});
export type VenueVideo = Static<typeof VenueVideo>;

export const VideoIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '视频编号' }),
});
export type VideoIdParams = Static<typeof VideoIdParams>;

/**
 * The spec's "deleting video address blocks" (§7 "Other GETs", no path given; docs/decisions/venue-opening.md
 * "Deleting a venue's video addresses"): DELETE /api/admin/venue/video?organId -> {organId, deleted}.
 */
export const VENUE_VIDEO_DELETE_API = '/api/admin/venue/video';

export const VideoAddressDeleteQuery = Type.Object({
  organId: OrganIdParams.properties.organId,
});
export type VideoAddressDeleteQuery = Static<typeof VideoAddressDeleteQuery>;

export const VideoAddressDeleted = Type.Object({
  organId: Type.Integer(),
  /** How many video address entries were removed (0 when the venue had none). */
  deleted: Type.Integer({ minimum: 0 }),
});
export type VideoAddressDeleted = Static<typeof VideoAddressDeleted>;
