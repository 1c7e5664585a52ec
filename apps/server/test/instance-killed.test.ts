/**
 * An instance killed mid-write must lose nothing it acknowledged and must not take the other one down
 * (docs/decisions/resilience.md "An instance killed mid-write"). Two built servers run as
 * child processes on one database (test/crash-test-database.ts: a fresh PostgreSQL schema). PostgreSQL
 * only, like every several-instance deployment (README "Several instances"); kill -9 of a single instance
 * on SQLite is covered by the feedback and repair-report durability tests. Six venue systems push
 * passenger flow to A while a visitor reads the ranking from B; A's process group gets SIGKILL in the
 * middle of the burst. Then every push A answered 200 is in the database with its count, B answered every
 * read with 200 during and after the kill, and the pushes A never answered succeed on B.
 */
import { VENUE_KEY_HEADER } from '@portal/contracts/passenger-flow.codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalServer } from '../../../test-support/portal-server.js';
import { publicLogin } from '../../../test-support/portal-api.js';
import { openDatabase, type PortalDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { insertFlowVenues, keyOf, numberedVenues } from '../src/modules/passenger-flow/passenger-flow.test-support.js';
import { crashTestDatabase, crashTestServers } from './crash-test-database.js';

/** The servers' clocks start at 2026-05-01 18:05 Beijing time: the push window of hour 17 is open. */
const IN_WINDOW = '2026-05-01T10:05:00Z';
const VENUES = 150;
/** A is killed once it has acknowledged this many pushes (the others are in flight or still to come). */
const KILL_AFTER_ACKS = 40;

const ON_POSTGRES = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

let databaseUrl: string;
let cleanup: () => Promise<void>;
let database: PortalDatabase;
const { start, stopAll } = crashTestServers(() => databaseUrl, { CLOCK_START: IN_WINDOW });

describe.runIf(ON_POSTGRES)('two instances on PostgreSQL, one killed mid-burst', () => {
  beforeAll(async () => {
    ({ databaseUrl, cleanup } = await crashTestDatabase('portal-killed-'));
  }, 60_000);

  afterAll(async () => {
    await stopAll();
    await database?.destroy();
    await cleanup();
  });

  const push = (server: PortalServer, organId: number) =>
    fetch(`${server.baseUrl}/api/data/passengerFlow/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [VENUE_KEY_HEADER]: keyOf(organId) },
      body: JSON.stringify({ organId, flowDate: '2026-05-01', hour: 17, count: organId * 7 }),
    });

  it('keeps every acknowledged push of a killed instance, and the other instance serves on', async () => {
    database = openDatabase(databaseUrl);
    await migrateToLatest(database.db);
    await insertFlowVenues({ database }, numberedVenues(1, VENUES));
    // Both start together (their migrations find nothing to do): half the wait on a loaded machine.
    const [a, b] = await Promise.all([start(), start()]);
    const token = await publicLogin(b.baseUrl);
    const rankingOnB = async () =>
      (
        await fetch(`${b.baseUrl}/api/data/passengerFlow/ranking?date=2026-05-01&pageNum=1&pageSize=10`, {
          headers: { 'session-id': token },
        })
      ).status;

    const acknowledged: number[] = [];
    const unanswered: number[] = [];
    let killed: Promise<void> | undefined;
    let next = 0;
    const venueSystem = async () => {
      while (next < VENUES) {
        const organId = ++next;
        try {
          const response = await push(a, organId);
          if (response.status !== 200) throw new Error(`push ${organId}: HTTP ${response.status}`);
          await response.json();
          acknowledged.push(organId);
          if (acknowledged.length === KILL_AFTER_ACKS) killed = a.kill();
        } catch (error) {
          // A's connection was reset by the kill: this push was never acknowledged.
          if (!killed) throw error;
          unanswered.push(organId);
        }
      }
    };
    const readsOnB: number[] = [];
    let burstOver = false;
    const visitor = async () => {
      while (!burstOver) readsOnB.push(await rankingOnB());
    };
    const reading = visitor();
    await Promise.all(Array.from({ length: 6 }, venueSystem));
    await killed;
    burstOver = true;
    await reading;

    expect(killed).toBeDefined();
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unanswered.length).toBeGreaterThan(0);
    const stored = new Map(
      (
        await database.db
          .selectFrom('venue_flow_hour')
          .select(['organ_id', 'count'])
          .where('flow_date', '=', '2026-05-01')
          .where('hour', '=', 17)
          .execute()
      ).map((row) => [row.organ_id, row.count]),
    );
    expect(acknowledged.filter((organId) => stored.get(organId) !== organId * 7)).toEqual([]);

    expect(readsOnB.length).toBeGreaterThan(0);
    expect(readsOnB.filter((status) => status !== 200)).toEqual([]);
    expect(await rankingOnB()).toBe(200);
    const resent = await Promise.all(unanswered.map(async (organId) => (await push(b, organId)).status));
    expect(resent).toEqual(unanswered.map(() => 200));
  }, 90_000);
});
