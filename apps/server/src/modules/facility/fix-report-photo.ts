/**
 * A repair report's photo, made safe to store and show: the type is decided by the file's magic bytes
 * (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF....WEBP), never by the client's name or
 * content type; the image is decoded and re-encoded by sharp as a JPEG, turned upright by its EXIF
 * orientation first and written without any metadata (sharp keeps none unless asked: no EXIF, GPS
 * position, XMP or ICC comments), at most PHOTO_MAX_EDGE px on its longer side. Anything sharp cannot
 * decode (a truncated file, a script renamed .jpg) -> 400 naming `photos`.
 */
import sharp from 'sharp';
import { FIX_PHOTO_MAX_BYTES } from '@portal/contracts/facility.codes';
import { badRequest } from '../../lib/api-error.js';
import type { NewPhoto } from './fix-report.repository.js';

/** Longest side of a stored photo, px (enough to see a fault; keeps rows small). */
export const PHOTO_MAX_EDGE = 1600;
/** Decoding bomb guard: largest input in pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The image type of `bytes` by its magic bytes, or null. */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Checks and re-encodes one uploaded photo (module comment). */
export async function cleanPhoto(bytes: Buffer): Promise<NewPhoto> {
  if (bytes.length === 0) throw badRequest('photos', '照片文件为空');
  if (bytes.length > FIX_PHOTO_MAX_BYTES) throw badRequest('photos', '每张照片不能超过 5 MB');
  if (!sniffImageType(bytes)) throw badRequest('photos', '仅支持 JPEG、PNG 或 WebP 格式的照片');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { mime: 'image/jpeg', width: info.width, height: info.height, body: data };
  } catch {
    throw badRequest('photos', '照片无法识别或已损坏');
  }
}
