/**
 * What the place finder (./place-finder.tsx) shows for its mode and its two queries: the results' title, the
 * status line (announced: role=status), the items, an error to offer 重试 for, and the pager of a search.
 * Pure, so the wording is tested without a map.
 */
import type { MapNearbyItem, MapPointItem } from '@portal/contracts/fitness-map';
import { formatCount, formatDistance } from '../map-format';

export const RESULTS_PAGE_SIZE = 20;
/** Nearby looks this far (metres; the endpoint's maximum). */
export const NEARBY_RADIUS_M = 50_000;
export const NEARBY_LIMIT = 20;

export interface FinderCentre {
  lng: number;
  lat: number;
  /** True when it is the visitor's own position (else the map centre). */
  visitor: boolean;
}

/** A search by keyword (with its page), 附近 around a centre, or nothing asked yet. */
export type Mode =
  { kind: 'search'; keyword: string; pageNum: number } | { kind: 'nearby'; centre: FinderCentre } | null;

/** The parts of a query's state the view reads (TanStack Query's result has them). */
interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/** The finder's view of `mode` given its queries' states; `noTypes`: the layer filter selects no type. */
export function finderView(
  mode: Mode,
  search: QueryState<{ total: number; totalCapped: boolean; list: MapPointItem[] }>,
  nearby: QueryState<{ list: MapNearbyItem[] }>,
  noTypes: boolean,
) {
  let title = '';
  let status = '';
  let items: readonly (MapPointItem | MapNearbyItem)[] = [];
  let error: unknown = null;
  let pager: { pageNum: number; pages: number } | null = null;
  if (mode?.kind === 'search') {
    title = `“${mode.keyword}”的搜索结果`;
    if (noTypes) status = '请先在“地图类型”中至少选择一种类型';
    else if (search.isPending) status = '正在搜索…';
    else if (search.isError) error = search.error;
    else if (search.data) {
      const { total, totalCapped, list } = search.data;
      items = list;
      status =
        total === 0
          ? '没有找到名称或地址含有这些文字的场所'
          : `找到${totalCapped ? '超过 ' : ' '}${formatCount(total)} 个场所`;
      const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
      if (pages > 1) pager = { pageNum: mode.pageNum, pages };
    }
  } else if (mode?.kind === 'nearby') {
    title = mode.centre.visitor ? '离您最近的场所' : '离地图中心最近的场所';
    if (noTypes) status = '请先在“地图类型”中至少选择一种类型';
    else if (nearby.isPending) status = '正在查找附近的场所…';
    else if (nearby.isError) error = nearby.error;
    else if (nearby.data) {
      items = nearby.data.list;
      status =
        items.length === 0
          ? `${formatDistance(NEARBY_RADIUS_M)}内没有场所，请移动地图后再试`
          : `${formatDistance(NEARBY_RADIUS_M)}内最近的 ${items.length} 个场所，由近到远`;
    }
  }

  return { title, status, items, error, pager };
}
