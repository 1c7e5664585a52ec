/**
 * A file import survives `kill -9` of the server mid-apply (docs/decisions/data-exchange.md "File import:
 * interrupted imports"; as content-save-durability.test.ts): the database is seeded at the tests' scale, the
 * built server runs as a child process, agency_admin uploads 20,000 facility rows (5,000 on PostgreSQL), waits for the dry run and
 * applies; the process group is killed with SIGKILL once the first chunk is committed and before the last.
 * Every row whose applied result was stored then (reported 新增) is in the database; a new server
 * (EXCHANGE_IMPORT_STALE_MS 5 s) resumes the import, which ends applied with every row created once; the
 * same file sent again is all 无变化. SQLite by default; a fresh PostgreSQL schema when DATABASE_URL is
 * postgres://.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportStatus } from '@portal/contracts/exchange-import';
import { AGENCY_PASSWORD, type Envelope } from '../../../../../../test-support/portal-api.js';
import { crashTestDatabase, crashTestServers, seedCrashTestDatabase } from '../../../../test/crash-test-database.js';
import { openDatabase } from '../../../db/database.js';

const API = '/api/admin/exchange/imports';
const PG = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
/** Enough chunks for the kill to land between the first and the last (PostgreSQL writes a chunk more slowly). */
const ROWS = PG ? 5_000 : 20_000;

let databaseUrl: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ databaseUrl, cleanup } = await crashTestDatabase('portal-import-kill-'));
  await seedCrashTestDatabase(databaseUrl);
}, 120_000);

afterAll(async () => {
  await stopAll();
  await cleanup();
});

const { start, stopAll } = crashTestServers(() => databaseUrl, { EXCHANGE_IMPORT_STALE_MS: '5000' });

async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/data/agency/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ userName: 'agency_admin', password: AGENCY_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<{ sessionToken: string }>;
  if (body.code !== 200) throw new Error(`agency_admin sign-in: ${body.msg}`);
  return body.data.sessionToken;
}

const HEADER = 'sourceId,name,kind,countyCode,lng,lat,address,area,buildYear,managerUnit,free,openToPublic,description';
const csv = () => {
  const lines = [HEADER];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `KILL-${i},断电测试健身路径${i},fitness_path,330106,120.13,30.26,杭州市西湖区文三路 ${i} 号,${800 + i},2021,西湖区体育局,是,是,社区健身路径`,
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

async function upload(baseUrl: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv()], { type: 'text/csv' }), 'kill.csv');
  const response = await fetch(`${baseUrl}${API}?entity=facility`, {
    method: 'POST',
    headers: { 'session-id': token },
    body: form,
  });
  const body = (await response.json()) as Envelope<ImportStatus>;
  if (response.status !== 200) throw new Error(`upload: HTTP ${response.status} ${body.msg}`);
  return body.data.id;
}

async function statusOf(baseUrl: string, token: string, id: number): Promise<ImportStatus> {
  const response = await fetch(`${baseUrl}${API}/${id}`, { headers: { 'session-id': token } });
  return ((await response.json()) as Envelope<ImportStatus>).data;
}

async function until(what: string, read: () => Promise<ImportStatus>, ok: (s: ImportStatus) => boolean, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await read();
    if (ok(status)) return status;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The database's count of KILL-* facility sources, and the import's rows with a stored applied result. */
async function inDatabase(id: number) {
  const database = openDatabase(databaseUrl, { poolSize: 1 });
  try {
    const sources = await database.db
      .selectFrom('exchange_source')
      .select('source_id')
      .where('entity', '=', 'facility')
      .where('source_id', 'like', 'KILL-%')
      .execute();
    const created = await database.db
      .selectFrom('exchange_import_row')
      .select('source_id')
      .where('import_id', '=', id)
      .where('result', '=', 'created')
      .execute();
    return { sources: sources.map((r) => r.source_id), created: created.map((r) => r.source_id) };
  } finally {
    await database.destroy();
  }
}

it('resumes an import killed mid-apply: every reported row there once, completed, a resend all 无变化', async () => {
  const first = await start();
  const token = await adminToken(first.baseUrl);
  const id = await upload(first.baseUrl, token);
  await until(
    'dry run',
    () => statusOf(first.baseUrl, token, id),
    (s) => s.status === 'previewed',
  );
  const applying = await fetch(`${first.baseUrl}${API}/${id}/apply`, {
    method: 'POST',
    headers: { 'session-id': token },
  });
  expect(applying.status).toBe(200);
  // Watched from the database itself: the busy server answers its status route only between chunks.
  const watcher = openDatabase(databaseUrl, { poolSize: 1 });
  let cut: { status: string; done: number } | undefined;
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      cut = await watcher.db
        .selectFrom('exchange_import')
        .select(['status', 'done'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (cut.done >= 1000 || cut.status !== 'applying') break;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await watcher.destroy();
  }
  await first.kill();
  expect(first.exitStatus()).toBe('killed by SIGKILL');
  expect(cut?.status, JSON.stringify(cut)).toBe('applying');

  const left = await inDatabase(id);
  expect(left.created.length).toBeGreaterThanOrEqual(1000);
  expect(left.created.length).toBeLessThan(ROWS);
  const there = new Set(left.sources);
  expect(left.created.filter((s) => !there.has(s))).toEqual([]);
  // Chunks commit their rows and their results together: nothing written beyond what is reported.
  expect(left.sources.length).toBe(left.created.length);

  const second = await start();
  const token2 = await adminToken(second.baseUrl);
  const done = await until(
    'resumed',
    () => statusOf(second.baseUrl, token2, id),
    (s) => s.status === 'applied' || s.status === 'failed',
  );
  expect(done.status).toBe('applied');
  expect(done.applied).toEqual({ created: ROWS, updated: 0, unchanged: 0, rejected: 0 });
  const after = await inDatabase(id);
  expect(after.sources.length).toBe(ROWS);
  expect(new Set(after.sources).size).toBe(ROWS);

  const again = await upload(second.baseUrl, token2);
  const previewed = await until(
    'resend dry run',
    () => statusOf(second.baseUrl, token2, again),
    (s) => s.status === 'previewed',
  );
  expect(previewed.preview).toEqual({ created: 0, updated: 0, unchanged: ROWS, rejected: 0 });
}, 300_000);
