/**
 * Exchange entity `park` (体育公园), owned by js365_park (spec §6 sports park filling). A pushed park is a
 * facility of kind `sports_park` (a fitness-map point of type 6 and a facility row), with the facility's
 * fields but the kind: the sports park list, detail and the map show it.
 */
import type { Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { FACILITY_FIELDS } from './facility.js';

export const ParkItem = exchangeItem(FACILITY_FIELDS);
export type ParkItem = Static<typeof ParkItem>;

export const parkEntity = {
  entity: 'park',
  system: 'js365_park',
  label: '体育公园',
  item: ParkItem,
} as const satisfies ExchangeEntityContract;
