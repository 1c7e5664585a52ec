/**
 * Division row -> Area (@portal/contracts/site): camelCase fields, `hasChildren` a boolean on both
 * databases (0/1 on SQLite, boolean on PostgreSQL).
 */
import type { Area } from '@portal/contracts/site';
import type { AreaRow } from './area.repository.js';

export function presentArea(row: AreaRow): Area {
  return {
    code: row.code,
    name: row.name,
    level: row.level,
    parentCode: row.parent_code,
    lng: row.lng,
    lat: row.lat,
    hasChildren: Boolean(row.has_children),
  };
}
