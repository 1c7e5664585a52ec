/**
 * Redis going away must not take the site down (docs/decisions/resilience.md "Redis").
 * Two instances on one PostgreSQL database share a private redis-server (./redis-server.ts) that the test
 * kills with SIGKILL and starts again:
 * - Redis up: a logout on A is refused by B within 1 s;
 * - Redis down: /healthz stays 200 and says `redis: 'down'`; logins and a logout on A answer 200; B refuses
 *   the logged-out token at once (it reads the database while its bus is down); the login rate limit still
 *   holds (each instance counts locally); no 5xx; one log line per outage, no ioredis "Unhandled error event";
 * - Redis back: every instance rejoins without a manual step (`bus.onReconnect` fires, /healthz says 'up'),
 *   a session revoked during the outage is refused by B even though B had cached it before, logouts
 *   travel again within 1 s and the login budget is shared again;
 * - only A cut off from Redis (A reaches it through a proxy the test cuts, ./cuttable-proxy.ts): a logout
 *   on A answers 200 and its message waits in A's outbox; once A is back, B refuses the token.
 * Runs only when DATABASE_URL is PostgreSQL (as CI's second API run) and redis-server is installed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { sha256Hex } from '../src/lib/tokens.js';
import type { PortalApp } from '../src/types.js';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app.js';
import { agencyLoginFrom, randomClientAddress, sessionTokenOf } from './cluster-logins.js';
import { startCuttableProxy, type CuttableProxy } from './cuttable-proxy.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from './redis-server.js';
import { waitUntil } from './wait-until.js';

const ON_POSTGRES = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

let redis: TestRedis;
/** A's way to Redis, which the last test cuts. */
let proxyOfA: CuttableProxy;
let a: AuthTestApp;
let b: PortalApp;
/** B's log lines (JSON), to count the outage lines. */
const bLog: Array<{ level: number; msg: string }> = [];
const reconnects = { a: 0, b: 0 };
const consoleError = vi.spyOn(console, 'error');

const clientAddress = randomClientAddress();

