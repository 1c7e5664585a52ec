/**
 * Exchange entity `training` (培训), owned by app_sync_js365 (docs/decisions/data-exchange.md "Owners").
 * A pushed training is a venue_training row: the venue training lists and details show it.
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { VENUE_EVENT_FIELDS } from './venue-event.js';

export const TrainingItem = exchangeItem({
  ...VENUE_EVENT_FIELDS,
  target: Type.String({ minLength: 1, maxLength: 50, description: '培训对象，如 青少年、老年人' }),
  capacity: Type.Integer({ minimum: 0, maximum: 100_000, description: '名额' }),
  fee: Type.Number({ minimum: 0, maximum: 100_000, description: '费用（元/人，0 为免费）' }),
});
export type TrainingItem = Static<typeof TrainingItem>;

export const trainingEntity = {
  entity: 'training',
  system: 'app_sync_js365',
  label: '培训',
  item: TrainingItem,
} as const satisfies ExchangeEntityContract;
