/**
 * The open datasets (docs/decisions/open-data.md), in the catalogue's order: the yearly free/low-fee series newest first, each
 * year followed by its change list against the year before (when that year is published too), then the
 * registers. The series' years come from the database (years with audited data), so the list is async.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DatasetDefinition } from './dataset.types.js';
import { buildProjectsDataset } from './datasets/build-projects.js';
import { evaluationsDataset } from './datasets/evaluations.js';
import { facilitiesDataset } from './datasets/facilities.js';
import { instructorCountsDataset } from './datasets/instructor-counts.js';
import { passengerFlowDataset } from './datasets/passenger-flow.js';
import { racesDataset } from './datasets/races.js';
import { venueYearChangesDataset } from './datasets/venue-year-changes.js';
import { venueYearDataset, venueYears } from './datasets/venue-year.js';
import { venuesDataset } from './datasets/venues.js';

/** The datasets that are not a yearly series. */
export const REGISTER_DATASETS: readonly DatasetDefinition[] = [
  venuesDataset,
  facilitiesDataset,
  buildProjectsDataset,
  racesDataset,
  passengerFlowDataset,
  evaluationsDataset,
  instructorCountsDataset,
];

export async function listDatasets(db: Kysely<Database>): Promise<DatasetDefinition[]> {
  const years = await venueYears(db);
  const yearly = years.flatMap((year) =>
    years.includes(year - 1) ? [venueYearDataset(year), venueYearChangesDataset(year)] : [venueYearDataset(year)],
  );
  return [...yearly, ...REGISTER_DATASETS];
}

/** The datasets that read any of `tables` (what a data change regenerates). */
export function datasetsReading(datasets: readonly DatasetDefinition[], tables: readonly string[]) {
  const changed = new Set(tables);
  return datasets.filter((d) => d.tables.some((t) => changed.has(t)));
}
