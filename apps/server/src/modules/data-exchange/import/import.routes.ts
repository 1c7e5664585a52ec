/**
 * File import of the data exchange in the back office (数据交换·文件导入; spec §6; docs/data-exchange.md
 * "File import"; contracts exchange-import.ts). Agency session only; the account needs an
 * exchange_import_grant for the entity's owning system (403 otherwise, audited). Every upload, apply and
 * error-file download is written to the audit log (ids and counts only).
 *
 * - POST /api/admin/exchange/imports?entity= (multipart, one file: .csv or .xlsx, ≤ MAX_IMPORT_BYTES,
 *   ≤ MAX_IMPORT_ROWS rows) -> ImportStatus (previewing: the dry run runs in the background). 400 naming
 *   `file` for a wrong type, an empty file, unknown columns, too large.
 * - GET  /api/admin/exchange/imports/{id} -> ImportStatus (poll `done`/`total` while previewing or
 *   applying; previewed: the dry run's counts and first rows).
 * - POST /api/admin/exchange/imports/{id}/apply -> ImportStatus (applying; runs in the background). 409 when
 *   already applying or applied.
 * - GET  /api/admin/exchange/imports/{id}/errors.csv -> CSV (BOM): 行号, 列, 值, 原因 of the rejected rows.
 * - GET  /api/admin/exchange/imports/template/{entity} -> CSV template (./import-template.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope } from '@portal/contracts/envelope';
import {
  ImportCsv,
  ImportEntityParams,
  ImportEntityQuery,
  ImportIdParams,
  ImportStatus,
} from '@portal/contracts/exchange-import';
import {
  APPLIED_STATUSES,
  IMPORT_API,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_MB,
  MAX_IMPORT_WAN_ROWS,
  type ImportState,
} from '@portal/contracts/exchange-import.codes';
import { appendAuditLog } from '../../../db/audit-log.js';
import { ApiError, badRequest, notFound } from '../../../lib/api-error.js';
import { errorResponses, ok } from '../../../lib/envelope.js';
import { requireAgency } from '../../area/agency-scope.js';
import type { RequestSession } from '../../../types.js';
import { EXCHANGE_ENTITIES } from '../entities/index.js';
import type { ExchangeEntity } from '../entities/exchange-entity.js';
import { importErrorsCsv } from './import-errors-csv.js';
import { readImportFile } from './import-file.js';
import { tooLarge } from './import-limits.js';
import { dropAbandonedUploads, ImportUpload } from './import-upload.js';
import { templateColumns, templateCsv } from './import-template.js';
import { mayImport, rejectedRows } from './import.repository.js';
import {
  applyImport,
  findImport,
  importStatus,
  resumeInterrupted,
  runPreview,
  startApplying,
} from './import.service.js';

const TAG = '数据交换';
const ERRORS = errorResponses(400, 401, 403, 404, 409);

/** The registry entry of `name`, or 400 naming `entity`. */
function entityOf(name: string): ExchangeEntity {
  const entity = EXCHANGE_ENTITIES.find((e) => e.contract.entity === name);
  if (!entity) throw badRequest('entity', `未知的交换实体 ${name.slice(0, 32)}`);
  return entity;
}

/** Turns @fastify/multipart's errors into 400s naming `file`. */
function multipartError(error: unknown): never {
  const code = (error as { code?: string }).code ?? '';
  if (error instanceof ApiError) throw error;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    throw badRequest('file', '每次只能上传一个文件（表单字段 file）');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('file', '请以 multipart/form-data 上传文件');
  throw badRequest('file', '上传的表单无法解析');
}

