/**
 * Back-office calls (docs/content-management-api.md), with the agency session token as `session-id`:
 * GET /api/admin/content?kind&column&status&keyword&pageNum&pageSize -> a page of CmsItem.
 * Errors reject with lib/api-data `ApiRequestError` (401: the session ended; 403: no back-office grant).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CmsItem, CmsListQuery } from '@portal/contracts/content-admin';
import type { PageOf } from '@portal/contracts/paging';
import { unwrapData } from '../../lib/api-data';
import { apiGet } from '../../lib/http-client';

export type CmsListItem = CmsItem;

/** The list of items the caller's grants reach, newest change first. */
export function cmsListQuery(token: string, search: CmsListQuery) {
  return queryOptions({
    queryKey: ['content-admin', 'list', token, search],
    queryFn: () => unwrapData(apiGet<PageOf<CmsListItem>>('/api/admin/content', search, { sessionToken: token })),
  });
}
