/**
 * A file's byte range as a readable stream that reuses one buffer for the whole response, for large downloads
 * piped to an HTTP response (docs/decisions/open-data.md "Downloads without garbage").
 *
 * Why not `fs.createReadStream`: it allocates a fresh buffer for every chunk. V8 counts those buffers as external
 * memory and starts a full mark-compact of the whole heap each time about 64 MB more of it has been allocated.
 * 20 parallel downloads at ~150 MB/s on the loopback made a full collection every 0.3-0.4 s, with pauses up to
 * 217 ms, and every other request of the site waited behind them (the news list's p99 went from 1 ms to
 * 150-290 ms; docs/benchmarks.md "Open data").
 *
 * Here one CHUNK_BYTES buffer per download is filled again only when nothing can still refer to its previous
 * content: the stream's own queue is empty and the response it is piped to (`sink`) holds no unwritten bytes
 * (`writableLength` 0: Node counts a chunk there, in the socket included, until the kernel has taken it). The
 * sink's 'drain' (or 'close') wakes the wait when the sink asked for one; otherwise a short timer looks again
 * (a write that did not fill the sink's buffer emits no 'drain'). So a download allocates CHUNK_BYTES once, with one chunk in flight.
 *
 * `start` and `end` are inclusive byte offsets, as in a Content-Range. Errors: a failed open or read, or a file
 * shorter than the range, destroys the stream with the error (the framework then cuts the response off, and
 * the client can resume with Range). The file handle is closed on end and on destroy.
 *
 * `recycleFileStream` is the onSend hook that swaps @fastify/static's read stream for this one, so the static
 * plugin keeps deciding everything else (path checks, ETag, 304, Range, HEAD).
 */
import { ReadStream } from 'node:fs';
import { Socket } from 'node:net';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The buffer of a download (bytes). */
export const CHUNK_BYTES = 256 * 1024;

/** How often the wait for an empty sink looks again when no 'drain' will come (ms). */
const RECHECK_MS = 2;
/** The same while a 'drain' is due: a guard only (ms). */
const SIGNALLED_RECHECK_MS = 100;

/** See the module comment. */
export class RecycledFileStream extends Readable {
  private handle: FileHandle | undefined;
  private readonly buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private position: number;

  constructor(
    private readonly path: string,
    start: number,
    private readonly end: number,
    private readonly sink: Writable,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
    this.position = start;
  }

  override _construct(callback: (error?: Error | null) => void): void {
    open(this.path, 'r').then(
      (handle) => {
        this.handle = handle;
        callback();
      },
      (error: Error) => callback(error),
    );
  }

  override _read(): void {
    if (this.position > this.end) {
      this.push(null);
      return;
    }
    this.whenBufferFree(() => void this.fill());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const handle = this.handle;
    this.handle = undefined;
    if (!handle) return callback(error);
    handle.close().then(
      () => callback(error),
      () => callback(error),
    );
  }

  /** Calls `then` once no queue holds the buffer's last content (module comment). */
  private whenBufferFree(then: () => void): void {
    if (this.destroyed) return;
    if (this.readableLength === 0 && (this.sink.writableLength === 0 || this.sink.destroyed)) return then();
    // A sink that asked for a drain emits 'drain' or 'close' (the timer only guards against one that never
    // does); otherwise nothing signals, so look again shortly.
    const signalled = this.readableLength === 0 && this.sink.writableNeedDrain;
    const again = () => {
      clearTimeout(timer);
      this.sink.off('drain', again);
      this.sink.off('close', again);
      this.whenBufferFree(then);
    };
    const timer = setTimeout(again, signalled ? SIGNALLED_RECHECK_MS : RECHECK_MS);
    if (signalled) this.sink.once('drain', again).once('close', again);
  }

  /** Reads the next chunk into the buffer and pushes it. */
  private async fill(): Promise<void> {
    const handle = this.handle;
    if (!handle || this.destroyed) return;
    try {
      const wanted = Math.min(CHUNK_BYTES, this.end - this.position + 1);
      const { bytesRead } = await handle.read(this.buffer, 0, wanted, this.position);
      if (bytesRead === 0) throw new Error(`${this.path}: shorter than the range asked`);
      this.position += bytesRead;
      this.push(this.buffer.subarray(0, bytesRead));
    } catch (error) {
      this.destroy(error as Error);
    }
  }
}

/** The inclusive byte range a reply's Content-Range (206) or Content-Length (200) announces, or undefined. */
function announcedRange(reply: FastifyReply): { start: number; end: number } | undefined {
  const range = /^bytes (\d+)-(\d+)\//.exec(String(reply.getHeader('content-range') ?? ''));
  if (range) return { start: Number(range[1]), end: Number(range[2]) };
  const length = Number(reply.getHeader('content-length'));
  return reply.statusCode === 200 && Number.isSafeInteger(length) && length > 0
    ? { start: 0, end: length - 1 }
    : undefined;
}

/**
 * onSend hook for a static-files scope: replaces a file's fs read stream with a RecycledFileStream of the same
 * file and range (module comment); any other payload passes unchanged.
 */
export async function recycleFileStream(_request: unknown, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof ReadStream) || typeof payload.path !== 'string') return payload;
  // Only a network socket empties as described; an injected request's stand-in socket copies what it is given.
  if (!(reply.raw.socket instanceof Socket)) return payload;
  const range = announcedRange(reply);
  if (!range) return payload;
  payload.destroy();
  return new RecycledFileStream(payload.path, range.start, range.end, reply.raw);
}
