/**
 * Lazy page loading with the spec's chunk timeout (spec §4 "Page loading: a lazily loaded page has a
 * 120 s timeout and then fails with a chunk-load error", §8 "Page-chunk load failure", §9).
 *
 * loadPage(loader) resolves with the page module, or rejects with a ChunkLoadError (name 'ChunkLoadError')
 * when the loader takes 120 s or more, or when the browser could not fetch the chunk (missing file after a
 * deploy, network failure). A stylesheet that failed to load (Vite's "Unable to preload CSS") gets
 * code 'CSS_CHUNK_LOAD_FAILED'. Other errors (a bug while evaluating the module) are passed on unchanged.
 */
import type { ComponentType } from 'react';

/** Page-chunk timeout in ms (spec §9: 120 s). */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** A page module as the route table declares it (its component takes the route's props, if any). */
export interface PageModule {
  default: ComponentType<never>;
}

/** A page chunk that did not load; `code` is 'CSS_CHUNK_LOAD_FAILED' for a stylesheet. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code: 'CSS_CHUNK_LOAD_FAILED' | undefined;

  constructor(message: string, options: { code?: 'CSS_CHUNK_LOAD_FAILED'; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code;
  }
}

/** True for a ChunkLoadError, also one from another realm or a copy (checks the name). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

// Messages browsers give for a dynamic import whose file could not be fetched (Chromium, Firefox, Safari).
const MODULE_FETCH_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Load failed/i;
// Vite's preload helper: `Unable to preload CSS for <url>`.
const CSS_PRELOAD_FAILED = /Unable to preload CSS/i;

/** Maps a loader rejection to ChunkLoadError when it is a fetch failure; returns other errors unchanged. */
export function toChunkLoadError(error: unknown): unknown {
  if (isChunkLoadError(error) || !(error instanceof Error)) return error;
  if (CSS_PRELOAD_FAILED.test(error.message)) {
    return new ChunkLoadError(`页面样式文件加载失败：${error.message}`, {
      code: 'CSS_CHUNK_LOAD_FAILED',
      cause: error,
    });
  }
  if (MODULE_FETCH_FAILED.test(error.message)) {
    return new ChunkLoadError(`页面文件加载失败：${error.message}`, { cause: error });
  }
  return error;
}

/** Runs `loader` with a `timeoutMs` (default 120 s) limit; see the module comment for the rejections. */
export function loadPage(
  loader: () => Promise<PageModule>,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): Promise<PageModule> {
  return new Promise<PageModule>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`页面文件加载超时（${timeoutMs / 1000} 秒）`));
    }, timeoutMs);
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}
