/**
 * fitness_organization rows -> OrganizationListItem / OrganizationDetail
 * (@portal/contracts/fitness-organization), field by field. The contact number is masked (a team's
 * contact is often a person's mobile): '13812345678' -> '138****5678'.
 */
import type { OrganizationDetail, OrganizationListItem, ServiceRecord } from '@portal/contracts/fitness-organization';
import {
  ORGANIZATION_CATEGORY_NAMES,
  ORGANIZATION_KINDS,
  type OrganizationCategory,
} from '@portal/contracts/fitness-organization.codes';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { OrganizationDetailRow, OrganizationRow } from './fitness-organization.repository.js';

/** Keeps the first three and last four digits; shorter numbers are hidden whole. */
export function maskPhone(phone: string): string {
  const digits = [...phone];
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3).join('')}${'*'.repeat(digits.length - 7)}${digits.slice(-4).join('')}`;
}

export function presentOrganizationItem(row: OrganizationRow, divisions: DivisionMap): OrganizationListItem {
  const category = Number(row.category) as OrganizationCategory;
  const kind = Number(row.kind);
  return {
    id: Number(row.id),
    category,
    categoryName: ORGANIZATION_CATEGORY_NAMES[category] ?? '',
    kind,
    kindName: ORGANIZATION_KINDS[category]?.[kind] ?? '',
    name: row.name,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    address: row.address,
    memberCount: Number(row.member_count),
    meetingTime: row.meeting_time,
  };
}

export function presentOrganizationDetail(
  row: OrganizationDetailRow,
  divisions: DivisionMap,
  records: { service_date: string; title: string; volunteers: number; hours: number }[],
): OrganizationDetail {
  return {
    ...presentOrganizationItem(row, divisions),
    foundedYear: Number(row.founded_year),
    supervisor: row.supervisor,
    contactPhone: maskPhone(row.contact_phone),
    meetingPlace: row.meeting_place,
    introduction: row.introduction,
    serviceRecords: records.map((r): ServiceRecord => ({
      date: r.service_date,
      title: r.title,
      volunteers: Number(r.volunteers),
      hours: Number(r.hours),
    })),
  };
}
