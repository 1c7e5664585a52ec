/**
 * The data exchange's file import (import.routes.ts; docs/data-exchange.md "File import") through the real
 * multipart endpoint, on SQLite (or PostgreSQL with DATABASE_URL): a facility file of good rows and 3 bad
 * rows previews exactly what applying writes, row by row; importing it again is all 无变化; the error file
 * lists exactly the bad rows; an XLSX of the same table reads the same as the CSV; an account without the
 * system's grant is 403 (audited); bad files are 400 naming `file`.
 */
import ExcelJS from 'exceljs';
import type { ImportStatus } from '@portal/contracts/exchange-import';
import { IMPORT_ENTITIES } from '@portal/contracts/exchange-import.codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../../test/auth-test-app.js';
import { insertDivisions } from '../../../../test/division-fixtures.js';
import { waitUntil } from '../../../../test/wait-until.js';
import { multipartBody } from '../../../../test/multipart-body.js';
import { EXCHANGE_ENTITIES } from '../entities/index.js';
import { applyImport, failureReason, resumeInterrupted, runPreview, startApplying } from './import.service.js';

const API = '/api/admin/exchange/imports';
const HEADER = [
  'sourceId',
  'name',
  'kind',
  'countyCode',
  'lng',
  'lat',
  'address',
  'area',
  'buildYear',
  'managerUnit',
  'free',
  'openToPublic',
  'description',
];
const good = (i: number) => [
  `IMP-${i}`,
  `导入测试健身路径${i}`,
  'fitness_path',
  '330106',
  '120.13',
  '30.26',
  `杭州市西湖区文三路 ${i} 号`,
  String(800 + i),
  '2021',
  '西湖区体育局',
  '是',
  '是',
  '社区健身路径',
];
/** The table: a comment row, 10 good rows and 3 bad ones (lines 5, 9 and 15 of the file). */
function table(): string[][] {
  const rows = [HEADER, ['#来源编号', '名称']];
  for (let i = 1; i <= 10; i++) rows.push(good(i));
  rows.splice(
    4,
    0,
    [...good(11)].map((v, k) => (k === 8 ? '1800' : v)),
  ); // buildYear too early
  rows.splice(
    8,
    0,
    [...good(12)].map((v, k) => (k === 3 ? '999999' : v)),
  ); // unknown county
  rows.push([...good(13)].map((v, k) => (k === 10 ? '也许' : v))); // not a boolean
  return rows;
}
const BAD_LINES = [5, 9, 15];
const csvOf = (rows: string[][]) =>
  `\uFEFF${rows.map((r) => r.map((v) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(',')).join('\r\n')}\r\n`;

/** The same table as an XLSX (numbers as number cells, a 说明 sheet after it). */
async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  for (const r of rows) sheet.addRow(r.map((v) => (/^-?[0-9]+(\.[0-9]+)?$/.test(v) && v.length < 10 ? Number(v) : v)));
  book.addWorksheet('说明').addRow(['字段', '说明']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

let t: AuthTestApp;
let admin: string;
let filler: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  await insertDivisions(t);
  admin = await t.agencyToken('agency_admin');
  filler = await t.agencyToken('venue_filler');
});
afterAll(async () => t?.close());

interface Body<T> {
  code: number;
  msg: string;
  data: T;
}

