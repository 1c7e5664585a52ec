/**
 * Kysely table types. Stored files and the attachments that link them to articles (served by modules/file).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** A stored file (seeded SVG images, attachments). Served by GET /api_/ow/file/{id}. */
export interface MediaTable {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number; // bytes
  body: Buffer;
  created_at: string;
  /** SHA-256 of `body`, hex (migration 0025; null on older rows). */
  sha256: string | null;
  /** An image's size in px (null: not an uploaded image). */
  width: number | null;
  height: number | null;
  /** The image row this rendition (smaller width or WebP) belongs to; null for the image itself. */
  variant_of: number | null;
}

/** A downloadable attachment of an article. owner_type: news | notice | regulation | guidance | case. */
export interface AttachmentTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  file_name: string;
  media_id: number;
  sort: number;
}
