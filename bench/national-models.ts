/**
 * Every national read model in one instance (docs/decisions/data-spine.md "Not done yet"; the run writes its section
 * "Every national read model in one instance" into docs/benchmarks.md), part of `npm run bench`; also runnable alone:
 * `node scripts/start.mjs --build-only && node --import tsx bench/national-models.ts`.
 *
 * On one SQLite database seeded with `--facility-national --guider-national --games-national` (the national
 * map with its 1.66 million facilities, 3.7 million instructors and 520,000 organisations, 210,000 races; the
 * rest at scale 1), the built server is started and asked once for each section a visitor opens first (map
 * tile, facility list, instructors, organisations, races, site search, venues), which starts every lazy model.
 * It then polls GET /healthz/details every POLL_MS until no model is building or idle, sampling the
 * server's resident memory (VmRSS) meanwhile. Figures: seconds from spawn until every model is ready (target
 * <= 30 s), resident memory then and after the full collection the server runs once its builds are done
 * (lib/heap-settle.ts; target <= 1 GB), at its peak (VmHWM), and per model its size, build time and the
 * second it became ready.
 *
 * NATIONAL_MODELS_DB=<file> measures that file (seeded there first when it does not exist, and kept);
 * otherwise a temporary database is seeded (~7 min on a quiet 2-core machine, 4.9 GB) and removed.
 * Resolves with the Markdown section; rejects when a step fails or a model fails to build.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { publicLogin } from '../test-support/portal-api.js';
import {
  REPO_ROOT,
  makeTempDatabaseFile,
  startPortalServer,
  type PortalServer,
} from '../test-support/portal-server.js';
import { apiHeaders } from './browser-headers.js';
import { timeNodeCommand } from './child-process.js';
import { withSection } from './map/benchmarks-section.js';
import { pidListeningOn, residentMemory } from './map/process-memory.js';
import { NATIONAL_MODELS_MARKERS } from './report.js';

const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
const SEED_FLAGS = ['--facility-national', '--guider-national', '--games-national'];
/** How often /healthz/details and the memory are read. */
const POLL_MS = 250;
/** Give up after this long without every model ready. */
const READY_TIMEOUT_MS = 60 * 60_000;
const TARGET_READY_S = 30;
const TARGET_RSS_BYTES = 1024 ** 3;

/** What a visitor opens first in each section: the request that starts its read models. */
const FIRST_REQUESTS = [
  '/api/data/fitnessMap/tile/8/210/104',
  '/api_/ruoyi/equipment/list?pageNum=1&pageSize=10',
  '/api/data/sportGuider/search?pageNum=1&pageSize=10&areaCode=110000',
  '/api/data/fitnessOrganization/search?category=1&pageNum=1&pageSize=10',
  '/api/data/qmsports/race/search?pageNum=1&pageSize=10',
  `/api_/ow/search/list?q=${encodeURIComponent('篮球')}&pageNum=1&pageSize=10`,
  '/api/data/venue/search?pageNum=1&pageSize=10',
];

/** How long to wait, after every model is ready, for the server's full collection (lib/heap-settle.ts). */
const SETTLE_TIMEOUT_MS = 30_000;
/** Then how long before reading the resident memory (freed heap pages are unmapped in the background). */
const UNMAP_WAIT_MS = 10_000;

interface ModelReport {
  name: string;
  state: string;
  size?: number | null;
  buildMs?: number | null;
}

interface ModelRow {
  name: string;
  size: number | null;
  buildMs: number | null;
  /** Seconds after spawn when it was first seen ready. */
  readyAtS: number;
}