function upload(token: string, filename: string, bytes: Buffer, entity = 'facility') {
  const { payload, contentType } = multipartBody({}, [
    { name: 'file', filename, contentType: 'application/octet-stream', bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${API}?entity=${entity}`,
    headers: { 'session-id': token, 'content-type': contentType },
    payload,
  });
}

/** Polls import `id` until `done(status)`. */
const statusUntil = (id: number, what: string, done: (status: ImportStatus) => boolean) =>
  waitUntil(what, async () => {
    const status = (await t.app.inject({ method: 'GET', url: `${API}/${id}`, headers: { 'session-id': admin } })).json<
      Body<ImportStatus>
    >().data;
    return done(status) ? status : undefined;
  });

/** Uploads a file (answered previewing) and waits for its dry run. */
async function preview(filename: string, bytes: Buffer): Promise<ImportStatus> {
  const res = await upload(admin, filename, bytes);
  expect(res.statusCode, res.body).toBe(200);
  const { id, status } = res.json<Body<ImportStatus>>().data;
  expect(status).toBe('previewing');
  return statusUntil(id, 'import previewed', (s) => s.status === 'previewed');
}

async function apply(id: number): Promise<ImportStatus> {
  const res = await t.app.inject({ method: 'POST', url: `${API}/${id}/apply`, headers: { 'session-id': admin } });
  expect(res.statusCode, res.body).toBe(200);
  return statusUntil(id, 'import applied', (s) => s.status === 'applied');
}

/** Row outcomes of import `id` as stored: [line, preview, result, field, reason]. */
const stored = (id: number) =>
  t.database.db
    .selectFrom('exchange_import_row')
    .select(['row_no', 'preview', 'result', 'field', 'reason'])
    .where('import_id', '=', id)
    .orderBy('row_no')
    .execute();

describe('file import', () => {
  it('lists the registry entities for the web page', () => {
    expect(IMPORT_ENTITIES.map((e) => [e.entity, e.system, e.label])).toEqual(
      EXCHANGE_ENTITIES.map((e) => [e.contract.entity, e.contract.system, e.contract.label]),
    );
  });

  it('previews what applying writes, row by row; the XLSX reads as the CSV; a repeat is all 无变化', async () => {
    const csv = Buffer.from(csvOf(table()));
    const first = await preview('facilities.csv', csv);
    expect(first.status).toBe('previewed');
    expect(first.total).toBe(13);
    expect(first.preview).toEqual({ created: 10, updated: 0, unchanged: 0, rejected: 3 });
    expect(first.samples.rejected.map((r) => [r.rowNo, r.field])).toEqual([
      [5, 'buildYear'],
      [9, 'countyCode'],
      [15, 'free'],
    ]);
    expect(first.samples.rejected[2]!.value).toBe('也许');
    expect(first.samples.created).toHaveLength(5);
    // Nothing written by the dry run.
    expect(await t.database.db.selectFrom('exchange_source').select('source_id').execute()).toEqual([]);

    const xlsx = await preview('facilities.xlsx', await xlsxOf(table()));
    expect(xlsx.preview).toEqual(first.preview);
    const strip = (rows: Awaited<ReturnType<typeof stored>>) =>
      rows.map((r) => [r.row_no, r.preview, r.field, r.reason]);
    expect(strip(await stored(xlsx.id))).toEqual(strip(await stored(first.id)));

    const applied = await apply(first.id);
    expect(applied.done).toBe(13);
    expect(applied.applied).toEqual(first.preview);
    for (const row of await stored(first.id)) expect(row.result, `line ${row.row_no}`).toBe(row.preview);
    const listed = await t.database.db
      .selectFrom('facility')
      .select('id')
      .where('manager_unit', '=', '西湖区体育局')
      .execute();
    expect(listed).toHaveLength(10);

    const errors = await t.app.inject({
      method: 'GET',
      url: `${API}/${first.id}/errors.csv`,
      headers: { 'session-id': admin },
    });
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toContain('text/csv');
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('行号,列,值,原因');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(BAD_LINES);
    expect(errors.body.startsWith('\uFEFF')).toBe(true);

    const again = await preview('facilities.csv', csv);
    expect(again.preview).toEqual({ created: 0, updated: 0, unchanged: 10, rejected: 3 });
    expect((await apply(again.id)).applied).toEqual(again.preview);

    const changed = table().map((r) => (r[0] === 'IMP-3' ? r.map((v, k) => (k === 7 ? '999' : v)) : r));
    const update = await preview('facilities.xlsx', await xlsxOf(changed));
    expect(update.preview).toEqual({ created: 0, updated: 1, unchanged: 9, rejected: 3 });
    expect(update.samples.updated.map((r) => r.sourceId)).toEqual(['IMP-3']);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'result'])
      .where('action', 'like', 'exchange_import%')
      .execute();
    expect(audit.filter((a) => a.action === 'exchange_import_apply' && a.result === 'ok')).toHaveLength(2);
    expect(audit.filter((a) => a.action === 'exchange_import_preview' && a.result === 'ok')).toHaveLength(4);
  });

  it('marks a dry run failing in the background previewFailed with its reason; the server keeps answering', async () => {
    const facility = EXCHANGE_ENTITIES.find((e) => e.contract.entity === 'facility')!;
    const broken = vi.spyOn(facility, 'afterBatch').mockRejectedValue(new Error('disk full'));
    try {
      const res = await upload(admin, 'broken.csv', Buffer.from(csvOf([HEADER, good(31), good(32)])));
      expect(res.statusCode, res.body).toBe(200);
      const failed = await statusUntil(res.json<Body<ImportStatus>>().data.id, 'dry run failed', (s) =>
        ['previewed', 'previewFailed'].includes(s.status),
      );
      expect(failed.status).toBe('previewFailed');
      expect(failed.failure).toBe(failureReason(new Error('disk full')));
      expect(failed.failure).not.toContain('disk full');
    } finally {
      broken.mockRestore();
    }
    const healthy = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
  });

  it('lets the event loop turn between the chunks of a dry run (a server busy importing still answers)', async () => {
    const rows = [HEADER];
    for (let i = 1; i <= 2500; i++) rows.push(good(7000 + i).map((v, k) => (k === 0 ? `TURN-${i}` : v)));
    const { id } = await preview('turns.csv', Buffer.from(csvOf(rows)));
    const facility = EXCHANGE_ENTITIES.find((e) => e.contract.entity === 'facility')!;
    // On SQLite a chunk's queries resolve as microtasks only: a timer (as a request's socket read) runs
    // during the run only if the run yields the loop between its chunks.
    let finished = false;
    let ranDuringRun = false;
    setTimeout(() => (ranDuringRun = !finished), 0);
    await runPreview(t.database.db, facility, id, () => t.clock.now);
    finished = true;
    expect(ranDuringRun).toBe(true);
  });

  it('refuses an apply twice (409) and a sourceId repeated in the file', async () => {
    const rows = [HEADER, good(21), good(21)];
    const status = await preview('dup.csv', Buffer.from(csvOf(rows)));
    expect(status.preview).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 1 });
    expect(status.samples.rejected[0]).toMatchObject({ rowNo: 3, field: 'sourceId' });
    await apply(status.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/${status.id}/apply`,
      headers: { 'session-id': admin },
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers 403 to an account without the system grant, and audits it', async () => {
    const res = await upload(filler, 'facilities.csv', Buffer.from(csvOf(table())));
    expect(res.statusCode).toBe(403);
    expect(res.json<Body<null>>().msg).toContain('js365_equ');
    const template = await t.app.inject({
      method: 'GET',
      url: `${API}/template/facility`,
      headers: { 'session-id': filler },
    });
    expect(template.statusCode).toBe(403);
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'exchange_import_preview')
      .where('result', '=', 'forbidden')
      .execute();
    expect(refused).toEqual([{ detail: 'entity=facility' }]);
  });

  it.each([
    ['a wrong type', 'facilities.txt', 'sourceId,name\r\nA,B\r\n', '仅支持'],
    ['an empty file', 'empty.csv', '', '文件为空'],
    ['a header without rows', 'header.csv', `${HEADER.join(',')}\r\n#说明\r\n`, '没有数据行'],
    ['unknown columns', 'unknown.csv', 'sourceId,名称,colour\r\nA,B,C\r\n', '未知的列：名称、colour'],
    ['no sourceId column', 'nosource.csv', 'name\r\nA\r\n', 'sourceId'],
    ['a broken XLSX', 'broken.xlsx', 'not a zip', 'Excel'],
  ])('answers 400 naming file for %s', async (_what, filename, text, reason) => {
    const res = await upload(admin, filename, Buffer.from(text));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Body<null>>();
    expect(body.msg).toContain('file');
    expect(body.msg).toContain(reason);
  });

  it('drops the rows already stored when the file is refused after its first chunks (400, no import left)', async () => {
    const before = await t.database.db.selectFrom('exchange_import').select('id').execute();
    const rows = [HEADER, ...Array.from({ length: 2_500 }, (_, i) => good(100 + i))];
    rows.push([...good(9_999), 'one cell too many']); // line 2502: after two 1,000-row chunks were stored
    const res = await upload(admin, 'ragged.csv', Buffer.from(csvOf(rows)));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Body<null>>().msg).toBe('参数 file 不合法：第 2502 行的列数多于表头');
    expect(await t.database.db.selectFrom('exchange_import').select('id').execute()).toEqual(before);
    const left = await t.database.db
      .selectFrom('exchange_import_row')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('import_id', 'not in', before.length > 0 ? before.map((r) => r.id) : [0])
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('answers 400 naming entity for an unknown entity', async () => {
    const res = await upload(admin, 'x.csv', Buffer.from('sourceId\r\nA\r\n'), 'nothing');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body<null>>().msg).toContain('entity');
  });

  it('serves a template whose columns are the fields and that imports as an empty file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/template/facility`,
      headers: { 'session-id': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, notes] = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header!.split(',').sort()).toEqual(['validFrom', 'datum', ...HEADER].sort());
    expect(header!.startsWith('sourceId,validFrom,')).toBe(true);
    expect(notes!.startsWith('#')).toBe(true);
    expect(notes).toContain('必填');
    const back = await upload(admin, 'template.csv', Buffer.from(res.body));
    expect(back.json<Body<null>>().msg).toContain('没有数据行');
  });
});

