/**
 * The in-memory fitness-map index (issue 4 "Data and server"; design and figures in docs/ARCHITECTURE.md
 * "Fitness map"): per map type, the points sorted by quadtree key (./quadkey.ts) in typed arrays —
 * key, id, lng, lat and prefix sums of lng and lat (44 bytes a point; ~265 MB at 6 million points).
 * Because every quadtree cell of every level is one contiguous run of that order, it serves as a grid
 * pyramid for all zooms at once: a cell's count is the length of its run (two binary searches), its
 * centroid comes from the prefix sums, and no per-zoom table has to be built or stored.
 *
 * cluster(box, zoom, types): the viewport's points grouped by the grid cells of level zoom + 2 (cells of
 * 64 px on 256 px tiles; coarser when the box is so large that more than MAP_MAX_MARKERS cells would
 * show). A cell cut by the box edge counts only the points inside (the descent goes down to the points
 * along the edges), so the counts of a response add up to exactly the points of the chosen types with
 * minLng <= lng <= maxLng and minLat <= lat <= maxLat. A cell with one point gives a point marker; from
 * POINT_ZOOM on, or when its points cannot be split by zooming, a cluster is opened into its points
 * while the response stays within MAP_MAX_MARKERS markers.
 *
 * nearby(lng, lat, radius, types, limit): the nearest points by haversine distance (metres), searching
 * boxes of growing size (250 m, x4 each round, up to `radius`) until `limit` points are found.
 *
 * Pure (no database, no clock); MapIndexBuilder fills it from rows (./map-index.loader.ts).
 */
import { MAP_MAX_MARKERS, MAP_MAX_ZOOM, MAP_TYPES, type MapType } from '@portal/contracts/fitness-map';
import { boxAround, haversineMetres, type DegreeBox } from './haversine.js';
import { KEY_LEVEL, commonLevel, mercatorX, mercatorY, pow4, quadKey, unitKey } from './quadkey.js';
import { radixSortSteps } from './radix-sort.js';

export type { DegreeBox } from './haversine.js';

/** Grid cells are 2^GRID_OFFSET times finer than the zoom's tiles (256 px / 4 = 64 px). */
export const GRID_OFFSET = 2;
/** From this zoom on, clusters are opened into single points while the marker budget allows. */
export const POINT_ZOOM = 17;
/** A run this short is scanned point by point instead of being split further. */
const SCAN_RUN = 64;
/** Unit-square margin of the cell/box tests, far above the rounding of mercatorY (~1e-16). */
const EPSILON = 1e-12;
/** Points handled between two yields of MapIndexBuilder.finishLayerSteps. */
const STEP_POINTS = 1 << 18;
/** First search radius of nearby, metres. */
const NEARBY_FIRST_RADIUS = 250;

/** One map type's points, sorted by quadtree key. */
export interface TypeLayer {
  mapType: MapType;
  size: number;
  keys: Float64Array;
  ids: Uint32Array;
  lng: Float64Array;
  lat: Float64Array;
  /** sumLng[i] = lng[0] + ... + lng[i - 1] (length size + 1); same for sumLat. */
  sumLng: Float64Array;
  sumLat: Float64Array;
}

export interface ClusterMarker {
  lng: number;
  lat: number;
  count: number;
  expansionZoom: number;
}

export interface PointMarker {
  id: number;
  lng: number;
  lat: number;
  mapType: MapType;
}

export interface ClusterResult {
  zoom: number;
  /** Quadtree level of the grid used. */
  gridLevel: number;
  total: number;
  clusters: ClusterMarker[];
  points: PointMarker[];
}

export interface NearbyHit {
  id: number;
  mapType: MapType;
  lng: number;
  lat: number;
  /** Metres (haversine). */
  distance: number;
}

/** The box in unit-square coordinates (y grows southward). */
interface UnitBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function unitBox(box: DegreeBox): UnitBox {
  return { x0: mercatorX(box.minLng), x1: mercatorX(box.maxLng), y0: mercatorY(box.maxLat), y1: mercatorY(box.minLat) };
}

