/**
 * Worker thread of the open-data generation (./generation-worker.ts, docs/decisions/open-data.md
 * "Generation off the event loop"). It serves one service for its life: each `{ seq, request }` message
 * (GenerateRequest) writes one dataset's files with generateDataset (the same code as in process) on the
 * worker's own database handle, opened on the first request and kept, and is answered with
 * `{ seq, entry }` (the manifest entry) or `{ seq, error }` (the message). `'close'` closes the handle and
 * ends the thread. Formatting, compressing and hashing millions of rows then use another core instead of
 * the serving event loop. The bundled server runs it as dist/open-data-worker.js.
 */
import { parentPort } from 'node:worker_threads';
import { openDatabase, type PortalDatabase } from '../../db/database.js';
import { listDatasets } from './dataset-registry.js';
import { generateDataset } from './generate-files.js';
import type { GeneratedDataset } from './manifest.js';

/** What the service asks of the worker for one dataset. */
export interface GenerateRequest {
  /** PortalDatabase.url of the serving instance (a file or a postgres:// URL, never ':memory:'). */
  databaseUrl: string;
  datasetId: string;
  filesRoot: string;
  version: string;
  /** The service's clock minus the wall clock (ms): the worker's `modified` follows the same clock. */
  clockOffsetMs: number;
}

/** The worker's answer to request `seq`. */
export type GenerateAnswer = { seq: number; entry: GeneratedDataset } | { seq: number; error: string };

let database: PortalDatabase | null = null;

async function generate(request: GenerateRequest): Promise<GeneratedDataset> {
  database ??= openDatabase(request.databaseUrl, { poolSize: 2 });
  const def = (await listDatasets(database.db)).find((d) => d.id === request.datasetId);
  if (!def) throw new Error(`open dataset ${request.datasetId} is no longer listed`);
  const clock = () => new Date(Date.now() + request.clockOffsetMs);
  return generateDataset(database.db, def, request.filesRoot, request.version, clock);
}

parentPort?.on('message', (message: 'close' | { seq: number; request: GenerateRequest }) => {
  if (message === 'close') {
    void (database?.destroy() ?? Promise.resolve()).finally(() => parentPort!.close());
    return;
  }
  generate(message.request).then(
    (entry) => parentPort!.postMessage({ seq: message.seq, entry } satisfies GenerateAnswer),
    (error: unknown) =>
      parentPort!.postMessage({ seq: message.seq, error: error instanceof Error ? error.message : String(error) }),
  );
});
