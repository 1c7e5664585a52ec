/**
 * The site search (站内搜索; not named by the spec, so GET /api_/ow/search/list in the style of
 * /api_/ow/information/all/list): one query over every kind of site-search.codes.ts (* docs/decisions/site-search.md).
 *
 * Query: `q` (1-50 characters after trimming, no control characters), cut into words (Chinese word
 * segmentation) that are AND-ed over each item's name, sports offered and kind, place (area names with or
 * without 省/市/区/县, address), summary and body; venues also by the pinyin initials of their name (tyg).
 * `kind` (one group only), paging, and, for "附近…" queries, the visitor's position `lng`/`lat` (degrees,
 * given with their consent, never stored or logged). Answer: `groups` (every kind with its number of matches,
 * counted up to SITE_SEARCH_COUNT_CAP, in SITE_SEARCH_KINDS order, as filters) and one page of ONE ranked
 * list: exact and prefix name matches first, then venues and facilities when the query names a sport or a
 * venue word, then by relevance (BM25F, field weights name > sports/kind > place > summary > body), newer
 * first among equal articles; with the nearby intent and a position, the matching items that have a place
 * nearest first (`distance` in metres): venues, facilities, races, construction projects, and matches and
 * trainings at their venue's place; "附近" with no other word: venues and facilities. `total` is the number of items the pages walk (the kind's count, or the sum).
 * When the query finds nothing or very little and a correction finds more, the answer is the corrected
 * query's, with `correctedQ` (您是不是要找); when it still finds nothing, `suggestions` lists words that do.
 * Highlight ranges are [start, end) offsets in UTF-16 code units of `title` / `summary`, sorted, disjoint.
 *
 * GET /api_/ow/search/suggest?q: the first SITE_SEARCH_SUGGEST_SIZE titles of that ranked list, for the
 * header box's suggestions as the visitor types.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { BUILD_KINDS } from './build-project.codes.js';
import { LineText } from './content.js';
import { FacilityKindSchema } from './facility.js';
import { PageQuery } from './paging.js';
import {
  SITE_SEARCH_COUNT_CAP,
  SITE_SEARCH_KINDS,
  SITE_SEARCH_Q_MAX_LENGTH,
  SITE_SEARCH_SUGGEST_SIZE,
} from './site-search.codes.js';
import { ORGAN_TYPES } from './venue.codes.js';

export const SiteSearchKind = literalUnion(SITE_SEARCH_KINDS, {
  description: `类别：${SITE_SEARCH_KINDS.join(' / ')}`,
});

export const SiteSearchQuery = Type.Evaluate(
  Type.Intersect([
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
      lng: Type.Optional(
        Type.Number({ minimum: -180, maximum: 180, description: '访客位置经度（度；“附近”搜索，经同意后提供）' }),
      ),
      lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: '访客位置纬度（度）' })),
    }),
  ]),
);
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
  organType: Type.Optional(literalUnion(ORGAN_TYPES)),
  isLarge: Type.Optional(Type.Boolean()),
  buildKind: Type.Optional(literalUnion(BUILD_KINDS)),
  facilityKind: Type.Optional(FacilityKindSchema),
  distance: Type.Optional(Type.Number({ minimum: 0, description: '距访客位置（米；“附近”搜索且给出位置时）' })),
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
  correctedQ: Type.Optional(
    LineText(SITE_SEARCH_Q_MAX_LENGTH + 10, '纠正后的搜索词（您是不是要找）：原词无结果或结果很少时，列表为它的结果'),
  ),
  suggestions: Type.Optional(Type.Array(Type.String(), { description: '无结果时，单独能搜到结果的词' })),
  nearby: Type.Optional(Type.Boolean({ description: 'true：“附近/身边…”搜索（按位置排序需 lng/lat）' })),
  keyword: Type.Optional(Type.String({ description: '“附近”搜索去掉“附近”等词后的关键词' })),
});
export type SiteSearchResult = Static<typeof SiteSearchResult>;

export const SiteSearchSuggestQuery = Type.Object({
  q: SiteSearchQuery.properties.q,
});
export type SiteSearchSuggestQuery = Static<typeof SiteSearchSuggestQuery>;

/** One suggestion: what its detail link needs and its title with the query's highlight ranges. */
export const SiteSearchSuggestion = Type.Pick(SiteSearchItem, [
  'kind',
  'id',
  'title',
  'titleRanges',
  'organType',
  'isLarge',
  'buildKind',
  'facilityKind',
]);
export type SiteSearchSuggestion = Static<typeof SiteSearchSuggestion>;

export const SiteSearchSuggestResult = Type.Object({
  q: LineText(SITE_SEARCH_Q_MAX_LENGTH, '搜索词（去掉首尾空白）'),
  list: Type.Array(SiteSearchSuggestion, { maxItems: SITE_SEARCH_SUGGEST_SIZE }),
});
export type SiteSearchSuggestResult = Static<typeof SiteSearchSuggestResult>;
