/**
 * The results page's state in the URL, with the API's own names (contracts SiteSearchQuery):
 * `/search?q=体育&kind=venue&pageNum=2`. Invalid values are dropped (lib/url-state.ts); a changed query or
 * kind returns to page 1.
 */
import { SITE_SEARCH_KINDS, SITE_SEARCH_Q_MAX_LENGTH } from '@portal/contracts/site-search.codes';
import { LIST_PAGING, oneOf, text, urlStateSpec, type UrlState } from '../../lib/url-state';

export const SITE_SEARCH_URL_STATE = urlStateSpec({
  q: text(SITE_SEARCH_Q_MAX_LENGTH, { dropControls: true }),
  kind: oneOf(SITE_SEARCH_KINDS),
  ...LIST_PAGING,
});

export type SiteSearchState = UrlState<typeof SITE_SEARCH_URL_STATE>;
