/**
 * The row API's index, written with a version's files (docs/decisions/open-data.md "Row API from the files"):
 * the row API answers from the version's own JSON file, so any page costs the same at any depth, its rows are
 * exactly the files' rows (never older or newer than the files of the catalogue) and no row is presented
 * twice. Three files beside the downloads (dot names: @fastify/static never serves them):
 * - `.rows.offsets`: Float64 LE per row, entry r = byte offset of row r's JSON object in `{id}.json`; one more
 *   entry after the last row (its end + 2), so row r is always bytes [entry r, entry r+1 - 2) (rows are
 *   separated by ',\n');
 * - `.rows.postings`: per filterable column and value, the ascending row numbers holding it (Uint32, machine
 *   order: written and read by the same server build);
 * - `.rows.json`: row count and, per column and value key (see `cellKey`), [first entry, count] in the postings.
 * A page without filters is one read of offsets and one of the JSON; with one filter a slice of its posting
 * list; with several the intersection of their lists (kept for later pages of the same filters).
 */
import { open, readFile, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatasetRow } from '@portal/contracts/open-data';
import type { RowFilters } from './dataset.types.js';
import { PageBlobs, PRECOMPRESSED_PAGE_SIZE, type StoredEncoding } from './page-blobs.js';
import { readInto } from './read-range.js';
import { finish, openFile, push } from './writers/sink.js';

const OFFSETS = '.rows.offsets';
const POSTINGS = '.rows.postings';
const DIRECTORY = '.rows.json';
/** Offsets buffered before a write (64 KB). */
const OFFSET_CHUNK = 8192;
/** Intersections of several filters kept per index (each at most one Uint32 per row). */
const INTERSECTIONS_KEPT = 32;

interface Directory {
  rows: number;
  postings: Record<string, Record<string, [start: number, count: number]>>;
}

/** The key of a cell in the postings, equal to that of a parsed filter value (row-filters.ts): booleans as 1/0. */
export function cellKey(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** A growing list of row numbers (Uint32), doubling as it fills. */
class RowList {
  data = new Uint32Array(4);
  length = 0;
  push(row: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = row;
    this.length += 1;
  }
}

/**
 * Builds a version's index while its JSON file is written: `add` once per row with the row's byte range in
 * the JSON file, `close` after the last row. Memory: 4 bytes per row and filterable column (the postings),
 * plus one 64 KB offset buffer.
 */
export class RowIndexWriter {
  private readonly offsets: ReturnType<typeof openFile>;
  private buffer = new Float64Array(OFFSET_CHUNK);
  private buffered = 0;
  private rows = 0;
  private lastEnd = -2;
  /** Byte offset of the first row of every page of PRECOMPRESSED_PAGE_SIZE rows (./page-blobs.ts). */
  private readonly pageStarts: number[] = [];
  private readonly postings = new Map<string, Map<string, RowList>>();

  constructor(
    private readonly dir: string,
    private readonly filters: readonly string[],
  ) {
    this.offsets = openFile(join(dir, OFFSETS));
    for (const name of filters) this.postings.set(name, new Map());
  }

  /** Row `row` occupies bytes [start, end) of the JSON file. */
  async add(row: DatasetRow, start: number, end: number): Promise<void> {
    for (const name of this.filters) {
      const key = cellKey(row[name]);
      if (key === null) continue;
      const byValue = this.postings.get(name) as Map<string, RowList>;
      let list = byValue.get(key);
      if (!list) byValue.set(key, (list = new RowList()));
      list.push(this.rows);
    }
    if (this.rows % PRECOMPRESSED_PAGE_SIZE === 0) this.pageStarts.push(start);
    this.rows += 1;
    this.lastEnd = end;
    await this.offset(start);
  }

  private async offset(value: number): Promise<void> {
    this.buffer[this.buffered] = value;
    this.buffered += 1;
    if (this.buffered < OFFSET_CHUNK) return;
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffered === 0) return;
    await push(this.offsets, Buffer.from(this.buffer.buffer, 0, this.buffered * 8));
    // The stream keeps the written bytes until flushed: the next rows go into a new buffer.
    this.buffer = new Float64Array(OFFSET_CHUNK);
    this.buffered = 0;
  }

  /**
   * The page bounds for `writePageBlobs` (./page-blobs.ts): the first row's offset of every page of
   * PRECOMPRESSED_PAGE_SIZE rows, then the end of the last row + 2 (none without rows). Complete after `close`.
   */
  get pageBounds(): readonly number[] {
    return this.rows === 0 ? [] : [...this.pageStarts, this.lastEnd + 2];
  }

  /** Writes the closing offset, the postings and the directory. */
  async close(): Promise<void> {
    await this.offset(this.lastEnd + 2);
    await this.flush();
    await finish(this.offsets);
    const postings = openFile(join(this.dir, POSTINGS));
    const directory: Directory = { rows: this.rows, postings: {} };
    let entry = 0;
    try {
      for (const [name, byValue] of this.postings) {
        const listed: Directory['postings'][string] = {};
        for (const [key, list] of byValue) {
          listed[key] = [entry, list.length];
          entry += list.length;
          await push(postings, Buffer.from(list.data.buffer, 0, list.length * 4));
        }
        directory.postings[name] = listed;
      }
    } finally {
      await finish(postings);
    }
    this.postings.clear();
    await writeFile(join(this.dir, DIRECTORY), JSON.stringify(directory));
  }
}

