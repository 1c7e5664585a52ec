/**
 * The facility lists' in-memory index (docs/decisions/fitness-facilities.md "Fitness facilities"): every facility's id,
 * county, kind, condition and name, in list order (county code, kind, condition, id), with
 * - cells: facilities per (county, kind, condition), walked by lib/county-cells.ts locateCells (the
 *   instructor list's machinery) to page and count a list without a keyword in time independent of the
 *   number of matches; a cell's rows are contiguous positions, so a page needs no database read for its ids;
 * - name bigrams: for every two-character substring of a name, the ascending positions of the facilities
 *   whose name holds it. A keyword of 2+ characters starts from its rarest bigram's positions within the
 *   division's position range (binary search), checks kind and condition on typed arrays and, for 3+
 *   characters, the whole keyword in the name; a single character scans the names in range.
 * Counts per kind for the same filters come from the same walk, so they always agree with the list.
 *
 * A read model (data/read-model.ts) on every instance: a command that writes `facility` (a repair report
 * changes a condition, a filling system pushes a facility) or a facility's map point is merged in from the
 * journal (./facility-snapshot.changes.ts) while the previous snapshot answers; moves and other map points'
 * changes keep it (FACILITY_SNAPSHOT_MODEL). The first call waits for the build.
 * Measured size at national scale (1.66 million facilities): see docs/benchmarks.md.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  EQUIPMENT_CONDITIONS,
  FACILITY_KINDS,
  type EquipmentCondition,
  type FacilityKind,
} from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { holderOf, perDbReadModel, type ReadModel } from '../../data/read-model.js';
import { journalledChanges, lastJournalId } from '../../data/change-log.js';
import { locateCells, lowerBound, type CountyCells } from '../../lib/county-cells.js';
import { conditionOf } from '../../lib/facility-condition.js';
import { radixSortSteps } from '../../lib/radix-sort.js';
import {
  applyFacilityChanges,
  cellsOf,
  nameBigrams,
  positionOf,
  postingsPerKind,
} from './facility-snapshot.changes.js';

/**
 * Rows read per query while building: a page is read synchronously on SQLite, so a smaller one holds the
 * event loop for less (20,000 joined rows held it ~100 ms at national size; docs/decisions/data-spine.md
 * "Start-up builds beside requests").
 */
const READ_PAGE = 5_000;
/** Facilities handled between two event-loop turns in the build's in-memory steps. */
const STEP_ROWS = 20_000;

const KIND_INDEX = new Map<string, number>(FACILITY_KINDS.map((k, i) => [k, i]));

export interface FacilityCells extends CountyCells {
  kind: Uint8Array;
  condition: Uint8Array;
  /** Position of the cell's first row. */
  start: Uint32Array;
}

export interface FacilitySnapshot {
  /** Facility ids by position (list order). */
  ids: Int32Array;
  county: Int32Array;
  kind: Uint8Array;
  condition: Uint8Array;
  names: string[];
  cells: FacilityCells;
  /** Per bigram, per kind (FACILITY_KINDS index): the ascending positions whose name holds it. */
  grams: Map<string, (Int32Array | undefined)[]>;
  /** The `facility` journal position the snapshot reflects (data/change-log.ts). */
  facilityCursor: number;
  builtAt: number;
}

/** The facility rows with what the snapshot keeps of them (a facility's name is its map point's). */
function selectFacilityRows(db: Kysely<Database>) {
  return db
    .selectFrom('facility as f')
    .innerJoin('map_point as p', 'p.id', 'f.id')
    .select(['f.id', 'f.kind', 'f.county_code', 'f.condition', 'f.repairing_count', 'f.reported_count', 'p.name']);
}

/** What the snapshot holds of one facility: id, county code, FACILITY_KINDS index, condition index, name. */
export interface SnapshotEntry {
  id: number;
  county: number;
  kind: number;
  condition: number;
  name: string;
}

