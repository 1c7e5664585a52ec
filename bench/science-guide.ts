/**
 * Science fitness guidance figures (docs/benchmarks.md "Science fitness guidance"), part of `npm run bench`
 * (bench/run.ts) and runnable alone (`node --import tsx bench/science-guide.ts`, after the build):
 * on a fresh default seed, autocannon with browser headers (./browser-headers.ts), 10 connections for
 * 10 s each after a 3 s warm-up, one after the other in the same run:
 * - the raw node:http hello-world (the baseline of the ratios) and GET /api_/ow/news/list (the reference);
 * - GET /api_/ow/information/guidance/list (lectures, page 1) and .../detail?id (a lecture):
 *   targets requests/s >= the news list's, p99 <= 10 ms, no failure;
 * - a mix of guidance lists (five kinds x pages 1-3, 2-character keywords), informational;
 * - POST /api_/ow/information/assess with a full 20-39 input: target p99 <= 10 ms, no failure.
 */
import { ASSESSMENT_EXAMPLE } from '@portal/contracts/science-guide';
import { pathToFileURL } from 'node:url';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { apiHeaders } from './browser-headers.js';
import { startHelloWorld } from './child-process.js';
import { measureAfterWarmUp, type LoadOptions, type LoadResult } from './load.js';
import { formatCount, renderTable, type Row, type Table } from './report.js';

const RUN = { connections: 10, duration: 10 };
const WARM_UP = { connections: 10, duration: 3 };
const P99_TARGET_MS = 10;

/** A 27-year-old man, every item filled in (the API suite's full input, the OpenAPI example). */
const FULL_INPUT = ASSESSMENT_EXAMPLE;

type Log = (message: string) => void;

function measure(log: Log, label: string, url: string, options: LoadOptions) {
  return measureAfterWarmUp(url, { ...options, ...RUN }, log, label, WARM_UP.duration);
}

/** measure() for a POST with a JSON body (measureLoad sends `body` as a POST). */
function measurePost(log: Log, label: string, url: string, headers: Record<string, string>, body: unknown) {
  return measure(log, label, url, {
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function row(name: string, r: LoadResult, hello: LoadResult, target: string, pass: boolean | null): Row {
  return {
    name,
    cells: [
      formatCount(r.requestsPerSec),
      String(r.p50),
      String(r.p99),
      `${((r.requestsPerSec / hello.requestsPerSec) * 100).toFixed(0)} %`,
      formatCount(r.failures),
    ],
    target,
    pass,
  };
}

/** Runs the section's measurements on its own server and database; resolves with its table and notes. */
export async function benchScienceGuide(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const databaseFile = makeTempDatabaseFile('portal-bench-guide-');
  const server = await startPortalServer({ databaseFile, readyTimeoutMs: 120_000 });
  try {
    const token = await publicLogin(server.baseUrl);
    const headers = apiHeaders(token);
    const talks = await apiGet<Paged<{ id: number }>>(server.baseUrl, token, '/api_/ow/information/guidance/list', {
      kind: 'talk',
      pageNum: 1,
      pageSize: 10,
    });
    const talkId = talks.list[0]?.id;
    if (talkId === undefined) throw new Error('the seeded database has no lectures');

    const hello = await startHelloWorld('raw');
    let helloResult: LoadResult;
    try {
      helloResult = await measure(log, 'raw hello world', `${hello.baseUrl}/`, { headers: {} });
    } finally {
      await hello.stop();
    }
    const base = server.baseUrl;
    const newsPath = '/api_/ow/news/list?pageNum=1&pageSize=10';
    const listPath = '/api_/ow/information/guidance/list?kind=talk&pageNum=1&pageSize=10';
    const detailPath = `/api_/ow/information/guidance/detail?id=${talkId}`;
    const mixPaths = ['talk', 'knowledge', 'nutrition', 'teach', 'plan'].flatMap((kind) => [
      ...[1, 2, 3].map((page) => `/api_/ow/information/guidance/list?kind=${kind}&pageNum=${page}&pageSize=10`),
      `/api_/ow/information/guidance/list?kind=${kind}&keyword=${encodeURIComponent('运动')}`,
    ]);
    const news = await measure(log, 'news list', `${base}${newsPath}`, { headers });
    const list = await measure(log, 'guidance list', `${base}${listPath}`, { headers });
    const detail = await measure(log, 'guidance detail', `${base}${detailPath}`, { headers });
    const mix = await measure(log, 'guidance list mix', base, { headers, paths: mixPaths });
    const assess = await measurePost(log, 'assessment', `${base}/api_/ow/information/assess`, headers, FULL_INPUT);

    const sameOrBetter = (r: LoadResult) =>
      r.requestsPerSec >= news.requestsPerSec && r.p99 <= P99_TARGET_MS && r.failures === 0;
    const target = `>= news list req/s, p99 <= ${P99_TARGET_MS} ms, 0 failures`;
    const table: Table = {
      title: `Science fitness guidance (autocannon, ${RUN.connections} connections, ${RUN.duration} s each, browser headers)`,
      headers: ['requests/s', 'p50 (ms)', 'p99 (ms)', 'ratio to raw hello-world', 'non-2xx/errors'],
      rows: [
        { ...row('raw node:http hello world', helloResult, helloResult, 'baseline', null) },
        row(`GET ${newsPath} (reference)`, news, helloResult, 'reference', null),
        row(`GET ${listPath}`, list, helloResult, target, sameOrBetter(list)),
        row(`GET /api_/ow/information/guidance/detail?id=${talkId}`, detail, helloResult, target, sameOrBetter(detail)),
        row(
          `GET guidance lists, ${mixPaths.length} URLs in turn (5 kinds x pages 1-3, keyword 运动)`,
          mix,
          helloResult,
          'informational',
          null,
        ),
        row(
          'POST /api_/ow/information/assess (full 20-39 input)',
          assess,
          helloResult,
          `p99 <= ${P99_TARGET_MS} ms, 0 failures`,
          assess.p99 <= P99_TARGET_MS && assess.failures === 0,
        ),
      ],
    };
    const notes = [
      `Science fitness guidance: a fresh default seed on SQLite; every request carries the browser headers of bench/browser-headers.ts (accept-encoding gzip, deflate, br, zstd) and a public session; ${RUN.connections} connections (p99 <= 10 ms is a latency target, measured below saturation); ratios against the raw node:http hello-world of the same run. Lists and details are served from the 2 s per-URL response cache like news; the assessment is computed on every request (never cached: its body is a person's measurements).`,
    ];
    return { tables: [table], notes };
  } finally {
    await server.stop();
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchScienceGuide((m) => process.stderr.write(`[bench] ${m}\n`))
    .then(({ tables, notes }) =>
      process.stdout.write(`${tables.map(renderTable).join('\n\n')}\n\n${notes.join('\n')}\n`),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
