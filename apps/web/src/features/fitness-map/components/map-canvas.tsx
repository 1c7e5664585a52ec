/**
 * The Leaflet map of /fitnessMap (spec §2): base layer, markers, the open point's popup and the
 * visitor's position. Leaflet and its stylesheet are imported here only, so they load with the map page's
 * chunk and nowhere else (DESIGN.md "leaflet ... load only in the chunks that use them").
 *
 * - Base layer: components/map/base-layer (the configured tile service, or else the bundled offline layer).
 * - The map reports its view (bounds, zoom, centre) through `onView` after every move or zoom, debounced
 *   by VIEW_DEBOUNCE_MS, and hands its Leaflet instance to the page through `onReady`.
 * - Keyboard: the map itself is a focusable region (arrow keys pan, + and - zoom); then, with Tab, the zoom
 *   buttons (moved before the markers in the DOM) and every marker; the controls are labelled in Chinese.
 */
import type { MapCluster, MapMarkerPoint } from '@portal/contracts/fitness-map';
import type L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Popup, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { BaseLayer, CHINA_MAX_BOUNDS, type TileSettings } from '../../../components/map/base-layer';
import { prepareMapContainer } from '../../../components/map/map-container';
import type { ViewBounds } from '../map-request';
import { MAX_ZOOM, MIN_ZOOM } from '../map-view';
import { MarkerLayer } from './marker-layer';
import { PointPopup } from './point-popup';

/** Quiet time after the last move before the view is reported (one cluster request per settled view). */
export const VIEW_DEBOUNCE_MS = 250;

export interface MapViewState {
  bounds: ViewBounds;
  zoom: number;
  centre: { lng: number; lat: number };
}

/** The point whose popup is open; `returnFocus` gets focus back when it closes. */
export interface OpenPoint {
  id: number;
  lng: number;
  lat: number;
  autoFocus: boolean;
  returnFocus: HTMLElement | null;
}

export interface MapCanvasProps {
  initial: { lng: number; lat: number; zoom: number };
  /** null: the offline layer. */
  tiles: TileSettings | null;
  clusters: readonly MapCluster[];
  points: readonly MapMarkerPoint[];
  openPoint: OpenPoint | null;
  visitor: { lng: number; lat: number } | null;
  onView: (view: MapViewState) => void;
  onReady: (map: L.Map) => void;
  onCluster: (cluster: MapCluster) => void;
  onPoint: (point: MapMarkerPoint, from: HTMLElement | null) => void;
  onPopupClosed: (closed: OpenPoint) => void;
}

const MAP_LABEL = '健身地图：方向键平移，加号键放大，减号键缩小；按 Tab 键逐个访问地图上的点位';

function readView(map: L.Map): MapViewState {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    bounds: { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() },
    zoom: map.getZoom(),
    centre: { lng: centre.lng, lat: centre.lat },
  };
}

/** Labels the map in Chinese, hands it to the page and reports its view (see the module comment). */
function MapBridge({ onView, onReady }: Pick<MapCanvasProps, 'onView' | 'onReady'>) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const report = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onView(readView(map)), VIEW_DEBOUNCE_MS);
  }, [map, onView]);
  useMapEvents({ moveend: report, zoomend: report });

  useEffect(() => {
    prepareMapContainer(map, MAP_LABEL);
    onReady(map);
    onView(readView(map));
    return () => clearTimeout(timer.current);
  }, [map, onReady, onView]);
  return null;
}

/** Leaflet's popup close button says 'Close popup': say it in Chinese. */
function usePopupCloseLabel(open: boolean) {
  const map = useMap();
  useEffect(() => {
    if (!open) return;
    const label = () => {
      for (const button of map.getContainer().querySelectorAll('.leaflet-popup-close-button')) {
        button.setAttribute('aria-label', '关闭点位详情');
        button.setAttribute('title', '关闭');
      }
    };
    label();
    map.on('popupopen', label);
    return () => {
      map.off('popupopen', label);
    };
  }, [map, open]);
}

function OpenPointPopup({ openPoint, onClosed }: { openPoint: OpenPoint; onClosed: (closed: OpenPoint) => void }) {
  const map = useMap();
  const popupRef = useRef<L.Popup | null>(null);
  usePopupCloseLabel(true);
  // Leaflet's update() re-attaches the content node, which drops keyboard focus inside it: put it back.
  const resize = useCallback(() => {
    const popup = popupRef.current;
    if (!popup) return;
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && popup.getElement()?.contains(active) === true;
    popup.update();
    if (inside && document.activeElement !== active) active.focus({ preventScroll: true });
  }, []);
  // Escape anywhere in the popup (its content or Leaflet's close button) closes it; focus then returns
  // to where it came from (the page's onPopupClosed).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const popup = popupRef.current?.getElement();
      if (event.key !== 'Escape' || !popup || !(event.target instanceof Node) || !popup.contains(event.target)) return;
      event.stopPropagation();
      map.closePopup();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [map]);
  // A stable position: react-leaflet re-opens the popup (re-attaching it, which drops focus) when it changes.
  const position = useMemo<L.LatLngTuple>(() => [openPoint.lat, openPoint.lng], [openPoint.lat, openPoint.lng]);
  return (
    <Popup
      ref={popupRef}
      position={position}
      offset={[0, -30]}
      minWidth={240}
      maxWidth={300}
      autoPanPaddingTopLeft={[56, 16]}
      autoPanPaddingBottomRight={[16, 16]}
      eventHandlers={{ remove: () => onClosed(openPoint) }}
    >
      <PointPopup id={openPoint.id} autoFocus={openPoint.autoFocus} onResize={resize} />
    </Popup>
  );
}

export function MapCanvas(props: MapCanvasProps) {
  const { initial, tiles, openPoint, visitor } = props;
  return (
    <MapContainer
      className={tiles ? 'fm-map' : 'fm-map fm-map-offline'}
      center={[initial.lat, initial.lng]}
      zoom={initial.zoom}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      maxBounds={CHINA_MAX_BOUNDS}
      maxBoundsViscosity={0.8}
      zoomControl={false}
      worldCopyJump={false}
    >
      <ZoomControl position="topleft" zoomInTitle="放大地图" zoomOutTitle="缩小地图" />
      <MapBridge onView={props.onView} onReady={props.onReady} />
      <BaseLayer tiles={tiles} maxZoom={MAX_ZOOM} />
      <MarkerLayer
        clusters={props.clusters}
        points={props.points}
        onCluster={props.onCluster}
        onPoint={props.onPoint}
      />
      {visitor && (
        <CircleMarker
          center={[visitor.lat, visitor.lng]}
          radius={9}
          interactive={false}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1d39c4', fillOpacity: 1 }}
        />
      )}
      {openPoint && <OpenPointPopup key={openPoint.id} openPoint={openPoint} onClosed={props.onPopupClosed} />}
    </MapContainer>
  );
}
