/**
 * The database of a kill -9 durability test (feedback, repair reports): the server is bundled first
 * (the api project runs before any other build step), then a fresh PostgreSQL schema when DATABASE_URL is
 * postgres://, else a new SQLite file. Resolves with its URL for the child servers and a cleanup.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/seed.js';
import {
  makeTempDatabaseFile,
  REPO_ROOT,
  startPortalServer,
  type PortalServer,
} from '../../../test-support/portal-server.js';

const PG_URL =
  process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL! });
  await client.connect();
  await client.query(text);
  await client.end();
}

export async function crashTestDatabase(
  prefix: string,
): Promise<{ databaseUrl: string; cleanup: () => Promise<void> }> {
  execFileSync(process.execPath, [join(REPO_ROOT, 'apps/server/build.mjs')], { cwd: REPO_ROOT, stdio: 'ignore' });
  if (PG_URL) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    const separator = PG_URL.includes('?') ? '&' : '?';
    return {
      databaseUrl: `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      cleanup: () => adminQuery(`drop schema ${schema} cascade`),
    };
  }
  const databaseUrl = makeTempDatabaseFile(prefix);
  return { databaseUrl, cleanup: async () => rmSync(dirname(databaseUrl), { recursive: true, force: true }) };
}

/**
 * The built servers of a kill -9 test on one database (`databaseUrl()` read at each start): `start()` runs a
 * new child server without seeding (with `env` added to its environment), `stopAll()` stops the ones still running (afterAll).
 */
export function crashTestServers(
  databaseUrl: () => string,
  env: Record<string, string> = {},
): {
  start: () => Promise<PortalServer>;
  stopAll: () => Promise<void>;
} {
  const servers: PortalServer[] = [];
  return {
    start: async () => {
      const url = databaseUrl();
      const server = await startPortalServer({
        databaseFile: url,
        seed: false,
        env: { DATABASE_URL: url, WEB_DIST: '', ...env },
      });
      servers.push(server);
      return server;
    },
    stopAll: async () => {
      for (const server of servers) await server.stop();
    },
  };
}

/**
 * Migrates and seeds the crash-test database at `databaseUrl` at the tests' scale (0.05: the seeded
 * accounts, content and facilities the child servers then serve), then resolves with what `read` takes from
 * it (e.g. an id to act on) and closes the handle, so only the child servers hold the database.
 */
export async function seedCrashTestDatabase<T = void>(
  databaseUrl: string,
  read?: (db: Kysely<Database>) => Promise<T>,
): Promise<T | undefined> {
  const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const database = openDatabase(databaseUrl, { poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database, config, { scale: 0.05 });
    return read ? await read(database.db) : undefined;
  } finally {
    await database.destroy();
  }
}
