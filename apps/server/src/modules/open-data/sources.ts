/**
 * Whether a dataset's generated files are still current, so that start-up regenerates only what changed
 * (docs/decisions/open-data.md "When files are generated"). At national size every dataset together is
 * gigabytes of files and many minutes of a core; a restart with the same data and the same build used to
 * write them all again.
 *
 * `sourcesNow(db, def)`: the DatasetSources of `def` at this moment. `isCurrent(entry, now, sources, dir)`:
 * true when the manifest entry was made from equal sources, less than REGENERATE_INTERVAL_MS ago (rows
 * written outside the write path bump no version: the daily regeneration is what catches them), and its
 * version folder is still on disk.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { databaseIdentity, readVersions } from '../../data/change-log.js';
import type { DatasetDefinition } from './dataset.types.js';
import type { DatasetSources, GeneratedDataset } from './manifest.js';

/**
 * The running build: the size and modification time of this module's file (the server bundle in
 * production, this source file under tsx). A deploy writes a new bundle, so its first start regenerates
 * everything, and a change of a dataset's columns or rules can never be served from old files.
 */
export const BUILD_STAMP = (() => {
  const file = fileURLToPath(import.meta.url);
  const { size, mtimeMs } = statSync(file);
  return `${size}:${Math.round(mtimeMs)}`;
})();

export async function sourcesNow(db: Kysely<Database>, def: DatasetDefinition): Promise<DatasetSources> {
  const [database, versions] = await Promise.all([databaseIdentity(db), readVersions(db)]);
  return {
    database,
    tables: Object.fromEntries([...def.tables].sort().map((table) => [table, versions.get(table) ?? 0])),
    build: BUILD_STAMP,
  };
}

export function isCurrent(
  entry: GeneratedDataset | undefined,
  now: Date,
  sources: DatasetSources,
  versionDir: (entry: GeneratedDataset) => string,
  maxAgeMs: number,
): boolean {
  if (!entry?.sources) return false;
  const made = entry.sources;
  const sameTables =
    Object.keys(made.tables).length === Object.keys(sources.tables).length &&
    Object.entries(sources.tables).every(([table, version]) => made.tables[table] === version);
  return (
    made.database === sources.database &&
    made.build === sources.build &&
    sameTables &&
    now.getTime() - Date.parse(entry.modified) < maxAgeMs &&
    existsSync(versionDir(entry))
  );
}
