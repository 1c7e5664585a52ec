/**
 * Venue opening figures (docs/benchmarks.md), part of `npm run bench`:
 * 1. venue search at 100,000 venues (seed scale 33, SQLite): autocannon, 50 connections, cycling through
 *    filtered searches (province x organType x openNow/freeNow) -> requests/s as a share of the hello-world
 *    run (target >= 25 %) and p99 (target <= 30 ms); plus the latency of first (uncached) searches;
 * 2. the day's national passenger-flow ranking over the reporting venues of the same database (about 6,700
 *    venues x 24 h): one uncached request per seeded day, target <= 50 ms;
 *    (1 and 2 measure the server at steady state: after the fitness map's start-up index build, see
 *    ./map-index-ready.ts)
 * 3. every reporting venue pushes its hour inside one window (spec §9 H:00:00-H:10:00) with 50 concurrent
 *    pushers against the built server started with CLOCK_START = H:00:30; all must be accepted
 *    and the rows counted afterwards must equal the pushes.
 */
import { apiHeaders } from './browser-headers.js';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { timeNodeCommand } from './child-process.js';
import { waitForMapIndex } from './map-index-ready.js';
import { measureLoad, timedGet, type LoadResult } from './load.js';
import { formatCount, formatMs, median, percentileOfUnsorted, type Row, type Table } from './report.js';

/** Seed scale of the run: about 100,000 venues, of which about 6,700 report passenger flow. */
const SCALE = 33;
const SEARCH_RATIO_TARGET = 0.25;
const SEARCH_P99_TARGET_MS = 30;
const RANKING_TARGET_MS = 50;
const PUSH_CONCURRENCY = 50;
/** The push window the benchmark uses: hour 14 of 2026-11-02 is pushed from 15:00:30 (+08:00). */
const PUSH_DATE = '2026-11-02';
const PUSH_HOUR = 14;
const CLOCK_START = '2026-11-02T15:00:30+08:00';
const WINDOW_END = Date.parse('2026-11-02T15:10:00+08:00');
const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');

type Log = (message: string) => void;

async function seed(databaseFile: string, scale: number, log: Log): Promise<number> {
  log(`seeding ${databaseFile} at scale ${scale}`);
  const took = await timeNodeCommand([SEED_CLI, '--scale', String(scale)], {
    DATABASE_URL: databaseFile,
    LOG_LEVEL: 'warn',
  });
  log(`  seeded in ${(took / 1000).toFixed(1)} s`);
  return took;
}

/** Part 1: search load and first-request latency at 100,000 venues. */
async function benchSearch(
  databaseFile: string,
  hello: LoadResult,
  log: Log,
): Promise<{ rows: Row[]; venues: number }> {
  const server = await startPortalServer({ databaseFile, readyTimeoutMs: 120_000 });
  try {
    const token = await publicLogin(server.baseUrl);
    const headers = apiHeaders(token);
    await waitForMapIndex(server.baseUrl, token);
    const all = await apiGet<Paged<unknown>>(server.baseUrl, token, '/api/data/v2/venue/search', { pageSize: 1 });
    const provinces = await apiGet<{ code: string }[]>(server.baseUrl, token, '/api/data/area/search');
    const paths = provinces.flatMap(({ code }) =>
      [1, 2, 3, 4].flatMap((organType) => [
        `/api/data/v2/venue/search?areaCode=${code}&organType=${organType}&openNow=true&pageNum=1&pageSize=10`,
        `/api/data/v2/venue/search?areaCode=${code}&organType=${organType}&freeNow=true&pageNum=1&pageSize=10`,
      ]),
    );
    log(`search: ${formatCount(all.total)} venues; first (uncached) requests of ${paths.length} filtered searches`);
    const firstHits: number[] = [];
    for (const path of paths) firstHits.push(await timedGet(`${server.baseUrl}${path}`, headers));
    log(
      `  first-request p50 ${formatMs(median(firstHits))} ms, p99 ${formatMs(percentileOfUnsorted(firstHits, 99))} ms`,
    );
    log(`search: autocannon ${PUSH_CONCURRENCY} connections, 10 s, cycling through the ${paths.length} searches`);
    await measureLoad(`${server.baseUrl}/`, { connections: 50, duration: 3, headers, paths });
    const load = await measureLoad(`${server.baseUrl}/`, { connections: 50, duration: 10, headers, paths });
    const ratio = load.requestsPerSec / hello.requestsPerSec;
    log(`  ${formatCount(load.requestsPerSec)} req/s (${(ratio * 100).toFixed(0)} %), p99 ${load.p99} ms`);
    const rows: Row[] = [
      {
        name: `filtered venue search under load (${paths.length} URLs: province x organType x openNow or freeNow)`,
        cells: [
          formatCount(load.requestsPerSec),
          `${(ratio * 100).toFixed(0)} %`,
          `${load.p50}`,
          `${load.p99}`,
          formatCount(load.failures),
        ],
        target: `>= ${SEARCH_RATIO_TARGET * 100} %, p99 <= ${SEARCH_P99_TARGET_MS} ms`,
        pass: ratio >= SEARCH_RATIO_TARGET && load.p99 <= SEARCH_P99_TARGET_MS && load.failures === 0,
      },
      {
        name: `first request of each of those URLs, one at a time (no response cache)`,
        cells: ['—', '—', formatMs(median(firstHits)), formatMs(percentileOfUnsorted(firstHits, 99)), '0'],
        target: 'informational',
        pass: null,
      },
    ];
    return { rows, venues: all.total };
  } finally {
    await server.stop();
  }
}

