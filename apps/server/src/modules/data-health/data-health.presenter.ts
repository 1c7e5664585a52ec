/**
 * Builds the DataHealth answer (packages/contracts/src/data-health.ts) from the repository's per-province
 * figures: one area per province of the division table (level 1, by code) and the national area, which
 * also holds rows of no known province (provinceCode ''). Shares are 0-1 rounded to 4 decimals, day medians
 * to 1 decimal; null where there is nothing to divide or no time to take the median of.
 */
import { EXCHANGE_SYSTEM_NAMES, EXCHANGE_SYSTEMS, type ExchangeSystem } from '@portal/contracts/data-exchange';
import type { DataHealth, DataHealthArea, RejectionReason, SystemRows } from '@portal/contracts/data-health';
import type { DivisionMap } from '../area/divisions.js';
import { entityLabelOf } from './entity-labels.js';
import {
  median,
  type AuditCounts,
  type EquipmentCounts,
  type FlowCounts,
  type RejectionCount,
  type SystemCount,
} from './data-health.repository.js';

/** Rejection reasons shown per area. */
export const TOP_REASONS = 5;

export interface DataHealthFigures {
  received: SystemCount[];
  rejected: RejectionCount[];
  audit: AuditCounts[];
  auditDays: Map<string, number[]>;
  flow: FlowCounts[];
  equipment: EquipmentCounts[];
  repairDays: Map<string, number[]>;
}

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);
const days = (values: readonly number[]) => {
  const m = median(values);
  return m === null ? null : Math.round(m * 10) / 10;
};
const systemName = (system: string) => EXCHANGE_SYSTEM_NAMES[system as ExchangeSystem] ?? system;

/** The five systems in spec §6 order, then any other system code met, with their rows. */
function bySystem(counts: readonly SystemCount[]): SystemRows[] {
  const rows = new Map<string, number>(EXCHANGE_SYSTEMS.map((s) => [s, 0]));
  for (const c of counts) rows.set(c.system, (rows.get(c.system) ?? 0) + c.rows);
  return [...rows].map(([system, n]) => ({ system, systemName: systemName(system), rows: n }));
}

/** The area's refusals grouped by (system, entity, field), most rows first (ties: system, entity, field). */
function topReasons(counts: readonly RejectionCount[]): RejectionReason[] {
  const groups = new Map<string, RejectionReason>();
  for (const c of counts) {
    const key = [c.system, c.entity, c.field].join('\u0000');
    const group = groups.get(key) ?? {
      system: c.system,
      systemName: systemName(c.system),
      entity: c.entity,
      entityLabel: entityLabelOf(c.entity),
      field: c.field,
      rows: 0,
      example: c.example,
    };
    group.rows += c.rows;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        b.rows - a.rows ||
        a.system.localeCompare(b.system) ||
        a.entity.localeCompare(b.entity) ||
        a.field.localeCompare(b.field),
    )
    .slice(0, TOP_REASONS);
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** One area over the figures whose province passes `inArea`. */
function presentArea(
  provinceCode: string,
  provinceName: string,
  f: DataHealthFigures,
  inArea: (code: string) => boolean,
): DataHealthArea {
  const of = <T extends { provinceCode: string }>(rows: readonly T[]) => rows.filter((r) => inArea(r.provinceCode));
  const listed = (map: Map<string, number[]>) => [...map].filter(([code]) => inArea(code)).flatMap(([, v]) => v);
  const received = of(f.received);
  const rejected = of(f.rejected);
  const audit = of(f.audit);
  const flow = of(f.flow);
  const equipment = of(f.equipment);
  const auditTimes = listed(f.auditDays);
  const repairTimes = listed(f.repairDays);
  const venueYears = sum(audit, (r) => r.venueYears);
  const auditedVenueYears = sum(audit, (r) => r.auditedVenueYears);
  const pieces = sum(equipment, (r) => r.pieces);
  const intact = sum(equipment, (r) => r.intact);
  return {
    provinceCode,
    provinceName,
    received: { total: sum(received, (r) => r.rows), bySystem: bySystem(received) },
    rejected: { total: sum(rejected, (r) => r.rows), bySystem: bySystem(rejected), topReasons: topReasons(rejected) },
    audit: {
      venueYears,
      auditedVenueYears,
      auditedShare: share(auditedVenueYears, venueYears),
      timedAudits: auditTimes.length,
      medianAuditDays: days(auditTimes),
    },
    flow: {
      venues: sum(flow, (r) => r.venues),
      expectedHours: sum(flow, (r) => r.expectedHours),
      onTime: sum(flow, (r) => r.onTime),
      late: sum(flow, (r) => r.late),
      missing: sum(flow, (r) => r.missing),
    },
    equipment: {
      pieces,
      intact,
      intactShare: share(intact, pieces),
      fixedReports: repairTimes.length,
      medianRepairDays: days(repairTimes),
    },
  };
}

/** See the module comment. `flowUntil`: end of the last counted flow hour (ISO) or null. */
export function presentDataHealth(
  year: number,
  years: readonly number[],
  flowUntil: string | null,
  divisions: DivisionMap,
  figures: DataHealthFigures,
): DataHealth {
  const provinces = [...divisions]
    .filter(([, d]) => d.level === 1)
    .map(([code]) => code)
    .sort();
  return {
    year,
    years: [...years],
    flowUntil,
    national: presentArea('', '全国', figures, () => true),
    provinces: provinces.map((code) =>
      presentArea(code, divisions.get(code)?.name ?? code, figures, (c) => c === code),
    ),
  };
}
