/**
 * Push API throughput (docs/benchmarks.md "Data exchange push API"; targets from docs/decisions/data-exchange.md:
 * >= 5,000 rows/s sustained with 1,000-row batches from 4 clients, p99 per batch <= 1 s), part of `npm run bench`
 * (bench/run.ts), or alone: `node --import tsx bench/exchange-push.ts` after `node scripts/start.mjs --build-only`.
 *
 * The built server on a fresh default seed (SQLite; then PostgreSQL when EXCHANGE_BENCH_DATABASE_URL or the
 * local postgres://postgres@127.0.0.1:5432 answers, in a database made and dropped here) gets a js365_equ key
 * from `exchange-key-cli.js issue`, and 4 clients each POST /api/exchange/v1/facility/batch with 1,000 new
 * fitness-path items per request, signed as docs/data-exchange.md says, back to back for DURATION_S: every row
 * `created`. Then the same rows are sent again (every row `unchanged`: the idempotent path a nightly full
 * re-send takes). Figures: rows per second over the run, and p50/p99 of a batch's round trip.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { postgresReachable } from './postgres-reachable.js';
import { facilityItem, WEST_LAKE_PLACE } from '../apps/server/src/modules/data-exchange/exchange-items.test-support.js';
import { sign, signingString } from '../apps/server/src/modules/data-exchange/signed-request.js';
import { REPO_ROOT } from '../test-support/portal-server.js';
import { startServerOn, withTempSqlite } from './bench-server.js';
import { runNodeCommand } from './child-process.js';
import { formatCount, formatMs, percentileOfUnsorted, renderTable, type Row, type Table } from './report.js';

type Log = (message: string) => void;

const CLIENTS = 4;
const BATCH = 1_000;
const DURATION_S = Number(process.env.PUSH_BENCH_SECONDS || 20);
const TARGET_ROWS_PER_S = 5_000;
const TARGET_BATCH_P99_MS = 1_000;
const PATH = '/api/exchange/v1/facility/batch';
const KEY_CLI = join(REPO_ROOT, 'apps/server/dist/exchange-key-cli.js');

interface Key {
  appKey: string;
  secret: string;
}

interface RunFigures {
  rows: number;
  seconds: number;
  batchMs: number[];
  unexpected: number;
}

/** Issues a js365_equ key on `databaseUrl` with the operator's command. */
export async function issueKey(databaseUrl: string): Promise<Key> {
  const { output } = await runNodeCommand([KEY_CLI, 'issue', 'js365_equ'], { DATABASE_URL: databaseUrl });
  const value = (name: string) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(output)?.[1];
  const appKey = value('APP_KEY');
  const secret = value('APP_SECRET');
  if (!appKey || !secret) throw new Error(`exchange-key printed no key:\n${output.slice(-2_000)}`);
  return { appKey, secret };
}

