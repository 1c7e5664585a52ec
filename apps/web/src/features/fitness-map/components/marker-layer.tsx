/**
 * The clusters and single points of the current view as Leaflet markers: clusters with counts at
 * low zoom that split as you zoom in, single markers at street level (README "Fitness map").
 *
 * Markers are kept by identity (map-request clusterKey / pointKey): an answer for a new view adds and
 * removes only the markers that changed, so a marker that stays keeps its keyboard focus. When the focused
 * marker goes away, focus moves to the map itself (arrow keys pan, +/- zoom, Tab reaches the markers again).
 * Enter or Space on a focused marker activates it like a click: a cluster zooms in to its expansionZoom at
 * its position, a point opens its popup. The caller keeps the count within MAP_MAX_MARKERS (capMarkers).
 * Markers that would cover one another are drawn spread apart (../marker-spread: every marker stays a
 * 24 px target), again after every zoom.
 */
import type { MapCluster, MapMarkerPoint } from '@portal/contracts/fitness-map';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { clusterKey, pointKey } from '../map-request';
import { isMapType } from '../map-types';
import { clusterHtml, clusterSize, pointHtml } from '../marker-icons';
import { spreadOffsets } from '../marker-spread';

export interface MarkerLayerProps {
  clusters: readonly MapCluster[];
  points: readonly MapMarkerPoint[];
  onCluster: (cluster: MapCluster) => void;
  /** `from` is the marker's element (focus returns there when the popup closes). */
  onPoint: (point: MapMarkerPoint, from: HTMLElement | null) => void;
}

/** Pin size (px): a 30 px round head; the anchor is its bottom tip. */
const PIN_SIZE: L.PointExpression = [30, 38];
const PIN_ANCHOR: [number, number] = [15, 38];

/** Where a marker's icon sits on its point, and the free disc it needs (marker-spread). */
interface MarkerShape {
  /** Icon anchor (px from the icon's top-left corner), as Leaflet sets it in the icon's margins. */
  anchor: [number, number];
  /** Visual centre relative to the anchor (px). */
  centre: [number, number];
  radius: number;
}

// Radii are half the icon's diagonal: markers that far apart have disjoint boxes in every direction.
const PIN_SHAPE: MarkerShape = { anchor: PIN_ANCHOR, centre: [0, -19], radius: Math.ceil(Math.hypot(30, 38) / 2) };
const clusterShape = (size: number): MarkerShape => ({
  anchor: [size / 2, size / 2],
  centre: [0, 0],
  radius: Math.ceil((size * Math.SQRT2) / 2),
});

/** Draws the markers of `shapes` spread apart where they would overlap at the map's zoom (margins only). */
function spreadMarkers(map: L.Map, shapes: Map<L.Marker, MarkerShape>): void {
  const entries = [...shapes].filter(([marker]) => marker.getElement());
  const offsets = spreadOffsets(
    entries.map(([marker, shape]) => {
      const point = map.latLngToLayerPoint(marker.getLatLng());
      return { x: point.x + shape.centre[0], y: point.y + shape.centre[1], r: shape.radius };
    }),
  );
  entries.forEach(([marker, shape], i) => {
    const element = marker.getElement()!;
    element.style.marginLeft = `${offsets[i]!.dx - shape.anchor[0]}px`;
    element.style.marginTop = `${offsets[i]!.dy - shape.anchor[1]}px`;
  });
}

function activateOnKeys(marker: L.Marker, activate: () => void): void {
  marker.on('add', () => {
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      activate();
    });
  });
  marker.on('click', activate);
}

export function MarkerLayer({ clusters, points, onCluster, onPoint }: MarkerLayerProps) {
  const map = useMap();
  const groupRef = useRef<L.LayerGroup | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const shapesRef = useRef(new Map<L.Marker, MarkerShape>());
  const handlers = useRef({ onCluster, onPoint });
  useEffect(() => {
    handlers.current = { onCluster, onPoint };
  }, [onCluster, onPoint]);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const markers = markersRef.current;
    const shapes = shapesRef.current;
    groupRef.current = group;
    const spread = () => spreadMarkers(map, shapes);
    map.on('zoomend', spread);
    return () => {
      map.off('zoomend', spread);
      group.remove();
      markers.clear();
      shapes.clear();
      groupRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const previous = markersRef.current;
    const next = new Map<string, L.Marker>();
    for (const cluster of clusters) {
      const key = clusterKey(cluster);
      let marker = previous.get(key);
      if (!marker) {
        const size = clusterSize(cluster.count);
        marker = L.marker([cluster.lat, cluster.lng], {
          icon: L.divIcon({ html: clusterHtml(cluster.count), className: 'fm-cluster', iconSize: [size, size] }),
          keyboard: true,
          riseOnHover: true,
        });
        activateOnKeys(marker, () => handlers.current.onCluster(cluster));
        shapesRef.current.set(marker, clusterShape(size));
      }
      next.set(key, marker);
    }
    for (const point of points) {
      if (!isMapType(point.mapType)) continue;
      const key = pointKey(point);
      let marker = previous.get(key);
      if (!marker) {
        const created = L.marker([point.lat, point.lng], {
          icon: L.divIcon({
            html: pointHtml(point.mapType),
            className: `fm-pin fm-pin-${point.mapType}`,
            iconSize: PIN_SIZE,
            iconAnchor: PIN_ANCHOR,
            popupAnchor: [0, -34],
          }),
          keyboard: true,
          riseOnHover: true,
        });
        activateOnKeys(created, () => handlers.current.onPoint(point, created.getElement() ?? null));
        shapesRef.current.set(created, PIN_SHAPE);
        marker = created;
      }
      next.set(key, marker);
    }

    const focused = document.activeElement;
    let lostFocus = false;
    for (const [key, marker] of previous) {
      if (next.has(key)) continue;
      if (focused && marker.getElement()?.contains(focused)) lostFocus = true;
      group.removeLayer(marker);
      shapesRef.current.delete(marker);
    }
    for (const [key, marker] of next) if (!previous.has(key)) group.addLayer(marker);
    markersRef.current = next;
    spreadMarkers(map, shapesRef.current);
    if (lostFocus) map.getContainer().focus({ preventScroll: true });
  }, [map, clusters, points]);

  return null;
}
