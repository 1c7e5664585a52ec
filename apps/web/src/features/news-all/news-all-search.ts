/**
 * The all-news page's filters in the URL, with the API's own names (contracts NewsAllQuery):
 * `?kind=notice&year=2025&keyword=健身&pageNum=2`. Invalid values are dropped (lib/url-state.ts).
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import { NEWS_ALL_KINDS } from '@portal/contracts/news-all.codes';
import { LIST_PAGING, oneOf, text, urlStateSpec, year, type UrlState } from '../../lib/url-state';

export const NEWS_ALL_URL_STATE = urlStateSpec(
  {
    kind: oneOf(NEWS_ALL_KINDS),
    year: year(),
    keyword: text(KEYWORD_MAX_LENGTH),
    ...LIST_PAGING,
  },
  { notFilters: ['kind'] },
);

export type NewsAllSearch = UrlState<typeof NEWS_ALL_URL_STATE>;
