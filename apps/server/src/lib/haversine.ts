/**
 * Great-circle distance on the mean Earth sphere (haversine formula), in metres, and the degree box
 * that holds every point within a distance of a centre. Pure functions (the map's nearby search).
 */

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

/** Haversine distance in metres between (lng1, lat1) and (lng2, lat2), degrees. */
export function haversineMetres(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface DegreeBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * A box (degrees, inclusive) containing every point within `metres` of (lng, lat), with a small margin
 * against rounding. Near a pole it spans all longitudes; it is clipped to [-180, 180] (no wrap: the
 * map's points are in China).
 */
export function boxAround(lng: number, lat: number, metres: number): DegreeBox {
  const angular = metres / EARTH_RADIUS_M; // radians
  const margin = 1e-9;
  const dLat = angular / RAD + margin;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cosLat = Math.cos(lat * RAD);
  const ratio = Math.sin(angular) / cosLat;
  if (maxLat >= 89.999 || minLat <= -89.999 || ratio >= 1) return { minLng: -180, minLat, maxLng: 180, maxLat };
  const dLng = Math.asin(ratio) / RAD + margin;
  return { minLng: Math.max(-180, lng - dLng), minLat, maxLng: Math.min(180, lng + dLng), maxLat };
}
