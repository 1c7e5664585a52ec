/**
 * HTML of the map's markers (Leaflet divIcons: clusters with counts, single markers). Pure
 * strings so they can be tested without Leaflet; components/marker-layer.tsx wraps them in L.divIcon.
 *
 * Every marker is a keyboard button (Leaflet gives it tabindex 0 and role button): its accessible name is
 * the visually hidden text, the visible count or glyph is aria-hidden. A point's glyph (one character of
 * its type) and its colour both tell the type, so colour is never the only cue.
 */
import { MAP_TYPE_NAMES, type MapType } from '@portal/contracts/fitness-map.codes';
import { clusterLabel, formatCount } from './map-format';

/** One character per map type, shown in the point's pin and in the filter's legend. */
export const MAP_TYPE_GLYPHS: Readonly<Record<MapType, string>> = {
  1: '场',
  2: '馆',
  3: '泳',
  4: '健',
  5: '赛',
  6: '器',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Diameter of a cluster's circle in px by its count (3 sizes). */
export function clusterSize(count: number): number {
  if (count < 100) return 36;
  if (count < 10_000) return 44;
  return 54;
}

/** Accessible name of a cluster marker. */
export function clusterName(count: number): string {
  return `${formatCount(count)} 个点位，按回车键放大查看`;
}

/** Accessible name of a point marker. */
export function pointName(mapType: MapType): string {
  return `${MAP_TYPE_NAMES[mapType]}，按回车键查看详情`;
}

export function clusterHtml(count: number): string {
  return `<span class="fm-cluster-count" aria-hidden="true">${escapeHtml(clusterLabel(count))}</span><span class="fm-sr">${escapeHtml(clusterName(count))}</span>`;
}

export function pointHtml(mapType: MapType): string {
  return `<span class="fm-pin-glyph" aria-hidden="true">${MAP_TYPE_GLYPHS[mapType]}</span><span class="fm-sr">${escapeHtml(pointName(mapType))}</span>`;
}
