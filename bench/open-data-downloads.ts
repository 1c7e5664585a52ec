/**
 * Download figures of bench/open-data.ts (docs/benchmarks.md "Open data"): the largest generated file
 * 1. downloaded whole by one curl (wall time, MB/s: served from disk by @fastify/static);
 * 2. resumed with a Range request from its middle (status 206, Content-Range, bytes received);
 * 3. the news list's latency (one visitor: one request at a time, NEWS_SECONDS) alone, then while
 *    PARALLEL_DOWNLOADS curl processes download the file over and over (target p99 <= 25 ms).
 * Downloads run in curl child processes at nice 19, so their reading does not share the event loop timing the
 * news list, and on this one machine takes the CPU the server leaves (remote clients would use their own).
 */
import { spawn } from 'node:child_process';
import { timedGet } from './load.js';
import { percentileOfUnsorted } from './report.js';

export const PARALLEL_DOWNLOADS = 20;
const NEWS_SECONDS = 15;
const NEWS_PATH = '/api_/ow/news/list?pageNum=1&pageSize=10';

/** curl's download of `url` to /dev/null: seconds and bytes. Rejects when curl fails. */
function curlDownload(url: string, range?: string): Promise<{ seconds: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const args = ['-s', '-o', '/dev/null', '-w', '%{time_total} %{size_download} %{http_code}'];
    if (range) args.push('-r', range);
    // Lowest priority: the clients stand for remote downloaders, whose CPU is not the server's in reality.
    const child = spawn('nice', ['-n', '19', 'curl', ...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl ${url} exited ${code}`));
      const [seconds, bytes, status] = out.trim().split(' ').map(Number);
      resolve({ seconds: seconds ?? 0, bytes: bytes ?? 0, status: status ?? 0 });
    });
  });
}

/** The news list's request times, one after the other for NEWS_SECONDS. */
async function newsTimes(baseUrl: string, headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + NEWS_SECONDS * 1000;
  while (performance.now() < until) times.push(await timedGet(`${baseUrl}${NEWS_PATH}`, headers));
  return times;
}

export interface DownloadFigures {
  file: string;
  byteSize: number;
  whole: { seconds: number; mbPerSecond: number };
  resume: { status: number; bytes: number; expected: number; seconds: number };
  news: { alone: number[]; duringDownloads: number[]; downloadsDone: number; downloadedMb: number };
}

/** Measures the figures of the module comment for the file at `fileUrl` (absolute) of `byteSize` bytes. */
export async function measureDownloads(
  baseUrl: string,
  fileUrl: string,
  byteSize: number,
  newsHeaders: Record<string, string>,
): Promise<DownloadFigures> {
  const whole = await curlDownload(fileUrl);
  if (whole.bytes !== byteSize) throw new Error(`${fileUrl}: ${whole.bytes} bytes, expected ${byteSize}`);
  const half = Math.floor(byteSize / 2);
  const resumed = await curlDownload(fileUrl, `${half}-`);

  await newsTimes(baseUrl, newsHeaders); // warm-up: the news list's cache and connections
  const alone = await newsTimes(baseUrl, newsHeaders);
  let stop = false;
  let downloadsDone = 0;
  let downloadedBytes = 0;
  const loops = Array.from({ length: PARALLEL_DOWNLOADS }, async () => {
    while (!stop) {
      const done = await curlDownload(fileUrl);
      downloadsDone += 1;
      downloadedBytes += done.bytes;
    }
  });
  // Let all downloads start before timing the news list.
  await new Promise((done) => setTimeout(done, 1000));
  const duringDownloads = await newsTimes(baseUrl, newsHeaders);
  stop = true;
  await Promise.all(loops);
  return {
    file: fileUrl,
    byteSize,
    whole: { seconds: whole.seconds, mbPerSecond: byteSize / 1024 / 1024 / whole.seconds },
    resume: { status: resumed.status, bytes: resumed.bytes, expected: byteSize - half, seconds: resumed.seconds },
    news: { alone, duringDownloads, downloadsDone, downloadedMb: downloadedBytes / 1024 / 1024 },
  };
}

/** p99 of a list of times (ms). */
export const p99 = (times: number[]) => percentileOfUnsorted(times, 99);
