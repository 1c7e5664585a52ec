/**
 * Hourly passenger flow (客流; spec §2 /passengerflow, §9: data lags about an hour; the count
 * for hour H-1..H is accepted from H:00:00 to H:10:00 Asia/Shanghai).
 *
 * - POST /api/data/passengerFlow/push — venues' own systems; header `venue-key: <key>` (VENUE_KEY_HEADER of
 *   passenger-flow.codes.ts); body PushBody.
 * - GET /api/data/passengerFlow/ranking?date= — the day's national ranking by total flow.
 * - GET /api/data/passengerFlow/latestDate — the latest day with flow, up to today (the page's default day).
 * - GET /api/data/passengerFlow/venues?keyword= — reporting venues (the page's venue picker).
 * - GET /api/data/passengerFlow/{organId}?date= — one venue's 24 hourly counts for a day.
 */
import { Type, type Static } from 'typebox';
import { Keyword } from './content.js';
import { PageQuery } from './paging.js';
import { MAX_HOURLY_COUNT, VENUE_KEY_HEADER } from './passenger-flow.codes.js';
import { AreaCode, OrganIdParams, OrganType } from './venue.js';

const FlowDate = Type.String({
  format: 'date',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: '日期 YYYY-MM-DD（北京时间）',
});

/** Push body: the visitors counted in [hour:00, hour+1:00) of flowDate (Asia/Shanghai). */
export const PushBody = Type.Object(
  {
    organId: OrganIdParams.properties.organId,
    flowDate: FlowDate,
    hour: Type.Integer({ minimum: 0, maximum: 23, description: '统计时段起点（0-23 时）' }),
    count: Type.Integer({ minimum: 0, maximum: MAX_HOURLY_COUNT, description: '该小时客流人次（0-100000）' }),
  },
  { additionalProperties: false },
);
export type PushBody = Static<typeof PushBody>;

/** created: first count for that hour; unchanged: same count pushed again; updated: corrected within the window. */
export const PushResult = Type.Object({
  organId: Type.Integer(),
  flowDate: Type.String(),
  hour: Type.Integer(),
  count: Type.Integer(),
  result: Type.Union([Type.Literal('created'), Type.Literal('unchanged'), Type.Literal('updated')]),
  acceptedAt: Type.String(),
});
export type PushResult = Static<typeof PushResult>;

export const RankingQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      date: Type.Optional(FlowDate),
      areaCode: Type.Optional(AreaCode),
      organType: Type.Optional(OrganType),
    }),
  ]),
);
export type RankingQuery = Static<typeof RankingQuery>;

export const RankingItem = Type.Object({
  rank: Type.Integer(),
  organId: Type.Integer(),
  name: Type.String(),
  organType: OrganType,
  areaName: Type.String(),
  total: Type.Integer(),
});
export type RankingItem = Static<typeof RankingItem>;

export const RankingPage = Type.Object({
  date: Type.String(),
  /** Venues that reported that day. */
  reportingVenues: Type.Integer(),
  nationalTotal: Type.Integer(),
  list: Type.Array(RankingItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type RankingPage = Static<typeof RankingPage>;

/**
 * The day /passengerflow opens on: `date`, the latest Beijing day up to `today` on which any venue
 * pushed (null before the first push). Just after midnight (and on a demo database whose seeded month has
 * passed) today has no counts yet, and an empty ranking would greet the visitor.
 */
export const LatestFlowDate = Type.Object({
  date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  today: Type.String({ format: 'date', description: '服务器当前日期（北京时间）' }),
});
export type LatestFlowDate = Static<typeof LatestFlowDate>;

export const FlowVenueQuery = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ keyword: Type.Optional(Keyword), areaCode: Type.Optional(AreaCode) })]),
);
export type FlowVenueQuery = Static<typeof FlowVenueQuery>;

export const FlowVenue = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  organType: OrganType,
  areaName: Type.String(),
});
export type FlowVenue = Static<typeof FlowVenue>;

export const VenueFlowQuery = Type.Object({ date: Type.Optional(FlowDate) });
export type VenueFlowQuery = Static<typeof VenueFlowQuery>;

/** One venue's day: 24 entries (hour 0..23), count null where nothing was pushed. */
export const VenueFlowDay = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
  hours: Type.Array(Type.Object({ hour: Type.Integer(), count: Type.Union([Type.Integer(), Type.Null()]) }), {
    minItems: 24,
    maxItems: 24,
  }),
  total: Type.Integer(),
  lastPushedAt: Type.Union([Type.String(), Type.Null()]),
});
export type VenueFlowDay = Static<typeof VenueFlowDay>;

/** Headers of a push: the venue's key (checked by the server before the body is read). */
export const PushHeaders = Type.Object({
  [VENUE_KEY_HEADER]: Type.Optional(Type.String({ description: '场馆推送密钥' })),
});
