/**
 * `npm run open-data-key`: mints an app key for the open-data row API (modules/open-data/app-key.ts). Prints
 * the key alone on stdout (hand it to the user once; it is not stored anywhere) and, on stderr, the SHA-256 to
 * append to OPEN_DATA_APP_KEYS (comma-separated) before restarting the server. Needs no database.
 * In development without a build: `npx tsx apps/server/src/open-data-key-cli.ts`.
 * Exit codes: 0 done, 2 unexpected arguments (`--help` prints this usage).
 */
import { newAppKey } from './modules/open-data/app-key.js';

const USAGE =
  'usage: open-data-key   (prints a new app key on stdout and its SHA-256 for OPEN_DATA_APP_KEYS on stderr)';

function main(args: readonly string[]): number {
  if (args.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.length > 0) {
    console.error(`open-data-key: unexpected arguments '${args.join(' ')}'\n${USAGE}`);
    return 2;
  }
  const { key, hash } = newAppKey();
  process.stdout.write(`${key}\n`);
  console.error(`OPEN_DATA_APP_KEYS: append ${hash} (comma-separated), then restart the server.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
