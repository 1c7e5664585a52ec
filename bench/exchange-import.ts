/**
 * File import of a million facility rows (issue 25; docs/benchmarks.md "File import of 1 million facility
 * rows"; targets from docs/decisions/data-exchange.md "File import of a million rows": the whole import
 * <= 5 min on SQLite, its dry run <= 2 min). Alone: `node scripts/start.mjs --build-only && node --import tsx
 * bench/exchange-import.ts` (IMPORT_BENCH_ROWS rows, default 1,000,000; writes its section of
 * docs/benchmarks.md when run with the default count); `npm run bench` (bench/run.ts) runs it with fewer rows.
 *
 * The built server on a fresh default seed (SQLite) and agency_admin (the seed grants it every system): a CSV
 * in the facility template's columns (sourceId, name, kind, countyCode, lng, lat, address, …; valid fitness
 * paths spread over every county of the seed's divisions, each within ~1 km of its county's centre) written
 * under the OS temporary folder, uploaded as multipart through POST /api/admin/exchange/imports?entity=facility
 * (a file-backed Blob: the bench does not hold it either), then the status polled until previewed, the apply
 * posted and polled until applied. Figures: seconds and rows/s of upload+parse+store, dry run and apply,
 * the file's size and the server's peak resident memory (VmHWM).
 */
import { createWriteStream, openAsBlob, rmSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ImportStatus } from '@portal/contracts/exchange-import';
import { IMPORT_API } from '@portal/contracts/exchange-import.codes';
import { facilityItem } from '../apps/server/src/modules/data-exchange/exchange-items.test-support.js';
import { DIVISIONS } from '../apps/server/src/seed/divisions.js';
import { agencyLogin, apiGet, apiSend, type Envelope } from '../test-support/portal-api.js';
import { REPO_ROOT } from '../test-support/portal-server.js';
import { startServerOn, withTempSqlite } from './bench-server.js';
import { withSection } from './map/benchmarks-section.js';
import { pidListeningOn, residentMemory } from './map/process-memory.js';
import { currentLoad, EXCHANGE_IMPORT_MARKERS, formatCount, renderTable, type Table } from './report.js';

type Log = (message: string) => void;

const TARGET_TOTAL_S = 300;
const TARGET_DRY_RUN_S = 120;
/** The file's columns: the fields of the shared facility item, in its order. */
const COLUMNS = Object.keys(facilityItem('', ''));

/** Row `n` of the file as CSV cells: a facilityItem moved to county `n` mod the county count. */
function csvLine(n: number, counties: readonly { code: string; name: string; lng: number; lat: number }[]): string {
  const county = counties[n % counties.length]!;
  // Up to ~1 km from the centre, so every point is well inside the county's distance limit (entities/place.ts).
  const k = Math.floor(n / counties.length);
  const item: Record<string, unknown> = facilityItem(`bench-import-${n}`, `导入压测健身路径 ${n}`, {
    countyCode: county.code,
    lng: Math.round((county.lng + ((k % 20) - 10) * 0.0005) * 1e6) / 1e6,
    lat: Math.round((county.lat + ((Math.floor(k / 20) % 20) - 10) * 0.0005) * 1e6) / 1e6,
    address: `${county.name}全民健身路 ${n} 号`,
    managerUnit: `${county.name}体育局`,
  });
  return COLUMNS.map((c) => (typeof item[c] === 'boolean' ? (item[c] ? '是' : '否') : String(item[c]))).join(',');
}

