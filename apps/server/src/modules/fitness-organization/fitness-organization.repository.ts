/**
 * Fitness organisation reads (GET /api/data/fitnessOrganization/search and /{id}): one page of a
 * category's organisations in list order (county_code, kind, id) — read in order from migration 0009's
 * (category, county_code, kind, id) or, with a kind, (category, kind, county_code, id) index, a division
 * being a county-code range — with the total; the name keyword through the trigram index of
 * fitness_organization (db/text-search.ts: FTS5 for 3+ characters on SQLite, pg_trgm on PostgreSQL,
 * LIKE for 1-2 characters). Values are bound parameters.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, DialectName } from '../../db/database.js';
import type { FitnessOrganizationTable } from '../../db/tables/sport-guider.js';
import { keywordCondition, type TextSearchTarget } from '../../db/text-search.js';
import type { CountMemo } from './count-memo.js';
import { countOrganizations, loadOrganizationCells } from './organization-counts.js';

/** The name search of migration 0009 (trigram index over fitness_organization.name). */
const ORGANIZATION_SEARCH: TextSearchTarget = { table: 'fitness_organization', columns: ['name'] };

export type OrganizationRow = Omit<
  Selectable<FitnessOrganizationTable>,
  'founded_year' | 'supervisor' | 'contact_phone' | 'meeting_place' | 'introduction'
>;
export type OrganizationDetailRow = Selectable<FitnessOrganizationTable>;

const LIST_COLUMNS = [
  'id',
  'category',
  'kind',
  'name',
  'address',
  'province_code',
  'city_code',
  'county_code',
  'member_count',
  'meeting_time',
] as const;

export interface OrganizationFilters {
  category?: number;
  kind?: number;
  range?: [string, string];
  /** Trimmed, non-empty. */
  keyword?: string;
}

/**
 * One page of matching organisations in list order, and their total: without a keyword from the
 * in-memory cells (./organization-counts.ts), with one counted and kept per filter (./count-memo.ts), so
 * the pages of a filter count once.
 */
export async function searchOrganizations(
  db: Kysely<Database>,
  dialect: DialectName,
  f: OrganizationFilters,
  page: { pageNum: number; pageSize: number },
  counts: CountMemo,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  let base = db.selectFrom('fitness_organization');
  if (f.category !== undefined) base = base.where('category', '=', f.category);
  if (f.kind !== undefined) base = base.where('kind', '=', f.kind);
  if (f.range) base = base.where('county_code', '>=', f.range[0]).where('county_code', '<=', f.range[1]);
  if (f.keyword) base = base.where(keywordCondition(dialect, ORGANIZATION_SEARCH, f.keyword));
  const [rows, count] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy('county_code')
      .orderBy('kind')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    f.keyword
      ? counts.get(JSON.stringify([f.category, f.kind, f.range, f.keyword]), async () =>
          Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
        )
      : loadOrganizationCells(db).then((cells) => countOrganizations(cells, f)),
  ]);
  return { rows, total: count };
}

export async function findOrganization(db: Kysely<Database>, id: number): Promise<OrganizationDetailRow | undefined> {
  return db.selectFrom('fitness_organization').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest `limit` service records of an organisation. */
export async function findServiceRecords(db: Kysely<Database>, organizationId: number, limit: number) {
  return db
    .selectFrom('organization_service_record')
    .select(['service_date', 'title', 'volunteers', 'hours'])
    .where('organization_id', '=', organizationId)
    .orderBy('service_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
