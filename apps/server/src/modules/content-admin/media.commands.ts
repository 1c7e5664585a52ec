/**
 * Writes of uploaded media (docs/decisions/content-management.md "Media"), each one spine command over
 * `media` with its audit row (`cms_media_upload`) in the same transaction. Rows are content-addressed:
 * `sha256` of the stored bytes; an image whose largest rendition is already stored (the same file
 * uploaded again: sharp's encodes are deterministic) answers the stored rows instead of a second copy.
 * Rows are never updated (GET /api_/ow/file/{id} serves them as immutable).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { runCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import type { Actor } from './content-admin.commands.js';
import type { Rendition } from './media-image-renditions.js';
import type { HlsOutput } from '../../lib/video-hls.js';
import { writeHlsVideo, type StoredHlsVideo } from '../../data/hls-video.js';

export type { StoredHlsVideo };

/** A stored image rendition as read back. */
export interface StoredRendition {
  id: number;
  mime: string;
  width: number;
  height: number;
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const audit = (trx: Transaction<Database>, actor: Actor, detail: string) =>
  appendAuditLog(trx, {
    time: actor.now,
    action: 'cms_media_upload',
    userName: actor.userName,
    ip: actor.ip,
    result: 'ok',
    detail,
  });

/** The renditions of the image row `mainId`, itself first, then by width descending. */
async function renditionsOf(db: Kysely<Database>, mainId: number): Promise<StoredRendition[]> {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'mime', 'width', 'height', 'variant_of'])
    .where((eb) => eb.or([eb('id', '=', mainId), eb('variant_of', '=', mainId)]))
    .orderBy('width', 'desc')
    .orderBy('id')
    .execute();
  rows.sort((a, b) => (a.variant_of === null ? -1 : 0) - (b.variant_of === null ? -1 : 0));
  return rows.map((r) => ({ id: r.id, mime: r.mime, width: r.width ?? 0, height: r.height ?? 0 }));
}

/** Stores `renditions` (the first is the image itself) under `stem`; resolves every stored rendition, the image first. */
export async function storeImage(
  db: Kysely<Database>,
  renditions: readonly Rendition[],
  stem: string,
  actor: Actor,
): Promise<StoredRendition[]> {
  const [main, ...rest] = renditions;
  if (!main) throw new Error('storeImage: no renditions');
  const mainHash = sha256(main.body);
  const mainId = await runCommand(db, { tables: ['media'], at: actor.now }, async (trx) => {
    const stored = await trx
      .selectFrom('media')
      .select('id')
      .where('sha256', '=', mainHash)
      .where('variant_of', 'is', null)
      .executeTakeFirst();
    if (stored) {
      await audit(trx, actor, `media=${stored.id} image reused sha256=${mainHash.slice(0, 12)}`);
      return { value: stored.id, changed: false };
    }
    const insert = (r: Rendition, variantOf: number | null) =>
      trx
        .insertInto('media')
        .values({
          file_name: `${stem}-${r.width}.${r.mime.slice('image/'.length).replace('jpeg', 'jpg')}`,
          mime: r.mime,
          size: r.body.length,
          body: r.body,
          created_at: actor.now.toISOString(),
          sha256: sha256(r.body),
          width: r.width,
          height: r.height,
          variant_of: variantOf,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const { id } = await insert(main, null);
    for (const r of rest) await insert(r, id);
    const bytes = renditions.reduce((n, r) => n + r.body.length, 0);
    await audit(
      trx,
      actor,
      `media=${id} image ${main.width}x${main.height} renditions=${renditions.length} bytes=${bytes}`,
    );
    return { value: id };
  });
  return renditionsOf(db, mainId);
}

/** Stores attachment `bytes` of type `mime` as `fileName`; resolves its media id. */
export function storeAttachment(
  db: Kysely<Database>,
  bytes: Buffer,
  mime: string,
  fileName: string,
  actor: Actor,
): Promise<number> {
  return runCommand(db, { tables: ['media'], at: actor.now }, async (trx) => {
    const hash = sha256(bytes);
    const { id } = await trx
      .insertInto('media')
      .values({
        file_name: fileName,
        mime,
        size: bytes.length,
        body: bytes,
        created_at: actor.now.toISOString(),
        sha256: hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, actor, `media=${id} attachment ${mime} bytes=${bytes.length} sha256=${hash.slice(0, 12)}`);
    return { value: id };
  });
}

/**
 * Stores a transcoded video (data/hls-video.ts) so every instance serves it through GET /api_/ow/file/{id} (immutable, a year's
 * cache; the stored mime is the Content-Type): writeHlsVideo in one command, audited `cms_media_upload`.
 */
export function storeHlsVideo(
  db: Kysely<Database>,
  video: HlsOutput,
  stem: string,
  actor: Actor,
): Promise<StoredHlsVideo> {
  return runCommand(db, { tables: ['media'], at: actor.now }, async (trx) => {
    const stored = await writeHlsVideo(trx, video, stem, actor.now);
    const bytes = video.segments.reduce((n, seg) => n + seg.body.length, 0);
    await audit(
      trx,
      actor,
      `media=${stored.playlistId} hls segments=${video.segments.length} bytes=${bytes} poster=${stored.posterId}`,
    );
    return { value: stored };
  });
}
