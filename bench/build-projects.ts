/**
 * Construction projects and /vNewsAll figures (docs/benchmarks.md "Construction projects and all news"),
 * part of `npm run bench` (bench/run.ts), or alone: `node --import tsx bench/build-projects.ts` after
 * `node scripts/start.mjs --build-only` (SQLite; with DATABASE_URL=postgres://… it measures that database,
 * reseeding it with --reset).
 *
 * On the default seed (scale 1: 4,930 projects, 1,360 of them sports parks; 500 published items) with the
 * server at steady state (fitness map index built, ./map-index-ready.ts), autocannon with 50 connections
 * and browser headers (./browser-headers.ts):
 * 1. project search: the four kinds' and the all-kinds search cycling through every province, status and
 *    year filter (target p99 <= 20 ms), and the first (uncached) request of each URL one at a time;
 * 2. project details;
 * 3. the all-news list: every kind x year x first pages, plus keywords; first requests one at a time;
 * 4. for reference, the news list (one cached URL of the content kit) under the same load: what any
 *    cached answer of the portal costs on the machine at that moment.
 * Ratios are to the raw node:http hello-world measured in the same run (./child-process.ts).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_KINDS, BUILD_STATUSES } from '@portal/contracts/build-project.codes';
import { NEWS_ALL_KINDS } from '@portal/contracts/news-all.codes';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { apiHeaders, BROWSER_HEADERS } from './browser-headers.js';
import { startHelloWorld, timeNodeCommand } from './child-process.js';
import { measureLoad, timedGet, type LoadResult } from './load.js';
import { waitForMapIndex } from './map-index-ready.js';
import { formatCount, formatMs, median, percentile, renderTable, type Row, type Table } from './report.js';

const CONNECTIONS = 50;
const SEARCH_P99_TARGET_MS = 20;
const NEWS_P99_TARGET_MS = 20;
const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
/** Plan years of the seed (2021 to the seed's reference year). */
const YEARS = [2021, 2022, 2023, 2024, 2025, 2026];
const NEWS_KEYWORDS = ['健身', '体育公园', '全民健身', '场馆开放', '通知'];

type Log = (message: string) => void;

/** The search URLs of the load mix: every kind (and all kinds) x every province, status and year. */
function searchPaths(provinces: readonly string[]): string[] {
  const prefixes = [...BUILD_KINDS.map((kind) => `/api/data/build/${kind}`), '/api/data/build'];
  return prefixes.flatMap((prefix) => [
    ...provinces.map((code) => `${prefix}/info/search?areaCode=${code}&pageNum=1&pageSize=10`),
    ...BUILD_STATUSES.map((status) => `${prefix}/info/search?status=${status}&pageNum=1&pageSize=10`),
    ...YEARS.map((year) => `${prefix}/info/search?year=${year}&pageNum=1&pageSize=10`),
    `${prefix}/info/search?keyword=${encodeURIComponent('体育')}&pageNum=1&pageSize=10`,
  ]);
}

/** The all-news URLs of the load mix: every kind (and all) x every year (and none) x pages 1-3, plus keywords. */
function newsPaths(): string[] {
  const base = '/api_/ow/information/all/list';
  const kinds = ['', ...NEWS_ALL_KINDS.map((k) => `&kind=${k}`)];
  const years = ['', '&year=2024', '&year=2025', '&year=2026'];
  return [
    ...kinds.flatMap((kind) =>
      years.flatMap((year) => [1, 2, 3].map((page) => `${base}?pageNum=${page}&pageSize=10${kind}${year}`)),
    ),
    ...NEWS_KEYWORDS.map((keyword) => `${base}?pageNum=1&pageSize=10&keyword=${encodeURIComponent(keyword)}`),
  ];
}

/** Each path once, one at a time (first request: no response cache). */
async function firstRequests(baseUrl: string, paths: readonly string[], headers: Record<string, string>) {
  const times: number[] = [];
  for (const path of paths) times.push(await timedGet(`${baseUrl}${path}`, headers));
  times.sort((a, b) => a - b);
  return { p50: median(times), p99: percentile(times, 99) };
}

function loadRow(name: string, load: LoadResult, hello: LoadResult, p99Target: number | null): Row {
  const ratio = load.requestsPerSec / hello.requestsPerSec;
  return {
    name,
    cells: [
      formatCount(load.requestsPerSec),
      `${(ratio * 100).toFixed(0)} %`,
      `${load.p50}`,
      `${load.p99}`,
      formatCount(load.failures),
    ],
    target: p99Target === null ? 'informational' : `p99 <= ${p99Target} ms`,
    pass: p99Target === null ? null : load.p99 <= p99Target && load.failures === 0,
  };
}

function firstRow(name: string, first: { p50: number; p99: number }): Row {
  return {
    name,
    cells: ['—', '—', formatMs(first.p50), formatMs(first.p99), '0'],
    target: 'informational',
    pass: null,
  };
}

/** Seeds the database (a fresh SQLite file, or `--reset` of a PostgreSQL one) at scale 1. */
async function seed(databaseUrl: string, log: Log): Promise<void> {
  const isPostgres = databaseUrl.startsWith('postgres');
  log(`build-projects: seeding ${isPostgres ? 'PostgreSQL' : databaseUrl} at scale 1`);
  const took = await timeNodeCommand([SEED_CLI, ...(isPostgres ? ['--reset'] : [])], {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  });
  log(`  seeded in ${(took / 1000).toFixed(1)} s`);
}

