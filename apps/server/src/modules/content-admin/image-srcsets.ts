/**
 * Responsive images in the back office's bodies (docs/decisions/content-management.md "Media"): when a version is
 * saved, every img whose src is an uploaded image's main rendition (`/api_/ow/file/{id}`, the media row with no
 * `variant_of`) gets a srcset of that image's renditions in the same format, widest first (1600/800/400 px, never
 * enlarged: content-admin-media.codes MEDIA_IMAGE_WIDTHS), and `sizes` for the article column, so a phone loads
 * the 400 or 800 px file instead of 1600 px. Images with one rendition, foreign images and images of other
 * sources are left as they were. One query for all images of the body.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ownImageIds, withImageSrcsets } from '../../lib/sanitize.js';

/** `html` (sanitised) with the srcsets above; the same string when it holds none of our images. */
export async function addImageSrcsets(db: Kysely<Database>, html: string): Promise<string> {
  const ids = ownImageIds(html);
  if (ids.length === 0) return html;
  const rows = await db
    .selectFrom('media')
    .select(['id', 'mime', 'width', 'variant_of'])
    .where((eb) => eb.or([eb('id', 'in', ids), eb('variant_of', 'in', ids)]))
    .execute();
  const mainMime = new Map(rows.filter((r) => r.variant_of === null).map((r) => [r.id, r.mime]));
  const srcsets = new Map<number, string>();
  for (const [id, mime] of mainMime) {
    const renditions = rows
      .filter((r) => (r.id === id || r.variant_of === id) && r.mime === mime && r.width)
      .sort((a, b) => b.width! - a.width!);
    if (renditions.length > 1) srcsets.set(id, renditions.map((r) => `/api_/ow/file/${r.id} ${r.width}w`).join(', '));
  }
  return srcsets.size === 0 ? html : withImageSrcsets(html, (id) => srcsets.get(id));
}
