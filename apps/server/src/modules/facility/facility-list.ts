/**
 * One facility list answer (FacilityListData) for any of the section's list calls: the division filter
 * as a county-code range (404 for an unknown division), the page's ids and counts per kind from the
 * in-memory snapshot (./facility-snapshot.ts), the page's rows by primary key.
 */
import type { Kysely } from 'kysely';
import type { FacilityListData } from '@portal/contracts/facility';
import type { EquipmentCondition, FacilityKind } from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { countyCodeRange, loadDivisions } from '../area/divisions.js';
import { loadFacilitySnapshot, querySnapshot } from './facility-snapshot.js';
import { facilitiesByIds } from './facility.repository.js';
import { presentFacilityItem, presentKindCounts } from './facility.presenter.js';

export interface FacilityListRequest {
  pageNum: number;
  pageSize: number;
  areaCode?: string;
  /** Kinds the list holds (all when absent). */
  kinds?: readonly FacilityKind[];
  keyword?: string;
  condition?: EquipmentCondition;
}

export async function facilityList(db: Kysely<Database>, q: FacilityListRequest): Promise<FacilityListData> {
  const divisions = await loadDivisions(db);
  const range = q.areaCode ? countyCodeRange(divisions, q.areaCode) : undefined;
  const snapshot = await loadFacilitySnapshot(db);
  const page = querySnapshot(
    snapshot,
    { range, kinds: q.kinds, condition: q.condition, keyword: q.keyword?.trim() || undefined },
    (q.pageNum - 1) * q.pageSize,
    q.pageSize,
  );
  const rows = await facilitiesByIds(db, page.ids);
  return {
    list: rows.map((row) => presentFacilityItem(row, divisions)),
    total: page.total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    kindCounts: presentKindCounts(page.kindCounts),
  };
}
