/**
 * The venue push-key command behind src/flow-key-cli.ts (a per-venue key, stored hashed;
 * docs/passenger-flow-integration.md "1. Your key"):
 *
 *   issue  <organId>   a first key for the venue; refused (exit 2) when it already has one
 *   rotate <organId>   a new key replacing the current one at once (the old key stops working)
 *   revoke <organId>   delete the venue's key (its pushes then answer 401)
 *   status <organId>   whether the venue has a key and when it was issued
 *
 * A new key is printed ONCE, alone on stdout (so `KEY=$(... issue 12)` works); only its SHA-256 is
 * stored. Notes go to stderr. Exit codes: 0 done, 2 bad arguments / unknown venue / key already
 * issued / nothing to revoke (1 is left to the entry for database failures).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { flowKeyIssuedAt, issueFlowKey, revokeFlowKey } from './flow-key.repository.js';

export const FLOW_KEY_USAGE = [
  'usage: npm run flow-key -- <issue|rotate|revoke|status> <organId>',
  '  issue  <organId>  print a new push key for the venue (only if it has none); shown once, stored hashed',
  '  rotate <organId>  print a new key replacing the current one (the old key stops working at once)',
  "  revoke <organId>  delete the venue's key",
  '  status <organId>  tell whether the venue has a key and when it was issued',
].join('\n');

export type FlowKeyAction = 'issue' | 'rotate' | 'revoke' | 'status';

/** Parses argv (without node and script). */
export function parseFlowKeyArgs(
  argv: string[],
): { action: FlowKeyAction; organId: number } | { help: true } | { error: string } {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) return { help: true };
  const [action, id, ...rest] = argv;
  if (!action || !['issue', 'rotate', 'revoke', 'status'].includes(action))
    return { error: `unknown or missing command '${action ?? ''}'` };
  if (id === undefined || !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2147483647)
    return { error: `organId must be a positive integer, got '${id ?? ''}'` };
  if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
  return { action: action as FlowKeyAction, organId: Number(id) };
}

export interface FlowKeyIo {
  /** The key itself (stdout). */
  out(line: string): void;
  /** Notes and errors (stderr). */
  note(line: string): void;
}

/** Runs one action on `db` at `now`; returns the exit code. */
export async function runFlowKeyCommand(
  db: Kysely<Database>,
  command: { action: FlowKeyAction; organId: number },
  now: Date,
  io: FlowKeyIo,
): Promise<number> {
  const { action, organId } = command;
  const venue = await db.selectFrom('venue').select('name').where('organ_id', '=', organId).executeTakeFirst();
  if (!venue) {
    io.note(`flow-key: venue ${organId} does not exist`);
    return 2;
  }
  const label = `venue ${organId} (${venue.name})`;
  const issuedAt = await flowKeyIssuedAt(db, organId);
  switch (action) {
    case 'status':
      io.note(issuedAt ? `flow-key: ${label} has a key issued at ${issuedAt}` : `flow-key: ${label} has no key`);
      return 0;
    case 'revoke':
      if (!(await revokeFlowKey(db, organId))) {
        io.note(`flow-key: ${label} has no key to revoke`);
        return 2;
      }
      io.note(`flow-key: the key of ${label} is revoked; its pushes now answer 401`);
      return 0;
    case 'issue':
    case 'rotate': {
      if (action === 'issue' && issuedAt) {
        io.note(`flow-key: ${label} already has a key (issued at ${issuedAt}); use 'rotate' to replace it`);
        return 2;
      }
      const { key, replaced } = await issueFlowKey(db, organId, now);
      io.out(key);
      io.note(
        `flow-key: ${replaced ? 'new key for' : 'key issued for'} ${label}${replaced ? '; the old key no longer works' : ''}. ` +
          'It is shown only now (the portal stores its SHA-256): hand it to the venue for the venue-key header.',
      );
      return 0;
    }
  }
}
