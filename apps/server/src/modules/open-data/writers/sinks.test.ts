/**
 * The four file writers at their edges (docs/decisions/open-data.md): a dataset with no rows still gives a
 * well-formed file (the CSV's header is flushed when the formatter ends, after which the file may end), and a
 * file that cannot be written rejects close() instead of raising an unheard stream error, which would end the
 * server process.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColumnDef } from '../dataset.types.js';
import { csvSink } from './csv.js';
import { geojsonSink } from './geojson.js';
import { jsonSink } from './json.js';
import { openFile, push, type RowSink } from './sink.js';
import { xlsxSink } from './xlsx.js';

const COLUMNS: ColumnDef[] = [
  { name: 'name', title: '名称', type: 'string' },
  { name: 'lng', title: '经度', type: 'number' },
  { name: 'lat', title: '纬度', type: 'number' },
];
const SINKS: Record<string, (path: string) => RowSink> = {
  csv: (path) => csvSink(path, COLUMNS),
  xlsx: (path) => xlsxSink(path, COLUMNS),
  json: (path) => jsonSink(path),
  geojson: (path) => geojsonSink(path, { lng: 'lng', lat: 'lat' }),
};

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('open-data file writers', () => {
  it('write a well-formed file for a dataset with no rows', async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-sinks-'));
    for (const [format, open] of Object.entries(SINKS)) await open(join(dir, `empty.${format}`)).close();
    // @fast-csv/format writes its byte-order mark with the first row, so a header-only file has none.
    expect(readFileSync(join(dir, 'empty.csv'), 'utf8').replace(/^\uFEFF/, '')).toBe('name,lng,lat');
    expect(JSON.parse(readFileSync(join(dir, 'empty.json'), 'utf8'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'empty.geojson'), 'utf8'))).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
    expect(readFileSync(join(dir, 'empty.xlsx')).subarray(0, 2).toString()).toBe('PK');
  });

  it('reject close() when the file cannot be written, and the process lives on', async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-sinks-'));
    for (const [format, open] of Object.entries(SINKS)) {
      const sink = open(join(dir, 'removed-folder', `rows.${format}`));
      const writing = (async () => {
        await sink.write({ name: '体育公园', lng: 116.4, lat: 39.9 });
        await sink.close();
      })();
      await expect(writing, format).rejects.toThrow(/ENOENT/);
    }
  });

  it('leave no listeners behind while waiting for drain, however many times the buffer fills', async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-sinks-'));
    const file = openFile(join(dir, 'big.bin'));
    const before = { close: file.listenerCount('close'), error: file.listenerCount('error') };
    const chunk = Buffer.alloc(64 * 1024 + 1); // larger than the stream's 16 KiB high-water mark: every push waits
    for (let i = 0; i < 40; i += 1) await push(file, chunk);
    expect({ close: file.listenerCount('close'), error: file.listenerCount('error') }).toEqual(before);
    expect(file.listenerCount('drain')).toBe(0);
    file.end();
    await new Promise<void>((resolve) => file.once('close', () => resolve()));
  });
});
