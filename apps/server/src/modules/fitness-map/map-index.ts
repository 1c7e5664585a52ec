/**
 * The in-memory fitness-map index (design and figures in docs/decisions/fitness-map.md "Fitness map"): every point
 * sorted by quadtree key (./quadkey.ts) in typed arrays — key, id, map type, lng, lat, prefix sums of lng and lat, and
 * per-type counts before every block of BLOCK points (~45.5 bytes a point; ~280 MB at 6 million points). Because every
 * quadtree cell of every level is one contiguous run of that order, it serves as a grid pyramid for all zooms at once:
 * a cell's count is the length of its run (two binary searches; with a type filter, block counts plus at most 2 x BLOCK
 * type bytes), its centroid comes from the prefix sums, and no per-zoom table has to be built or stored.
 *
 * cluster(box, zoom, types): the viewport's points grouped by the grid cells of level zoom + 2 (cells of
 * 64 px on 256 px tiles; coarser when the box is so large that more than MAP_MAX_MARKERS cells would
 * show). A cell cut by the box edge counts only the points inside (the walk goes down to the points along
 * the edges), so the counts of a response add up to exactly the points of the chosen types with
 * minLng <= lng <= maxLng and minLat <= lat <= maxLat. A cell with one point gives a point marker; from
 * POINT_ZOOM on, or when its points cannot be split by zooming, a cluster is opened into its points while
 * the response stays within MAP_MAX_MARKERS markers. Positions: the centroid of the cluster's points;
 * with a type filter, runs wholly inside the box contribute the centroid of all their points (weighted by
 * the chosen ones), so the position is always inside the box and the cell but only near the exact
 * centroid, and expansionZoom is likewise an estimate.
 *
 * tile(z, x, y, types): the same grouping for one XYZ map tile, a single run of the sorted store (so
 * tiles never share a point and their answers can be cached and compressed once per tile).
 *
 * nearby(lng, lat, radius, types, limit): the nearest points by haversine distance (metres), searching
 * boxes of growing size (250 m, x4 each round, up to `radius`) until `limit` points are found.
 *
 * Overlay: an index may carry a MapOverlay, the points changed since its store was sorted (positions of the store
 * removed, and a small index of the changed points' current state). Every query answers from the store without
 * the removed positions plus the overlay's points, exactly as a store sorted from the changed point set would
 * (cell by cell, so counts and opened points are the same; with a type filter cluster positions are the
 * weighted centroids of each part). ./map-index.overlay.ts makes overlays; docs/decisions/data-spine.md
 * "Map overlay" says why.
 *
 * Pure (no database, no clock); ./map-index.builder.ts makes it from rows (./map-index.loader.ts).
 */
