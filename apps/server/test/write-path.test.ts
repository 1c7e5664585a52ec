/**
 * Two instances, each with its own database handle, read models and caches (README "Several instances";
 * docs/decisions/data-spine.md): a write committed through a command on instance A shows on instance B
 * without a restart — through the bus with REDIS_URL (CI's PostgreSQL run), else through B's probe of
 * the change log (DATA_PROBE_MS). One case per read model family: a cached content list, the facility
 * snapshot (a repair report), the race snapshot (a corrected name, no new row), and the map index
 * (a point added, moved and deleted, applied incrementally).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAFETY_FAULT_TYPES } from '@portal/contracts/facility.codes';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { runCommand, runSimpleCommand } from '../src/data/commands.js';
import type { PortalDatabase } from '../src/db/database.js';
import { raceSnapshot } from '../src/modules/community-games/race-snapshot.js';
import { loadFacilitySnapshot, querySnapshot } from '../src/modules/facility/facility-snapshot.js';
import { insertReport, updateStatus } from '../src/modules/facility/fix-report.repository.js';
import { fitnessMapIndex } from '../src/modules/fitness-map/fitness-map.routes.js';
import { readModelReports } from '../src/data/read-model.js';
import type { PortalApp } from '../src/types.js';
import { createTestApp, type TestApp } from './test-app.js';

const env = { REDIS_URL: process.env.REDIS_URL ?? '', DATA_PROBE_MS: '250' };
/** Longest wait for B to show A's write: the bus takes one hop, the probe one interval plus a rebuild. */
const VISIBLE_WITHIN_MS = 5_000;

let a: TestApp;
let b: PortalApp;
let bDatabase: PortalDatabase;
let token: string;

beforeAll(async () => {
  a = await createTestApp({ seed: true, env });
  // B: another handle on A's database (its own pool, feed, read models and caches), as another process.
  bDatabase = a.reopen();
  b = await buildApp({ config: loadConfig({ WEB_DIST: '', ...env }), database: bDatabase, logger: false });
  await b.ready();
  await Promise.all([a.app.bus.ready(), b.bus.ready()]);
  token = await a.publicToken();
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.destroy();
  await a?.close();
});

