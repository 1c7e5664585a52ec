/**
 * Reads of the back office (docs/decisions/content-management.md): items, versions, columns, and the
 * editor's list filtered by kind, column, status and keyword within what the account's grants cover
 * (cms-roles.ts), newest change first. Values from requests are bound parameters only.
 */
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database, DialectName } from '../../db/database.js';
import { ftsMatchesUpTo, keywordCondition, substringCondition, TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import type { CmsItemTable, CmsVersionTable } from '../../db/tables/content-admin.js';
import type { ResponseCache } from '../../lib/http/response-cache.js';
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

/**
 * The key range of the area codes under `areaCode` (GB/T 2260, trailing 00 pairs dropped: 330000 → ['33',
 * '34'), 330100 → ['3301', '3302')): a range both dialects seek on an index, where LIKE '33%' is a scan on
 * SQLite (migration 0029).
 */
export function areaCodeRange(areaCode: string): [from: string, below: string] {
  const prefix = areaCode.replace(/(00)+$/, '');
  const last = prefix.at(-1) ?? '0';
  return [prefix, `${prefix.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`];
}

/** Fewer trigram matches than this: the keyword is rare enough to read its matches from the index. */
const RARE_KEYWORD_MATCHES = 2_000;

/**
 * The title condition of `keyword`. On SQLite a keyword of 3+ characters matching fewer than
 * RARE_KEYWORD_MATCHES titles reads them from the trigram index (db/text-search.ts); a common or short one
 * is a LIKE that scans in list order (the first page of '2025', in a third of 200,000 titles, is found after a
 * few dozen rows, where the index would hand over 66,000 ids to sort) and counts over the narrow title
 * index. PostgreSQL: ILIKE, which the planner answers from pg_trgm or a scan as it judges.
 */
async function titleCondition(db: Kysely<Database>, dialect: DialectName, keyword: string) {
  const target = TEXT_SEARCH_TARGETS.cms_item;
  const rare =
    dialect === 'sqlite' &&
    [...keyword].length >= 3 &&
    (await ftsMatchesUpTo(db, target, keyword, RARE_KEYWORD_MATCHES)) < RARE_KEYWORD_MATCHES;
  return rare
    ? keywordCondition(dialect, target, keyword)
    : substringCondition(dialect, target.table, target.columns, keyword);
}

/**
 * A page of the items `grants` cover matching `filters`, and their total, newest change first. Each filter
 * has an index in list order (migrations 0018, 0029); the keyword as titleCondition says. The total is kept
 * in `totals.cache` under `totals.key` (grants and filters without the page, item-list-cache.ts, which clears
 * it on every instance when a written item may count in it): paging and returning to a list count once, where
 * a keyword's count scans up to every title (20-40 ms at 200,000 items); the page itself is always read live.
 * Measured in docs/benchmarks.md "Back-office item list at 200 000 items".
 */
export async function listItems(
  db: Kysely<Database>,
  dialect: DialectName,
  grants: readonly CmsGrant[],
  filters: ItemFilters,
  totals?: { cache: ResponseCache; key: string },
): Promise<{ rows: CmsItemRow[]; total: number }> {
  if (grants.length === 0) return { rows: [], total: 0 };
  let qb = db.selectFrom('cms_item').where((eb) =>
    eb.or(
      grants.map((g) => {
        const parts: Expression<SqlBool>[] = [];
        if (g.column !== '*') parts.push(eb('column_code', '=', g.column));
        if (g.areaCode !== null) {
          const [from, below] = areaCodeRange(g.areaCode);
          parts.push(eb('area_code', '>=', from), eb('area_code', '<', below));
        }
        return parts.length > 0 ? eb.and(parts) : eb.lit(true);
      }),
    ),
  );
  if (filters.kind) qb = qb.where('kind', '=', filters.kind);
  if (filters.column) qb = qb.where('column_code', '=', filters.column);
  if (filters.status) qb = qb.where('status', '=', filters.status);
  const keyword = filters.keyword?.trim();
  if (keyword) qb = qb.where(await titleCondition(db, dialect, keyword));
  const count = async () =>
    Number((await qb.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  const [rows, total] = await Promise.all([
    qb
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.pageSize)
      .offset((filters.pageNum - 1) * filters.pageSize)
      .execute(),
    totals
      ? totals.cache.load(totals.key, async () => Buffer.from(String(await count()))).then((b) => Number(b.toString()))
      : count(),
  ]);
  return { rows, total };
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
