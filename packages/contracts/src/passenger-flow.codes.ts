/**
 * Fixed values of the passenger-flow push (spec §9; docs/passenger-flow-integration.md): the header that
 * carries a venue's push key and the largest hourly count accepted. Plain values, no TypeBox
 * (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

/** Header carrying a venue's push key. */
export const VENUE_KEY_HEADER = 'venue-key';

/** Largest hourly count accepted (a larger one is refused as absurd). */
export const MAX_HOURLY_COUNT = 100000;
