/**
 * The back office's uploads (docs/content-management-api.md "Media"): POST /api/admin/media/images and
 * POST /api/admin/media/attachments (multipart/form-data, one file in the field `file`), behind an agency
 * session with the 采编 role. Stored files are served by GET /api_/ow/file/{id}.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { VIDEO_JOB_STATES } from './content-admin-media.codes.js';
import { VenueVideo } from './venue-video.js';

const MediaId = Type.Integer({ minimum: 1, maximum: 2147483647, description: '文件编号' });
const FileUrl = Type.String({ description: '文件地址 /api_/ow/file/{id}' });

/** One stored rendition of an uploaded image. */
export const MediaImageVariant = Type.Object({
  mediaId: MediaId,
  url: FileUrl,
  width: Type.Integer({ description: '宽，像素' }),
  height: Type.Integer({ description: '高，像素' }),
  mime: Type.String({ description: 'image/jpeg、image/png 或 image/webp' }),
});
export type MediaImageVariant = Static<typeof MediaImageVariant>;

/** 200 of POST /api/admin/media/images: the largest rendition in the image's own format, and all renditions. */
export const MediaImageUpload = Type.Object({
  mediaId: MediaId,
  url: FileUrl,
  width: Type.Integer({ description: '宽，像素（最大 1600）' }),
  height: Type.Integer({ description: '高，像素' }),
  variants: Type.Array(MediaImageVariant, { description: '各宽度（1600/800/400，不放大）的原格式与 WebP 版本' }),
});
export type MediaImageUpload = Static<typeof MediaImageUpload>;

/** 200 of POST /api/admin/media/attachments: the stored file, to be listed in a version's `attachments`. */
export const MediaAttachmentUpload = Type.Object({
  mediaId: MediaId,
  url: FileUrl,
  fileName: Type.String({ description: '文件名（扩展名按实际类型）' }),
  mime: Type.String({ description: 'application/pdf 或 Word/Excel（OOXML）类型' }),
  size: Type.Integer({ description: '字节数' }),
});
export type MediaAttachmentUpload = Static<typeof MediaAttachmentUpload>;

/**
 * A venue video upload's transcode job (POST /api/admin/media/videos answers it with 202; GET
 * /api/admin/media/videos/{jobId} and GET /api/admin/media/videos list it). `video` is the venue video made
 * once `state` is done (it is then on the public lists), null before and on failure.
 */
export const VideoJob = Type.Object({
  jobId: Type.Integer({ description: '转码任务编号' }),
  organId: Type.Integer({ description: '场馆编号' }),
  venueName: Type.String({ description: '场馆名称' }),
  title: Type.String({ description: '视频标题' }),
  fileName: Type.String({ description: '上传的文件名' }),
  size: Type.Integer({ description: '字节数' }),
  state: literalUnion(VIDEO_JOB_STATES),
  stateName: Type.String({ description: '排队、转码中、完成或失败' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: '失败原因' }),
  userName: Type.String({ description: '上传账号' }),
  createdAt: Type.String({ description: '上传时间（UTC）' }),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  video: Type.Union([VenueVideo, Type.Null()]),
});
export type VideoJob = Static<typeof VideoJob>;

/** Path of GET /api/admin/media/videos/{jobId}. */
export const VideoJobParams = Type.Object({
  jobId: Type.Integer({ minimum: 1, maximum: 2147483647, description: '转码任务编号' }),
});
export type VideoJobParams = Static<typeof VideoJobParams>;

/** Query of GET /api/admin/media/videos: the caller's newest uploads. */
export const VideoJobListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20, description: '条数' }),
});
export type VideoJobListQuery = Static<typeof VideoJobListQuery>;