function snapshotEntry(r: {
  id: number | string;
  kind: string;
  county_code: string;
  condition: string;
  repairing_count: number | string;
  reported_count: number | string;
  name: string;
}): SnapshotEntry {
  return {
    id: Number(r.id),
    county: Number(r.county_code),
    kind: KIND_INDEX.get(r.kind) ?? FACILITY_KINDS.length - 1,
    condition: EQUIPMENT_CONDITIONS.indexOf(
      conditionOf(r.condition, Number(r.repairing_count), Number(r.reported_count)),
    ),
    name: r.name,
  };
}

/** Reads every facility and builds the snapshot (yields to the event loop between pages). */
export async function buildFacilitySnapshot(db: Kysely<Database>): Promise<FacilitySnapshot> {
  // Read first: a facility written while the build reads is read again by the next update.
  const facilityCursor = await lastJournalId(db, 'facility');
  const idList: number[] = [];
  const countyList: number[] = [];
  const kindList: number[] = [];
  const conditionList: number[] = [];
  const nameList: string[] = [];
  let after = 0;
  for (;;) {
    const rows = await selectFacilityRows(db).where('f.id', '>', after).orderBy('f.id').limit(READ_PAGE).execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const entry = snapshotEntry(r);
      idList.push(entry.id);
      countyList.push(entry.county);
      kindList.push(entry.kind);
      conditionList.push(entry.condition);
      nameList.push(entry.name);
    }
    after = Number(rows[rows.length - 1]!.id);
    await yieldToLoop();
  }
  return snapshotOfRows({ idList, countyList, kindList, conditionList, nameList }, facilityCursor);
}

/** Facilities as read, in any order: parallel lists of SnapshotEntry fields. */
export interface FacilityRowLists {
  idList: number[];
  countyList: number[];
  kindList: number[];
  conditionList: number[];
  nameList: string[];
}

/**
 * The snapshot of `rows` (module comment) reflecting the `facility` journal up to `facilityCursor`; yields to
 * the event loop every STEP_ROWS rows. Ids must be below 1e8 (the list-order key).
 */
export async function snapshotOfRows(rows: FacilityRowLists, facilityCursor: number): Promise<FacilitySnapshot> {
  const { idList, countyList, kindList, conditionList, nameList } = rows;
  const n = idList.length;

  // List order by one numeric sort: the cell's rank (county, kind, condition) × 1e8 + id, radix-sorted in
  // steps (lib/radix-sort.ts): a comparison sort and a key → row map held the event loop for seconds.
  const cellKeyOf = (i: number) => countyList[i]! * 100 + kindList[i]! * 4 + conditionList[i]!;
  const distinctKeys = new Set<number>();
  for (let i = 0; i < n; i += 1) {
    distinctKeys.add(cellKeyOf(i));
    if (i % STEP_ROWS === STEP_ROWS - 1) await yieldToLoop();
  }
  const cellKeys = [...distinctKeys].sort((a, b) => a - b);
  const rank = new Map(cellKeys.map((k, r) => [k, r]));
  const listKeys = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    listKeys[i] = rank.get(cellKeyOf(i))! * 1e8 + idList[i]!;
    if (i % STEP_ROWS === STEP_ROWS - 1) await yieldToLoop();
  }
  const sorting = radixSortSteps(listKeys);
  let sorted = sorting.next();
  while (!sorted.done) {
    await yieldToLoop();
    sorted = sorting.next();
  }
  const order = sorted.value;

  const ids = new Int32Array(n);
  const county = new Int32Array(n);
  const kind = new Uint8Array(n);
  const condition = new Uint8Array(n);
  const names: string[] = new Array<string>(n);
  for (let p = 0; p < n; p += 1) {
    const i = order[p]!;
    ids[p] = idList[i]!;
    county[p] = countyList[i]!;
    kind[p] = kindList[i]!;
    condition[p] = conditionList[i]!;
    names[p] = nameList[i]!;
    if (p % STEP_ROWS === STEP_ROWS - 1) await yieldToLoop();
  }

  const cells = cellsOf(county, kind, condition);

  const lists = new Map<string, number[][]>();
  for (let p = 0; p < n; p += 1) {
    const k = kind[p]!;
    for (const gram of nameBigrams(names[p]!)) {
      let perKind = lists.get(gram);
      if (!perKind) lists.set(gram, (perKind = []));
      (perKind[k] ??= []).push(p);
    }
    if (p % STEP_ROWS === STEP_ROWS - 1) await yieldToLoop();
  }
  const grams = new Map<string, (Int32Array | undefined)[]>();
  let copied = 0;
  for (const [gram, perKind] of lists) {
    grams.set(gram, postingsPerKind(perKind));
    for (const list of perKind) copied += list?.length ?? 0;
    if (copied >= STEP_ROWS * 4) {
      copied = 0;
      await yieldToLoop();
    }
  }
  return { ids, county, kind, condition, names, cells, grams, facilityCursor, builtAt: performance.now() };
}

