/**
 * 数据开放 figures (docs/benchmarks.md "Open data"; docs/decisions/open-data.md):
 * `node --import tsx bench/open-data.ts [--scale N] [--database FILE]` after `node scripts/start.mjs --build-only`
 * (SQLite only). Seeds a temporary database at scale N (default 5) with the built seed CLI, or uses FILE as
 * seeded (kept; e.g. `seed-cli --scale 50 --facility-national`), then
 * 1. generation: every dataset's CSV, XLSX, JSON, GeoJSON and datapackage.json in a child process
 *    (./open-data-generate.ts): wall time, peak resident memory, rows and bytes (issue targets at national
 *    size: <= 10 min, <= 1 GB);
 * 2. the row API: the built server on that database (TRUST_PROXY on, each request from its own
 *    X-Forwarded-For address, so the per-address limit of 1 req/s does not answer 429), once its background
 *    generation at start-up is done (it regenerates what the child wrote) and after one warm-up pass over the
 *    paths; ROW_REQUESTS requests one at a time over every dataset: pages 1, 2, 5, the middle and the last page,
 *    a province filter (pages 1 and 3) and, where the dataset filters on organType, province and organType
 *    together: p50 / p99 / max (target p99 <= 20 ms). Each request carries a browser's headers (./browser-headers.ts: `accept-encoding: gzip, deflate, br, zstd`),
 *    so the figure includes the answer's compression;
 * 3. downloads (./open-data-downloads.ts): the largest file whole and resumed with Range, and the news list's
 *    p99 alone and during 20 parallel downloads (target <= 25 ms); left out with `--skip-downloads` (when only
 *    the row API is being measured).
 * Prints the tables as Markdown.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { publicLogin } from '../test-support/portal-api.js';
import { apiHeaders, BROWSER_HEADERS } from './browser-headers.js';
import { runNodeCommand } from './child-process.js';
import { measureDownloads, p99 as p99Of, PARALLEL_DOWNLOADS } from './open-data-downloads.js';
import { timedGet } from './load.js';
import { formatCount, formatMs, percentileOfUnsorted, renderTable, type Table } from './report.js';

const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
const ROW_REQUESTS = 1000;
const ROW_P99_TARGET_MS = 20;
const NEWS_P99_TARGET_MS = 25;
/** How long the bench waits for the server's start-up generation to begin before timing without it. */
const START_WAIT_MS = 120_000;

const argOf = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const scale = Number(argOf('--scale') ?? 5);
const givenDatabase = argOf('--database');
const skipDownloads = process.argv.includes('--skip-downloads');
const sizeName = givenDatabase ? `database ${givenDatabase}` : `scale ${scale}`;
const log = (message: string) => process.stdout.write(`${message}\n`);

interface Catalogue {
  data: { datasets: { id: string; rows: number; modified: string }[]; generating: boolean };
}
interface Detail {
  data: { columns: { name: string; filterable: boolean }[]; files: { url: string; byteSize: number }[] };
}

