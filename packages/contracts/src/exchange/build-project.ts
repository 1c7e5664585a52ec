/**
 * Exchange entity `buildProject` (建设项目), owned by js365_build (spec §6 construction project filling).
 * A pushed project is a build_project row: the /main/vBuild/{kind} lists and details show it.
 */
import { Type, type Static } from 'typebox';
import {
  BUILD_FUND_SOURCES,
  BUILD_KINDS,
  BUILD_STATUSES,
  BUILD_YEAR_MAX,
  BUILD_YEAR_MIN,
} from '../build-project.codes.js';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { literalUnion } from '../literal-union.js';
import { CountyCode, DatumField, Day, Lat, Lng } from './fields.js';

export const BuildProjectItem = exchangeItem({
  kind: literalUnion(BUILD_KINDS, { description: '项目类型' }),
  name: Type.String({ minLength: 1, maxLength: 100, description: '项目名称' }),
  countyCode: CountyCode,
  address: Type.String({ maxLength: 200, description: '建设地点' }),
  lng: Lng,
  lat: Lat,
  datum: DatumField,
  year: Type.Integer({ minimum: BUILD_YEAR_MIN, maximum: BUILD_YEAR_MAX, description: '立项年度' }),
  status: literalUnion(BUILD_STATUSES, { description: '项目状态' }),
  approvedDate: Day('立项日期'),
  startDate: Type.Optional(Day('开工日期（在建及以后必填）')),
  completedDate: Type.Optional(Day('竣工日期（竣工及以后必填）')),
  inUseDate: Type.Optional(Day('投入使用日期（投入使用必填）')),
  totalInvestment: Type.Number({ minimum: 0, description: '总投资（万元）' }),
  centralSubsidy: Type.Number({ minimum: 0, description: '中央补助（万元），不超过总投资' }),
  fundSource: literalUnion(BUILD_FUND_SOURCES, { description: '资金来源' }),
  area: Type.Number({ minimum: 0, description: '面积（平方米）' }),
  facilities: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, description: '建设设施' }),
  content: Type.String({ maxLength: 2000, description: '建设内容' }),
  responsibleUnit: Type.String({ minLength: 1, maxLength: 100, description: '责任单位' }),
});
export type BuildProjectItem = Static<typeof BuildProjectItem>;

export const buildProjectEntity = {
  entity: 'buildProject',
  system: 'js365_build',
  label: '建设项目',
  item: BuildProjectItem,
} as const satisfies ExchangeEntityContract;
