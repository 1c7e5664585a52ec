/**
 * An entity's changes feed (GET /api/exchange/v1/{entity}/changes): exchange_revision rows of the entity
 * after an opaque cursor, oldest first, ≤ MAX_CHANGES_PAGE per page. The cursor is the last revision id,
 * base64url-encoded with a prefix so clients treat it as opaque; a malformed one is 400.
 */
import type { Kysely } from 'kysely';
import { MAX_CHANGES_PAGE, type ChangesPage } from '@portal/contracts/data-exchange';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/api-error.js';

const encode = (id: number) => Buffer.from(`rev:${id}`).toString('base64url');

function decode(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^rev:([0-9]{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('since', '游标无效，请使用上一页返回的 next');
  return Number(match[1]);
}

/** One page of `entity`'s changes after `since`; `next` is the cursor for the following page. */
export async function entityChanges(
  db: Kysely<Database>,
  entity: string,
  since: string | undefined,
): Promise<ChangesPage> {
  const after = decode(since);
  const rows = await db
    .selectFrom('exchange_revision')
    .selectAll()
    .where('entity', '=', entity)
    .where('id', '>', after)
    .orderBy('id')
    .limit(MAX_CHANGES_PAGE)
    .execute();
  return {
    items: rows.map((r) => ({
      sourceSystem: r.system,
      sourceId: r.source_id,
      portalId: r.portal_id,
      appKey: r.app_key,
      receivedAt: r.received_at,
      validFrom: r.valid_from,
      deleted: r.deleted === 1,
      state: r.deleted === 1 ? null : (JSON.parse(r.state) as Record<string, unknown>),
    })),
    next: encode(rows.length > 0 ? Number(rows[rows.length - 1]!.id) : after),
  };
}
