/**
 * The Leaflet map of /qmsports/race/map: the portal's base layer (components/map/base-layer) and the
 * race markers of the current view — clusters with their count (Enter, Space or a click zooms in to the
 * cluster's expansionZoom) and single races (open a popup with the race's name, sport, status, date and a
 * link to its detail page). Leaflet loads with this page's chunk only.
 *
 * Keyboard: the map is a focusable region (arrow keys pan, + and - zoom); the zoom buttons come first in
 * the Tab order, then every marker (Leaflet gives each a button role). The view is reported through
 * `onView` after every move, debounced by VIEW_DEBOUNCE_MS.
 */
import type { RaceMapCluster, RaceMapPoint } from '@portal/contracts/community-games';
import { RACE_MAP_MAX_ZOOM, RACE_MAP_MIN_ZOOM } from '@portal/contracts/community-games.codes';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapContainer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { BaseLayer, CHINA_MAX_BOUNDS, type TileSettings } from '../../../components/map/base-layer';
import { prepareMapContainer } from '../../../components/map/map-container';
import { catalogue } from '@portal/contracts/pages.codes';
import { statusName } from '../race-format';

export const VIEW_DEBOUNCE_MS = 250;

export interface RaceMapViewState {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

export interface RaceMapCanvasProps {
  initial: { lng: number; lat: number; zoom: number };
  tiles: TileSettings | null;
  clusters: readonly RaceMapCluster[];
  points: readonly RaceMapPoint[];
  onView: (view: RaceMapViewState) => void;
}

const MAP_LABEL = '赛事地图：方向键平移，加号键放大，减号键缩小；按 Tab 键逐个访问地图上的赛事和聚合点';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function readView(map: L.Map): RaceMapViewState {
  const b = map.getBounds();
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return {
    west: clamp(b.getWest(), -180, 180),
    south: clamp(b.getSouth(), -90, 90),
    east: clamp(b.getEast(), -180, 180),
    north: clamp(b.getNorth(), -90, 90),
    zoom: Math.round(map.getZoom()),
  };
}

function ViewReporter({ onView }: Pick<RaceMapCanvasProps, 'onView'>) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const report = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onView(readView(map)), VIEW_DEBOUNCE_MS);
  };
  useMapEvents({ moveend: report, zoomend: report });
  useEffect(() => {
    prepareMapContainer(map, MAP_LABEL);
    onView(readView(map));
    return () => clearTimeout(timer.current);
  }, [map, onView]);
  return null;
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 100 ? 36 : count < 10_000 ? 44 : 54;
  return L.divIcon({
    html: `<span aria-hidden="true">${count.toLocaleString('zh-CN')}</span><span class="visually-hidden">${count} 场赛事，按回车键放大查看</span>`,
    className: 'games-cluster',
    iconSize: [size, size],
  });
}

function pointIcon(point: RaceMapPoint): L.DivIcon {
  return L.divIcon({
    html: `<span aria-hidden="true">赛</span><span class="visually-hidden">${escapeHtml(point.name)}，${statusName(point.status)}，按回车键查看</span>`,
    className: `games-pin games-pin-${point.status}`,
    iconSize: [30, 38],
    iconAnchor: [15, 38],
    popupAnchor: [0, -34],
  });
}

function popupHtml(point: RaceMapPoint): string {
  return `<div class="games-popup"><p class="games-popup-title"><a href="${catalogue.raceDetail.href({ id: point.id })}">${escapeHtml(point.name)}</a></p><p>${escapeHtml(point.sport)} · ${statusName(point.status)} · ${point.startDate} 开赛</p></div>`;
}

/** Enter or Space on a focused marker activates it like a click. */
function onActivate(marker: L.Marker, activate: () => void) {
  marker.on('click', activate);
  marker.on('add', () => {
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      activate();
    });
  });
}

function Markers({ clusters, points }: Pick<RaceMapCanvasProps, 'clusters' | 'points'>) {
  const map = useMap();
  useEffect(() => {
    const group = L.layerGroup();
    for (const cluster of clusters) {
      const marker = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster.count), keyboard: true });
      onActivate(marker, () =>
        map.flyTo([cluster.lat, cluster.lng], Math.max(cluster.expansionZoom, map.getZoom() + 1), { duration: 0.6 }),
      );
      group.addLayer(marker);
    }
    for (const point of points) {
      const marker = L.marker([point.lat, point.lng], { icon: pointIcon(point), keyboard: true });
      marker.bindPopup(popupHtml(point), { minWidth: 220, maxWidth: 300 });
      onActivate(marker, () => marker.openPopup());
      group.addLayer(marker);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, clusters, points]);
  return null;
}

export default function RaceMapCanvas({ initial, tiles, clusters, points, onView }: RaceMapCanvasProps) {
  return (
    <MapContainer
      className={tiles ? 'games-map games-map-large' : 'games-map games-map-large games-map-offline'}
      center={[initial.lat, initial.lng]}
      zoom={initial.zoom}
      minZoom={RACE_MAP_MIN_ZOOM}
      maxZoom={RACE_MAP_MAX_ZOOM}
      maxBounds={CHINA_MAX_BOUNDS}
      zoomControl={false}
    >
      <ZoomControl position="topleft" zoomInTitle="放大地图" zoomOutTitle="缩小地图" />
      <BaseLayer tiles={tiles} maxZoom={RACE_MAP_MAX_ZOOM} />
      <ViewReporter onView={onView} />
      <Markers clusters={clusters} points={points} />
    </MapContainer>
  );
}