/** A page of rows as JSON text ('{…},\n{…}', empty for none) and how many rows match in all. */
export interface RowsText {
  rows: string;
  total: number;
}

/** The rows matching some filters: how many, and a slice of their row numbers (ascending). */
interface Selection {
  total: number;
  slice: (offset: number, limit: number) => Promise<Uint32Array>;
}

/** Whether `error` says a file is missing (a version written before the index existed). */
export const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Reads pages of one generated version (a version never changes, so an index is kept while it is current). */
export class RowIndex {
  private readonly intersections = new Map<string, Uint32Array>();

  private constructor(
    private readonly dir: string,
    private readonly jsonFile: string,
    private readonly directory: Directory,
    private readonly blobs: PageBlobs | null,
  ) {}

  /** The index of the version in `dir` whose JSON file is `jsonName`. Rejects (ENOENT) when it has none. */
  static async open(dir: string, jsonName: string): Promise<RowIndex> {
    const directory = JSON.parse(await readFile(join(dir, DIRECTORY), 'utf8')) as Directory;
    return new RowIndex(dir, join(dir, jsonName), directory, await PageBlobs.open(dir));
  }

  /**
   * The whole answer body of a page, compressed with `encoding` when the files were generated (./page-blobs.ts),
   * or null when that page is not stored: only unfiltered pages of PRECOMPRESSED_PAGE_SIZE rows starting at a
   * page boundary are, and none of a version written before the stored pages existed.
   */
  async storedPage(
    filters: RowFilters,
    offset: number,
    limit: number,
    encoding: StoredEncoding,
  ): Promise<Buffer | null> {
    if (!this.blobs || limit !== PRECOMPRESSED_PAGE_SIZE || offset % limit !== 0) return null;
    if (Object.keys(filters).length > 0) return null;
    return this.blobs.page(offset / limit, encoding);
  }

  /**
   * The rows matching `filters` (exact match, all of them) from `offset`, at most `limit`, and their total.
   * The rows stay the file's JSON text (`rows`: the objects separated by commas), never parsed and serialized
   * again: the answer puts them into its array as they are.
   */
  async page(filters: RowFilters, offset: number, limit: number): Promise<RowsText> {
    const { ranges, total } = await this.pageRanges(filters, offset, limit);
    if (ranges.length === 0) return { rows: '', total };
    const json = await open(this.jsonFile);
    try {
      const parts = await Promise.all(
        ranges.map(async ([start, end]) => (await readFrom(json, start, end - start)).toString('utf8')),
      );
      return { rows: parts.join(','), total };
    } finally {
      await json.close();
    }
  }

  /**
   * Where the rows of `page(filters, offset, limit)` are in the JSON file: byte ranges [start, end), one per run
   * of consecutive rows (the ',\n' between the rows of a run included; the page puts ',' between runs), in
   * order, and the total of matching rows.
   */
  async pageRanges(
    filters: RowFilters,
    offset: number,
    limit: number,
  ): Promise<{ ranges: ByteRange[]; total: number }> {
    const selection = await this.select(filters);
    if (selection === 'all') {
      const total = this.directory.rows;
      const end = Math.min(total, offset + limit);
      return { ranges: offset < end ? await this.byteRanges([[offset, end]]) : [], total };
    }
    return { ranges: await this.byteRanges(runsOf(await selection.slice(offset, limit))), total: selection.total };
  }

