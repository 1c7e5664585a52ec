/**
 * PointBatcher (./point-batcher.ts): reads asked for in the same event-loop turn go out as one query,
 * each caller gets the rows of its own ids, the batch is capped at MAX_BATCH_IDS ids, and a failed
 * query rejects every caller of its batch. A fake reader stands in for the database.
 */
import { describe, expect, it } from 'vitest';
import type { MapPointRow } from './fitness-map.repository.js';
import { MAX_BATCH_IDS, PointBatcher } from './point-batcher.js';

const row = (id: number) => ({ id, name: `点位${id}` }) as unknown as MapPointRow;

/** A reader that records each query's ids and knows the ids below 1,000. */
function fakeReader() {
  const queries: number[][] = [];
  const read = async (ids: readonly number[]) => {
    queries.push([...ids]);
    return ids.filter((id) => id < 1000).map(row);
  };
  return { queries, read };
}

const idsOf = (rows: MapPointRow[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

describe('PointBatcher', () => {
  it('sends the reads of one turn as one query and gives each caller its own rows', async () => {
    const reader = fakeReader();
    const batcher = new PointBatcher(reader.read);
    const [a, b, c] = await Promise.all([batcher.read([3, 1, 2]), batcher.read([2, 5, 4000]), batcher.read([7])]);
    expect(reader.queries).toHaveLength(1);
    expect(reader.queries[0]!.sort((x, y) => x - y)).toEqual([1, 2, 3, 5, 7, 4000]); // 2 once
    expect(idsOf(a)).toEqual([1, 2, 3]);
    expect(idsOf(b)).toEqual([2, 5]); // unknown 4000 skipped
    expect(idsOf(c)).toEqual([7]);
    expect(batcher.stats).toEqual({ queries: 1, reads: 3 });
  });

  it('reads of later turns go in later queries; no ids, no query', async () => {
    const reader = fakeReader();
    const batcher = new PointBatcher(reader.read);
    expect(await batcher.read([])).toEqual([]);
    expect(idsOf(await batcher.read([1]))).toEqual([1]);
    expect(idsOf(await batcher.read([2]))).toEqual([2]);
    expect(reader.queries).toEqual([[1], [2]]);
  });

  it(`puts at most ${MAX_BATCH_IDS} ids in one query`, async () => {
    const reader = fakeReader();
    const batcher = new PointBatcher(reader.read);
    const pages = Array.from({ length: 30 }, (_, page) => Array.from({ length: 20 }, (_, i) => page * 20 + i));
    const results = await Promise.all(pages.map((ids) => batcher.read(ids)));
    expect(reader.queries.map((q) => q.length)).toEqual([500, 100]);
    results.forEach((rows, page) => expect(idsOf(rows)).toEqual(pages[page]!.filter((id) => id < 1000)));
  });

  it('a failed query rejects every caller of its batch, and the next batch goes on', async () => {
    let fail = true;
    const batcher = new PointBatcher(async (ids) => {
      if (fail) throw new Error('connection lost');
      return ids.map(row);
    });
    const results = await Promise.allSettled([batcher.read([1]), batcher.read([2])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(idsOf(await batcher.read([3]))).toEqual([3]);
  });
});
