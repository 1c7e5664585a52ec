/**
 * Links that open a place in 高德地图 (Amap), the one helper every navigation link of the web app goes through
 * (the fitness map's popup, a race's venue, and any venue page that adds one).
 *
 * The portal's coordinates are WGS-84/CGCS2000 (the seed's, the venue records', 天地图's); 高德 draws in GCJ-02,
 * the offset system Chinese web maps must use. The point is converted with gcoord (a maintained library,
 * MIT) and handed to Amap's public marker URI (https://lbs.amap.com/api/uri-api/guide/mobile-web/point) as a
 * 高德 coordinate (`coordinate=gaode`), so Amap places it without a second, server-side guess. Outside China
 * gcoord leaves a point unchanged, as GCJ-02 does.
 */
import gcoord from 'gcoord';
import { SITE_NAME } from '../../config/route-handle';

/** Name of the navigation service in link texts. */
export const AMAP_NAME = '高德地图';

/** A WGS-84/CGCS2000 point [lng, lat] in degrees as GCJ-02 [lng, lat]. */
export function toGcj02(lng: number, lat: number): [number, number] {
  const [gcjLng, gcjLat] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return [gcjLng, gcjLat];
}

/**
 * Amap's marker page for a place (WGS-84/CGCS2000 `lng`, `lat` in degrees, and its name): opens Amap's web
 * map, or its app on a phone (`callnative=1`), with a marker and route planning from there.
 */
export function amapMarkerUrl(place: { lng: number; lat: number; name: string }): string {
  const [lng, lat] = toGcj02(place.lng, place.lat);
  const query = new URLSearchParams({
    position: `${lng.toFixed(6)},${lat.toFixed(6)}`,
    name: place.name,
    src: SITE_NAME,
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${query.toString()}`;
}
