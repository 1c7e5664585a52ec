/**
 * Reads a venue video upload (docs/content-management-api.md "Venue video uploads"): multipart/form-data with
 * the file in `file` (at most MEDIA_VIDEO_MAX_BYTES) and the text fields `organId` (a venue id) and `title`
 * (1..MEDIA_VIDEO_TITLE_MAX characters), in any order. Multipart bodies bypass Fastify's schema validation, so
 * every refusal is a 400 naming the field with a Chinese reason here.
 */
import type { FastifyRequest } from 'fastify';
import { MEDIA_VIDEO_TITLE_MAX } from '@portal/contracts/content-admin-media.codes';
import { ApiError, badRequest } from '../../lib/api-error.js';
import type { Upload } from './media-upload-input.js';

/** The parts of a venue video upload. */
export interface VideoUpload extends Upload {
  organId: number;
  title: string;
}

const MB = 1024 * 1024;
const FIELDS = new Set(['organId', 'title']);

/** The upload of `request` (module comment). */
export async function readVideoUpload(request: FastifyRequest, maxBytes: number): Promise<VideoUpload> {
  if (!request.isMultipart()) throw badRequest('file', '请以 multipart/form-data 上传文件');
  let file: Upload | undefined;
  const fields = new Map<string, string>();
  try {
    const limits = { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 4096 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(part.fieldname, '未知字段，视频文件应放在 file 字段');
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else {
        if (!FIELDS.has(part.fieldname)) throw badRequest(part.fieldname, '未知字段');
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('file', `视频不能超过 ${maxBytes / MB} MB`);
    if (code === 'FST_FILES_LIMIT') throw badRequest('file', '每次只能上传一个视频');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('file', '只能包含 file、organId 和 title 三项');
    if (error instanceof ApiError) throw error;
    throw badRequest('file', '上传内容无法解析');
  }
  const organText = (fields.get('organId') ?? '').trim();
  if (!/^[1-9][0-9]{0,9}$/.test(organText) || Number(organText) > 2147483647)
    throw badRequest('organId', '请选择场馆（场馆编号应为正整数）');
  const title = (fields.get('title') ?? '').trim();
  if (title === '') throw badRequest('title', '不能为空');
  if ([...title].length > MEDIA_VIDEO_TITLE_MAX) throw badRequest('title', `不能超过 ${MEDIA_VIDEO_TITLE_MAX} 个字`);
  if (!file) throw badRequest('file', '没有收到视频文件');
  if (file.bytes.length === 0) throw badRequest('file', '文件为空');
  return { ...file, organId: Number(organText), title };
}
