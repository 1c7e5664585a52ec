/**
 * Exchange entity `venueYear` (场馆年度开放数据), owned by app_sync_js365 (spec §6 low/free venue filling:
 * the programme's yearly figures). A pushed year is the venue_year_stat row of (organId, year): the
 * programme evaluation and the venue pages read it. The portal id is the venue's organId.
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { PROGRAMME_YEAR_MAX, PROGRAMME_YEAR_MIN } from '../venue.codes.js';

const Hours = (max: number, description: string) => Type.Number({ minimum: 0, maximum: max, description });
const Count = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000, description });

export const VenueYearItem = exchangeItem({
  organId: Type.Integer({ minimum: 1, description: '场馆的门户编号（场馆变更中的 portalId）' }),
  year: Type.Integer({ minimum: PROGRAMME_YEAR_MIN, maximum: PROGRAMME_YEAR_MAX, description: '年度' }),
  openDays: Type.Integer({ minimum: 0, maximum: 366, description: '全年开放天数' }),
  weeklyOpenHours: Hours(168, '每周开放时长（小时）'),
  freeOpenHours: Hours(8784, '全年免费开放时长（小时）'),
  minRestDayHours: Hours(24, '节假日及寒暑假每日最短开放时长（小时）'),
  outdoorFreeHours: Type.Optional(Hours(24, '室外场地每日免费开放时长（小时）；无室外场地省略')),
  visitorsTotal: Count('全年接待人次'),
  visitorsByMonth: Type.Array(Count('当月接待人次'), { minItems: 12, maxItems: 12, description: '1-12 月接待人次' }),
  eventsHeld: Count('举办赛事活动次数'),
  trainingsHeld: Count('举办培训次数'),
  subsidyAmount: Type.Number({ minimum: 0, maximum: 1e10, description: '补助资金（元）' }),
});
export type VenueYearItem = Static<typeof VenueYearItem>;

export const venueYearEntity = {
  entity: 'venueYear',
  system: 'app_sync_js365',
  label: '场馆年度开放数据',
  item: VenueYearItem,
} as const satisfies ExchangeEntityContract;
