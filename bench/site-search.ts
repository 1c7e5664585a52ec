/**
 * Site search figures (docs/benchmarks.md "Site search"), part of `npm run bench` (bench/run.ts), or alone:
 * `node --import tsx bench/site-search.ts` after `node scripts/start.mjs --build-only`.
 *
 * On the scale-33 data set (SQLite: ~100,000 venues, ~50,000 matches, ~40,000 trainings, ~10,000 news, the
 * other sections at their default size), with the server at steady state (fitness map index built,
 * ./map-index-ready.ts) and a public session, browser headers (./browser-headers.ts):
 * 1. the first (uncached) request of every URL of the set, one at a time: 2-character, longer and
 *    pinyin-initials queries, all kinds and one kind, pages 1 and 2 (informational: what a new query costs);
 * 2. autocannon, 50 connections, 10 s after a 3 s warm-up, cycling through the same URLs
 *    (target p99 <= 30 ms, no error). Answers are kept 60 s per URL (modules/site-search), so this is the
 *    steady state of popular queries.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { apiHeaders } from './browser-headers.js';
import { timeNodeCommand } from './child-process.js';
import { measureAfterWarmUp, timedGet } from './load.js';
import { waitForMapIndex } from './map-index-ready.js';
import { formatCount, formatMs, median, percentile, renderTable, type Row, type Table } from './report.js';

const SCALE = 33;
const P99_TARGET_MS = 30;
const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
/** Queries a visitor types: 2 characters, longer phrases, pinyin initials of venue names. */
const QUERIES = ['体育', '健身', '游泳', '篮球', '全民健身', '体育中心', '羽毛球馆', '社区运动会', 'tyg', 'qmjs', 'ty'];
const KIND_FILTERS = ['', '&kind=venue', '&kind=news'];

type Log = (message: string) => void;

/** Every URL of the run: query x (all kinds, venues, news) x pages 1-2. */
function searchPaths(): string[] {
  return QUERIES.flatMap((q) =>
    KIND_FILTERS.flatMap((kind) =>
      [1, 2].map((page) => `/api_/ow/search/list?q=${encodeURIComponent(q)}${kind}&pageNum=${page}&pageSize=10`),
    ),
  );
}

export async function benchSiteSearch(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const databaseFile = makeTempDatabaseFile('portal-bench-search-');
  try {
    log(`site search: seeding ${databaseFile} at scale ${SCALE}`);
    const seedMs = await timeNodeCommand([SEED_CLI, '--scale', String(SCALE)], {
      DATABASE_URL: databaseFile,
      LOG_LEVEL: 'warn',
    });
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const server = await startPortalServer({ databaseFile, readyTimeoutMs: 120_000 });
    try {
      const token = await publicLogin(server.baseUrl);
      const headers = apiHeaders(token);
      await waitForMapIndex(server.baseUrl, token);
      const venues = await apiGet<Paged<unknown>>(server.baseUrl, token, '/api/data/v2/venue/search', { pageSize: 1 });
      const paths = searchPaths();
      log(`site search: first (uncached) request of ${paths.length} URLs, one at a time`);
      const first: number[] = [];
      for (const path of paths) first.push(await timedGet(`${server.baseUrl}${path}`, headers));
      first.sort((a, b) => a - b);
      log(
        `  p50 ${formatMs(median(first))} ms, p99 ${formatMs(percentile(first, 99))} ms, max ${formatMs(Math.max(...first))} ms`,
      );
      const load = await measureAfterWarmUp(
        `${server.baseUrl}/`,
        { connections: 50, duration: 10, headers, paths },
        log,
        'site search',
      );
      // For reference: one cached URL of the content kit under the same load, at the same moment.
      const news = await measureAfterWarmUp(
        `${server.baseUrl}/api_/ow/news/list?pageNum=1&pageSize=10`,
        { connections: 50, duration: 10, headers },
        log,
        'news list (reference)',
      );
      const rows: Row[] = [
        {
          name: `site search under load (${paths.length} URLs: ${QUERIES.length} queries x all kinds / venues / news x pages 1-2)`,
          cells: [formatCount(load.requestsPerSec), `${load.p50}`, `${load.p99}`, formatCount(load.failures)],
          target: `p99 <= ${P99_TARGET_MS} ms, 0 failures`,
          pass: load.p99 <= P99_TARGET_MS && load.failures === 0,
        },
        {
          name: 'for reference: GET /api_/ow/news/list?pageNum=1&pageSize=10 (one cached URL), same load',
          cells: [formatCount(news.requestsPerSec), `${news.p50}`, `${news.p99}`, formatCount(news.failures)],
          target: 'reference',
          pass: null,
        },
        {
          name: 'first request of each of those URLs, one at a time (no response cache)',
          cells: ['—', formatMs(median(first)), formatMs(percentile(first, 99)), '0'],
          target: 'informational',
          pass: null,
        },
      ];
      return {
        tables: [
          {
            title: `Site search at ${formatCount(venues.total)} venues (seed scale ${SCALE}, SQLite; autocannon, 50 connections, 10 s, browser headers)`,
            headers: ['requests/s', 'p50 (ms)', 'p99 (ms)', 'non-2xx/errors'],
            rows,
          },
        ],
        notes: [
          `Site search (bench/site-search.ts): GET /api_/ow/search/list over the seed at scale ${SCALE} (seeded in ${(seedMs / 1000).toFixed(0)} s), queries ${QUERIES.join(', ')}; every answer counts the matches of all twelve kinds and reads one page. Answers are kept 60 s per URL, so the load run (after its warm-up) is the steady state of repeated queries; the "first request" row is what a query nobody asked in the last minute costs.`,
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchSiteSearch((line) => process.stdout.write(`${line}\n`))
    .then(({ tables }) => process.stdout.write(`\n${tables.map(renderTable).join('\n\n')}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
