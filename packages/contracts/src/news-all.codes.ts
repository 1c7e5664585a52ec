/**
 * Codes of the all-news page (/vNewsAll, spec §2): the kinds of published item it lists in one newest-first
 * list, each with its Chinese name. A kind is a published section with its own detail page; a new section
 * (instructor notices, science guidance) joins with one entry here and one source on the server
 * (modules/news-all/news-all.sources.ts) and one detail link on the web (features/news-all/kind-links.ts).
 * Plain values: the web imports this file at run time.
 */

export const NEWS_ALL_KINDS = ['news', 'notice', 'regulation', 'guidance'] as const;
export type NewsAllKind = (typeof NEWS_ALL_KINDS)[number];

export const NEWS_ALL_KIND_NAMES: Readonly<Record<NewsAllKind, string>> = {
  news: '新闻资讯',
  notice: '通知公告',
  regulation: '政策法规',
  guidance: '咨询指导',
};
