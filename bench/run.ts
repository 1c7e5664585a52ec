/**
 * `npm run bench` (DESIGN.md "Tests and benchmarks"): prints the portal's figures and writes docs/benchmarks.md.
 * The npm script builds first (scripts/start.mjs --build-only). Steps, all on this machine in one run:
 * 1. seed a fresh SQLite database at the default scale (timed; target <= 30 s);
 * 2. cold start of the built server on that seeded database to the first 200 on /healthz, 3 times
 *    (median; target <= 3 s);
 * 3. autocannon, 50 connections, 10 s each (after a 3 s warm-up): a hello-world Fastify server
 *    (bench/hello-world-server.ts, child process), GET /api_/ow/news/list?pageNum=1&pageSize=10 and
 *    GET /api_/ow/news/detail?id=<first listed id> with a valid session-id (targets: >= 40 % of the
 *    hello-world requests/s, p99 <= 25 ms, no non-2xx answer);
 * 4. the JavaScript the home page fetches on first load in Chromium (target <= 200 KB gzipped);
 * 5. the venue opening figures (bench/venue-opening.ts): venue search at 100,000 venues, the
 *    national passenger-flow ranking, and every reporting venue pushing inside one window;
 * 6. the instructor and organisation figures at national size (bench/instructors-organisations.ts).
 * Exit code 0 even when a target is missed (it is a benchmark, not a test); 1 when a step fails.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from '../test-support/browser.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  makeTempDatabaseFile,
  startPortalServer,
  type PortalServer,
} from '../test-support/portal-server.js';
import { startHelloWorld, timeNodeCommand } from './child-process.js';
import { measureLoad, type LoadResult } from './load.js';
import { measureHomeScripts } from './page-weight.js';
import { existingSection, withSection } from './map/benchmarks-section.js';
import { benchVenueOpening } from './venue-opening.js';
import { benchInstructorsOrganisations } from './instructors-organisations.js';
import {
  currentLoad,
  describeMachine,
  formatCount,
  median,
  renderDocument,
  renderTable,
  type Row,
  type Table,
} from './report.js';

const SEED_TARGET_MS = 30_000;
const COLD_START_TARGET_MS = 3_000;
const COLD_START_RUNS = 3;
const RATIO_TARGET = 0.4;
const P99_TARGET_MS = 25;
const HOME_JS_TARGET_BYTES = 200 * 1024;
const LOAD = { connections: 50, duration: 10 };
const WARM_UP = { connections: 50, duration: 3 };
const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Seeds `databaseFile` at the default scale with the seed CLI; resolves with the wall time in ms. */
async function timeSeed(databaseFile: string): Promise<number> {
  if (!existsSync(SEED_CLI)) throw new Error(`${SEED_CLI} is missing: the build did not produce the seed CLI`);
  return timeNodeCommand([SEED_CLI], { DATABASE_URL: databaseFile, LOG_LEVEL: 'warn' });
}

/**
 * Starts the server with `command` on the seeded database `runs` times; resolves with each time from
 * spawn to the first 200 on /healthz and the last server (left running).
 */
async function coldStarts(
  databaseFile: string,
  label: string,
  command?: string[],
): Promise<{ times: number[]; server: PortalServer }> {
  const times: number[] = [];
  for (let run = 1; ; run += 1) {
    const server = await startPortalServer({ databaseFile, readyTimeoutMs: 60_000, ...(command ? { command } : {}) });
    times.push(server.readyAfterMs);
    log(`cold start (${label}) ${run}: ${server.readyAfterMs.toFixed(0)} ms`);
    if (run === COLD_START_RUNS) return { times, server };
    await server.stop();
  }
}

function coldStartRow(label: string, times: number[]): Row {
  const middle = median(times);
  return {
    name: `cold start, ${label}, to the first 200 on /healthz (median of ${times.length}: ${times.map((ms) => seconds(ms)).join(', ')})`,
    cells: [seconds(middle)],
    target: '<= 3 s',
    pass: middle <= COLD_START_TARGET_MS,
  };
}

async function load(label: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  log(
    `autocannon ${label}: warm-up ${WARM_UP.duration} s, then ${LOAD.connections} connections for ${LOAD.duration} s`,
  );
  await measureLoad(url, { ...WARM_UP, headers });
  const result = await measureLoad(url, { ...LOAD, headers });
  log(
    `  ${formatCount(result.requestsPerSec)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, failures ${result.failures}`,
  );
  return result;
}

