/**
 * The open-data service's worker thread (./generate.worker.ts, docs/decisions/open-data.md "Generation off
 * the event loop"): started on the first request and kept for the service's life (a worker per dataset
 * would load the whole module graph again each time), ended by `close`. `request(GenerateRequest)` resolves
 * with the manifest entry, exactly what generateDataset returns in process.
 */
import { RequestWorker, startModuleWorker } from '../../lib/worker-thread.js';
import type { GenerateRequest } from './generate.worker.js';
import type { GeneratedDataset } from './manifest.js';

export type GenerationWorker = RequestWorker<GenerateRequest, GeneratedDataset>;

export function generationWorker(): GenerationWorker {
  return new RequestWorker('open-data generation', () =>
    startModuleWorker(import.meta.url, './generate.worker.ts', 'open-data-worker.js'),
  );
}
