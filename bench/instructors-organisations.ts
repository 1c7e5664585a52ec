/**
 * Instructor and organisation figures (docs/benchmarks.md), part of `npm run bench`; also runnable
 * alone: `node scripts/start.mjs --build-only && node --import tsx bench/instructors-organisations.ts`.
 *
 * On a fresh SQLite database seeded with `--guider-national` (3.7 million instructors at 60,000
 * stations, 522,000 organisations and sites; the rest of the seed at scale 1):
 * 1. the seed's wall time (target <= 5 min);
 * 2. instructor search (area × level × sport × 2-character name), autocannon, 50 connections, browser
 *    headers, cycling through SEARCH_URLS filters built from real rows (target p99 <= 30 ms), and its
 *    requests/s against the raw node:http hello-world measured in the same run;
 * 3. the first (uncached) request of 200 random filters, one at a time (target p95 <= 25 ms);
 * 4. organisation lists (category × province or city × kind, pages 1-3), the same load (target p99 <= 30 ms);
 * 5. informational: the first request of organisation keyword searches (2 and 3+ characters).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { publicLogin } from '../test-support/portal-api.js';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { apiHeaders } from './browser-headers.js';
import { startHelloWorld, timeNodeCommand } from './child-process.js';
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
  median,
  renderTable,
  type Row,
  type Table,
} from './report.js';

const SEED_TARGET_MS = 5 * 60_000;
const SEARCH_P99_TARGET_MS = 30;
const FIRST_P95_TARGET_MS = 25;
const ORGANIZATION_P99_TARGET_MS = 30;
const SEARCH_URLS = 1000;
const FIRST_URLS = 200;
const LOAD = { connections: 50, duration: 10 };
const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');

type Log = (message: string) => void;

interface Sample {
  name: string;
  level: number;
  sport: number;
  province_code: string;
  city_code: string;
  county_code: string;
}

/** Filters built from real rows of the seeded database (so each matches something). */
function buildPaths(databaseFile: string) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const rnd = random(20261124);
    const count = db.prepare('select max(id) from sport_guider').pluck().get() as number;
    const byId = db.prepare(
      'select name, level, sport, province_code, city_code, county_code from sport_guider where id = ?',
    );
    const sample = (): Sample => byId.get(1 + Math.floor(rnd() * count)) as Sample;
    const twoChars = (name: string) => {
      const chars = [...name];
      const at = Math.floor(rnd() * (chars.length - 1));
      return chars.slice(at, at + 2).join('');
    };
    const area = (s: Sample) => [s.province_code, s.city_code, s.county_code][Math.floor(rnd() * 3)]!;
    const search = Array.from({ length: SEARCH_URLS }, () => {
      const s = sample();
      return `/api/data/sportGuider/search?${queryString({ areaCode: area(s), level: s.level, sport: s.sport, name: twoChars(s.name) })}`;
    });
    // Random subsets of the filters (at least one), each URL asked once.
    const first = new Set<string>();
    while (first.size < FIRST_URLS) {
      const s = sample();
      const params: Record<string, string | number> = {};
      if (rnd() < 0.6) params.areaCode = area(s);
      if (rnd() < 0.5) params.level = s.level;
      if (rnd() < 0.5) params.sport = s.sport;
      if (rnd() < 0.5 || Object.keys(params).length === 0) params.name = twoChars(s.name);
      params.pageNum = 1 + Math.floor(rnd() * 3);
      first.add(`/api/data/sportGuider/search?${queryString(params)}`);
    }
    const divisions = db
      .prepare('select code from division where level in (1, 2) order by code')
      .pluck()
      .all() as string[];
    const organizations = Array.from({ length: SEARCH_URLS }, () => {
      const category = 1 + Math.floor(rnd() * 5);
      const kinds = { 1: 4, 2: 2, 3: 8, 4: 3, 5: 6 }[category]!;
      const params: Record<string, string | number> = {
        category,
        areaCode: divisions[Math.floor(rnd() * divisions.length)]!,
      };
      if (rnd() < 0.5) params.kind = category * 100 + 1 + Math.floor(rnd() * kinds);
      params.pageNum = 1 + Math.floor(rnd() * 3);
      return `/api/data/fitnessOrganization/search?${queryString(params)}`;
    });
    const names = db.prepare('select name from fitness_organization where id % 10007 = 0').pluck().all() as string[];
    const keywords = names.slice(0, 40).flatMap((name, i) => {
      const chars = [...name];
      const length = i % 2 === 0 ? 2 : 4;
      const at = Math.max(0, chars.length - length - (i % 3));
      return [{ keyword: chars.slice(at, at + length).join(''), category: 1 + (i % 5) }];
    });
    const warmUp = Array.from({ length: 20 }, (_, i) => {
      const s = sample();
      return `/api/data/sportGuider/search?${queryString({ areaCode: area(s), name: twoChars(s.name), pageSize: 20 + i })}`;
    });
    return { search, first: [...first], organizations, keywords, warmUp };
  } finally {
    db.close();
  }
}

function load(log: Log, label: string, url: string, options: LoadOptions) {
  return measureAfterWarmUp(url, { ...options, ...LOAD }, log, label);
}

