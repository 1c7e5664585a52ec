/**
 * Data the shared layout reads (spec §2 Header/Top tab menu, §7 calls, §1/§9 footer), as TanStack
 * `queryOptions`. All go through lib/api-data `getData` (lib/http-client, public token; code != 200
 * rejects with the server's Chinese msg).
 *
 * - GET /api/data/paramConf/{dictKey}: site parameters. Shapes per dictKey: hotline, address,
 *   postalCode, workingHours -> string; externalLinks -> ExternalLink[] (fillingSystems: features/auth/api.ts).
 * - GET /api/data/site/searchMenu -> MenuItem[] (the server menu; empty = keep the default tabs).
 * - GET /api_/ruoyi/case/list?pageNum=1&pageSize=100 -> data.list {id, name} (cases tab children).
 * Layout data changes rarely, so it stays fresh for 10 minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CaseListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import type { MenuItem, ParamConfValues } from '@portal/contracts/site';
import type { ParamDictKey } from '@portal/contracts/site.codes';
import { getData } from '../lib/api-data';

const LAYOUT_STALE_MS = 10 * 60 * 1000;

/** GET /api/data/paramConf/{dictKey} -> the value of that key. */
export function paramConfQuery<K extends Exclude<ParamDictKey, 'fillingSystems'>>(dictKey: K) {
  return queryOptions({
    queryKey: ['layout', 'paramConf', dictKey] as const,
    queryFn: () => getData<ParamConfValues[K]>(`/api/data/paramConf/${encodeURIComponent(dictKey)}`),
    staleTime: LAYOUT_STALE_MS,
  });
}

/** GET /api/data/site/searchMenu -> server menu tree (spec §7). A non-array answer counts as none. */
export const siteMenuQuery = queryOptions({
  queryKey: ['layout', 'siteMenu'] as const,
  queryFn: async () => {
    const data = await getData<MenuItem[] | null>('/api/data/site/searchMenu');
    return Array.isArray(data) ? data : [];
  },
  staleTime: LAYOUT_STALE_MS,
});

/** GET /api_/ruoyi/case/list?pageNum=1&pageSize=100 -> the cases as {id, name} (spec §2 cases tab). */
export const caseMenuQuery = queryOptions({
  queryKey: ['layout', 'caseMenu'] as const,
  queryFn: async () => {
    const page = await getData<PageOf<CaseListItem>>('/api_/ruoyi/case/list', { pageNum: 1, pageSize: 100 });
    return page.list.map(({ id, name }) => ({ id, name }));
  },
  staleTime: LAYOUT_STALE_MS,
});
