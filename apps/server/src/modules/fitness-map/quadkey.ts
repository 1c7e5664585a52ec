/**
 * Web-Mercator quadtree keys for the fitness-map index (docs/decisions/fitness-map.md "Fitness map"). Pure arithmetic,
 * no state.
 *
 * - mercatorX / mercatorY (@portal/contracts/map-tiles.codes): degrees -> the unit square [0, 1] (x east,
 *   y SOUTH, as map tiles count), latitude clamped to ±MAX_MERCATOR_LAT;
 * - a quadtree cell at level l is (cx, cy), 0 <= cx, cy < 2^l; a map tile of zoom z is the cell of level z;
 * - quadKey(lng, lat): the Morton (Z-order) code of the point's cell at KEY_LEVEL (26 levels, cells of
 *   ~0.6 m at the equator), x bits at even positions, y bits at odd ones: a 52-bit integer, exact in a
 *   double. Sorting points by it puts every cell of every level into one contiguous run: the cell
 *   (l, cx, cy) holds exactly the keys in [cellKey(l, cx, cy) * 4^(KEY_LEVEL - l), next cell's start).
 */

import { mercatorX, mercatorY } from '@portal/contracts/map-tiles.codes';

export { MAX_MERCATOR_LAT, mercatorX, mercatorY } from '@portal/contracts/map-tiles.codes';

export const KEY_LEVEL = 26;

const KEY_CELLS = 2 ** KEY_LEVEL;
const HALF_BITS = 13;
const HALF_MASK = (1 << HALF_BITS) - 1;
const HALF_SHIFT = 2 ** (2 * HALF_BITS);

/** SPREAD[v] = v's 13 bits moved to the even bit positions 0, 2, ..., 24. */
const SPREAD = (() => {
  const table = new Uint32Array(1 << HALF_BITS);
  for (let v = 0; v < table.length; v += 1) {
    let out = 0;
    for (let bit = 0; bit < HALF_BITS; bit += 1) if (v & (1 << bit)) out |= 1 << (2 * bit);
    table[v] = out;
  }
  return table;
})();

/** Cell coordinate of a unit-square coordinate at KEY_LEVEL (clamped: 1.0 falls into the last cell). */
function keyCell(unit: number): number {
  return Math.max(0, Math.min(KEY_CELLS - 1, Math.floor(unit * KEY_CELLS)));
}

/** The key of the KEY_LEVEL cell holding the unit-square point (x, y). */
export function unitKey(x: number, y: number): number {
  return interleave(keyCell(x), keyCell(y));
}

/** Morton code of cell (cx, cy) with up to 26 bits each (a number below 2^52). */
export function interleave(cx: number, cy: number): number {
  const high = SPREAD[cx >>> HALF_BITS]! | (SPREAD[cy >>> HALF_BITS]! << 1);
  const low = SPREAD[cx & HALF_MASK]! | (SPREAD[cy & HALF_MASK]! << 1);
  return high * HALF_SHIFT + low;
}

/** The quadtree key of a point at KEY_LEVEL (see the module comment). */
export function quadKey(lng: number, lat: number): number {
  return interleave(keyCell(mercatorX(lng)), keyCell(mercatorY(lat)));
}

/** 4^n as a double (exact up to n = 26). */
export function pow4(n: number): number {
  return 2 ** (2 * n);
}

/**
 * The deepest level (<= KEY_LEVEL) whose cell holds both keys, i.e. the length of their common quadtree
 * prefix: 0 when they differ in the first split, KEY_LEVEL when they are equal.
 */
export function commonLevel(keyA: number, keyB: number): number {
  // Each key is high * 2^26 + low with 26-bit halves; count the equal leading bits, two per level.
  const highA = Math.floor(keyA / HALF_SHIFT);
  const highB = Math.floor(keyB / HALF_SHIFT);
  const bits = 2 * HALF_BITS;
  let equalBits: number;
  if (highA !== highB) equalBits = Math.clz32(highA ^ highB) - (32 - bits);
  else {
    const lowDiff = (keyA - highA * HALF_SHIFT) ^ (keyB - highB * HALF_SHIFT);
    equalBits = lowDiff === 0 ? 2 * bits : bits + Math.clz32(lowDiff) - (32 - bits);
  }
  return Math.floor(equalBits / 2);
}
