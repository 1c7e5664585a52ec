/**
 * Changed facilities applied to a facility snapshot (./facility-snapshot.ts) without reading the 1.66 M
 * facilities again (docs/decisions/data-spine.md "Facility snapshot under writes"): one merge pass in list
 * order (county, kind, condition, id) drops the changed facilities' old rows and inserts their current ones;
 * the name-bigram postings are carried over through the old → new position map and the inserted rows' bigrams
 * merged in; the cells are counted again. A full build took ~15 s at national size, so a facility pushed by
 * a filling system or a repair report showed in the lists of other instances only after it; the pass takes a
 * fraction of a second, in steps that give the event loop a turn every STEP_ROWS rows or postings.
 *
 * Pure but for those turns (no database): the caller reads the changed rows. The result equals a full build
 * of the changed facility set, array by array and posting list by posting list (facility-snapshot.test.ts).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { idPositions, positionIn } from '../../lib/id-positions.js';
import { FACILITY_KINDS } from '@portal/contracts/facility.codes';
import type { FacilityCells, FacilitySnapshot, SnapshotEntry } from './facility-snapshot.js';

/** Rows or postings handled between two event-loop turns. */
const STEP_ROWS = 20_000;

/** positionOf[id] = a facility's position in the snapshot, -1 for none; made once per snapshot (~4 bytes per id). */
const positionTables = new WeakMap<FacilitySnapshot, Int32Array>();

/** The position of facility `id` in `snapshot`, or -1. */
export function positionOf(snapshot: FacilitySnapshot, id: number): number {
  let table = positionTables.get(snapshot);
  if (!table) positionTables.set(snapshot, (table = idPositions(snapshot.ids)));
  return positionIn(table, id);
}

/** The distinct bigrams of a name, in order of first appearance (the build's name index). */
export function nameBigrams(name: string): string[] {
  const grams = new Set<string>();
  let previous = '';
  for (const ch of name) {
    if (previous) grams.add(previous + ch);
    previous = ch;
  }
  return [...grams];
}

/** One gram's positions per kind (FACILITY_KINDS order) as typed lists, undefined for a kind without any. */
export function postingsPerKind(perKind: readonly (readonly number[] | undefined)[]): (Int32Array | undefined)[] {
  return Array.from({ length: FACILITY_KINDS.length }, (_, k) => (perKind[k] ? new Int32Array(perKind[k]) : undefined));
}

/** The cells (runs of equal county, kind and condition) of rows in list order. */
export function cellsOf(county: Int32Array, kind: Uint8Array, condition: Uint8Array): FacilityCells {
  const n = county.length;
  let count = 0;
  for (let p = 0; p < n; p += 1)
    if (p === 0 || county[p] !== county[p - 1] || kind[p] !== kind[p - 1] || condition[p] !== condition[p - 1])
      count += 1;
  const cells: FacilityCells = {
    county: new Int32Array(count),
    kind: new Uint8Array(count),
    condition: new Uint8Array(count),
    total: new Uint32Array(count),
    start: new Uint32Array(count),
  };
  let c = -1;
  for (let p = 0; p < n; p += 1) {
    if (c < 0 || cells.county[c] !== county[p] || cells.kind[c] !== kind[p] || cells.condition[c] !== condition[p]) {
      c += 1;
      cells.county[c] = county[p]!;
      cells.kind[c] = kind[p]!;
      cells.condition[c] = condition[p]!;
      cells.start[c] = p;
    }
    cells.total[c]! += 1;
  }
  return cells;
}

/** Row `p` of `s` comes before `entry` in list order (county, kind, condition, id). */
function before(s: FacilitySnapshot, p: number, entry: SnapshotEntry): boolean {
  if (s.county[p] !== entry.county) return s.county[p]! < entry.county;
  if (s.kind[p] !== entry.kind) return s.kind[p]! < entry.kind;
  if (s.condition[p] !== entry.condition) return s.condition[p]! < entry.condition;
  return s.ids[p]! < entry.id;
}

/**
 * The snapshot with the facilities `removedIds` taken out and `added` (current rows, none of them in the
 * snapshot once removedIds are out) put in; `facilityCursor` is the facility journal position it reflects.
 * Never changes `snapshot`, which keeps serving until the holder swaps them.
 */
