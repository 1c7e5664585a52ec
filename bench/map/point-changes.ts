/**
 * Point changes while the map is under load (docs/benchmarks.md "Fitness map"): this process, as an
 * importer would, moves random map points through the server's own write path (apps/server/src/data/
 * commands.ts runCommand, journalling each point's id), `perMinute` of them spread evenly, so every
 * instance merges them into its index (map-index.changes.ts) and drops the changed tiles' answers. With a
 * Redis URL the writes are announced on the cluster bus at once; without one the server finds them by its
 * change-log probe (DATA_PROBE_MS).
 *
 * `visibleAfter` measures what a visitor sees of a new point: it adds a point in an empty zoom-12 tile of
 * the Gobi and polls the tile endpoint every POLL_MS until the tile shows it, then deletes the point.
 */
import { changeFeedOf } from '../../apps/server/src/data/change-feed.js';
import { runCommand } from '../../apps/server/src/data/commands.js';
import { openDatabase, type PortalDatabase } from '../../apps/server/src/db/database.js';
import { createClusterBus } from '../../apps/server/src/plugins/cluster-bus.js';
import { GOBI_MAP_POINT } from '../../test-support/map-fixtures.js';
import { prng } from './viewports.js';
import { tileOf } from '@portal/contracts/map-tiles.codes';

const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

export interface PointChanges {
  /** Milliseconds from the commit of a new point until its tile on `baseUrl` shows it. */
  visibleAfter(baseUrl: string, headers: Record<string, string>, attempt: number): Promise<number>;
  /** Stops the writer; resolves with the changes committed and the ones that failed. */
  stop(): Promise<{ changes: number; failures: number }>;
}

/** Opens the writer on `databaseUrl` and starts moving points (see the module comment). */
export async function startPointChanges(
  databaseUrl: string,
  redisUrl: string | null,
  perMinute: number,
): Promise<PointChanges> {
  const database: PortalDatabase = openDatabase(databaseUrl, { poolSize: 2 });
  const { db } = database;
  const bus = redisUrl ? createClusterBus(redisUrl, { warn: () => {}, info: () => {} }) : null;
  if (bus) {
    changeFeedOf(db).attach(bus, { probeMs: 60_000, onError: () => {} });
    await bus.ready();
  }
  const { maxId } = await db
    .selectFrom('map_point')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  const top = Number(maxId);
  const rnd = prng(20261128);
  let changes = 0;
  let failures = 0;
  let writing: Promise<void> = Promise.resolve();
  const moveOne = async () => {
    const id = 1 + Math.floor(rnd() * top);
    const [dLng, dLat] = [(rnd() - 0.5) * 0.002, (rnd() - 0.5) * 0.002];
    try {
      await runCommand(db, { tables: ['map_point'] }, async (trx) => {
        const point = await trx.selectFrom('map_point').select(['lng', 'lat']).where('id', '=', id).executeTakeFirst();
        if (point) {
          await trx
            .updateTable('map_point')
            .set({ lng: Number(point.lng) + dLng, lat: Number(point.lat) + dLat })
            .where('id', '=', id)
            .execute();
        }
        return { value: null, rows: [{ table: 'map_point' as const, upserted: [id] }] };
      });
      changes += 1;
    } catch {
      failures += 1;
    }
  };
  const timer = setInterval(() => {
    // One write at a time: a slow commit delays the next instead of piling them up.
    writing = writing.then(moveOne);
  }, 60_000 / perMinute);

  return {
    async visibleAfter(baseUrl, headers, attempt) {
      const lng = 95.05 + (attempt % 40) * 0.2;
      const lat = 41.05 + Math.floor(attempt / 40) * 0.2;
      const { x, y } = tileOf(lng, lat, 12);
      const id = await runCommand(db, { tables: ['map_point'] }, async (trx) => {
        const row = await trx
          .insertInto('map_point')
          .values({ ...GOBI_MAP_POINT, name: `基准测试健身路径 ${attempt}`, lng, lat })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { value: Number(row.id), rows: [{ table: 'map_point' as const, upserted: [Number(row.id)] }] };
      });
      const committed = performance.now();
      const url = `${baseUrl}/api/data/fitnessMap/tile/12/${x}/${y}`;
      for (;;) {
        const body = (await (await fetch(url, { headers })).json()) as { data?: { total: number } };
        if (body.data?.total === 1) break;
        if (performance.now() - committed > GIVE_UP_MS) {
          const details = await (await fetch(`${baseUrl}/healthz/details`)).text();
          throw new Error(`point ${id} not on ${url} after 30 s; the server's read models: ${details}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const elapsed = performance.now() - committed;
      await runCommand(db, { tables: ['map_point'] }, async (trx) => {
        await trx.deleteFrom('map_point').where('id', '=', id).execute();
        return { value: null, rows: [{ table: 'map_point' as const, deleted: [id] }] };
      });
      return elapsed;
    },
    async stop() {
      clearInterval(timer);
      await writing;
      await bus?.close();
      await database.destroy();
      return { changes, failures };
    },
  };
}
