/**
 * An uploaded image made safe and sized for the site (docs/decisions/content-management.md "Media"):
 * the type comes from the bytes (sharp's metadata reads the header; the file name and the client's
 * content type are ignored), only JPEG, PNG and WebP pass, the declared size is checked against
 * MEDIA_IMAGE_MAX_PIXELS before anything is decoded, and each rendition is decoded and re-encoded by sharp,
 * turned upright by its EXIF orientation and written without metadata (sharp keeps no EXIF, GPS, XMP or
 * comments unless asked). The file is decoded once (upright, at the largest width) and every rendition is
 * encoded from those pixels. Renditions: each width of MEDIA_IMAGE_WIDTHS not above the image's own (the
 * largest is the image's width capped at 1600), each in the image's format and in WebP.
 * Errors: 400 naming `file` with a Chinese reason (not an image, a type not accepted, too many pixels, corrupt).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MEDIA_IMAGE_MAX_PIXELS,
  type MEDIA_IMAGE_TYPES,
  MEDIA_IMAGE_WIDTHS,
} from '@portal/contracts/content-admin-media.codes';
import { badRequest } from '../../lib/api-error.js';

type ImageMime = (typeof MEDIA_IMAGE_TYPES)[number];
const FORMAT_MIME: Readonly<Record<string, ImageMime>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const ENCODE = {
  'image/jpeg': (s: Sharp) => s.jpeg({ quality: 82, mozjpeg: true }),
  'image/png': (s: Sharp) => s.png({ compressionLevel: 9 }),
  'image/webp': (s: Sharp) => s.webp({ quality: 80 }),
} satisfies Record<ImageMime, (s: Sharp) => Sharp>;

/** One encoded rendition. */
export interface Rendition {
  mime: ImageMime;
  width: number;
  height: number;
  body: Buffer;
}

/** The accepted type of `bytes` by sharp's header read, and its upright size; 400 naming `file` otherwise. */
export async function probeImage(bytes: Buffer): Promise<{ mime: ImageMime; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('file', '不是可识别的图片文件');
  }
  const mime = FORMAT_MIME[meta.format ?? ''];
  if (!mime) throw badRequest('file', '仅支持 JPEG、PNG 或 WebP 格式的图片');
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw badRequest('file', '图片无法识别或已损坏');
  if (width * height > MEDIA_IMAGE_MAX_PIXELS)
    throw badRequest('file', `图片像素过大（不超过 ${MEDIA_IMAGE_MAX_PIXELS / 1_000_000} 百万像素），请缩小后再传`);
  return { mime, width, height };
}

/** The widths to store for an image `width` px wide, largest first. */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_IMAGE_WIDTHS[0]);
  return [largest, ...MEDIA_IMAGE_WIDTHS.filter((w) => w < largest)];
}

/** Every rendition of `bytes` (module comment): the first is the largest in the image's own format. */
export async function renderImage(bytes: Buffer): Promise<Rendition[]> {
  const { mime, width } = await probeImage(bytes);
  const mimes = [...new Set<ImageMime>([mime, 'image/webp'])];
  const renditions: Rendition[] = [];
  try {
    // Decoded once, upright and at the largest width; every rendition is encoded from those pixels.
    const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: renditionWidths(width)[0], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const w of renditionWidths(info.width))
      for (const m of mimes) {
        const encoded = await ENCODE[m](sharp(data, raw).resize({ width: w, withoutEnlargement: true })).toBuffer({
          resolveWithObject: true,
        });
        renditions.push({ mime: m, width: encoded.info.width, height: encoded.info.height, body: encoded.data });
      }
  } catch {
    throw badRequest('file', '图片无法识别或已损坏');
  }
  return renditions;
}