/** More journalled map-point changes than this since the last look: a rebuild is as cheap as checking them. */
const MAX_POINT_CHANGES_CHECKED = 50_000;
/** Ids per `in` list when checking changed map points (below every driver's parameter limit). */
const ID_CHUNK = 500;

/**
 * Whether the snapshot holds `entry` exactly: in the cell of its county, kind and condition (cells are in
 * list order, county first), at its id (ascending within a cell), with the same name.
 */
function holdsEntry(snapshot: FacilitySnapshot, entry: SnapshotEntry): boolean {
  const { cells, ids, names } = snapshot;
  for (let c = lowerBound(cells.county, entry.county); cells.county[c] === entry.county; c += 1) {
    if (cells.kind[c] !== entry.kind || cells.condition[c] !== entry.condition) continue;
    const start = cells.start[c]!;
    const end = start + cells.total[c]!;
    const at = start + lowerBound(ids.subarray(start, end), entry.id);
    return at < end && ids[at] === entry.id && names[at] === entry.name;
  }
  return false;
}

/**
 * What the changed facilities `ids` (journalled `facility` or `map_point` rows) change in the snapshot: the held
 * ids to take out (gone, or held with another county, kind, condition or name) and the current rows to put in
 * (new or changed); null when nothing changes here. A point that only moved (most map changes) changes
 * nothing: the snapshot keeps no position.
 */
async function changedFacilities(
  db: Kysely<Database>,
  snapshot: FacilitySnapshot,
  ids: readonly number[],
): Promise<{ removedIds: number[]; added: SnapshotEntry[] } | null> {
  const removedIds: number[] = [];
  const added: SnapshotEntry[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const rows = await selectFacilityRows(db).where('f.id', 'in', chunk).execute();
    const found = new Set<number>();
    for (const row of rows) {
      const entry = snapshotEntry(row);
      found.add(entry.id);
      if (holdsEntry(snapshot, entry)) continue;
      added.push(entry);
      if (positionOf(snapshot, entry.id) >= 0) removedIds.push(entry.id);
    }
    for (const id of chunk) if (!found.has(id) && positionOf(snapshot, id) >= 0) removedIds.push(id);
  }
  return removedIds.length === 0 && added.length === 0 ? null : { removedIds, added };
}

/**
 * The snapshot as a read model: a change of `facility` (a repair report changes a condition, a filling system
 * pushes a facility) or of a facility's map point is read from the journal (`map_point` through the holder's
 * cursor, `facility` through the snapshot's own facilityCursor) and applied by one merge pass
 * (./facility-snapshot.changes.ts) instead of a full build (~15 s at national size, during which other
 * instances' lists lacked the change). Map points change all the time (1,000 a minute is the spine's target),
 * mostly by moving, which keeps the snapshot as it is (changedFacilities). A bulk write without a journal, or
 * more than MAX_POINT_CHANGES_CHECKED changes, builds it anew.
 */
