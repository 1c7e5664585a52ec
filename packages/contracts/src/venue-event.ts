/**
 * Matches (赛事活动) and trainings (培训) held at venues (spec §7
 * /api/data/v2/venue/match/search, /{id}, /api/data/v2/venue/training/search, /{id},
 * /api/data/large/venue/{match|training}/find/detail). Dates are 'YYYY-MM-DD' (Asia/Shanghai);
 * status is derived from the dates and today's date: upcoming 未开始, ongoing 进行中, ended 已结束.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { Keyword, LineText } from './content.js';
import { PageQuery } from './paging.js';
import { AreaCode, OrganIdParams, OrganType } from './venue.js';
import { EVENT_STATUSES } from './venue-event.codes.js';

const IsoDate = (description: string) =>
  Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });

/**
 * Query of the match and training searches: paging, division code, venue, sport (exact), status,
 * keyword (name or organiser) and a date range [startDate, endDate] that the event overlaps.
 * endDate before startDate -> 400 naming endDate.
 */
export const VenueEventSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(AreaCode),
      organId: Type.Optional(OrganIdParams.properties.organId),
      sport: Type.Optional(LineText(20, '运动项目')),
      status: Type.Optional(
        literalUnion(EVENT_STATUSES, { description: 'upcoming 未开始 / ongoing 进行中 / ended 已结束' }),
      ),
      keyword: Type.Optional(Keyword),
      startDate: Type.Optional(IsoDate('起始日期 YYYY-MM-DD')),
      endDate: Type.Optional(IsoDate('截止日期 YYYY-MM-DD')),
    }),
  ]),
);
export type VenueEventSearchQuery = Static<typeof VenueEventSearchQuery>;

/** `{id}` path parameter of the match and training details. */
export const EventIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '编号' }),
});
export type EventIdParams = Static<typeof EventIdParams>;

/** The venue an event is held at, as lists show it. */
export const EventVenue = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  organType: OrganType,
  isLarge: Type.Boolean(),
  areaName: Type.String(),
  address: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
});
export type EventVenue = Static<typeof EventVenue>;

const EventColumns = {
  id: Type.Integer(),
  name: Type.String(),
  sport: Type.String(),
  organiser: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  status: literalUnion(EVENT_STATUSES),
  venue: EventVenue,
};

export const MatchListItem = Type.Object({
  ...EventColumns,
  level: Type.String({ description: '国家级 / 省级 / 市级 / 县级 / 社区级' }),
  participants: Type.Integer(),
});
export type MatchListItem = Static<typeof MatchListItem>;

export const MatchDetail = Type.Evaluate(
  Type.Intersect([MatchListItem, Type.Object({ descriptionHtml: Type.String() })]),
);
export type MatchDetail = Static<typeof MatchDetail>;

export const TrainingListItem = Type.Object({
  ...EventColumns,
  target: Type.String({ description: '培训对象' }),
  capacity: Type.Integer(),
  fee: Type.Number({ description: '元/人，0 为免费' }),
});
export type TrainingListItem = Static<typeof TrainingListItem>;

export const TrainingDetail = Type.Evaluate(
  Type.Intersect([TrainingListItem, Type.Object({ descriptionHtml: Type.String() })]),
);
export type TrainingDetail = Static<typeof TrainingDetail>;

/** GET /api/data/v2/venue/{segment}/sports -> data: the distinct sports of that kind, pinyin order. */
export const SportNames = Type.Array(Type.String());
export type SportNames = Static<typeof SportNames>;
