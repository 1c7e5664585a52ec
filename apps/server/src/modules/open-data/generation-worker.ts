/**
 * The open-data service's worker thread (./generate.worker.ts, docs/decisions/open-data.md "Generation off
 * the event loop"): started on the first request and kept while datasets keep coming (a worker per dataset
 * would load the whole module graph again each time), ended GENERATION_IDLE_MS after the last answer or by
 * `close`. `request(GenerateRequest)` resolves with the manifest entry, exactly what generateDataset returns
 * in process.
 */
import { RequestWorker, startModuleWorker } from '../../lib/worker-thread.js';
import type { GenerateRequest } from './generate.worker.js';
import type { GeneratedDataset } from './manifest.js';

export type GenerationWorker = RequestWorker<GenerateRequest, GeneratedDataset>;

/**
 * Ms the thread waits for the next dataset before it ends. Generation runs at start-up, daily and after
 * writes (minutes apart), and an idle thread kept its own heap, module graph and database handle: 100-300 MB
 * of the server's resident memory for nothing (docs/decisions/open-data.md "Generation off the event loop").
 */
export const GENERATION_IDLE_MS = 60_000;

export function generationWorker(idleMs = GENERATION_IDLE_MS): GenerationWorker {
  return new RequestWorker(
    'open-data generation',
    () => startModuleWorker(import.meta.url, './generate.worker.ts', 'open-data-worker.js'),
    idleMs,
  );
}
