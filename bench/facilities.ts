/**
 * Fitness facility figures (docs/benchmarks.md, issue "Fitness facilities"), part of `npm run bench`;
 * also runnable alone: `node scripts/start.mjs --build-only && node --import tsx bench/facilities.ts`.
 *
 * On a fresh SQLite database seeded with `--facility-national` (the national fitness map, ~6.1 million
 * points, whose 1.66 million type-6 points are the facilities: 1.1 million fitness paths, ~3.8 million
 * equipment pieces; the rest of the seed at scale 1):
 * 1. the seed's wall time, and the facility part the seed prints (target <= 5 min);
 * 2. the filtered facility list (area × kind × 2-character keyword), autocannon, 50 connections, browser
 *    headers, cycling through LIST_URLS filters built from real rows (target p99 <= 30 ms), with its
 *    requests/s against the raw node:http hello-world measured in the same run;
 * 3. the first (uncached) request of 200 random filters, one at a time (target p95 <= 20 ms);
 * 4. equipment detail (GET /api/data/equipService/equipment/{id} with the facilities token), the same
 *    load over DETAIL_URLS random pieces (target p99 <= 15 ms).
 * FACILITY_BENCH_DB=<file> measures an existing national SQLite file instead of seeding one (kept).
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { publicLogin } from '../test-support/portal-api.js';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { apiHeaders } from './browser-headers.js';
import { runNodeCommand, startHelloWorld } from './child-process.js';
import {
  measureAfterWarmUp,
  measureFirstRequests,
  queryString,
  timedGet,
  type LoadOptions,
  type LoadResult,
} from './load.js';
import { random } from './random.js';
import { waitForMapIndex } from './map-index-ready.js';
import {
  LOAD_TABLE_HEADERS,
  firstRequestsRow,
  formatCount,
  formatMs,
  helloWorldRow,
  renderTable,
  type Row,
  type Table,
} from './report.js';

const SEED_TARGET_MS = 5 * 60_000;
const LIST_P99_TARGET_MS = 30;
const FIRST_P95_TARGET_MS = 20;
const DETAIL_P99_TARGET_MS = 15;
const LIST_URLS = 1000;
const DETAIL_URLS = 1000;
const FIRST_URLS = 200;
const LOAD = { connections: 50, duration: 10 };
const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
const LIST = '/api_/ruoyi/equipment/list';

type Log = (message: string) => void;

interface Sample {
  kind: string;
  name: string;
  province_code: string;
  city_code: string;
  county_code: string;
}

/** Filters built from real rows of the seeded database (so each matches something). */
function buildPaths(databaseFile: string) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const rnd = random(20261124);
    const { lo, hi } = db.prepare('select min(id) as lo, max(id) as hi from facility').get() as {
      lo: number;
      hi: number;
    };
    const byId = db.prepare(
      'select f.kind, p.name, f.province_code, f.city_code, f.county_code from facility f join map_point p on p.id = f.id where f.id = ?',
    );
    const sample = (): Sample => {
      for (;;) {
        const row = byId.get(lo + Math.floor(rnd() * (hi - lo + 1))) as Sample | undefined;
        if (row) return row;
      }
    };
    const twoChars = (name: string) => {
      const chars = [...name];
      const at = Math.floor(rnd() * (chars.length - 1));
      return chars.slice(at, at + 2).join('');
    };
    const area = (s: Sample) => [s.province_code, s.city_code, s.county_code][Math.floor(rnd() * 3)]!;
    const list = Array.from({ length: LIST_URLS }, () => {
      const s = sample();
      return `${LIST}?${queryString({ areaCode: area(s), kind: s.kind, keyword: twoChars(s.name) })}`;
    });
    const first = new Set<string>();
    while (first.size < FIRST_URLS) {
      const s = sample();
      const params: Record<string, string | number> = {};
      if (rnd() < 0.6) params.areaCode = area(s);
      if (rnd() < 0.5) params.kind = s.kind;
      if (rnd() < 0.2) params.condition = rnd() < 0.5 ? 'normal' : 'disabled';
      if (rnd() < 0.5 || Object.keys(params).length === 0) params.keyword = twoChars(s.name);
      params.pageNum = 1 + Math.floor(rnd() * 3);
      first.add(`${LIST}?${queryString(params)}`);
    }
    const pieces = db.prepare('select max(id) from facility_equipment').pluck().get() as number;
    const details = Array.from(
      { length: DETAIL_URLS },
      () => `/api/data/equipService/equipment/${1 + Math.floor(rnd() * pieces)}`,
    );
    const warmUp = Array.from(
      { length: 20 },
      (_, i) => `${LIST}?${queryString({ kind: FACILITY_KINDS[i % FACILITY_KINDS.length]!, pageSize: 20 + i })}`,
    );
    return { list, first: [...first], details, warmUp, pieces };
  } finally {
    db.close();
  }
}

function load(log: Log, label: string, url: string, options: LoadOptions) {
  return measureAfterWarmUp(url, { ...options, ...LOAD }, log, label);
}

function loadRow(name: string, result: LoadResult, hello: LoadResult, target: number): Row {
  return {
    name,
    cells: [
      formatCount(result.requestsPerSec),
      `${((result.requestsPerSec / hello.requestsPerSec) * 100).toFixed(0)} %`,
      String(result.p50),
      String(result.p99),
      formatCount(result.failures),
    ],
    target: `p99 <= ${target} ms`,
    pass: result.p99 <= target && result.failures === 0,
  };
}

