/**
 * Text and links of the fitness map's lists and popups.
 */
/**
 * A distance in metres as Chinese text: under 1 km whole metres ('350 米'), then kilometres with at most
 * one decimal ('1.2 公里', '50 公里') and whole kilometres from 100 km ('125 公里'). Negative or
 * non-finite -> ''.
 */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  if (metres < 999.5) return `${Math.round(metres)} 米`;
  const km = metres / 1000;
  return km < 99.95 ? `${Number(km.toFixed(1))} 公里` : `${Math.round(km)} 公里`;
}

/**
 * Where a point is, for lists and popups: its address, preceded by its area unless the address already
 * starts with it ('北京市东城区' + '北京市东城区体育馆路 2 号' is said once); '暂无地址' when both are blank.
 */
export function placeText(point: { areaName: string; address: string }): string {
  const area = point.areaName.trim();
  const address = point.address.trim();
  if (!address) return area || '暂无地址';
  return address.startsWith(area) ? address : `${area}${address}`;
}

/**
 * One formatter for every count: `Number.prototype.toLocaleString(locale)` builds a new Intl formatter
 * on each call, and the map formats a label per marker (the largest script cost of the map's first
 * render on a throttled phone, docs/benchmarks.md).
 */
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators, '12,345' (marker labels and the status line). */
export function formatCount(count: number): string {
  return GROUPED.format(Math.round(count));
}

/** A cluster marker's short label: '987', '1.2万', '35万' (a 10,000-based unit fits the small circle). */
export function clusterLabel(count: number): string {
  if (count < 10_000) return String(count);
  const wan = count / 10_000;
  return wan < 10 ? `${(Math.floor(wan * 10) / 10).toString()}万` : `${Math.floor(wan)}万`;
}
