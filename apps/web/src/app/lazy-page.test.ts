// Lazy page loading (spec §4, §8, §9: 120 s timeout -> ChunkLoadError; CSS_CHUNK_LOAD_FAILED).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadPage, PAGE_LOAD_TIMEOUT_MS, type PageModule } from './lazy-page';

const page: PageModule = { default: () => null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadPage', () => {
  it('resolves with the module and leaves no timer behind', async () => {
    await expect(loadPage(() => Promise.resolve(page))).resolves.toBe(page);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is still waiting just before 120 s and fails with ChunkLoadError at 120 s', async () => {
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome = loadPage(() => new Promise<PageModule>(() => undefined)).catch((e: unknown) => e);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).code).toBeUndefined();
  });

  it('turns a missing chunk into ChunkLoadError', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: http://x/assets/news-list-page-abc.js');
    const error = await loadPage(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(missing);
  });

  it('marks a stylesheet failure with code CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await loadPage(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css'))).catch(
      (e: unknown) => e,
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('passes other errors (a bug in the page module) through unchanged', async () => {
    const bug = new ReferenceError('x is not defined');
    await expect(loadPage(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
