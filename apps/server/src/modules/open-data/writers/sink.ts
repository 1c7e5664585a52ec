/**
 * A file being written row by row with backpressure: `push` waits for 'drain' when the stream's buffer is
 * full, so generating a national-size file holds only a buffer's worth of it in memory.
 *
 * A file stream's error (its folder removed, the disk full) must reach the generation job as a rejected
 * promise, never as an unheard 'error' event, which would end the whole server process. `openFile` therefore
 * gives every stream an error listener; `push` and `finish` then throw the stream's recorded error.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import type { DatasetRow } from '@portal/contracts/open-data';

/** One format's writer: rows in, a finished file out. */
export interface RowSink {
  write(row: DatasetRow): Promise<void>;
  /** Finishes the file (all bytes flushed and the file closed). Rejects with the file's write error, if any. */
  close(): Promise<void>;
}

/** A write stream to `path` whose errors are recorded (`stream.errored`) instead of crashing the process. */
export function openFile(path: string): WriteStream {
  const file = createWriteStream(path);
  // The error stays in file.errored; push/finish throw it to the generation job.
  file.on('error', () => undefined);
  return file;
}

/** Throws the stream's error, or a plain error when it was destroyed without one. */
function throwIfBroken(stream: Writable): void {
  if (stream.errored) throw stream.errored;
  if (stream.destroyed) throw new Error('open-data file stream closed before the file was finished');
}

/** Writes `chunk` to `stream`, waiting for 'drain' when it asks to. Rejects when the stream fails. */
export async function push(stream: Writable, chunk: unknown): Promise<void> {
  throwIfBroken(stream);
  if (stream.write(chunk)) return;
  // events.once rejects on 'error'; 'close' ends the wait when the stream is destroyed instead. The waits
  // share one abort signal so the one that did not fire removes its listeners: a national file waits for
  // 'drain' thousands of times, and each left-over 'close'/'error' listener used to stay on the stream
  // (MaxListenersExceededWarning, and memory growing with the file).
  const settled = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: settled.signal }),
      once(stream, 'close', { signal: settled.signal }),
    ]);
  } finally {
    settled.abort();
  }
  throwIfBroken(stream);
}

/** Ends `stream` and waits until it has closed (its file descriptor released). Rejects with its error. */
export async function finish(stream: Writable): Promise<void> {
  if (!stream.closed) {
    const closed = once(stream, 'close').catch(() => undefined);
    stream.end();
    await closed;
  }
  if (stream.errored) throw stream.errored;
}

/** A promise that rejects with `stream`'s first error and otherwise never settles (for Promise.race). */
export function failureOf(stream: Writable): Promise<never> {
  const failed = new Promise<never>((_, reject) => {
    if (stream.errored) reject(stream.errored);
    else stream.once('error', reject);
  });
  failed.catch(() => undefined); // observed by whoever races it
  return failed;
}
