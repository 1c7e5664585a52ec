/**
 * Reads the one file of a back-office upload (multipart/form-data, field `file`; no other parts) up to
 * `maxBytes`. Multipart bodies bypass Fastify's schema validation, so every refusal is a 400 naming the
 * field with a Chinese reason here: not multipart, no file, another field, a second file, too large.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../lib/api-error.js';

export interface Upload {
  /** The client's file name (cleaned later by media-upload-name.ts; never used to decide the type). */
  fileName: string;
  bytes: Buffer;
}

const MB = 1024 * 1024;

/** The uploaded file of `request` (module comment). */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('file', '请以 multipart/form-data 上传文件');
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw badRequest(part.fieldname, '未知字段，文件应放在 file 字段');
      upload = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('file', `文件不能超过 ${maxBytes / MB} MB`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('file', '每次只能上传一个文件');
    if (error instanceof ApiError) throw error;
    throw badRequest('file', '上传内容无法解析');
  }
  if (!upload) throw badRequest('file', '没有收到文件');
  if (upload.bytes.length === 0) throw badRequest('file', '文件为空');
  return upload;
}
