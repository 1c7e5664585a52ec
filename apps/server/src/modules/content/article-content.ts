/**
 * News and notices share one shape (ArticleColumns in db/tables/content.ts): this builds their route spec so
 * the two modules differ only in table, path and wording. List order: publish_time desc, id desc;
 * filters: keyword (title, summary), year (publish year in Asia/Shanghai), category (exact).
 * Output shapes: ArticleListItem / ArticleDetail of @portal/contracts/content (coverUrl is null for
 * notices, which have no cover).
 */
import { ArticleDetail, ArticleListItem, ArticleListQuery } from '@portal/contracts/content';
import { TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import { presentArticleDetail, presentArticleItem } from './article.presenter.js';
import type { ContentPagesSpec } from './content.pages.js';
import type { ContentRoutesSpec } from './content.routes.js';

/** A list row of news or notice (the columns of ArticleColumns that lists read). */
export interface ArticleListRow {
  id: number;
  title: string;
  summary: string;
  source: string;
  category: string;
  publish_time: string;
  cover_media_id?: number | null;
}

export interface ArticleDetailRow extends ArticleListRow {
  author: string;
  view_count: number;
  content_html: string;
}

export interface ArticleKind {
  table: 'news' | 'notice';
  /** e.g. '/api_/ow/news' */
  prefix: string;
  /** e.g. '新闻' */
  label: string;
}

/** The list/detail route spec of an article table. */
export function articleRoutesSpec(
  kind: ArticleKind,
): ContentRoutesSpec<
  ArticleListRow,
  ArticleDetailRow,
  typeof ArticleListQuery,
  typeof ArticleListItem,
  typeof ArticleDetail
> {
  const listColumns: (keyof ArticleListRow)[] = ['id', 'title', 'summary', 'source', 'category', 'publish_time'];
  if (kind.table === 'news') listColumns.push('cover_media_id');
  return {
    prefix: kind.prefix,
    label: kind.label,
    tag: kind.table,
    source: {
      table: kind.table,
      ownerType: kind.table,
      orderColumn: 'publish_time',
      direction: 'desc',
      listColumns,
      detailColumns: [...listColumns, 'author', 'view_count', 'content_html'],
      titleColumn: 'title',
      search: TEXT_SEARCH_TARGETS[kind.table],
      year: { column: 'publish_time', kind: 'instant' },
      exact: { category: 'category' },
    },
    listQuery: ArticleListQuery,
    itemSchema: ArticleListItem,
    detailSchema: ArticleDetail,
    presentItem: presentArticleItem,
    presentDetail: presentArticleDetail,
  };
}

/** Where news or notices are shown in the server's first HTML (content.pages.ts): one list, one detail. */
export function articlePagesSpec(kind: Pick<ArticleKind, 'table'>, list: string, detail: string): ContentPagesSpec {
  return {
    lists: [{ path: list }],
    detail,
    sitemapName: kind.table,
    summaryColumn: 'summary',
    bylineColumns: ['source'],
  };
}
