/**
 * The list page of an article section — news and notices share it, parametrised by title, list
 * queryOptions, detail page and categories (no copy-paste between them).
 * Filters: keyword, year (the last six years in Asia/Shanghai), category when the section has any.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ArticleListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { currentYear } from '../../lib/format-date';
import type { ListFilterConfig } from '../list-page/list-filters';
import { recentYears, type ListQuery, type ListQueryRules } from '../list-page/list-state';
import { ListPageScaffold } from '../list-page/list-page-scaffold';
import { ArticleList } from './article-list';

export interface ArticleListPageProps<K extends QueryKey> {
  /** The h1, e.g. 新闻资讯 (the page's catalogue title). */
  title: string;
  listQuery: (query: ListQuery) => UseQueryOptions<PageOf<ArticleListItem>, Error, PageOf<ArticleListItem>, K>;
  /** The detail page of an item, e.g. (id) => catalogue.newsDetail.href({ id }). */
  detailHref: (id: number) => string;
  /** The section's categories; an empty list hides the category filter. A module-level constant. */
  categories: readonly string[];
  /** Allowed values for the URL (built from `categories`); a module-level constant. */
  rules: ListQueryRules;
}

export function ArticleListPage<K extends QueryKey>({
  title,
  listQuery,
  detailHref,
  categories,
  rules,
}: ArticleListPageProps<K>) {
  const filters = useMemo<ListFilterConfig>(
    () => ({
      keyword: { placeholder: '请输入标题或摘要中的关键词' },
      year: { options: recentYears(currentYear()) },
      ...(categories.length > 0 ? { category: { options: categories.map((value) => ({ value, label: value })) } } : {}),
    }),
    [categories],
  );
  return (
    <ListPageScaffold
      title={title}
      filters={filters}
      rules={rules}
      listQuery={listQuery}
      renderList={(items) => <ArticleList items={items} detailHref={detailHref} />}
    />
  );
}