/** First index in [from, to) whose key is >= value. */
function lowerBound(keys: Float64Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** CELL_SIZE[l] = 1 / 2^l, the side of a level-l cell in the unit square. */
const CELL_SIZE = Float64Array.from({ length: KEY_LEVEL + 1 }, (_, level) => 1 / 2 ** level);
/** KEYS_BELOW[l] = 4^(KEY_LEVEL - l): how many keys a level-l cell spans. */
const KEYS_BELOW = Float64Array.from({ length: KEY_LEVEL + 2 }, (_, level) => (level > KEY_LEVEL ? 0 : pow4(KEY_LEVEL - level)));

/** 0: the cell misses the box, 1: it lies inside, 2: it crosses an edge. */
function relation(level: number, cx: number, cy: number, q: UnitBox): 0 | 1 | 2 {
  const size = CELL_SIZE[level]!;
  const x0 = cx * size;
  const y0 = cy * size;
  const x1 = x0 + size;
  const y1 = y0 + size;
  if (x1 <= q.x0 - EPSILON || x0 > q.x1 + EPSILON || y1 <= q.y0 - EPSILON || y0 > q.y1 + EPSILON) return 0;
  if (x0 > q.x0 + EPSILON && x1 < q.x1 - EPSILON && y0 > q.y0 + EPSILON && y1 < q.y1 - EPSILON) return 1;
  return 2;
}

/** Running totals of one grid cell of a cluster query. */
class CellTotals {
  count = 0;
  sumLng = 0;
  sumLat = 0;
  minKey = Infinity;
  maxKey = -Infinity;
  /** The last run added (a single point when count ends at 1). */
  lastLayer: TypeLayer | null = null;
  lastIndex = 0;
  /** The cell's whole run per layer: [layer, lo, hi] (to open the cluster into points). */
  readonly runs: [TypeLayer, number, number][] = [];

  addRun(layer: TypeLayer, lo: number, hi: number): void {
    this.count += hi - lo;
    this.sumLng += layer.sumLng[hi]! - layer.sumLng[lo]!;
    this.sumLat += layer.sumLat[hi]! - layer.sumLat[lo]!;
    const first = layer.keys[lo]!;
    const last = layer.keys[hi - 1]!;
    if (first < this.minKey) this.minKey = first;
    if (last > this.maxKey) this.maxKey = last;
    this.lastLayer = layer;
    this.lastIndex = lo;
  }

  addPoint(layer: TypeLayer, i: number): void {
    this.count += 1;
    this.sumLng += layer.lng[i]!;
    this.sumLat += layer.lat[i]!;
    const key = layer.keys[i]!;
    if (key < this.minKey) this.minKey = key;
    if (key > this.maxKey) this.maxKey = key;
    this.lastLayer = layer;
    this.lastIndex = i;
  }
}

const inDegreeBox = (layer: TypeLayer, i: number, box: DegreeBox): boolean => {
  const lng = layer.lng[i]!;
  const lat = layer.lat[i]!;
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
};

/**
 * A walk of one layer's quadtree for one box: the node (level, cx, cy) covers the keys
 * [base, base + KEYS_BELOW[level]) and the run [lo, hi) of the layer. Plain recursion without
 * callbacks: this is the hot path of every cluster and nearby query.
 */
class LayerWalk {
  constructor(
    private readonly layer: TypeLayer,
    private readonly q: UnitBox,
    private readonly box: DegreeBox,
  ) {}

  /**
   * Runs `visit` from the smallest cell (at most `maxLevel` deep) that holds the whole box, instead of
   * from the root: the top levels of the walk would only narrow the run down to it.
   */
  fromStart(maxLevel: number, visit: (level: number, cx: number, cy: number, base: number, lo: number, hi: number) => void): void {
    const { q } = this;
    const first = unitKey(q.x0 - EPSILON, q.y0 - EPSILON);
    const last = unitKey(q.x1 + EPSILON, q.y1 + EPSILON);
    const level = Math.min(maxLevel, commonLevel(first, last));
    const span = KEYS_BELOW[level]!;
    const base = Math.floor(first / span) * span;
    const keys = this.layer.keys;
    const lo = lowerBound(keys, 0, keys.length, base);
    const hi = lowerBound(keys, lo, keys.length, base + span);
    if (hi > lo) {
      const side = 2 ** level;
      const cell = (unit: number) => Math.max(0, Math.min(side - 1, Math.floor(unit * side)));
      visit(level, cell(Math.max(0, q.x0 - EPSILON)), cell(Math.max(0, q.y0 - EPSILON)), base, lo, hi);
    }
  }

  /** The run of quadrant `quadrant` (0..3, x bit then y bit) of a node, as [start, end). */
  private childEnd(level: number, base: number, quadrant: number, start: number, hi: number): number {
    return quadrant === 3 ? hi : lowerBound(this.layer.keys, start, hi, base + (quadrant + 1) * KEYS_BELOW[level + 1]!);
  }

  /** Adds the grid cells at `gridLevel` that meet the box to `cells` (keyed cx * side + cy). */
  gridCells(gridLevel: number, cells: Map<number, CellTotals>, level: number, cx: number, cy: number, base: number, lo: number, hi: number): void {
    const rel = relation(level, cx, cy, this.q);
    if (rel === 0) return;
    if (level === gridLevel) {
      const id = cx * 2 ** gridLevel + cy;
      let totals = cells.get(id);
      if (!totals) cells.set(id, (totals = new CellTotals()));
      totals.runs.push([this.layer, lo, hi]);
      if (rel === 1) totals.addRun(this.layer, lo, hi);
      else this.addInside(totals, level, cx, cy, base, lo, hi);
      return;
    }
    const step = KEYS_BELOW[level + 1]!;
    let start = lo;
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const end = this.childEnd(level, base, quadrant, start, hi);
      if (end > start) this.gridCells(gridLevel, cells, level + 1, cx * 2 + (quadrant & 1), cy * 2 + (quadrant >> 1), base + quadrant * step, start, end);
      start = end;
    }
  }

  /** Adds the points of the node that lie inside the box to `totals`. */
  addInside(totals: CellTotals, level: number, cx: number, cy: number, base: number, lo: number, hi: number): void {
    const rel = relation(level, cx, cy, this.q);
    if (rel === 0) return;
    if (rel === 1) return totals.addRun(this.layer, lo, hi);
    if (hi - lo <= SCAN_RUN || level === KEY_LEVEL) {
      for (let i = lo; i < hi; i += 1) if (inDegreeBox(this.layer, i, this.box)) totals.addPoint(this.layer, i);
      return;
    }
    const step = KEYS_BELOW[level + 1]!;
    let start = lo;
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const end = this.childEnd(level, base, quadrant, start, hi);
      if (end > start) this.addInside(totals, level + 1, cx * 2 + (quadrant & 1), cy * 2 + (quadrant >> 1), base + quadrant * step, start, end);
      start = end;
    }
  }

  /** Appends the indexes of the node's points inside the box to `out`. */
  collect(out: number[], level: number, cx: number, cy: number, base: number, lo: number, hi: number): void {
    const rel = relation(level, cx, cy, this.q);
    if (rel === 0) return;
    if (rel === 1) {
      for (let i = lo; i < hi; i += 1) out.push(i);
      return;
    }
    if (hi - lo <= SCAN_RUN || level === KEY_LEVEL) {
      for (let i = lo; i < hi; i += 1) if (inDegreeBox(this.layer, i, this.box)) out.push(i);
      return;
    }
    const step = KEYS_BELOW[level + 1]!;
    let start = lo;
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const end = this.childEnd(level, base, quadrant, start, hi);
      if (end > start) this.collect(out, level + 1, cx * 2 + (quadrant & 1), cy * 2 + (quadrant >> 1), base + quadrant * step, start, end);
      start = end;
    }
  }
}

