/**
 * GET /api_/ow/file/{id}: serves a stored file (media row) to <img> tags and download links, so it needs
 * no session (auth 'none').
 *
 * - Content-Type is the stored mime, Content-Length the byte size.
 * - Files are immutable: `Cache-Control: public, max-age=31536000, immutable` and an ETag; a matching
 *   If-None-Match answers 304 with no body.
 * - Images are shown inline; any other type (PDF, Word, ...) is an attachment with a UTF-8 filename*.
 * - SVG gets `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox` so a
 *   script inside it can never run, even when opened directly.
 * Errors: id not a positive integer -> 400; unknown id -> 404 '文件不存在或已删除' (JSON envelope).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileBody, FileNotModified, FileParams } from '@portal/contracts/file';
import { notFound } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/envelope.js';
import { contentDisposition } from './content-disposition.js';
import { findMedia } from './file.repository.js';

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api_/ow/file/:id',
    {
      config: { auth: 'none' },
      schema: {
        summary: '下载或显示文件（图片、附件）',
        tags: ['file'],
        params: FileParams,
        response: { 200: FileBody, 304: FileNotModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const media = await findMedia(app.db, request.params.id);
      if (!media) throw notFound('文件');
      const etag = `"m${media.id}-${media.size}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);

      // Images and the HLS pieces of a venue video (playlist, segments) are shown in the page; the rest downloads.
      const isInline =
        media.mime.startsWith('image/') ||
        media.mime.startsWith('video/') ||
        media.mime === 'application/vnd.apple.mpegurl';
      reply
        .header('Content-Type', media.mime)
        .header('Content-Length', media.body.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(isInline ? 'inline' : 'attachment', media.file_name));
      if (media.mime === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
      return reply.send(media.body);
    },
  );
};

export default fileRoutes;