/** Replaces every reporting venue's key by a known one (bench-only database) and lists the venues. */
function installBenchKeys(databaseFile: string): number[] {
  const db = new Database(databaseFile);
  try {
    const ids = db.prepare('select organ_id from venue_flow_key order by organ_id').pluck().all() as number[];
    const update = db.prepare('update venue_flow_key set key_hash = ? where organ_id = ?');
    db.transaction(() => {
      for (const id of ids) update.run(createHash('sha256').update(benchKey(id)).digest('hex'), id);
    })();
    return ids;
  } finally {
    db.close();
  }
}

const benchKey = (organId: number): string => `bench-flow-key-${organId}-0123456789abcdef`;

function countPushedRows(databaseFile: string): { hours: number; days: number } {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const hours = db
      .prepare('select count(*) from venue_flow_hour where flow_date = ? and hour = ?')
      .pluck()
      .get(PUSH_DATE, PUSH_HOUR) as number;
    const days = db.prepare('select count(*) from venue_flow_day where flow_date = ?').pluck().get(PUSH_DATE) as number;
    return { hours, days };
  } finally {
    db.close();
  }
}

/** Pushes one count per venue with `PUSH_CONCURRENCY` workers; resolves with accepted count and wall time. */
async function pushAll(
  baseUrl: string,
  organIds: number[],
): Promise<{ accepted: number; refused: string[]; wallMs: number }> {
  let next = 0;
  let accepted = 0;
  const refused: string[] = [];
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < organIds.length) {
      const organId = organIds[next++]!;
      const response = await fetch(`${baseUrl}/api/data/passengerFlow/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'venue-key': benchKey(organId) },
        body: JSON.stringify({ organId, flowDate: PUSH_DATE, hour: PUSH_HOUR, count: 50 + (organId % 400) }),
      });
      const body = (await response.json()) as { code: number; msg: string; data: { result?: string } | null };
      if (body.code === 200 && body.data?.result === 'created') accepted += 1;
      else if (refused.length < 5) refused.push(`${organId}: ${body.code} ${body.msg}`);
      else refused.push('');
    }
  };
  await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, worker));
  return { accepted, refused, wallMs: performance.now() - started };
}

/** Part 2 and 3: ranking latency and the push window (changes the keys of `databaseFile`). */
async function benchFlow(databaseFile: string, log: Log): Promise<Row[]> {
  const organIds = installBenchKeys(databaseFile);
  const server = await startPortalServer({ databaseFile, readyTimeoutMs: 120_000, env: { CLOCK_START } });
  const { baseUrl } = server;
  try {
    const token = await publicLogin(baseUrl);
    const headers = apiHeaders(token);
    const { waitedMs } = await waitForMapIndex(baseUrl, token);
    log(`flow: the fitness map index was ready after ${formatMs(waitedMs)} ms more; measuring from then`);
    log(
      `flow: ranking of each seeded day over ${formatCount(organIds.length)} reporting venues (first request per day)`,
    );
    const rankingTimes: number[] = [];
    let rankedVenues = 0;
    for (let day = 1; day <= 30; day += 1) {
      const date = new Date(Date.parse('2026-11-01T00:00:00Z') - day * 86_400_000).toISOString().slice(0, 10);
      rankingTimes.push(
        await timedGet(`${baseUrl}/api/data/passengerFlow/ranking?date=${date}&pageNum=1&pageSize=20`, headers),
      );
      if (day === 1) {
        const page = await apiGet<{ reportingVenues: number }>(baseUrl, token, '/api/data/passengerFlow/ranking', {
          date,
        });
        rankedVenues = page.reportingVenues;
      }
    }
    log(`  median ${formatMs(median(rankingTimes))} ms, max ${formatMs(Math.max(...rankingTimes))} ms`);

    log(
      `flow: ${formatCount(organIds.length)} venues push hour ${PUSH_HOUR} of ${PUSH_DATE}, ${PUSH_CONCURRENCY} at a time`,
    );
    const push = await pushAll(baseUrl, organIds);
    const insideWindow = Date.parse(CLOCK_START) + push.wallMs < WINDOW_END;
    const counted = countPushedRows(databaseFile);
    log(
      `  accepted ${push.accepted} in ${(push.wallMs / 1000).toFixed(1)} s; rows counted: ${counted.hours} hours, ${counted.days} day totals`,
    );
    for (const line of push.refused.filter(Boolean)) log(`  refused ${line}`);
    return [
      {
        name: `national ranking of one day (${formatCount(rankedVenues)} venues x 24 h), first request, median / max of 30 days`,
        cells: [`${formatMs(median(rankingTimes))} / ${formatMs(Math.max(...rankingTimes))} ms`],
        target: `<= ${RANKING_TARGET_MS} ms`,
        pass: Math.max(...rankingTimes) <= RANKING_TARGET_MS,
      },
      {
        name: `${formatCount(organIds.length)} venues push one hour in one window (${PUSH_CONCURRENCY} concurrent)`,
        cells: [
          `${formatCount(push.accepted)} accepted in ${(push.wallMs / 1000).toFixed(1)} s; ${formatCount(counted.hours)} hour rows, ${formatCount(counted.days)} day rows`,
        ],
        target: 'all accepted inside H:00-H:10, rows = pushes',
        pass:
          insideWindow &&
          push.accepted === organIds.length &&
          counted.hours === organIds.length &&
          counted.days === organIds.length,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** Runs the venue opening figures; `hello` is the hello-world run of the same bench. */
export async function benchVenueOpening(hello: LoadResult, log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const databaseFile = makeTempDatabaseFile('portal-bench-venues-');
  try {
    const seedMs = await seed(databaseFile, SCALE, log);
    const search = await benchSearch(databaseFile, hello, log);
    const flow = await benchFlow(databaseFile, log);
    return report(search, flow, seedMs);
  } finally {
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

function report(
  search: { rows: Row[]; venues: number },
  flow: Row[],
  seedMs: number,
): { tables: Table[]; notes: string[] } {
  return {
    tables: [
      {
        title: `Venue search at ${formatCount(search.venues)} venues (seed scale ${SCALE}, SQLite; seeded in ${(seedMs / 1000).toFixed(0)} s)`,
        headers: ['requests/s', 'ratio to raw hello-world', 'p50 (ms)', 'p99 (ms)', 'non-2xx/errors'],
        rows: search.rows,
      },
      { title: `Passenger flow (the same database)`, headers: ['measured'], rows: flow },
    ],
    notes: [
      `Venue search: GET /api/data/v2/venue/search filtered by province, organType and openNow or freeNow (the open-now engine in SQL), 10 per page; the load run cycles through all the URLs on every connection, so the per-URL response cache (kept until the end of the clock minute) serves repeats as it would for real visitors, and a minute that turns during the run recomputes every URL; the "first request" row times each URL once, before the load, when nothing is cached. Both servers are measured once the fitness map's in-memory index has been built after start-up (its sort runs in a worker thread, but reading the points and the worker's share of the two cores still slow the first seconds).`,
      `Passenger flow: the ranking reads the running day totals (venue_flow_day) kept by each push; the push run starts the built server with CLOCK_START=${CLOCK_START} (its clock then runs in real time), and counts venue_flow_hour and venue_flow_day rows in the database afterwards.`,
    ],
  };
}
