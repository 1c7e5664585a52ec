/**
 * Draws the offline base layer's place names (./map-labels decides which): after every move or zoom, the
 * candidates inside the view are projected to container pixels, placed without overlap, and drawn as
 * non-interactive Leaflet markers in a decorative pane (aria-hidden: places are named in the popups and
 * lists). City and county names carry a dot at their centre (base-layer.css).
 */
import L from 'leaflet';
import { labelKindsAt, placeLabels, type LabelCandidate, type LabelKind } from './map-labels';

/** A place that may be named: its kind, name and position (degrees). */
export interface PlaceName {
  kind: LabelKind;
  name: string;
  lng: number;
  lat: number;
}

const stripMarkup = (text: string) => text.replace(/[&<>"']/g, '');

function labelMarker(place: PlaceName, pane: string): L.Marker {
  return L.marker([place.lat, place.lng], {
    icon: L.divIcon({
      html: `<span>${stripMarkup(place.name)}</span>`,
      className: `fm-label fm-label-${place.kind}`,
      iconSize: undefined,
    }),
    interactive: false,
    keyboard: false,
    pane,
  });
}

/**
 * A layer group that names `places` on `map` as it moves (see the module comment). `more()` is asked for
 * places added later (the counties, loaded on first reaching their zoom); call `refresh()` after adding.
 */
export class PlaceLabelLayer {
  private readonly group = L.layerGroup();
  private readonly refreshHandler = () => this.refresh();
  private places: PlaceName[];

  constructor(
    private readonly map: L.Map,
    places: PlaceName[],
    private readonly pane: string,
  ) {
    this.places = places;
    this.group.addTo(map);
    map.on('moveend', this.refreshHandler);
    this.refresh();
  }

  add(places: readonly PlaceName[]): void {
    this.places = [...this.places, ...places];
    this.refresh();
  }

  refresh(): void {
    const zoom = this.map.getZoom();
    const kinds = new Set(labelKindsAt(zoom));
    const bounds = this.map.getBounds().pad(0.05);
    const inView = this.places.filter((place) => kinds.has(place.kind) && bounds.contains([place.lat, place.lng]));
    const candidates: (LabelCandidate & { place: PlaceName })[] = inView.map((place) => {
      const point = this.map.latLngToContainerPoint([place.lat, place.lng]);
      return { kind: place.kind, name: place.name, x: point.x, y: point.y, place };
    });
    const size = this.map.getSize();
    const placed = placeLabels(candidates, zoom, size.x, size.y) as typeof candidates;
    this.group.clearLayers();
    for (const { place } of placed) this.group.addLayer(labelMarker(place, this.pane));
  }

  remove(): void {
    this.map.off('moveend', this.refreshHandler);
    this.group.remove();
  }
}