const databaseFile = givenDatabase ?? makeTempDatabaseFile();
const openDataDir = mkdtempSync(join(tmpdir(), 'portal-bench-opendata-'));
try {
  if (!givenDatabase) {
    log(`seeding scale ${scale} …`);
    const seeded = await runNodeCommand([SEED_CLI, '--scale', String(scale)], { DATABASE_URL: databaseFile });
    log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  }

  const generated = await runNodeCommand(['--import', 'tsx', 'bench/open-data-generate.ts'], {
    DATABASE_URL: databaseFile,
    OPEN_DATA_DIR: openDataDir,
  });
  const figures = JSON.parse(generated.output.trim().split('\n').pop() ?? '{}') as {
    ms: number;
    maxRssMb: number;
    datasets: number;
    rows: number;
    bytes: number;
  };
  const generation: Table = {
    title: `Open data: file generation (${sizeName})`,
    headers: ['value'],
    rows: [
      { name: 'datasets', cells: [String(figures.datasets)], target: '', pass: null },
      { name: 'rows (all datasets)', cells: [formatCount(figures.rows)], target: '', pass: null },
      {
        name: 'bytes written (all formats)',
        cells: [`${(figures.bytes / 1024 / 1024).toFixed(1)} MB`],
        target: '',
        pass: null,
      },
      { name: 'wall time', cells: [`${(figures.ms / 1000).toFixed(1)} s`], target: '', pass: null },
      {
        name: 'peak resident memory',
        cells: [`${figures.maxRssMb.toFixed(0)} MB`],
        target: '<= 1 GB',
        pass: figures.maxRssMb <= 1024,
      },
    ],
  };

  const serverStartedAt = Date.now();
  const server = await startPortalServer({
    databaseFile,
    seed: false,
    env: { TRUST_PROXY: 'true', OPEN_DATA_DIR: openDataDir },
  });
  try {
    // The server regenerates at start-up, in its generation thread, the files the child wrote (the child's build
    // stamp is the source's, not the bundle's: modules/open-data/sources.ts), once its read models are built.
    // The catalogue says `generating: false` before that job starts, so the row API is timed only once every
    // dataset was regenerated by the server or a job was seen to end (or none started within START_WAIT_MS).
    let catalogue: Catalogue['data'] = { datasets: [], generating: true };
    let sawGenerating = false;
    for (;;) {
      catalogue = ((await (await fetch(`${server.baseUrl}/api/open/v1/datasets`)).json()) as Catalogue).data;
      sawGenerating ||= catalogue.generating;
      const regenerated = catalogue.datasets.every((d) => Date.parse(d.modified) >= serverStartedAt);
      const settled = sawGenerating || regenerated || Date.now() - serverStartedAt > START_WAIT_MS;
      if (!catalogue.generating && catalogue.datasets.length > 0 && settled) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    const withApi = catalogue.datasets;
    const details = new Map<string, Detail['data']>();
    for (const d of withApi) {
      details.set(
        d.id,
        ((await (await fetch(`${server.baseUrl}/api/open/v1/datasets/${d.id}`)).json()) as Detail).data,
      );
    }
    const paths = withApi.flatMap((d) => {
      const last = Math.max(1, Math.ceil(d.rows / 100));
      const filterable = new Set(
        details
          .get(d.id)
          ?.columns.filter((c) => c.filterable)
          .map((c) => c.name),
      );
      const rows = (query: string) => `/api/open/v1/${d.id}?${query}&pageSize=100`;
      return [
        ...[1, 2, 5, Math.ceil(last / 2), last].map((page) => rows(`pageNum=${page}`)),
        ...(filterable.has('provinceCode') ? [rows('provinceCode=330000'), rows('provinceCode=330000&pageNum=3')] : []),
        ...(filterable.has('organType') ? [rows('provinceCode=330000&organType=1&pageNum=2')] : []),
      ];
    });
    // One pass first, as the news list's warm-up: the route's lazily compiled schema and each file's first read
    // are start-up costs, not the steady page this row measures (the first-request costs are the server's
    // cold start, measured by the core bench).
    for (const [i, path] of paths.entries())
      await timedGet(`${server.baseUrl}${path}`, {
        ...BROWSER_HEADERS,
        'x-forwarded-for': `10.255.${(i >> 8) & 255}.${i & 255}`,
      });
    const times: number[] = [];
    for (let i = 0; i < ROW_REQUESTS; i += 1) {
      const path = paths[i % paths.length] as string;
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      times.push(await timedGet(`${server.baseUrl}${path}`, { ...BROWSER_HEADERS, 'x-forwarded-for': address }));
    }
    const p99 = percentileOfUnsorted(times, 99);
    // The slowest paths (median of their requests): where the tail comes from.
    const byPath = new Map<string, number[]>();
    times.forEach((ms, i) =>
      byPath.set(paths[i % paths.length] as string, [...(byPath.get(paths[i % paths.length] as string) ?? []), ms]),
    );
    log(
      `row API: ${paths.length} paths over ${withApi.length} datasets; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const slowest = [...byPath]
      .map(([path, list]) => [path, percentileOfUnsorted(list, 50)] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [path, ms] of slowest.slice(0, 8)) log(`slow: ${formatMs(ms)} ms ${path}`);
    const rowApi: Table = {
      title: `Open data: row API, one request at a time (${sizeName})`,
      headers: ['requests', 'p50 (ms)', 'p99 (ms)', 'max (ms)'],
      rows: [
        {
          name: `${withApi.length} datasets × pages 1, 2, 5, middle, last; province (pages 1, 3); province + type; pageSize 100`,
          cells: [
            String(times.length),
            formatMs(percentileOfUnsorted(times, 50)),
            formatMs(p99),
            formatMs(Math.max(...times)),
          ],
          target: `p99 <= ${ROW_P99_TARGET_MS} ms`,
          pass: p99 <= ROW_P99_TARGET_MS,
        },
      ],
    };
    if (skipDownloads) log(`\n${renderTable(generation)}\n\n${renderTable(rowApi)}`);
    else {
      const largest = [...details.values()].flatMap((d) => d.files).sort((a, b) => b.byteSize - a.byteSize)[0] as {
        url: string;
        byteSize: number;
      };
      log(
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}; downloads: ${largest.url} (${(largest.byteSize / 1024 / 1024).toFixed(1)} MB)`,
      );
      const headers = apiHeaders(await publicLogin(server.baseUrl));
      const dl = await measureDownloads(server.baseUrl, `${server.baseUrl}${largest.url}`, largest.byteSize, headers);
      const newsP99 = p99Of(dl.news.duringDownloads);
      const downloads: Table = {
        title: `Open data: downloads of the largest file (${sizeName})`,
        headers: ['value'],
        rows: [
          {
            name: `whole file, one curl (${largest.url.split('/').pop()}, ${(largest.byteSize / 1024 / 1024).toFixed(1)} MB)`,
            cells: [`${dl.whole.seconds.toFixed(2)} s, ${dl.whole.mbPerSecond.toFixed(0)} MB/s`],
            target: '',
            pass: null,
          },
          {
            name: 'Range resume from the middle (curl -r N-)',
            cells: [`${dl.resume.status}, ${formatCount(dl.resume.bytes)} of ${formatCount(dl.resume.expected)} bytes`],
            target: '206 with the rest',
            pass: dl.resume.status === 206 && dl.resume.bytes === dl.resume.expected,
          },
          {
            name: 'news list p99 alone (one request at a time, 15 s)',
            cells: [`${formatMs(p99Of(dl.news.alone))} ms (${dl.news.alone.length} requests)`],
            target: '',
            pass: null,
          },
          {
            name: `news list p99 during ${PARALLEL_DOWNLOADS} parallel downloads (${dl.news.downloadsDone} downloads, ${dl.news.downloadedMb.toFixed(0)} MB finished)`,
            cells: [`${formatMs(newsP99)} ms (${dl.news.duringDownloads.length} requests)`],
            target: `<= ${NEWS_P99_TARGET_MS} ms`,
            pass: newsP99 <= NEWS_P99_TARGET_MS,
          },
        ],
      };
      log(`\n${renderTable(generation)}\n\n${renderTable(rowApi)}\n\n${renderTable(downloads)}`);
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(openDataDir, { recursive: true, force: true });
  if (!givenDatabase) rmSync(dirname(databaseFile), { recursive: true, force: true });
}
