/**
 * Test support for the auth, health and plugin suites: like test/test-app.ts's createTestApp, plus
 * - a controllable clock (`clock.advance(ms)`), for idle / absolute expiry, locks and tickets;
 * - the seeded agency accounts (password config.seedAgencyPassword);
 * - `routes(app)` to add test-only routes before the app is ready (e.g. a protected probe route);
 * - helpers that log in through the real endpoints.
 * Runs on SQLite, or PostgreSQL when DATABASE_URL is set (fresh schema per app).
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { PortalDatabase } from '../src/db/database.js';
import type { PortalApp } from '../src/types.js';
import { createTestDatabase } from './test-app.js';
import { ensurePublicAccount, seedAgencyAccounts } from '../src/data/accounts.js';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface AuthTestApp {
  app: PortalApp;
  database: PortalDatabase;
  config: Config;
  clock: TestClock;
  /** Another handle on the app's database (a second instance's own pool and read models). */
  reopen(): PortalDatabase;
  /** POST /api/data/user/login with the given (default: configured) credentials. */
  publicLogin(userName?: string, password?: string): Promise<LightMyRequestResponse>;
  /** POST /api/data/agency/userLogin with a text/plain JSON body. */
  agencyLogin(userName: string, password?: string): Promise<LightMyRequestResponse>;
  /** Logs in as `userName` and returns the session token (throws unless code 200). */
  agencyToken(userName?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createAuthTestApp(
  options: { env?: Record<string, string>; routes?: (app: PortalApp) => void } = {},
): Promise<AuthTestApp> {
  const { database, reopen, drop } = await createTestDatabase();
  // A generous login budget unless a test sets its own: suites log in many times from one IP.
  const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...options.env });
  const clock: TestClock = {
    now: new Date('2026-11-21T06:00:00.000Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  await ensurePublicAccount(database.db, config);
  await seedAgencyAccounts(database.db, config);
  const app = await buildApp({ config, database, clock: () => clock.now, logger: false });
  options.routes?.(app);
  await app.ready();

  const agencyLogin = (userName: string, password = config.seedAgencyPassword) =>
    app.inject({
      method: 'POST',
      url: '/api/data/agency/userLogin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ userName, password }),
    });

  return {
    app,
    database,
    config,
    clock,
    reopen,
    publicLogin: (userName = config.publicUserName, password = config.publicPassword) =>
      app.inject({
        method: 'POST',
        url: '/api/data/user/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ userName, password }).toString(),
      }),
    agencyLogin,
    async agencyToken(userName = 'agency_admin') {
      const res = await agencyLogin(userName);
      const body = res.json<{ code: number; data: { sessionToken: string } }>();
      if (body.code !== 200) throw new Error(`agency login failed: ${res.body}`);
      return body.data.sessionToken;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
