/**
 * What has been generated (docs/decisions/open-data.md: "each file with size, rows and SHA-256"): the manifest kept beside the
 * files as `<OPEN_DATA_DIR>/manifest.json`, read at start-up so a restarted server serves the files it already
 * has while it regenerates. Written whole to a temporary file and renamed, so a reader never sees half of it.
 * File URLs: /opendata/files/{datasetId}/{version}/{file} (a new version folder per generation: the URLs are
 * immutable and cached for a year; docs/decisions/open-data.md "Versioned files").
 */
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatasetRow } from '@portal/contracts/open-data';
import type { OpenDataFormat } from '@portal/contracts/open-data.codes';
import { OPEN_DATA_ADDRESSES } from '@portal/contracts/pages.codes';

/** URL path under which the files are served (plugin registered in ./open-data.routes.ts). */
export const FILES_PREFIX = OPEN_DATA_ADDRESSES.files;

export interface GeneratedFile {
  format: OpenDataFormat;
  name: string;
  byteSize: number;
  rows: number;
  sha256: string;
}

export interface GeneratedDataset {
  id: string;
  version: string;
  /** When this version's files were finished (ISO UTC): dct:modified. */
  modified: string;
  rows: number;
  files: GeneratedFile[];
  datapackage: { name: string; byteSize: number; sha256: string };
  /** The first rows, for the dataset page's preview. */
  preview: DatasetRow[];
  /** What the files were made from (./sources.ts); absent in manifests written before it was kept. */
  sources?: DatasetSources;
}

/**
 * What a version's files were made from: the database (its identity, data/change-log.ts), the versions of
 * the tables the dataset reads, read before generation began, and the server build that wrote them. Equal
 * sources mean the files would come out the same, so start-up need not write them again.
 */
export interface DatasetSources {
  database: number;
  tables: Record<string, number>;
  build: string;
}

export interface Manifest {
  datasets: Record<string, GeneratedDataset>;
}

export const manifestPath = (root: string) => join(root, 'manifest.json');
/** The folder the static files are served from. */
export const filesRoot = (root: string) => join(root, 'files');

/** The site path of a generated file. */
export const fileUrl = (entry: Pick<GeneratedDataset, 'id' | 'version'>, name: string) =>
  `${FILES_PREFIX}${entry.id}/${entry.version}/${name}`;

/** The manifest on disk, or an empty one (none yet, or unreadable: the next generation rewrites it). */
export function readManifest(root: string): Manifest {
  const path = manifestPath(root);
  if (!existsSync(path)) return { datasets: {} };
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    return value && typeof value.datasets === 'object' ? value : { datasets: {} };
  } catch {
    return { datasets: {} };
  }
}

export async function writeManifest(root: string, manifest: Manifest): Promise<void> {
  const path = manifestPath(root);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(manifest));
  await rename(temporary, path);
}