export async function benchFacilities(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  // FACILITY_BENCH_DB=<file>: measure an already seeded national SQLite file (kept; seed rows not measured).
  const reused =
    process.env.FACILITY_BENCH_DB && existsSync(process.env.FACILITY_BENCH_DB) ? process.env.FACILITY_BENCH_DB : null;
  const databaseFile = reused ?? makeTempDatabaseFile('portal-bench-facilities-');
  try {
    log(`facilities: ${reused ? 'reusing' : 'seeding'} ${databaseFile} ${reused ? '' : 'with --facility-national'}`);
    const seeded = reused
      ? { ms: NaN, output: '' }
      : await runNodeCommand([SEED_CLI, '--facility-national'], { DATABASE_URL: databaseFile, LOG_LEVEL: 'warn' });
    // The seed prints 'seed: facilities N, fields N, equipment N in X s' for the facility part.
    const part = /seed: facilities (\d+), fields (\d+), equipment (\d+) in ([\d.]+) s/.exec(seeded.output);
    const facilityMs = part ? Number(part[4]) * 1000 : NaN;
    log(`  seeded in ${(seeded.ms / 1000).toFixed(1)} s (facility part ${(facilityMs / 1000).toFixed(1)} s)`);
    const paths = buildPaths(databaseFile);

    const hello = await startHelloWorld('raw');
    let helloResult: LoadResult;
    try {
      helloResult = await load(log, 'raw hello world', `${hello.baseUrl}/`, {});
    } finally {
      await hello.stop();
    }

    const server = await startPortalServer({ databaseFile, readyTimeoutMs: 180_000 });
    try {
      const token = await publicLogin(server.baseUrl);
      const headers = apiHeaders(token);
      await waitForMapIndex(server.baseUrl, token);
      // Steady state: the first list request builds the facility snapshot (1.66 million names and their
      // bigrams); 20 requests of other filters (not measured below) warm the code paths up.
      const snapshotMs = await timedGet(`${server.baseUrl}${LIST}?pageSize=1`, headers);
      log(`  snapshot built by the first request in ${formatMs(snapshotMs)} ms`);
      for (const path of paths.warmUp) await timedGet(`${server.baseUrl}${path}`, headers);

      log(`facilities: first request of ${paths.first.length} random filters, one at a time`);
      const first = await measureFirstRequests(server.baseUrl, paths.first, headers, log);

      log(`facilities: autocannon over ${paths.list.length} lists (area × kind × 2-character keyword)`);
      const list = await load(log, 'facility list', `${server.baseUrl}/`, { headers, paths: paths.list });
      const equipToken = (
        (await (await fetch(`${server.baseUrl}/api/data/equipService/token`, { headers })).json()) as {
          data: { token: string };
        }
      ).data.token;
      log(`facilities: autocannon over ${paths.details.length} equipment details`);
      const detail = await load(log, 'equipment detail', `${server.baseUrl}/`, {
        headers: { ...headers, 'equip-token': equipToken },
        paths: paths.details,
      });

      const rows: Row[] = [
        {
          name: 'seed `--facility-national`: the facility part the seed prints (facilities, fields, pieces, reports, index builds)',
          cells: [`${(facilityMs / 1000).toFixed(1)} s`, '', '', '', ''],
          target: '<= 5 min',
          pass: reused ? null : facilityMs <= SEED_TARGET_MS,
        },
        {
          name: 'seed `--facility-national`, whole (fresh SQLite: migrations, national map, facilities, the rest at scale 1)',
          cells: [`${(seeded.ms / 1000).toFixed(1)} s`, '', '', '', ''],
          target: 'informational',
          pass: null,
        },
        loadRow(
          `facility list, ${paths.list.length} URLs (area × kind × 2-character keyword)`,
          list,
          helloResult,
          LIST_P99_TARGET_MS,
        ),
        firstRequestsRow(
          `first request of ${paths.first.length} random facility filters, one at a time (p50 / p95 / max)`,
          first,
          FIRST_P95_TARGET_MS,
        ),
        loadRow(
          `equipment detail, ${paths.details.length} random pieces of ${formatCount(paths.pieces)}`,
          detail,
          helloResult,
          DETAIL_P99_TARGET_MS,
        ),
        {
          name: 'first list request after start (builds the in-memory facility snapshot)',
          cells: ['', '', formatMs(snapshotMs), '', '0'],
          target: 'informational',
          pass: null,
        },
        helloWorldRow(helloResult),
      ];
      return {
        tables: [
          {
            title: `Fitness facilities at national size (${part ? formatCount(Number(part[1])) : '?'} facilities, ${part ? formatCount(Number(part[3])) : '?'} equipment pieces; SQLite)`,
            headers: LOAD_TABLE_HEADERS,
            rows,
          },
        ],
        notes: [
          'Fitness facilities: `seed-cli --facility-national` on a new SQLite file; requests carry browser headers (bench/browser-headers.ts) and a public session (the equipment detail also the facilities token). Filters come from random real facilities (a fixed PRNG), so each matches at least one. The load runs cycle through their URLs on every connection, so the per-URL response cache (60 s) serves repeats as it would for real visitors; the "first request" row asks each of 200 random filter sets once (random subsets of division, kind, condition, 2-character keyword, page 1-3) after the snapshot is built and 20 warm-up requests of other filters.',
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    if (!reused) rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

// Run alone: prints the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const log: Log = (message) => process.stderr.write(`[bench] ${message}\n`);
  benchFacilities(log)
    .then(({ tables, notes }) =>
      process.stdout.write(`${tables.map(renderTable).join('\n\n')}\n\n${notes.join('\n')}\n`),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
