/**
 * Exchange entity `park` (contracts exchange/park.ts; owner js365_park): a facility of kind
 * `sports_park`, through the facility hooks (./facility.entity.ts).
 */
import { parkEntity, type ParkItem } from '@portal/contracts/exchange/park';
import { defineEntity } from './exchange-entity.js';
import { facilityHooks } from './facility.entity.js';

export default defineEntity({
  contract: parkEntity,
  ...facilityHooks<ParkItem>(() => 'sports_park'),
});
