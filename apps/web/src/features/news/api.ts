/**
 * News (新闻资讯) data, spec §7: GET /api_/ow/news/list -> PageOf<ArticleListItem>,
 * GET /api_/ow/news/detail?id -> ArticleDetail (shared implementation: components/article-list/article-api.ts).
 */
import { NEWS_CATEGORIES } from '@portal/contracts/content.codes';
import { createArticleApi } from '../../components/article-list/article-api';
import type { ListQueryRules } from '../../components/list-page/list-state';

const newsApi = createArticleApi('news');

/** (query: ListQuery) => Promise<PageOf<ArticleListItem>> */
export const fetchNewsList = newsApi.fetchList;
/** (id: number) => Promise<ArticleDetail>; rejects with ApiRequestError code 404 for an unknown id. */
export const fetchNewsDetail = newsApi.fetchDetail;
export const newsListQuery = newsApi.listQuery;
export const newsDetailQuery = newsApi.detailQuery;

/** The category filter accepts only the contracts' NEWS_CATEGORIES (the seed writes only these). */
export const NEWS_LIST_RULES: ListQueryRules = { categories: NEWS_CATEGORIES };