export async function applyFacilityChanges(
  snapshot: FacilitySnapshot,
  removedIds: readonly number[],
  added: readonly SnapshotEntry[],
  facilityCursor: number,
): Promise<FacilitySnapshot> {
  const n = snapshot.ids.length;
  const removed = new Uint8Array(n);
  let removedCount = 0;
  for (const id of removedIds) {
    const p = positionOf(snapshot, id);
    if (p >= 0 && !removed[p]) {
      removed[p] = 1;
      removedCount += 1;
    }
  }
  const inserted = [...added].sort(
    (a, b) => a.county - b.county || a.kind - b.kind || a.condition - b.condition || a.id - b.id,
  );
  const size = n - removedCount + inserted.length;
  const ids = new Int32Array(size);
  const county = new Int32Array(size);
  const kind = new Uint8Array(size);
  const condition = new Uint8Array(size);
  const names = new Array<string>(size);
  const newPosition = new Int32Array(n).fill(-1);
  const insertedAt = new Int32Array(inserted.length);
  let q = 0;
  let j = 0;
  const put = (entry: SnapshotEntry) => {
    ids[q] = entry.id;
    county[q] = entry.county;
    kind[q] = entry.kind;
    condition[q] = entry.condition;
    names[q] = entry.name;
    insertedAt[j] = q;
    j += 1;
    q += 1;
  };
  for (let p = 0; p < n; p += 1) {
    if (removed[p]) continue;
    while (j < inserted.length && !before(snapshot, p, inserted[j]!)) put(inserted[j]!);
    ids[q] = snapshot.ids[p]!;
    county[q] = snapshot.county[p]!;
    kind[q] = snapshot.kind[p]!;
    condition[q] = snapshot.condition[p]!;
    names[q] = snapshot.names[p]!;
    newPosition[p] = q;
    q += 1;
    if (p % STEP_ROWS === STEP_ROWS - 1) await yieldToLoop();
  }
  while (j < inserted.length) put(inserted[j]!);

  // The inserted rows' bigrams, per gram and kind, ascending (inserted rows are in list order).
  const additions = new Map<string, number[][]>();
  inserted.forEach((entry, k) => {
    for (const gram of nameBigrams(entry.name)) {
      let perKind = additions.get(gram);
      if (!perKind) additions.set(gram, (perKind = []));
      (perKind[entry.kind] ??= []).push(insertedAt[k]!);
    }
  });
  const grams = new Map<string, (Int32Array | undefined)[]>();
  let carried = 0;
  for (const [gram, perKind] of snapshot.grams) {
    const more = additions.get(gram);
    additions.delete(gram);
    const lists = perKind.map((list, k) => carryOver(list, newPosition, more?.[k]));
    if (lists.some((list) => list !== undefined)) grams.set(gram, lists);
    for (const list of perKind) carried += list?.length ?? 0;
    if (carried >= STEP_ROWS * 4) {
      carried = 0;
      await yieldToLoop();
    }
  }
  for (const [gram, perKind] of additions) grams.set(gram, postingsPerKind(perKind));

  return {
    ids,
    county,
    kind,
    condition,
    names,
    cells: cellsOf(county, kind, condition),
    grams,
    facilityCursor,
    builtAt: performance.now(),
  };
}

/**
 * A posting list in new positions: the old positions through `newPosition` (removed rows dropped; the map keeps
 * the order) merged with `more` (ascending new positions of inserted rows); undefined when empty.
 */
function carryOver(
  list: Int32Array | undefined,
  newPosition: Int32Array,
  more: readonly number[] | undefined,
): Int32Array | undefined {
  const out = new Int32Array((list?.length ?? 0) + (more?.length ?? 0));
  let size = 0;
  let m = 0;
  for (const old of list ?? []) {
    const at = newPosition[old]!;
    if (at < 0) continue;
    while (more && m < more.length && more[m]! < at) out[size++] = more[m++]!;
    out[size++] = at;
  }
  while (more && m < more.length) out[size++] = more[m++]!;
  return size === 0 ? undefined : size === out.length ? out : out.slice(0, size);
}
