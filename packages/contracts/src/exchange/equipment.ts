/**
 * Exchange entity `equipment` (健身器材), owned by cdqc_filling (spec §6 equipment filling). A pushed piece
 * is a facility_equipment row of an existing facility (its portal id, as the facility feed's portalId
 * gives it): the equipment lists and the facility's detail show it.
 */
import { Day } from './fields.js';
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { EQUIPMENT_CATEGORIES } from '../facility.codes.js';
import { literalUnion } from '../literal-union.js';

export const EquipmentItem = exchangeItem({
  facilityId: Type.Integer({ minimum: 1, description: '所在设施的门户编号（设施变更中的 portalId）' }),
  name: Type.String({ minLength: 1, maxLength: 50, description: '器材名称' }),
  category: literalUnion(EQUIPMENT_CATEGORIES, { description: '器材类别：traditional 传统、smart 智能' }),
  model: Type.String({ maxLength: 50, description: '型号' }),
  manufacturer: Type.String({ maxLength: 100, description: '生产厂家' }),
  installDate: Day('安装日期'),
  lastInspection: Type.Optional(Day('最近一次检查日期')),
  disabled: Type.Boolean({ description: '是否停用' }),
});
export type EquipmentItem = Static<typeof EquipmentItem>;

export const equipmentEntity = {
  entity: 'equipment',
  system: 'cdqc_filling',
  label: '器材',
  item: EquipmentItem,
} as const satisfies ExchangeEntityContract;
