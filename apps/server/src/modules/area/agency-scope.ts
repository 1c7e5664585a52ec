/**
 * Which cases an agency account handles in an inbox (docs/decisions/feedback.md "Feedback" and "Fitness
 * facilities"; spec §6 leaves per-role permissions open). Rows of `feedback_scope` for one `section`
 * ('feedback': citizen feedback; 'facility': equipment repair reports; 'venueYear': the review of venues'
 * yearly figures, docs/decisions/data-exchange.md "Review before public (审核)"), folded into one AccountScope:
 * - 'all': every case (the national centre);
 * - 'area' + area_code: cases in that province, city or county (a sports bureau);
 * - 'venue' + organ_id: cases about that venue (feedback only).
 * No row: nothing. Each section turns the scope into its own WHERE condition.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ScopeSection } from '../../db/tables/feedback.js';
import { ApiError } from '../../lib/api-error.js';
import { divisionLevelOf } from '../../lib/division-codes.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { PortalApp, RequestSession } from '../../types.js';

export type { ScopeSection };

export interface AccountScope {
  all: boolean;
  areaCodes: string[];
  organIds: number[];
}

/** The stored scope rows (kind, area_code, organ_id) of account `accountId` in `section`, in no order. */
export function accountScopeRows(db: Kysely<Database>, accountId: number, section: ScopeSection) {
  return db
    .selectFrom('feedback_scope')
    .select(['kind', 'area_code', 'organ_id'])
    .where('account_id', '=', accountId)
    .where('section', '=', section)
    .execute();
}

/** The scope rows of account `accountId` in `section`, folded into one AccountScope. */
export async function loadAccountScope(
  db: Kysely<Database>,
  accountId: number,
  section: ScopeSection,
): Promise<AccountScope> {
  const rows = await accountScopeRows(db, accountId, section);
  return {
    all: rows.some((r) => r.kind === 'all'),
    areaCodes: rows.flatMap((r) => (r.kind === 'area' && r.area_code ? [r.area_code] : [])),
    organIds: rows.flatMap((r) => (r.kind === 'venue' && r.organ_id !== null ? [r.organ_id] : [])),
  };
}

/** True when the scope covers nothing at all. */
export function isEmptyScope(scope: AccountScope): boolean {
  return !scope.all && scope.areaCodes.length === 0 && scope.organIds.length === 0;
}

/** The division codes of a case (and its venue's id, when it has one): what a scope is checked against. */
export interface ScopedRow {
  province_code: string;
  city_code: string;
  county_code: string;
  organ_id?: number | null;
}

/** The column of a case that holds a division code of each level (lib/division-codes.ts divisionLevelOf). */
export const AREA_COLUMN = { province: 'province_code', city: 'city_code', county: 'county_code' } as const;

/** True when `scope` holds `row`: every case, the row's province, city or county, or (with organ_id) its venue. */
export function scopeHolds(scope: AccountScope, row: ScopedRow): boolean {
  if (scope.all) return true;
  if (row.organ_id != null && scope.organIds.includes(row.organ_id)) return true;
  return scope.areaCodes.some((code) => row[AREA_COLUMN[divisionLevelOf(code)]] === code);
}

/** The agency session of the request, or 403 with `message` for a public-access token. */
export function requireAgency(request: FastifyRequest, message: string): RequestSession {
  const session = request.session;
  if (!session || session.kind !== 'agency') throw new ApiError(403, message);
  return session;
}

/** The unit (organ_name) of agency account `accountId`: shown to the visitor as 答复单位 / 处理单位. */
export async function accountUnit(db: Kysely<Database>, accountId: number): Promise<string> {
  const row = await db.selectFrom('account').select('organ_name').where('id', '=', accountId).executeTakeFirst();
  return row?.organ_name ?? '';
}

/**
 * Checks the agency session (403 with `message` otherwise) and writes the audit row of an inbox action
 * (db/audit-log.ts: ids and filters only); resolves with the session.
 */
export async function auditedAgency(
  app: PortalApp,
  request: FastifyRequest,
  message: string,
  entry: { action: string; detail: string; result?: string },
): Promise<RequestSession> {
  const session = requireAgency(request, message);
  await appendAuditLog(app.db, {
    time: app.clock(),
    action: entry.action,
    userName: session.userName,
    ip: request.ip,
    result: entry.result ?? 'ok',
    detail: entry.detail,
  });
  return session;
}
