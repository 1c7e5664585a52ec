/**
 * 数据开放 figures (docs/benchmarks.md "Open data"; docs/decisions/open-data.md): `node --import tsx bench/open-data.ts [--scale N]`
 * after `node scripts/start.mjs --build-only` (SQLite only). Seeds a temporary database at scale N (default 5)
 * with the built seed CLI, then
 * 1. generation: every dataset's CSV, XLSX, JSON, GeoJSON and datapackage.json in a child process
 *    (./open-data-generate.ts): wall time, peak resident memory, rows and bytes (issue targets at national
 *    size: <= 10 min, <= 1 GB);
 * 2. the row API: the built server on that database (TRUST_PROXY on, each request from its own
 *    X-Forwarded-For address, so the per-address limit of 1 req/s does not answer 429), once its background
 *    generation is done; ROW_REQUESTS requests one at a time over every dataset with a row API, pages 1-5 and
 *    a province filter: p50 / p99 / max (target p99 <= 20 ms).
 * Prints the two tables as Markdown.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { runNodeCommand } from './child-process.js';
import { timedGet } from './load.js';
import { formatCount, formatMs, percentileOfUnsorted, renderTable, type Table } from './report.js';

const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
const ROW_REQUESTS = 600;
const ROW_P99_TARGET_MS = 20;

const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 5;
const log = (message: string) => process.stdout.write(`${message}\n`);

interface Catalogue {
  data: { datasets: { id: string; rows: number }[]; generating: boolean };
}

const databaseFile = makeTempDatabaseFile();
const openDataDir = mkdtempSync(join(tmpdir(), 'portal-bench-opendata-'));
try {
  log(`seeding scale ${scale} …`);
  const seeded = await runNodeCommand([SEED_CLI, '--scale', String(scale)], { DATABASE_URL: databaseFile });
  log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);

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
    title: `Open data: file generation (scale ${scale})`,
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

  const server = await startPortalServer({
    databaseFile,
    seed: false,
    env: { TRUST_PROXY: 'true', OPEN_DATA_DIR: openDataDir },
  });
  try {
    let catalogue: Catalogue['data'] = { datasets: [], generating: true };
    for (;;) {
      catalogue = ((await (await fetch(`${server.baseUrl}/api/open/v1/datasets`)).json()) as Catalogue).data;
      if (!catalogue.generating && catalogue.datasets.length > 0) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    const withApi = catalogue.datasets.filter((d) => !d.id.endsWith('-changes'));
    const paths = withApi.flatMap((d) => [
      ...[1, 2, 3, 4, 5].map((page) => `/api/open/v1/${d.id}?pageNum=${page}&pageSize=100`),
      `/api/open/v1/${d.id}?provinceCode=330000&pageSize=100`,
    ]);
    const times: number[] = [];
    for (let i = 0; i < ROW_REQUESTS; i += 1) {
      const path = paths[i % paths.length] as string;
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      times.push(await timedGet(`${server.baseUrl}${path}`, { 'x-forwarded-for': address }));
    }
    const p99 = percentileOfUnsorted(times, 99);
    // The slowest paths (median of their requests): where the tail comes from.
    const byPath = new Map<string, number[]>();
    times.forEach((ms, i) =>
      byPath.set(paths[i % paths.length] as string, [...(byPath.get(paths[i % paths.length] as string) ?? []), ms]),
    );
    const slowest = [...byPath]
      .map(([path, list]) => [path, percentileOfUnsorted(list, 50)] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [path, ms] of slowest.slice(0, 8)) log(`slow: ${formatMs(ms)} ms ${path}`);
    const rowApi: Table = {
      title: `Open data: row API, one request at a time (scale ${scale})`,
      headers: ['requests', 'p50 (ms)', 'p99 (ms)', 'max (ms)'],
      rows: [
        {
          name: `${withApi.length} datasets × pages 1-5 and a province filter, pageSize 100`,
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
    log(`\n${renderTable(generation)}\n\n${renderTable(rowApi)}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(openDataDir, { recursive: true, force: true });
  rmSync(dirname(databaseFile), { recursive: true, force: true });
}
