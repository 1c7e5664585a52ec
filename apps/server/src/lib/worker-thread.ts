/**
 * Worker threads for work that must not hold the event loop: `startModuleWorker` starts one on a module;
 * `askWorker` sends a one-off thread one message and takes one answer (the fitness-map index sort);
 * `RequestWorker` keeps a thread for numbered requests (the map index merges, the open-data generation),
 * answered in the thread by `serveRequests`.
 *
 * The worker's module is the TypeScript source under tsx (tests, `npm run dev`) or a file of its own beside
 * the bundled server (apps/server/build.mjs names it in its entry points). A worker does not inherit tsx's
 * loader, so under tsx it registers it before importing the source ('tsx/esm/api' resolves from the working
 * directory in an eval worker).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, type Transferable } from 'node:worker_threads';

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

/** A request to a RequestWorker's thread, numbered so the answer finds its caller. */
interface Numbered<Q> {
  seq: number;
  request: Q;
}
/** The thread's answer to request `seq`: the value, or the message of its error. */
type NumberedAnswer<A> = { seq: number; answer: A } | { seq: number; error: string };

/**
 * A worker thread kept between requests (a new thread loads its module graph again, which costs seconds
 * under tsx): `request(message)` posts it and resolves with the thread's answer, or rejects with the
 * message of the thread's error. Requests are numbered, so several may be pending. The thread starts on
 * the first request; with `idleMs` it is ended after that long without a pending request (so it holds no
 * memory meanwhile), and it never keeps the process alive. If it dies, pending requests reject and the
 * next request starts a new one. The thread's module answers with `serveRequests`.
 */
export class RequestWorker<Q, A> {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly pending = new Map<number, { resolve: (answer: A) => void; reject: (error: Error) => void }>();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly name: string,
    private readonly start: () => Worker,
    private readonly idleMs?: number,
  ) {}

  /** Whether a thread is running now (started by a request, not yet ended by `close` or `idleMs`). */
  get running(): boolean {
    return this.worker !== null;
  }

  request(message: Q, transfer: readonly Transferable[] = []): Promise<A> {
    const worker = this.worker ?? this.open();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const seq = ++this.seq;
    return new Promise<A>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      worker.postMessage({ seq, request: message } satisfies Numbered<Q>, transfer as Transferable[]);
    });
  }

  /** Rejects what is pending and ends the thread, after its `onClose` (or 2 s). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.failAll(new DOMException(`${this.name} stopped`, 'AbortError'));
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('close');
    const grace = setTimeout(() => void worker.terminate(), 2_000);
    await exited;
    clearTimeout(grace);
  }

  private open(): Worker {
    const worker = this.start();
    worker.unref();
    worker.on('message', (answer: NumberedAnswer<A>) => {
      const waiting = this.pending.get(answer.seq);
      if (!waiting) return;
      this.pending.delete(answer.seq);
      if ('answer' in answer) waiting.resolve(answer.answer);
      else waiting.reject(new Error(answer.error));
      if (this.pending.size === 0 && this.idleMs !== undefined) {
        this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
        this.idleTimer.unref();
      }
    });
    // Only the current thread's end fails what is pending: a thread ended by `close` (or by idleMs) failed
    // its own requests then, and those pending now belong to the thread started after it.
    worker.on('error', (error) => {
      if (this.worker === worker) this.failAll(error);
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(new Error(`${this.name} worker exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/**
 * The thread side of a RequestWorker: answers each request with `handle`'s value (posted with its
 * `transfer` list) or its error's message; on 'close' runs `onClose` (e.g. closing a database handle) and
 * ends the thread.
 */
export function serveRequests<Q, A>(
  handle: (request: Q) => Promise<{ answer: A; transfer?: Transferable[] }>,
  onClose: () => Promise<void> = async () => {},
): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (message: 'close' | Numbered<Q>) => {
    if (message === 'close') {
      void onClose().finally(() => port.close());
      return;
    }
    handle(message.request).then(
      ({ answer, transfer }) =>
        port.postMessage({ seq: message.seq, answer } satisfies NumberedAnswer<A>, transfer ?? []),
      (error: unknown) =>
        port.postMessage({
          seq: message.seq,
          error: error instanceof Error ? error.message : String(error),
        } satisfies NumberedAnswer<A>),
    );
  });
}
