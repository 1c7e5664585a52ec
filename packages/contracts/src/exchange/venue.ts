/**
 * Exchange entity `venue` (免费低收费开放场馆), owned by app_sync_js365 (spec §6 low/free venue filling). A
 * pushed venue is a venue row and its fitness-map point (types 1-4): the venue search, the venue pages and
 * the map show it. Prices are reported as they are; the programme's yearly evaluation judges them.
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { literalUnion } from '../literal-union.js';
import { ORGAN_TYPES } from '../venue.codes.js';
import { CountyCode, DatumField, Lat, Lng } from './fields.js';

const Price = (description: string) => Type.Number({ minimum: 0, maximum: 100_000, description });

export const VenueItem = exchangeItem({
  name: Type.String({ minLength: 1, maxLength: 100, description: '场馆名称' }),
  organType: literalUnion(ORGAN_TYPES, {
    description: '场馆类型：1 体育场、2 体育馆、3 游泳（跳水）馆、4 全民健身中心',
  }),
  countyCode: CountyCode,
  address: Type.String({ maxLength: 200, description: '地址' }),
  lng: Lng,
  lat: Lat,
  datum: DatumField,
  phone: Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$', description: '对外服务电话' }),
  seats: Type.Integer({ minimum: 0, maximum: 200_000, description: '座位数' }),
  floorArea: Type.Number({ minimum: 0, description: '建筑面积（平方米）' }),
  isLarge: Type.Boolean({ description: '是否大型场馆（按免费低收费开放补助标准）' }),
  sports: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 50, description: '开放项目' }),
  hasOutdoor: Type.Boolean({ description: '是否有室外场地' }),
  marketPrice: Price('市场价（元/人·小时）'),
  lowFeePrice: Price('低收费时段价格（元/人·小时）'),
  concessionPrice: Price('优惠人群价格（元）'),
});
export type VenueItem = Static<typeof VenueItem>;

export const venueEntity = {
  entity: 'venue',
  system: 'app_sync_js365',
  label: '场馆',
  item: VenueItem,
} as const satisfies ExchangeEntityContract;
