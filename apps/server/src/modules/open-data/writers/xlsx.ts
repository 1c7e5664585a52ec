/**
 * XLSX through exceljs's streaming WorkbookWriter (rows are committed as they come, never the whole sheet in
 * memory): a header row of the Chinese column titles, then the rows; a new sheet every SHEET_ROWS rows,
 * below Excel's 1,048,576-row limit. No shared strings and no styles, which the streaming writer would keep
 * in memory.
 */
import ExcelJS from 'exceljs';
import type { ColumnDef } from '../dataset.types.js';
import { failureOf, openFile, type RowSink } from './sink.js';

export const SHEET_ROWS = 1_000_000;

export function xlsxSink(path: string, columns: readonly ColumnDef[]): RowSink {
  // Our own stream, not exceljs's `filename`: its errors then reject close() instead of ending the process.
  const file = openFile(path);
  const failed = failureOf(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useStyles: false,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | null = null;
  let rowsInSheet = 0;
  let sheets = 0;
  /** The sheet the next row goes to: a new one (with its header row) at the start and every SHEET_ROWS rows. */
  const current = (): ExcelJS.Worksheet => {
    if (sheet && rowsInSheet < SHEET_ROWS) return sheet;
    sheet?.commit();
    sheets += 1;
    const next = workbook.addWorksheet(sheets === 1 ? '数据' : `数据${sheets}`);
    next.addRow(columns.map((c) => c.title)).commit();
    rowsInSheet = 0;
    sheet = next;
    return next;
  };
  return {
    write: async (row) => {
      if (file.errored) throw file.errored;
      current()
        .addRow(columns.map((c) => row[c.name] ?? null))
        .commit();
      rowsInSheet += 1;
    },
    close: async () => {
      current().commit();
      await Promise.race([workbook.commit(), failed]);
    },
  };
}
