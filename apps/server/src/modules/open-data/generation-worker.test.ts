/**
 * The open-data worker thread (docs/decisions/open-data.md "Generation off the event loop") over the real
 * seed (scale 0.05): the worker writes byte-for-byte the files that generateDataset writes in process; an
 * unknown dataset rejects with its reason and the worker keeps serving; `close` rejects what is pending and
 * a later request starts a new thread; an idle thread ends by itself, and the next request starts another.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listDatasets } from './dataset-registry.js';
import { generateDataset } from './generate-files.js';
import { generationWorker } from './generation-worker.js';

let t: TestApp;
let root: string;
const worker = generationWorker();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  root = mkdtempSync(join(tmpdir(), 'portal-generation-worker-'));
}, 120_000);

afterAll(async () => {
  await worker.close();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const request = (datasetId: string, version: string) => ({
  databaseUrl: t.app.databaseUrl,
  datasetId,
  filesRoot: root,
  version,
  clockOffsetMs: 0,
});

describe('the open-data generation worker', () => {
  it('writes the same rows and files as the generation in process', async () => {
    const venues = (await listDatasets(t.app.db)).find((d) => d.id === 'venues')!;
    const inProcess = await generateDataset(t.app.db, venues, root, 'in-process', () => new Date());
    const inWorker = await worker.request(request('venues', 'in-worker'));
    expect(inWorker.rows).toBe(inProcess.rows);
    expect(inWorker.rows).toBeGreaterThan(0);
    // The XLSX carries its own creation time; the text formats must be identical.
    for (const format of ['csv', 'json', 'geojson']) {
      const name = `venues.${format}`;
      expect(digest(join(root, 'venues', 'in-worker', name)), name).toBe(
        digest(join(root, 'venues', 'in-process', name)),
      );
      expect(inWorker.files.find((f) => f.format === format)?.sha256).toBe(
        inProcess.files.find((f) => f.format === format)?.sha256,
      );
    }
  }, 60_000);

  it('rejects an unknown dataset with its reason and keeps serving', async () => {
    await expect(worker.request(request('no-such-dataset', 'x'))).rejects.toThrow(/no longer listed/);
    const entry = await worker.request(request('races', 'after-error'));
    expect(entry.id).toBe('races');
  }, 60_000);

  it('close rejects a pending request; the next request starts a new thread', async () => {
    const pending = expect(worker.request(request('venues', 'closed'))).rejects.toThrow(/stopped/);
    await worker.close();
    await pending;
    const entry = await worker.request(request('venues', 'restarted'));
    expect(entry.rows).toBeGreaterThan(0);
  }, 60_000);

  it('ends an idle thread by itself; the next request starts a new one', async () => {
    const shortLived = generationWorker(200);
    try {
      expect((await shortLived.request(request('races', 'idle-1'))).id).toBe('races');
      expect(shortLived.running).toBe(true);
      await vi.waitFor(() => expect(shortLived.running).toBe(false), { timeout: 10_000, interval: 50 });
      expect((await shortLived.request(request('races', 'idle-2'))).id).toBe('races');
    } finally {
      await shortLived.close();
    }
  }, 60_000);
});
