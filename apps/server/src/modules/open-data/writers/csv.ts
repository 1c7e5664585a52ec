/**
 * CSV: UTF-8 with a byte-order mark (so Excel opens the Chinese text), RFC 4180 quoting by @fast-csv/format,
 * a header row of the column names (the 数据字典's `name`, as datapackage.json's Table Schema), booleans
 * as true/false, empty cells for null.
 */
import { pipeline } from 'node:stream/promises';
import { format } from '@fast-csv/format';
import type { ColumnDef } from '../dataset.types.js';
import { openFile, push, type RowSink } from './sink.js';

export function csvSink(path: string, columns: readonly ColumnDef[]): RowSink {
  const csv = format({ headers: columns.map((c) => c.name), writeBOM: true, alwaysWriteHeaders: true });
  // The formatter flushes its last bytes (the header alone, for a dataset with no rows) when it ends, so the
  // file may end only after it: pipeline() ends the file then, and carries either stream's error to close().
  const written = pipeline(csv, openFile(path));
  written.catch(() => undefined); // observed by close()
  return {
    write: (row) =>
      push(
        csv,
        columns.map((c) => row[c.name] ?? ''),
      ),
    close: async () => {
      csv.end();
      await written;
    },
  };
}