const STALE_MS = 60_000;

describe('an import cut off mid-apply', () => {
  it('is resumed at its first uncommitted chunk: every row once, the outcomes complete, a resend all 无变化', async () => {
    const rows = [HEADER];
    for (let i = 1; i <= 1500; i++) rows.push(good(5000 + i).map((v, k) => (k === 0 ? `CUT-${i}` : v)));
    const previewed = await preview('cut.csv', Buffer.from(csvOf(rows)));
    const id = previewed.id;
    expect(previewed.preview.created).toBe(1500);
    const facility = EXCHANGE_ENTITIES.find((e) => e.contract.entity === 'facility')!;
    // The second chunk's command fails inside its transaction: the database is left as a kill -9 between
    // the chunks leaves it (chunk 1 and its outcomes committed, chunk 2 rolled back), then the import is put
    // back to `applying` as the killed instance would have left it.
    let batches = 0;
    const cut: typeof facility = {
      ...facility,
      afterBatch: async (journalled, ctx) => {
        batches += 1;
        if (batches === 2) throw new Error('cut off');
        await facility.afterBatch?.(journalled, ctx);
      },
    };
    expect(await startApplying(t.database.db, id, t.clock.now)).toBe(true);
    await expect(applyImport(t.database.db, cut, id, () => t.clock.now)).rejects.toThrow('cut off');
    const failed = await t.database.db
      .selectFrom('exchange_import')
      .select(['status', 'failure'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', failure: failureReason(new Error('cut off')) });
    await t.database.db.updateTable('exchange_import').set({ status: 'applying' }).where('id', '=', id).execute();
    const committed = await stored(id);
    expect(committed.filter((r) => r.result === 'created')).toHaveLength(1000);
    expect(committed.filter((r) => r.result === null)).toHaveLength(500);

    // Not stale yet: left alone (its instance may still be running it).
    const resume = vi.fn();
    expect(await resumeInterrupted(t.database.db, EXCHANGE_ENTITIES, t.clock.now, STALE_MS, resume)).toEqual([]);
    t.clock.advance(STALE_MS + 1000);
    const resumed: Promise<void>[] = [];
    const claimed = await resumeInterrupted(t.database.db, EXCHANGE_ENTITIES, t.clock.now, STALE_MS, (record, entity) =>
      resumed.push(applyImport(t.database.db, entity, record.id, () => t.clock.now)),
    );
    expect(claimed).toEqual([id]);
    // Claimed once: a second instance sweeping now finds it fresh.
    expect(await resumeInterrupted(t.database.db, EXCHANGE_ENTITIES, t.clock.now, STALE_MS, resume)).toEqual([]);
    expect(resume).not.toHaveBeenCalled();
    await Promise.all(resumed);

    const status = await statusUntil(id, 'resumed import applied', (s) => s.status === 'applied');
    expect(status.applied).toEqual({ created: 1500, updated: 0, unchanged: 0, rejected: 0 });
    expect(status.done).toBe(1500);
    const sources = await t.database.db
      .selectFrom('exchange_source')
      .select(sql<number>`count(*)`.as('n'))
      .where('system', '=', facility.contract.system)
      .where('source_id', 'like', 'CUT-%')
      .executeTakeFirstOrThrow();
    expect(Number(sources.n)).toBe(1500);
    const again = await preview('cut-again.csv', Buffer.from(csvOf(rows)));
    expect(again.preview).toEqual({ created: 0, updated: 0, unchanged: 1500, rejected: 0 });
  }, 120_000);
});
