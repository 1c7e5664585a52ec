/**
 * JSON: one array of row objects (keys the column names), one row per line (',\n' between rows), streamed.
 * `onRow` hears each row's byte range in the file (the row API's index, ../row-index.ts).
 */
import type { DatasetRow } from '@portal/contracts/open-data';
import { finish, openFile, push, type RowSink } from './sink.js';

export function jsonSink(
  path: string,
  onRow: (row: DatasetRow, start: number, end: number) => Promise<void> = async () => undefined,
): RowSink {
  const file = openFile(path);
  let first = true;
  let position = 0;
  return {
    write: async (row) => {
      const prefix = first ? '[\n' : ',\n';
      first = false;
      const body = JSON.stringify(row);
      const start = position + prefix.length;
      const end = start + Buffer.byteLength(body);
      position = end;
      await push(file, prefix + body);
      await onRow(row, start, end);
    },
    close: async () => {
      await push(file, first ? '[]\n' : '\n]\n');
      await finish(file);
    },
  };
}
