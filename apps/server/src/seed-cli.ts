/**
 * `npm run seed -- [--scale N] [--reset]`: seeds the configured database (DATABASE_URL, default
 * data/portal.sqlite; see config.ts) with the deterministic data of src/seed.
 *
 * - --scale N   positive number multiplying venues and content (default 1; e.g. 10 for benchmarks);
 * - --reset     deletes every row first (audit_log excepted), then seeds;
 * - --map-national  the fitness map at national size (~6.1 million map points);
 * - --guider-national  instructors and organisations at national size (3.7 million + 520,000);
 * - --games-national  the community games at national size (210,000 races);
 * - --help      prints this usage.
 * Refuses to seed a database that already holds seed content unless --reset is given.
 * Exit codes: 0 done, 1 seeding/database failure, 2 bad arguments or a non-empty database.
 * Prints one line per table and a summary with counts and seconds.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensurePublicAccount } from './data/accounts.js';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from './seed/seed.js';
import { SEED_USAGE, parseSeedArgs } from './seed/seed-args.js';

/** Progress and summary go to stdout; errors to stderr. */
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const parsed = parseSeedArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`seed: ${parsed.error}\n${SEED_USAGE}`);
    return 2;
  }
  if (parsed.help) {
    print(SEED_USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    if (parsed.reset) {
      await clearDatabase(database.db);
      print('seed: all rows deleted (--reset)');
    } else if (!(await isDatabaseEmpty(database.db))) {
      console.error(
        `seed: the database ${database.dialect === 'sqlite' ? config.databaseUrl : '(postgres)'} already holds data; use --reset to replace it`,
      );
      return 2;
    }
    const summary = await seedDatabase(database, config, {
      scale: parsed.scale,
      mapNational: parsed.mapNational,
      guiderNational: parsed.guiderNational,
      gamesNational: parsed.gamesNational,
      facilityNational: parsed.facilityNational,
      log: print,
    });
    await ensurePublicAccount(database.db, config);
    const counts = Object.entries(summary.counts)
      .map(([table, n]) => `${table}=${n}`)
      .join(' ');
    print(`seed: scale ${summary.scale} on ${database.dialect}: ${counts}; ${summary.seconds.toFixed(2)} s`);
    return 0;
  } catch (error) {
    console.error(`seed: failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await main();
