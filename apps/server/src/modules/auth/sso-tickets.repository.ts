/**
 * One-time single-sign-on tickets (table `sso_ticket`, spec §6), stored by SHA-256 hex of the ticket.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** A ticket row with the account it identifies. */
export interface TicketWithAccount {
  app_id: string;
  expires_at: string;
  used_at: string | null;
  user_name: string;
  display_name: string;
  organ_name: string;
}

/** Stores a new, unused ticket. */
export async function insertTicket(
  db: Kysely<Database>,
  row: { ticketHash: string; appId: string; accountId: number; issuedAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sso_ticket')
    .values({
      ticket_hash: row.ticketHash,
      app_id: row.appId,
      account_id: row.accountId,
      issued_at: row.issuedAt,
      expires_at: row.expiresAt,
      used_at: null,
      used_ip: null,
    })
    .execute();
}

/**
 * Marks the ticket used if — and only if — it is unused, unexpired at `now` and bound to `appId`.
 * One conditional UPDATE, so two concurrent validations (even on two instances) cannot both win.
 * Answers whether this call consumed it.
 */
export async function consumeTicket(
  db: Kysely<Database>,
  args: { ticketHash: string; appId: string; now: string; ip: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sso_ticket')
    .set({ used_at: args.now, used_ip: args.ip.slice(0, 64) })
    .where('ticket_hash', '=', args.ticketHash)
    .where('app_id', '=', args.appId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', args.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ticket and its account, or undefined. */
export async function findTicket(db: Kysely<Database>, ticketHash: string): Promise<TicketWithAccount | undefined> {
  return db
    .selectFrom('sso_ticket')
    .innerJoin('account', 'account.id', 'sso_ticket.account_id')
    .select([
      'sso_ticket.app_id',
      'sso_ticket.expires_at',
      'sso_ticket.used_at',
      'account.user_name',
      'account.display_name',
      'account.organ_name',
    ])
    .where('sso_ticket.ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}

/** Deletes tickets that expired before `before` (ISO UTC); kept a day for the audit trail's sake. */
export async function purgeOldTickets(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('sso_ticket').where('expires_at', '<', before).execute();
}
