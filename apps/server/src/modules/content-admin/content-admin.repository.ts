/**
 * Reads of the back office (docs/decisions/content-management.md): items, versions, columns, and the
 * editor's list filtered by kind, column, status and keyword within what the account's grants cover
 * (cms-roles.ts), newest change first. Values from requests are bound parameters only.
 */
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { substringMatch } from '../../db/substring-match.js';
import type { CmsItemTable, CmsVersionTable } from '../../db/tables/content-admin.js';
import type { CmsGrant } from './cms-roles.js';

export type CmsItemRow = Selectable<CmsItemTable>;
export type CmsVersionRow = Selectable<CmsVersionTable>;

/** The item `id`, or undefined. */
export function findItem(db: Kysely<Database>, id: number): Promise<CmsItemRow | undefined> {
  return db.selectFrom('cms_item').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Version `versionNo` of item `itemId`, or undefined. */
export function findVersion(
  db: Kysely<Database>,
  itemId: number,
  versionNo: number,
): Promise<CmsVersionRow | undefined> {
  return db
    .selectFrom('cms_version')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('version_no', '=', versionNo)
    .executeTakeFirst();
}

/** Every version of item `itemId`, newest first, without bodies. */
export function listVersions(db: Kysely<Database>, itemId: number) {
  return db
    .selectFrom('cms_version')
    .select(['version_no', 'title', 'digest', 'created_by', 'created_at'])
    .where('item_id', '=', itemId)
    .orderBy('version_no', 'desc')
    .execute();
}

/** The number of review stages of column `code`, or undefined for an unknown column. */
export async function columnStages(db: Kysely<Database>, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('cms_column').select('review_stages').where('code', '=', code).executeTakeFirst();
  return row?.review_stages;
}

/** The column `code` (its kind and stages), or undefined. */
export function findColumn(db: Kysely<Database>, code: string) {
  return db.selectFrom('cms_column').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Every column's review stages by code. */
export async function allColumnStages(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('cms_column').select(['code', 'review_stages']).execute();
  return new Map(rows.map((r) => [r.code, r.review_stages]));
}

export interface ItemFilters {
  kind?: string;
  column?: string;
  status?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** A page of the items `grants` cover matching `filters`, and their total. */
export async function listItems(
  db: Kysely<Database>,
  grants: readonly CmsGrant[],
  filters: ItemFilters,
): Promise<{ rows: CmsItemRow[]; total: number }> {
  if (grants.length === 0) return { rows: [], total: 0 };
  let qb = db.selectFrom('cms_item').where((eb) =>
    eb.or(
      grants.map((g) => {
        const parts: Expression<SqlBool>[] = [];
        if (g.column !== '*') parts.push(eb('column_code', '=', g.column));
        if (g.areaCode !== null) parts.push(eb('area_code', 'like', `${g.areaCode.replace(/(00)+$/, '')}%`));
        return parts.length > 0 ? eb.and(parts) : eb.lit(true);
      }),
    ),
  );
  if (filters.kind) qb = qb.where('kind', '=', filters.kind);
  if (filters.column) qb = qb.where('column_code', '=', filters.column);
  if (filters.status) qb = qb.where('status', '=', filters.status);
  const keyword = filters.keyword?.trim();
  if (keyword) qb = qb.where(substringMatch(['cms_item.title'], keyword));
  const [rows, count] = await Promise.all([
    qb
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.pageSize)
      .offset((filters.pageNum - 1) * filters.pageSize)
      .execute(),
    qb.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The columns `grants` reach (every column when one grant is for '*'), by code. */
export async function grantedColumns(db: Kysely<Database>, grants: readonly CmsGrant[]) {
  let qb = db.selectFrom('cms_column').select(['code', 'name', 'kind', 'review_stages']).orderBy('code');
  if (!grants.some((g) => g.column === '*')) {
    const codes = [...new Set(grants.map((g) => g.column))];
    if (codes.length === 0) return [];
    qb = qb.where('code', 'in', codes);
  }
  return qb.execute();
}
