/**
 * The open-data service's worker thread (./generate.worker.ts, docs/decisions/open-data.md "Generation off
 * the event loop"): started on the first `generate`, kept for the service's life (a worker per dataset would
 * load the whole module graph again each time), ended by `close`.
 *
 * `generate(request)` resolves with the manifest entry, exactly what generateDataset returns in process, and
 * rejects with the worker's error message. If the thread dies (a crash, `close`), every pending request
 * rejects and the next `generate` starts a new thread.
 */
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../../lib/worker-thread.js';
import type { GenerateAnswer, GenerateRequest } from './generate.worker.js';
import type { GeneratedDataset } from './manifest.js';

/** How long `close` waits for the thread to close its database handle before terminating it. */
const CLOSE_GRACE_MS = 2_000;

interface Pending {
  resolve: (entry: GeneratedDataset) => void;
  reject: (error: Error) => void;
}

export class GenerationWorker {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  generate(request: GenerateRequest): Promise<GeneratedDataset> {
    const worker = this.worker ?? this.start();
    const seq = ++this.seq;
    return new Promise<GeneratedDataset>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      worker.postMessage({ seq, request });
    });
  }

  /** Rejects what is pending and ends the thread (after it closed its database handle, or CLOSE_GRACE_MS). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.failAll(new DOMException('open-data generation stopped', 'AbortError'));
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('close');
    const grace = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(grace);
  }

  private start(): Worker {
    const worker = startModuleWorker(import.meta.url, './generate.worker.ts', 'open-data-worker.js');
    worker.on('message', (answer: GenerateAnswer) => {
      const waiting = this.pending.get(answer.seq);
      if (!waiting) return;
      this.pending.delete(answer.seq);
      if ('entry' in answer) waiting.resolve(answer.entry);
      else waiting.reject(new Error(answer.error));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error(`open-data worker exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
