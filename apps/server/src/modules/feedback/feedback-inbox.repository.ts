/**
 * Agency side of the feedback table (docs/decisions/feedback.md "Feedback"): the inbox page within an account's
 * scope, one case, and the status changes read -> processing, reply -> replied, close -> closed, each a
 * compare-and-set guarded by the case machine (contracts FEEDBACK_NEXT, case-status.codes.ts). Every query
 * carries the scope condition, so a case outside it reads as absent. Kysely, parameterised.
 */
import type { Kysely, Transaction, UpdateResult } from 'kysely';
import { movableFrom } from '@portal/contracts/case-status.codes';
import type { FeedbackInboxQuery } from '@portal/contracts/feedback';
import { FEEDBACK_NEXT } from '@portal/contracts/feedback.codes';
import type { Database } from '../../db/database.js';
import { runCommand } from '../../data/commands.js';
import { DAY_MS, localMidnightMs } from '../../lib/shanghai-time.js';
import type { FeedbackRow } from './feedback.repository.js';
import type { AccountScope } from '../area/agency-scope.js';
import { scopeCondition } from './feedback-scope.js';

/** The instant a Beijing calendar day starts, as ISO UTC ('2026-11-24' -> '2026-11-23T16:00:00.000Z'). */
export function beijingDayStart(day: string): string {
  return new Date(localMidnightMs(day)).toISOString();
}

/** The instant after a Beijing calendar day ends. */
function beijingDayEnd(day: string): string {
  return new Date(localMidnightMs(day) + DAY_MS).toISOString();
}

function baseQuery(db: Kysely<Database>, scope: AccountScope) {
  return db
    .selectFrom('feedback')
    .leftJoin('venue', 'venue.organ_id', 'feedback.organ_id')
    .where(scopeCondition(scope));
}

/** One page of the inbox, newest first, and the total, within `scope`. */
export async function inboxPage(
  db: Kysely<Database>,
  scope: AccountScope,
  query: FeedbackInboxQuery,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  let filtered = baseQuery(db, scope);
  if (query.status) filtered = filtered.where('feedback.status', '=', query.status);
  if (query.type) filtered = filtered.where('feedback.type', '=', query.type);
  if (query.organId !== undefined) filtered = filtered.where('feedback.organ_id', '=', query.organId);
  if (query.startDate) filtered = filtered.where('feedback.created_at', '>=', beijingDayStart(query.startDate));
  if (query.endDate) filtered = filtered.where('feedback.created_at', '<', beijingDayEnd(query.endDate));
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('feedback')
      .select('venue.name as venue_name')
      .orderBy('feedback.created_at', 'desc')
      .orderBy('feedback.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Case `id` if `scope` covers it, else undefined. */
export async function findInScope(
  db: Kysely<Database>,
  scope: AccountScope,
  id: number,
): Promise<FeedbackRow | undefined> {
  return baseQuery(db, scope)
    .selectAll('feedback')
    .select('venue.name as venue_name')
    .where('feedback.id', '=', id)
    .executeTakeFirst();
}

/**
 * Runs one guarded update of a case as a command (data/commands.ts): resolves true when it changed a row;
 * only then does the feedback table's version grow, so the inboxes of every instance follow.
 */
function updateFeedback(
  db: Kysely<Database>,
  update: (trx: Transaction<Database>) => Promise<UpdateResult>,
): Promise<boolean> {
  return runCommand(db, { tables: ['feedback'] }, async (trx) => {
    const changed = Number((await update(trx)).numUpdatedRows) > 0;
    return { value: changed, changed };
  });
}

/** Opening an 'accepted' case makes it 'processing' (no change in any other status). */
export async function markProcessing(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  return updateFeedback(db, (trx) =>
    trx
      .updateTable('feedback')
      .set({ status: 'processing', processing_at: now })
      .where('id', '=', id)
      .where('status', 'in', movableFrom(FEEDBACK_NEXT, 'processing'))
      .executeTakeFirst(),
  );
}

/**
 * Writes (or replaces) the reply of a case that is not closed: status 'replied', reply time now, the
 * replying account's unit. Resolves false when the case is closed (nothing written).
 */
export async function writeReply(
  db: Kysely<Database>,
  id: number,
  reply: { text: string; unit: string; now: string },
): Promise<boolean> {
  return updateFeedback(db, (trx) =>
    trx
      .updateTable('feedback')
      .set((eb) => ({
        status: 'replied',
        reply: reply.text,
        reply_unit: reply.unit,
        replied_at: reply.now,
        processing_at: eb.fn.coalesce('processing_at', eb.val(reply.now)),
      }))
      .where('id', '=', id)
      .where('status', 'in', movableFrom(FEEDBACK_NEXT, 'replied'))
      .executeTakeFirst(),
  );
}

/** Closes a case that is not closed yet. Resolves false when it already was. */
export async function closeCase(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  return updateFeedback(db, (trx) =>
    trx
      .updateTable('feedback')
      .set({ status: 'closed', closed_at: now })
      .where('id', '=', id)
      .where('status', 'in', movableFrom(FEEDBACK_NEXT, 'closed'))
      .executeTakeFirst(),
  );
}

/** The venues of an account's 'venue' scope rows, with names, for the inbox's venue filter. */
export async function scopeVenues(
  db: Kysely<Database>,
  organIds: number[],
): Promise<{ organ_id: number; name: string }[]> {
  if (organIds.length === 0) return [];
  return db
    .selectFrom('venue')
    .select(['organ_id', 'name'])
    .where('organ_id', 'in', organIds)
    .orderBy('organ_id')
    .execute();
}
