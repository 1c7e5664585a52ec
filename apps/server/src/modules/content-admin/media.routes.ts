/**
 * The back office's uploads (docs/content-management-api.md "Media"; docs/decisions/content-management.md
 * "Media"), behind an agency session with the 采编 (editor) role on any column:
 *
 * - POST /api/admin/media/images (multipart/form-data, `file`: JPEG, PNG or WebP ≤ 10 MB, ≤ 40 Mpx) ->
 *   {mediaId, url, width, height, variants}: re-encoded without EXIF at 1600/800/400 px wide (never
 *   enlarged), each in its own format and WebP (media-image-renditions.ts). The editor puts `url` in an <img> with
 *   the alt text it asks for.
 * - POST /api/admin/media/attachments (`file`: PDF, DOCX or XLSX ≤ 20 MB, attachment-type.ts) ->
 *   {mediaId, url, fileName, mime, size}; the editor lists it in a version's `attachments`, which the
 *   public row gets on sign-off.
 *
 * The type is always decided from the bytes. Files are media rows served by GET /api_/ow/file/{id}
 * (immutable, a year's Cache-Control).
 * - DELETE /api/admin/venue/video?organId -> {organId, deleted}: the spec's "deleting video address blocks"
 *   (§7; path ours, docs/decisions/venue-opening.md "Deleting a venue's video addresses"); removes every
 *   video address entry of the venue (venue-video.commands.ts, audited `cms_video_delete`); 404 unknown venue.
 * Errors: 400 naming `file` with a Chinese reason; 401; 403 a public
 * token, no grant or no 采编 role (audited).
 */
import multipart from '@fastify/multipart';
import { Envelope } from '@portal/contracts/envelope';
import { MediaAttachmentUpload, MediaImageUpload } from '@portal/contracts/content-admin-media';
import {
  MEDIA_API,
  MEDIA_ATTACHMENT_MAX_BYTES,
  MEDIA_ATTACHMENT_TYPES,
  MEDIA_IMAGE_MAX_BYTES,
} from '@portal/contracts/content-admin-media.codes';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { ERRORS, TAG, type AdminAccess, type Caller } from './content-admin.access.js';
import { fileUrl } from '../file/file-url.js';
import { sniffAttachment } from './media-attachment-type.js';
import { renderImage } from './media-image-renditions.js';
import { storeAttachment, storeImage } from './media.commands.js';
import { readUpload } from './media-upload-input.js';
import { uploadName, uploadStem } from './media-upload-name.js';
import { deleteVenueVideos } from './venue-video.commands.js';
import { VENUE_VIDEO_DELETE_API, VideoAddressDeleted, VideoAddressDeleteQuery } from '@portal/contracts/venue-video';
import { notFound } from '../../lib/api-error.js';

/** Adds the upload routes to `app` in a scope of their own (the multipart parser is theirs only). */
export async function registerMediaRoutes(app: PortalApp, access: AdminAccess): Promise<void> {
  /** The caller, 403 (audited) unless they are an editor of some column. */
  async function uploader(request: FastifyRequest): Promise<Caller> {
    const caller = await access.callerOf(request);
    if (!caller.grants.some((g) => g.role === 'editor'))
      await access.refuse(caller.actor, 'cms_media_upload', request.url, 403, '需要采编权限才能上传文件');
    return caller;
  }

  await app.register(async (scoped: PortalApp) => {
    await scoped.register(multipart, {
      limits: { fileSize: MEDIA_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });

    scoped.post(
      MEDIA_API.images,
      {
        schema: {
          summary: '上传正文图片（JPEG/PNG/WebP，≤ 10 MB；去除 EXIF，生成 1600/800/400 宽的原格式与 WebP 版本）',
          tags: [TAG],
          consumes: ['multipart/form-data'],
          response: { 200: Envelope(MediaImageUpload), ...ERRORS },
        },
      },
      async (request) => {
        const caller = await uploader(request);
        const upload = await readUpload(request, MEDIA_IMAGE_MAX_BYTES);
        const renditions = await renderImage(upload.bytes);
        const stem = uploadStem(upload.fileName, 'image');
        const [main, ...rest] = await storeImage(app.db, renditions, stem, caller.actor);
        const variant = (r: typeof main) => ({
          mediaId: r!.id,
          url: fileUrl(r!.id),
          width: r!.width,
          height: r!.height,
          mime: r!.mime,
        });
        return ok({ ...variant(main), variants: [main, ...rest].map(variant) });
      },
    );

    scoped.post(
      MEDIA_API.attachments,
      {
        schema: {
          summary: '上传附件（PDF、Word .docx、Excel .xlsx，≤ 20 MB，按文件内容识别类型）',
          tags: [TAG],
          consumes: ['multipart/form-data'],
          response: { 200: Envelope(MediaAttachmentUpload), ...ERRORS },
        },
      },
      async (request) => {
        const caller = await uploader(request);
        const upload = await readUpload(request, MEDIA_ATTACHMENT_MAX_BYTES);
        const mime = await sniffAttachment(upload.bytes);
        const fileName = uploadName(upload.fileName, MEDIA_ATTACHMENT_TYPES[mime], '附件');
        const mediaId = await storeAttachment(app.db, upload.bytes, mime, fileName, caller.actor);
        return ok({ mediaId, url: fileUrl(mediaId), fileName, mime, size: upload.bytes.length });
      },
    );
  });

  app.delete(
    VENUE_VIDEO_DELETE_API,
    {
      schema: {
        summary: '删除场馆的视频地址（该场馆全部视频条目；采编权限，记入审计）',
        tags: [TAG],
        querystring: VideoAddressDeleteQuery,
        response: { 200: Envelope(VideoAddressDeleted), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await access.callerOf(request);
      const { organId } = request.query;
      if (!caller.grants.some((g) => g.role === 'editor'))
        await access.refuse(caller.actor, 'cms_video_delete', `organId=${organId}`, 403, '需要采编权限才能删除视频');
      const deleted = await deleteVenueVideos(app.db, organId, caller.actor);
      if (deleted === undefined) throw notFound('场馆');
      return ok({ organId, deleted });
    },
  );
}
