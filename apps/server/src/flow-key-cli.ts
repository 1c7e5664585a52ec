/**
 * `npm run flow-key -- <issue|rotate|revoke|status> <organId>`: manages a venue's passenger-flow push key
 * in the configured database (DATABASE_URL, default data/portal.sqlite; see config.ts). In development
 * without a build: `npx tsx apps/server/src/flow-key-cli.ts issue 12`.
 *
 * issue/rotate print the new key once, alone on stdout; only its SHA-256 is stored
 * (modules/passenger-flow/flow-key.command.ts). Notes go to stderr.
 * Exit codes: 0 done, 1 database failure, 2 bad arguments, unknown venue, key already issued, nothing to revoke.
 */
import { runKeyCli } from './key-cli.js';
import { FLOW_KEY_USAGE, parseFlowKeyArgs, runFlowKeyCommand } from './modules/passenger-flow/flow-key.command.js';

process.exitCode = await runKeyCli(
  { name: 'flow-key', usage: FLOW_KEY_USAGE, parse: parseFlowKeyArgs, run: runFlowKeyCommand },
  process.argv.slice(2),
);