describe.runIf(ON_POSTGRES && redisServerInstalled)('with Redis killed and restarted', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    proxyOfA = await startCuttableProxy(redis.url);
    const env = { REDIS_URL: redis.url, LOGIN_RATE_LIMIT_PER_MINUTE: '3' };
    a = await createAuthTestApp({ env: { ...env, REDIS_URL: proxyOfA.via(redis.url) } });
    b = await buildApp({
      config: loadConfig({ WEB_DIST: '', ...env }),
      database: a.database,
      clock: () => a.clock.now,
      logger: { level: 'info', stream: { write: (line: string) => void bLog.push(JSON.parse(line)) } },
    });
    await b.ready();
    await Promise.all([a.app.bus.ready(), b.bus.ready()]);
    a.app.bus.onReconnect(() => reconnects.a++);
    b.bus.onReconnect(() => reconnects.b++);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.kill();
    await proxyOfA?.close();
    consoleError.mockRestore();
  });

  const agencyTokenOnA = async () =>
    sessionTokenOf(await agencyLoginFrom(a.app, clientAddress, 'agency_admin', a.config.seedAgencyPassword));
  const newsOnB = async (token: string) =>
    (await b.inject({ method: 'GET', url: '/api_/ow/news/list', headers: { 'session-id': token } })).statusCode;
  const logoutOnA = async (token: string) =>
    (await a.app.inject({ method: 'GET', url: `/api/data/agency/logout?token=${token}` })).statusCode;
  const health = async (app: PortalApp) => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    return { status: res.statusCode, redis: res.json<{ data: { redis: string } | null }>().data?.redis };
  };
  // A new unknown name each time: repeated failures on one name lock it (403), not the address.
  const badLogins = (remoteAddress: string, apps: PortalApp[]) =>
    Promise.all(
      apps.map(
        async (app) =>
          (await agencyLoginFrom(app, remoteAddress, `nobody_${randomBytes(4).toString('hex')}`, 'x')).statusCode,
      ),
    );
  const refusedOnBWithin1s = async (token: string) => {
    await waitUntil('B refuses the logged-out token', async () => (await newsOnB(token)) === 401, {
      timeoutMs: 1_000,
      everyMs: 5,
    });
  };
  const outageLines = () => bLog.filter((line) => line.msg.startsWith('Redis 不可用')).length;
  const recoveryLines = () => bLog.filter((line) => line.msg.startsWith('Redis 已恢复')).length;

  // A session B validated (and cached) before the outage, ended on A during it.
  let cachedBeforeOutage = '';

  it('with Redis up: a logout on A is refused by B within 1 s', async () => {
    expect(await health(b)).toEqual({ status: 200, redis: 'up' });
    const token = await agencyTokenOnA();
    expect(await newsOnB(token)).toBe(200);
    expect(await logoutOnA(token)).toBe(200);
    await refusedOnBWithin1s(token);
    cachedBeforeOutage = await agencyTokenOnA();
    expect(await newsOnB(cachedBeforeOutage)).toBe(200);
  });

  it('with Redis down: health 200 redis down, logout 200, B checks the database, limits hold, one log line', async () => {
    const token = await agencyTokenOnA();
    expect(await newsOnB(token)).toBe(200); // cached on B while the bus listened
    await redis.kill();
    for (const app of [a.app, b])
      await waitUntil('/healthz reports redis down', async () => (await health(app)).redis === 'down');
    expect(await health(a.app)).toEqual({ status: 200, redis: 'down' });

    const duringOutage = await agencyTokenOnA(); // login (rate limit counted locally) answers 200
    expect(await newsOnB(duringOutage)).toBe(200);
    expect(await logoutOnA(token)).toBe(200);
    expect(await newsOnB(token)).toBe(401); // no 5 s cache trust: the first request after the logout
    // Ended without a message (as by an instance that died before it could announce it).
    await a.database.db.deleteFrom('session').where('token_hash', '=', sha256Hex(cachedBeforeOutage)).execute();
    expect(await newsOnB(duringOutage)).toBe(200);

    // The login limit (3 a minute) holds on each instance: the 4th attempt on A is refused.
    const address = randomClientAddress();
    expect([...(await badLogins(address, [a.app, a.app, a.app])), ...(await badLogins(address, [a.app]))]).toEqual([
      400, 400, 400, 429,
    ]);

    // ioredis keeps retrying (each attempt fails with ECONNREFUSED): still one line, nothing unhandled.
    let attempts = 0;
    b.bus.redis!.on('reconnecting', () => attempts++);
    await waitUntil('three reconnect attempts', () => attempts >= 3, { timeoutMs: 5_000 });
    expect(outageLines()).toBe(1);
    expect(bLog.filter((line) => line.level >= 50)).toEqual([]);
    expect(consoleError.mock.calls.filter((call) => String(call[0]).includes('Unhandled error event'))).toEqual([]);
  });

  it('with Redis back: every instance rejoins by itself, missed logouts are honoured, limits are shared again', async () => {
    // B cached this session before the outage and did not look at it since: without dropping the cache on
    // reconnect, B would trust it again although it ended during the outage (the test clock stands still).
    await redis.start();
    for (const app of [a.app, b])
      await waitUntil('/healthz reports redis up', async () => (await health(app)).redis === 'up', {
        timeoutMs: 5_000,
      });
    expect(reconnects).toEqual({ a: 1, b: 1 });
    expect(await newsOnB(cachedBeforeOutage)).toBe(401);
    expect(recoveryLines()).toBe(1);
    expect(outageLines()).toBe(1);

    const token = await agencyTokenOnA();
    expect(await newsOnB(token)).toBe(200);
    expect(await logoutOnA(token)).toBe(200);
    await refusedOnBWithin1s(token);

    // One budget across both instances again (Redis's counters): A, B, A, then B is refused.
    const address = randomClientAddress();
    expect([...(await badLogins(address, [a.app])), ...(await badLogins(address, [b]))]).toEqual([400, 400]);
    expect([...(await badLogins(address, [a.app])), ...(await badLogins(address, [b]))]).toEqual([400, 429]);
  });

  it('with only A cut off: the logout answers 200 and reaches B once A is back (outbox)', async () => {
    const token = await agencyTokenOnA();
    expect(await newsOnB(token)).toBe(200); // cached on B, whose bus stays up: B keeps trusting its cache
    await proxyOfA.cut();
    await waitUntil('A reports redis down', async () => (await health(a.app)).redis === 'down');
    expect(await health(b)).toEqual({ status: 200, redis: 'up' });
    expect(await logoutOnA(token)).toBe(200);

    await proxyOfA.restore();
    await waitUntil('A reports redis up', async () => (await health(a.app)).redis === 'up', { timeoutMs: 5_000 });
    await waitUntil('B refuses the token A ended while cut off', async () => (await newsOnB(token)) === 401, {
      timeoutMs: 2_000,
    });
    expect(reconnects).toEqual({ a: 2, b: 1 });
  });
});
