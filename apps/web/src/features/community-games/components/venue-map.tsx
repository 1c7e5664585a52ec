/**
 * A small Leaflet map of a race's venue (the race detail page): the portal's base layer
 * (components/map/base-layer: tile service or the offline layer) and one marker. Loaded lazily, so
 * Leaflet stays out of the detail page's first chunk. Decorative for keyboard users: the venue's name
 * and address and the navigation link are text beside it; the map is a captioned figure.
 */
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { BaseLayer, useTileSettings } from '../../../components/map/base-layer';

/** Tiles show streets; the offline layer only cities (zooms 6-13), so it stays at a regional view. */
const VENUE_ZOOM = { tiles: 15, offline: 8 };

export default function VenueMap({ lng, lat, name }: { lng: number; lat: number; name: string }) {
  const tiles = useTileSettings();
  if (tiles === undefined) return null;
  return (
    <figure className="race-venue-map">
      <figcaption className="visually-hidden">{name}的位置示意图</figcaption>
      <MapContainer
        className={tiles ? 'games-map' : 'games-map games-map-offline'}
        center={[lat, lng]}
        zoom={tiles ? VENUE_ZOOM.tiles : VENUE_ZOOM.offline}
        scrollWheelZoom={false}
        keyboard={false}
        zoomControl={false}
        attributionControl
      >
        <BaseLayer tiles={tiles} maxZoom={18} />
        <CircleMarker
          center={[lat, lng]}
          radius={9}
          interactive={false}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#c41d28', fillOpacity: 1 }}
        >
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {name}
          </Tooltip>
        </CircleMarker>
      </MapContainer>
    </figure>
  );
}
