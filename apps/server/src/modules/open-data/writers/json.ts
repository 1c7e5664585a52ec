/** JSON: one array of row objects (keys the column names), one row per line, streamed. */
import { finish, openFile, push, type RowSink } from './sink.js';

export function jsonSink(path: string): RowSink {
  const file = openFile(path);
  let first = true;
  return {
    write: (row) => {
      const prefix = first ? '[\n' : ',\n';
      first = false;
      return push(file, prefix + JSON.stringify(row));
    },
    close: async () => {
      await push(file, first ? '[]\n' : '\n]\n');
      await finish(file);
    },
  };
}
