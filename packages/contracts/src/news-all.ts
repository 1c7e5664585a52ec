/**
 * The all-news list (/vNewsAll; the spec names no call for it, so GET /api_/ow/information/all/list in the
 * style of /api_/ow/information/guidance/list): every published item of the kinds in news-all.codes.ts,
 * newest first, filtered by kind, publish year (Asia/Shanghai) and keyword (title and summary).
 * `publishTime` is ISO-8601 UTC; a policy published on a day counts from 00:00 UTC (08:00 Beijing) that day.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { KEYWORD_MAX_LENGTH } from './content.codes.js';
import { LineText } from './content.js';
import { NEWS_ALL_KINDS } from './news-all.codes.js';
import { PageQuery } from './paging.js';

export const NewsAllKind = literalUnion(NEWS_ALL_KINDS, {
  description: '类别：news 新闻资讯 / notice 通知公告 / regulation 政策法规 / guidance 咨询指导',
});

export const NewsAllQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      kind: Type.Optional(NewsAllKind),
      year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 9999, description: '发布年份（4 位数字）' })),
      keyword: Type.Optional(LineText(KEYWORD_MAX_LENGTH, '关键词（标题、摘要），最多 50 个字符')),
    }),
  ]),
);
export type NewsAllQuery = Static<typeof NewsAllQuery>;

export const NewsAllItem = Type.Object({
  kind: NewsAllKind,
  id: Type.Integer({ description: '该类别内的编号（详情页的 id）' }),
  title: Type.String(),
  summary: Type.String(),
  publishTime: Type.String({ description: 'ISO-8601 UTC' }),
});
export type NewsAllItem = Static<typeof NewsAllItem>;
