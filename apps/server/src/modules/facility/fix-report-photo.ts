/**
 * A repair report's photo, made safe to store and show: the type is decided by the file's magic bytes
 * (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF....WEBP), never by the client's name or
 * content type; the image is decoded and re-encoded by sharp as a JPEG, turned upright by its EXIF
 * orientation first and written without any metadata (sharp keeps none unless asked: no EXIF, GPS
 * position, XMP or ICC comments), at most PHOTO_MAX_EDGE px on its longer side. Anything sharp cannot
 * decode (a truncated file, a script renamed .jpg) -> 400 naming `photos`.
 *
 * Decoding cost is bounded per request, not only per photo (docs/decisions/security.md N4: three 39.7 Mpx PNGs took 3.1 s):
 * `cleanPhotos` reads every photo's header first (sharp metadata: dimensions without decoding) and refuses
 * the request when the photos hold more than REQUEST_MAX_PIXELS together, before decoding any.
 */
import sharp from 'sharp';
import { FIX_PHOTO_MAX_BYTES } from '@portal/contracts/facility.codes';
import { badRequest } from '../../lib/api-error.js';
import type { NewPhoto } from './fix-report.repository.js';

/** Longest side of a stored photo, px (enough to see a fault; keeps rows small). */
export const PHOTO_MAX_EDGE = 1600;
/** Decoding bomb guard: largest input in pixels, per photo. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Pixels all photos of one report may hold together (three 12 Mpx phone photos fit with room). */
export const REQUEST_MAX_PIXELS = 48_000_000;

/** The image type of `bytes` by its magic bytes, or null. */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** The pixel count a photo's header declares (no decoding); 400 naming photos when it has none. */
async function declaredPixels(bytes: Buffer): Promise<number> {
  if (bytes.length === 0) throw badRequest('photos', '照片文件为空');
  if (bytes.length > FIX_PHOTO_MAX_BYTES) throw badRequest('photos', '每张照片不能超过 5 MB');
  if (!sniffImageType(bytes)) throw badRequest('photos', '仅支持 JPEG、PNG 或 WebP 格式的照片');
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!width || !height) throw new Error('no dimensions');
    return width * height;
  } catch {
    throw badRequest('photos', '照片无法识别或已损坏');
  }
}

/** Checks the request's photos together, then re-encodes each (module comment). */
export async function cleanPhotos(photos: readonly Buffer[]): Promise<NewPhoto[]> {
  let pixels = 0;
  for (const bytes of photos) pixels += await declaredPixels(bytes);
  if (pixels > REQUEST_MAX_PIXELS)
    throw badRequest('photos', `照片像素过大（合计不超过 ${REQUEST_MAX_PIXELS / 1_000_000} 百万像素），请缩小后再传`);
  const cleaned: NewPhoto[] = [];
  for (const bytes of photos) cleaned.push(await cleanPhoto(bytes));
  return cleaned;
}

/** Re-encodes one photo whose header cleanPhotos has checked (module comment). */
async function cleanPhoto(bytes: Buffer): Promise<NewPhoto> {
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