export const FACILITY_SNAPSHOT_MODEL: ReadModel<FacilitySnapshot> = {
  name: 'facility-snapshot',
  tables: ['facility', 'map_point'],
  build: buildFacilitySnapshot,
  size: (s) => s.ids.length,
  initialCursor: (db) => lastJournalId(db, 'map_point'),
  async update(db, snapshot, since, versions, reflected) {
    const points = await journalledChanges(
      db,
      'map_point',
      since,
      versions.get('map_point') ?? 0,
      MAX_POINT_CHANGES_CHECKED,
    );
    if (points === null) return null;
    let facilities = { ids: [] as number[], cursor: snapshot.facilityCursor };
    if ((versions.get('facility') ?? 0) !== (reflected.get('facility') ?? 0)) {
      const journalled = await journalledChanges(
        db,
        'facility',
        snapshot.facilityCursor,
        versions.get('facility') ?? 0,
        MAX_POINT_CHANGES_CHECKED,
      );
      if (journalled === null) return null;
      facilities = journalled;
    }
    const changed = await changedFacilities(db, snapshot, [...new Set([...points.ids, ...facilities.ids])]);
    const value = changed
      ? await applyFacilityChanges(snapshot, changed.removedIds, changed.added, facilities.cursor)
      : facilities.cursor === snapshot.facilityCursor
        ? snapshot
        : { ...snapshot, facilityCursor: facilities.cursor };
    return { value, cursor: points.cursor };
  },
};

/** The facility snapshot of `db` (module comment). */
export const loadFacilitySnapshot = perDbReadModel(FACILITY_SNAPSHOT_MODEL);
/**
 * Brings the snapshot up to date now (a full build the first time, at start-up) and resolves with it. Rows
 * written outside the write path are not seen by an update: drop the model first (forgetReadModel).
 */
export const rebuildFacilitySnapshot = (db: Kysely<Database>) => holderOf(db, FACILITY_SNAPSHOT_MODEL).refresh();

export interface SnapshotFilter {
  /** County-code range of the division filter. */
  range?: readonly [string, string];
  /** Kinds allowed (all when absent). */
  kinds?: readonly FacilityKind[];
  condition?: EquipmentCondition;
  /** Trimmed keyword (name substring). */
  keyword?: string;
}

export interface SnapshotPage {
  total: number;
  /** Facility ids of the page, in list order. */
  ids: number[];
  /** Matches per kind (FACILITY_KINDS order) for the filter without its kinds. */
  kindCounts: number[];
}

