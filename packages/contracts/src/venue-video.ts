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
 * GET /api/data/venue/video/deleteBlocks?ids=… (spec §7 "deleting video address blocks"; the spec names the
 * call, not its path or parameters: docs/decisions/public-experience.md "Deleting video address blocks"): removes venue video entries (each a video
 * address: the playlist or file a venue's video plays) from every list. An agency session whose venues
 * (its feedback scope: all, an area, or named venues) hold every id.
 */
export const VideoBlocksDeleteQuery = Type.Object({
  ids: Type.String({
    pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$',
    description: '要删除的视频编号，英文逗号分隔，最多 100 个',
    examples: ['12,13'],
  }),
});
export type VideoBlocksDeleteQuery = Static<typeof VideoBlocksDeleteQuery>;

/** 200 of the call above: the ids removed. */
export const VideoBlocksDeleted = Type.Object({
  deleted: Type.Integer({ description: '删除的条数' }),
  ids: Type.Array(Type.Integer(), { description: '删除的视频编号' }),
});
export type VideoBlocksDeleted = Static<typeof VideoBlocksDeleted>;
