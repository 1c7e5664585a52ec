/**
 * The tile arithmetic against published tile numbers (OSM's slippy-map scheme, which 天地图 and Leaflet
 * share) and its edges: the Mercator square's limits and the last tile of a zoom.
 */
import { describe, expect, it } from 'vitest';
import { MAX_MERCATOR_LAT, latitudeOfMercatorY, mercatorX, mercatorY, tileIndex, tileOf } from './map-tiles.codes.js';

describe('map tiles', () => {
  it('puts Tiananmen into the tiles the XYZ scheme gives it', () => {
    // lng 116.3975, lat 39.9087: z 10 → 843/388, z 15 → 26978/12416 (x = floor((lng+180)/360·2^z), y by Mercator).
    expect(tileOf(116.3975, 39.9087, 10)).toEqual({ x: 843, y: 388 });
    expect(tileOf(116.3975, 39.9087, 15)).toEqual({ x: 26978, y: 12416 });
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1 });
  });

  it('clamps to the square: poles and the antimeridian fall into the edge tiles', () => {
    expect(mercatorY(90)).toBe(0);
    expect(mercatorY(-90)).toBe(1);
    expect(mercatorX(180)).toBe(1);
    expect(tileOf(180, -90, 3)).toEqual({ x: 7, y: 7 });
    expect(tileIndex(-0.2, 5)).toBe(0);
  });

  it('inverts the latitude within the square', () => {
    for (const lat of [-MAX_MERCATOR_LAT + 1e-6, -33.9, 0, 18.2, 39.9, 53.5]) {
      expect(latitudeOfMercatorY(mercatorY(lat))).toBeCloseTo(lat, 9);
    }
  });
});
