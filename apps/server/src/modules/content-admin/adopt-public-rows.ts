/**
 * Adoption of public rows written without the back office (the seed, earlier SQL): each gets an item
 * (published, `created_by` 'adopted') and a version 1 holding the row as it is, so editors can correct or
 * withdraw it like any published item (docs/decisions/content-management.md "Adoption"). Idempotent: a row
 * that has an item is skipped, and the unique (kind, public_id) index makes concurrent instances harmless.
 * Runs in the background after start-up (server.ts).
 */
import { sql, type Kysely } from 'kysely';
import { CMS_KINDS, type CmsKind } from '@portal/contracts/content-admin.codes';
import { runSimpleCommand } from '../../data/commands.js';
import type { Database } from '../../db/database.js';
import { versionDigest } from './content-admin.commands.js';
import { ATTACHMENT_OWNER, versionOfRow, type PublicRow } from './content-kinds.js';
import { withRunTimeTables } from '../../db/run-time-tables.js';

/** Rows adopted per command. */
const BATCH = 200;

/** Adopts one batch of rows of `kind` without an item; resolves with the number adopted (0: none left). */
async function adoptBatch(db: Kysely<Database>, kind: CmsKind, now: string): Promise<number> {
  // Identifiers are the constant kind names; the kind value is bound.
  const rows = (await withRunTimeTables(db)
    .selectFrom(kind)
    .selectAll()
    .where(
      sql<boolean>`not exists (select 1 from cms_item i where i.kind = ${kind} and i.public_id = ${sql.ref(`${kind}.id`)})`,
    )
    .orderBy('id')
    .limit(BATCH)
    .execute()) as PublicRow[];
  if (rows.length === 0) return 0;
  const column = (await db.selectFrom('cms_column').select('code').where('kind', '=', kind).executeTakeFirst())?.code;
  if (!column) return 0;
  await runSimpleCommand(db, { tables: ['cms_item', 'cms_version'] }, async (trx) => {
    for (const row of rows) {
      const version = versionOfRow(kind, row);
      const attachments = (
        await trx
          .selectFrom('attachment')
          .select(['file_name', 'media_id'])
          .where('owner_type', '=', ATTACHMENT_OWNER[kind])
          .where('owner_id', '=', row.id)
          .orderBy('sort')
          .execute()
      ).map((a) => ({ fileName: a.file_name, mediaId: a.media_id }));
      const input = { ...version, fields: version.fields as Record<string, string | number>, attachments };
      const item = await trx
        .insertInto('cms_item')
        .values({
          kind,
          column_code: column,
          area_code: null,
          status: 'published',
          stage: 0,
          title: version.title,
          latest_version: 1,
          published_version: 1,
          public_id: row.id,
          scheduled_at: null,
          reason: null,
          check_override: null,
          created_by: 'adopted',
          created_at: now,
          updated_at: version.publish_time || now,
        })
        .onConflict((oc) => oc.columns(['kind', 'public_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!item) continue;
      await trx
        .insertInto('cms_version')
        .values({
          item_id: item.id,
          version_no: 1,
          title: version.title,
          summary: version.summary,
          source: version.source,
          body_html: version.body_html,
          publish_time: version.publish_time || null,
          fields_json: JSON.stringify(input.fields),
          attachments_json: JSON.stringify(attachments),
          digest: versionDigest(input),
          created_by: 'adopted',
          created_at: now,
        })
        .execute();
    }
  });
  return rows.length;
}

/** Adopts every public row of every kind that has no item yet; resolves with the number adopted. */
export async function adoptPublicRows(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (const kind of CMS_KINDS) {
    for (
      let n = await adoptBatch(db, kind, now.toISOString());
      n > 0;
      n = await adoptBatch(db, kind, now.toISOString())
    )
      total += n;
  }
  return total;
}
