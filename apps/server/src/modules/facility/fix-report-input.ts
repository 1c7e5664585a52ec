/**
 * Reads a repair report's multipart form (POST /api/data/fixReport): the fields equipmentId, faultType,
 * description, phone (optional), altcha (the solved proof of work, checked by the route: lib/http/proof-of-work.ts)
 * and up to FIX_PHOTO_MAX_COUNT files `photos`. Checks what a schema
 * would (multipart bodies bypass Fastify's validation) with a 400 naming the field; unknown fields and
 * files under another name are refused too. Limits come from @fastify/multipart's own (registered with
 * the routes): file size, file count, field count and size; its limit errors become 400s here.
 * Photos come back as uploaded bytes, not decoded: the route checks for a duplicate report first and
 * decodes only then (fix-report-photo.ts cleanPhotos; docs/decisions/security.md N4).
 */
import type { FastifyRequest } from 'fastify';
import {
  FAULT_TYPES,
  FIX_DESCRIPTION_MAX,
  FIX_PHONE_PATTERN,
  FIX_PHOTO_MAX_COUNT,
  type FaultType,
} from '@portal/contracts/facility.codes';
import { ApiError, badRequest } from '../../lib/api-error.js';

export interface FixReportInput {
  equipmentId: number;
  faultType: FaultType;
  description: string;
  phone: string | null;
  /** The altcha widget's payload as sent ('' when missing); verified by the route after the field checks. */
  altcha: string;
  /** The uploaded files as sent (size-checked by multipart's limit, not yet decoded). */
  photos: Buffer[];
}

const PHONE = new RegExp(FIX_PHONE_PATTERN);
const FIELDS = new Set(['equipmentId', 'faultType', 'description', 'phone', 'altcha']);
/** True when `text` holds a control character other than tab and line breaks. */
const hasControl = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
  });

/** Turns @fastify/multipart's limit errors into 400s naming the field. */
function limitError(error: unknown): never {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('photos', '每张照片不能超过 5 MB');
  if (code === 'FST_FILES_LIMIT') throw badRequest('photos', `最多上传 ${FIX_PHOTO_MAX_COUNT} 张照片`);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('body', '表单字段过多');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('body', '请以 multipart/form-data 提交');
  if (error instanceof ApiError) throw error;
  throw badRequest('body', '表单无法解析');
}

/** Reads and checks the form (module comment). */
export async function readFixReport(request: FastifyRequest): Promise<FixReportInput> {
  if (!request.isMultipart()) throw badRequest('body', '请以 multipart/form-data 提交');
  const fields = new Map<string, string>();
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw badRequest(part.fieldname, '未知的文件字段');
        if (photos.length >= FIX_PHOTO_MAX_COUNT) throw badRequest('photos', `最多上传 ${FIX_PHOTO_MAX_COUNT} 张照片`);
        photos.push(await part.toBuffer());
      } else {
        if (!FIELDS.has(part.fieldname)) throw badRequest(part.fieldname, '未知字段');
        if (part.fieldnameTruncated || part.valueTruncated) throw badRequest(part.fieldname, '内容过长');
        fields.set(part.fieldname, String(part.value ?? ''));
      }
    }
  } catch (error) {
    limitError(error);
  }
  return checkFields(fields, photos);
}

/** The field checks (pure). */
export function checkFields(fields: ReadonlyMap<string, string>, photos: Buffer[]): FixReportInput {
  const idText = (fields.get('equipmentId') ?? '').trim();
  if (!/^[1-9][0-9]{0,9}$/.test(idText) || Number(idText) > 2147483647)
    throw badRequest('equipmentId', '应为正整数器材编号');
  const faultType = (fields.get('faultType') ?? '').trim();
  if (!(FAULT_TYPES as readonly string[]).includes(faultType))
    throw badRequest('faultType', `应为 ${FAULT_TYPES.join('、')} 之一`);
  const description = (fields.get('description') ?? '').trim();
  if (description === '') throw badRequest('description', '不能为空');
  if ([...description].length > FIX_DESCRIPTION_MAX)
    throw badRequest('description', `最多 ${FIX_DESCRIPTION_MAX} 个字符`);
  if (hasControl(description)) throw badRequest('description', '含有不可见的控制字符');
  const phoneText = (fields.get('phone') ?? '').replace(/\s+/g, '');
  if (phoneText !== '' && !PHONE.test(phoneText))
    throw badRequest('phone', '应为 11 位手机号或带区号的固定电话（如 010-12345678）');
  return {
    equipmentId: Number(idText),
    faultType: faultType as FaultType,
    description,
    phone: phoneText === '' ? null : phoneText,
    altcha: (fields.get('altcha') ?? '').trim(),
    photos,
  };
}
