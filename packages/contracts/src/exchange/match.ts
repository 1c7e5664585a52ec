/**
 * Exchange entity `match` (赛事活动), owned by app_sync_js365 (docs/decisions/data-exchange.md "Owners":
 * events held in the programme's venues are reported with them). A pushed match is a venue_match row and
 * a fitness-map point of type 5 at its venue: the venue match lists, details and the map show it.
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { literalUnion } from '../literal-union.js';
import { VENUE_EVENT_FIELDS } from './venue-event.js';

/** A match's level, as the venue pages show it. */
export const MATCH_LEVELS = ['国家级', '省级', '市级', '县级', '社区级'] as const;

export const MatchItem = exchangeItem({
  ...VENUE_EVENT_FIELDS,
  level: literalUnion(MATCH_LEVELS, { description: '级别' }),
  participants: Type.Integer({ minimum: 0, maximum: 1_000_000, description: '预计参与人数' }),
});
export type MatchItem = Static<typeof MatchItem>;

export const matchEntity = {
  entity: 'match',
  system: 'app_sync_js365',
  label: '赛事活动',
  item: MatchItem,
} as const satisfies ExchangeEntityContract;
