/**
 * Fitness organisations (健身组织; spec §2 /fitnessOrganization/*, spec §3 "organisation"). Paths are not
 * named by spec §7; they follow its style:
 * - GET /api/data/fitnessOrganization/search: one category's organisations by division, kind, keyword;
 * - GET /api/data/fitnessOrganization/{id}: one organisation (meeting times and place for sites and
 *   teams, service records for volunteer organisations).
 * Contacts are shown masked (a team's contact is often a person's mobile).
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { Keyword } from './content.js';
import { PageQuery } from './paging.js';
import { AreaCode } from './venue.js';
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_CATEGORY_NAMES,
  ORGANIZATION_KIND_CODES,
} from './fitness-organization.codes.js';

export const OrganizationCategory = literalUnion(ORGANIZATION_CATEGORIES, {
  description: `类别：${ORGANIZATION_CATEGORIES.map((c) => `${c} ${ORGANIZATION_CATEGORY_NAMES[c]}`).join('，')}`,
});
export const OrganizationKind = literalUnion(ORGANIZATION_KIND_CODES, {
  description: '类型代码（fitness-organization.codes ORGANIZATION_KINDS）',
});

/** Query of /api/data/fitnessOrganization/search. */
export const OrganizationSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      category: Type.Optional(OrganizationCategory),
      kind: Type.Optional(OrganizationKind),
      areaCode: Type.Optional(AreaCode),
      keyword: Type.Optional(Keyword),
    }),
  ]),
);
export type OrganizationSearchQuery = Static<typeof OrganizationSearchQuery>;

export const OrganizationIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '组织编号' }),
});
export type OrganizationIdParams = Static<typeof OrganizationIdParams>;

export const OrganizationListItem = Type.Object({
  id: Type.Integer(),
  category: Type.Integer(),
  categoryName: Type.String(),
  kind: Type.Integer(),
  kindName: Type.String(),
  name: Type.String(),
  areaName: Type.String(),
  address: Type.String(),
  memberCount: Type.Integer(),
  meetingTime: Type.Union([Type.String(), Type.Null()], { description: '活动时间（站点、团队）' }),
});
export type OrganizationListItem = Static<typeof OrganizationListItem>;

export const ServiceRecord = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  title: Type.String(),
  volunteers: Type.Integer(),
  hours: Type.Number({ description: '服务总时长（小时）' }),
});
export type ServiceRecord = Static<typeof ServiceRecord>;

export const OrganizationDetail = Type.Evaluate(
  Type.Intersect([
    OrganizationListItem,
    Type.Object({
      foundedYear: Type.Integer(),
      supervisor: Type.String({ description: '业务主管单位' }),
      contactPhone: Type.String({ description: '联系电话（部分隐藏）' }),
      meetingPlace: Type.Union([Type.String(), Type.Null()]),
      introduction: Type.String(),
      serviceRecords: Type.Array(ServiceRecord, { description: '服务记录（志愿者组织，最近的在前）' }),
    }),
  ]),
);
export type OrganizationDetail = Static<typeof OrganizationDetail>;
