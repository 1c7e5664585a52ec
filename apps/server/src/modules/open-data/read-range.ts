/**
 * Positioned reads of a generated version's files (the row index, ./row-index.ts, and the stored pages,
 * ./page-blobs.ts). A version's files are complete before they are read, so a short read means a broken file.
 */
import type { FileHandle } from 'node:fs/promises';

/** Fills `buffer` with the bytes of `file` from byte `position`; rejects when the file ends first. */
export async function readInto(file: FileHandle, buffer: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < buffer.length) {
    const { bytesRead } = await file.read(buffer, done, buffer.length - done, position + done);
    if (bytesRead === 0) throw new Error(`open-data: file ${file.fd} ended before byte ${position + buffer.length}`);
    done += bytesRead;
  }
}
