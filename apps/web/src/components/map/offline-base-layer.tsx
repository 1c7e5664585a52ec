/**
 * The map's offline base layer (the map works with no internet, README "Fitness map"): province outlines and city
 * centres from the bundled public/map/china-base.json (scripts/derive-map-base.mjs), drawn on a canvas in a pane below
 * the markers. Province names show at zooms 4-7, city dots and names at 6-13. The labels are decoration for sighted
 * users (aria-hidden): places are named in the popups and lists.
 *
 * Its attribution says that it is a schematic from echarts's map data, not a standard map (标准地图); a
 * deployment that needs one sets a tile service instead (runtime configuration mapTileUrl).
 */
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { baseLayerQuery, type BaseLayerFeature } from './base-layer-data';
import './base-layer.css';

export const OFFLINE_ATTRIBUTION = '示意底图：省级轮廓与城市位置取自 echarts 4.9 地图数据（Apache-2.0），非标准地图';

const PROVINCE_LABEL_ZOOMS = [4, 7] as const;
const CITY_ZOOMS = [6, 13] as const;

function ensurePane(map: L.Map, name: string, zIndex: number, decorative: boolean): void {
  if (map.getPane(name)) return;
  const pane = map.createPane(name);
  pane.style.zIndex = String(zIndex);
  if (decorative) {
    pane.style.pointerEvents = 'none';
    pane.setAttribute('aria-hidden', 'true');
  }
}

function label(lat: number, lng: number, text: string, className: string): L.Marker {
  return L.marker([lat, lng], {
    icon: L.divIcon({ html: `<span>${text.replace(/[&<>"']/g, '')}</span>`, className, iconSize: undefined }),
    interactive: false,
    keyboard: false,
    pane: 'fm-labels',
  });
}

const within = (zoom: number, [min, max]: readonly [number, number]) => zoom >= min && zoom <= max;

export function OfflineBaseLayer() {
  const map = useMap();
  const base = useQuery(baseLayerQuery());

  useEffect(() => {
    if (!base.data) return;
    ensurePane(map, 'fm-base', 250, true);
    ensurePane(map, 'fm-labels', 450, true);
    const features: BaseLayerFeature[] = base.data.features;
    const provinces = features.filter((feature) => feature.properties.kind === 'province');
    const outlines = L.geoJSON(
      { type: 'FeatureCollection', features: provinces } as FeatureCollection,
      {
        pane: 'fm-base',
        interactive: false,
        renderer: L.canvas({ pane: 'fm-base', padding: 0.5 }),
        attribution: OFFLINE_ATTRIBUTION,
        style: { color: '#7b8794', weight: 1, fillColor: '#f8f6f0', fillOpacity: 1 },
      } as L.GeoJSONOptions,
    );
    const provinceLabels = L.layerGroup();
    const cityLayer = L.layerGroup();
    for (const feature of features) {
      const { properties } = feature;
      if (properties.kind === 'province') {
        const [lng, lat] = properties.cp;
        provinceLabels.addLayer(label(lat, lng, properties.name, 'fm-label fm-label-province'));
      } else {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        cityLayer.addLayer(
          L.circleMarker([lat, lng], {
            radius: 3,
            weight: 1,
            color: '#52606d',
            fillColor: '#ffffff',
            fillOpacity: 1,
            interactive: false,
            pane: 'fm-labels',
          }),
        );
        cityLayer.addLayer(label(lat, lng, properties.name, 'fm-label fm-label-city'));
      }
    }
    outlines.addTo(map);
    const showByZoom = () => {
      const zoom = map.getZoom();
      for (const [layer, zooms] of [
        [provinceLabels, PROVINCE_LABEL_ZOOMS],
        [cityLayer, CITY_ZOOMS],
      ] as const) {
        if (within(zoom, zooms)) layer.addTo(map);
        else layer.remove();
      }
    };
    showByZoom();
    map.on('zoomend', showByZoom);
    return () => {
      map.off('zoomend', showByZoom);
      outlines.remove();
      provinceLabels.remove();
      cityLayer.remove();
    };
  }, [map, base.data]);

  return null;
}
