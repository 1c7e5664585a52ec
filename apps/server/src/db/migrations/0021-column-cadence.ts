/**
 * Column cadence (docs/decisions/content-management.md "Columns and freshness"): `cms_column.cadence_days`,
 * the most days a column may go without a new publication before the freshness dashboard shows it overdue.
 * The five seeded columns: news 7 days, notices 14 (the inspection's two weeks), the rest 30. Frozen at the
 * time of writing; identifiers and values are constants.
 */
import { sql, type Kysely } from 'kysely';

const CADENCE: ReadonlyArray<[string, number]> = [
  ['news', 7],
  ['notice', 14],
  ['regulation', 30],
  ['guidance', 30],
  ['fitness_case', 30],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cms_column')
    .addColumn('cadence_days', 'integer', (c) => c.notNull().defaultTo(14))
    .execute();
  for (const [code, days] of CADENCE)
    await sql`update cms_column set cadence_days = ${days} where code = ${code}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cms_column').dropColumn('cadence_days').execute();
}
