/**
 * PostgreSQL dropping its connections must not take the site down (docs/decisions/resilience.md item 6;
 * docs/decisions/resilience.md "PostgreSQL"). The app's own connections (application_name of this file)
 * are ended with `pg_terminate_backend`, as a restart, a failover or `idle_session_timeout` ends them:
 * - the process does not crash (an unhandled pool or client 'error' would end this test worker);
 * - a request that meets the fault answers 503 in the envelope, never 500 and never a stack;
 * - the next requests succeed without any manual step, and the outage is logged once, not per connection;
 * - during a burst of passenger-flow pushes with connections ended again and again, every push answered
 *   200 is in the database, every other one answered 503, and each refused one succeeds when sent again;
 * - with PostgreSQL unreachable for a while (a restart: a proxy in between cuts every connection and
 *   refuses new ones, ./cuttable-proxy.ts), requests answer 503 at once and /healthz 503; once it is back,
 *   the same instance serves again by itself.
 * Runs only on PostgreSQL (SQLite has no connection to lose).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFlowTestApp,
  insertFlowVenues,
  keyOf,
  numberedVenues,
  type FlowTestApp,
} from '../src/modules/passenger-flow/passenger-flow.test-support.js';
import { startCuttableProxy, type CuttableProxy } from './cuttable-proxy.js';
import { createTestApp, type TestApp } from './test-app.js';
import { waitUntil } from './wait-until.js';

const DATABASE_URL = process.env.DATABASE_URL ?? '';
const ON_POSTGRES = /^postgres(ql)?:\/\//.test(DATABASE_URL);
const APP_NAME = `portal_fault_${randomBytes(4).toString('hex')}`;
/** 2026-05-01 18:05 Beijing time: inside the push window of hour 17. */
const IN_WINDOW = '2026-05-01T10:05:00Z';
const VENUES = 120;

let t: FlowTestApp;
let admin: pg.Client;
const logLines: string[] = [];

/** Ends every connection of the app under test (none of another test file); how many were ended. */
const terminateAppConnections = async () =>
  (await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [APP_NAME]))
    .rowCount ?? 0;

const DATABASE_UNAVAILABLE = { code: 503, msg: '数据库暂不可用，请稍后再试', data: null };

describe.runIf(ON_POSTGRES)('PostgreSQL ending the connections', () => {
  beforeAll(async () => {
    t = await createFlowTestApp(IN_WINDOW, { applicationName: APP_NAME });
    await insertFlowVenues(t, numberedVenues(1, VENUES));
    t.database.logTo({ warn: (_object, message) => logLines.push(message), info: (message) => logLines.push(message) });
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const ranking = () => t.get('/api/data/passengerFlow/ranking?date=2026-05-01&pageNum=1&pageSize=10');

  it('answers 503 at most for the moment of the fault, then serves again by itself; one log line', async () => {
    const warm = await Promise.all(Array.from({ length: 8 }, ranking));
    expect(warm.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    // Every backend has exited (and sent its FATAL): the outage is complete before the app is asked again.
    await waitUntil('the app has no backend left', async () => {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [APP_NAME],
      );
      return rows[0]!.n === 0;
    });

    const seen: number[] = [];
    await waitUntil('a 200 after the fault', async () => {
      const res = await ranking();
      seen.push(res.statusCode);
      if (res.statusCode !== 200) expect(res.json()).toEqual(DATABASE_UNAVAILABLE);
      return res.statusCode === 200;
    });
    expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const after = await Promise.all(Array.from({ length: 8 }, ranking));
    expect(after.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(logLines.filter((line) => line.startsWith('PostgreSQL 连接中断'))).toHaveLength(1);
    expect(logLines.filter((line) => line.startsWith('PostgreSQL 连接已恢复'))).toHaveLength(1);
  });

  it('loses no acknowledged push while connections are ended again and again', async () => {
    const push = (organId: number) =>
      t.push({ organId, flowDate: '2026-05-01', hour: 17, count: organId * 3 }, keyOf(organId));
    const organIds = Array.from({ length: VENUES }, (_, i) => i + 1);
    // Six clients push one after another; every 15th push, its client ends all the app's connections while
    // the other five are in flight (some mid-transaction): eight faults spread over the burst.
    const answers: Awaited<ReturnType<typeof push>>[] = [];
    let terminated = 0;
    let next = 0;
    const client = async () => {
      while (next < organIds.length) {
        const index = next++;
        answers[index] = await push(organIds[index]!);
        if (index % 15 === 14) terminated += await terminateAppConnections();
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));

    expect(terminated).toBeGreaterThan(0);
    const acknowledged = organIds.filter((_, i) => answers[i]!.statusCode === 200);
    const refused = organIds.filter((_, i) => answers[i]!.statusCode !== 200);
    for (const organId of refused) expect(answers[organId - 1]!.json()).toEqual(DATABASE_UNAVAILABLE);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Read (and later push) as a client would: an answer right at the last fault may still be a 503.
    const stored = () =>
      waitUntil('the stored counts', () =>
        t.database.db
          .selectFrom('venue_flow_hour')
          .select(['organ_id', 'count'])
          .where('flow_date', '=', '2026-05-01')
          .where('hour', '=', 17)
          .execute()
          .then((rows) => new Map(rows.map((row) => [row.organ_id, row.count])))
          .catch(() => null),
      );
    const afterBurst = await stored();
    for (const organId of acknowledged) expect(afterBurst.get(organId), `venue ${organId}`).toBe(organId * 3);

    // The refused pushes, sent again, succeed once the fault is over: nothing needs a manual step.
    for (const organId of refused) {
      await waitUntil(`venue ${organId} pushed again`, async () => {
        const res = await push(organId);
        if (res.statusCode !== 200) expect(res.json()).toEqual(DATABASE_UNAVAILABLE);
        return res.statusCode === 200;
      });
    }
    const final = await stored();
    expect(organIds.filter((organId) => final.get(organId) !== organId * 3)).toEqual([]);
  });
});

describe.runIf(ON_POSTGRES)('PostgreSQL unreachable for a while', () => {
  let proxy: CuttableProxy;
  let app: TestApp;
  let token: string;
  const lines: string[] = [];
  beforeAll(async () => {
    proxy = await startCuttableProxy(DATABASE_URL);
    app = await createTestApp({ via: proxy.via });
    app.database.logTo({ warn: (_object, message) => lines.push(message), info: (message) => lines.push(message) });
    token = await app.publicToken();
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {}); // the schema is dropped through the app's own pool
    await app?.close();
    await proxy?.close();
  });

  // A new page each time: no response cache can answer in the database's place.
  let page = 0;
  const read = () =>
    app.app.inject({
      method: 'GET',
      url: `/api/data/passengerFlow/ranking?date=2026-05-01&pageNum=${++page}&pageSize=10`,
      headers: { 'session-id': token },
    });

  it('answers 503 at once while it is away and serves again by itself when it is back', async () => {
    expect((await read()).statusCode).toBe(200);
    await proxy.cut();
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await read();
      expect(res.json()).toEqual(DATABASE_UNAVAILABLE);
      expect(res.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);

    await proxy.restore();
    await waitUntil('a 200 after the database is back', async () => (await read()).statusCode === 200);
    const after = await Promise.all(Array.from({ length: 6 }, read));
    expect(after.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(lines.filter((line) => line.startsWith('PostgreSQL 连接中断'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('PostgreSQL 连接已恢复'))).toHaveLength(1);
  });
});