/** Writes a `rows`-row facility CSV (UTF-8 with BOM) to `file`; resolves with its size in bytes. */
export async function writeFacilityCsv(file: string, rows: number): Promise<number> {
  const counties = DIVISIONS.filter((d) => d.level === 3);
  const out = createWriteStream(file);
  out.write(`\uFEFF${COLUMNS.join(',')}\r\n`);
  for (let start = 0; start < rows; start += 10_000) {
    const lines: string[] = [];
    for (let n = start; n < Math.min(rows, start + 10_000); n++) lines.push(csvLine(n, counties));
    if (!out.write(`${lines.join('\r\n')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return statSync(file).size;
}

/** Polls import `id` every 250 ms until its status is no longer `running`; resolves with the last status. */
async function until(baseUrl: string, token: string, id: number, running: string): Promise<ImportStatus> {
  for (;;) {
    const status = await apiGet<ImportStatus>(baseUrl, token, `${IMPORT_API}/${id}`);
    if (status.status !== running) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface ImportFigures {
  rows: number;
  fileBytes: number;
  uploadS: number;
  dryRunS: number;
  applyS: number;
  peakRssBytes: number;
  preview: ImportStatus['preview'];
  applied: ImportStatus['applied'];
}

/** One import of a `rows`-row file on a fresh seeded SQLite server. */
async function measure(rows: number, log: Log): Promise<ImportFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-import-'));
  try {
    const csv = join(folder, 'facilities.csv');
    const fileBytes = await writeFacilityCsv(csv, rows);
    log(
      `exchange import: ${formatCount(rows)} rows, ${(fileBytes / 1024 / 1024).toFixed(0)} MB (load ${currentLoad()})`,
    );
    return await withTempSqlite('portal-bench-import-', async (databaseFile) => {
      const server = await startServerOn(databaseFile);
      try {
        const pid = pidListeningOn(server.port);
        const token = await agencyLogin(server.baseUrl, 'agency_admin');
        const form = new FormData();
        form.append('file', await openAsBlob(csv, { type: 'text/csv' }), 'facilities.csv');
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${IMPORT_API}?entity=facility`, {
          method: 'POST',
          headers: { 'session-id': token },
          body: form,
        });
        const answer = (await response.json()) as Envelope<ImportStatus>;
        if (answer.code !== 200) throw new Error(`upload answered ${answer.code}: ${answer.msg}`);
        const uploaded = performance.now();
        log(`  uploaded and stored in ${((uploaded - started) / 1000).toFixed(1)} s (load ${currentLoad()})`);
        const previewed = await until(server.baseUrl, token, answer.data.id, 'previewing');
        const dryRunEnd = performance.now();
        if (previewed.status !== 'previewed') throw new Error(`dry run ended ${previewed.status}`);
        log(`  dry run in ${((dryRunEnd - uploaded) / 1000).toFixed(1)} s (load ${currentLoad()})`);
        await apiSend(server.baseUrl, token, 'POST', `${IMPORT_API}/${answer.data.id}/apply`, {});
        const applied = await until(server.baseUrl, token, answer.data.id, 'applying');
        const applyEnd = performance.now();
        if (applied.status !== 'applied') throw new Error(`apply ended ${applied.status}`);
        log(`  applied in ${((applyEnd - dryRunEnd) / 1000).toFixed(1)} s (load ${currentLoad()})`);
        return {
          rows,
          fileBytes,
          uploadS: (uploaded - started) / 1000,
          dryRunS: (dryRunEnd - uploaded) / 1000,
          applyS: (applyEnd - dryRunEnd) / 1000,
          peakRssBytes: residentMemory(pid).peak,
          preview: previewed.preview,
          applied: applied.applied,
        };
      } catch (error) {
        // A second for the server's last output (or its exit) to reach the pipes before they are read.
        await new Promise((r) => setTimeout(r, 1000));
        log(`  server ${server.exitStatus() ?? 'still running'}; its output:\n${server.outputTail().join('\n')}`);
        throw error;
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The figures as a table (`rows` in the title). */
function tableOf(f: ImportFigures): Table {
  const step = (name: string, seconds: number, target?: number) => ({
    name,
    cells: [seconds.toFixed(1), formatCount(Math.round(f.rows / seconds))],
    target: target === undefined ? '' : `<= ${target} s`,
    pass: target === undefined ? true : seconds <= target,
  });
  const total = f.uploadS + f.dryRunS + f.applyS;
  const wrong = f.preview.created !== f.rows || f.applied.created !== f.rows;
  return {
    title: `File import of ${formatCount(f.rows)} facility rows (CSV, ${(f.fileBytes / 1024 / 1024).toFixed(0)} MB, SQLite; server peak RSS ${(f.peakRssBytes / 1024 / 1024).toFixed(0)} MB)`,
    headers: ['seconds', 'rows/s'],
    rows: [
      step('upload + parse + store (POST until it answers previewing)', f.uploadS),
      step('dry run (previewing until previewed)', f.dryRunS),
      step('upload and dry run', f.uploadS + f.dryRunS, TARGET_DRY_RUN_S),
      step('apply (applying until applied)', f.applyS),
      {
        ...step('whole import: upload, dry run, apply', total, TARGET_TOTAL_S),
        pass: !wrong && total <= TARGET_TOTAL_S,
      },
    ],
  };
}

/** The import figures for a `rows`-row file (bench/run.ts passes a small count). */
export async function benchExchangeImport(log: Log, rows: number): Promise<{ tables: Table[]; notes: string[] }> {
  const figures = await measure(rows, log);
  return {
    tables: [tableOf(figures)],
    notes: [
      `File import (bench/exchange-import.ts): the built server on a fresh default seed (SQLite), agency_admin uploading a ${formatCount(rows)}-row facility CSV (valid fitness paths over every county) through the multipart import API, then polling until previewed, applying and polling until applied; the run with 1,000,000 rows is its own section (node --import tsx bench/exchange-import.ts).`,
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.env.IMPORT_BENCH_ROWS || 1_000_000);
  const loadAtStart = currentLoad();
  benchExchangeImport((line) => process.stdout.write(`${line}\n`), rows)
    .then(({ tables }) => {
      const text = tables.map(renderTable).join('\n\n');
      process.stdout.write(`\n${text}\n`);
      if (rows !== 1_000_000) return;
      const file = resolve(REPO_ROOT, 'docs/benchmarks.md');
      const section = `## File import of 1 million facility rows\n\nMeasured ${new Date().toISOString().slice(0, 10)} by \`node --import tsx bench/exchange-import.ts\` (load average at start ${loadAtStart}, at the end ${currentLoad()}).\n\n${text}\n`;
      writeFileSync(file, withSection(readFileSync(file, 'utf8'), section, EXCHANGE_IMPORT_MARKERS));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
