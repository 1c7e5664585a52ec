/**
 * Venue search indexes (spec §7 /api/data/v2/venue/search and /api/data/venue/search; queries in
 * ../venue-text-search.ts and modules/venue-search):
 *
 * - keyword over name and address: SQLite external-content FTS5 table `venue_fts` (trigram) kept in
 *   step by triggers and rebuilt once here; PostgreSQL pg_trgm GIN indexes on venue.name and
 *   venue.address (the extension is installed by migration 0002);
 * - list order "large venues first, then organId" (is_large desc, organ_id asc): indexes that end in
 *   that order after the equality filters the list page uses (organType + province, organType alone,
 *   province alone, none), so a page is read in order from an index and stops at the page end instead
 *   of sorting every match (which with openNow means probing the schedule of every match first).
 *   Cities and counties hold few venues; their (organ_type, city_code/county_code) indexes of 0004
 *   and a small sort suffice;
 * - venue_schedule_slot (organ_id, day_kind, start_minute, end_minute, fee_kind, area) replaces
 *   0004's venue_schedule_slot_lookup_idx (the same columns without `area`): the open-now filter's
 *   probes use it as before, and the status loader reads a page's slots from the index alone, in
 *   order (modules/venue-status loadOpening) instead of visiting ~20 scattered table rows per venue;
 * - venue_schedule_slot (day_kind, end_minute): "the latest end of any slot of a day kind" in one index
 *   step, which lets the open-now filter skip its midnight-crossing probe once every crossing slot of
 *   yesterday has ended (modules/venue-search/open-now-filter.ts).
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search.js';

const VENUE_SEARCH = { table: 'venue', key: 'organ_id', columns: ['name', 'address'] } as const;

/** Equality filters first, then the list order (is_large desc, organ_id). */
const ORDER_INDEXES = [
  { name: 'venue_type_province_order_idx', columns: ['organ_type', 'province_code', 'is_large desc', 'organ_id'] },
  { name: 'venue_type_order_idx', columns: ['organ_type', 'is_large desc', 'organ_id'] },
  { name: 'venue_province_order_idx', columns: ['province_code', 'is_large desc', 'organ_id'] },
  { name: 'venue_order_idx', columns: ['is_large desc', 'organ_id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramSearch(db, VENUE_SEARCH);
  for (const { name, columns } of ORDER_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('venue')
      .columns([...columns])
      .execute();
  }
  await db.schema
    .createIndex('venue_schedule_slot_cover_idx')
    .on('venue_schedule_slot')
    .columns(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind', 'area'])
    .execute();
  await db.schema.dropIndex('venue_schedule_slot_lookup_idx').execute();
  await db.schema
    .createIndex('venue_schedule_slot_day_end_idx')
    .on('venue_schedule_slot')
    .columns(['day_kind', 'end_minute'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('venue_schedule_slot_day_end_idx').ifExists().execute();
  await db.schema
    .createIndex('venue_schedule_slot_lookup_idx')
    .on('venue_schedule_slot')
    .columns(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind'])
    .execute();
  await db.schema.dropIndex('venue_schedule_slot_cover_idx').ifExists().execute();
  for (const { name } of ORDER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await dropTrigramSearch(db, VENUE_SEARCH);
}
