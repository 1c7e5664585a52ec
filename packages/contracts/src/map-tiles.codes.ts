/**
 * Web-Mercator map-tile arithmetic (the XYZ scheme of OSM, 天地图 and Leaflet): one definition for the
 * server's map index and tile cache, the web map's tile requests, the map benches and the tests, so a
 * point falls into the same tile everywhere (docs/decisions/data-spine.md "Map tiles").
 *
 * Units: longitude and latitude in degrees (WGS-84/CGCS2000 as stored); a unit coordinate is the
 * position in the Mercator square [0, 1] with x east and y SOUTH (as tiles count); a tile of zoom z is
 * (x, y) with 0 <= x, y < 2^z. Plain values, no TypeBox: the web imports this file at run time.
 */

/** Latitude limit of the Web-Mercator square (degrees): atan(sinh(pi)). */
export const MAX_MERCATOR_LAT = 85.05112878;

/** Unit x of a longitude: (lng + 180) / 360, in [0, 1] for -180..180. */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

/** Unit y of a latitude (clamped to ±MAX_MERCATOR_LAT): 0 at the north edge, 1 at the south edge. */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

/** Latitude (degrees) of a unit y: the inverse of mercatorY within the square. */
export function latitudeOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** Tile column or row of unit coordinate `unit` at zoom z, clamped to 0..2^z - 1 (1.0 is the last tile). */
export function tileIndex(unit: number, z: number): number {
  const side = 2 ** z;
  return Math.min(side - 1, Math.max(0, Math.floor(unit * side)));
}

/** The XYZ tile holding a position at zoom z. */
export function tileOf(lng: number, lat: number, z: number): { x: number; y: number } {
  return { x: tileIndex(mercatorX(lng), z), y: tileIndex(mercatorY(lat), z) };
}