const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only for this plugin's routes (content-type parsers are encapsulated). The file is read from
  // request.file()'s stream as it arrives (import-file.ts), never buffered whole: fileSize is the size limit.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  /** Imports being applied by this instance: closing the app waits for them. */
  const running = new Set<Promise<void>>();
  /** Their ids: a sweep never resumes an import this instance is still running (a chunk slower than the limit). */
  const runningIds = new Set<number>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  /** Keeps `work` (a dry run or an apply of import `id`) until it ends; its failure is logged (the import's status says failed). */
  const inBackground = (id: number, work: Promise<void>) => {
    const run: Promise<void> = work
      .catch((error: unknown) => app.log.error({ err: error, importId: id }, 'exchange import failed'))
      .finally(() => {
        running.delete(run);
        runningIds.delete(id);
      });
    running.add(run);
    runningIds.add(id);
  };

  // Imports cut off mid-run (an instance stopped or killed) are resumed by whichever instance sees them
  // first once their heartbeat is stale: at start and then every half EXCHANGE_IMPORT_STALE_MS
  // (docs/decisions/data-exchange.md "File import: interrupted imports").
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const id of await dropAbandonedUploads(app.db, app.clock(), app.config.exchangeImportStaleMs))
        app.log.warn({ importId: id }, 'exchange import upload cut off midway dropped');
      await resumeInterrupted(
        app.db,
        EXCHANGE_ENTITIES,
        app.clock(),
        app.config.exchangeImportStaleMs,
        (record, entity) => {
          if (runningIds.has(record.id)) return;
          app.log.warn({ importId: record.id, status: record.status }, 'exchange import resumed after interruption');
          const work = record.status === 'previewing' ? runPreview : applyImport;
          inBackground(record.id, work(app.db, entity, record.id, app.clock));
        },
      );
    } catch (error) {
      app.log.error({ err: error }, 'exchange import resume sweep failed');
    } finally {
      sweeping = false;
    }
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    sweepTimer = setInterval(() => void sweep(), app.config.exchangeImportStaleMs / 2);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweepTimer));

  const audit = (request: FastifyRequest, session: RequestSession, action: string, result: string, detail: string) =>
    appendAuditLog(app.db, { time: app.clock(), action, userName: session.userName, ip: request.ip, result, detail });

  /** The agency session allowed to import for `system` (403 otherwise, audited as `action`). */
  async function importer(request: FastifyRequest, system: string, action: string, detail: string) {
    const session = requireAgency(request, '仅机构账号登录后可以导入交换数据');
    if (!(await mayImport(app.db, session.accountId, system))) {
      await audit(request, session, action, 'forbidden', detail);
      throw new ApiError(403, `本账号无权代 ${system} 导入数据`);
    }
    return session;
  }

  /** Import `id` (404) that the caller may see (403). */
  async function importOf(request: FastifyRequest, id: number, action: string) {
    const record = await findImport(app.db, id);
    // An import still uploading is not there yet for the API (its POST answers once it is stored).
    if (!record || record.status === 'uploading') throw notFound('导入记录');
    const session = await importer(request, record.system, action, `id=${id}`);
    return { record, session };
  }

  app.post(
    IMPORT_API,
    {
      schema: {
        summary: `上传 CSV/XLSX 文件并试运行（multipart 字段 file；≤ ${MAX_IMPORT_MB} MB、≤ ${MAX_IMPORT_WAN_ROWS} 万行）`,
        description:
          '表头为模板中的字段名；每行与推送接口相同地校验（后台试运行，轮询状态直到 previewed）；随后返回 新增/更新/无变化/拒绝 的行数和前几行，尚未写入。',
        tags: [TAG],
        querystring: ImportEntityQuery,
        response: { 200: Envelope(ImportStatus), ...ERRORS },
      },
    },
    async (request) => {
      const entity = entityOf(request.query.entity);
      const { entity: name, system } = entity.contract;
      const session = await importer(request, system, 'exchange_import_preview', `entity=${name}`);
      if (!request.isMultipart()) throw badRequest('file', '请以 multipart/form-data 上传文件');
      let upload: ImportUpload | undefined;
      let total: number;
      try {
        const file = await request.file().catch(multipartError);
        if (!file) throw badRequest('file', '请选择要导入的文件');
        // Rows are stored chunk by chunk while the file streams in (import-upload.ts).
        const started = await ImportUpload.begin(app.db, entity, session, file.filename, app.clock);
        upload = started;
        total = await readImportFile(file.filename, file.file, templateColumns(entity.contract.item), (rows) =>
          started.add(rows),
        ).catch(multipartError);
        if (file.file.truncated) throw tooLarge();
        await started.finish(total);
      } catch (error) {
        await upload?.abandon();
        if (error instanceof ApiError && error.statusCode === 400)
          await audit(request, session, 'exchange_import_preview', 'invalid', `entity=${name}`);
        throw error;
      }
      const id = upload.id;
      await audit(request, session, 'exchange_import_preview', 'ok', `id=${id} entity=${name} rows=${total}`);
      inBackground(id, runPreview(app.db, entity, id, app.clock));
      return ok(await importStatus(app.db, (await findImport(app.db, id))!));
    },
  );

  app.get(
    `${IMPORT_API}/template/:entity`,
    {
      schema: {
        summary: '下载导入模板（CSV，第 1 行字段名，第 2 行 # 开头的中文说明）',
        tags: [TAG],
        params: ImportEntityParams,
        produces: ['text/csv'],
        response: { 200: ImportCsv, ...ERRORS },
      },
    },
    async (request, reply) => {
      const entity = entityOf(request.params.entity);
      await importer(request, entity.contract.system, 'exchange_import_template', `entity=${entity.contract.entity}`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${entity.contract.entity}-template.csv"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(await templateCsv(entity.contract.item), 'utf8'));
    },
  );

  app.get(
    `${IMPORT_API}/:id`,
    {
      schema: {
        summary: '导入状态与进度（写入中轮询 done/total）',
        tags: [TAG],
        params: ImportIdParams,
        response: { 200: Envelope(ImportStatus), ...ERRORS },
      },
    },
    async (request) => {
      const { record } = await importOf(request, request.params.id, 'exchange_import_status');
      return ok(await importStatus(app.db, record));
    },
  );

  app.post(
    `${IMPORT_API}/:id/apply`,
    {
      schema: {
        summary: '写入已试运行的导入（后台分批执行，每批 ≤ 1000 行）',
        tags: [TAG],
        params: ImportIdParams,
        response: { 200: Envelope(ImportStatus), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { record, session } = await importOf(request, id, 'exchange_import_apply');
      const entity = entityOf(record.entity);
      if (!(await startApplying(app.db, id, app.clock()))) {
        await audit(request, session, 'exchange_import_apply', 'conflict', `id=${id} status=${record.status}`);
        throw new ApiError(409, '该导入正在试运行、正在写入或已写入，不能执行写入');
      }
      await audit(
        request,
        session,
        'exchange_import_apply',
        'ok',
        `id=${id} entity=${record.entity} rows=${record.total}`,
      );
      inBackground(id, applyImport(app.db, entity, id, app.clock));
      return ok(await importStatus(app.db, (await findImport(app.db, id))!));
    },
  );

  app.get(
    `${IMPORT_API}/:id/errors.csv`,
    {
      schema: {
        summary: '下载错误文件（CSV，带 BOM：行号、列、值、原因）',
        tags: [TAG],
        params: ImportIdParams,
        produces: ['text/csv'],
        response: { 200: ImportCsv, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { record, session } = await importOf(request, id, 'exchange_import_errors');
      const applied = APPLIED_STATUSES.includes(record.status as ImportState);
      const rows = await rejectedRows(app.db, id, applied ? 'result' : 'preview');
      await audit(request, session, 'exchange_import_errors', 'ok', `id=${id} rows=${rows.length}`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${id}-errors.csv"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(await importErrorsCsv(rows), 'utf8'));
    },
  );
};

export default importRoutes;
