/**
 * Reads an uploaded import file (docs/data-exchange.md "File import") as a stream into rows of text cells:
 * CSV (UTF-8, BOM optional; csv-parse) or XLSX (its first sheet; exceljs's streaming WorkbookReader). Row 1
 * is the header of field names; a line or row whose first cell starts with `#` is a comment (the
 * template's 说明 row) and is skipped, as are blank rows. Each row keeps its line number in the file
 * (header = 1). Every cell is text whatever the format (an XLSX number is its decimal text, a date cell
 * its day), so a CSV and an XLSX of the same table read the same.
 * Rows are handed on in chunks of FILE_CHUNK_ROWS while the file streams in (the parser waits for each
 * chunk to be stored), so a file of MAX_IMPORT_ROWS rows never sits whole in memory
 * (docs/decisions/data-exchange.md "File import of a million rows").
 * Errors: ApiError 400 naming `file` with a Chinese reason (wrong type, unreadable, empty, unknown or
 * repeated columns, ragged CSV rows, more than MAX_IMPORT_ROWS rows, more than MAX_IMPORT_BYTES).
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '@portal/contracts/exchange-import.codes';
import { tooLarge, tooManyRows } from './import-limits.js';
import { ApiError, badRequest } from '../../../lib/api-error.js';

export interface FileRow {
  /** Line (CSV) or row (XLSX) number in the file; the header is 1. */
  rowNo: number;
  /** Non-blank cells by column name. */
  cells: Record<string, string>;
}

export type ImportFormat = 'csv' | 'xlsx';

/** Rows handed to the caller at a time (one insert command each). */
export const FILE_CHUNK_ROWS = 1000;

/** The format of `fileName` by its extension, or 400. */
export function formatOf(fileName: string): ImportFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'xlsx') return ext;
  throw badRequest('file', '仅支持 CSV（.csv）或 Excel（.xlsx）文件');
}

/** An XLSX cell as text: numbers in decimal, booleans true/false, a date cell as its day (or ISO time). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** Turns the header and raw rows into FileRows, checking the columns against `columns`; keeps the rows not yet taken. */
class RowCollector {
  private header: string[] | undefined;
  private pending: FileRow[] = [];
  /** Data rows read so far. */
  count = 0;

  constructor(private readonly columns: ReadonlySet<string>) {}

  add(rowNo: number, raw: readonly string[]): void {
    const values = raw.map((v) => v.trim());
    if (values.every((v) => v === '') || values[0]?.startsWith('#')) return;
    if (!this.header) {
      this.header = this.checkHeader(values);
      return;
    }
    if (this.count >= MAX_IMPORT_ROWS) throw tooManyRows();
    const cells: Record<string, string> = {};
    this.header.forEach((name, i) => {
      const value = values[i] ?? '';
      if (name !== '' && value !== '') cells[name] = value;
    });
    if (values.slice(this.header.length).some((v) => v !== ''))
      throw badRequest('file', `第 ${rowNo} 行的列数多于表头`);
    this.pending.push({ rowNo, cells });
    this.count += 1;
  }

  /** Whether a full chunk waits to be taken. */
  full(): boolean {
    return this.pending.length >= FILE_CHUNK_ROWS;
  }

  /** The rows read since the last take. */
  take(): FileRow[] {
    const rows = this.pending;
    this.pending = [];
    return rows;
  }

  private checkHeader(names: string[]): string[] {
    while (names.length > 0 && names[names.length - 1] === '') names.pop();
    const unknown = names.filter((n) => n !== '' && !this.columns.has(n));
    if (unknown.length > 0)
      throw badRequest('file', `未知的列：${unknown.slice(0, 10).join('、')}（表头须为模板中的字段名）`);
    const repeated = names.filter((n, i) => n !== '' && names.indexOf(n) !== i);
    if (repeated.length > 0) throw badRequest('file', `列重复：${[...new Set(repeated)].join('、')}`);
    if (!names.includes('sourceId')) throw badRequest('file', '缺少 sourceId 列（来源编号）');
    return names;
  }

  /** Checks the file had a header and data rows; resolves with the data row count. */
  result(): number {
    if (!this.header) throw badRequest('file', '文件为空：没有表头');
    if (this.count === 0) throw badRequest('file', '文件为空：表头下没有数据行');
    return this.count;
  }
}

type OnRows = (rows: FileRow[]) => Promise<void>;

/** The CSV rows of `stream`, handed to `onRows` a chunk at a time. */
async function readCsv(stream: Readable, out: RowCollector, onRows: OnRows): Promise<void> {
  const parser = stream.pipe(
    parse({ bom: true, comment: '#', comment_no_infix: true, relax_column_count: true, info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      out.add(info.lines, record);
      if (out.full()) await onRows(out.take());
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code?.startsWith('CSV_'))
      throw badRequest('file', `不是有效的 CSV 文件：${(error as Error).message.slice(0, 120)}`);
    throw error;
  }
}

/** The first sheet's rows of an XLSX `stream`, handed to `onRows` a chunk at a time. */
async function readXlsx(stream: Readable, out: RowCollector, onRows: OnRows): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        out.add(
          row.number,
          Array.from(values, (v) => cellText(v)),
        );
        if (out.full()) await onRows(out.take());
      }
      break; // the first sheet only (a 说明 sheet may follow)
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw badRequest('file', '无法读取该 Excel 文件，请另存为 .xlsx 后重试');
  }
}

/**
 * Reads the file `fileName` from `stream` and hands its data rows, with cells named by the header, to
 * `onRows` in file order, FILE_CHUNK_ROWS at a time (the last chunk shorter); `columns` are the entity's
 * field names. Resolves with the data row count. See the module comment for the rules and errors; a
 * rejection may come after some chunks were handed on (the caller drops them).
 */
export async function readImportFile(
  fileName: string,
  stream: Readable,
  columns: readonly string[],
  onRows: OnRows,
): Promise<number> {
  const format = formatOf(fileName);
  const out = new RowCollector(new Set(columns));
  try {
    await (format === 'csv' ? readCsv(stream, out, onRows) : readXlsx(stream, out, onRows));
    const count = out.result();
    const last = out.take();
    if (last.length > 0) await onRows(last);
    return count;
  } catch (error) {
    stream.resume();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
