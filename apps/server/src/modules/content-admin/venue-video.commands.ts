/**
 * Deleting a venue's video address entries (spec §7 "deleting video address blocks";
 * docs/decisions/venue-opening.md "Deleting a venue's video addresses"): one spine command over
 * `venue_video` with its audit row (`cms_video_delete`) in the same transaction, so every instance's
 * caches drop the rows at once and the trail says who removed how many.
 */
import type { Kysely } from 'kysely';
import { runCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import type { Actor } from './content-admin.commands.js';

/**
 * Removes every `venue_video` row of venue `organId`; resolves the number removed, or undefined when no
 * venue has that organId (the caller answers 404). A venue without videos resolves 0 (audited, no version bump).
 */
export async function deleteVenueVideos(
  db: Kysely<Database>,
  organId: number,
  actor: Actor,
): Promise<number | undefined> {
  return runCommand(db, { tables: ['venue_video'], at: actor.now }, async (trx) => {
    const venue = await trx.selectFrom('venue').select('organ_id').where('organ_id', '=', organId).executeTakeFirst();
    if (!venue) return { value: undefined, changed: false };
    const gone = await trx.selectFrom('venue_video').select('id').where('organ_id', '=', organId).execute();
    if (gone.length > 0) await trx.deleteFrom('venue_video').where('organ_id', '=', organId).execute();
    await appendAuditLog(trx, {
      time: actor.now,
      action: 'cms_video_delete',
      userName: actor.userName,
      ip: actor.ip,
      result: 'ok',
      detail: `organId=${organId} deleted=${gone.length} ids=${gone.map((r) => r.id).join(',')}`,
    });
    const ids = gone.map((r) => r.id);
    return {
      value: ids.length,
      changed: ids.length > 0,
      rows: [{ table: 'venue_video', deleted: ids }],
    };
  });
}
