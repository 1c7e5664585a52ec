/** ResponseCache: bodies expire after the TTL and the least recently used entry goes past the bound. */
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
});
