/**
 * The exchange key command behind src/exchange-key-cli.ts (docs/data-exchange.md "Keys"):
 *
 *   issue  <system>   a new app key and secret for a spec §6 system
 *   rotate <appKey>   a new key and secret for the same system; the old key is revoked at once
 *   revoke <appKey>   the key stops working (its requests answer 401)
 *
 * The key and secret are printed ONCE on stdout as `APP_KEY=…` and `APP_SECRET=…`; notes go to stderr.
 * Exit codes: 0 done, 2 bad arguments / unknown or revoked key (1 is left to the entry for database failures).
 */
import type { Kysely } from 'kysely';
import { EXCHANGE_SYSTEMS, type ExchangeSystem } from '@portal/contracts/data-exchange';
import type { Database } from '../../db/database.js';
import { issueClient, revokeClient } from './exchange-client.repository.js';

export const EXCHANGE_KEY_USAGE = [
  'usage: npm run exchange-key -- <issue <system>|rotate <appKey>|revoke <appKey>>',
  `  issue  <system>  print a new app key and secret (system: ${EXCHANGE_SYSTEMS.join(', ')})`,
  '  rotate <appKey>  print a new key and secret for the same system; the old key stops working at once',
  '  revoke <appKey>  the key stops working',
].join('\n');

export type ExchangeKeyCommand =
  { action: 'issue'; system: ExchangeSystem } | { action: 'rotate' | 'revoke'; appKey: string };

/** Parses argv (without node and script). */
export function parseExchangeKeyArgs(argv: string[]): ExchangeKeyCommand | { help: true } | { error: string } {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) return { help: true };
  const [action, arg, ...rest] = argv;
  if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
  if (action === 'issue') {
    if (!arg || !(EXCHANGE_SYSTEMS as readonly string[]).includes(arg))
      return { error: `system must be one of ${EXCHANGE_SYSTEMS.join(', ')}, got '${arg ?? ''}'` };
    return { action, system: arg as ExchangeSystem };
  }
  if (action === 'rotate' || action === 'revoke') {
    if (!arg) return { error: 'missing appKey' };
    return { action, appKey: arg };
  }
  return { error: `unknown or missing command '${action ?? ''}'` };
}

/** Runs one command on `db` at `now`; returns the exit code. */
export async function runExchangeKeyCommand(
  db: Kysely<Database>,
  command: ExchangeKeyCommand,
  now: Date,
  io: { out(line: string): void; note(line: string): void },
): Promise<number> {
  let system: ExchangeSystem;
  if (command.action === 'issue') system = command.system;
  else {
    const revoked = await revokeClient(db, command.appKey, now);
    if (!revoked) {
      io.note(`exchange-key: no active key '${command.appKey}'`);
      return 2;
    }
    system = revoked;
    io.note(`exchange-key: key ${command.appKey} (${system}) is revoked`);
    if (command.action === 'revoke') return 0;
  }
  const { appKey, secret } = await issueClient(db, system, now);
  io.out(`APP_KEY=${appKey}`);
  io.out(`APP_SECRET=${secret}`);
  io.note(`exchange-key: new key for ${system}; the secret is shown only now: hand both to the system's operator.`);
  return 0;
}