import { MAP_MAX_MARKERS, MAP_MAX_ZOOM, MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { boxAround, haversineMetres, type DegreeBox } from '../../lib/haversine.js';
import { lowerBound as lowerBound32 } from '../../lib/county-cells.js';
import { KEY_LEVEL, commonLevel, interleave, mercatorX, mercatorY, pow4, unitKey } from './quadkey.js';

export type { DegreeBox } from '../../lib/haversine.js';

/** Grid cells are 2^GRID_OFFSET times finer than the zoom's tiles (256 px / 4 = 64 px). */
export const GRID_OFFSET = 2;
/** From this zoom on, clusters are opened into single points while the marker budget allows. */
export const POINT_ZOOM = 17;
/** Points per block of the per-type block counts. */
export const BLOCK = 64;
/** Stride of the block counts: slots 1..6 hold the map types. */
export const TYPE_SLOTS = 8;
/** A run this short is scanned point by point instead of being split further. */
const SCAN_RUN = 64;
/** Unit-square margin of the cell/box tests, far above the rounding of mercatorY (~1e-16). */
const EPSILON = 1e-12;
/** First search radius of nearby, metres. */
const NEARBY_FIRST_RADIUS = 250;

/** The sorted points (see the module comment). */
export interface PointStore {
  size: number;
  keys: Float64Array;
  ids: Uint32Array;
  types: Uint8Array;
  lng: Float64Array;
  lat: Float64Array;
  /** sumLng[i] = lng[0] + ... + lng[i - 1] (length size + 1); same for sumLat. */
  sumLng: Float64Array;
  sumLat: Float64Array;
  /** blockCounts[b * TYPE_SLOTS + t]: points of map type t among the first b * BLOCK. */
  blockCounts: Uint32Array;
}

/**
 * The points changed since a store was sorted (module comment): answered beside it until the holder merges
 * them into a new store (./map-index.overlay.ts).
 */
export interface MapOverlay {
  /** Ascending positions in the store of the points removed or moved since it was sorted. */
  removed: Int32Array;
  /** The current state of the points added or moved since then: an index of its own, without an overlay. */
  added: MapIndex;
}

const NO_REMOVALS = new Int32Array(0);

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

export interface NearbyHit extends PointMarker {
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

/** Bit t set for every map type t of `types`. */
function typeMask(types: readonly MapType[]): number {
  return types.reduce((mask, t) => mask | (1 << t), 0);
}

const ALL_TYPES = typeMask(MAP_TYPES);

/** CELL_SIZE[l] = 1 / 2^l, the side of a level-l cell in the unit square. */
const CELL_SIZE = Float64Array.from({ length: KEY_LEVEL + 1 }, (_, level) => 1 / 2 ** level);
/** KEYS_BELOW[l] = 4^(KEY_LEVEL - l): how many keys a level-l cell spans. */
const KEYS_BELOW = Float64Array.from({ length: KEY_LEVEL + 2 }, (_, level) =>
  level > KEY_LEVEL ? 0 : pow4(KEY_LEVEL - level),
);

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

/** Position i is one of the ascending `removed` (MapOverlay.removed; ./map-index.overlay.ts). */
export function isRemoved(removed: Int32Array, i: number): boolean {
  if (removed.length === 0) return false;
  const k = lowerBound32(removed, i);
  return k < removed.length && removed[k] === i;
}

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

/** Points of the types in `mask` among [lo, hi). */
function countRun(store: PointStore, lo: number, hi: number, mask: number): number {
  if (mask === ALL_TYPES) return hi - lo;
  const { types, blockCounts } = store;
  const scan = (from: number, to: number) => {
    let n = 0;
    for (let i = from; i < to; i += 1) n += (mask >> types[i]!) & 1;
    return n;
  };
  const firstBlock = Math.ceil(lo / BLOCK);
  const lastBlock = Math.floor(hi / BLOCK);
  if (firstBlock >= lastBlock) return scan(lo, hi);
  let n = scan(lo, firstBlock * BLOCK) + scan(lastBlock * BLOCK, hi);
  for (let t = 1; t <= 6; t += 1) {
    if ((mask >> t) & 1) n += blockCounts[lastBlock * TYPE_SLOTS + t]! - blockCounts[firstBlock * TYPE_SLOTS + t]!;
  }
  return n;
}

/** Running totals of one grid cell of a cluster query. */
class CellTotals {
  count = 0;
  sumLng = 0;
  sumLat = 0;
  minKey = Infinity;
  maxKey = -Infinity;
  /** The cell's run among the overlay's added points (MapOverlay), empty when it has none there. */
  addedLo = 0;
  addedHi = 0;

  /**
   * `cell`: the first quadtree key of the cell (the same cell has the same number in the store and in the
   * overlay); `lo`..`hi`: the cell's whole run (to find its single point, or open it into points).
   */
  constructor(
    readonly cell: number,
    readonly lo: number,
    readonly hi: number,
  ) {}

  /** Adds the points of [lo, hi) of the types in `mask`, but for the `removed` positions (ascending). */
  addRun(store: PointStore, lo: number, hi: number, mask: number, removed: Int32Array): void {
    let n = countRun(store, lo, hi, mask);
    let all = hi - lo;
    let sumLng = store.sumLng[hi]! - store.sumLng[lo]!;
    let sumLat = store.sumLat[hi]! - store.sumLat[lo]!;
    let first = lo;
    let last = hi - 1;
    if (removed.length > 0) {
      for (let k = lowerBound32(removed, lo); k < removed.length && removed[k]! < hi; k += 1) {
        const i = removed[k]!;
        all -= 1;
        n -= (mask >> store.types[i]!) & 1;
        sumLng -= store.lng[i]!;
        sumLat -= store.lat[i]!;
      }
      while (first <= last && isRemoved(removed, first)) first += 1;
      while (last >= first && isRemoved(removed, last)) last -= 1;
    }
    if (n === 0) return;
    // With a type filter the run's all-type centroid stands in for its chosen points (module comment).
    const weight = n / all;
    this.count += n;
    this.sumLng += sumLng * weight;
    this.sumLat += sumLat * weight;
    const firstKey = store.keys[first]!;
    const lastKey = store.keys[last]!;
    if (firstKey < this.minKey) this.minKey = firstKey;
    if (lastKey > this.maxKey) this.maxKey = lastKey;
  }

  addPoint(store: PointStore, i: number): void {
    this.count += 1;
    this.sumLng += store.lng[i]!;
    this.sumLat += store.lat[i]!;
    const key = store.keys[i]!;
    if (key < this.minKey) this.minKey = key;
    if (key > this.maxKey) this.maxKey = key;
  }

  /** Adds the same cell's totals among the overlay's added points (whose run is `added.lo`..`added.hi`). */
  absorb(added: CellTotals): void {
    this.count += added.count;
    this.sumLng += added.sumLng;
    this.sumLat += added.sumLat;
    if (added.minKey < this.minKey) this.minKey = added.minKey;
    if (added.maxKey > this.maxKey) this.maxKey = added.maxKey;
    this.addedLo = added.lo;
    this.addedHi = added.hi;
  }
}

/** The cells of the store with the same cells among the overlay's added points folded in (MapOverlay). */
function withAdded(cells: CellTotals[], added: readonly CellTotals[]): CellTotals[] {
  if (added.length === 0) return cells;
  const byCell = new Map(cells.map((cell) => [cell.cell, cell]));
  for (const extra of added) {
    let cell = byCell.get(extra.cell);
    if (!cell) {
      cell = new CellTotals(extra.cell, 0, 0);
      cells.push(cell);
    }
    cell.absorb(extra);
  }
  return cells;
}

/**
 * A walk of the quadtree for one box and type mask: the node (level, cx, cy) covers the keys
 * [base, base + KEYS_BELOW[level]) and the run [lo, hi) of the store. Plain recursion without
 * callbacks: this is the hot path of every cluster and nearby query.
 */
class Walk {
  constructor(
    private readonly store: PointStore,
    private readonly q: UnitBox,
    private readonly box: DegreeBox,
    private readonly mask: number,
    /** Ascending positions the walk passes over (MapOverlay.removed). */
    private readonly removed: Int32Array,
  ) {}

  /** Point i is of a chosen type, inside the box (degrees, inclusive) and not removed. */
  accepts(i: number): boolean {
    const { store, box } = this;
    if (!((this.mask >> store.types[i]!) & 1)) return false;
    const lng = store.lng[i]!;
    const lat = store.lat[i]!;
    return (
      lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat && !isRemoved(this.removed, i)
    );
  }

  /**
   * Runs `visit` from the smallest cell (at most `maxLevel` deep) that holds the whole box, instead of
   * from the root: the top levels of the walk would only narrow the run down to it.
   */
  fromStart(
    maxLevel: number,
    visit: (level: number, cx: number, cy: number, base: number, lo: number, hi: number) => void,
  ): void {
    const { q } = this;
    const first = unitKey(q.x0 - EPSILON, q.y0 - EPSILON);
    const last = unitKey(q.x1 + EPSILON, q.y1 + EPSILON);
    const level = Math.min(maxLevel, commonLevel(first, last));
    const span = KEYS_BELOW[level]!;
    const base = Math.floor(first / span) * span;
    const keys = this.store.keys;
    const lo = lowerBound(keys, 0, this.store.size, base);
    const hi = lowerBound(keys, lo, this.store.size, base + span);
    if (hi > lo) {
      const side = 2 ** level;
      const cell = (unit: number) => Math.max(0, Math.min(side - 1, Math.floor(unit * side)));
      visit(level, cell(q.x0 - EPSILON), cell(q.y0 - EPSILON), base, lo, hi);
    }
  }

  /** The end of quadrant `quadrant`'s run (0..3, x bit then y bit) of a node whose run starts at `start`. */
  private childEnd(level: number, base: number, quadrant: number, start: number, hi: number): number {
    return quadrant === 3 ? hi : lowerBound(this.store.keys, start, hi, base + (quadrant + 1) * KEYS_BELOW[level + 1]!);
  }

  /** Adds the grid cells at `gridLevel` that meet the box to `cells` (keyed cx * 2^gridLevel + cy). */
  gridCells(
    gridLevel: number,
    cells: CellTotals[],
    level: number,
    cx: number,
    cy: number,
    base: number,
    lo: number,
    hi: number,
  ): void {
    const rel = relation(level, cx, cy, this.q);
    if (rel === 0) return;
    if (level === gridLevel) {
      const totals = new CellTotals(base, lo, hi);
      if (rel === 1) totals.addRun(this.store, lo, hi, this.mask, this.removed);
      else this.addInside(totals, level, cx, cy, base, lo, hi);
      if (totals.count > 0) cells.push(totals);
      return;
    }
    const step = KEYS_BELOW[level + 1]!;
    let start = lo;
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const end = this.childEnd(level, base, quadrant, start, hi);
      if (end > start)
        this.gridCells(
          gridLevel,
          cells,
          level + 1,
          cx * 2 + (quadrant & 1),
          cy * 2 + (quadrant >> 1),
          base + quadrant * step,
          start,
          end,
        );
      start = end;
    }
  }

  /** Adds the node's points of the chosen types inside the box to `totals`. */
  addInside(totals: CellTotals, level: number, cx: number, cy: number, base: number, lo: number, hi: number): void {
    const rel = relation(level, cx, cy, this.q);
    if (rel === 0) return;
    if (rel === 1) return totals.addRun(this.store, lo, hi, this.mask, this.removed);
    if (hi - lo <= SCAN_RUN || level === KEY_LEVEL) {
      for (let i = lo; i < hi; i += 1) if (this.accepts(i)) totals.addPoint(this.store, i);
      return;
    }
    const step = KEYS_BELOW[level + 1]!;
    let start = lo;
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const end = this.childEnd(level, base, quadrant, start, hi);
      if (end > start)
        this.addInside(
          totals,
          level + 1,
          cx * 2 + (quadrant & 1),
          cy * 2 + (quadrant >> 1),
          base + quadrant * step,
          start,
          end,
        );
      start = end;
    }
  }

  /** Appends the indexes of the node's points of the chosen types inside the box to `out`. */
  collect(out: number[], level: number, cx: number, cy: number, base: number, lo: number, hi: number): void {
    const rel = relation(level, cx, cy, this.q);
    if (rel === 0) return;
    if (rel === 1 || hi - lo <= SCAN_RUN || level === KEY_LEVEL) {
      for (let i = lo; i < hi; i += 1) if (this.accepts(i)) out.push(i);
      return;
    }
    const step = KEYS_BELOW[level + 1]!;
    let start = lo;
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const end = this.childEnd(level, base, quadrant, start, hi);
      if (end > start)
        this.collect(
          out,
          level + 1,
          cx * 2 + (quadrant & 1),
          cy * 2 + (quadrant >> 1),
          base + quadrant * step,
          start,
          end,
        );
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

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const isTileCoordinate = (value: number, side: number) => Number.isInteger(value) && value >= 0 && value < side;

/**
 * Adds the grid cells at `gridLevel` of the node (level, keys [base, base + KEYS_BELOW[level]), run
 * [lo, hi)) to `cells`, each counted by its whole run: the tile query's walk, where every cell lies wholly
 * inside the tile.
 */
function gridRuns(
  store: PointStore,
  removed: Int32Array,
  mask: number,
  gridLevel: number,
  level: number,
  base: number,
  lo: number,
  hi: number,
  cells: CellTotals[],
): void {
  if (level === gridLevel) {
    const totals = new CellTotals(base, lo, hi);
    totals.addRun(store, lo, hi, mask, removed);
    if (totals.count > 0) cells.push(totals);
    return;
  }
  const step = KEYS_BELOW[level + 1]!;
  let start = lo;
  for (let quadrant = 0; quadrant < 4; quadrant += 1) {
    const end = quadrant === 3 ? hi : lowerBound(store.keys, start, hi, base + (quadrant + 1) * step);
    if (end > start) gridRuns(store, removed, mask, gridLevel, level + 1, base + quadrant * step, start, end, cells);
    start = end;
  }
}

export class MapIndex {
  private retired = false;

  /**
   * `store` is read, never changed while the index serves: a change makes a new index (./map-index.overlay.ts,
   * ./map-index.changes.ts), and once that one serves from another store and this one is retired, a later
   * merge may write over this store's buffers. `overlay`: the points changed since the store was sorted
   * (module comment), null when there are none.
   */
  constructor(
    readonly store: PointStore,
    readonly overlay: MapOverlay | null = null,
  ) {}

  /**
   * Marks the index as read by nobody any more (./map-index.holder.ts, one merge after it stopped serving),
   * so its buffers may be written over; a query on it afterwards throws instead of reading other points.
   */
  retire(): void {
    this.retired = true;
  }

  /** Throws when the index was retired (see retire). */
  private live(): PointStore {
    if (this.retired) throw new Error('map index: queried after it was retired');
    return this.store;
  }

  /** The store's removed positions (MapOverlay.removed), empty without an overlay. */
  private get removed(): Int32Array {
    return this.overlay?.removed ?? NO_REMOVALS;
  }

  /** Points of every type. */
  get size(): number {
    return this.store.size - this.removed.length + (this.overlay?.added.size ?? 0);
  }

  /** Points per map type. */
  counts(): Record<MapType, number> {
    const { blockCounts, size, types } = this.live();
    const lastBlock = Math.floor(size / BLOCK);
    const counts = Object.fromEntries(MAP_TYPES.map((t) => [t, blockCounts[lastBlock * TYPE_SLOTS + t]!])) as Record<
      MapType,
      number
    >;
    for (let i = lastBlock * BLOCK; i < size; i += 1) counts[types[i] as MapType] += 1;
    if (this.overlay) {
      for (const i of this.overlay.removed) counts[types[i] as MapType] -= 1;
      const added = this.overlay.added.counts();
      for (const t of MAP_TYPES) counts[t] += added[t];
    }
    return counts;
  }

  /** Bytes held by the typed arrays (the overlay's included). */
  get bytes(): number {
    const s = this.store;
    const own = [s.keys, s.ids, s.types, s.lng, s.lat, s.sumLng, s.sumLat, s.blockCounts].reduce(
      (sum, a) => sum + a.byteLength,
      0,
    );
    return own + (this.overlay ? this.overlay.removed.byteLength + this.overlay.added.bytes : 0);
  }

  /** The marker of the point at sorted position i of the store. */
  pointAt(i: number): PointMarker {
    const s = this.store;
    return { id: s.ids[i]!, lng: s.lng[i]!, lat: s.lat[i]!, mapType: s.types[i] as MapType };
  }

  /**
   * Clusters and points of the viewport `box` (degrees, min <= max) at `zoom` (0..MAP_MAX_ZOOM) for
   * `types`; see the module comment. At most MAP_MAX_MARKERS markers.
   */
  cluster(box: DegreeBox, zoom: number, types: readonly MapType[]): ClusterResult {
    const q = unitBox(box);
    const gridLevel = gridLevelFor(q, zoom);
    const mask = typeMask(types);
    const walk = this.boxCells(q, box, gridLevel, mask);
    const added = this.overlay?.added.boxCells(q, box, gridLevel, mask);
    return this.markers(
      withAdded(walk.cells, added?.cells ?? []),
      zoom,
      gridLevel,
      (i) => walk.accepts(i),
      (j) => added?.accepts(j) ?? false,
      box,
    );
  }

  /** The grid cells at `gridLevel` of the store's points of `mask` inside the box, and the walk's point test. */
  private boxCells(
    q: UnitBox,
    box: DegreeBox,
    gridLevel: number,
    mask: number,
  ): { cells: CellTotals[]; accepts: (i: number) => boolean } {
    const walk = new Walk(this.live(), q, box, mask, this.removed);
    const cells: CellTotals[] = [];
    walk.fromStart(gridLevel, (level, cx, cy, base, lo, hi) =>
      walk.gridCells(gridLevel, cells, level, cx, cy, base, lo, hi),
    );
    return { cells, accepts: (i) => walk.accepts(i) };
  }

  /**
   * Clusters and points of the map tile z/x/y (XYZ scheme: x east, y south, 0 <= x, y < 2^z) at zoom z for
   * `types`: the grid cells of level z + GRID_OFFSET inside the tile, grouped and opened as `cluster` does.
   * A tile is one run of the key-sorted store (quadkey.ts), so each point belongs to exactly one tile of a
   * zoom (tile edges are half-open) and the tiles of a view add up to its points with none counted twice;
   * a tile's cells are never cut by an edge, so no point is tested against a box. At most MAP_MAX_MARKERS
   * markers (a tile has at most 16 cells). Throws RangeError for z outside 0..MAP_MAX_ZOOM or x, y
   * outside the zoom's tiles (the route validates first).
   */
  tile(z: number, x: number, y: number, types: readonly MapType[]): ClusterResult {
    const side = 2 ** z;
    if (!(
      Number.isInteger(z) &&
      z >= 0 &&
      z <= MAP_MAX_ZOOM &&
      isTileCoordinate(x, side) &&
      isTileCoordinate(y, side)
    )) {
      throw new RangeError(`no map tile ${z}/${x}/${y}`);
    }
    const gridLevel = Math.min(KEY_LEVEL, z + GRID_OFFSET);
    const mask = typeMask(types);
    const removed = this.removed;
    const added = this.overlay?.added;
    return this.markers(
      withAdded(
        this.tileCells(z, interleave(x, y) * KEYS_BELOW[z]!, gridLevel, mask),
        added?.tileCells(z, interleave(x, y) * KEYS_BELOW[z]!, gridLevel, mask) ?? [],
      ),
      z,
      gridLevel,
      (i) => ((mask >> this.store.types[i]!) & 1) === 1 && !isRemoved(removed, i),
      (j) => ((mask >> added!.store.types[j]!) & 1) === 1,
      null,
    );
  }

  /** The grid cells at `gridLevel` of the store's points of `mask` in the tile of zoom z whose keys start at `base`. */
  private tileCells(z: number, base: number, gridLevel: number, mask: number): CellTotals[] {
    const { keys, size } = this.live();
    const lo = lowerBound(keys, 0, size, base);
    const hi = lowerBound(keys, lo, size, base + KEYS_BELOW[z]!);
    const cells: CellTotals[] = [];
    if (hi > lo) gridRuns(this.store, this.removed, mask, gridLevel, z, base, lo, hi, cells);
    return cells;
  }

  /**
   * The answer of a cluster or tile query from its grid cells: smallest cells first, a cell is opened into
   * its points (those `accepts` takes of the store, those `acceptsAdded` takes of the overlay) when it has
   * one point, from POINT_ZOOM on, or when zooming cannot split it, while the answer stays within
   * MAP_MAX_MARKERS markers; every other cell is a cluster at its centroid (clamped into `box` when the
   * query had one, which only absorbs rounding).
   */
  private markers(
    cells: CellTotals[],
    zoom: number,
    gridLevel: number,
    accepts: (i: number) => boolean,
    acceptsAdded: (j: number) => boolean,
    box: DegreeBox | null,
  ): ClusterResult {
    // Smallest first, so the marker budget opens as many clusters as possible; ties in key order (the walk's
    // order), so the store's cells and the overlay's added ones are opened as one sorted store's would be.
    cells.sort((a, b) => a.count - b.count || a.cell - b.cell);
    const result: ClusterResult = { zoom, gridLevel, total: 0, clusters: [], points: [] };
    let markers = cells.length;
    for (const cell of cells) {
      result.total += cell.count;
      const splitZoom = commonLevel(cell.minKey, cell.maxKey) + 1 - GRID_OFFSET;
      const opens = cell.count === 1 || zoom >= POINT_ZOOM || splitZoom > MAP_MAX_ZOOM;
      if (opens && markers - 1 + cell.count <= MAP_MAX_MARKERS) {
        markers += cell.count - 1;
        for (let i = cell.lo; i < cell.hi; i += 1) if (accepts(i)) result.points.push(this.pointAt(i));
        for (let j = cell.addedLo; j < cell.addedHi; j += 1)
          if (acceptsAdded(j)) result.points.push(this.overlay!.added.pointAt(j));
        continue;
      }
      const lng = cell.sumLng / cell.count;
      const lat = cell.sumLat / cell.count;
      result.clusters.push({
        // Inside the box by construction (module comment); clamping only absorbs rounding.
        lng: box ? clamp(lng, box.minLng, box.maxLng) : lng,
        lat: box ? clamp(lat, box.minLat, box.maxLat) : lat,
        count: cell.count,
        expansionZoom: Math.max(Math.min(zoom + 1, MAP_MAX_ZOOM), Math.min(MAP_MAX_ZOOM, splitZoom)),
      });
    }
    return result;
  }

  /**
   * Sorted positions in the store of every point of `types` inside `box` (degrees, inclusive), but for the
   * overlay's removed ones (the overlay's added points are not positions of the store).
   */
  positionsInBox(box: DegreeBox, types: readonly MapType[]): number[] {
    const walk = new Walk(this.live(), unitBox(box), box, typeMask(types), this.removed);
    const found: number[] = [];
    walk.fromStart(KEY_LEVEL, (level, cx, cy, base, lo, hi) => walk.collect(found, level, cx, cy, base, lo, hi));
    return found;
  }

  /**
   * The `limit` points of `types` nearest to (lng, lat) within `radius` metres, nearest first (ties by
   * id), with their haversine distance in metres: the store's and the overlay's nearest, merged.
   */
  nearby(lng: number, lat: number, radius: number, types: readonly MapType[], limit: number): NearbyHit[] {
    const own = this.nearbyInStore(lng, lat, radius, types, limit);
    if (!this.overlay) return own;
    return own
      .concat(this.overlay.added.nearby(lng, lat, radius, types, limit))
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .slice(0, limit);
  }

  /** nearby among the store's points (the overlay's removed ones left out). */
  private nearbyInStore(
    lng: number,
    lat: number,
    radius: number,
    types: readonly MapType[],
    limit: number,
  ): NearbyHit[] {
    const { store } = this;
    let searched = Math.min(radius, NEARBY_FIRST_RADIUS);
    for (;;) {
      const nearest = new NearestHeap(limit, store.ids);
      let within = 0;
      for (const i of this.positionsInBox(boxAround(lng, lat, searched), types)) {
        const distance = haversineMetres(lng, lat, store.lng[i]!, store.lat[i]!);
        if (distance > searched) continue;
        within += 1;
        nearest.offer(i, distance);
      }
      // Every point within `searched` was offered, so when there are `limit` of them the nearest
      // `limit` overall are in the heap.
      if (within >= limit || searched >= radius)
        return nearest.sorted().map(([i, distance]) => ({ ...this.pointAt(i), distance }));
      // Grow by the density seen so far (area ~ r^2), between x1.5 and x4.
      const factor = within === 0 ? 4 : Math.min(4, Math.max(1.5, 1.2 * Math.sqrt(limit / within)));
      searched = Math.min(radius, searched * factor);
    }
  }
}

/** The `limit` smallest (distance, id) pairs offered, kept in a max-heap. */
class NearestHeap {
  private readonly positions: number[] = [];
  private readonly distances: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly ids: Uint32Array,
  ) {}

  /** a is farther than b (ties: the larger id is "farther"). */
  private farther(a: number, b: number): boolean {
    const da = this.distances[a]!;
    const db = this.distances[b]!;
    return da > db || (da === db && this.ids[this.positions[a]!]! > this.ids[this.positions[b]!]!);
  }

  private swap(a: number, b: number): void {
    [this.positions[a], this.positions[b]] = [this.positions[b]!, this.positions[a]!];
    [this.distances[a], this.distances[b]] = [this.distances[b]!, this.distances[a]!];
  }

  offer(position: number, distance: number): void {
    const { positions, distances } = this;
    if (positions.length < this.limit) {
      positions.push(position);
      distances.push(distance);
      for (let k = positions.length - 1; k > 0;) {
        const parent = (k - 1) >> 1;
        if (!this.farther(k, parent)) break;
        this.swap(k, parent);
        k = parent;
      }
      return;
    }
    const topDistance = distances[0]!;
    if (distance > topDistance || (distance === topDistance && this.ids[position]! > this.ids[positions[0]!]!)) return;
    positions[0] = position;
    distances[0] = distance;
    for (let k = 0; ;) {
      const left = 2 * k + 1;
      const right = left + 1;
      let largest = k;
      if (left < positions.length && this.farther(left, largest)) largest = left;
      if (right < positions.length && this.farther(right, largest)) largest = right;
      if (largest === k) break;
      this.swap(k, largest);
      k = largest;
    }
  }

  /** [position, distance] pairs, nearest first (ties by id). */
  sorted(): [number, number][] {
    return this.positions
      .map((position, k): [number, number] => [position, this.distances[k]!])
      .sort((a, b) => a[1] - b[1] || this.ids[a[0]]! - this.ids[b[0]]!);
  }
}