/** The grid level for a query: zoom + GRID_OFFSET, lowered until the box spans at most MAP_MAX_MARKERS cells. */
export function gridLevelFor(q: UnitBox, zoom: number): number {
  let level = Math.min(KEY_LEVEL, zoom + GRID_OFFSET);
  for (; level > 0; level -= 1) {
    const cells = 2 ** level;
    const last = cells - 1;
    const nx = Math.min(last, Math.floor(q.x1 * cells)) - Math.min(last, Math.floor(q.x0 * cells)) + 1;
    const ny = Math.min(last, Math.floor(q.y1 * cells)) - Math.min(last, Math.floor(q.y0 * cells)) + 1;
    if (nx * ny <= MAP_MAX_MARKERS) break;
  }
  return level;
}

export class MapIndex {
  private readonly layers: TypeLayer[];

  constructor(layers: Iterable<TypeLayer>) {
    this.layers = [...layers].sort((a, b) => a.mapType - b.mapType);
  }

  /** Points of every type. */
  get size(): number {
    return this.layers.reduce((sum, layer) => sum + layer.size, 0);
  }

  /** Points per map type. */
  counts(): Record<MapType, number> {
    const counts = Object.fromEntries(MAP_TYPES.map((t) => [t, 0])) as Record<MapType, number>;
    for (const layer of this.layers) counts[layer.mapType] = layer.size;
    return counts;
  }

