/**
 * `npm run flow-key -- <issue|rotate|revoke|status> <organId>`: manages a venue's passenger-flow push key
 * in the configured database (DATABASE_URL, default data/portal.sqlite; see config.ts). In development
 * without a build: `npx tsx apps/server/src/flow-key-cli.ts issue 12`.
 *
 * issue/rotate print the new key once, alone on stdout; only its SHA-256 is stored
 * (modules/passenger-flow/flow-key.command.ts). Notes go to stderr.
 * Exit codes: 0 done, 1 database failure, 2 bad arguments, unknown venue, key already issued, nothing to revoke.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { FLOW_KEY_USAGE, parseFlowKeyArgs, runFlowKeyCommand } from './modules/passenger-flow/flow-key.command.js';

async function main(): Promise<number> {
  const parsed = parseFlowKeyArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`flow-key: ${parsed.error}\n${FLOW_KEY_USAGE}`);
    return 2;
  }
  if ('help' in parsed) {
    process.stdout.write(`${FLOW_KEY_USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    return await runFlowKeyCommand(database.db, parsed, new Date(), {
      out: (line) => process.stdout.write(`${line}\n`),
      note: (line) => console.error(line),
    });
  } catch (error) {
    console.error(`flow-key: failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await main();
