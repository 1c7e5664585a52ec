/**
 * More back-office kinds (docs/decisions/content-management.md "Kinds"): one column each for the home page
 * banners, the science-guide entries, the instructor section's articles and the community games' news, with
 * 3 review stages and their cadence (banners and science guide a year, the instructor and games news half a
 * year: 国办秘函〔2019〕19号 asks two weeks only of 动态/要闻 columns); and `regulation.policy_id`, the
 * policy a 政策解读 interprets (null otherwise), indexed for the policy's "解读" list.
 * Frozen at the time of writing; identifiers and values are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';

const COLUMNS: ReadonlyArray<readonly [code: string, name: string, cadenceDays: number]> = [
  ['banner', '首页横幅', 365],
  ['science_guide', '科学健身指导', 365],
  ['guider_article', '社会体育指导员资讯', 180],
  ['games_news', '运动会新闻', 180],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [code, name, days] of COLUMNS)
    await sql`insert into cms_column (code, name, kind, review_stages, cadence_days)
      values (${code}, ${name}, ${code}, 3, ${days})`.execute(db);
  await db.schema.alterTable('regulation').addColumn('policy_id', 'integer').execute();
  await db.schema.createIndex('regulation_policy_idx').on('regulation').column('policy_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('regulation_policy_idx').ifExists().execute();
  await db.schema.alterTable('regulation').dropColumn('policy_id').execute();
  for (const [code] of COLUMNS) await sql`delete from cms_column where code = ${code}`.execute(db);
}
