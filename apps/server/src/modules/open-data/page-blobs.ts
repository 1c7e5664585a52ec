/**
 * The row API's unfiltered pages, compressed when a version's files are generated (docs/decisions/open-data.md
 * "Row API from the files"): a request for page n of a dataset with `pageSize=100` (PRECOMPRESSED_PAGE_SIZE)
 * and no filter reads one small blob (~11-14 KB for a 110 KB page of the yearly rows) and sends it with its
 * Content-Encoding, instead of reading the page as text, wrapping it and compressing it per request. Those
 * 80-130 KB strings went straight to V8's old generation and caused a full mark-compact every ~4 s
 * (docs/benchmarks.md "Open data").
 *
 * Three files beside the row index (dot names: @fastify/static never serves them):
 * - `.rows.pages.br`, `.rows.pages.gz`: each page's whole answer body (./row-page-body.ts) compressed with
 *   brotli and gzip, one after the other;
 * - `.rows.pages`: Float64 LE, (pages + 1) byte offsets into the brotli file, then (pages + 1) into the gzip
 *   file: page p is bytes [entry p, entry p+1). A page whose body is under COMPRESS_THRESHOLD_BYTES (which is
 *   sent uncompressed) has no blob (an empty range).
 * A version generated before these files existed has none: its pages take the per-request path.
 */
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { PAGE_SIZE_MAX } from '@portal/contracts/paging.codes';
import { brotliOptionsAt, COMPRESS_THRESHOLD_BYTES } from '../../lib/http/content-encoding.js';
import { readInto } from './read-range.js';
import { rowsPageEnvelope } from './row-page-body.js';
import { finish, openFile, push } from './writers/sink.js';

/** The page size whose pages are stored compressed: the largest, the one the catalogue page documents. */
export const PRECOMPRESSED_PAGE_SIZE = PAGE_SIZE_MAX;

/** The encodings stored (browsers send `gzip, deflate, br, zstd`; a client asking deflate only is rare). */
export type StoredEncoding = 'br' | 'gzip';

const INDEX = '.rows.pages';
const BLOBS: Record<StoredEncoding, string> = { br: '.rows.pages.br', gzip: '.rows.pages.gz' };

/**
 * Levels: written once per version in the generation thread, read many times. Measured on 110 KB pages of the
 * yearly rows on this 2-core machine: brotli 5 ~11.5 KB (quality 4: 13.9 KB in 1.3 ms; 11: 8.7 KB but ~430 ms a
 * page, too slow at national size), gzip 6 ~13.5 KB in ~2 ms. All 14 datasets at scale 5 (3,606 pages, ~154 MB
 * of JSON): 6.8 s wall, 5.9 s CPU at load average 4.5 (brotli 4: 5.3 s, its blobs 17 % larger).
 */
const BROTLI = brotliOptionsAt(5);
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes the compressed pages of a version into `dir`. `jsonPath`: its `{id}.json`; `bounds`: the byte offset
 * in it of the first row of every page of PRECOMPRESSED_PAGE_SIZE rows, then one entry after the last row (its
 * end + 2, as in `.rows.offsets`), so page p's rows are bytes [bounds[p], bounds[p+1] - 2); `total`: the rows in
 * all. Compression runs on the thread pool (zlib's asynchronous calls), one page at a time.
 */
export async function writePageBlobs(
  dir: string,
  jsonPath: string,
  bounds: readonly number[],
  total: number,
): Promise<void> {
  const pages = Math.max(0, bounds.length - 1);
  const offsets = new Float64Array(2 * (pages + 1));
  const files = { br: openFile(join(dir, BLOBS.br)), gzip: openFile(join(dir, BLOBS.gzip)) };
  const json = await open(jsonPath);
  const written = { br: 0, gzip: 0 };
  try {
    for (let p = 0; p < pages; p += 1) {
      const start = bounds[p] as number;
      const rows = Buffer.allocUnsafe((bounds[p + 1] as number) - 2 - start);
      await readInto(json, rows, start);
      const { head, tail } = rowsPageEnvelope(total, p + 1, PRECOMPRESSED_PAGE_SIZE);
      const body = Buffer.concat([Buffer.from(head), rows, Buffer.from(tail)]);
      if (body.length >= COMPRESS_THRESHOLD_BYTES) {
        const [br, gz] = await Promise.all([brotliAsync(body, BROTLI), gzipAsync(body, { level: GZIP_LEVEL })]);
        await Promise.all([push(files.br, br), push(files.gzip, gz)]);
        written.br += br.length;
        written.gzip += gz.length;
      }
      offsets[p + 1] = written.br;
      offsets[pages + 1 + p + 1] = written.gzip;
    }
  } finally {
    await json.close();
    await Promise.all([finish(files.br), finish(files.gzip)]);
  }
  const index = openFile(join(dir, INDEX));
  try {
    await push(index, Buffer.from(offsets.buffer));
  } finally {
    await finish(index);
  }
}

/** Reads a version's compressed pages (immutable, as the version is). */
export class PageBlobs {
  private constructor(
    private readonly dir: string,
    private readonly offsets: Float64Array,
  ) {}

  /** The compressed pages of the version in `dir`, or null when it has none (written before they existed). */
  static async open(dir: string): Promise<PageBlobs | null> {
    try {
      const bytes = await readFile(join(dir, INDEX));
      return new PageBlobs(
        dir,
        new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** How many pages of PRECOMPRESSED_PAGE_SIZE rows are stored. */
  get pages(): number {
    return this.offsets.length / 2 - 1;
  }

  /**
   * The whole answer body of page `page` (from 0) compressed with `encoding`, or null when it is not stored
   * (past the last page, or a body too small to be compressed).
   */
  async page(page: number, encoding: StoredEncoding): Promise<Buffer | null> {
    if (!Number.isInteger(page) || page < 0 || page >= this.pages) return null;
    const base = encoding === 'br' ? 0 : this.pages + 1;
    const start = this.offsets[base + page] as number;
    const length = (this.offsets[base + page + 1] as number) - start;
    if (length <= 0) return null;
    const file = await open(join(this.dir, BLOBS[encoding]));
    try {
      const blob = Buffer.allocUnsafe(length);
      await readInto(file, blob, start);
      return blob;
    } finally {
      await file.close();
    }
  }
}
