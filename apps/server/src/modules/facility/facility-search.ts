/**
 * Facilities by name for the site search (站内搜索, issue "public experience" §5; modules/site-search reads
 * them as its in-memory source, the one file of this module it may import: docs/ARCHITECTURE.md "Module
 * boundaries"). Names live in map_point without a text index, and a LIKE scan of its 1.66 million
 * facilities would break the search's p99, so both calls answer from the lists' in-memory snapshot
 * (./facility-snapshot.ts: name bigrams, all divisions, kinds and conditions) exactly as a facility list
 * with that keyword would, in the lists' order (county, kind, condition, id); only a page's rows are read
 * from the database, by primary key.
 */
import type { Kysely } from 'kysely';
import type { FacilityKind } from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { loadDivisions } from '../area/divisions.js';
import { loadFacilitySnapshot, querySnapshot } from './facility-snapshot.js';
import { presentFacilityItem } from './facility.presenter.js';
import { facilitiesByIds } from './facility.repository.js';

/** One facility found by name: its id and kind (for its detail page), name and the list's second line. */
export interface FacilityNameMatch {
  id: number;
  kind: FacilityKind;
  name: string;
  /** What a facility card shows under the name: '全民健身路径 · 浙江省杭州市西湖区 · 文三路 1 号'. */
  summary: string;
}

/** Number of facilities whose name holds `keyword` (trimmed, non-empty), counted up to `cap`. */
export async function countFacilityNameMatches(db: Kysely<Database>, keyword: string, cap: number): Promise<number> {
  // limit 0: the snapshot walk counts without building a page.
  const { total } = querySnapshot(await loadFacilitySnapshot(db), { keyword }, 0, 0);
  return Math.min(total, cap);
}

/** Matches `offset`..`offset + limit - 1` of `keyword` in list order (fewer past the end). */
export async function facilityNameMatches(
  db: Kysely<Database>,
  keyword: string,
  offset: number,
  limit: number,
): Promise<FacilityNameMatch[]> {
  const { ids } = querySnapshot(await loadFacilitySnapshot(db), { keyword }, offset, limit);
  const [rows, divisions] = await Promise.all([facilitiesByIds(db, ids), loadDivisions(db)]);
  return rows.map((row) => {
    const item = presentFacilityItem(row, divisions);
    return {
      id: item.id,
      kind: item.kind,
      name: item.name,
      summary: [item.kindName, item.areaName, item.address].filter(Boolean).join(' · '),
    };
  });
}
