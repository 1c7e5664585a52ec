/**
 * The back office's uploads (docs/content-management-api.md "Media"): POST /api/admin/media/images and
 * POST /api/admin/media/attachments (multipart/form-data, one file in the field `file`), behind an agency
 * session with the 采编 role. Stored files are served by GET /api_/ow/file/{id}.
 */
import { Type, type Static } from 'typebox';

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
