/**
 * The detail page of each kind of the all-news list (contracts news-all.codes NEWS_ALL_KINDS): a new kind
 * (instructor notices, science guidance) adds one line here.
 */
import type { NewsAllKind } from '@portal/contracts/news-all.codes';
import { catalogue } from '@portal/contracts/pages.codes';

export const NEWS_ALL_DETAIL: Readonly<Record<NewsAllKind, (id: number) => string>> = {
  news: (id) => catalogue.newsDetail.href({ id }),
  notice: (id) => catalogue.noticeDetail.href({ id }),
  regulation: (id) => catalogue.regulationDetail.href({ id }),
  guidance: (id) => catalogue.guidanceDetail.href({ id }),
};
