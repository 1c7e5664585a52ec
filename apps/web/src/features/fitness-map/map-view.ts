/**
 * The first view of the fitness map from its query (spec §2: the fitness map "with query lng and lat";
 * §9 "Footer map link centres on lng 116.42602, lat 39.88433").
 *
 * - `lng` and `lat` (degrees) centre the map when BOTH are valid numbers (lng -180..180, lat -85..85,
 *   Web Mercator's range); otherwise the map shows the whole country.
 * - `zoom` (integer 3..18) is optional; with a point and no zoom, POINT_ZOOM (a city district: clusters
 *   around the point, single markers a few zoom steps further in).
 */

import { MAP_LINK_CENTRE } from '@portal/contracts/pages.codes';

/** The footer's map link point: the General Administration of Sport, Beijing (spec §9). */
export const DEFAULT_POINT = MAP_LINK_CENTRE;

/** Whole-country view: centre and zoom (a 1280 px map shows all of China at zoom 4, a phone at 3). */
export const NATIONAL_VIEW = { lng: 104.2, lat: 35.9, zoom: 4 } as const;
/** Zoom for a query point without `zoom`. */
export const POINT_ZOOM = 12;
/** Zoom after locating the visitor. */
export const LOCATE_ZOOM = 14;
/** Zoom for a chosen search or nearby result (at least). */
export const RESULT_ZOOM = 16;
/** Zooms the map offers (3: all of China on a phone; 18: street level). */
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

export interface MapView {
  lng: number;
  lat: number;
  zoom: number;
  /** True when the query named the centre. */
  fromQuery: boolean;
}

/** A query value as a finite number within [min, max], else null ('', '12abc', 'NaN', out of range). */
function coordinate(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** National zoom for a map `width` px wide: 4 from 900 px, else 3 (a phone). */
export function nationalZoomFor(width: number): number {
  return width >= 900 ? NATIONAL_VIEW.zoom : MIN_ZOOM;
}

/**
 * Whole-country view on a phone: at zoom 3, centred further south so that all of China down to 曾母暗沙
 * (3.4°N) fits above the attribution, with the 南海断续线 in place rather than in an inset that would cover
 * 台湾 on a narrow map (components/map/nanhai-inset.ts).
 */
export const PHONE_NATIONAL_VIEW = { lng: 104.2, lat: 30, zoom: MIN_ZOOM } as const;

/** The whole-country view for a map `width` px wide (see NATIONAL_VIEW and PHONE_NATIONAL_VIEW). */
export function nationalViewFor(width: number): { lng: number; lat: number; zoom: number } {
  return nationalZoomFor(width) === NATIONAL_VIEW.zoom ? NATIONAL_VIEW : PHONE_NATIONAL_VIEW;
}

/** The view for a /fitnessMap query (see the module comment) on a window `viewportWidth` px wide. */
export function parseMapView(search: URLSearchParams, viewportWidth = 1280): MapView {
  const lng = coordinate(search.get('lng'), -180, 180);
  const lat = coordinate(search.get('lat'), -85, 85);
  const zoomValue = coordinate(search.get('zoom'), MIN_ZOOM, MAX_ZOOM);
  const zoom = zoomValue !== null && Number.isInteger(zoomValue) ? zoomValue : null;
  if (lng === null || lat === null) {
    const national = nationalViewFor(viewportWidth);
    return { lng: national.lng, lat: national.lat, zoom: zoom ?? national.zoom, fromQuery: false };
  }
  return { lng, lat, zoom: zoom ?? POINT_ZOOM, fromQuery: true };
}
