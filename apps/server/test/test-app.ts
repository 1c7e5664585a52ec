/**
 * Test harness for API suites: a fresh database per call (a temporary SQLite file, or — when
 * DATABASE_URL is a postgres:// URL — a fresh PostgreSQL schema), migrated, optionally seeded with
 * a small deterministic data set, wrapped in buildApp with logging off.
 *
 * Usage:
 *   const t = await createTestApp({ seed: true });
 *   const token = await t.publicToken();
 *   const res = await t.app.inject({ method: 'GET', url: '/api_/ow/news/list', headers: { 'session-id': token } });
 *   await t.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type PortalDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensurePublicAccount } from '../src/data/accounts.js';
import type { PortalApp } from '../src/types.js';

export interface TestApp {
  app: PortalApp;
  database: PortalDatabase;
  config: Config;
  /** Another handle on the app's database (a second instance's own pool and read models). */
  reopen(): PortalDatabase;
  /** Logs in with the public-access account (POST /api/data/user/login) and returns the token. */
  publicToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run the seed at a small scale (needs src/seed). Default false: empty tables. */
  seed?: boolean;
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  clock?: () => Date;
  /** PostgreSQL application_name of the app's connections (createTestDatabase). */
  applicationName?: string;
  /** Rewrites the PostgreSQL URL the app connects with (createTestDatabase). */
  via?: (url: string) => string;
}

/**
 * Opens a fresh, migrated database for one test file. On PostgreSQL, `applicationName` names the pool's
 * connections in pg_stat_activity (the fault tests terminate exactly those) and `via` rewrites the URL the
 * app connects with (the outage test routes it through a proxy it can cut).
 */
export async function createTestDatabase(
  options: { applicationName?: string; via?: (url: string) => string } = {},
): Promise<{
  database: PortalDatabase;
  /** Another handle on the same database (a second instance's own pool and read models). */
  reopen(): PortalDatabase;
  drop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const separator = url.includes('?') ? '&' : '?';
    const name = options.applicationName ? `&application_name=${encodeURIComponent(options.applicationName)}` : '';
    const appUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}${name}`;
    const schemaUrl = options.via ? options.via(appUrl) : appUrl;
    const database = openDatabase(schemaUrl, { poolSize: 4 });
    await migrateToLatest(database.db);
    return {
      database,
      reopen: () => openDatabase(schemaUrl, { poolSize: 4 }),
      drop: async () => {
        await database.destroy();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const file = join(dir, 'test.sqlite');
  const database = openDatabase(file);
  await migrateToLatest(database.db);
  return {
    database,
    reopen: () => openDatabase(file),
    drop: async () => {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, reopen, drop } = await createTestDatabase({
    applicationName: options.applicationName,
    via: options.via,
  });
  // The open-data files of this app go to a folder of its own, removed on close (never the repo's data/).
  const openDataDir = mkdtempSync(join(tmpdir(), 'portal-opendata-'));
  const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent', OPEN_DATA_DIR: openDataDir, ...options.env });
  await ensurePublicAccount(database.db, config);
  if (options.seed) {
    const { seedDatabase } = await import('../src/seed/seed.js');
    await seedDatabase(database, config, { scale: 0.05 });
  }
  const app = await buildApp({ config, database, clock: options.clock, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    reopen,
    async publicToken() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/data/user/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ userName: config.publicUserName, password: config.publicPassword }).toString(),
      });
      const body = res.json() as { code: number; data: string };
      if (body.code !== 200) throw new Error(`public login failed: ${res.body}`);
      return body.data;
    },
    async close() {
      await app.close();
      await drop();
      rmSync(openDataDir, { recursive: true, force: true });
    },
  };
}
