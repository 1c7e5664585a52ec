/**
 * Closed-loop HTTP load with every request's latency kept (autocannon reports p50/p97.5/p99 but not
 * p95): `connections` clients each send the next path of `paths` (round robin over all clients) as
 * soon as the previous answer arrived, for `duration` seconds.
 */
import autocannon from 'autocannon';
import { percentile } from '../report.js';

export interface LatencyResult {
  requests: number;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than 200, socket errors and timeouts. */
  failures: number;
}

export async function measureLatencies(
  baseUrl: string,
  paths: readonly string[],
  options: { connections: number; duration: number; headers: Record<string, string> },
): Promise<LatencyResult> {
  let next = 0;
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.duration,
        headers: options.headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const path = paths[next % paths.length]!;
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) failures += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSec: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    failures: failures + result.errors + result.timeouts,
  };
}
