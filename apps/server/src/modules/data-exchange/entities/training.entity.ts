/** Exchange entity `training` (contracts exchange/training.ts; owner app_sync_js365): a venue_training row. */
import { trainingEntity, type TrainingItem } from '@portal/contracts/exchange/training';
import { defineEntity } from './exchange-entity.js';
import { searchTermsAfterBatch } from './search-terms.js';
import { checkEvent, eventColumns } from './venue-event.js';

const rowOf = (item: TrainingItem) => ({
  ...eventColumns(item),
  target: item.target,
  capacity: item.capacity,
  fee: item.fee,
});

export default defineEntity({
  contract: trainingEntity,
  tables: ['venue_training', 'site_search_term'],
  check: checkEvent,
  async insert(item, ctx) {
    const { id } = await ctx.trx
      .insertInto('venue_training')
      .values({ ...rowOf(item), created_at: ctx.now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('venue_training', id);
    return id;
  },
  async update(id, item, ctx) {
    await ctx.trx.updateTable('venue_training').set(rowOf(item)).where('id', '=', id).execute();
    ctx.upserted('venue_training', id);
  },
  async remove(id, ctx) {
    await ctx.trx.deleteFrom('venue_training').where('id', '=', id).execute();
    ctx.deleted('venue_training', id);
    return undefined;
  },
  // The site search's terms of the rows written (docs/decisions/site-search.md "National size").
  afterBatch: searchTermsAfterBatch('venue_training', 'training'),
});
