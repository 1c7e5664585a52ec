/**
 * What the filling system reads back about its venue-year submissions (docs/decisions/data-exchange.md "Review
 * before public (审核)"): GET /api/exchange/v1/venueYear/reviews?status&pageNum&pageSize, signed like every
 * exchange route (the owning system only), newest submission first, each with its review state and the
 * return reason (退回修改), so the system can correct and push again.
 */
import type { Kysely } from 'kysely';
import type { PageOf } from '@portal/contracts/paging';
import type { FillInStatus } from '@portal/contracts/sports-authority.codes';
import type { ReviewFeedItem, ReviewFeedQuery } from '@portal/contracts/venue-year-review';
import type { Database } from '../../../db/database.js';

/** One page of `system`'s submissions (optionally of one status), newest first. */
export async function reviewFeed(
  db: Kysely<Database>,
  system: string,
  query: ReviewFeedQuery,
): Promise<PageOf<ReviewFeedItem>> {
  let base = db.selectFrom('venue_year_submission').where('source_system', '=', system);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      sourceId: r.source_id,
      organId: Number(r.organ_id),
      year: Number(r.year),
      deletion: r.figures === null,
      status: r.status as FillInStatus,
      submittedAt: r.submitted_at,
      reviewedAt: r.reviewed_at,
      reason: r.return_reason,
    })),
    total: Number(count.n),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
