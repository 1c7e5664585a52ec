/**
 * Compressed cached answers (sendCached in response-cache.ts) arrive whole (regression: bodies over ~8 KB went out empty under gzip/br
 * when the handler resolved with undefined after sending; see content.routes.ts).
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token = '';
let port = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.publicToken();
  // Enough long summaries for a body well above 8 KB.
  await t.database.db
    .insertInto('news')
    .values(
      Array.from({ length: 50 }, (_, index) => ({
        title: `压缩测试新闻 ${index}`,
        summary: '全民健身场馆免费低收费开放。'.repeat(20),
        source: '测试',
        author: '测试',
        category: '工作动态',
        content_html: '<p>正文</p>',
        publish_time: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
        view_count: 0,
        cover_media_id: null,
      })),
    )
    .execute();
  // Over a real socket: the fault showed only when the compressed stream was written to a connection.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** GET `path` with `encoding`; resolves with the status, content-encoding and the raw body bytes. */
function rawGet(path: string, encoding: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { 'session-id': token, 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding']),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
afterAll(async () => t.close());

// One list per module answering through sendCached (response-cache.ts).
const LARGE_LISTS = [
  '/api_/ow/news/list?pageNum=1&pageSize=50',
  '/api/data/comprehensiveEvaluation/search?pageNum=1&pageSize=100',
  '/api/data/sportsAuthority/fillIn/search?pageNum=1&pageSize=100',
  '/api/data/v2/venue/search?pageNum=1&pageSize=50',
];

describe('compressed cached answers', () => {
  for (const [encoding, decode] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
    ['deflate', inflateSync],
  ] as const) {
    it.each(LARGE_LISTS)(`sends %s whole with accept-encoding ${encoding}`, async (path) => {
      const response = await rawGet(path, encoding);
      expect(response.status).toBe(200);
      expect(response.encoding).toBe(encoding);
      const text = decode(response.body).toString('utf8');
      expect(text.length, 'an uncompressed body above 8 KB').toBeGreaterThan(8 * 1024);
      const body = JSON.parse(text) as { data: { list: unknown[] } };
      expect(body.data.list.length).toBeGreaterThan(10);
    });
  }
});

describe('compression as a browser asks', () => {
  const BROWSER = 'gzip, deflate, br, zstd';

  it('answers a browser with brotli, the same body on a cache hit, and vary: accept-encoding', async () => {
    const path = LARGE_LISTS[0]!;
    const first = await rawGet(path, BROWSER);
    const second = await rawGet(path, BROWSER);
    expect(first.encoding).toBe('br');
    // The compressed bytes may differ: a later ask can get the refined copy (lib/http/compressed-copies.ts).
    expect(brotliDecompressSync(second.body).equals(brotliDecompressSync(first.body))).toBe(true);
    expect(JSON.parse(brotliDecompressSync(second.body).toString('utf8')).code).toBe(200);
  });

  it('sends the body as it is for identity, and gzip for * and x-gzip', async () => {
    const path = LARGE_LISTS[0]!;
    expect((await rawGet(path, 'identity')).encoding).toBe('undefined');
    expect((await rawGet(path, '*')).encoding).toBe('gzip');
    expect((await rawGet(path, 'x-gzip')).encoding).toBe('gzip');
  });
});
