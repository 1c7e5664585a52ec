/**
 * Feedback figures (issue 11; docs/benchmarks.md), part of `npm run bench`: 500 submissions from 50
 * concurrent clients (10 each, one after the other, as people pressing 提交反馈), against the built server
 * on a freshly seeded SQLite database. Targets: every submission acknowledged (200 with a 受理编号), every
 * one found in the database afterwards, p99 <= 100 ms.
 *
 * Like a browser: each client logs in as the public account (its own token), fetches its challenges and
 * SOLVES the proof of work with altcha-lib before the timed phase (a browser's widget solves it while the
 * visitor writes), then posts the fields as query parameters (spec §7) with browser headers. No bypass:
 * the server is the production build with its production checks. Each client sends X-Forwarded-For with an
 * address of its own and the server runs with TRUST_PROXY=true (as behind the site's reverse proxy), so the
 * per-address limit applies per client as it would to 50 visitors.
 * The ratio is against the raw node:http hello-world (bench/raw-hello-world-server.ts) measured in this run.
 * Measured at steady state: after the fitness map's start-up index build (./map-index-ready.ts).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { Challenge } from 'altcha-lib';
import { solveAltcha } from '../test-support/altcha-solver.js';
import { apiHeaders } from './browser-headers.js';
import { startHelloWorld, timeNodeCommand } from './child-process.js';
import { measureLoad } from './load.js';
import { waitForMapIndex } from './map-index-ready.js';
import { REPO_ROOT, makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { PUBLIC_PASSWORD, PUBLIC_USER_NAME, type Envelope } from '../test-support/portal-api.js';
import { formatCount, type Row, type Table } from './report.js';

const CLIENTS = 50;
const PER_CLIENT = 10;
/**
 * Submissions per client before the timed run (not counted), as the other load figures warm up first:
 * the route's first answers (schema and WebCrypto set-up, JIT) are not what a running portal pays.
 */
const WARM_UP_PER_CLIENT = 2;
const P99_TARGET_MS = 100;
const BASE = '/api1/ruoyi/message/feedback';
const TYPES = ['consult', 'suggest', 'complaint', 'correction'];

type Log = (message: string) => void;

interface Client {
  headers: Record<string, string>;
  payloads: string[];
}

/** Logs client `n` in from its own address and solves its challenges. */
async function prepareClient(baseUrl: string, n: number): Promise<Client> {
  const address = { 'x-forwarded-for': `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}` };
  const login = await fetch(`${baseUrl}/api/data/user/login`, {
    method: 'POST',
    headers: { ...address, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName: PUBLIC_USER_NAME, password: PUBLIC_PASSWORD }).toString(),
  });
  const token = ((await login.json()) as Envelope<string>).data;
  const headers = { ...apiHeaders(token), ...address };
  const payloads: string[] = [];
  for (let i = 0; i < WARM_UP_PER_CLIENT + PER_CLIENT; i++) {
    const response = await fetch(`${baseUrl}${BASE}/challenge`, { headers });
    const body = (await response.json()) as Envelope<Challenge>;
    if (body.code !== 200) throw new Error(`challenge: ${body.code} ${body.msg}`);
    payloads.push(await solveAltcha(body.data));
  }
  return { headers, payloads };
}

/** The query of client `n`'s submission `i` (fields as query parameters, spec §7). */
function submissionPath(n: number, i: number, altcha: string): string {
  const query = new URLSearchParams({
    type: TYPES[i % TYPES.length]!,
    title: `基准测试反馈 ${n}-${i}`,
    content: `第 ${n} 位用户的第 ${i} 条反馈：${'场馆夜间开放时间建议延长，照明需要改善。'.repeat(6)}`,
    name: '测试用户',
    phone: `138${String(n * 100 + i).padStart(8, '0')}`,
    altcha,
  });
  return `${BASE}/post/public?${query}`;
}

interface Submitted {
  statuses: number[];
  acceptNos: string[];
  p50: number;
  p99: number;
  seconds: number;
}

/**
 * Sends every prepared submission with autocannon: CLIENTS connections, each sending its next request when
 * the previous answer arrived, `amount` = all of them; each request carries its client's headers.
 */
async function submitAll(baseUrl: string, clients: Client[], from: number, count: number): Promise<Submitted> {
  const queue = clients.flatMap((client, n) =>
    client.payloads
      .slice(from, from + count)
      .map((altcha, i) => ({ path: submissionPath(n, from + i, altcha), headers: client.headers })),
  );
  const statuses: number[] = [];
  const acceptNos: string[] = [];
  const started = performance.now();
  const result = await autocannon({
    url: baseUrl,
    connections: CLIENTS,
    amount: queue.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const next = queue.shift();
          return next ? { ...request, method: 'POST', path: next.path, headers: next.headers } : request;
        },
        onResponse: (status, body) => {
          statuses.push(status);
          if (status === 200) acceptNos.push((JSON.parse(body) as Envelope<{ acceptNo: string }>).data.acceptNo);
        },
      },
    ],
  });
  // Wall time around the run: autocannon's own duration counts whole seconds of its sampling.
  const seconds = (performance.now() - started) / 1000;
  return { statuses, acceptNos, p50: result.latency.p50, p99: result.latency.p99, seconds };
}

