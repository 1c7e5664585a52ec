/**
 * ResponseCache: bodies expire after the TTL, the least recently used entry goes past the bound, and
 * concurrent misses of one key share one computation (a failed one is not kept).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
