/**
 * GET /api_/ow/file/{id}: a stored file (image or attachment) served to <img> tags and download links.
 * The body is the file itself, not an envelope; errors are envelopes.
 */
import { Type, type Static } from 'typebox';

/** Path parameter: the media id, a positive 32-bit integer. */
export const FileParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '文件编号' }),
});
export type FileParams = Static<typeof FileParams>;

/** 200: the file's bytes, with its stored mime type. */
export const FileBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: '文件内容' });

/** 304: If-None-Match matched the file's ETag; no body. */
export const FileNotModified = Type.Null({ description: '未修改' });