  /**
   * Copies the rows of `ranges` (from `pageRanges`) into `target` from byte `at`, ',' between ranges, and
   * returns the position after the last byte. `target` must hold rangesByteLength(ranges) bytes from `at`.
   */
  async readRangesInto(ranges: readonly ByteRange[], target: Buffer, at: number): Promise<number> {
    if (ranges.length === 0) return at;
    const json = await open(this.jsonFile);
    try {
      let position = at;
      const reads: Promise<void>[] = [];
      for (const [i, [start, end]] of ranges.entries()) {
        if (i > 0) position = target.writeUInt8(COMMA, position);
        reads.push(readInto(json, target.subarray(position, position + end - start), start));
        position += end - start;
      }
      await Promise.all(reads);
      return position;
    } finally {
      await json.close();
    }
  }

  /** All rows, or the matching rows as a sliceable list of row numbers with its length. */
  private async select(filters: RowFilters): Promise<'all' | Selection> {
    const entries = Object.entries(filters);
    if (entries.length === 0) return 'all';
    const lists = entries.map(
      ([name, value]): [number, number] => this.directory.postings[name]?.[cellKey(value) ?? ''] ?? [0, 0],
    );
    if (lists.some(([, count]) => count === 0)) return { total: 0, slice: async () => new Uint32Array(0) };
    if (lists.length === 1) {
      const [start, count] = lists[0] as [number, number];
      return {
        total: count,
        slice: (offset: number, limit: number) =>
          this.postingSlice(start + offset, Math.max(0, Math.min(limit, count - offset))),
      };
    }
    const key = JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
    let rows = this.intersections.get(key);
    if (!rows) {
      const all = await Promise.all(lists.map(([start, count]) => this.postingSlice(start, count)));
      rows = intersect(all);
      if (this.intersections.size >= INTERSECTIONS_KEPT) this.intersections.clear();
      this.intersections.set(key, rows);
    }
    const matching = rows;
    return {
      total: matching.length,
      slice: async (offset: number, limit: number) => matching.subarray(offset, offset + limit),
    };
  }

  /** `count` row numbers of the postings from entry `start`. */
  private async postingSlice(start: number, count: number): Promise<Uint32Array> {
    if (count <= 0) return new Uint32Array(0);
    const bytes = await readRange(join(this.dir, POSTINGS), start * 4, count * 4);
    return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
  }

  /** The byte ranges in the JSON file of the rows of the row-number ranges [from, to), in order. */
  private async byteRanges(runs: readonly [number, number][]): Promise<ByteRange[]> {
    if (runs.length === 0) return [];
    const offsets = await open(join(this.dir, OFFSETS));
    try {
      return await Promise.all(
        runs.map(async ([from, to]): Promise<ByteRange> => {
          const range = await readFrom(offsets, from * 8, (to - from + 1) * 8);
          const at = new Float64Array(range.buffer.slice(range.byteOffset, range.byteOffset + range.length));
          return [at[0] as number, (at[to - from] as number) - 2];
        }),
      );
    } finally {
      await offsets.close();
    }
  }
}

/** Bytes [start, end) of a version's JSON file. */
export type ByteRange = [start: number, end: number];

const COMMA = 0x2c;

/** The bytes `readRangesInto` writes for `ranges`: their lengths and a comma between each two. */
export const rangesByteLength = (ranges: readonly ByteRange[]) =>
  ranges.reduce((sum, [start, end]) => sum + end - start, Math.max(0, ranges.length - 1));

/** Consecutive row numbers as [from, to) ranges. */
function runsOf(rows: Uint32Array): [number, number][] {
  const runs: [number, number][] = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last[1] === row) last[1] = row + 1;
    else runs.push([row, row + 1]);
  }
  return runs;
}

/** The row numbers present in every list (each ascending), walking the shortest. */
function intersect(lists: Uint32Array[]): Uint32Array {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length) as [Uint32Array, ...Uint32Array[]];
  const out = new Uint32Array(shortest.length);
  const positions = others.map(() => 0);
  let n = 0;
  outer: for (const row of shortest) {
    for (let i = 0; i < others.length; i += 1) {
      const list = others[i] as Uint32Array;
      let p = positions[i] as number;
      while (p < list.length && (list[p] as number) < row) p += 1;
      positions[i] = p;
      if (p === list.length) break outer;
      if (list[p] !== row) continue outer;
    }
    out[n] = row;
    n += 1;
  }
  return out.slice(0, n);
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path);
  try {
    return await readFrom(file, position, length);
  } finally {
    await file.close();
  }
}

/** Exactly `length` bytes at `position` (a version's files are complete before they are read). */
async function readFrom(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  await readInto(file, buffer, position);
  return buffer;
}
