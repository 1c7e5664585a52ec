/**
 * `npm run exchange-key -- <issue <system>|rotate <appKey>|revoke <appKey>>`: manages the data-exchange
 * signing keys of the spec §6 filling systems in the configured database (DATABASE_URL; config.ts). In
 * development without a build: `npx tsx apps/server/src/exchange-key-cli.ts issue js365_equ`.
 * Prints the key and secret once (modules/data-exchange/exchange-key.command.ts).
 * Exit codes: 0 done, 1 database failure, 2 bad arguments or unknown key.
 */
import { runKeyCli } from './key-cli.js';
import {
  EXCHANGE_KEY_USAGE,
  parseExchangeKeyArgs,
  runExchangeKeyCommand,
} from './modules/data-exchange/exchange-key.command.js';

process.exitCode = await runKeyCli(
  { name: 'exchange-key', usage: EXCHANGE_KEY_USAGE, parse: parseExchangeKeyArgs, run: runExchangeKeyCommand },
  process.argv.slice(2),
);
