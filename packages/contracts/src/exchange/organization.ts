/**
 * Exchange entity `organization` (健身组织), owned by js365_equ (docs/decisions/data-exchange.md
 * "Owners"). A pushed organisation is a fitness_organization row: the organisation search and detail
 * show it. Its category follows from its kind code (category × 100 + n).
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { CountyCode } from './fields.js';

export const OrganizationItem = exchangeItem({
  kind: Type.Integer({ description: '组织类型代码（ORGANIZATION_KINDS，如 102 社区健身协会）' }),
  name: Type.String({ minLength: 1, maxLength: 100, description: '组织名称' }),
  countyCode: CountyCode,
  address: Type.String({ maxLength: 200, description: '地址' }),
  foundedYear: Type.Integer({ minimum: 1949, maximum: 2100, description: '成立年份' }),
  memberCount: Type.Integer({ minimum: 0, maximum: 10_000_000, description: '成员人数' }),
  supervisor: Type.String({ maxLength: 100, description: '业务主管单位' }),
  contactPhone: Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$', description: '联系电话（对外展示时部分隐藏）' }),
  meetingTime: Type.Optional(Type.String({ maxLength: 100, description: '活动时间' })),
  meetingPlace: Type.Optional(Type.String({ maxLength: 200, description: '活动地点' })),
  introduction: Type.String({ maxLength: 2000, description: '简介' }),
});
export type OrganizationItem = Static<typeof OrganizationItem>;

export const organizationEntity = {
  entity: 'organization',
  system: 'js365_equ',
  label: '健身组织',
  item: OrganizationItem,
} as const satisfies ExchangeEntityContract;
