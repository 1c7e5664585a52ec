/** The address of an article list of the section: keyword and page (`?keyword=培训&pageNum=2`). */
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { LIST_PAGING, parseUrlState, text, urlStateSpec } from '../../lib/url-state';
import { guiderArticleListQuery } from './api';

export const GUIDER_ARTICLE_URL_STATE = urlStateSpec({ keyword: text(50, { dropControls: true }), ...LIST_PAGING });

/** The first request of the list of `kind` at an address's query (app/routes.ts prefetches it). */
export const guiderArticleFirstQuery = (params: URLSearchParams, kind: GuiderArticleKind) =>
  guiderArticleListQuery({ kind, ...parseUrlState(GUIDER_ARTICLE_URL_STATE, params) });
