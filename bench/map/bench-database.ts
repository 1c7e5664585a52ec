/**
 * The national database `npm run bench:map` runs on (the map must work on PostgreSQL as well as SQLite):
 * - DATABASE_URL=postgres://… (or postgresql://): that PostgreSQL database. It is reused when it already
 *   holds a national map (max(map_point.id) >= NATIONAL_MIN_POINTS), else seeded with
 *   `seed-cli --map-national` (which refuses a database holding other data: the bench never resets one);
 * - otherwise SQLite: MAP_BENCH_DB=<file> reuses that file when it exists, or seeds it there and keeps
 *   it; without MAP_BENCH_DB a temporary file is seeded and removed afterwards (`temporary`).
 * Seeding runs `node apps/server/dist/seed-cli.js --map-national` and is timed (`seedMs`, null when reused).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { REPO_ROOT, makeTempDatabaseFile } from '../../test-support/portal-server.js';
import { timeNodeCommand } from '../child-process.js';

const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
/** A database with at least this many map points holds the national map (the seed writes 6,078,500). */
export const NATIONAL_MIN_POINTS = 5_900_000;

export interface BenchDatabase {
  dialect: 'sqlite' | 'postgres';
  /** What the server gets as DATABASE_URL: a SQLite file path or the postgres:// URL. */
  url: string;
  /** 'SQLite' or the server's version, 'PostgreSQL 15.20'. */
  label: string;
  /** PostgreSQL settings worth printing next to the figures (shared_buffers, max_connections); '' on SQLite. */
  settings: string;
  seedMs: number | null;
  /** A temporary SQLite file to remove afterwards. */
  temporary: boolean;
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

async function seedNational(url: string, log: (message: string) => void): Promise<number> {
  if (!existsSync(SEED_CLI)) throw new Error(`${SEED_CLI} is missing: run npm run bench:map (it builds first)`);
  log('seeding the national map (npm run seed -- --map-national)');
  const seedMs = await timeNodeCommand([SEED_CLI, '--map-national'], { DATABASE_URL: url, LOG_LEVEL: 'warn' });
  log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
  return seedMs;
}

/** Map points (max id) in the PostgreSQL database at `url`, 0 without the table; its version and settings. */
async function inspectPostgres(url: string): Promise<{ points: number; label: string; settings: string }> {
  const database = openDatabase(url, { poolSize: 1 });
  try {
    const version = await sql<{ server_version: string }>`show server_version`.execute(database.db);
    const buffers = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
    const connections = await sql<{ max_connections: string }>`show max_connections`.execute(database.db);
    const table = await sql<{ name: string | null }>`select to_regclass('map_point')::text as name`.execute(
      database.db,
    );
    let points = 0;
    if (table.rows[0]?.name) {
      const top = await database.db
        .selectFrom('map_point')
        .select((eb) => eb.fn.max('id').as('top'))
        .executeTakeFirst();
      points = Number(top?.top ?? 0);
    }
    return {
      points,
      label: `PostgreSQL ${version.rows[0]?.server_version.split(' ')[0] ?? ''}`.trim(),
      settings: `shared_buffers ${buffers.rows[0]?.shared_buffers}, max_connections ${connections.rows[0]?.max_connections}`,
    };
  } finally {
    await database.destroy();
  }
}

/** The database to measure; see the module comment. */
export async function benchDatabase(log: (message: string) => void): Promise<BenchDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (isPostgresUrl(databaseUrl)) {
    const shown = databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
    const found = await inspectPostgres(databaseUrl);
    let seedMs: number | null = null;
    if (found.points >= NATIONAL_MIN_POINTS) log(`reusing the national map in ${shown} (DATABASE_URL, ${found.label})`);
    else {
      log(`${shown} holds no national map (max map_point id ${found.points})`);
      seedMs = await seedNational(databaseUrl, log);
    }
    return {
      dialect: 'postgres',
      url: databaseUrl,
      label: found.label,
      settings: found.settings,
      seedMs,
      temporary: false,
    };
  }
  const given = process.env.MAP_BENCH_DB;
  if (given && existsSync(given)) {
    log(`reusing ${given} (MAP_BENCH_DB)`);
    return { dialect: 'sqlite', url: resolve(given), label: 'SQLite', settings: '', seedMs: null, temporary: false };
  }
  const file = given ? resolve(given) : makeTempDatabaseFile('portal-map-bench-');
  log(`SQLite file ${file}`);
  const seedMs = await seedNational(file, log);
  return { dialect: 'sqlite', url: file, label: 'SQLite', settings: '', seedMs, temporary: !given };
}
