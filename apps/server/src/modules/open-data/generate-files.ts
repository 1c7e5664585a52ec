/**
 * Writes one dataset's files (docs/decisions/open-data.md): a single pass over `def.rows` feeds the CSV, XLSX, JSON and (with a
 * position) GeoJSON writers together, then each file's size and SHA-256 are read back from disk and the
 * datapackage.json is written with them; the JSON writer feeds the row API's index (./row-index.ts), and the
 * row API's unfiltered pages are then stored compressed (./page-blobs.ts). Everything goes into a new version folder
 * `<files root>/{id}/{version}/`; the caller switches the manifest to it when done.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { DatasetRow } from '@portal/contracts/open-data';
import { PREVIEW_ROWS, type OpenDataFormat } from '@portal/contracts/open-data.codes';
import type { Database } from '../../db/database.js';
import { buildDatapackage } from './datapackage.js';
import type { DatasetDefinition } from './dataset.types.js';
import type { GeneratedDataset, GeneratedFile } from './manifest.js';
import { csvSink } from './writers/csv.js';
import { geojsonSink } from './writers/geojson.js';
import { writePageBlobs } from './page-blobs.js';
import { RowIndexWriter } from './row-index.js';
import { jsonSink } from './writers/json.js';
import type { RowSink } from './writers/sink.js';
import { xlsxSink } from './writers/xlsx.js';

/** SHA-256 (hex) and size in bytes of a file, read as a stream. */
export async function fileDigest(path: string): Promise<{ sha256: string; byteSize: number }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { sha256: hash.digest('hex'), byteSize: (await stat(path)).size };
}

/** The file name of a format: '{id}.csv', '{id}.xlsx', '{id}.json', '{id}.geojson'. */
export const fileNameOf = (id: string, format: OpenDataFormat) => `${id}.${format}`;

/** Generates `def`'s files into `<filesRoot>/{id}/{version}` and returns their manifest entry. */
export async function generateDataset(
  db: Kysely<Database>,
  def: DatasetDefinition,
  filesRoot: string,
  version: string,
  clock: () => Date,
): Promise<GeneratedDataset> {
  const dir = join(filesRoot, def.id, version);
  await mkdir(dir, { recursive: true });
  const path = (format: OpenDataFormat) => join(dir, fileNameOf(def.id, format));
  const index = new RowIndexWriter(dir, def.filters);
  const sinks: [OpenDataFormat, RowSink][] = [
    ['csv', csvSink(path('csv'), def.columns)],
    ['xlsx', xlsxSink(path('xlsx'), def.columns)],
    ['json', jsonSink(path('json'), (row, start, end) => index.add(row, start, end))],
  ];
  if (def.position) sinks.push(['geojson', geojsonSink(path('geojson'), def.position)]);

  let rows = 0;
  const preview: DatasetRow[] = [];
  try {
    for await (const row of def.rows(db)) {
      for (const [, sink] of sinks) await sink.write(row);
      if (preview.length < PREVIEW_ROWS) preview.push(row);
      rows += 1;
    }
  } finally {
    await Promise.all([...sinks.map(([, sink]) => sink.close()), index.close()]);
  }
  // After the JSON file is complete: the row API's unfiltered pages, compressed once here instead of per request.
  await writePageBlobs(dir, path('json'), index.pageBounds, rows);

  const files: GeneratedFile[] = [];
  for (const [format] of sinks) {
    files.push({ format, name: fileNameOf(def.id, format), rows, ...(await fileDigest(path(format))) });
  }
  const modified = clock().toISOString();
  const datapackagePath = join(dir, 'datapackage.json');
  await writeFile(datapackagePath, JSON.stringify(buildDatapackage(def, files, modified), null, 2));
  return {
    id: def.id,
    version,
    modified,
    rows,
    files,
    datapackage: { name: 'datapackage.json', ...(await fileDigest(datapackagePath)) },
    preview,
  };
}
