/**
 * A reviewer's decision on a venue year's submission (docs/decisions/data-exchange.md "Review before public
 * (审核)"), one command through the spine's write path (data/commands.ts): approving (已审核) replaces the public
 * venue_year_stat row with the submitted figures (audited_at = the decision's time) or deletes it for a
 * deletion, so every instance's caches over venue_year_stat follow at once; returning (退回修改) records the
 * reason and leaves the public row alone. Both move the submission only from 已填报 (compare-and-set).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { runCommand } from '../../../data/commands.js';
import { AWAITING_REVIEW, type VenueYearFigures } from './venue-year-submission.js';

/** 已审核 with no reason, or 退回修改 with the reviewer's reason. */
export type ReviewDecision = { status: '已审核' } | { status: '退回修改'; reason: string };

/**
 * Applies `decision` to submission `id` as `reviewer` (the reviewer's unit or user name) at `now`. Resolves
 * false, writing nothing, when the submission is gone or no longer awaits review (the route answers 409).
 */
export async function decideSubmission(
  db: Kysely<Database>,
  id: number,
  decision: ReviewDecision,
  reviewer: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return runCommand(db, { tables: ['venue_year_submission', 'venue_year_stat'], at: now }, async (trx) => {
    const moved = await trx
      .updateTable('venue_year_submission')
      .set({
        status: decision.status,
        reviewed_at: at,
        reviewer,
        return_reason: decision.status === '退回修改' ? decision.reason : null,
      })
      .where('id', '=', id)
      .where('status', '=', AWAITING_REVIEW)
      .returning(['organ_id', 'year', 'figures'])
      .executeTakeFirst();
    if (!moved) return { value: false, changed: false };
    if (decision.status === '退回修改') return { value: true, tables: ['venue_year_submission'] };
    await trx
      .deleteFrom('venue_year_stat')
      .where('organ_id', '=', moved.organ_id)
      .where('year', '=', moved.year)
      .execute();
    if (moved.figures !== null) {
      const figures = JSON.parse(moved.figures) as VenueYearFigures;
      await trx
        .insertInto('venue_year_stat')
        .values({ ...figures, organ_id: moved.organ_id, year: moved.year, audited_at: at })
        .execute();
    }
    return { value: true };
  });
}
