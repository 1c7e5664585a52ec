/**
 * Exchange entity `race` (社区运动会赛事), owned by app_sync_js365 (docs/decisions/data-exchange.md
 * "Owners"). A pushed race is a games_race row of an existing games (its portal id): the games' race
 * search, calendar, map and detail show it. Its results are not exchanged (the portal's own records).
 */
import { Type, type Static } from 'typebox';
import { GAMES_SPORTS, RACE_LEVELS } from '../community-games.codes.js';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { literalUnion } from '../literal-union.js';
import { CountyCode, DatumField, Day, Lat, Lng } from './fields.js';

const Text = (max: number, description: string) => Type.String({ minLength: 1, maxLength: max, description });

export const RaceItem = exchangeItem({
  gamesId: Type.Integer({ minimum: 1, description: '所属运动会的门户编号' }),
  name: Text(100, '赛事名称'),
  sport: literalUnion(GAMES_SPORTS, { description: '运动项目（GAMES_SPORTS）' }),
  level: literalUnion(RACE_LEVELS, { description: '级别：national/province/city/county/community' }),
  countyCode: CountyCode,
  venueName: Text(100, '比赛场地'),
  address: Type.String({ maxLength: 200, description: '地址' }),
  lng: Lng,
  lat: Lat,
  datum: DatumField,
  organiser: Text(100, '主办单位'),
  registrationStart: Day('报名开始日期'),
  registrationEnd: Day('报名截止日期（早于比赛开始）'),
  startDate: Day('比赛开始日期（在运动会日期内）'),
  endDate: Day('比赛结束日期（在运动会日期内）'),
  capacity: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '名额（人）' }),
  registered: Type.Integer({ minimum: 0, maximum: 1_000_000, description: '已报名人数（不超过名额）' }),
  eligibility: Type.String({ maxLength: 1000, description: '参赛资格' }),
  rules: Type.String({ maxLength: 5000, description: '竞赛规程' }),
  contactName: Text(50, '联系人（办公室），如 竞赛组 王老师'),
  contactPhone: Type.String({ pattern: '^0[1-9][0-9]{1,2}-?[0-9]{7,8}$', description: '联系电话（办公座机）' }),
  schedule: Type.Array(
    Type.Object({
      date: Day('日期'),
      time: Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$', description: 'HH:mm-HH:mm' }),
      item: Text(100, '内容'),
    }),
    { maxItems: 100, description: '日程' },
  ),
});
export type RaceItem = Static<typeof RaceItem>;

export const raceEntity = {
  entity: 'race',
  system: 'app_sync_js365',
  label: '运动会赛事',
  item: RaceItem,
} as const satisfies ExchangeEntityContract;
