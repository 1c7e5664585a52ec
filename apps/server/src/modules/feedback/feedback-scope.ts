/**
 * Which feedback an agency account handles (docs/decisions/feedback.md "Feedback"; spec §6 leaves per-role
 * permissions open): the WHERE condition of an AccountScope (area/agency-scope.ts, section 'feedback'),
 * the union of:
 * - 'all': every submission, public and venue (the national centre);
 * - 'area' + area_code: venue submissions whose venue lies in that province, city or county (a sports bureau);
 * - 'venue' + organ_id: submissions about that venue (a venue manager sees only its venues' feedback).
 * No row: nothing. Public submissions without a venue are handled by 'all' accounts only.
 */
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { divisionLevelOf } from '../../lib/division-codes.js';
import { AREA_COLUMN, type AccountScope } from '../area/agency-scope.js';

/**
 * The WHERE condition on `feedback` rows that `scope` covers (true for 'all', false for an empty scope).
 * Area scopes test the venue's division column through a subquery, so the caller needs no join.
 */
export function scopeCondition(scope: AccountScope) {
  return (eb: ExpressionBuilder<Database, 'feedback'>): Expression<SqlBool> => {
    if (scope.all) return eb.lit(true);
    const parts: Expression<SqlBool>[] = [];
    if (scope.organIds.length > 0) parts.push(eb('feedback.organ_id', 'in', scope.organIds));
    for (const code of scope.areaCodes) {
      const column = AREA_COLUMN[divisionLevelOf(code)];
      parts.push(
        eb(
          'feedback.organ_id',
          'in',
          eb.selectFrom('venue').select('venue.organ_id').where(`venue.${column}`, '=', code),
        ),
      );
    }
    return parts.length > 0 ? eb.or(parts) : eb.lit(false);
  };
}
