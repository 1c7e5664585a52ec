/**
 * The 受理编号 look-up's guard against guessing the phone tail (feedback and repair reports; docs/decisions/security.md N9).
 *
 * A try is claimed BEFORE the tail is compared, in one statement (`claimLookupTry`): the UPDATE counts it
 * only while the number is not locked, and the try that reaches LOOKUP_FREE_TRIES sets the lock in the
 * same statement. PostgreSQL re-checks an UPDATE's WHERE on the row it waited for, and SQLite runs one
 * writer at a time, so under any number of concurrent tries exactly LOOKUP_FREE_TRIES are evaluated before
 * the lock (the earlier read-then-update evaluated 6-8 on PostgreSQL).
 *
 * A growing delay instead of a one-hour lock that anyone who knows a number could set against its owner:
 * the LOOKUP_FREE_TRIES-th wrong try locks for LOOKUP_FIRST_DELAY_MS, and every further wrong try (one
 * allowed each time the lock has run out) doubles it, up to LOOKUP_MAX_DELAY_MS. A right tail clears the
 * count (`clearLookupTries`). 10,000 possible tails at 60 minutes a try past the first ten or so is beyond
 * any guessing, while an owner locked out by a stranger waits minutes, not an hour.
 * Columns `lookup_failures` (tries since the last success) and `lookup_locked_until` (ISO UTC).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import { withRunTimeTables } from './run-time-tables.js';

export const LOOKUP_FREE_TRIES = 5;
export const LOOKUP_FIRST_DELAY_MS = 5 * 60_000;
export const LOOKUP_MAX_DELAY_MS = 60 * 60_000;

/** Tables holding a 受理编号 look-up. */
export type LookupTable = 'feedback' | 'fix_report';

/** The lock's columns, the same in both tables (the table is chosen at run time). */
type LockColumns = Record<LookupTable, { id: number; lookup_failures: number; lookup_locked_until: string | null }>;

/** The lock set by the `tries`-th try (no lock below LOOKUP_FREE_TRIES), in ms. */
export function lookupDelayMs(tries: number): number {
  if (tries < LOOKUP_FREE_TRIES) return 0;
  return Math.min(LOOKUP_MAX_DELAY_MS, LOOKUP_FIRST_DELAY_MS * 2 ** (tries - LOOKUP_FREE_TRIES));
}

/** Steps of the doubling until the cap: tries LOOKUP_FREE_TRIES .. LOOKUP_FREE_TRIES + this - 1 differ. */
const DELAY_STEPS = Math.ceil(Math.log2(LOOKUP_MAX_DELAY_MS / LOOKUP_FIRST_DELAY_MS)) + 1;

export interface ClaimedTry {
  /** The try was counted: compare the tail now. false: locked, answer 429 without comparing. */
  claimed: boolean;
  /** This try set a lock (it is the LOOKUP_FREE_TRIES-th or later); its end, ISO UTC. */
  lockedUntil: string | null;
}

/** Claims one look-up try of row `id` at `now` (module comment). */
export async function claimLookupTry(
  db: Kysely<Database>,
  table: LookupTable,
  id: number,
  now: Date,
): Promise<ClaimedTry> {
  const at = (tries: number) => new Date(now.getTime() + lookupDelayMs(tries)).toISOString();
  const next = sql<number>`lookup_failures + 1`;
  // The lock each count sets, as a CASE over bound values (dialect-neutral; no date arithmetic in SQL).
  const steps = Array.from({ length: DELAY_STEPS }, (_, i) => LOOKUP_FREE_TRIES + i);
  const lock = sql<string | null>`case when ${next} < ${LOOKUP_FREE_TRIES} then null ${sql.join(
    steps.slice(0, -1).map((tries) => sql`when ${next} = ${tries} then ${at(tries)}`),
    sql` `,
  )} else ${at(steps.at(-1)!)} end`;
  const loose = withRunTimeTables<LockColumns>(db);
  const row = await loose
    .updateTable(table)
    .set({ lookup_failures: next, lookup_locked_until: lock })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lookup_locked_until', 'is', null), eb('lookup_locked_until', '<=', now.toISOString())]))
    .returning(['lookup_failures', 'lookup_locked_until'])
    .executeTakeFirst();
  if (!row) return { claimed: false, lockedUntil: null };
  return {
    claimed: true,
    lockedUntil: Number(row.lookup_failures) >= LOOKUP_FREE_TRIES ? row.lookup_locked_until : null,
  };
}

/** Clears the tries of row `id` after a right tail. */
export async function clearLookupTries(db: Kysely<Database>, table: LookupTable, id: number): Promise<void> {
  const loose = withRunTimeTables<LockColumns>(db);
  await loose.updateTable(table).set({ lookup_failures: 0, lookup_locked_until: null }).where('id', '=', id).execute();
}

/** The Chinese answer for a locked number: how long to wait, in whole minutes. */
export function lockedMessage(lockedUntil: string | null, now: Date): string {
  const minutes = lockedUntil ? Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 60_000)) : 1;
  return `该受理编号查询错误次数过多，请 ${minutes} 分钟后再试`;
}
