/**
 * The maps' offline base layer (the map works with no internet, README "Fitness map", docs/decisions/base-map.md "Base
 * map"), from the bundled public/map/china-base.json and china-counties.json (apps/web/scripts/derive-map-base.mjs):
 * - province outlines on a canvas in a pane below the markers;
 * - the ten dashes of the 南海断续线 in place, as SVG paths (class fm-nanhai-dash), and the 南海诸岛 inset
 *   (./nanhai-inset) in the lower-right corner whenever the view (less the attribution's strip) does not
 *   hold the whole line;
 * - place names as the map is zoomed (./map-labels: provinces at national zooms, cities from 6, counties
 *   from 9, never overlapping); the county centres are fetched on first reaching county zoom.
 * The names are decoration for sighted users (aria-hidden): places are named in the popups and lists.
 *
 * Its attribution says that it is a schematic, not a standard map (标准地图); a deployment that needs one
 * sets 天地图 (TIANDITU_KEY) or a tile service instead.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { baseLayerQuery, countyLabelsQuery, type BaseLayerFeature } from './base-layer-data';
import { PlaceLabelLayer, type PlaceName } from './label-layer';
import { LABEL_ZOOMS } from './map-labels';
import { nanhaiInsetSvg, viewHoldsDashedLine } from './nanhai-inset';
import './base-layer.css';

export const OFFLINE_ATTRIBUTION = '示意底图，非标准地图；轮廓取自开源地图数据，来源和许可见网站声明';

/** The inset shows at national and regional zooms only: further in, the view is of one place. */
const INSET_MAX_ZOOM = 5;

function ensurePane(map: L.Map, name: string, zIndex: number, decorative: boolean): void {
  if (map.getPane(name)) return;
  const pane = map.createPane(name);
  pane.style.zIndex = String(zIndex);
  if (decorative) {
    pane.style.pointerEvents = 'none';
    pane.setAttribute('aria-hidden', 'true');
  }
}

/** Provinces (at their label points) and cities as places to name. */
function placeNames(features: readonly BaseLayerFeature[]): PlaceName[] {
  const names: PlaceName[] = [];
  for (const { properties, geometry } of features) {
    if (properties.kind === 'province') {
      const [lng, lat] = properties.cp;
      names.push({ kind: 'province', name: properties.name, lng, lat });
    } else if (properties.kind === 'city') {
      const [lng, lat] = geometry.coordinates as [number, number];
      names.push({ kind: 'city', name: properties.name, lng, lat });
    }
  }
  return names;
}

/** The inset as a Leaflet control (bottom right), shown while the view does not hold the dashed line. */
function nanhaiInset(map: L.Map, features: readonly BaseLayerFeature[]): () => void {
  const Inset = L.Control.extend({
    onAdd() {
      const box = L.DomUtil.create('div', 'fm-nanhai-inset-box');
      box.innerHTML = nanhaiInsetSvg(features);
      return box;
    },
  });
  const control = new Inset({ position: 'bottomright' });
  const update = () => {
    // The part of the map no bottom control covers: a line hidden under the attribution is not shown.
    const size = map.getSize();
    const covered = (map.attributionControl?.getContainer()?.offsetHeight ?? 0) + 4;
    const northWest = map.containerPointToLatLng([0, 0]);
    const southEast = map.containerPointToLatLng([size.x, Math.max(0, size.y - covered)]);
    const view = { west: northWest.lng, east: southEast.lng, south: southEast.lat, north: northWest.lat };
    const wanted = map.getZoom() <= INSET_MAX_ZOOM && !viewHoldsDashedLine(view);
    if (wanted && !control.getContainer()?.isConnected) control.addTo(map);
    if (!wanted) control.remove();
  };
  update();
  map.on('moveend', update);
  return () => {
    map.off('moveend', update);
    control.remove();
  };
}

/**
 * The 南海诸岛 inset and the place names of the offline layer on `map`; the county names are fetched on
 * first reaching county zoom. Returns the function that takes them off again.
 */
function addDecorations(map: L.Map, features: readonly BaseLayerFeature[], queryClient: QueryClient): () => void {
  const removeInset = nanhaiInset(map, features);
  const labels = new PlaceLabelLayer(map, placeNames(features), 'fm-labels');
  let countiesAsked = false;
  let live = true;
  const loadCounties = () => {
    if (countiesAsked || map.getZoom() < LABEL_ZOOMS.county[0]) return;
    countiesAsked = true;
    void queryClient.fetchQuery(countyLabelsQuery()).then(
      (data) => {
        if (live) labels.add(data.rows.map(([name, lng, lat]) => ({ kind: 'county', name, lng, lat })));
      },
      // Without the county file the map keeps its province and city names.
      () => undefined,
    );
  };
  loadCounties();
  map.on('zoomend', loadCounties);
  return () => {
    live = false;
    map.off('zoomend', loadCounties);
    removeInset();
    labels.remove();
  };
}

export function OfflineBaseLayer() {
  const map = useMap();
  const queryClient = useQueryClient();
  const base = useQuery(baseLayerQuery());

  useEffect(() => {
    if (!base.data) return;
    ensurePane(map, 'fm-base', 250, true);
    ensurePane(map, 'fm-labels', 450, true);
    const features: BaseLayerFeature[] = base.data.features;
    const byKind = (kind: BaseLayerFeature['properties']['kind']) =>
      ({
        type: 'FeatureCollection',
        features: features.filter((feature) => feature.properties.kind === kind),
      }) as FeatureCollection;
    const outlines = L.geoJSON(byKind('province'), {
      pane: 'fm-base',
      interactive: false,
      renderer: L.canvas({ pane: 'fm-base', padding: 0.5 }),
      attribution: OFFLINE_ATTRIBUTION,
      style: { color: '#7b8794', weight: 1, fillColor: '#f8f6f0', fillOpacity: 1 },
    } as L.GeoJSONOptions);
    // SVG, not canvas: each dash stays a path element (class fm-nanhai-dash) that tests and audits can find.
    const dashes = L.geoJSON(byKind('nanhai-dash'), {
      pane: 'fm-base',
      interactive: false,
      renderer: L.svg({ pane: 'fm-base', padding: 0.5 }),
      style: { className: 'fm-nanhai-dash', color: '#4a6a8a', weight: 1.5, fillColor: '#4a6a8a', fillOpacity: 1 },
    } as L.GeoJSONOptions);
    outlines.addTo(map);
    dashes.addTo(map);
    // The inset and the place names in a task of their own: drawn with the outlines, the whole layer was
    // one task of about 140 ms on a throttled phone (mobile Total Blocking Time, docs/benchmarks.md).
    let removeDecorations = () => {};
    const timer = setTimeout(() => (removeDecorations = addDecorations(map, features, queryClient)), 0);
    return () => {
      clearTimeout(timer);
      removeDecorations();
      outlines.remove();
      dashes.remove();
    };
  }, [map, base.data, queryClient]);

  return null;
}
