/**
 * Writes of the column registry (docs/decisions/content-management.md "Columns and freshness"), each one
 * spine command (data/commands.ts) over `cms_column` with its audit row in the same transaction:
 * `createColumn` (409 when the code exists) and `updateColumn` (the changed fields, before → after).
 */
import type { Updateable } from 'kysely';
import type { Kysely } from 'kysely';
import { runCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import type { CmsColumnTable } from '../../db/tables/content-admin.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { ApiError } from '../../lib/api-error.js';
import type { Actor } from './content-admin.commands.js';

export type ColumnValues = CmsColumnTable;
const audit = (trx: Kysely<Database>, actor: Actor, action: string, detail: string) =>
  appendAuditLog(trx, { time: actor.now, action, userName: actor.userName, ip: actor.ip, result: 'ok', detail });

/** Creates column `values` (audited `cms_column_create`); 409 when its code is taken. */
export async function createColumn(db: Kysely<Database>, values: ColumnValues, actor: Actor): Promise<void> {
  try {
    await runCommand(db, { tables: ['cms_column'], at: actor.now }, async (trx) => {
      const taken = await trx
        .selectFrom('cms_column')
        .select('code')
        .where('code', '=', values.code)
        .executeTakeFirst();
      if (taken) throw new ApiError(409, `栏目编码 ${values.code} 已存在`);
      await trx.insertInto('cms_column').values(values).execute();
      await audit(
        trx,
        actor,
        'cms_column_create',
        `column=${values.code} kind=${values.kind} cadence=${values.cadence_days} stages=${values.review_stages}`,
      );
      return { value: undefined };
    });
  } catch (error) {
    // Two admins creating one code at once: the primary key decides, the loser hears 409.
    if (violatesUnique(error, 'cms_column') || violatesUnique(error, 'code'))
      throw new ApiError(409, `栏目编码 ${values.code} 已存在`);
    throw error;
  }
}

/**
 * Sets `patch` on column `before.code` (audited `cms_column_update` with each changed field before → after).
 * Resolves false when nothing changed (no write, no audit row).
 */
export function updateColumn(
  db: Kysely<Database>,
  before: ColumnValues,
  patch: Updateable<CmsColumnTable>,
  actor: Actor,
): Promise<boolean> {
  const changed = (Object.keys(patch) as Array<keyof ColumnValues>).filter(
    (key) => patch[key] !== undefined && patch[key] !== before[key],
  );
  return runCommand(db, { tables: ['cms_column'], at: actor.now }, async (trx) => {
    if (changed.length === 0) return { value: false, changed: false };
    await trx
      .updateTable('cms_column')
      .set(Object.fromEntries(changed.map((key) => [key, patch[key]])))
      .where('code', '=', before.code)
      .execute();
    const diff = changed.map((key) => `${key}:${String(before[key])}->${String(patch[key])}`).join(' ');
    await audit(trx, actor, 'cms_column_update', `column=${before.code} ${diff}`);
    return { value: true };
  });
}
