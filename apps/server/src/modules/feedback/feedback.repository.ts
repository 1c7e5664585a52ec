/**
 * Submission side of the feedback tables (spec §7 "Feedback"): insert, duplicate look-up, the venue a
 * submission names, and the visitor's look-up by 受理编号 with its brute-force counter. Kysely, parameterised.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { runSimpleCommand } from '../../data/commands.js';
import type { FeedbackTable } from '../../db/tables/feedback.js';
import { violatesUnique } from '../../db/unique-violation.js';
import type { FeedbackInput } from './feedback-input.js';

/** A stored submission with its venue's name (null without a venue). */
export type FeedbackRow = Selectable<FeedbackTable> & { venue_name: string | null };

/** The venue's name, or undefined when organId is not a venue. */
export async function venueNameOf(db: Kysely<Database>, organId: number): Promise<string | undefined> {
  const row = await db.selectFrom('venue').select('name').where('organ_id', '=', organId).executeTakeFirst();
  return row?.name;
}

/** The submission with `dedupKey` made at or after `since` (ISO UTC), if any: its 受理编号 and time. */
export async function findRecentDuplicate(
  db: Kysely<Database>,
  dedupKey: string,
  since: string,
): Promise<{ accept_no: string; status: string; created_at: string } | undefined> {
  return db
    .selectFrom('feedback')
    .select(['accept_no', 'status', 'created_at'])
    .where('dedup_key', '=', dedupKey)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export interface NewFeedback extends FeedbackInput {
  acceptNo: string;
  organId: number | null;
  dedupKey: string;
  challengeId: string;
  createdAt: string;
}

/**
 * Inserts a submission with status 'accepted', as a command (data/commands.ts: every instance's inbox
 * follows). Resolves once the database has committed it (the answer
 * that acknowledges it is sent only then). Rejects with the driver's unique-constraint error when the
 * challenge was already used or, improbably, the 受理编号 exists (see isUniqueViolation).
 */
export async function insertFeedback(db: Kysely<Database>, f: NewFeedback): Promise<void> {
  await runSimpleCommand(db, { tables: ['feedback'] }, (trx) =>
    trx
      .insertInto('feedback')
      .values({
        accept_no: f.acceptNo,
        type: f.type,
        title: f.title,
        content: f.content,
        name: f.name,
        phone: f.phone,
        organ_id: f.organId,
        status: 'accepted',
        reply: null,
        reply_unit: null,
        created_at: f.createdAt,
        processing_at: null,
        replied_at: null,
        closed_at: null,
        dedup_key: f.dedupKey,
        challenge_id: f.challengeId,
        lookup_failures: 0,
        lookup_locked_until: null,
      })
      .execute(),
  );
}

/** Which unique column an insert error violated ('challenge_id' | 'accept_no'), or null for other errors. */
export function uniqueViolationOf(error: unknown): 'challenge_id' | 'accept_no' | null {
  if (violatesUnique(error, 'challenge_id')) return 'challenge_id';
  if (violatesUnique(error, 'accept_no')) return 'accept_no';
  return null;
}

/** The submission with 受理编号 `acceptNo` and its venue name, or undefined. */
export async function findByAcceptNo(db: Kysely<Database>, acceptNo: string): Promise<FeedbackRow | undefined> {
  return db
    .selectFrom('feedback')
    .leftJoin('venue', 'venue.organ_id', 'feedback.organ_id')
    .selectAll('feedback')
    .select('venue.name as venue_name')
    .where('feedback.accept_no', '=', acceptNo)
    .executeTakeFirst();
}