  /** Bytes held by the typed arrays. */
  get bytes(): number {
    return this.layers.reduce(
      (sum, l) => sum + l.keys.byteLength + l.ids.byteLength + l.lng.byteLength + l.lat.byteLength + l.sumLng.byteLength + l.sumLat.byteLength,
      0,
    );
  }

  private chosen(types: readonly MapType[]): TypeLayer[] {
    return this.layers.filter((layer) => layer.size > 0 && types.includes(layer.mapType));
  }

  /**
   * Clusters and points of the viewport `box` (degrees, min <= max) at `zoom` (0..MAP_MAX_ZOOM) for
   * `types`; see the module comment. At most MAP_MAX_MARKERS markers.
   */
  cluster(box: DegreeBox, zoom: number, types: readonly MapType[]): ClusterResult {
    const q = unitBox(box);
    const gridLevel = gridLevelFor(q, zoom);
    const cells = new Map<number, CellTotals>();
    for (const layer of this.chosen(types)) {
      const walk = new LayerWalk(layer, q, box);
      walk.fromStart(gridLevel, (level, cx, cy, base, lo, hi) => walk.gridCells(gridLevel, cells, level, cx, cy, base, lo, hi));
    }

    const filled = [...cells.values()].filter((c) => c.count > 0).sort((a, b) => a.count - b.count);
    const result: ClusterResult = { zoom, gridLevel, total: 0, clusters: [], points: [] };
    let markers = filled.length;
    for (const cell of filled) {
      result.total += cell.count;
      if (cell.count === 1) {
        const layer = cell.lastLayer!;
        result.points.push(pointOf(layer, cell.lastIndex));
        continue;
      }
      const splitZoom = commonLevel(cell.minKey, cell.maxKey) + 1 - GRID_OFFSET;
      const opens = zoom >= POINT_ZOOM || splitZoom > MAP_MAX_ZOOM;
      if (opens && markers - 1 + cell.count <= MAP_MAX_MARKERS) {
        markers += cell.count - 1;
        for (const [layer, lo, hi] of cell.runs)
          for (let i = lo; i < hi; i += 1) if (inDegreeBox(layer, i, box)) result.points.push(pointOf(layer, i));
        continue;
      }
      result.clusters.push({
        // The centroid of points inside the box is inside it; clamping only absorbs rounding.
        lng: clamp(cell.sumLng / cell.count, box.minLng, box.maxLng),
        lat: clamp(cell.sumLat / cell.count, box.minLat, box.maxLat),
        count: cell.count,
        expansionZoom: Math.max(Math.min(zoom + 1, MAP_MAX_ZOOM), Math.min(MAP_MAX_ZOOM, splitZoom)),
      });
    }
    return result;
  }

  /** Calls `each(layer, i)` for every point of `types` inside `box` (degrees, inclusive). */
  forEachInBox(box: DegreeBox, types: readonly MapType[], each: (layer: TypeLayer, i: number) => void): void {
    const q = unitBox(box);
    const found: number[] = [];
    for (const layer of this.chosen(types)) {
      found.length = 0;
      const walk = new LayerWalk(layer, q, box);
      walk.fromStart(KEY_LEVEL, (level, cx, cy, base, lo, hi) => walk.collect(found, level, cx, cy, base, lo, hi));
      for (const i of found) each(layer, i);
    }
  }

