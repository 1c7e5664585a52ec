/**
 * HTTP load measurement with autocannon (DESIGN.md "Tests and benchmarks"): 50 connections for 10 s
 * by default. autocannon runs in the bench process; the servers it measures are child processes.
 */
import autocannon from 'autocannon';
import { formatMs, median, percentileOfUnsorted } from './report.js';

export interface LoadResult {
  /** Mean requests per second over the run. */
  requestsPerSec: number;
  /** Latency percentiles in ms. */
  p50: number;
  /** autocannon gives no p95; p97.5 bounds it from above. */
  p97_5: number;
  p99: number;
  /** Responses with a status outside 2xx, plus socket errors and timeouts (must be 0 for a valid figure). */
  failures: number;
  totalRequests: number;
}

export interface LoadOptions {
  connections?: number;
  /** Seconds. */
  duration?: number;
  headers?: Record<string, string>;
  /**
   * Paths (with query) each connection cycles through, in order, against `url`'s origin; default: `url`
   * alone. A mix of filters keeps a per-URL response cache from serving one hot entry.
   */
  paths?: string[];
  /** A POST body (with its content-type in `headers`); default: GET without a body. */
  body?: string;
}

/**
 * `measureLoad` after a warm-up of `warmUpSeconds` with the same connections (every load figure of the
 * bench is taken after one); logs what it does and the figures under `label`.
 */
export async function measureAfterWarmUp(
  url: string,
  options: LoadOptions & { connections: number; duration: number },
  log: (message: string) => void,
  label: string,
  warmUpSeconds = 3,
): Promise<LoadResult> {
  log(
    `autocannon ${label}: warm-up ${warmUpSeconds} s, then ${options.connections} connections for ${options.duration} s`,
  );
  await measureLoad(url, { ...options, duration: warmUpSeconds });
  const result = await measureLoad(url, options);
  log(
    `  ${result.requestsPerSec.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, failures ${result.failures}`,
  );
  return result;
}

/** Loads GET `url` (POST with `body`); resolves with the figures. Rejects only when autocannon itself fails. */
export async function measureLoad(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { method: 'POST' as const, body: options.body }),
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  return {
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    totalRequests: result.requests.total,
  };
}

/** GET `url` once; resolves with the milliseconds to the end of the body. Rejects on a status other than 200. */
export async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * GET each of `paths` (with query) against `baseUrl` once, one after the other: the first request of each
 * URL, before any response cache holds it. Logs p50 / p95 / max and the five slowest paths. Resolves with
 * the milliseconds of each request in the order of `paths`; rejects on an answer other than 200 (timedGet).
 */
export async function measureFirstRequests(
  baseUrl: string,
  paths: readonly string[],
  headers: Record<string, string>,
  log: (message: string) => void,
): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) times.push(await timedGet(`${baseUrl}${path}`, headers));
  log(
    `  p50 ${formatMs(median(times))} ms, p95 ${formatMs(percentileOfUnsorted(times, 95))} ms, max ${formatMs(Math.max(...times))} ms`,
  );
  const slowest = paths.map((path, i) => ({ path, took: times[i]! })).sort((a, b) => b.took - a.took);
  for (const { path, took } of slowest.slice(0, 5)) log(`    ${formatMs(took)} ms ${decodeURIComponent(path)}`);
  return times;
}

/**
 * `params` as a URL query string without the '?' ({ areaCode: '110000', pageSize: 20 } ->
 * "areaCode=110000&pageSize=20"), values encoded by URLSearchParams; for the paths a load run cycles through.
 */
export function queryString(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}
