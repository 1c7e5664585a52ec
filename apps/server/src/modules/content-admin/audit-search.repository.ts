/**
 * Reads of the audit trail (table `audit_log`, db/audit-log.ts) for the site admin
 * (docs/decisions/content-management.md "Audit search, export and retention"): one filter — actor and
 * action exact, target a substring of the detail (e.g. `id=12`, `column=news`), time from (inclusive) to
 * (exclusive) — shared by the paged search and the export, newest first. Values are bound parameters.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditFilter } from '@portal/contracts/content-admin-ops';
import type { Database } from '../../db/database.js';
import { substringMatch } from '../../db/substring-match.js';

type AuditQueryBuilder<O> = SelectQueryBuilder<Database, 'audit_log', O>;

/** `query` narrowed by `filter` (times already validated ISO instants). */
function filtered<O>(query: AuditQueryBuilder<O>, filter: AuditFilter): AuditQueryBuilder<O> {
  let q = query;
  const actor = filter.actor?.trim();
  const action = filter.action?.trim();
  const target = filter.target?.trim();
  if (actor) q = q.where('user_name', '=', actor);
  if (action) q = q.where('action', '=', action);
  if (target) q = q.where(substringMatch(['detail'], target));
  // Stored times are ISO UTC text (`toISOString`), so text order is time order.
  if (filter.from) q = q.where('time', '>=', new Date(filter.from).toISOString());
  if (filter.to) q = q.where('time', '<', new Date(filter.to).toISOString());
  return q;
}

const COLUMNS = ['id', 'time', 'action', 'user_name', 'ip', 'result', 'detail'] as const;

/** A page of the rows matching `filter`, newest first, and their total. */
export async function searchAudit(db: Kysely<Database>, filter: AuditFilter, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    filtered(db.selectFrom('audit_log').select(COLUMNS), filter)
      .orderBy('time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** At most `limit` rows matching `filter`, newest first (the export). */
export function exportAudit(db: Kysely<Database>, filter: AuditFilter, limit: number) {
  return filtered(db.selectFrom('audit_log').select(COLUMNS), filter)
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type AuditLogRow = Awaited<ReturnType<typeof exportAudit>>[number];
