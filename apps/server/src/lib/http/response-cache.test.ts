/**
 * ResponseCache: bodies expire after the TTL, the least recently used entry goes past the bound, and
 * concurrent misses of one key share one computation (a failed one is not kept), and a hold answers live
 * until its release.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiateEncoding } from './content-encoding.js';
import { ResponseCache } from './response-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('ResponseCache', () => {
  it('answers a body until its TTL has passed', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new ResponseCache(10, 2_000);
    cache.set('/a', Buffer.from('A'));
    vi.advanceTimersByTime(1_999);
    expect(cache.get('/a')?.toString()).toBe('A');
    vi.advanceTimersByTime(1);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its bound', () => {
    const cache = new ResponseCache(2);
    cache.set('/a', Buffer.from('A'));
    cache.set('/b', Buffer.from('B'));
    cache.get('/a');
    cache.set('/c', Buffer.from('C'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.toString()).toBe('A');
    expect(cache.get('/c')?.toString()).toBe('C');
  });

  it('computes a missing body once for concurrent callers, then serves it', async () => {
    const cache = new ResponseCache(10, 2_000);
    let computed = 0;
    let finish: (body: Buffer) => void = () => {};
    const compute = () => {
      computed += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const waiting = [cache.load('/a', compute), cache.load('/a', compute), cache.load('/a', compute)];
    finish(Buffer.from('A'));
    expect((await Promise.all(waiting)).map(String)).toEqual(['A', 'A', 'A']);
    expect(await cache.load('/a', compute)).toEqual(Buffer.from('A'));
    expect(computed).toBe(1);
  });

  it('keeps no failed computation: its waiters get the error and the next caller computes again', async () => {
    const cache = new ResponseCache(10, 2_000);
    const failing = () => Promise.reject(new Error('database down'));
    const both = [cache.load('/a', failing), cache.load('/a', () => Promise.resolve(Buffer.from('never')))];
    for (const result of await Promise.allSettled(both)) expect(result).toMatchObject({ status: 'rejected' });
    expect(cache.get('/a')).toBeUndefined();
    expect(String(await cache.load('/a', () => Promise.resolve(Buffer.from('B'))))).toBe('B');
  });

  it('while held answers nothing and stores nothing; then drops only the entries deleteWhere names', async () => {
    const cache = new ResponseCache(10, 60_000);
    cache.set('/news', Buffer.from('N'));
    cache.set('/notice', Buffer.from('T'));
    let finish: (body: Buffer) => void = () => {};
    const before = cache.load('/policy', () => new Promise<Buffer>((resolve) => (finish = resolve)));
    const release = cache.hold();
    expect(cache.get('/news')).toBeUndefined();
    // A computation that started before the hold may have read the old data: its waiter gets it, unstored.
    finish(Buffer.from('old'));
    expect(String(await before)).toBe('old');
    expect(String(await cache.load('/policy', () => Promise.resolve(Buffer.from('live'))))).toBe('live');
    cache.deleteWhere((key) => key === '/news');
    release();
    release();
    expect([cache.get('/news'), cache.get('/notice')?.toString(), cache.get('/policy')]).toEqual([
      undefined,
      'T',
      undefined,
    ]);
  });
});

describe('compressed copies of cached bodies', () => {
  it('compresses an entry once per encoding and drops the copies with the entry', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new ResponseCache(10, 2_000);
    const body = Buffer.from(JSON.stringify({ text: '全民健身'.repeat(500) }));
    cache.set('/a', body);
    const br = cache.getEncoded('/a', 'br');
    expect(br).toBeDefined();
    expect(cache.getEncoded('/a', 'br')).toBe(br);
    expect(brotliDecompressSync(br!).equals(body)).toBe(true);
    expect(gunzipSync(cache.getEncoded('/a', 'gzip')!).equals(body)).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(cache.getEncoded('/a', 'br')).toBeUndefined();
  });

  it('negotiates br for a browser, honours q-values, and reads * and x-gzip as gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('zstd')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
