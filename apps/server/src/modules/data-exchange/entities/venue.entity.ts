/**
 * Exchange entity `venue` (contracts exchange/venue.ts; owner app_sync_js365): a venue row (organ_id is
 * the portal id) and its fitness-map point (map_type = organType, organ_id linked), as the seed makes them
 * (seed/venues.ts, seed/map-points/linked-points.ts). The venue search's text index follows by its
 * triggers (SQLite FTS5) or indexes (PostgreSQL pg_trgm). A venue that matches, trainings, projects or
 * feedback name cannot be deleted; its own opening schedule, closures and map point go with it. The site
 * search's terms of the venues written, and of the events held at them (their place is the venue's), are
 * replaced in the batch (db/site-search-terms.ts).
 */
import type { Insertable } from 'kysely';
import { venueEntity, type VenueItem } from '@portal/contracts/exchange/venue';
import type { VenueTable } from '../../../db/tables/venue.js';
import { writeEventTermsOfVenues } from '../../../db/site-search-terms.js';
import { nameInitials } from '../../../lib/pinyin-initials.js';
import { defineEntity, type EntityContext } from './exchange-entity.js';
import { MAX_LOW_FEE_RATIO } from '../../venue-status/compliance.js';
import { areaColumns } from './place.js';
import { searchTermsAfterBatch } from './search-terms.js';

const venueTerms = searchTermsAfterBatch('venue', 'venue');

function rowsOf(item: VenueItem, ctx: EntityContext) {
  const area = areaColumns(item.countyCode, ctx);
  const place = { name: item.name, address: item.address, lng: item.lng, lat: item.lat, ...area };
  return {
    venue: {
      ...place,
      organ_type: item.organType,
      phone: item.phone,
      seats: item.seats,
      floor_area: item.floorArea,
      is_large: item.isLarge ? 1 : 0,
      sports: JSON.stringify(item.sports),
      has_outdoor: item.hasOutdoor ? 1 : 0,
      market_price: item.marketPrice,
      low_fee_price: item.lowFeePrice,
      concession_price: item.concessionPrice,
      name_initials: nameInitials(item.name),
    } satisfies Partial<Insertable<VenueTable>>,
    point: { ...place, map_type: item.organType, phone: item.phone || null },
  };
}

/** Tables whose rows name a venue and keep it from being deleted, with the Chinese name of what they are. */
const DEPENDENTS = [
  ['venue_match', '赛事活动'],
  ['venue_training', '培训'],
  ['build_project', '建设项目'],
  ['feedback', '意见反馈'],
  ['venue_year_stat', '年度开放数据'],
] as const;

export default defineEntity({
  contract: venueEntity,
  tables: ['venue', 'map_point', 'venue_schedule_slot', 'venue_closure', 'site_search_term', 'venue_year_submission'],
  check: (item) =>
    // The programme's price rule (modules/venue-status/compliance.ts, the yearly evaluation's own limit).
    item.lowFeePrice > item.marketPrice * MAX_LOW_FEE_RATIO + 1e-9
      ? {
          field: 'lowFeePrice',
          reason: `低收费价格不能高于市场价的 ${MAX_LOW_FEE_RATIO * 100}%（${Math.round(item.marketPrice * MAX_LOW_FEE_RATIO * 100) / 100} 元/人·小时）`,
        }
      : undefined,
  sameName: (name, ctx) =>
    ctx.trx.selectFrom('venue').select(['organ_id as id', 'lng', 'lat']).where('name', '=', name).execute(),
  async insert(item, ctx) {
    const rows = rowsOf(item, ctx);
    const { organ_id: id } = await ctx.trx
      .insertInto('venue')
      .values({ ...rows.venue, created_at: ctx.now.toISOString(), cover_media_id: null })
      .returning('organ_id')
      .executeTakeFirstOrThrow();
    const point = await ctx.trx
      .insertInto('map_point')
      .values({ ...rows.point, kind: '', open_hours: null, organ_id: id, match_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('venue', id);
    ctx.upserted('map_point', point.id);
    return id;
  },
  async update(id, item, ctx) {
    const rows = rowsOf(item, ctx);
    await ctx.trx.updateTable('venue').set(rows.venue).where('organ_id', '=', id).execute();
    const points = await ctx.trx
      .updateTable('map_point')
      .set(rows.point)
      .where('organ_id', '=', id)
      .where('map_type', '<=', 4)
      .returning('id')
      .execute();
    ctx.upserted('venue', id);
    for (const p of points) ctx.upserted('map_point', p.id);
  },
  async remove(id, ctx) {
    for (const [table, label] of DEPENDENTS) {
      const used = await ctx.trx
        .selectFrom(table)
        .select('organ_id')
        .where('organ_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (used) return { field: 'deleted', reason: `该场馆仍有${label}记录，不能删除` };
    }
    for (const table of ['venue_schedule_slot', 'venue_closure'] as const) {
      const gone = await ctx.trx.deleteFrom(table).where('organ_id', '=', id).returning('id').execute();
      for (const row of gone) ctx.deleted(table, row.id);
    }
    // Its yearly submissions not (or no longer) public go with it (review/venue-year-submission.ts).
    await ctx.trx.deleteFrom('venue_year_submission').where('organ_id', '=', id).execute();
    const points = await ctx.trx
      .deleteFrom('map_point')
      .where('organ_id', '=', id)
      .where('map_type', '<=', 4)
      .returning('id')
      .execute();
    for (const p of points) ctx.deleted('map_point', p.id);
    await ctx.trx.deleteFrom('venue').where('organ_id', '=', id).execute();
    ctx.deleted('venue', id);
    return undefined;
  },
  // The site search's terms of the rows written (docs/decisions/site-search.md "National size"), and of
  // the events held at them (an event's place is its venue's).
  async afterBatch(written, ctx) {
    await venueTerms(written, ctx);
    const venues = written.find((changes) => changes.table === 'venue');
    if (venues?.upserted) await writeEventTermsOfVenues(ctx.trx, venues.upserted);
  },
});