/** The figures on one database; `hello` is the raw hello-world of the same run. */
async function measure(databaseUrl: string, hello: LoadResult, log: Log): Promise<Row[]> {
  const server = await startPortalServer({ databaseFile: databaseUrl, readyTimeoutMs: 120_000 });
  try {
    const token = await publicLogin(server.baseUrl);
    const headers = apiHeaders(token);
    await waitForMapIndex(server.baseUrl, token);
    const provinces = (await apiGet<{ code: string }[]>(server.baseUrl, token, '/api/data/area/search')).map(
      (p) => p.code,
    );
    const search = searchPaths(provinces);
    const ids = (
      await apiGet<Paged<{ id: number }>>(server.baseUrl, token, '/api/data/build/info/search', { pageSize: 100 })
    ).list.map((p) => p.id);
    const details = ids.map((id) => `/api/data/build/info/${id}`);
    const news = newsPaths();

    log(`build-projects: first requests of ${search.length} searches and ${news.length} all-news lists`);
    const searchFirst = await firstRequests(server.baseUrl, search, headers);
    const newsFirst = await firstRequests(server.baseUrl, news, headers);
    const load = async (name: string, paths: string[]) => {
      await measureLoad(`${server.baseUrl}/`, { connections: CONNECTIONS, duration: 3, headers, paths });
      const result = await measureLoad(`${server.baseUrl}/`, {
        connections: CONNECTIONS,
        duration: 10,
        headers,
        paths,
      });
      log(`  ${name}: ${formatCount(result.requestsPerSec)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
      return result;
    };
    const searchLoad = await load('project search', search);
    const detailLoad = await load('project detail', details);
    const newsLoad = await load('all-news list', news);
    // The floor on this machine: the news list (content kit, one cached URL) in the same run.
    const reference = await load('news list (reference)', ['/api_/ow/news/list?pageNum=1&pageSize=10']);
    return [
      loadRow(
        `project search under load (${search.length} URLs: 4 kinds + all x province, status, year, keyword)`,
        searchLoad,
        hello,
        SEARCH_P99_TARGET_MS,
      ),
      firstRow('project search, first request of each URL, one at a time (no response cache)', searchFirst),
      loadRow(`project detail under load (${details.length} projects)`, detailLoad, hello, null),
      loadRow(
        `/vNewsAll list under load (${news.length} URLs: kind x year x page 1-3, keywords)`,
        newsLoad,
        hello,
        NEWS_P99_TARGET_MS,
      ),
      firstRow('/vNewsAll list, first request of each URL, one at a time (no response cache)', newsFirst),
      loadRow('reference: GET /api_/ow/news/list?pageNum=1&pageSize=10 (one cached URL)', reference, hello, null),
    ];
  } finally {
    await server.stop();
  }
}

/** Runs the raw hello-world, then the portal figures on SQLite (and on DATABASE_URL when it is PostgreSQL). */
export async function benchBuildProjects(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const hello = await startHelloWorld('raw');
  let helloResult: LoadResult;
  try {
    await measureLoad(`${hello.baseUrl}/`, { connections: CONNECTIONS, duration: 3, headers: { ...BROWSER_HEADERS } });
    helloResult = await measureLoad(`${hello.baseUrl}/`, {
      connections: CONNECTIONS,
      duration: 10,
      headers: { ...BROWSER_HEADERS },
    });
  } finally {
    await hello.stop();
  }
  log(`build-projects: raw hello-world ${formatCount(helloResult.requestsPerSec)} req/s`);
  const headers = ['requests/s', 'ratio to raw hello-world', 'p50 (ms)', 'p99 (ms)', 'non-2xx/errors'];
  const helloRow: Row = {
    name: 'raw node:http hello-world (same run)',
    cells: [formatCount(helloResult.requestsPerSec), '100 %', `${helloResult.p50}`, `${helloResult.p99}`, '0'],
    target: 'baseline',
    pass: null,
  };
  const tables: Table[] = [];
  const sqliteFile = makeTempDatabaseFile('portal-bench-build-');
  try {
    await seed(sqliteFile, log);
    const rows = await measure(sqliteFile, helloResult, log);
    tables.push({
      title: 'Construction projects and all news, SQLite (default seed)',
      headers,
      rows: [helloRow, ...rows],
    });
  } finally {
    rmSync(resolve(sqliteFile, '..'), { recursive: true, force: true });
  }
  const postgres = process.env.DATABASE_URL;
  if (postgres?.startsWith('postgres')) {
    await seed(postgres, log);
    const rows = await measure(postgres, helloResult, log);
    tables.push({
      title: 'Construction projects and all news, PostgreSQL (default seed)',
      headers,
      rows: [helloRow, ...rows],
    });
  }
  const notes = [
    'Construction projects and all news (bench/build-projects.ts): the default seed (4,930 projects in 31 provinces, 500 published items), server at steady state, autocannon with 50 connections for 10 s after a 3 s warm-up, browser headers (accept-encoding gzip, deflate, br, zstd) and a public session; each load cycles through its URL list, so the 2 s per-URL response cache serves most requests and every URL is recomputed about every 2 s. The "first request" rows time each URL once, one at a time, on a cold cache.',
  ];
  return { tables, notes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBuildProjects((line) => process.stdout.write(`${line}\n`))
    .then(({ tables }) => process.stdout.write(`\n${tables.map(renderTable).join('\n\n')}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
