/**
 * The site search (站内搜索; not named by the spec, so GET /api_/ow/search/list in the style of
 * /api_/ow/information/all/list): one query over every kind of site-search.codes.ts.
 *
 * Query: `q` (1-50 characters after trimming, no control characters; case-insensitive substring of titles
 * and the kind's second line; venues also by the pinyin initials of their name; facilities by their name
 * only, as the facility lists match), `kind` (one group only),
 * paging. Answer: `groups` (every kind with its number of matches, counted up to SITE_SEARCH_COUNT_CAP, in
 * SITE_SEARCH_KINDS order) and one page of the matching items, grouped: kind after kind in that order;
 * within a kind articles newest first, venues and organisations by id, facilities in their lists' order
 * (county, kind, condition, id), the large sections newest added first. `total` is the number of items
 * the pages walk (the kind's count, or the sum).
 * Highlight ranges are [start, end) offsets in UTF-16 code units of `title` / `summary`, sorted, disjoint.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BUILD_KINDS } from './build-project.codes.js';
import { LineText } from './content.js';
import { FacilityKindSchema } from './facility.js';
import { PageQuery } from './paging.js';
import { SITE_SEARCH_COUNT_CAP, SITE_SEARCH_KINDS, SITE_SEARCH_Q_MAX_LENGTH } from './site-search.codes.js';
import { ORGAN_TYPES } from './venue.codes.js';

export const SiteSearchKind = Type.Union(
  SITE_SEARCH_KINDS.map((k) => Type.Literal(k)),
  { description: `类别：${SITE_SEARCH_KINDS.join(' / ')}` },
);

export const SiteSearchQuery = Type.Composite([
  PageQuery,
  Type.Object({
    q: Type.String({
      minLength: 1,
      maxLength: SITE_SEARCH_Q_MAX_LENGTH,
      // Not blank, no control characters.
      pattern: '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$',
      description: `搜索词，1-${SITE_SEARCH_Q_MAX_LENGTH} 个字符；场馆还可按名称拼音首字母搜索（如 tyg）`,
    }),
    kind: Type.Optional(SiteSearchKind),
  }),
]);
export type SiteSearchQuery = Static<typeof SiteSearchQuery>;

const Ranges = Type.Array(Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })]), {
  description: '命中位置 [起, 止)，UTF-16 下标',
});

export const SiteSearchItem = Type.Object({
  kind: SiteSearchKind,
  id: Type.Integer({ description: '该类别内的编号（详情页的 id / organId）' }),
  title: Type.String(),
  summary: Type.String({ description: '第二行：摘要、地址或主办单位（健身设施：类型 · 地区 · 地址）' }),
  date: Type.Union([Type.String(), Type.Null()], { description: '发布或开始日期 YYYY-MM-DD（Asia/Shanghai）' }),
  titleRanges: Ranges,
  summaryRanges: Ranges,
  matchedBy: Type.Union([Type.Literal('text'), Type.Literal('initials')], {
    description: 'initials：场馆名称拼音首字母命中',
  }),
  organType: Type.Optional(Type.Union(ORGAN_TYPES.map((t) => Type.Literal(t)))),
  isLarge: Type.Optional(Type.Boolean()),
  buildKind: Type.Optional(Type.Union(BUILD_KINDS.map((k) => Type.Literal(k)))),
  facilityKind: Type.Optional(FacilityKindSchema),
});
export type SiteSearchItem = Static<typeof SiteSearchItem>;

export const SiteSearchGroup = Type.Object({
  kind: SiteSearchKind,
  count: Type.Integer({ minimum: 0, maximum: SITE_SEARCH_COUNT_CAP, description: '命中条数（最多计到上限）' }),
  more: Type.Boolean({ description: 'true：命中不少于 count 条（计数到上限为止）' }),
});
export type SiteSearchGroup = Static<typeof SiteSearchGroup>;

export const SiteSearchResult = Type.Object({
  q: LineText(SITE_SEARCH_Q_MAX_LENGTH, '搜索词（去掉首尾空白）'),
  groups: Type.Array(SiteSearchGroup),
  list: Type.Array(SiteSearchItem),
  total: Type.Integer({ minimum: 0 }),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type SiteSearchResult = Static<typeof SiteSearchResult>;
