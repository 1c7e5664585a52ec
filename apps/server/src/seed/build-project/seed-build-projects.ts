/**
 * The construction-project part of the seed (spec §2 /main/vBuild/*), run by ../seed.ts after the venues:
 * reads the seeded venues (projects in use become one of them), then writes build_project and
 * build_project_progress (./projects.ts). The progress photos are media rows of ./photos.ts, which
 * ../seed.ts writes with the other media.
 */
import type { Kysely } from 'kysely';
import type { BuildKind } from '@portal/contracts/build-project.codes';
import type { Database } from '../../db/database.js';
import { fillItemTerms } from '../../db/site-search-terms.js';
import { insertRows } from '../insert-rows.js';
import type { BuildPhotoPool } from './photos.js';
import { generateBuildProjects } from './projects.js';

/**
 * Kinds in the order they are generated (and numbered): those whose projects in use always became a venue
 * choose first, so the field facilities (a share only) do not take the venues the others need.
 */
const LINK_ORDER: readonly BuildKind[] = ['gymCenter', 'ice', 'sportsPark', 'venueEquipment'];

/** Tables this part writes, in order. */
export const BUILD_PROJECT_TABLES = [
  'build_project',
  'build_project_progress',
] as const satisfies readonly (keyof Database)[];
export type BuildProjectSeedTable = (typeof BUILD_PROJECT_TABLES)[number];

/** Id columns the seed fills explicitly. */
export const BUILD_PROJECT_IDENTITY_COLUMNS = BUILD_PROJECT_TABLES.map((table) => ({ table, column: 'id' as const }));

export interface BuildProjectSeedInput {
  scale: number;
  photos: BuildPhotoPool;
  step: (table: BuildProjectSeedTable, write: () => Promise<number>) => Promise<void>;
}

/** Writes both tables (see the module comment). Run inside the seed's transaction. */
export async function seedBuildProjects(db: Kysely<Database>, input: BuildProjectSeedInput): Promise<void> {
  const venues = await db
    .selectFrom('venue')
    .select(['organ_id', 'name', 'organ_type', 'province_code', 'city_code', 'county_code', 'address', 'lng', 'lat'])
    .orderBy('organ_id')
    .execute();
  const { projects, progress } = generateBuildProjects(LINK_ORDER, input.scale, venues, input.photos);
  await input.step('build_project', async () => {
    const written = await insertRows(db, 'build_project', projects);
    // The site search's terms of the projects, written with them (docs/decisions/site-search.md "National size").
    await fillItemTerms(db, 'buildProject');
    return written;
  });
  await input.step('build_project_progress', () => insertRows(db, 'build_project_progress', progress));
}
