/**
 * The shared entry of the key CLIs that work on the database (flow-key-cli.ts, exchange-key-cli.ts):
 * parses argv, prints usage on --help, opens and migrates the configured database (DATABASE_URL;
 * config.ts), runs the command with stdout for secrets and stderr for notes, and closes the database.
 * Resolves with the exit code: the command's, 1 on a database failure, 2 on bad arguments.
 */
import type { Kysely } from 'kysely';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/** What a key CLI supplies: its name, usage text, parser and command runner. */
export interface KeyCli<C> {
  name: string;
  usage: string;
  parse(argv: string[]): C | { help: true } | { error: string };
  run(
    db: Kysely<Database>,
    command: C,
    now: Date,
    io: { out(line: string): void; note(line: string): void },
  ): Promise<number>;
}

/** Runs `cli` on `argv` (module comment). */
export async function runKeyCli<C extends object>(cli: KeyCli<C>, argv: string[]): Promise<number> {
  const parsed = cli.parse(argv);
  if ('error' in parsed) {
    console.error(`${cli.name}: ${parsed.error}\n${cli.usage}`);
    return 2;
  }
  if ('help' in parsed) {
    process.stdout.write(`${cli.usage}\n`);
    return 0;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    return await cli.run(database.db, parsed as C, new Date(), {
      out: (line) => process.stdout.write(`${line}\n`),
      note: (line) => console.error(line),
    });
  } catch (error) {
    console.error(`${cli.name}: failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.destroy();
  }
}
