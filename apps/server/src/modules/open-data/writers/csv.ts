/**
 * CSV: UTF-8 with a byte-order mark (so Excel opens the Chinese text), RFC 4180 quoting by @fast-csv/format,
 * a header row of the column names (the 数据字典's `name`, as datapackage.json's Table Schema), booleans
 * as true/false, empty cells for null.
 */
import { createWriteStream } from 'node:fs';
import { format } from '@fast-csv/format';
import type { ColumnDef } from '../dataset.types.js';
import { finish, push, type RowSink } from './sink.js';

export function csvSink(path: string, columns: readonly ColumnDef[]): RowSink {
  const file = createWriteStream(path);
  const csv = format({ headers: columns.map((c) => c.name), writeBOM: true, alwaysWriteHeaders: true });
  csv.pipe(file);
  return {
    write: (row) =>
      push(
        csv,
        columns.map((c) => row[c.name] ?? ''),
      ),
    close: async () => {
      const closed = finish(file);
      csv.end();
      await closed;
    },
  };
}
