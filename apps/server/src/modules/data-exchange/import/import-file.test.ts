/**
 * The import file reader's streaming and limits (import-file.ts, import-limits.ts; docs/data-exchange.md
 * "File import"): rows are handed on in FILE_CHUNK_ROWS chunks in file order while the file streams in, and
 * the over-limit answers are 400s naming `file` with the limit in Chinese.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@portal/contracts/exchange-import.codes';
import { FILE_CHUNK_ROWS, readImportFile, type FileRow } from './import-file.js';
import { tooLarge, tooManyRows } from './import-limits.js';

describe('import file reader', () => {
  it('hands the rows on in chunks of FILE_CHUNK_ROWS, in file order, and resolves with the count', async () => {
    const lines = ['sourceId,name', '#说明', ...Array.from({ length: 2_500 }, (_, i) => `S-${i},名称${i}`)];
    const chunks: FileRow[][] = [];
    const count = await readImportFile(
      'f.csv',
      Readable.from([Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`)]),
      ['sourceId', 'name'],
      async (rows) => void chunks.push(rows),
    );
    expect(count).toBe(2_500);
    expect(chunks.map((c) => c.length)).toEqual([FILE_CHUNK_ROWS, FILE_CHUNK_ROWS, 500]);
    const all = chunks.flat();
    expect(all[0]).toEqual({ rowNo: 3, cells: { sourceId: 'S-0', name: '名称0' } });
    expect(all.at(-1)).toEqual({ rowNo: 2_502, cells: { sourceId: 'S-2499', name: '名称2499' } });
  });

  it('states the limits (1,000,000 rows, 400 MB) in Chinese, naming file', () => {
    expect(MAX_IMPORT_ROWS).toBe(1_000_000);
    expect(MAX_IMPORT_BYTES).toBe(400 * 1024 * 1024);
    expect(tooManyRows()).toMatchObject({
      statusCode: 400,
      message: '参数 file 不合法：文件超过 100 万行数据，请分成多个文件导入',
    });
    expect(tooLarge()).toMatchObject({
      statusCode: 400,
      message: '参数 file 不合法：文件超过 400 MB，请分成多个文件导入',
    });
  });
});
