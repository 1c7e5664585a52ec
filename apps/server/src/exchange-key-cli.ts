/**
 * `npm run exchange-key -- <issue <system>|rotate <appKey>|revoke <appKey>>`: manages the data-exchange
 * signing keys of the spec §6 filling systems in the configured database (DATABASE_URL; config.ts). In
 * development without a build: `npx tsx apps/server/src/exchange-key-cli.ts issue js365_equ`.
 * Prints the key and secret once (modules/data-exchange/exchange-key.command.ts).
 * Exit codes: 0 done, 1 database failure, 2 bad arguments or unknown key.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import {
  EXCHANGE_KEY_USAGE,
  parseExchangeKeyArgs,
  runExchangeKeyCommand,
} from './modules/data-exchange/exchange-key.command.js';

async function main(): Promise<number> {
  const parsed = parseExchangeKeyArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`exchange-key: ${parsed.error}\n${EXCHANGE_KEY_USAGE}`);
    return 2;
  }
  if ('help' in parsed) {
    process.stdout.write(`${EXCHANGE_KEY_USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    return await runExchangeKeyCommand(database.db, parsed, new Date(), {
      out: (line) => process.stdout.write(`${line}\n`),
      note: (line) => console.error(line),
    });
  } catch (error) {
    console.error(`exchange-key: failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await main();
