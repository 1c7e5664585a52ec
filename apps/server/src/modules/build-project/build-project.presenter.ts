/**
 * Rows -> the API shapes of contracts/build-project.ts: BuildListItem, BuildDetail (timeline photos as
 * file addresses, the venue a project became) and BuildSummary (every province, zeros included). Fields are
 * built one by one (docs/decisions/server-conventions.md "Handler rules"); money stays in 万元 rounded to 0.01.
 */
import type {
  BuildDetail,
  BuildListItem,
  BuildProgress,
  BuildSummary,
  BuildVenue,
} from '@portal/contracts/build-project';
import type { BuildFundSource, BuildKind, BuildStatus } from '@portal/contracts/build-project.codes';
import type { OrganType } from '@portal/contracts/venue.codes';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import { fileUrl } from '../file/file-url.js';
import type {
  ProgressRow,
  ProjectDetailRows,
  ProjectListRow,
  ProjectVenueRow,
  ProvinceTotalsRow,
} from './build-project.repository.js';

const money = (value: number) => Math.round(Number(value) * 100) / 100;

/** A list item. */
export function presentProject(row: ProjectListRow, divisions: DivisionMap): BuildListItem {
  return {
    id: row.id,
    kind: row.kind as BuildKind,
    name: row.name,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    provinceCode: row.province_code,
    year: Number(row.year),
    status: row.status as BuildStatus,
    totalInvestment: money(row.total_investment),
    centralSubsidy: money(row.central_subsidy),
    fundSource: row.fund_source as BuildFundSource,
    area: Number(row.area),
    responsibleUnit: row.responsible_unit,
    hasVenue: row.organ_id !== null,
  };
}

function presentProgress(row: ProgressRow, projectName: string): BuildProgress {
  return {
    stage: row.stage as BuildStatus,
    date: row.day,
    title: row.title,
    description: row.description,
    photo: row.media_id === null ? null : { url: fileUrl(row.media_id), caption: `${projectName}·${row.title}` },
  };
}

function presentVenue(row: ProjectVenueRow): BuildVenue {
  return {
    organId: row.organ_id,
    name: row.name,
    organType: Number(row.organ_type) as OrganType,
    isLarge: Number(row.is_large) === 1,
  };
}

/** The detail: the list item plus place, contents, dates, timeline and venue. */
export function presentProjectDetail(
  { row, progress, venue, dataSource }: ProjectDetailRows,
  divisions: DivisionMap,
): BuildDetail {
  return {
    ...presentProject(row, divisions),
    address: row.address,
    lng: Number(row.lng),
    lat: Number(row.lat),
    facilities: JSON.parse(row.facilities) as string[],
    content: row.content,
    dates: {
      approved: row.approved_date,
      building: row.start_date ?? '',
      completed: row.completed_date ?? '',
      inUse: row.in_use_date ?? '',
    },
    progress: progress.map((p) => presentProgress(p, row.name)),
    venue: venue ? presentVenue(venue) : null,
    dataSource,
  };
}

/** National and per-province figures; every province of `divisions` appears, in code order. */
export function presentSummary(rows: readonly ProvinceTotalsRow[], divisions: DivisionMap): BuildSummary {
  const byCode = new Map(rows.map((r) => [r.province_code, r]));
  const provinces = [...divisions]
    .filter(([, d]) => d.level === 1)
    .map(([code]) => code)
    .sort()
    .map((code) => {
      const r = byCode.get(code);
      return {
        provinceCode: code,
        provinceName: divisions.get(code)?.name ?? code,
        count: r?.count ?? 0,
        totalInvestment: money(r?.total_investment ?? 0),
        centralSubsidy: money(r?.central_subsidy ?? 0),
        inUse: r?.in_use ?? 0,
      };
    });
  return {
    count: provinces.reduce((s, p) => s + p.count, 0),
    totalInvestment: money(rows.reduce((s, r) => s + r.total_investment, 0)),
    centralSubsidy: money(rows.reduce((s, r) => s + r.central_subsidy, 0)),
    provinces,
  };
}
