/**
 * Records one hourly count (POST /api/data/passengerFlow/push) in venue_flow_hour and keeps the venue's
 * running day total in venue_flow_day in step — both in ONE transaction, so under concurrent pushes no
 * count is lost or counted twice.
 *
 * How the transaction serialises pushes for the same venue and day on both dialects:
 * 1. upsert the day row first (`insert ... on conflict do update set total = total`, a no-op on values):
 *    on PostgreSQL this takes the row lock of (flow_date, organ_id), or waits for the transaction holding
 *    it (also when that one is inserting the row), so every later statement of this transaction runs
 *    after any earlier push of the venue-day has committed (READ COMMITTED: a fresh snapshot per
 *    statement). On SQLite there is a single writer (and Kysely runs a transaction on its one
 *    connection), so transactions never interleave at all.
 * 2. read the hour row; same count -> 'unchanged' and nothing else is written;
 * 3. insert the hour row ('created', delta = count) or update it ('updated', delta = new - old);
 * 4. `total = total + delta` on the locked day row (and `hour_count + 1` for a new hour).
 * Every push takes the day lock before the hour row, so there is no lock-order cycle (no deadlock).
 * The transaction is a command (data/commands.ts): a changed count bumps both tables' versions (taking
 * `data_change` row locks after the day lock, in table-name order, so still no cycle) and every
 * instance's passenger-flow answers follow it; an unchanged repeat bumps nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { runCommand } from '../../data/commands.js';

export interface HourCount {
  organId: number;
  flowDate: string; // 'YYYY-MM-DD' Asia/Shanghai
  hour: number; // 0..23
  count: number; // >= 0
}

export type PushOutcome = 'created' | 'unchanged' | 'updated';

/** Stores `push` at instant `now`; see the file comment for the concurrency argument. */
export async function recordHourCount(db: Kysely<Database>, push: HourCount, now: Date): Promise<PushOutcome> {
  const at = now.toISOString();
  return runCommand(db, { tables: ['venue_flow_day', 'venue_flow_hour'], at: now }, async (trx) => {
    await trx
      .insertInto('venue_flow_day')
      .values({ organ_id: push.organId, flow_date: push.flowDate, total: 0, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['flow_date', 'organ_id']).doUpdateSet((eb) => ({ total: eb.ref('venue_flow_day.total') })),
      )
      .execute();

    const previous = await trx
      .selectFrom('venue_flow_hour')
      .select('count')
      .where('organ_id', '=', push.organId)
      .where('flow_date', '=', push.flowDate)
      .where('hour', '=', push.hour)
      .executeTakeFirst();
    if (previous?.count === push.count) return { value: 'unchanged' as const, changed: false };

    if (previous === undefined) {
      await trx
        .insertInto('venue_flow_hour')
        .values({ organ_id: push.organId, flow_date: push.flowDate, hour: push.hour, count: push.count, pushed_at: at })
        .execute();
    } else {
      await trx
        .updateTable('venue_flow_hour')
        .set({ count: push.count, pushed_at: at })
        .where('organ_id', '=', push.organId)
        .where('flow_date', '=', push.flowDate)
        .where('hour', '=', push.hour)
        .execute();
    }
    const delta = push.count - (previous?.count ?? 0);
    await trx
      .updateTable('venue_flow_day')
      .set((eb) => ({
        total: eb('total', '+', delta),
        // A new hour of the day (docs/decisions/data-exchange.md "Data health": the on-time figure).
        hour_count: previous === undefined ? eb('hour_count', '+', 1) : eb.ref('hour_count'),
        updated_at: at,
      }))
      .where('flow_date', '=', push.flowDate)
      .where('organ_id', '=', push.organId)
      .execute();
    return { value: previous === undefined ? ('created' as const) : ('updated' as const) };
  });
}

/**
 * Notes that the venue tried to push the count of (flowDate, hour) after its window closed (the 409
 * "closed" answer): the "late" of the data-health figures (docs/decisions/data-exchange.md "Data health").
 * One row per venue and hour, the first attempt kept; a repeat writes and bumps nothing. Called only after
 * the key was checked to be the venue's, so nobody else can mark a venue late.
 */
export async function recordLatePush(
  db: Kysely<Database>,
  push: Pick<HourCount, 'organId' | 'flowDate' | 'hour'>,
  now: Date,
): Promise<void> {
  await runCommand(db, { tables: ['venue_flow_late'], at: now }, async (trx) => {
    const inserted = await trx
      .insertInto('venue_flow_late')
      .values({ organ_id: push.organId, flow_date: push.flowDate, hour: push.hour, attempted_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['organ_id', 'flow_date', 'hour']).doNothing())
      .executeTakeFirst();
    return { value: undefined, changed: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  });
}
