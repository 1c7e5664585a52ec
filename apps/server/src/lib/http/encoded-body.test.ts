/**
 * Compressed copies of cached bodies (encoded-body.ts): Accept-Encoding negotiation (br over gzip,
 * q-values, refusals), one compression per body and encoding, and the plugin's rules (threshold,
 * x-no-compression, Vary) through a real Fastify app with @fastify/compress registered as in app.ts.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedEncoding, sendEncoded } from './encoded-body.js';

describe('cachedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(cachedEncoding(header)).toBe(expected);
  });
});

describe('sendEncoded', () => {
  const app = Fastify();
  const large = Buffer.from(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => `全民健身 ${i}`) }));
  const small = Buffer.from('{"ok":true}');
  let sends = 0;

  beforeAll(async () => {
    await app.register(compress);
    app.get('/large', (request, reply) => {
      sends += 1;
      return sendEncoded(reply.type('application/json; charset=utf-8'), large);
    });
    app.get('/small', (request, reply) => sendEncoded(reply.type('application/json; charset=utf-8'), small));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  it('sends br or gzip that decode to the body, with Vary', async () => {
    const br = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(large)).toBe(true);
    const gzip = await get('/large', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(large)).toBe(true);
  });

  it('reuses one compressed copy per body and encoding', async () => {
    const first = await get('/large', { 'accept-encoding': 'br' });
    const second = await get('/large', { 'accept-encoding': 'br' });
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(sends).toBeGreaterThan(1);
  });

  it('leaves small bodies, x-no-compression and identity requests uncompressed', async () => {
    expect((await get('/small', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    const refused = await get('/large', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(large)).toBe(true);
    expect((await get('/large', {})).rawPayload.equals(large)).toBe(true);
  });
});
