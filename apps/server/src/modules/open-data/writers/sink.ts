/**
 * A file being written row by row with backpressure: `push` waits for 'drain' when the stream's buffer is
 * full, so generating a national-size file holds only a buffer's worth of it in memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { DatasetRow } from '@portal/contracts/open-data';

/** One format's writer: rows in, a finished file out. */
export interface RowSink {
  write(row: DatasetRow): Promise<void>;
  /** Finishes the file (all bytes flushed and the file closed). */
  close(): Promise<void>;
}

/** Writes `chunk` to `stream`, waiting for 'drain' when it asks to. */
export async function push(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Ends `stream` and waits until it has closed (its file descriptor released). */
export async function finish(stream: Writable): Promise<void> {
  const closed = once(stream, 'close');
  stream.end();
  await closed;
}