const onB = async <T>(url: string): Promise<T> => {
  const res = await b.inject({ method: 'GET', url, headers: { 'session-id': token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};

describe('a write on instance A', () => {
  it('shows in the cached news list of instance B', async () => {
    const before = (await onB<{ total: number }>('/api_/ow/news/list?pageNum=1&pageSize=10')).total;
    await onB('/api_/ow/news/list?pageNum=1&pageSize=10'); // cached on B now
    await runSimpleCommand(a.database.db, { tables: ['news'] }, async (trx) => {
      const { id: _id, ...row } = await trx.selectFrom('news').selectAll().orderBy('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('news')
        .values({ ...row, title: '两个实例之间的写入测试' })
        .execute();
    });
    await vi.waitFor(
      async () =>
        expect((await onB<{ total: number }>('/api_/ow/news/list?pageNum=1&pageSize=10')).total).toBe(before + 1),
      { timeout: VISIBLE_WITHIN_MS, interval: 50 },
    );
  });

  it("shows a repair report in instance B's facility snapshot (待核实, then 报修中 once confirmed)", async () => {
    const withCondition = async (condition: 'reported' | 'repairing') =>
      querySnapshot(await loadFacilitySnapshot(bDatabase.db), { condition }, 0, 0).total;
    const before = { reported: await withCondition('reported'), repairing: await withCondition('repairing') };
    const piece = await a.database.db
      .selectFrom('facility_equipment as e')
      .innerJoin('facility as f', 'f.id', 'e.facility_id')
      .select(['e.id', 'e.facility_id', 'f.province_code', 'f.city_code', 'f.county_code'])
      .where('f.repairing_count', '=', 0)
      .where('f.reported_count', '=', 0)
      .where('f.condition', '!=', 'disabled')
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const reportNo = `T${Date.now()}`;
    await insertReport(
      a.database.db,
      {
        report_no: reportNo,
        equipment_id: piece.id,
        facility_id: piece.facility_id,
        province_code: piece.province_code,
        city_code: piece.city_code,
        county_code: piece.county_code,
        fault_type: SAFETY_FAULT_TYPES[0]!,
        description: '两个实例之间的报修测试',
        phone: '13800000000',
        status: 'accepted',
        note: null,
        handler: null,
        created_at: at,
        updated_at: at,
        dedup_key: `write-path-${Date.now()}`,
      },
      [],
    );
    await vi.waitFor(async () => expect(await withCondition('reported')).toBe(before.reported + 1), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(await withCondition('repairing')).toBe(before.repairing);
    // An agency handler on instance A confirms it (处理中): B's snapshot shows the facility 报修中.
    const { id } = await a.database.db
      .selectFrom('fix_report')
      .select('id')
      .where('report_no', '=', reportNo)
      .executeTakeFirstOrThrow();
    await updateStatus(a.database.db, Number(id), piece.id, {
      status: 'processing',
      note: '已核实',
      handler: '区体育局',
      updated_at: new Date().toISOString(),
    });
    await vi.waitFor(async () => expect(await withCondition('repairing')).toBe(before.repairing + 1), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(await withCondition('reported')).toBe(before.reported);
  });

  it("shows a corrected race name in instance B's race snapshot (no row added)", async () => {
    const first = await raceSnapshot(bDatabase.db);
    expect(first.count).toBeGreaterThan(0);
    const id = first.id[0]!;
    await runSimpleCommand(a.database.db, { tables: ['games_race'] }, (trx) =>
      trx.updateTable('games_race').set({ name: '更正后的赛事名称' }).where('id', '=', id).execute(),
    );
    await vi.waitFor(
      async () => {
        const s = await raceSnapshot(bDatabase.db);
        expect(s.name[s.id.indexOf(id)]).toBe('更正后的赛事名称');
      },
      { timeout: VISIBLE_WITHIN_MS, interval: 50 },
    );
  });

  it("adds, moves and deletes a map point in instance B's index without a full rebuild", async () => {
    await fitnessMapIndex(b).whenReady();
    const cluster = (bbox: string) =>
      onB<{ total: number }>(`/api/data/fitnessMap/cluster?bbox=${bbox}&zoom=12`).then((d) => d.total);
    // Two empty boxes of the Gobi (no seeded point there).
    const west = '95.00,41.00,95.10,41.10';
    const east = '96.00,41.00,96.10,41.10';
    expect([await cluster(west), await cluster(east)]).toEqual([0, 0]);
    const buildsBefore = readModelReports(bDatabase.db).find((r) => r.name === 'fitness-map-index')!.builds;

    const pointId = await runCommand(a.database.db, { tables: ['map_point'] }, async (trx) => {
      const { id } = await trx
        .insertInto('map_point')
        .values({
          map_type: 6,
          kind: 'path',
          name: '写入测试健身路径',
          address: '测试地址',
          lng: 95.05,
          lat: 41.05,
          province_code: '620000',
          city_code: '620900',
          county_code: '620982',
          phone: null,
          open_hours: null,
          organ_id: null,
          match_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { value: Number(id), rows: [{ table: 'map_point' as const, upserted: [Number(id)] }] };
    });
    await vi.waitFor(async () => expect(await cluster(west)).toBe(1), { timeout: VISIBLE_WITHIN_MS, interval: 50 });

    const movePoint = (lng: number) =>
      runCommand(a.database.db, { tables: ['map_point'] }, async (trx) => {
        await trx.updateTable('map_point').set({ lng }).where('id', '=', pointId).execute();
        return { value: null, rows: [{ table: 'map_point' as const, upserted: [pointId] }] };
      });
    await movePoint(96.05);
    await vi.waitFor(async () => expect([await cluster(west), await cluster(east)]).toEqual([0, 1]), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });

    await runCommand(a.database.db, { tables: ['map_point'] }, async (trx) => {
      await trx.deleteFrom('map_point').where('id', '=', pointId).execute();
      return { value: null, rows: [{ table: 'map_point' as const, deleted: [pointId] }] };
    });
    await vi.waitFor(async () => expect(await cluster(east)).toBe(0), { timeout: VISIBLE_WITHIN_MS, interval: 50 });

    const report = readModelReports(bDatabase.db).find((r) => r.name === 'fitness-map-index')!;
    expect(report.builds).toBe(buildsBefore); // every change was merged, none rebuilt the index
    expect(report.updates).toBeGreaterThanOrEqual(3);
  });
});
