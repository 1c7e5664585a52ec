/**
 * News (新闻资讯) data, spec §7: GET /api_/ow/news/list -> PageOf<ArticleListItem>,
 * GET /api_/ow/news/detail?id -> ArticleDetail (shared implementation: components/article-list/article-api.ts).
 */
import { createArticleApi } from '../../components/article-list/article-api';
import type { ListQueryRules } from '../../components/list-page/list-state';

const newsApi = createArticleApi('news');

/** (query: ListQuery) => Promise<PageOf<ArticleListItem>> */
export const fetchNewsList = newsApi.fetchList;
/** (id: number) => Promise<ArticleDetail>; rejects with ApiRequestError code 404 for an unknown id. */
export const fetchNewsDetail = newsApi.fetchDetail;
export const newsListQuery = newsApi.listQuery;
export const newsDetailQuery = newsApi.detailQuery;

/** News categories of the category filter (the seed's values, apps/server/src/seed). */
export const NEWS_CATEGORIES: readonly string[] = ['工作动态', '赛事活动', '场馆开放', '科学健身', '地方动态'];
export const NEWS_LIST_RULES: ListQueryRules = { categories: NEWS_CATEGORIES };
