/**
 * Two server instances on one database (README "Several instances"): a logout on one is honoured by
 * the other at once. Without Redis: the calls that hand out access elsewhere (singleSignonUrl,
 * checkToken) read the database. With REDIS_URL (CI's PostgreSQL run sets it): every data route on the
 * other instance refuses the token within 100 ms (plugins/cluster-bus.ts), and the login rate limit is
 * one budget across both instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { PortalApp } from '../src/types.js';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app.js';
import { agencyLoginFrom, randomClientAddress, sessionTokenOf } from './cluster-logins.js';

const REDIS_URL = process.env.REDIS_URL ?? '';

let a: AuthTestApp;
let b: PortalApp;

beforeAll(async () => {
  const env = { REDIS_URL, LOGIN_RATE_LIMIT_PER_MINUTE: '3' };
  a = await createAuthTestApp({ env });
  // The second instance: its own caches, rate-limit store and bus; the same database.
  b = await buildApp({
    config: loadConfig({ WEB_DIST: '', ...env }),
    database: a.database,
    clock: () => a.clock.now,
    logger: false,
  });
  await b.ready();
  await Promise.all([a.app.bus.ready(), b.bus.ready()]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const clientAddress = randomClientAddress();

/** Logs in as agency_admin on instance A from this run's address; the session token. */
const agencyTokenOnA = async () =>
  sessionTokenOf(await agencyLoginFrom(a.app, clientAddress, 'agency_admin', a.config.seedAgencyPassword));

const onB = (url: string, token: string) => b.inject({ method: 'GET', url, headers: { 'session-id': token } });
const logoutOnA = (token: string) => a.app.inject({ method: 'GET', url: `/api/data/agency/logout?token=${token}` });

describe('a logout on one instance', () => {
  it('is honoured at once by the other instance for single sign-on and checkToken', async () => {
    const token = await agencyTokenOnA();
    expect((await onB('/api/data/agency/checkToken', token)).statusCode).toBe(200);
    await logoutOnA(token);
    expect((await onB(`/api/data/agency/singleSignonUrl?appId=js365_build&token=${token}`, token)).statusCode).toBe(
      401,
    );
    expect((await onB('/api/data/agency/checkToken', token)).statusCode).toBe(401);
  });

  it.runIf(REDIS_URL)('ends the token on every data route of the other instance within 100 ms', async () => {
    const token = await agencyTokenOnA();
    expect((await onB('/api_/ow/news/list', token)).statusCode).toBe(200); // now in B's 5 s cache
    await logoutOnA(token);
    const started = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - started < 100) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = (await onB('/api_/ow/news/list', token)).statusCode;
    }
    expect(status).toBe(401);
  });
});

describe.runIf(REDIS_URL)('rate limits across instances', () => {
  it('counts agency logins from one address on both instances into one budget', async () => {
    const remoteAddress = randomClientAddress();
    const attempt = (app: PortalApp) => agencyLoginFrom(app, remoteAddress, 'nobody_here', 'x');
    const statuses = [
      (await attempt(a.app)).statusCode,
      (await attempt(b)).statusCode,
      (await attempt(a.app)).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 400]);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
