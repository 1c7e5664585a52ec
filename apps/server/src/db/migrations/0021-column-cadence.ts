/**
 * Column cadence (docs/decisions/content-management.md "Columns and freshness"): `cms_column.cadence_days`,
 * the most days a column may go without a new publication before the freshness dashboard shows it overdue.
 * The five seeded columns follow the inspection indicators (国办秘函〔2019〕19号 and the national census's
 * reading of "应更新但长期未更新"): news, a 动态/要闻 column, two weeks; notices and policies (通知公告, 政策文件)
 * six months; guidance and cases a year. Frozen at the time of writing; identifiers and values are constants.
 */
import { sql, type Kysely } from 'kysely';

const CADENCE: ReadonlyArray<[string, number]> = [
  ['news', 14],
  ['notice', 180],
  ['regulation', 180],
  ['guidance', 365],
  ['fitness_case', 365],
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
