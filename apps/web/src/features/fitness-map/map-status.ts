/**
 * The words of the fitness map's status line (pages/fitness-map-page.tsx, role=status): no type chosen, a failed
 * tile, loading (or the index still building on the server), or how many points the view holds, whether
 * clusters can be opened and how many markers are left out (map-request.ts capMarkers). Pure.
 */
import { describeApiError } from '../../lib/http-client';
import { isMapLoading } from './api';
import { formatCount } from './map-format';
import type { ViewTiles } from './use-view-tiles';

export function mapStatus({
  noTypes,
  answers,
  drawn,
}: {
  /** The layer filter selects no map type. */
  noTypes: boolean;
  answers: Pick<ViewTiles, 'data' | 'error' | 'failureReason'>;
  drawn: { clusters: readonly unknown[]; omitted: number };
}): string {
  let status: string;
  if (noTypes) status = '请至少选择一种地图类型';
  else if (answers.error) status = `点位加载失败：${describeApiError(answers.error)}`;
  else if (!answers.data)
    status = isMapLoading(answers.failureReason) ? '健身地图数据正在加载，请稍候…' : '正在加载点位…';
  else {
    const { total } = answers.data;
    status = total === 0 ? '当前范围内没有点位，请移动或缩小地图' : `当前范围内共 ${formatCount(total)} 个点位`;
    if (drawn.clusters.length > 0) status += '；圆圈中的数字为该处的点位数，点击可放大';
    if (drawn.omitted > 0) status += `；另有 ${formatCount(drawn.omitted)} 个标记未显示，请放大地图`;
  }

  return status;
}