function loadRow(name: string, result: LoadResult, hello: LoadResult, target: number): Row {
  const ratio = result.requestsPerSec / hello.requestsPerSec;
  return {
    name,
    cells: [
      formatCount(result.requestsPerSec),
      `${(ratio * 100).toFixed(0)} %`,
      String(result.p50),
      String(result.p99),
      formatCount(result.failures),
    ],
    target: `p99 <= ${target} ms`,
    pass: result.p99 <= target && result.failures === 0,
  };
}

export async function benchInstructorsOrganisations(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const databaseFile = makeTempDatabaseFile('portal-bench-guiders-');
  try {
    log(`instructors: seeding ${databaseFile} with --guider-national`);
    const seedMs = await timeNodeCommand([SEED_CLI, '--guider-national'], {
      DATABASE_URL: databaseFile,
      LOG_LEVEL: 'warn',
    });
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const paths = buildPaths(databaseFile);

    const hello = await startHelloWorld('raw');
    let helloResult: LoadResult;
    try {
      helloResult = await load(log, 'raw hello world', `${hello.baseUrl}/`, {});
    } finally {
      await hello.stop();
    }

    const server = await startPortalServer({ databaseFile, readyTimeoutMs: 120_000 });
    try {
      const token = await publicLogin(server.baseUrl);
      const headers = apiHeaders(token);
      await waitForMapIndex(server.baseUrl, token);
      // Steady state: the first list request loads the cell counts (~200,000 rows) into memory, and 20
      // requests of other filters (not measured below) warm the server's code paths up.
      await timedGet(`${server.baseUrl}/api/data/sportGuider/search?pageSize=1`, headers);
      for (const path of paths.warmUp) await timedGet(`${server.baseUrl}${path}`, headers);

      log(`instructors: first request of ${paths.first.length} random filters, one at a time`);
      const first = await measureFirstRequests(server.baseUrl, paths.first, headers, log);

      const keywordTimes = { short: [] as number[], long: [] as number[] };
      for (const { keyword, category } of paths.keywords) {
        const url = `${server.baseUrl}/api/data/fitnessOrganization/search?${queryString({ category, keyword })}`;
        keywordTimes[[...keyword].length < 3 ? 'short' : 'long'].push(await timedGet(url, headers));
      }

      log(`instructors: autocannon over ${paths.search.length} searches (area × level × sport × 2-character name)`);
      const search = await load(log, 'instructor search', `${server.baseUrl}/`, { headers, paths: paths.search });
      log(`organisations: autocannon over ${paths.organizations.length} lists`);
      const organizations = await load(log, 'organisation list', `${server.baseUrl}/`, {
        headers,
        paths: paths.organizations,
      });

      const rows: Row[] = [
        {
          name: 'seed `--guider-national` (fresh SQLite, whole seed incl. migrations and index builds)',
          cells: [`${(seedMs / 1000).toFixed(1)} s`, '', '', '', ''],
          target: '<= 5 min',
          pass: seedMs <= SEED_TARGET_MS,
        },
        loadRow(
          `instructor search, ${paths.search.length} URLs (area × level × sport × 2-character name)`,
          search,
          helloResult,
          SEARCH_P99_TARGET_MS,
        ),
        firstRequestsRow(
          `first request of ${paths.first.length} random instructor filters, one at a time (p50 / p95 / max)`,
          first,
          FIRST_P95_TARGET_MS,
        ),
        loadRow(
          `organisation list, ${paths.organizations.length} URLs (category × province or city × kind, pages 1-3)`,
          organizations,
          helloResult,
          ORGANIZATION_P99_TARGET_MS,
        ),
        {
          name: `first request of organisation keyword searches: ${keywordTimes.short.length} of 2 characters / ${keywordTimes.long.length} of 4 (p50 / max)`,
          cells: [
            '',
            '',
            `${formatMs(median(keywordTimes.short))} / ${formatMs(median(keywordTimes.long))}`,
            `max ${formatMs(Math.max(...keywordTimes.short))} / ${formatMs(Math.max(...keywordTimes.long))}`,
            '0',
          ],
          target: 'informational',
          pass: null,
        },
        helloWorldRow(helloResult),
      ];
      return {
        tables: [
          {
            title:
              'Instructors and organisations at national size (3.7 million instructors, 522,001 organisations; SQLite)',
            headers: LOAD_TABLE_HEADERS,
            rows,
          },
        ],
        notes: [
          'Instructors and organisations: `seed-cli --guider-national` on a new SQLite file; requests carry browser headers (bench/browser-headers.ts) and a public session. Filters come from random real rows (a fixed PRNG), so each matches at least one instructor. The load runs cycle through their URLs on every connection, so the per-URL response cache (60 s) serves repeats as it would for real visitors; the "first request" row asks each of 200 random filter sets once (random subsets of division, level, sport, 2-character name, page 1-3), after one request that loads the cell counts and 20 warm-up requests of other filters. Organisation keywords of 1-2 characters scan the category (LIKE), 3+ use the trigram index.',
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

// Run alone: prints the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const log: Log = (message) => process.stderr.write(`[bench] ${message}\n`);
  benchInstructorsOrganisations(log)
    .then(({ tables, notes }) =>
      process.stdout.write(`${tables.map(renderTable).join('\n\n')}\n\n${notes.join('\n')}\n`),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