export interface NationalModelsResult {
  seedMs: number | null;
  readyAfterS: number;
  /** Resident memory the moment the last model was ready, and after the full collection that follows. */
  readyRssBytes: number;
  rssBytes: number;
  peakBytes: number;
  models: ModelRow[];
  section: string;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * The read models /healthz/details reports. When the server does not answer, rejects with how its process
 * ended (or that it still runs) and the tail of its output, so a crash or an out-of-memory kill is explained.
 */
async function readModels(server: PortalServer): Promise<ModelReport[]> {
  return (await healthDetails(server)).readModels;
}

/** GET /healthz/details (see readModels for the errors). */
async function healthDetails(
  server: PortalServer,
): Promise<{ readModels: ModelReport[]; heapSettles: { count: number } }> {
  try {
    const res = await fetch(`${server.baseUrl}/healthz/details`, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { data: { readModels: ModelReport[]; heapSettles: { count: number } } };
    return body.data;
  } catch (error) {
    const status = server.exitStatus() ?? 'still running';
    const output = server.outputTail().join('\n');
    throw new Error(`/healthz/details failed (${(error as Error).message}); server ${status}\n${output}`);
  }
}

/** The database to measure: NATIONAL_MODELS_DB or a temporary file, seeded when absent (timed). */
async function nationalDatabase(log: (line: string) => void): Promise<{ file: string; seedMs: number | null }> {
  const file = process.env.NATIONAL_MODELS_DB || makeTempDatabaseFile('portal-national-models-');
  if (existsSync(file)) {
    log(`reusing ${file}`);
    return { file, seedMs: null };
  }
  log(`seeding ${file} with ${SEED_FLAGS.join(' ')} (several minutes)`);
  const seedMs = await timeNodeCommand([SEED_CLI, ...SEED_FLAGS], { DATABASE_URL: file, LOG_LEVEL: 'warn' });
  log(`  seeded in ${(seedMs / 1000).toFixed(0)} s`);
  return { file, seedMs };
}

export async function benchNationalModels(log: (line: string) => void): Promise<NationalModelsResult> {
  const { file, seedMs } = await nationalDatabase(log);
  const temporary = !process.env.NATIONAL_MODELS_DB;
  const spawnedAt = performance.now();
  const server = await startPortalServer({ databaseFile: file, seed: false });
  try {
    const pid = pidListeningOn(server.port);
    const headers = apiHeaders(await publicLogin(server.baseUrl));
    // Each answer may be a 503 while its model builds: the request is what starts the build.
    await Promise.all(FIRST_REQUESTS.map((path) => fetch(`${server.baseUrl}${path}`, { headers }).catch(() => null)));
    const readyAt = new Map<string, number>();
    let models: ModelReport[] = [];
    let rssBytes = 0;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      // A model still idle after the first requests is not one the first pages need: left out.
      models = (await readModels(server)).filter((m) => m.state !== 'idle');
      const seconds = (performance.now() - spawnedAt) / 1000;
      for (const m of models) {
        if (m.state !== 'ready' || readyAt.has(m.name)) continue;
        readyAt.set(m.name, seconds);
        log(`  ${seconds.toFixed(1)} s: ${m.name} ready (${mb(residentMemory(pid).rss)} resident)`);
      }
      const failed = models.find((m) => m.state === 'failed');
      if (failed) throw new Error(`read model ${failed.name} failed to build`);
      if (models.every((m) => m.state === 'ready')) break;
      if (Date.now() > deadline) throw new Error('not every read model was ready within an hour');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const readyAfterS = Math.max(...readyAt.values());
    const readyRssBytes = residentMemory(pid).rss;
    // The server runs one full collection a moment after its last large build (lib/heap-settle.ts): the
    // resident memory the models keep is what is left after it.
    const settleDeadline = Date.now() + SETTLE_TIMEOUT_MS;
    while ((await healthDetails(server)).heapSettles.count === 0 && Date.now() < settleDeadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    // V8 hands the freed pages back to the system in the background over the next seconds.
    await new Promise((resolve) => setTimeout(resolve, UNMAP_WAIT_MS));
    const memory = residentMemory(pid);
    rssBytes = memory.rss;
    log(`  settled: ${mb(rssBytes)} resident (${mb(readyRssBytes)} when the last model was ready)`);
    const rows: ModelRow[] = models
      .map((m) => ({ name: m.name, size: m.size ?? null, buildMs: m.buildMs ?? null, readyAtS: readyAt.get(m.name)! }))
      .sort((a, b) => a.readyAtS - b.readyAtS);
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const section = [
      '## Every national read model in one instance',
      '',
      `${new Date().toISOString()}. One SQLite database seeded with \`${SEED_FLAGS.join(' ')}\`${seedMs === null ? ' (reused)' : ` in ${(seedMs / 1000).toFixed(0)} s`}; the built server asked once for each section's first page, then \`/healthz/details\` polled every ${POLL_MS} ms (bench/national-models.ts). Load average at the end: ${loadavg()[0]!.toFixed(1)} (2 cores; above 1 the build times are the machine's as much as the code's).`,
      '',
      '| figure | value | target |',
      '| --- | --- | --- |',
      `| spawn to every model ready | ${readyAfterS.toFixed(1)} s | <= ${TARGET_READY_S} s: ${verdict(readyAfterS <= TARGET_READY_S)} |`,
      `| resident memory the moment the last model was ready | ${mb(readyRssBytes)} | |`,
      `| resident memory when ready: 10 s after the full collection that follows the builds | ${mb(rssBytes)} | <= 1 GB: ${verdict(rssBytes <= TARGET_RSS_BYTES)} |`,
      `| resident memory at its peak (VmHWM) | ${mb(memory.peak)} | |`,
      '',
      '| read model | size | build | ready after spawn |',
      '| --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.size ?? '—'} | ${r.buildMs === null ? '—' : `${(r.buildMs / 1000).toFixed(1)} s`} | ${r.readyAtS.toFixed(1)} s |`,
      ),
    ].join('\n');
    return { seedMs, readyAfterS, readyRssBytes, rssBytes, peakBytes: memory.peak, models: rows, section };
  } finally {
    await server.stop();
    if (temporary) rmSync(dirname(file), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
  benchNationalModels(log)
    .then(({ section }) => {
      process.stdout.write(`${section}\n`);
      const file = resolve(REPO_ROOT, 'docs/benchmarks.md');
      const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
      writeFileSync(file, withSection(previous, section, NATIONAL_MODELS_MARKERS));
      log('wrote docs/benchmarks.md');
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
