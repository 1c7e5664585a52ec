/**
 * The instructor section's articles (table guider_article; GET /api_/ow/socialSport/list and /detail):
 * one kind's page in publish order (publish_date desc, id desc) through (kind, publish_date, id), with
 * an optional keyword (substring of title or summary, db/substring-match.ts: the table holds hundreds
 * of rows), and the detail row. Values are bound parameters.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { substringMatch } from '../../db/substring-match.js';
import type { GuiderArticleTable } from '../../db/tables/sport-guider.js';

export type GuiderArticleRow = Omit<Selectable<GuiderArticleTable>, 'content_html' | 'view_count'>;
export type GuiderArticleDetailRow = Selectable<GuiderArticleTable>;

const LIST_COLUMNS = [
  'id',
  'kind',
  'title',
  'summary',
  'source',
  'publish_date',
  'course_start',
  'course_end',
  'enrol_start',
  'enrol_end',
  'place',
  'capacity',
  'enrolled',
  'course_level',
] as const;

export async function listGuiderArticles(
  db: Kysely<Database>,
  filter: { kind: string; keyword?: string },
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: GuiderArticleRow[]; total: number }> {
  let base = db.selectFrom('guider_article').where('kind', '=', filter.kind);
  if (filter.keyword) base = base.where(substringMatch(['title', 'summary'], filter.keyword));
  const [rows, count] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findGuiderArticle(db: Kysely<Database>, id: number): Promise<GuiderArticleDetailRow | undefined> {
  return db
    .selectFrom('guider_article')
    .select([...LIST_COLUMNS, 'content_html', 'view_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}
