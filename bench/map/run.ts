/**
 * `npm run bench:map` (docs/benchmarks.md "Fitness map"): the national fitness map at ~6 million points, on SQLite or
 * PostgreSQL. The npm script builds first (scripts/start.mjs --build-only). Steps:
 * 1. the national database (./bench-database.ts): DATABASE_URL=postgres://… measures that PostgreSQL
 *    database (seeded with `--map-national` unless it already holds the national map); otherwise SQLite:
 *    MAP_BENCH_DB=<file> reuses that file when it exists, or seeds it there and keeps it; without it a
 *    temporary file is seeded and removed afterwards. Seeding runs `seed-cli.js --map-national` (timed);
 * 2. starts the built server on it (test-support/portal-server.ts) and polls GET /api/data/fitnessMap/summary
 *    until the in-memory index is built: the server's own build time (target <= 5 min);
 * 3. resident memory of the server (/proc/<pid>/status VmRSS, and VmHWM, the peak) after the build and
 *    after the load (target <= 1 GB);
 * 4. from here on, this process moves MAP_BENCH_CHANGES_PER_MIN map points a minute (default 1,000) through
 *    the write path (./point-changes.ts; announced on Redis when REDIS_URL is set, which the server then
 *    also gets), as the map must take them while it serves;
 * 5. the map as visitors use it (./viewports.ts cityViewports: 4,000 views around 39 real cities, zoom
 *    4-17, phone and desktop, a quarter with a type filter), 20 concurrent clients, closed loop, 30 s after a
 *    5 s warm-up, browser headers: first the tile requests the page makes (GET .../tile/{z}/{x}/{y}, the
 *    tiles of each view in turn): p95 <= 25 ms, p99 <= 50 ms; then the same views as one bbox cluster
 *    request each (the API for other clients; informational target as before);
 * 6. nearby: 20 concurrent clients for 20 s over 4,000 random searches after the same 5 s warm-up: p95 <= 20 ms;
 * 6b. a new point's visibility: MAP_VISIBILITY_WRITES points added one at a time, each timed from its
 *    commit until its zoom-12 tile shows it: p95 <= 5 s;
 * 6. markers per response over 1,000 of the viewports plus extreme ones (target <= 500), checking that
 *    the counts add up to `total` in each;
 * 7. keyword search (informational): a few 2- to 4-character keywords, and two that match nothing
 *    (5 characters: answered by the trigram index; 2 characters: a whole-table scan), one request each.
 * Prints the tables, labelled with the database, and writes them into that database's part of the
 * fitness-map section of docs/benchmarks.md (bench/map/benchmarks-section.ts), leaving the other
 * database's part and the rest of the file alone. Exit code 0 even when a target is missed; 1 when a
 * step fails.
 */
import { apiHeaders } from '../browser-headers.js';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiGet, publicLogin } from '../../test-support/portal-api.js';
import { REPO_ROOT, startPortalServer, type PortalServer } from '../../test-support/portal-server.js';
import { currentLoad, describeMachine, formatCount, percentile, renderTable, type Row, type Table } from '../report.js';
import { benchDatabase } from './bench-database.js';
import { writeDatabasePart } from './benchmarks-section.js';
import { measureLatencies, type LatencyResult } from './latency-load.js';
import { pidListeningOn, residentMemory } from './process-memory.js';
import { startPointChanges, type PointChanges } from './point-changes.js';
import { cityViewports, clusterPath, randomNearbyPaths, tilePaths, viewportAround } from './viewports.js';
import { waitForMapIndex } from '../map-index-ready.js';

const CONNECTIONS = 20;
const CLUSTER_SECONDS = 30;
const NEARBY_SECONDS = 20;
/** Load on the news list from start-up, while the map index builds. */
const DURING_BUILD_SECONDS = 10;
const WARM_UP_SECONDS = 5;
/** Point changes a minute during the loads (the spine's target load for the map). */
const CHANGES_PER_MINUTE = Number(process.env.MAP_BENCH_CHANGES_PER_MIN ?? 1000);
const VISIBILITY_WRITES = Number(process.env.MAP_VISIBILITY_WRITES ?? 20);
/**
 * Not substrings of any seeded name or address (place words are county names and venue kinds): 5
 * characters (the trigram index answers) and 2 (too short for a trigram: the whole-table LIKE scan).
 */
