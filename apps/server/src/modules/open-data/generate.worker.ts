/**
 * Worker thread of the open-data generation (./generation-worker.ts, docs/decisions/open-data.md
 * "Generation off the event loop"). Each GenerateRequest writes one dataset's files with generateDataset
 * (the same code as in process) on the thread's own database handle, opened on the first request and kept
 * until 'close', and is answered with the manifest entry. Formatting, compressing and hashing millions of
 * rows then use another core instead of the serving event loop. The bundled server runs it as
 * dist/open-data-worker.js.
 */
import { openDatabase, type PortalDatabase } from '../../db/database.js';
import { serveRequests } from '../../lib/worker-thread.js';
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

let database: PortalDatabase | null = null;

serveRequests<GenerateRequest, GeneratedDataset>(
  async (request) => {
    database ??= openDatabase(request.databaseUrl, { poolSize: 2 });
    const def = (await listDatasets(database.db)).find((d) => d.id === request.datasetId);
    if (!def) throw new Error(`open dataset ${request.datasetId} is no longer listed`);
    const clock = () => new Date(Date.now() + request.clockOffsetMs);
    return { answer: await generateDataset(database.db, def, request.filesRoot, request.version, clock) };
  },
  async () => {
    await database?.destroy();
  },
);
