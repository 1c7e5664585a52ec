/**
 * CMS content shapes (spec §7 lists and details): news, notice, regulation, guidance, fitness case,
 * banner, attachment. Times are ISO-8601 UTC strings; dates are YYYY-MM-DD.
 * List items carry no body; details carry sanitized `contentHtml`, attachments and previous/next.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { KEYWORD_MAX_LENGTH, REGULATION_STATUSES } from './content.codes.js';
import { PageQuery } from './paging.js';

/** `?id=` of every detail endpoint: a positive 32-bit integer (spec §7 "With query id"). */
export const IdQuery = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '记录编号' }),
});
export type IdQuery = Static<typeof IdQuery>;

/** A one-line text filter: at most `maxLength` characters and no control characters (NUL breaks PostgreSQL). */
export const LineText = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description });

/** Keyword of a list search: at most 50 characters; blank means no keyword. */
export const Keyword = LineText(KEYWORD_MAX_LENGTH, `关键词（标题、摘要），最多 ${KEYWORD_MAX_LENGTH} 个字符`);

/**
 * Query of /api_/ow/news/list and /api_/ow/notice/list: paging, keyword (title and summary),
 * year (4 digits, publish year in Asia/Shanghai) and category (exact).
 */
export const ArticleListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      keyword: Type.Optional(Keyword),
      year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 9999, description: '发布年份（4 位数字）' })),
      category: Type.Optional(LineText(50, '栏目分类')),
    }),
  ]),
);
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const Attachment = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  /** Download address, e.g. '/api_/ow/file/12'. */
  url: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
});
export type Attachment = Static<typeof Attachment>;

/** Neighbour in the list order (newest first): `prev` is newer, `next` is older; null at the ends. */
export const Neighbour = Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]);
export type Neighbour = Static<typeof Neighbour>;

export const ArticleListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  category: Type.String(),
  publishTime: Type.String(),
  /** Cover image address or null (news only). */
  coverUrl: Type.Union([Type.String(), Type.Null()]),
});
export type ArticleListItem = Static<typeof ArticleListItem>;

export const ArticleDetail = Type.Evaluate(
  Type.Intersect([
    ArticleListItem,
    Type.Object({
      author: Type.String(),
      viewCount: Type.Integer(),
      contentHtml: Type.String(),
      attachments: Type.Array(Attachment),
      prev: Neighbour,
      next: Neighbour,
    }),
  ]),
);
export type ArticleDetail = Static<typeof ArticleDetail>;

/**
 * Query of /api_/ow/regulation/list: as ArticleListQuery (keyword searches title, document number and
 * issuing body; year is the publish date's year) plus status (REGULATION_STATUSES: 现行有效 / 已修订 / 已废止).
 */
export const RegulationListQuery = Type.Evaluate(
  Type.Intersect([
    ArticleListQuery,
    Type.Object({
      status: Type.Optional(literalUnion(REGULATION_STATUSES, { description: '时效状态' })),
    }),
  ]),
);
export type RegulationListQuery = Static<typeof RegulationListQuery>;

export const RegulationListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  issuingBody: Type.String(),
  documentNumber: Type.String(),
  category: Type.String(),
  status: Type.String({ description: '现行有效 / 已修订 / 已废止' }),
  publishDate: Type.String(),
  effectiveDate: Type.String(),
  summary: Type.String(),
});
export type RegulationListItem = Static<typeof RegulationListItem>;

/** A linked regulation (a 解读's policy, or one of a policy's 解读). */
export const RegulationLink = Type.Object({ id: Type.Integer(), title: Type.String() });

export const RegulationDetail = Type.Evaluate(
  Type.Intersect([
    RegulationListItem,
    Type.Object({
      viewCount: Type.Integer(),
      contentHtml: Type.String(),
      attachments: Type.Array(Attachment),
      prev: Neighbour,
      next: Neighbour,
      policy: Type.Union([RegulationLink, Type.Null()], { description: '政策解读：所解读的政策；其他为 null' }),
      interpretations: Type.Array(RegulationLink, { description: '本政策的解读，新的在前（最多 20 篇）' }),
    }),
  ]),
);
export type RegulationDetail = Static<typeof RegulationDetail>;

/** Guidance and fitness-case list items: the spec names them `{ id, name }` (footer, case sub-menu). */
export const NamedListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  summary: Type.String(),
  publishTime: Type.String(),
});
export type NamedListItem = Static<typeof NamedListItem>;

export const GuidanceDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  summary: Type.String(),
  publishTime: Type.String(),
  contentHtml: Type.String(),
  attachments: Type.Array(Attachment),
  prev: Neighbour,
  next: Neighbour,
});
export type GuidanceDetail = Static<typeof GuidanceDetail>;

export const CaseListItem = Type.Evaluate(
  Type.Intersect([
    NamedListItem,
    Type.Object({ region: Type.String(), coverUrl: Type.Union([Type.String(), Type.Null()]) }),
  ]),
);
export type CaseListItem = Static<typeof CaseListItem>;

export const CaseDetail = Type.Evaluate(
  Type.Intersect([
    CaseListItem,
    Type.Object({
      contentHtml: Type.String(),
      attachments: Type.Array(Attachment),
      prev: Neighbour,
      next: Neighbour,
    }),
  ]),
);
export type CaseDetail = Static<typeof CaseDetail>;

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  /** In-site path or absolute http(s) URL. */
  linkPath: Type.String(),
});
export type Banner = Static<typeof Banner>;
