/**
 * Exchange entity `match` (contracts exchange/match.ts; owner app_sync_js365): a venue_match row and its
 * fitness-map point (type 5, match_id linked) at the venue's place, named and addressed as the seed does
 * (seed/map-points/linked-points.ts: "address（venue name）").
 */
import { matchEntity, type MatchItem } from '@portal/contracts/exchange/match';
import { defineEntity, type EntityContext } from './exchange-entity.js';
import { searchTermsAfterBatch } from './search-terms.js';
import { checkEvent, eventColumns, venueOf } from './venue-event.js';

const rowOf = (item: MatchItem) => ({ ...eventColumns(item), level: item.level, participants: item.participants });

async function pointOf(item: MatchItem, ctx: EntityContext) {
  const v = (await venueOf(ctx, item.organId))!;
  return {
    map_type: 5,
    kind: '',
    name: item.name,
    address: `${v.address}（${v.name}）`,
    lng: v.lng,
    lat: v.lat,
    province_code: v.province_code,
    city_code: v.city_code,
    county_code: v.county_code,
    phone: v.phone || null,
    organ_id: v.organ_id,
  };
}

export default defineEntity({
  contract: matchEntity,
  tables: ['venue_match', 'map_point', 'site_search_term'],
  check: checkEvent,
  async insert(item, ctx) {
    const { id } = await ctx.trx
      .insertInto('venue_match')
      .values({ ...rowOf(item), created_at: ctx.now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const point = await ctx.trx
      .insertInto('map_point')
      .values({ ...(await pointOf(item, ctx)), open_hours: null, match_id: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('venue_match', id);
    ctx.upserted('map_point', point.id);
    return id;
  },
  async update(id, item, ctx) {
    await ctx.trx.updateTable('venue_match').set(rowOf(item)).where('id', '=', id).execute();
    const points = await ctx.trx
      .updateTable('map_point')
      .set(await pointOf(item, ctx))
      .where('match_id', '=', id)
      .returning('id')
      .execute();
    ctx.upserted('venue_match', id);
    for (const p of points) ctx.upserted('map_point', p.id);
  },
  async remove(id, ctx) {
    const points = await ctx.trx.deleteFrom('map_point').where('match_id', '=', id).returning('id').execute();
    for (const p of points) ctx.deleted('map_point', p.id);
    await ctx.trx.deleteFrom('venue_match').where('id', '=', id).execute();
    ctx.deleted('venue_match', id);
    return undefined;
  },
  // The site search's terms of the rows written (docs/decisions/site-search.md "National size").
  afterBatch: searchTermsAfterBatch('venue_match', 'match'),
});
