/**
 * Uploaded media (docs/decisions/content-management.md "Media"): `media` rows carry the SHA-256 of their
 * bytes (hex; the content address: an identical re-encoded image is stored once), an image's pixel size,
 * and `variant_of`, the id of the image row a smaller or WebP rendition belongs to. Rows written before
 * this migration (the seed's SVGs and attachments) keep nulls.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('sha256', 'text').execute();
  await db.schema.alterTable('media').addColumn('width', 'integer').execute();
  await db.schema.alterTable('media').addColumn('height', 'integer').execute();
  await db.schema.alterTable('media').addColumn('variant_of', 'integer').execute();
  await db.schema.createIndex('media_sha256_idx').on('media').column('sha256').execute();
  await db.schema.createIndex('media_variant_of_idx').on('media').column('variant_of').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_variant_of_idx').execute();
  await db.schema.dropIndex('media_sha256_idx').execute();
  for (const column of ['variant_of', 'height', 'width', 'sha256'])
    await db.schema.alterTable('media').dropColumn(column).execute();
}
