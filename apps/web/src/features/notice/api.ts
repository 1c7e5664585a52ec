/**
 * Notices (通知公告) data, spec §7: GET /api_/ow/notice/list -> PageOf<ArticleListItem>,
 * GET /api_/ow/notice/detail?id -> ArticleDetail (shared implementation: components/article-list/article-api.ts).
 */
import { NOTICE_CATEGORIES } from '@portal/contracts/content.codes';
import { createArticleApi } from '../../components/article-list/article-api';
import type { ListQueryRules } from '../../components/list-page/list-state';

const noticeApi = createArticleApi('notice');

/** (query: ListQuery) => Promise<PageOf<ArticleListItem>> */
export const fetchNoticeList = noticeApi.fetchList;
/** (id: number) => Promise<ArticleDetail>; rejects with ApiRequestError code 404 for an unknown id. */
export const fetchNoticeDetail = noticeApi.fetchDetail;
export const noticeListQuery = noticeApi.listQuery;
export const noticeDetailQuery = noticeApi.detailQuery;

/** The category filter accepts only the contracts' NOTICE_CATEGORIES (the seed writes only these). */
export const NOTICE_LIST_RULES: ListQueryRules = { categories: NOTICE_CATEGORIES };
