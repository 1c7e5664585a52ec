/**
 * An id → position table of ids held in list order (the fitness-map index's store, the facility snapshot):
 * `table[id]` is the position of `id`, -1 for an id not held. Int32Array of max(id) + 1 entries (~4 bytes per
 * id up to the largest; ~26 MB at 6.5 M map points), made in two passes (tens of ms at national size), so a
 * change can find the old row of a changed id without a search (docs/decisions/data-spine.md "Map overlay",
 * "Facility snapshot under writes"). Ids must be non-negative integers.
 */
export function idPositions(ids: ArrayLike<number>, size = ids.length): Int32Array {
  let maxId = 0;
  for (let p = 0; p < size; p += 1) if (ids[p]! > maxId) maxId = ids[p]!;
  const table = new Int32Array(maxId + 1).fill(-1);
  for (let p = 0; p < size; p += 1) table[ids[p]!] = p;
  return table;
}

/** The position of `id` in `table` (idPositions), -1 when it is not held. */
export function positionIn(table: Int32Array, id: number): number {
  return id >= 0 && id < table.length ? table[id]! : -1;
}
