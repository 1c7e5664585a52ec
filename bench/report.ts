/**
 * Formats the benchmark figures as Markdown (stdout and docs/benchmarks.md). Pure functions.
 */
import { cpus, loadavg, totalmem } from 'node:os';

export interface Row {
  /** What was measured, e.g. "GET /api_/ow/news/list?pageNum=1&pageSize=10". */
  name: string;
  /** The figure as shown, e.g. "12 345 req/s" or "1.42 s". */
  cells: string[];
  target: string;
  pass: boolean | null;
}

export interface Table {
  title: string;
  headers: string[];
  rows: Row[];
}

/** One Markdown table; `pass: null` shows "n/a" (informational row). */
export function renderTable(table: Table): string {
  const header = ['', ...table.headers, 'target', 'result'];
  const lines = [`### ${table.title}`, '', `| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of table.rows) {
    const verdict = row.pass === null ? 'n/a' : row.pass ? 'pass' : '**FAIL**';
    lines.push(`| ${[row.name, ...row.cells, row.target, verdict].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** "2 cores (model), 7.8 GB RAM, Node v20.20.2, linux x64". */
export function describeMachine(): string {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memory = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cores.length} cores (${model}), ${memory} GB RAM, Node ${process.version}, ${process.platform} ${process.arch}`;
}

/** The 1-minute load average as text, e.g. "0.42"; other work on the machine skews every figure. */
export function currentLoad(): string {
  return loadavg()[0]!.toFixed(2);
}

/** The whole document: heading, date, machine and load, method notes, then the tables. */
export function renderDocument(tables: Table[], notes: string[], date: Date, loadAtStart: string): string {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.ts); the latest run replaces this file. Figures are from one run,',
    'on one machine, and vary by a few per cent between runs.',
    '',
    `- Date: ${date.toISOString()}`,
    `- Machine: ${describeMachine()}`,
    `- 1-minute load average when the run started: ${loadAtStart} (other work on the machine lowers every figure)`,
    '',
    '## How it was measured',
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    '## Results',
    '',
    ...tables.flatMap((table) => [renderTable(table), '']),
  ].join('\n');
}

/** 12345.6 -> "12 346"; keeps tables readable. */
export function formatCount(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Milliseconds as the tables and logs show them: one decimal, no unit (12.345 -> "12.3"). */
export function formatMs(value: number): string {
  return value.toFixed(1);
}

/**
 * p-th percentile (p from 0 to 100, nearest rank) of `sorted`, which must be in ascending order (not checked:
 * callers sort once and read several percentiles). NaN for an empty list.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `percentile` of `values` in any order: sorts a copy (the caller's order is kept). NaN for an empty list. */
export function percentileOfUnsorted(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return percentile(sorted, p);
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Column headers of a load table whose rows are ratios to the same run's raw hello-world. */
export const LOAD_TABLE_HEADERS = ['requests/s', 'ratio to hello-world', 'p50 (ms)', 'p99 (ms)', 'non-2xx/errors'];

/**
 * A row of such a table for requests measured one at a time (`times` in ms, e.g. from load.ts
 * measureFirstRequests): p50 in the p50 column, "p95 …, max …" in the p99 column, passing when
 * p95 <= `p95TargetMs`.
 */
export function firstRequestsRow(name: string, times: readonly number[], p95TargetMs: number): Row {
  const p95 = percentileOfUnsorted(times, 95);
  return {
    name,
    cells: ['', '', formatMs(median([...times])), `p95 ${formatMs(p95)}, max ${formatMs(Math.max(...times))}`, '0'],
    target: `p95 <= ${p95TargetMs} ms`,
    pass: p95 <= p95TargetMs,
  };
}

/** The baseline row of such a table: the raw node:http hello-world measured in the same run. */
export function helloWorldRow(hello: { requestsPerSec: number; p50: number; p99: number; failures: number }): Row {
  return {
    name: 'raw node:http hello world (the ratio baseline, same run)',
    cells: [
      formatCount(hello.requestsPerSec),
      '100 %',
      String(hello.p50),
      String(hello.p99),
      formatCount(hello.failures),
    ],
    target: 'baseline',
    pass: null,
  };
}

/**
 * The markers of the mobile Lighthouse section of docs/benchmarks.md, written by `npm run bench:lighthouse`
 * (bench/lighthouse.ts) and kept by `npm run bench` (bench/run.ts), like the fitness map's.
 */
export const LIGHTHOUSE_MARKERS = {
  start: '<!-- lighthouse:start (written by npm run bench:lighthouse; do not edit) -->',
  end: '<!-- lighthouse:end -->',
} as const;

/**
 * The markers of the section "Every national read model in one instance" of docs/benchmarks.md (bench/national-models.ts),
 * written by `npm run bench` and by that file run alone.
 */
export const NATIONAL_MODELS_MARKERS = {
  start: '<!-- national-models:start (figures of bench/national-models.ts; kept by npm run bench) -->',
  end: '<!-- national-models:end -->',
} as const;

/**
 * The markers of the open-data section of docs/benchmarks.md (figures of bench/open-data.ts, docs/decisions/open-data.md), kept by
 * `npm run bench` (bench/run.ts) like the Lighthouse and fitness-map sections.
 */
export const OPEN_DATA_MARKERS = {
  start: '<!-- open-data:start (figures of bench/open-data.ts; kept by npm run bench) -->',
  end: '<!-- open-data:end -->',
} as const;

/**
 * The markers of the section "File import of 1 million facility rows" of docs/benchmarks.md (written by
 * `node --import tsx bench/exchange-import.ts`, docs/decisions/data-exchange.md "File import of a million
 * rows"), kept by `npm run bench` like the open-data section.
 */
export const EXCHANGE_IMPORT_MARKERS = {
  start: '<!-- exchange-import:start (figures of bench/exchange-import.ts; kept by npm run bench) -->',
  end: '<!-- exchange-import:end -->',
} as const;

/**
 * A row of n, p50, p95 and max milliseconds of `values` (times until a write showed), passing when p95 is
 * within `targetMs` (and there is at least one value).
 */
export function latencyRow(name: string, values: readonly number[], targetMs: number): Row {
  const p95 = percentileOfUnsorted(values, 95);
  return {
    name,
    cells: [
      String(values.length),
      formatMs(percentileOfUnsorted(values, 50)),
      formatMs(p95),
      formatMs(Math.max(...values)),
    ],
    target: `p95 <= ${targetMs} ms`,
    pass: values.length > 0 && p95 <= targetMs,
  };
}
