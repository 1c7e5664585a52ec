/**
 * The row API's pages that are not stored compressed (filtered pages, other page sizes, a client that asks for
 * deflate only): the answer body is assembled as bytes in a reused scratch buffer and compressed from there
 * (docs/decisions/open-data.md "Row API from the files"). No page-sized string or buffer is allocated per
 * request: a 100-row page as a JS string was 160-260 KB (Chinese text, two bytes a character), which V8 puts
 * straight into the old generation, so those pages alone caused a full mark-compact every few seconds. What
 * a request still allocates is the compressed answer (~10-15 KB) and small reads of the index.
 */
import { COMPRESS_THRESHOLD_BYTES, compressOffThread, type ContentEncoding } from '../../lib/http/content-encoding.js';
import type { RowFilters } from './dataset.types.js';
import { rangesByteLength, type RowIndex } from './row-index.js';
import { rowsPageEnvelope } from './row-page-body.js';

/** A scratch buffer's size: a 100-row page of the widest dataset (the yearly rows, ~110-130 KB) fits. */
const SCRATCH_BYTES = 256 * 1024;
/** Bodies larger than this get a buffer of their own (not kept): no such page exists at pageSize <= 100. */
const POOLED_MAX_BYTES = 1024 * 1024;
/** Free buffers kept: requests in flight at once each hold one while their page is compressed. */
const POOL_SIZE = 4;

/** Scratch buffers handed out one per request and taken back when its answer is compressed. */
class ScratchPool {
  private readonly free: Buffer[] = [];

  /** A buffer of at least `size` bytes (its content is garbage). */
  acquire(size: number): Buffer {
    const at = this.free.findIndex((buffer) => buffer.length >= size);
    if (at >= 0) return this.free.splice(at, 1)[0] as Buffer;
    // allocUnsafeSlow: a buffer of its own, never a slice of Node's shared pool.
    return Buffer.allocUnsafeSlow(size > POOLED_MAX_BYTES ? size : Math.max(size, SCRATCH_BYTES));
  }

  /** Takes `buffer` back once nothing reads it any more. */
  release(buffer: Buffer): void {
    if (buffer.length <= POOLED_MAX_BYTES && this.free.length < POOL_SIZE) this.free.push(buffer);
  }
}

const pool = new ScratchPool();

/**
 * The answer body of the page of `limit` rows from `offset` matching `filters` (./row-page-body.ts; page number
 * offset / limit + 1, page size `limit`), compressed with `encoding` at the per-request level. Null when the body
 * is under COMPRESS_THRESHOLD_BYTES: such a body is sent as it is, as @fastify/compress would.
 */
export async function compressedPage(
  index: RowIndex,
  filters: RowFilters,
  offset: number,
  limit: number,
  encoding: ContentEncoding,
): Promise<Buffer | null> {
  const { ranges, total } = await index.pageRanges(filters, offset, limit);
  const { head, tail } = rowsPageEnvelope(total, Math.floor(offset / limit) + 1, limit);
  const size = Buffer.byteLength(head) + rangesByteLength(ranges) + Buffer.byteLength(tail);
  if (size < COMPRESS_THRESHOLD_BYTES) return null;
  const scratch = pool.acquire(size);
  try {
    let at = scratch.write(head, 0);
    at = await index.readRangesInto(ranges, scratch, at);
    at += scratch.write(tail, at);
    // On the thread pool, at the level @fastify/compress used for these answers.
    return await compressOffThread(scratch.subarray(0, at), encoding, 'perRequest');
  } finally {
    pool.release(scratch);
  }
}
