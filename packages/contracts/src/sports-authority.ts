/**
 * Sports authorities' yearly filled-in data of the free/low-fee opening programme (spec §7
 * /api/data/sportsAuthority/fillIn/search, /api/data/sportsAuthority/{organId}/{year},
 * /api/data/sportsAuthority/years/{organId}). Amounts in yuan; counts are venues, persons, events.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { Keyword } from './content.js';
import { PageQuery } from './paging.js';
import { FILL_IN_STATUSES } from './sports-authority.codes.js';
import { AreaCode, ProgrammeYear } from './venue.js';

/** Query of the fill-in search: year, division code (the authority's division or below), status, keyword (name). */
export const SportsAuthorityFillInQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      year: Type.Optional(ProgrammeYear),
      areaCode: Type.Optional(AreaCode),
      status: Type.Optional(literalUnion(FILL_IN_STATUSES, { description: '填报状态' })),
      keyword: Type.Optional(Keyword),
    }),
  ]),
);
export type SportsAuthorityFillInQuery = Static<typeof SportsAuthorityFillInQuery>;

export const SportsAuthorityFillIn = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  divisionCode: Type.String(),
  areaName: Type.String(),
  level: Type.Integer({ description: '1 省级 2 市级 3 县级' }),
  year: Type.Integer(),
  venueCount: Type.Integer(),
  largeVenueCount: Type.Integer(),
  subsidyTotal: Type.Number({ description: '元' }),
  visitorsTotal: Type.Integer(),
  eventsTotal: Type.Integer(),
  status: Type.String(),
  filledAt: Type.String(),
});
export type SportsAuthorityFillIn = Static<typeof SportsAuthorityFillIn>;
