/**
 * A pushed facility on another instance at national size (issue figure of docs/decisions/data-exchange.md
 * "Push throughput": visible on the map and in its list on another instance, p95 <= 5 s at national size),
 * part of `npm run bench` when NATIONAL_MODELS_DB names a national database, or alone:
 * `NATIONAL_MODELS_DB=<file> REDIS_URL=redis://127.0.0.1:6379 node --import tsx bench/exchange-visibility.ts`
 * after `node scripts/start.mjs --build-only`.
 *
 * Two built servers (A and B) on the same SQLite file seeded with `--facility-national --guider-national
 * --games-national` (6.5 M map points, 1.66 M facilities: every national read model built in each), joined by
 * Redis (without REDIS_URL, B finds the writes with its version probe). A js365_equ key is issued with the
 * operator's command. WRITES times, one new fitness path is pushed to A as a signed one-row batch
 * (POST /api/exchange/v1/facility/batch, docs/data-exchange.md) at a new place in 西湖区, and B is polled every
 * PACE.pollMs until (1) the zoom-16 map tile of the place counts one more point
 * (GET /api/data/fitnessMap/tile/{z}/{x}/{y}, the map index with its overlay) and (2) the facility list finds
 * the new name (GET /api_/ruoyi/equipment/list?keyword=, the facility snapshot). Figures: p50/p95/max of the
 * time from A's answer to B showing it, per view. Rejects when a step fails.
 */
import { tileOf } from '@portal/contracts/map-tiles.codes';
import { pathToFileURL } from 'node:url';
import { facilityItem, WEST_LAKE_PLACE } from '../apps/server/src/modules/data-exchange/exchange-items.test-support.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { startPortalServer, type PortalServer } from '../test-support/portal-server.js';
import { issueKey, pushBatch } from './exchange-push.js';
import { waitForMapIndex } from './map-index-ready.js';
import { latencyRow, renderTable, type Table } from './report.js';
import { timeUntil, type PollPace } from './visible-after.js';

type Log = (line: string) => void;

const WRITES = 20;
/** B is asked every 25 ms from A's answer, for 60 s at most. */
const PACE: PollPace = { pollMs: 25, giveUpMs: 60_000 };
const TARGET_MS = 5_000;
const TILE_ZOOM = 16;
/** Every national model is built before the writes start (the facility snapshot takes ~15 s). */
const READY_TIMEOUT_MS = 10 * 60_000;

/** Resolves once `server` reports every read model ready (GET /healthz/details). */
async function allModelsReady(server: PortalServer): Promise<void> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(`${server.baseUrl}/healthz/details`);
    const { data } = (await res.json()) as { data: { readModels: { state: string }[] } };
    if (data.readModels.length > 0 && data.readModels.every((m) => m.state === 'ready')) return;
    if (performance.now() - started > READY_TIMEOUT_MS) throw new Error('read models not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Points on the zoom-TILE_ZOOM tile holding (lng, lat), as B's map answers. */
async function tileTotal(server: PortalServer, lng: number, lat: number): Promise<number> {
  const { x, y } = tileOf(lng, lat, TILE_ZOOM);
  const res = await fetch(`${server.baseUrl}/api/data/fitnessMap/tile/${TILE_ZOOM}/${x}/${y}`);
  if (!res.ok) throw new Error(`tile answered ${res.status}`);
  return ((await res.json()) as { data: { total: number } }).data.total;
}

/** The bench (module comment); skipped with a note without NATIONAL_MODELS_DB. */
export async function benchExchangeVisibility(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const database = process.env.NATIONAL_MODELS_DB;
  if (!database)
    return { tables: [], notes: ['Pushed facility on another instance: skipped (no NATIONAL_MODELS_DB).'] };
  const env: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const key = await issueKey(database);
  const servers: PortalServer[] = [];
  try {
    for (const name of ['A', 'B']) {
      const server = await startPortalServer({ databaseFile: database, seed: false, readyTimeoutMs: 120_000, env });
      servers.push(server);
      log(`server ${name} healthy after ${(server.readyAfterMs / 1000).toFixed(1)} s`);
    }
    const [a, b] = servers as [PortalServer, PortalServer];
    const token = await publicLogin(b.baseUrl);
    await waitForMapIndex(b.baseUrl, token);
    await Promise.all(servers.map(allModelsReady));
    log('every read model ready on both servers');
    const onMap: number[] = [];
    const inList: number[] = [];
    const run = Date.now().toString(36);
    for (let k = 0; k < WRITES; k += 1) {
      // A new place each time, ~200 m apart, inside 西湖区 (the item's county must hold it).
      const lng = WEST_LAKE_PLACE.lng + (k % 5) * 0.002;
      const lat = WEST_LAKE_PLACE.lat + Math.floor(k / 5) * 0.002;
      const name = `可见性测试健身路径 ${run}-${k}`;
      const before = await tileTotal(b, lng, lat);
      await pushBatch(a.baseUrl, key, [facilityItem(`visibility-${run}-${k}`, name, { lng, lat })], 'created');
      const since = performance.now();
      const [mapMs, listMs] = await Promise.all([
        timeUntil(since, async () => (await tileTotal(b, lng, lat)) > before, PACE),
        timeUntil(
          since,
          async () => {
            const page = await apiGet<Paged<{ name: string }>>(b.baseUrl, token, '/api_/ruoyi/equipment/list', {
              pageNum: 1,
              pageSize: 10,
              keyword: name,
            });
            return page.list.some((r) => r.name === name);
          },
          PACE,
        ),
      ]);
      onMap.push(mapMs);
      inList.push(listMs);
      log(`write ${k + 1}/${WRITES}: map ${mapMs.toFixed(0)} ms, list ${listMs.toFixed(0)} ms`);
    }
    return {
      tables: [
        {
          title: `Pushed facility on another instance at national size (SQLite, ${process.env.REDIS_URL ? 'Redis' : 'no Redis: probe'})`,
          headers: ['writes', 'p50', 'p95', 'max'],
          rows: [
            latencyRow('B map tile (zoom 16) counts the pushed path, from A’s answer', onMap, TARGET_MS),
            latencyRow('B facility list finds it by name, from A’s answer', inList, TARGET_MS),
          ],
        },
      ],
      notes: [],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { tables, notes } = await benchExchangeVisibility((line) =>
    process.stdout.write(`[exchange-visibility] ${line}\n`),
  );
  process.stdout.write(`${[...tables.map(renderTable), ...notes].join('\n\n')}\n`);
}
