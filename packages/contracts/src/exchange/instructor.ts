/**
 * Exchange entity `instructor` (社会体育指导员), owned by js365_equ (docs/decisions/data-exchange.md
 * "Owners": instructors serve at the fitness sites' service stations the fitness site facility system
 * fills in). A pushed instructor is a sport_guider row at an existing service station (its portal id):
 * the instructor search and detail show it. PIPL: only what public notices show; no ID-card number,
 * birth date or personal phone is accepted (unknown fields are dropped).
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { literalUnion } from '../literal-union.js';
import { Day } from './fields.js';
import { GUIDER_LEVELS, GUIDER_SPORTS } from '../sport-guider.codes.js';

export const InstructorItem = exchangeItem({
  name: Type.String({ pattern: '^[\\u4e00-\\u9fa5·]{2,6}$', description: '姓名（2-6 个汉字）' }),
  gender: literalUnion([1, 2] as const, { description: '性别：1 男、2 女' }),
  level: literalUnion(GUIDER_LEVELS, { description: '等级：1 国家级、2 一级、3 二级、4 三级' }),
  sport: Type.Integer({ description: '指导项目代码（GUIDER_SPORT_NAMES）' }),
  certificateNo: Type.String({ pattern: '^[0-9A-Za-z-]{6,30}$', description: '证书编号' }),
  stationId: Type.Integer({ minimum: 1, description: '服务站点的门户编号' }),
  certifiedDate: Day('发证日期'),
  serviceHours: Type.Number({ minimum: 0, maximum: 8784, description: '近 12 个月服务时长（小时）' }),
  activityCount: Type.Integer({ minimum: 0, maximum: 10_000, description: '近 12 个月服务次数' }),
});
export type InstructorItem = Static<typeof InstructorItem>;

/** Whether `code` is an instructor sport (checked per row: the list is long for an enum in the schema). */
export const isGuiderSport = (code: number): boolean => GUIDER_SPORTS.includes(code);

export const instructorEntity = {
  entity: 'instructor',
  system: 'js365_equ',
  label: '社会体育指导员',
  item: InstructorItem,
} as const satisfies ExchangeEntityContract;
