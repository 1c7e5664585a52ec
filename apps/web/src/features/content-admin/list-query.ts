/**
 * The back-office list's filters and page as they stand in the URL, with the API's names (contracts
 * CmsListQuery): `/admin/content?kind=news&status=draft&keyword=全民&pageNum=2`. Empty means "all".
 */
import type { CmsListQuery } from '@portal/contracts/content-admin';
import { CMS_KINDS, CMS_STATUSES, type CmsKind, type CmsStatus } from '@portal/contracts/content-admin.codes';
import { LIST_PAGING, oneOf, text, urlStateSpec, type StateOfFields } from '../../lib/url-state';

const FIELDS = {
  kind: oneOf(CMS_KINDS),
  column: text(40),
  status: oneOf(CMS_STATUSES),
  keyword: text(50),
  ...LIST_PAGING,
};

export type CmsListState = StateOfFields<typeof FIELDS>;

export const CMS_LIST_URL_STATE = urlStateSpec(FIELDS);

/** The API query of a state; empty filters are left out. */
export function toCmsListQuery(s: CmsListState): CmsListQuery {
  return {
    ...(s.kind ? { kind: s.kind as CmsKind } : {}),
    ...(s.column ? { column: s.column } : {}),
    ...(s.status ? { status: s.status as CmsStatus } : {}),
    ...(s.keyword ? { keyword: s.keyword } : {}),
    pageNum: s.pageNum,
    pageSize: s.pageSize,
  };
}

/** Chinese names of kinds and states (content-admin.codes). */
export const CMS_KIND_NAMES: Record<CmsKind, string> = {
  news: '新闻',
  notice: '通知公告',
  regulation: '政策法规',
  guidance: '咨询指导',
  fitness_case: '健身工作案例',
  banner: '首页横幅',
  science_guide: '科学健身指导',
  guider_article: '指导员资讯',
  games_news: '运动会新闻',
};
export const CMS_STATUS_NAMES: Record<CmsStatus, string> = {
  draft: '草稿',
  in_review: '审核中',
  scheduled: '定时待发',
  published: '已发布',
  withdrawn: '已撤稿',
};