const NO_MATCH_KEYWORDS = ['无此关键词', '无此'] as const;
/** Responses carry browser headers (compressed), as in production. */
const TARGETS = {
  tileP95: 25,
  tileP99: 50,
  clusterP95: 25,
  clusterP99: 100,
  nearbyP95: 20,
  visibleP95: 5_000,
  duringBuildP99: 20,
  memory: 1024 ** 3,
  buildMs: 5 * 60_000,
  markers: 500,
};

interface ClusterData {
  total: number;
  clusters: { count: number }[];
  points: unknown[];
}

function log(message: string): void {
  process.stderr.write(`[bench:map] ${message}\n`);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const secondsText = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** Markers per response over `paths`, checking that counts add up to `total`. */
async function markerCounts(
  server: PortalServer,
  headers: Record<string, string>,
  paths: string[],
): Promise<{ max: number; worst: string; mismatches: number }> {
  let max = 0;
  let worst = '';
  let mismatches = 0;
  for (const path of paths) {
    const response = await fetch(`${server.baseUrl}${path}`, { headers });
    const body = (await response.json()) as { code: number; data: ClusterData };
    if (body.code !== 200) throw new Error(`${path}: code ${body.code}`);
    const markers = body.data.clusters.length + body.data.points.length;
    if (markers > max) [max, worst] = [markers, path];
    const sum = body.data.clusters.reduce((s, c) => s + c.count, 0) + body.data.points.length;
    if (sum !== body.data.total) mismatches += 1;
  }
  return { max, worst, mismatches };
}

function latencyRow(name: string, result: LatencyResult, p95Target: number, p99Target: number | null): Row {
  const pass = result.p95 <= p95Target && (p99Target === null || result.p99 <= p99Target) && result.failures === 0;
  return {
    name,
    cells: [
      formatCount(result.requestsPerSec),
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      ms(result.max),
      formatCount(result.failures),
    ],
    target: `p95 <= ${p95Target} ms${p99Target === null ? '' : `, p99 <= ${p99Target} ms`}, 0 failures`,
    pass,
  };
}

async function main(): Promise<void> {
  const loadAtStart = currentLoad();
  log(`1-minute load average: ${loadAtStart} on ${describeMachine()}`);
  const database = await benchDatabase(log);
  let server: PortalServer | undefined;
  let changes: PointChanges | undefined;
  const redisUrl = process.env.REDIS_URL || null;
  try {
    // The harness hands databaseFile to the server as DATABASE_URL, so a postgres:// URL works as well.
    server = await startPortalServer({
      databaseFile: database.url,
      seed: false,
      readyTimeoutMs: 120_000,
      env: redisUrl ? { REDIS_URL: redisUrl } : {},
    });
    log(`server healthy after ${secondsText(server.readyAfterMs)}`);
    const pid = pidListeningOn(server.port);
    const token = await publicLogin(server.baseUrl);
    const headers = apiHeaders(token);
    // Other requests while the index is built (the sort runs in a worker thread): the news list.
    log(`news list while the index builds: ${CONNECTIONS} clients for ${DURING_BUILD_SECONDS} s`);
    const duringBuildRun = measureLatencies(server.baseUrl, ['/api_/ow/news/list?pageNum=1&pageSize=10'], {
      connections: CONNECTIONS,
      duration: DURING_BUILD_SECONDS,
      headers,
    });
    const { summary, waitedMs } = await waitForMapIndex(server.baseUrl, token);
    const duringBuild = await duringBuildRun;
    const buildOverlapMs = Math.min(DURING_BUILD_SECONDS * 1000, waitedMs);
    const wallMs = waitedMs + server.readyAfterMs;
    log(
      `index of ${formatCount(summary.total)} points built in ${secondsText(summary.buildMs)} (ready ${secondsText(wallMs)} after spawn)`,
    );
    const memoryBuilt = residentMemory(pid);
    log(`resident memory after the build: ${mb(memoryBuilt.rss)} (peak ${mb(memoryBuilt.peak)})`);

    // What else the server is building while the map is measured (at national size: the facility snapshot,
    // the site-search index and the open-data files), so the figures can be read for what they are.
    const details = (await (await fetch(`${server.baseUrl}/healthz/details`)).json()) as {
      data: { readModels: { name: string; state: string }[] };
    };
    const busyModels = details.data.readModels.filter((m) => m.state === 'building').map((m) => m.name);
    log(`read models still building when the loads start: ${busyModels.join(', ') || 'none'}`);
    if (CHANGES_PER_MINUTE > 0) {
      log(
        `moving ${CHANGES_PER_MINUTE} points a minute through the write path${redisUrl ? ` (Redis ${redisUrl})` : ' (no Redis: the server probes)'}`,
      );
      changes = await startPointChanges(database.url, redisUrl, CHANGES_PER_MINUTE);
    }
    const viewports = cityViewports(4000);
    const tileRequests = viewports.flatMap(tilePaths);
    const clusterPaths = viewports.map(clusterPath);
    const load = async (name: string, paths: string[], seconds: number, warmUp: boolean) => {
      log(`${name}: ${warmUp ? `warm-up ${WARM_UP_SECONDS} s, then ` : ''}${CONNECTIONS} clients for ${seconds} s`);
      if (warmUp)
        await measureLatencies(server!.baseUrl, paths, {
          connections: CONNECTIONS,
          duration: WARM_UP_SECONDS,
          headers,
        });
      const result = await measureLatencies(server!.baseUrl, paths, {
        connections: CONNECTIONS,
        duration: seconds,
        headers,
      });
      log(
        `  ${formatCount(result.requestsPerSec)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, failures ${result.failures}`,
      );
      return result;
    };
    const tiles = await load('tiles', tileRequests, CLUSTER_SECONDS, true);
    const cluster = await load('cluster', clusterPaths, CLUSTER_SECONDS, true);
    const nearbyPaths = randomNearbyPaths(4000);
    const nearby = await load('nearby', nearbyPaths, NEARBY_SECONDS, true);
    const visibility: number[] = [];
    if (changes) {
      for (let attempt = 0; attempt < VISIBILITY_WRITES; attempt += 1) {
        visibility.push(await changes.visibleAfter(server.baseUrl, headers, attempt));
      }
      visibility.sort((a, b) => a - b);
      log(
        `new point visible on its tile after: p50 ${ms(percentile(visibility, 50))}, p95 ${ms(percentile(visibility, 95))}`,
      );
    }
    const changed = changes ? await changes.stop() : { changes: 0, failures: 0 };
    changes = undefined;
    log(`point changes committed during the loads: ${changed.changes} (failures ${changed.failures})`);

    const extremes = [
      `/api/data/fitnessMap/cluster?bbox=-180,-85,180,85&zoom=18`,
      `/api/data/fitnessMap/cluster?bbox=73,18,135,54&zoom=0`,
      `/api/data/fitnessMap/cluster?bbox=${viewportAround(116.42602, 39.88433, 5, 1920, 1080).join(',')}&zoom=5`,
      `/api/data/fitnessMap/cluster?bbox=${viewportAround(116.42602, 39.88433, 17, 1920, 1080).join(',')}&zoom=17`,
      `/api/data/fitnessMap/cluster?bbox=${viewportAround(121.47, 31.23, 18, 3840, 2160).join(',')}&zoom=18`,
    ];
    const markers = await markerCounts(server, headers, [...clusterPaths.slice(0, 1000), ...extremes]);
    log(`markers: at most ${markers.max} per response (${markers.worst}); count mismatches ${markers.mismatches}`);

    const searchTimes: number[] = [];
    for (const keyword of ['体育', '滑冰', '健身步道', '西湖区', '路径']) {
      const started = performance.now();
      await apiGet(server.baseUrl, token, '/api/data/fitnessMap/search', { keyword, pageSize: 10 });
      searchTimes.push(performance.now() - started);
    }
    searchTimes.sort((a, b) => a - b);
    // Keywords no point contains: without an index the search reads the whole table (the worst case).
    const noMatchMs: number[] = [];
    for (const keyword of NO_MATCH_KEYWORDS) {
      const started = performance.now();
      await apiGet(server.baseUrl, token, '/api/data/fitnessMap/search', { keyword, pageSize: 10 });
      noMatchMs.push(performance.now() - started);
    }
    log(`search: median ${ms(percentile(searchTimes, 50))}, no match ${noMatchMs.map(ms).join(' / ')}`);
    const memoryAfter = residentMemory(pid);
    log(`resident memory after the load: ${mb(memoryAfter.rss)} (peak ${mb(memoryAfter.peak)})`);

    const tables: Table[] = [
      {
        title: `Fitness map data and index (${formatCount(summary.total)} points, ${database.label})`,
        headers: ['figure'],
        rows: [
          {
            name: `seed \`npm run seed -- --map-national\` (whole seed, fresh ${database.label})`,
            cells: [
              database.seedMs === null
                ? `reused (${database.dialect === 'sqlite' ? 'MAP_BENCH_DB' : 'DATABASE_URL'})`
                : secondsText(database.seedMs),
            ],
            target: 'informational',
            pass: null,
          },
          {
            name: `points by map type 1-6: ${[1, 2, 3, 4, 5, 6].map((t) => formatCount(summary.counts[t] ?? 0)).join(' / ')}`,
            cells: [formatCount(summary.total)],
            target: '~6 million',
            pass: summary.total >= 5_900_000,
          },
          {
            name: 'build the in-memory index from the database (server-measured)',
            cells: [secondsText(summary.buildMs)],
            target: '<= 5 min',
            pass: summary.buildMs <= TARGETS.buildMs,
          },
          {
            name: 'server start to the first 200 on /healthz (index still building)',
            cells: [secondsText(server.readyAfterMs)],
            target: 'informational',
            pass: null,
          },
          {
            name: 'server resident memory (VmRSS) after the build / after the load',
            cells: [`${mb(memoryBuilt.rss)} / ${mb(memoryAfter.rss)}`],
            target: '<= 1 GB',
            pass: Math.max(memoryBuilt.rss, memoryAfter.rss) <= TARGETS.memory,
          },
          {
            name: 'server peak resident memory (VmHWM, includes the build)',
            cells: [mb(memoryAfter.peak)],
            target: '<= 1 GB',
            pass: memoryAfter.peak <= TARGETS.memory,
          },
        ],
      },
      {
        title: `Fitness map queries (${database.label}, ${CONNECTIONS} concurrent clients, closed loop)`,
        headers: ['requests/s', 'p50', 'p95', 'p99', 'max', 'failures'],
        rows: [
          latencyRow(
            `GET /api/data/fitnessMap/tile/{z}/{x}/{y}: the ${formatCount(tileRequests.length)} tile requests of ${viewports.length} visitor views, ${CLUSTER_SECONDS} s`,
            tiles,
            TARGETS.tileP95,
            TARGETS.tileP99,
          ),
          latencyRow(
            `GET /api/data/fitnessMap/cluster, the same ${viewports.length} views as one bbox request each, ${CLUSTER_SECONDS} s`,
            cluster,
            TARGETS.clusterP95,
            TARGETS.clusterP99,
          ),
          latencyRow(
            `GET /api/data/fitnessMap/nearby, ${nearbyPaths.length} random centres, radius 1-50 km, limit 20, ${NEARBY_SECONDS} s`,
            nearby,
            TARGETS.nearbyP95,
            null,
          ),
          latencyRow(
            `GET /api_/ow/news/list from start-up, the index building for the first ${secondsText(buildOverlapMs)} of ${DURING_BUILD_SECONDS} s`,
            duringBuild,
            TARGETS.duringBuildP99,
            TARGETS.duringBuildP99,
          ),
        ],
      },
      {
        title: `Fitness map writes during the loads (${database.label})`,
        headers: ['figure'],
        rows: [
          {
            name: `map points moved through the write path while the loads ran (target rate ${formatCount(CHANGES_PER_MINUTE)} a minute)`,
            cells: [`${formatCount(changed.changes)} (${formatCount(changed.failures)} failed)`],
            target: 'informational',
            pass: null,
          },
          {
            name: `a new point on its zoom-12 tile, from the commit (p50 / p95 / max of ${visibility.length})`,
            cells: [
              visibility.length === 0
                ? 'not measured'
                : `${ms(percentile(visibility, 50))} / ${ms(percentile(visibility, 95))} / ${ms(visibility.at(-1)!)}`,
            ],
            target: '<= 5 s (p95)',
            pass: visibility.length === 0 ? null : percentile(visibility, 95) <= TARGETS.visibleP95,
          },
        ],
      },
      {
        title: `Fitness map responses (${database.label})`,
        headers: ['figure'],
        rows: [
          {
            name: `most markers (clusters + points) in one cluster response, over 1,000 viewports and ${extremes.length} extreme ones`,
            cells: [String(markers.max)],
            target: '<= 500',
            pass: markers.max <= TARGETS.markers,
          },
          {
            name: 'responses whose counts do not add up to their total',
            cells: [String(markers.mismatches)],
            target: '0',
            pass: markers.mismatches === 0,
          },
          {
            name: 'GET /api/data/fitnessMap/search, 5 keywords of 2-4 characters, one request each (median / max)',
            cells: [`${ms(percentile(searchTimes, 50))} / ${ms(searchTimes[searchTimes.length - 1]!)}`],
            target: 'informational',
            pass: null,
          },
          ...NO_MATCH_KEYWORDS.map((keyword, i) => ({
            name: `GET /api/data/fitnessMap/search, a ${[...keyword].length}-character keyword no point contains ('${keyword}'), one request`,
            cells: [ms(noMatchMs[i]!)],
            target: 'informational',
            pass: null,
          })),
        ],
      },
    ];
    const notes = [
      `Date: ${new Date().toISOString()}; machine: ${describeMachine()}; 1-minute load average at the start: ${loadAtStart} (other work on the machine lowers every figure).`,
      `Database: ${database.dialect === 'sqlite' ? 'SQLite' : `${database.label} on the same machine (${database.settings}; the server's pool holds 10 connections)`} seeded by \`npm run seed -- --map-national\` (the default data set plus ~6.1 million map points around real county centres). The built server (\`node apps/server/dist/server.js\`) runs on it with LOG_LEVEL=warn; the clients run in the bench process on the same 2-core machine${database.dialect === 'sqlite' ? '' : ', sharing it with PostgreSQL'}.`,
      'Index build: the server builds its in-memory quadtree index from `map_point` in the background after start-up (apps/server/src/modules/fitness-map); the time is the server-measured build, from the first query to the sorted index.',
      `Loads: autocannon with 20 connections, each sending the next request as soon as the previous answer arrived; every latency is kept, so p95 and p99 are exact. Requests carry the browser headers (accept-encoding: gzip, deflate, br, zstd) and a public \`session-id\` (the tile endpoint needs none). Views: 4,000 deterministic ones around 39 real cities of every region (bench/map/viewports.ts CITY_CODES, jittered by up to ~20 km), zoom 4-17, 375x667 or 1366x768 px, a quarter with a random type filter. The tile row sends each view's tile requests in turn, as the map page asks them; the cluster row sends the same views as one bbox request each.`,
      `Writes: ${CHANGES_PER_MINUTE > 0 ? `during the loads this process moved ${formatCount(CHANGES_PER_MINUTE)} random points a minute through the server's write path (bench/map/point-changes.ts: runCommand, journalled ids${redisUrl ? ', announced on Redis' : '; no Redis, so the server found them by its change-log probe'}); each change makes the server merge it into its index and drop the answers of the changed tiles` : 'none (MAP_BENCH_CHANGES_PER_MIN=0)'}.`,
      'Memory: VmRSS and VmHWM of the server process from /proc/<pid>/status.',
      `Other work of the server during the loads: read models still building when they started: ${busyModels.join(', ') || 'none'} (GET /healthz/details); the open-data files are generated after start-up as well.`,
      'Search: one request per keyword after the loads; keywords of 3 or more characters use the trigram index of migration 0007 (SQLite: FTS5 first; PostgreSQL: one LIKE query the planner serves from the GIN indexes when the keyword is rare), 1-2 characters scan the table with LIKE in id ranges.',
    ];
    if (database.dialect === 'postgres') {
      notes.push(
        'Nearby on PostgreSQL: the point reads of requests that arrive in the same event-loop turn go to the database as one query (apps/server/src/modules/fitness-map/point-batcher.ts); before/after figures in docs/decisions/fitness-map.md.',
      );
    }
    const section = [
      `### ${database.label}${database.dialect === 'sqlite' ? ' (`npm run bench:map`)' : ' (`DATABASE_URL=postgres://… npm run bench:map`)'}`,
      '',
      ...notes.map((note) => `- ${note}`),
      '',
      // One level below the database's heading.
      ...tables.flatMap((table) => [renderTable(table).replace(/^### /, '#### '), '']),
    ].join('\n');
    process.stdout.write(`${tables.map(renderTable).join('\n\n')}\n`);
    writeDatabasePart(resolve(REPO_ROOT, 'docs/benchmarks.md'), database.dialect, section);
    log(`wrote the ${database.label} part of the fitness map section of docs/benchmarks.md`);
  } finally {
    await changes?.stop();
    await server?.stop();
    if (database.temporary) rmSync(resolve(database.url, '..'), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
