/**
 * Organisations per (category, county, kind), held in memory per database as a read model
 * (data/read-model.ts: rebuilt when fitness_organization changes, on every instance): at national size ~45,000 cells read once from the (category, kind, county_code,
 * id) index, so a list's total without a keyword is a sum over the category's cells in the division's
 * county-code range instead of a count over up to 200,000 index entries per request. Organisations are
 * filled in through the external systems' write path; a new one shows in the totals once the cells are
 * rebuilt (the rows themselves show at once).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { perDbReadModel, type ReadModel } from '../../data/read-model.js';

export interface OrganizationCells {
  category: Uint8Array;
  county: Int32Array;
  kind: Uint16Array;
  total: Uint32Array;
}

/** The counts as a read model (module comment). */
export const ORGANIZATION_CELLS_MODEL: ReadModel<OrganizationCells> = {
  name: 'organization-counts',
  tables: ['fitness_organization'],
  size: (cells) => cells.county.length,
  async build(db) {
    const rows = await db
      .selectFrom('fitness_organization')
      .select(['category', 'county_code', 'kind', (eb) => eb.fn.countAll<number>().as('total')])
      .groupBy(['category', 'county_code', 'kind'])
      .orderBy('category')
      .orderBy('county_code')
      .orderBy('kind')
      .execute();
    return {
      category: Uint8Array.from(rows, (r) => Number(r.category)),
      county: Int32Array.from(rows, (r) => Number(r.county_code)),
      kind: Uint16Array.from(rows, (r) => Number(r.kind)),
      total: Uint32Array.from(rows, (r) => Number(r.total)),
    };
  },
};

export const loadOrganizationCells: (db: Kysely<Database>) => Promise<OrganizationCells> =
  perDbReadModel(ORGANIZATION_CELLS_MODEL);

/** Organisations of a category (and kind) in a county-code range; all categories or divisions when absent. */
export function countOrganizations(
  cells: OrganizationCells,
  f: { category?: number; kind?: number; range?: [string, string] },
): number {
  const from = f.range ? Number(f.range[0]) : 0;
  const to = f.range ? Number(f.range[1]) : 999_999;
  let total = 0;
  for (let i = 0; i < cells.total.length; i += 1) {
    if (f.category !== undefined && cells.category[i] !== f.category) continue;
    if (f.kind !== undefined && cells.kind[i] !== f.kind) continue;
    const county = cells.county[i]!;
    if (county >= from && county <= to) total += cells.total[i]!;
  }
  return total;
}