function loadRow(name: string, result: LoadResult, baseline: LoadResult | null): Row {
  const ratio = baseline ? result.requestsPerSec / baseline.requestsPerSec : 1;
  const cells = [
    formatCount(result.requestsPerSec),
    `${result.p50}`,
    `${result.p99}`,
    `${(ratio * 100).toFixed(0)} %`,
    formatCount(result.failures),
  ];
  if (!baseline) return { name, cells, target: 'baseline', pass: null };
  const pass = ratio >= RATIO_TARGET && result.p99 <= P99_TARGET_MS && result.failures === 0;
  return { name, cells, target: `>= ${RATIO_TARGET * 100} %, p99 <= ${P99_TARGET_MS} ms, 0 failures`, pass };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run bench (it builds first)`);
  const loadAtStart = currentLoad();
  log(`1-minute load average: ${loadAtStart} on ${describeMachine()}`);
  const databaseFile = makeTempDatabaseFile('portal-bench-');
  let server: PortalServer | undefined;
  try {
    log(`seeding ${databaseFile} at the default scale`);
    const seedMs = await timeSeed(databaseFile);
    log(`seeded in ${seconds(seedMs)}`);

    const npmStarts = await coldStarts(databaseFile, 'npm start', ['npm', 'start']);
    await npmStarts.server.stop();
    const starts = await coldStarts(databaseFile, 'node server.js');
    server = starts.server;

    const token = await publicLogin(server.baseUrl);
    const news = await apiGet<Paged<{ id: number; title: string }>>(server.baseUrl, token, '/api_/ow/news/list', {
      pageNum: 1,
      pageSize: 10,
    });
    const newsId = news.list[0]?.id;
    if (newsId === undefined) throw new Error('the seeded database has no news');
    const headers = { 'session-id': token, 'device-id': 'portal-bench' };

    const hello = await startHelloWorld();
    let helloResult: LoadResult;
    try {
      helloResult = await load('hello world', `${hello.baseUrl}/`);
    } finally {
      await hello.stop();
    }
    const listPath = '/api_/ow/news/list?pageNum=1&pageSize=10';
    const detailPath = `/api_/ow/news/detail?id=${newsId}`;
    const listResult = await load('news list', `${server.baseUrl}${listPath}`, headers);
    const detailResult = await load('news detail', `${server.baseUrl}${detailPath}`, headers);
    const listGzip = await load('news list, gzip', `${server.baseUrl}${listPath}`, {
      ...headers,
      'accept-encoding': 'gzip',
    });

    log('loading / in Chromium');
    const browser = await launchChromium();
    const weight = await measureHomeScripts(browser, server.baseUrl).finally(() => browser.close());
    await server.stop();
    server = undefined;
    const venueOpening = await benchVenueOpening(helloResult, log);
    const instructors = await benchInstructorsOrganisations(log);

    const tables: Table[] = [
      {
        title: 'Start-up',
        headers: ['time'],
        rows: [
          {
            name: 'seed the default data (fresh SQLite, incl. migrations)',
            cells: [seconds(seedMs)],
            target: '<= 30 s',
            pass: seedMs <= SEED_TARGET_MS,
          },
          coldStartRow('`npm start` on the existing build', npmStarts.times),
          coldStartRow('`node apps/server/dist/server.js`', starts.times),
        ],
      },
      {
        title: `Load (autocannon, ${LOAD.connections} connections, ${LOAD.duration} s each)`,
        headers: ['requests/s', 'p50 (ms)', 'p99 (ms)', 'ratio to hello-world', 'non-2xx/errors'],
        rows: [
          loadRow('hello world (minimal Fastify, same machine)', helloResult, null),
          loadRow(`GET ${listPath}`, listResult, helloResult),
          loadRow(`GET /api_/ow/news/detail?id=${newsId}`, detailResult, helloResult),
          {
            ...loadRow(`GET ${listPath} with accept-encoding: gzip`, listGzip, helloResult),
            target: 'informational',
            pass: null,
          },
        ],
      },
      {
        title: 'Home page JavaScript on first load (Chromium, empty cache)',
        headers: ['scripts', 'raw', 'gzipped (level 6)', 'transferred'],
        rows: [
          {
            name: 'GET / (all JS until network idle)',
            cells: [
              String(weight.scripts),
              kilobytes(weight.rawBytes),
              kilobytes(weight.gzipBytes),
              kilobytes(weight.transferBytes),
            ],
            target: '<= 200 KB gzipped',
            pass: weight.gzipBytes <= HOME_JS_TARGET_BYTES,
          },
        ],
      },
      ...venueOpening.tables,
      ...instructors.tables,
    ];
    const notes = [
      'Seed: `node apps/server/dist/seed-cli.js` (what `npm run seed` runs) on a new SQLite file, wall time including migrations and process start.',
      'Cold start: `npm start` (npm, the staleness check of scripts/start.mjs, then the server) and `node apps/server/dist/server.js` alone, each 3 times on the already seeded database and an up-to-date build, from spawn to the first 200 on GET /healthz (polled every 25 ms).',
      'Load: autocannon runs in the bench process; the portal server and the hello-world server are separate child processes on the same machine, measured one after the other in the same run, each after a 3 s warm-up. The portal runs with LOG_LEVEL=warn (no per-request log lines, like the hello-world server). Requests carry a valid public `session-id` from POST /api/data/user/login.',
      'Hello world: a Fastify 5 server with no plugins answering GET / with {"hello":"world"} (bench/hello-world-server.ts); the portal\'s built server cannot take extra routes, so the baseline is this separate process.',
      'Home page JS: every script response of the first load of / in a fresh Chromium context, each body gzipped at level 6 and summed; "transferred" is what the server actually sent (CDP encodedDataLength).',
    ];
    notes.push(...venueOpening.notes, ...instructors.notes);
    const document = renderDocument(tables, notes, new Date(), loadAtStart);
    process.stdout.write(`${tables.map(renderTable).join('\n\n')}\n`);
    // Keep the fitness-map section `npm run bench:map` wrote (a separate, much longer run).
    const benchmarksFile = resolve(REPO_ROOT, 'docs/benchmarks.md');
    const mapSection = existsSync(benchmarksFile) ? existingSection(readFileSync(benchmarksFile, 'utf8')) : null;
    writeFileSync(benchmarksFile, mapSection === null ? document : withSection(document, mapSection));
    log('wrote docs/benchmarks.md');
  } finally {
    await server?.stop();
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