/** POSTs one signed batch; resolves with the ms and how many rows came back other than `expected`. */
export async function pushBatch(
  baseUrl: string,
  key: Key,
  items: object[],
  expected: string,
): Promise<[number, number]> {
  const body = Buffer.from(JSON.stringify({ items }));
  const timestamp = String(Date.now());
  const nonce = randomUUID();
  const started = performance.now();
  const response = await fetch(`${baseUrl}${PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'x-app-key': key.appKey,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': sign(key.secret, signingString('POST', PATH, timestamp, nonce, body)),
    },
    body,
  });
  const answer = (await response.json()) as { code: number; msg: string; data?: { items: { result: string }[] } };
  const ms = performance.now() - started;
  if (answer.code !== 200 || !answer.data) throw new Error(`batch answered ${answer.code}: ${answer.msg}`);
  return [ms, answer.data.items.filter((r) => r.result !== expected).length];
}

/** BATCH valid fitness-path items of client `client`, batch `batch`, spread over ~1 km of 西湖区. */
function itemsOf(client: number, batch: number): object[] {
  return Array.from({ length: BATCH }, (_, i) => {
    const n = batch * BATCH + i;
    return facilityItem(`bench-${client}-${n}`, `压测健身路径 ${client}-${n}`, {
      lng: WEST_LAKE_PLACE.lng + ((n % 100) - 50) * 0.0001,
      lat: WEST_LAKE_PLACE.lat + (Math.floor(n / 100) % 100) * 0.0001,
    });
  });
}

/**
 * CLIENTS clients pushing batches back to back: new rows for DURATION_S (each client's batch count written into
 * `batches`), or, for `unchanged`, the `batches` each client sent before, again.
 */
async function run(baseUrl: string, key: Key, mode: 'created' | 'unchanged', batches: number[]): Promise<RunFigures> {
  const batchMs: number[] = [];
  let rows = 0;
  let unexpected = 0;
  const started = performance.now();
  const deadline = started + DURATION_S * 1_000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let batch = 0; mode === 'created' ? performance.now() < deadline : batch < batches[client]!; batch++) {
        const [ms, wrong] = await pushBatch(baseUrl, key, itemsOf(client, batch), mode);
        batchMs.push(ms);
        rows += BATCH;
        unexpected += wrong;
        if (mode === 'created') batches[client] = batch + 1;
      }
    }),
  );
  return { rows, seconds: (performance.now() - started) / 1_000, batchMs, unexpected };
}

function row(name: string, f: RunFigures): Row {
  const rate = f.rows / f.seconds;
  const p99 = percentileOfUnsorted(f.batchMs, 99);
  return {
    name,
    cells: [
      formatCount(f.rows),
      formatCount(Math.round(rate)),
      formatMs(percentileOfUnsorted(f.batchMs, 50)),
      formatMs(p99),
      formatCount(f.unexpected),
    ],
    target: `>= ${formatCount(TARGET_ROWS_PER_S)} rows/s, p99 <= ${TARGET_BATCH_P99_MS} ms`,
    pass: f.unexpected === 0 && rate >= TARGET_ROWS_PER_S && p99 <= TARGET_BATCH_P99_MS,
  };
}

/** Both runs on one server over `databaseUrl` (a SQLite file or a PostgreSQL URL). */
async function measure(label: string, databaseUrl: string, env: Record<string, string>, log: Log): Promise<Row[]> {
  const server = await startServerOn(databaseUrl, env);
  try {
    const key = await issueKey(databaseUrl);
    const batches = Array.from({ length: CLIENTS }, () => 0);
    log(`exchange push (${label}): ${CLIENTS} clients x ${BATCH}-row batches for ${DURATION_S} s`);
    const created = await run(server.baseUrl, key, 'created', batches);
    log(`  created ${created.rows} rows in ${created.seconds.toFixed(1)} s`);
    const unchanged = await run(server.baseUrl, key, 'unchanged', batches);
    log(`  re-sent ${unchanged.rows} rows in ${unchanged.seconds.toFixed(1)} s`);
    return [
      row(`${label}: new rows (every row created)`, created),
      row(`${label}: the same rows again (every row unchanged)`, unchanged),
    ];
  } finally {
    await server.stop();
  }
}

/** The push figures on SQLite and, when reachable, PostgreSQL. */
export async function benchExchangePush(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  // The key's budget (600 batches a minute per route, data-exchange.routes.ts) allows 10,000 rows/s.
  const env = {};
  const rows: Row[] = [];
  rows.push(...(await withTempSqlite('portal-bench-push-', (file) => measure('SQLite', file, env, log))));
  const adminUrl = process.env.EXCHANGE_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresReachable(adminUrl)) {
    const name = `portal_bench_push_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      rows.push(...(await measure('PostgreSQL', adminUrl.replace(/\/[^/]*$/, `/${name}`), env, log)));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return {
    tables: [
      {
        title: `Data exchange push API (${CLIENTS} clients, ${BATCH}-row facility batches, ${DURATION_S} s)`,
        headers: ['rows', 'rows/s', 'batch p50 (ms)', 'batch p99 (ms)', 'rows not as expected'],
        rows,
      },
    ],
    notes: [
      `Push API (bench/exchange-push.ts): the built server on a fresh default seed, a js365_equ key from exchange-key-cli, ${CLIENTS} clients each posting signed ${BATCH}-row batches of new fitness paths in 西湖区 back to back for ${DURATION_S} s, then the same rows again; rows/s over each run, p50/p99 of a batch's round trip.`,
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchExchangePush((line) => process.stdout.write(`${line}\n`))
    .then(({ tables }) => process.stdout.write(`\n${tables.map(renderTable).join('\n\n')}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