  /**
   * The `limit` points of `types` nearest to (lng, lat) within `radius` metres, nearest first (ties by
   * id), with their haversine distance in metres.
   */
  nearby(lng: number, lat: number, radius: number, types: readonly MapType[], limit: number): NearbyHit[] {
    let searched = Math.min(radius, NEARBY_FIRST_RADIUS);
    for (;;) {
      const hits: NearbyHit[] = [];
      this.forEachInBox(boxAround(lng, lat, searched), types, (layer, i) => {
        const distance = haversineMetres(lng, lat, layer.lng[i]!, layer.lat[i]!);
        if (distance <= searched) hits.push({ ...pointOf(layer, i), distance });
      });
      // Every point within `searched` is in `hits`, so when there are `limit` of them the nearest
      // `limit` overall are among them.
      if (hits.length >= limit || searched >= radius) {
        return hits.sort((a, b) => a.distance - b.distance || a.id - b.id).slice(0, limit);
      }
      searched = Math.min(radius, searched * 4);
    }
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function pointOf(layer: TypeLayer, i: number): PointMarker {
  return { id: layer.ids[i]!, lng: layer.lng[i]!, lat: layer.lat[i]!, mapType: layer.mapType };
}

/**
 * Collects points per map type, then sorts them into layers. Usage: `add` every point (map types other
 * than 1-6 are skipped and counted in `skipped`), then `finish()` (sorts; the heavy step, ~0.2 s per
 * million points). Room grows by doubling; `reserve` presizes a type when its count is known.
 */
export class MapIndexBuilder {
  private readonly parts = new Map<MapType, { ids: Uint32Array; lng: Float64Array; lat: Float64Array; size: number }>();
  skipped = 0;

  reserve(mapType: MapType, count: number): void {
    const part = this.parts.get(mapType);
    if (!part) {
      this.parts.set(mapType, { ids: new Uint32Array(count), lng: new Float64Array(count), lat: new Float64Array(count), size: 0 });
    } else if (part.ids.length < count) this.grow(part, count);
  }

  private grow(part: { ids: Uint32Array; lng: Float64Array; lat: Float64Array; size: number }, capacity: number): void {
    const ids = new Uint32Array(capacity);
    const lng = new Float64Array(capacity);
    const lat = new Float64Array(capacity);
    ids.set(part.ids.subarray(0, part.size));
    lng.set(part.lng.subarray(0, part.size));
    lat.set(part.lat.subarray(0, part.size));
    Object.assign(part, { ids, lng, lat });
  }

  add(id: number, mapType: number, lng: number, lat: number): void {
    if (!MAP_TYPES.includes(mapType as MapType)) {
      this.skipped += 1;
      return;
    }
    let part = this.parts.get(mapType as MapType);
    if (!part) {
      this.reserve(mapType as MapType, 1024);
      part = this.parts.get(mapType as MapType)!;
    }
    if (part.size === part.ids.length) this.grow(part, part.size * 2);
    part.ids[part.size] = id;
    part.lng[part.size] = lng;
    part.lat[part.size] = lat;
    part.size += 1;
  }

  /** Map types with reserved room, in order. */
  get mapTypes(): MapType[] {
    return [...this.parts.keys()].sort((a, b) => a - b);
  }

  /** Sorts the points of one type into its layer (and frees the unsorted copy). */
  finishLayer(mapType: MapType): TypeLayer {
    const steps = this.finishLayerSteps(mapType);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * finishLayer in steps of at most STEP_POINTS points (or one radix pass): the loader awaits a turn of
   * the event loop between steps, so a national build never holds it for more than a few tens of ms.
   */
  *finishLayerSteps(mapType: MapType): Generator<void, TypeLayer> {
    const part = this.parts.get(mapType);
    if (!part) throw new Error(`map type ${mapType} has no points`);
    this.parts.delete(mapType);
    const n = part.size;
    const rawKeys = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      rawKeys[i] = quadKey(part.lng[i]!, part.lat[i]!);
      if (i % STEP_POINTS === STEP_POINTS - 1) yield;
    }
    const order = yield* radixSortSteps(rawKeys);
    const layer: TypeLayer = {
      mapType,
      size: n,
      keys: new Float64Array(n),
      ids: new Uint32Array(n),
      lng: new Float64Array(n),
      lat: new Float64Array(n),
      sumLng: new Float64Array(n + 1),
      sumLat: new Float64Array(n + 1),
    };
    for (let i = 0; i < n; i += 1) {
      const from = order[i]!;
      layer.keys[i] = rawKeys[from]!;
      layer.ids[i] = part.ids[from]!;
      const lng = part.lng[from]!;
      const lat = part.lat[from]!;
      layer.lng[i] = lng;
      layer.lat[i] = lat;
      layer.sumLng[i + 1] = layer.sumLng[i]! + lng;
      layer.sumLat[i + 1] = layer.sumLat[i]! + lat;
      if (i % STEP_POINTS === STEP_POINTS - 1) yield;
    }
    return layer;
  }

  /** All layers at once (tests and small sets; the loader finishes layer by layer, yielding between). */
  finish(): MapIndex {
    return new MapIndex(this.mapTypes.map((t) => this.finishLayer(t)));
  }
}