/** Page `offset`..`offset+limit-1` of the facilities matching `filter`, its total and the counts per kind. */
export function querySnapshot(
  s: FacilitySnapshot,
  filter: SnapshotFilter,
  offset: number,
  limit: number,
): SnapshotPage {
  let kindMask = 0;
  for (const k of filter.kinds ?? FACILITY_KINDS) kindMask |= 1 << KIND_INDEX.get(k)!;
  const cond = filter.condition === undefined ? -1 : EQUIPMENT_CONDITIONS.indexOf(filter.condition);
  const kindCounts = new Array<number>(FACILITY_KINDS.length).fill(0);
  const keyword = filter.keyword ?? '';

  if (keyword === '') {
    const { cells } = s;
    const acceptCondition = (i: number) => cond < 0 || cells.condition[i] === cond;
    const { total, spans } = locateCells(
      cells,
      filter.range,
      (i) => acceptCondition(i) && ((kindMask >> cells.kind[i]!) & 1) === 1,
      offset,
      limit,
    );
    const ids: number[] = [];
    for (const { index, skip, take } of spans) {
      const first = cells.start[index]! + skip;
      for (let p = first; p < first + take; p += 1) ids.push(s.ids[p]!);
    }
    // Counts per kind: the same walk without the kind filter.
    const from = filter.range ? Number(filter.range[0]) : 0;
    const to = filter.range ? Number(filter.range[1]) : 999_999;
    for (let i = lowerBound(cells.county, from); i < cells.county.length && cells.county[i]! <= to; i += 1) {
      if (acceptCondition(i)) kindCounts[cells.kind[i]!]! += cells.total[i]!;
    }
    return { total, ids, kindCounts };
  }

  // Position range of the division (rows are in county order).
  const lo = filter.range ? lowerBound(s.county, Number(filter.range[0])) : 0;
  const hi = filter.range ? lowerBound(s.county, Number(filter.range[1]) + 1) : s.ids.length;
  const chars = [...keyword];
  /** Matching positions per kind, ascending: whole posting ranges or filtered copies. */
  const matches: { list: Int32Array; from: number; to: number }[] = [];
  const allowed = (k: number) => ((kindMask >> k) & 1) === 1;
  const keep = (p: number) =>
    (cond < 0 || s.condition[p] === cond) && (chars.length <= 2 || s.names[p]!.includes(keyword));

  if (chars.length === 1) {
    const perKind: number[][] = FACILITY_KINDS.map(() => []);
    for (let p = lo; p < hi; p += 1) if (s.names[p]!.includes(keyword) && keep(p)) perKind[s.kind[p]!]!.push(p);
    perKind.forEach((list, k) => {
      kindCounts[k] = list.length;
      if (allowed(k)) matches.push({ list: Int32Array.from(list), from: 0, to: list.length });
    });
  } else {
    // The rarest bigram of the keyword: its positions per kind.
    let postings: (Int32Array | undefined)[] | undefined;
    let size = Infinity;
    for (let i = 0; i + 1 < chars.length; i += 1) {
      const perKind = s.grams.get(chars[i]! + chars[i + 1]!);
      if (!perKind) return { total: 0, ids: [], kindCounts };
      const n = perKind.reduce((sum, list) => sum + (list?.length ?? 0), 0);
      if (n < size) [postings, size] = [perKind, n];
    }
    postings!.forEach((list, k) => {
      if (!list) return;
      const from = lowerBound(list, lo);
      const to = lowerBound(list, hi);
      if (cond < 0 && chars.length === 2) {
        // A 2-character keyword without a condition: the posting range is the answer, counted by its bounds.
        kindCounts[k] = to - from;
        if (allowed(k)) matches.push({ list, from, to });
        return;
      }
      const kept: number[] = [];
      for (let j = from; j < to; j += 1) if (keep(list[j]!)) kept.push(list[j]!);
      kindCounts[k] = kept.length;
      if (allowed(k)) matches.push({ list: Int32Array.from(kept), from: 0, to: kept.length });
    });
  }
  const total = matches.reduce((sum, m) => sum + m.to - m.from, 0);
  // Page: merge the kinds' ascending positions (list order), skip `offset`, take `limit`.
  const ids: number[] = [];
  if (offset >= total) return { total, ids, kindCounts };
  if (matches.length === 1) {
    const [{ list, from, to }] = matches as [(typeof matches)[number]];
    for (let j = from + offset; j < Math.min(to, from + offset + limit); j += 1) ids.push(s.ids[list[j]!]!);
    return { total, ids, kindCounts };
  }
  const cursor = matches.map((m) => m.from);
  for (let taken = 0; taken < offset + limit; taken += 1) {
    let best = -1;
    for (let m = 0; m < matches.length; m += 1) {
      if (
        cursor[m]! < matches[m]!.to &&
        (best < 0 || matches[m]!.list[cursor[m]!]! < matches[best]!.list[cursor[best]!]!)
      )
        best = m;
    }
    if (best < 0) break;
    if (taken >= offset) ids.push(s.ids[matches[best]!.list[cursor[best]!]!]!);
    cursor[best]! += 1;
  }
  return { total, ids, kindCounts };
}

/** Facilities per county and kind (the layout's figures): Map county code -> counts in FACILITY_KINDS order. */
export function countsByCounty(s: FacilitySnapshot): Map<number, number[]> {
  const byCounty = new Map<number, number[]>();
  const { cells } = s;
  for (let i = 0; i < cells.county.length; i += 1) {
    let counts = byCounty.get(cells.county[i]!);
    if (!counts) byCounty.set(cells.county[i]!, (counts = new Array<number>(FACILITY_KINDS.length).fill(0)));
    counts[cells.kind[i]!]! += cells.total[i]!;
  }
  return byCounty;
}
