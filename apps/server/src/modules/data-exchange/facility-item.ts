/**
 * Per-row validation of a pushed facility (contracts data-exchange.ts FacilityItem): the shape by the
 * contract's TypeBox schema, the county against the division table, the point inside China's bounding
 * box. Returns the normalised row or the first failing field with a Chinese reason.
 */
import { Value } from 'typebox/value';
import { describeIssue, fieldOf } from '../../lib/validation-issue.js';
import { FacilityItem } from '@portal/contracts/data-exchange';

/** China's extent (WGS-84 degrees), a coarse box that catches swapped or zero coordinates. */
const CHINA = { minLng: 73.4, maxLng: 135.1, minLat: 3.8, maxLat: 53.6 };

/** A county's parents, from the division table. */
export interface CountyParents {
  provinceCode: string;
  cityCode: string;
}

export type ItemCheck =
  { ok: true; item: FacilityItem } | { ok: false; sourceId: string; field: string; reason: string };

/** Checks one raw item; `county` finds a level-3 division's parents (undefined when unknown). */
export function checkFacilityItem(raw: unknown, county: (code: string) => CountyParents | undefined): ItemCheck {
  const sourceId =
    typeof raw === 'object' && raw !== null && typeof (raw as { sourceId?: unknown }).sourceId === 'string'
      ? (raw as { sourceId: string }).sourceId
      : '';
  const [error] = Value.Errors(FacilityItem, raw);
  if (error) {
    return { ok: false, sourceId, field: fieldOf(error, 'item'), reason: describeIssue(error) };
  }
  const item = raw as FacilityItem;
  if (!county(item.countyCode)) return { ok: false, sourceId, field: 'countyCode', reason: '区县行政区划代码不存在' };
  if (item.lng < CHINA.minLng || item.lng > CHINA.maxLng)
    return { ok: false, sourceId, field: 'lng', reason: '经度不在中国境内（73.4-135.1）' };
  if (item.lat < CHINA.minLat || item.lat > CHINA.maxLat)
    return { ok: false, sourceId, field: 'lat', reason: '纬度不在中国境内（3.8-53.6）' };
  // The contract's fields only, in the contract's order: the stored state compares equal for the same record
  // whatever order or extra fields the client sends (`unchanged`).
  const clean = Object.fromEntries(
    Object.keys(FacilityItem.properties).map((key) => [key, item[key as keyof FacilityItem]]),
  ) as FacilityItem;
  return { ok: true, item: clean };
}
