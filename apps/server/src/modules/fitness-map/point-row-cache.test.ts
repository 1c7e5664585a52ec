import { describe, expect, it } from 'vitest';
import type { MapPointRow } from './fitness-map.repository.js';
import { PointRowCache } from './point-row-cache.js';

/** A table of rows by id whose reads are counted; `names` may be changed between reads. */
function table() {
  const names = new Map<number, string>([
    [1, '健身路径一'],
    [2, '健身路径二'],
    [3, '健身路径三'],
  ]);
  const reads: number[][] = [];
  let gate: Promise<void> = Promise.resolve();
  const read = async (ids: readonly number[]) => {
    reads.push([...ids]);
    const rows = ids.flatMap((id) =>
      names.has(id) ? [{ id, name: names.get(id)!, venue_is_large: null } as unknown as MapPointRow] : [],
    );
    await gate;
    return rows;
  };
  return { names, reads, read, hold: (g: Promise<void>) => (gate = g) };
}
const namesOf = (rows: MapPointRow[]) => rows.map((r) => `${r.id}:${r.name}`).sort();

describe('map point rows kept for nearby', () => {
  it('reads only the ids it does not keep, and skips unknown ones', async () => {
    const t = table();
    const cache = new PointRowCache(t.read);
    expect(namesOf(await cache.rowsOf([1, 2]))).toEqual(['1:健身路径一', '2:健身路径二']);
    expect(namesOf(await cache.rowsOf([2, 3, 9]))).toEqual(['2:健身路径二', '3:健身路径三']);
    expect(t.reads).toEqual([
      [1, 2],
      [3, 9],
    ]);
  });

  it('reads a written point again after forget, and everything after a full build', async () => {
    const t = table();
    const cache = new PointRowCache(t.read);
    await cache.rowsOf([1, 2]);
    t.names.set(1, '更名后的健身路径');
    cache.forget(new Set([1]));
    expect(namesOf(await cache.rowsOf([1, 2]))).toEqual(['1:更名后的健身路径', '2:健身路径二']);
    expect(t.reads.at(-1)).toEqual([1]);
    cache.forget(null);
    expect(cache.size).toBe(0);
    await cache.rowsOf([1, 2]);
    expect(t.reads.at(-1)).toEqual([1, 2]);
  });

  it('does not keep rows of a read that began before a forget', async () => {
    const t = table();
    const cache = new PointRowCache(t.read);
    let open!: () => void;
    t.hold(new Promise<void>((resolve) => (open = resolve)));
    const pending = cache.rowsOf([1]);
    cache.forget(new Set([1]));
    open();
    expect(namesOf(await pending)).toEqual(['1:健身路径一']);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxRows, dropping the least recently used', async () => {
    const t = table();
    const cache = new PointRowCache(t.read, 2);
    await cache.rowsOf([1, 2]);
    await cache.rowsOf([1]); // 1 is now more recent than 2
    await cache.rowsOf([3]);
    expect(cache.size).toBe(2);
    t.reads.length = 0;
    await cache.rowsOf([1, 3]);
    await cache.rowsOf([2]);
    expect(t.reads).toEqual([[2]]);
  });
});
