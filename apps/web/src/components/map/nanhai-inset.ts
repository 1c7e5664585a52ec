/**
 * The 南海诸岛 inset (附图) of the offline base layer: the South China Sea with its islands and the ten dashes
 * of the 南海断续线, drawn small in a corner when the map's own view does not hold the whole line (a national
 * view cuts it off at the bottom). This is how a standard map of China shows it: 自然资源部《公开地图内容表示
 * 规范》 asks a map of all China to show the 南海诸岛, as an inset when not in place, with the main map then
 * reaching the southern tip of 海南岛 (as the national view does). Pure: GeoJSON in, SVG markup out.
 *
 * The inset draws the same features as the main map (china-base.json), projected in Web Mercator like the
 * map, so nothing is redrawn by hand; its frame spans INSET_BOUNDS.
 */
import type { BaseLayerFeature } from './base-layer-data';

/** The inset's extent, degrees: the dashed line (3.4-24.6°N, 108.2-122.8°E) with the coasts around it. */
export const INSET_BOUNDS = { west: 106, east: 124.5, south: 2.6, north: 25.2 } as const;

/** The dashed line's own extent, degrees: when the map shows all of it, no inset is needed. */
export const DASHED_LINE_BOUNDS = { west: 108.19, east: 122.8, south: 3.39, north: 24.58 } as const;

/** Inset width in px; its height follows from the projection (about 1.2 times the width). */
export const INSET_WIDTH = 96;

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const X_SPAN = ((INSET_BOUNDS.east - INSET_BOUNDS.west) * Math.PI) / 180;
const Y_TOP = mercatorY(INSET_BOUNDS.north);
const SCALE = INSET_WIDTH / X_SPAN;
/** Inset height in px. */
export const INSET_HEIGHT = Math.round((Y_TOP - mercatorY(INSET_BOUNDS.south)) * SCALE);

/** A [lng, lat] position in the inset's px. */
export function insetPoint([lng, lat]: readonly [number, number]): [number, number] {
  return [(((lng - INSET_BOUNDS.west) * Math.PI) / 180) * SCALE, (Y_TOP - mercatorY(lat)) * SCALE];
}

type Ring = [number, number][];

const ringsOf = (feature: BaseLayerFeature): Ring[] =>
  feature.geometry.type === 'Polygon'
    ? (feature.geometry.coordinates as Ring[])
    : feature.geometry.type === 'MultiPolygon'
      ? (feature.geometry.coordinates as Ring[][]).flat()
      : [];

/** Whether a ring reaches into the inset's extent (rings wholly outside are left out of the markup). */
const touchesInset = (ring: Ring) =>
  ring.some(
    ([lng, lat]) =>
      lng >= INSET_BOUNDS.west - 1 &&
      lng <= INSET_BOUNDS.east + 1 &&
      lat >= INSET_BOUNDS.south - 1 &&
      lat <= INSET_BOUNDS.north + 1,
  );

const pathData = (rings: Ring[]) =>
  rings
    .map(
      (ring) =>
        `M${ring
          .map((position) =>
            insetPoint(position)
              .map((value) => value.toFixed(1))
              .join(' '),
          )
          .join('L')}Z`,
    )
    .join('');

/**
 * The inset as an SVG element's markup: land (the provinces reaching into it) and the dashes (class
 * fm-nanhai-dash), a frame, and the caption 南海诸岛. Labelled as an image for assistive technology.
 */
export function nanhaiInsetSvg(features: readonly BaseLayerFeature[]): string {
  const land = pathData(
    features
      .filter((feature) => feature.properties.kind === 'province')
      .flatMap((feature) => ringsOf(feature).filter(touchesInset)),
  );
  const dashes = features
    .filter((feature) => feature.properties.kind === 'nanhai-dash')
    .map((feature) => `<path class="fm-nanhai-dash" d="${pathData(ringsOf(feature))}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="fm-nanhai-inset" role="img" aria-label="南海诸岛附图" ` +
    `width="${INSET_WIDTH}" height="${INSET_HEIGHT}" viewBox="0 0 ${INSET_WIDTH} ${INSET_HEIGHT}">` +
    `<rect class="fm-nanhai-sea" width="${INSET_WIDTH}" height="${INSET_HEIGHT}"/>` +
    `<path class="fm-nanhai-land" d="${land}"/>${dashes}` +
    `<text class="fm-nanhai-caption" x="${INSET_WIDTH - 4}" y="${INSET_HEIGHT - 5}" text-anchor="end">南海诸岛</text>` +
    `<rect class="fm-nanhai-frame" x="0.5" y="0.5" width="${INSET_WIDTH - 1}" height="${INSET_HEIGHT - 1}"/></svg>`
  );
}

/** Whether a map view (degrees) holds the whole dashed line, so that no inset is needed. */
export function viewHoldsDashedLine(view: { west: number; east: number; south: number; north: number }): boolean {
  return (
    view.west <= DASHED_LINE_BOUNDS.west &&
    view.east >= DASHED_LINE_BOUNDS.east &&
    view.south <= DASHED_LINE_BOUNDS.south &&
    view.north >= DASHED_LINE_BOUNDS.north
  );
}
