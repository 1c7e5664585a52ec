/**
 * One-shot worker threads for work that must not hold the event loop (the fitness-map index sort, the
 * open-data file generation): start a worker on a module, send it one message, receive one answer.
 *
 * The worker's module is the TypeScript source under tsx (tests, `npm run dev`) or a file of its own beside
 * the bundled server (apps/server/build.mjs names it in its entry points). A worker does not inherit tsx's
 * loader, so under tsx it registers it before importing the source ('tsx/esm/api' resolves from the working
 * directory in an eval worker).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';

/**
 * A new worker running `sourceFile` (relative to `callerUrl`, the caller's import.meta.url) under tsx, or
 * `bundledFile` beside the bundle (dist/ or dist/chunks/../). Throws when the bundled file is missing.
 */
export function startModuleWorker(callerUrl: string, sourceFile: string, bundledFile: string): Worker {
  if (callerUrl.endsWith('.ts')) {
    const source = new URL(sourceFile, callerUrl).href;
    return new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
      { eval: true },
    );
  }
  // Bundled: the caller is in dist/server.js or in a chunk under dist/chunks/.
  for (const relative of [`./${bundledFile}`, `../${bundledFile}`]) {
    const file = new URL(relative, callerUrl);
    if (existsSync(fileURLToPath(file))) return new Worker(file);
  }
  throw new Error(`${bundledFile} is missing beside the bundled server`);
}

/**
 * Posts `message` (with `transfer`) to `worker` and resolves with its first answer, then terminates it.
 * Rejects with the worker's error, when it exits before answering, or with an AbortError when `signal`
 * aborts (the worker is terminated then). `name` names the work in those errors.
 */
export function askWorker<T>(
  worker: Worker,
  name: string,
  message: unknown,
  options: { transfer?: readonly Transferable[]; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal } = options;
    const onAbort = () => {
      void worker.terminate();
      reject(new DOMException(`${name} aborted`, 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    worker.once('message', (answer: T) => {
      settle();
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`${name} worker exited with code ${code} before answering`));
    });
    worker.postMessage(message, options.transfer as Transferable[] | undefined);
  });
}
