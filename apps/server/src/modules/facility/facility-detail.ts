/**
 * One facility's detail answer (contracts FacilityDetail: the facility, its fields and its equipment
 * pieces, and its provenance when a filling system pushed it, db/exchange-provenance.ts), shared by the detail calls (facility.routes.ts, 404 when absent) and the detail pages' first
 * HTML (facility.pages.ts, the generic snapshot when absent).
 */
import type { Kysely } from 'kysely';
import type { FacilityDetail } from '@portal/contracts/facility';
import type { Database } from '../../db/database.js';
import { dataSourceOf } from '../../db/exchange-provenance.js';
import { loadDivisions } from '../area/divisions.js';
import { presentFacilityDetail } from './facility.presenter.js';
import { equipmentOfFacility, fieldsOfFacility, findFacility } from './facility.repository.js';

/** The detail of facility `id` (only if of `kind`, when given), or undefined for an unknown id or another kind. */
export async function findFacilityDetail(
  db: Kysely<Database>,
  id: number,
  kind?: string,
): Promise<FacilityDetail | undefined> {
  const [row, divisions] = await Promise.all([findFacility(db, id), loadDivisions(db)]);
  if (!row || (kind !== undefined && row.kind !== kind)) return undefined;
  const [fields, equipment, dataSource] = await Promise.all([
    fieldsOfFacility(db, id),
    equipmentOfFacility(db, id),
    // Facilities (js365_equ) and sports parks (js365_park) are both exchanged onto the facility id.
    dataSourceOf(db, ['facility', 'park'], id),
  ]);
  return presentFacilityDetail(row, { fields, equipment, dataSource }, divisions);
}