/** Runs the feedback bench; resolves with its table and notes. */
export async function benchFeedback(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const databaseFile = makeTempDatabaseFile('portal-bench-feedback-');
  // Seeded by the seed CLI first (as the other benches do), so the server starts on a settled database
  // rather than writing the seed itself in the first seconds.
  await timeNodeCommand([join(REPO_ROOT, 'apps/server/dist/seed-cli.js')], {
    DATABASE_URL: databaseFile,
    LOG_LEVEL: 'warn',
  });
  const server = await startPortalServer({
    databaseFile,
    seed: false,
    readyTimeoutMs: 120_000,
    env: { TRUST_PROXY: 'true' },
  });
  let rows: Row[];
  try {
    log(`feedback: ${CLIENTS} clients solve ${CLIENTS * (WARM_UP_PER_CLIENT + PER_CLIENT)} challenges`);
    const solveStarted = performance.now();
    const clients: Client[] = [];
    for (let n = 0; n < CLIENTS; n++) clients.push(await prepareClient(server.baseUrl, n));
    const solveSeconds = (performance.now() - solveStarted) / 1000;
    // Steady state, as the other load figures: after the fitness map's start-up index build.
    await waitForMapIndex(server.baseUrl, clients[0]!.headers['session-id']!);

    log(`feedback: warm-up, ${CLIENTS * WARM_UP_PER_CLIENT} submissions (not counted)`);
    await submitAll(server.baseUrl, clients, 0, WARM_UP_PER_CLIENT);
    log('feedback: submitting');
    const submitted = await submitAll(server.baseUrl, clients, WARM_UP_PER_CLIENT, PER_CLIENT);
    const acknowledged = submitted.acceptNos;
    const numbers = new Set(acknowledged);

    const db = new Database(databaseFile, { readonly: true });
    const found = new Set(
      db
        .prepare("select accept_no from feedback where title like '基准测试反馈 %'")
        .all()
        .map((row) => (row as { accept_no: string }).accept_no),
    );
    db.close();
    const inDatabase = [...numbers].filter((n) => found.has(n)).length;

    const hello = await startHelloWorld('raw');
    const helloResult = await measureLoad(`${hello.baseUrl}/`, { connections: CLIENTS, duration: 5 }).finally(() =>
      hello.stop(),
    );
    const { p50, p99 } = submitted;
    const perSecond = submitted.statuses.length / submitted.seconds;
    const total = CLIENTS * PER_CLIENT;
    log(
      `feedback: ${acknowledged.length}/${total} acknowledged, ${inDatabase} in the database, p99 ${p99.toFixed(1)} ms`,
    );
    rows = [
      {
        name: `POST ${BASE}/post/public, ${CLIENTS} clients x ${PER_CLIENT}`,
        cells: [
          `${acknowledged.length} / ${total} (${numbers.size} distinct 受理编号)`,
          `${inDatabase} / ${total}`,
          `${formatCount(perSecond)} /s (${((perSecond / helloResult.requestsPerSec) * 100).toFixed(1)} % of raw hello-world ${formatCount(helloResult.requestsPerSec)} req/s)`,
          p50.toFixed(1),
          p99.toFixed(1),
        ],
        target: `all acknowledged and found, p99 <= ${P99_TARGET_MS} ms`,
        pass: acknowledged.length === total && numbers.size === total && inDatabase === total && p99 <= P99_TARGET_MS,
      },
    ];
    log(`feedback: challenges solved in ${solveSeconds.toFixed(1)} s before the timed phase`);
  } finally {
    await server.stop();
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
  return {
    tables: [
      {
        title: 'Feedback submissions (built server, fresh seeded SQLite)',
        headers: ['acknowledged', 'found in the database', 'throughput', 'p50 (ms)', 'p99 (ms)'],
        rows,
      },
    ],
    notes: [
      `Feedback (bench/feedback.ts): ${CLIENTS} clients, each with its own public token and its own X-Forwarded-For address (server with TRUST_PROXY=true, as behind the site's proxy, so the per-address limit counts per client), send ${PER_CLIENT} submissions one after the other with browser headers, fields as query parameters (spec §7). Each carries a proof of work the client solved with altcha-lib before the timed phase, as the browser widget does while the visitor writes; autocannon sends them (50 connections, each sending its next request when the previous answer arrived, amount = 500) after the fitness map's index build and gives the latency percentiles. "Found" counts the acknowledged 受理编号 read back from the SQLite file after the run. The ratio divides submissions/s by the raw node:http hello-world's requests/s (50 connections, 5 s) in the same run.`,
    ],
  };
}
