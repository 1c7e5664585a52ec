/**
 * The map index as a read model on a real database (SQLite, or PostgreSQL with DATABASE_URL;
 * ./map-index.holder.ts): journalled point changes are answered from an overlay on the same store, and once
 * the overlay holds more than its limit the next update merges it into a new store. At every step the index
 * must answer as a fresh load of the table does (the independent oracle), and the tile cache must be told the
 * old and new places of the changed points.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAP_TYPES } from '@portal/contracts/fitness-map.codes';
import type { Database, PortalDatabase } from '../../db/database.js';
import { runCommand } from '../../data/commands.js';
import { ReadModelHolder } from '../../data/read-model.js';
import { createTestDatabase } from '../../../test/test-app.js';
import { GOBI_MAP_POINT } from '../../../../../test-support/map-fixtures.js';
import { mapIndexModel } from './map-index.holder.js';
import type { MapIndex } from './map-index.js';
import { loadMapIndex } from './map-index.loader.js';

let database: PortalDatabase;
let drop: () => Promise<void>;
let db: Kysely<Database>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  db = database.db;
});
afterAll(async () => {
  await drop();
});

/** Everything the test's points can reach: the Gobi box around GOBI_MAP_POINT. */
const BOX = { minLng: 94.5, maxLng: 96.5, minLat: 40.5, maxLat: 41.5 };

/** The ids and the total the index answers for BOX at a zoom where every point opens. */
function answer(index: MapIndex): { total: number; ids: number[] } {
  const result = index.cluster(BOX, 17, MAP_TYPES);
  return { total: result.total, ids: result.points.map((p) => p.id).sort((a, b) => a - b) };
}

/** Moves the points `ids` east by `step` degrees through a journalled command. */
async function movePoints(ids: readonly number[], step: number): Promise<void> {
  await runCommand(db, { tables: ['map_point'] }, async (trx) => {
    for (const id of ids) {
      const row = await trx.selectFrom('map_point').select('lng').where('id', '=', id).executeTakeFirstOrThrow();
      await trx
        .updateTable('map_point')
        .set({ lng: Number(row.lng) + step })
        .where('id', '=', id)
        .execute();
    }
    return { value: null, rows: [{ table: 'map_point' as const, upserted: [...ids] }] };
  });
}

describe('the map index read model', () => {
  it('answers changes from an overlay on the same store and merges it into a new store past its limit', async () => {
    const ids: number[] = [];
    for (let k = 0; k < 10; k += 1) {
      const { id } = await db
        .insertInto('map_point')
        .values({ ...GOBI_MAP_POINT, name: `叠加测试${k}`, lng: 95 + k * 0.01 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(id));
    }
    const told: (readonly number[] | null)[] = [];
    const holder = new ReadModelHolder(
      db,
      mapIndexModel(
        (d, signal) => loadMapIndex(d, { signal }),
        (_, changed) => told.push(changed),
        4,
      ),
    );
    try {
      const first = await holder.get();
      expect(answer(first)).toEqual({ total: 10, ids });
      const oracle = async () => answer(await loadMapIndex(db));

      // Two moves: two removed positions and two added points, within the limit of 4.
      await movePoints(ids.slice(0, 2), 0.5);
      await vi.waitFor(() => expect(holder.peek()).not.toBe(first), { timeout: 10_000, interval: 50 });
      const second = holder.peek()!;
      expect(second.store).toBe(first.store);
      expect(second.overlay?.removed.length).toBe(2);
      expect(answer(second)).toEqual(await oracle());
      // Old and new places of both points (lng, lat pairs).
      expect(told.at(-1)).toHaveLength(8);

      // One more: 6 overlay points, past the limit, so the update merges them into a new store.
      await movePoints(ids.slice(2, 3), 0.5);
      await vi.waitFor(() => expect(holder.peek()).not.toBe(second), { timeout: 10_000, interval: 50 });
      const third = holder.peek()!;
      expect(third.overlay).toBeNull();
      expect(third.store).not.toBe(first.store);
      expect(answer(third)).toEqual(await oracle());
      expect(told.at(-1)).toHaveLength(4);
      expect(holder.report().builds).toBe(1);
    } finally {
      await holder.close();
    }
  }, 30_000);
});
