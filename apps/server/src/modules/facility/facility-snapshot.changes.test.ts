/**
 * Changed facilities merged into a snapshot (./facility-snapshot.changes.ts) against an independent oracle: a
 * snapshot built from the changed facility set by the full build's own path (snapshotOfRows). After rounds of
 * removals, renames, new kinds, conditions and counties, and additions, every array, every cell and every
 * bigram's posting lists must equal the oracle's, and list queries with and without a keyword must agree.
 */
import { FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { describe, expect, it } from 'vitest';
import { applyFacilityChanges } from './facility-snapshot.changes.js';
import { querySnapshot, snapshotOfRows, type FacilitySnapshot, type SnapshotEntry } from './facility-snapshot.js';

const COUNTIES = [110101, 110105, 330106, 440104, 510107];
const WORDS = ['健身', '路径', '篮球', '场地', '社区', '公园', '广场', '步道', '球场', '中心'];

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
}

function entryOf(rnd: () => number, id: number): SnapshotEntry {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  return {
    id,
    county: pick(COUNTIES),
    kind: Math.floor(rnd() * FACILITY_KINDS.length),
    condition: Math.floor(rnd() * 3),
    name: `${pick(WORDS)}${pick(WORDS)}${id % 7 === 0 ? pick(WORDS) : ''}`,
  };
}

function snapshotOf(entries: Iterable<SnapshotEntry>, cursor: number): Promise<FacilitySnapshot> {
  const list = [...entries];
  return snapshotOfRows(
    {
      idList: list.map((e) => e.id),
      countyList: list.map((e) => e.county),
      kindList: list.map((e) => e.kind),
      conditionList: list.map((e) => e.condition),
      nameList: list.map((e) => e.name),
    },
    cursor,
  );
}

/** The snapshot as plain data (builtAt left out). */
function plain(s: FacilitySnapshot) {
  return {
    ids: Array.from(s.ids),
    county: Array.from(s.county),
    kind: Array.from(s.kind),
    condition: Array.from(s.condition),
    names: s.names,
    cells: Object.fromEntries(Object.entries(s.cells).map(([key, column]) => [key, Array.from(column)])),
    grams: Object.fromEntries(
      [...s.grams]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([gram, lists]) => [gram, lists.map((list) => (list ? Array.from(list) : null))]),
    ),
    facilityCursor: s.facilityCursor,
  };
}

describe('changed facilities merged into the snapshot', () => {
  it('equals a full build of the changed facilities, round after round', async () => {
    const rnd = random(5);
    const current = new Map<number, SnapshotEntry>();
    for (let id = 1; id <= 3000; id += 1) current.set(id, entryOf(rnd, id));
    let snapshot = await snapshotOf(current.values(), 0);
    let nextId = 3001;
    for (let round = 1; round <= 5; round += 1) {
      const removedIds: number[] = [];
      const added: SnapshotEntry[] = [];
      const ids = [...current.keys()];
      const touched = new Set<number>();
      for (let k = 0; k < 60; k += 1) {
        const id = ids[Math.floor(rnd() * ids.length)]!;
        if (touched.has(id)) continue;
        touched.add(id);
        removedIds.push(id);
        if (rnd() < 0.3) current.delete(id);
        else {
          const changed = { ...entryOf(rnd, id), ...(rnd() < 0.5 ? { county: current.get(id)!.county } : {}) };
          current.set(id, changed);
          added.push(changed);
        }
      }
      for (let k = 0; k < 25; k += 1) {
        const entry = entryOf(rnd, nextId);
        nextId += 1;
        current.set(entry.id, entry);
        added.push(entry);
      }
      snapshot = await applyFacilityChanges(snapshot, removedIds, added, round);
      const oracle = await snapshotOf(current.values(), round);
      expect(plain(snapshot)).toEqual(plain(oracle));
      for (const keyword of ['', '健身', '球场', '社区公园', '健']) {
        for (const offset of [0, 40]) {
          const filter = { keyword, range: ['110000', '119999'] as const };
          expect(querySnapshot(snapshot, filter, offset, 20)).toEqual(querySnapshot(oracle, filter, offset, 20));
        }
      }
    }
  });

  it('takes a facility out and puts it back: nothing else moves', async () => {
    const rnd = random(9);
    const entries = Array.from({ length: 200 }, (_, i) => entryOf(rnd, i + 1));
    const start = await snapshotOf(entries, 0);
    const without = await applyFacilityChanges(start, [17], [], 1);
    expect(without.ids.length).toBe(199);
    expect(Array.from(without.ids)).not.toContain(17);
    const back = await applyFacilityChanges(without, [], [entries[16]!], 2);
    expect({ ...plain(back), facilityCursor: 0 }).toEqual(plain(start));
  });
});
