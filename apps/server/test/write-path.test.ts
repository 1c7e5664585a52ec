/**
 * Two instances, each with its own database handle, read models and caches (README "Several instances";
 * docs/decisions/data-spine.md): a write committed through a command on instance A shows on instance B
 * without a restart — through the bus with REDIS_URL (CI's PostgreSQL run), else through B's probe of
 * the change log (DATA_PROBE_MS). One case per read model family: a cached content list, the facility
 * snapshot (a repair report), the race snapshot (a corrected name, no new row), the map index
 * (a point added, moved and deleted, applied incrementally, and B's cached tile answers following it) and
 * the site-search index (a repair report that changes nothing it indexes, a journalled and an unjournalled
 * publish, applied incrementally) and its table kinds (a facility pushed through the exchange's batch
 * command found by name, place and kind, then sport, then gone once deleted, with no index build).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAFETY_FAULT_TYPES } from '@portal/contracts/facility.codes';
import { tileOf } from '@portal/contracts/map-tiles.codes';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { runCommand, runSimpleCommand } from '../src/data/commands.js';
import type { PortalDatabase } from '../src/db/database.js';
import { raceSnapshot } from '../src/modules/community-games/race-snapshot.js';
import { loadFacilitySnapshot, querySnapshot } from '../src/modules/facility/facility-snapshot.js';
import { insertReport, updateStatus } from '../src/modules/facility/fix-report.repository.js';
import { fitnessMapIndex } from '../src/modules/fitness-map/fitness-map.routes.js';
import { readModelReports } from '../src/data/read-model.js';
import { readVersions } from '../src/data/change-log.js';
import { applyBatch } from '../src/modules/data-exchange/batch.command.js';
import facilityEntity from '../src/modules/data-exchange/entities/facility.entity.js';
import { loadSiteSearchIndex, SITE_SEARCH_TABLES } from '../src/modules/site-search/site-search.read-model.js';
import { writeFacilityTerms } from '../src/db/site-search-terms.js';
import type { PortalApp } from '../src/types.js';
import { createTestApp, type TestApp } from './test-app.js';
import { GOBI_MAP_POINT } from '../../../test-support/map-fixtures.js';

/** The facility system's client, as a signed request would name it (the batch is applied directly here). */
const EQU_CLIENT = { appKey: 'write-path-test', system: 'js365_equ' as const, secret: '' };

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

/** A piece of equipment whose facility is in use and has no open report, confirmed or not. */
const repairablePiece = () =>
  a.database.db
    .selectFrom('facility_equipment as e')
    .innerJoin('facility as f', 'f.id', 'e.facility_id')
    .select(['e.id', 'e.facility_id', 'f.province_code', 'f.city_code', 'f.county_code'])
    .where('f.repairing_count', '=', 0)
    .where('f.reported_count', '=', 0)
    .where('f.condition', '!=', 'disabled')
    .orderBy('e.id')
    .executeTakeFirstOrThrow();

/** Reports a safety fault of `piece` on instance A (the command recounts its facility); its 受理编号. */
async function reportRepair(piece: Awaited<ReturnType<typeof repairablePiece>>): Promise<string> {
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
  return reportNo;
}

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
    const piece = await repairablePiece();
    const reportNo = await reportRepair(piece);
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
    // The zoom-12 tiles of the two spots: answers B keeps and compresses once (map-tile-cache.ts).
    const tile = async (lng: number) => {
      const res = await b.inject({
        method: 'GET',
        url: `/api/data/fitnessMap/tile/12/${tileOf(lng, 41.05, 12).x}/${tileOf(lng, 41.05, 12).y}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { total: number } }>().data.total;
    };
    expect([await tile(95.05), await tile(96.05)]).toEqual([0, 0]);
    const buildsBefore = readModelReports(bDatabase.db).find((r) => r.name === 'fitness-map-index')!.builds;
    await loadFacilitySnapshot(bDatabase.db);
    const facilityReport = () => readModelReports(bDatabase.db).find((r) => r.name === 'facility-snapshot')!;
    const facilityBuildsBefore = facilityReport().builds;

    const pointId = await runCommand(a.database.db, { tables: ['map_point'] }, async (trx) => {
      const { id } = await trx
        .insertInto('map_point')
        .values({ ...GOBI_MAP_POINT, name: '写入测试健身路径' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { value: Number(id), rows: [{ table: 'map_point' as const, upserted: [Number(id)] }] };
    });
    await vi.waitFor(async () => expect(await cluster(west)).toBe(1), { timeout: VISIBLE_WITHIN_MS, interval: 50 });
    expect([await tile(95.05), await tile(96.05)]).toEqual([1, 0]);

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
    expect([await tile(95.05), await tile(96.05)]).toEqual([0, 1]);

    await runCommand(a.database.db, { tables: ['map_point'] }, async (trx) => {
      await trx.deleteFrom('map_point').where('id', '=', pointId).execute();
      return { value: null, rows: [{ table: 'map_point' as const, deleted: [pointId] }] };
    });
    await vi.waitFor(async () => expect(await cluster(east)).toBe(0), { timeout: VISIBLE_WITHIN_MS, interval: 50 });
    expect(await tile(96.05)).toBe(0);

    const report = readModelReports(bDatabase.db).find((r) => r.name === 'fitness-map-index')!;
    expect(report.builds).toBe(buildsBefore); // every change was merged, none rebuilt the index
    expect(report.updates).toBeGreaterThanOrEqual(3);
    // The point is no facility's: B's facility snapshot looked at the journal and kept itself.
    await vi.waitFor(() => expect(facilityReport().updates).toBeGreaterThanOrEqual(1), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(facilityReport().builds).toBe(facilityBuildsBefore);
  });

  it("keeps instance B's facility snapshot when a facility's map point moves, and updates it in place when its name changes", async () => {
    const facilityReport = () => readModelReports(bDatabase.db).find((r) => r.name === 'facility-snapshot')!;
    await loadFacilitySnapshot(bDatabase.db);
    const { id, lng, name } = await a.database.db
      .selectFrom('facility as f')
      .innerJoin('map_point as p', 'p.id', 'f.id')
      .select(['f.id', 'p.lng', 'p.name'])
      .orderBy('f.id')
      .executeTakeFirstOrThrow();
    const pointId = Number(id);
    const changePoint = (set: { lng?: number; name?: string }) =>
      runCommand(a.database.db, { tables: ['map_point'] }, async (trx) => {
        await trx.updateTable('map_point').set(set).where('id', '=', pointId).execute();
        return { value: null, rows: [{ table: 'map_point' as const, upserted: [pointId] }] };
      });
    const before = facilityReport();
    // A move: the snapshot keeps no position, so B checks the changed row and keeps itself.
    await changePoint({ lng: Number(lng) + 0.001 });
    await vi.waitFor(() => expect(facilityReport().updates).toBeGreaterThan(before.updates), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(facilityReport().builds).toBe(before.builds);
    // A new name: B merges the changed row into its snapshot (no full build), and its keyword search finds
    // the facility by it and no longer by the old name's own words.
    const renamed = `${name}改名测试`;
    await changePoint({ name: renamed });
    await vi.waitFor(
      async () => {
        const page = querySnapshot(await loadFacilitySnapshot(bDatabase.db), { keyword: '改名测试' }, 0, 10);
        expect(page.total).toBe(1);
      },
      { timeout: VISIBLE_WITHIN_MS, interval: 50 },
    );
    expect(facilityReport().builds).toBe(before.builds);
  });

  it("makes a publish searchable in instance B's site-search index without a full rebuild", async () => {
    const first = await loadSiteSearchIndex(bDatabase.db);
    const searchReport = () => readModelReports(bDatabase.db).find((r) => r.name === 'site-search-index')!;
    const buildsBefore = searchReport().builds;
    const found = async (q: string) =>
      (
        await onB<{ list: { title: string }[] }>(
          `/api_/ow/search/list?q=${encodeURIComponent(q)}&pageNum=1&pageSize=10`,
        )
      ).list.map((item) => item.title);

    // A repair report recounts its facility: the index holds no facility (they are answered from their
    // tables), so nothing is indexed again.
    expect(SITE_SEARCH_TABLES).not.toContain('facility');
    await reportRepair(await repairablePiece());
    const facilityVersion = (await readVersions(a.database.db)).get('facility');
    await vi.waitFor(async () => expect((await readVersions(bDatabase.db)).get('facility')).toBe(facilityVersion), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect((await loadSiteSearchIndex(bDatabase.db)).postings).toBe(first.postings);

    // A publish that journals its row, and an import that does not (its table's items are compared).
    const publish = (title: string, journal: boolean) =>
      runCommand(a.database.db, { tables: ['news'] }, async (trx) => {
        const { id: _id, ...row } = await trx.selectFrom('news').selectAll().orderBy('id').executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto('news')
          .values({ ...row, title })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { value: null, rows: journal ? [{ table: 'news' as const, upserted: [Number(id)] }] : [] };
      });
    await publish('冰壶进校园写入测试', true);
    await vi.waitFor(async () => expect(await found('冰壶进校园')).toContain('冰壶进校园写入测试'), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    await publish('滑雪公开课导入测试', false);
    await vi.waitFor(async () => expect(await found('滑雪公开课')).toContain('滑雪公开课导入测试'), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(searchReport().builds).toBe(buildsBefore); // every change was applied, none rebuilt the index
  }, 90_000); // B's first build of the index comes first: seconds, more on a loaded machine

  it('finds a facility pushed on instance A on instance B at once, by name, place, kind and sport, with no index build', async () => {
    await loadSiteSearchIndex(bDatabase.db);
    const searchReport = () => readModelReports(bDatabase.db).find((r) => r.name === 'site-search-index')!;
    const buildsBefore = searchReport().builds;
    const county = await a.database.db
      .selectFrom('division')
      .select(['code', 'name'])
      .where('level', '=', 3)
      .where('name', 'like', '%区')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const facilitiesFound = async (q: string) =>
      (
        await onB<{ list: { kind: string; id: number; title: string }[] }>(
          `/api_/ow/search/list?q=${encodeURIComponent(q)}&kind=facility&pageNum=1&pageSize=50`,
        )
      ).list.map((item) => item.title);
    const NAME = '写入测试冰场甲';
    const item = {
      sourceId: 'search-write-1',
      name: NAME,
      kind: 'skating_rink',
      countyCode: county.code,
      lng: 116.4,
      lat: 39.9,
      address: '测试路 1 号',
      area: 1200,
      buildYear: 2024,
      managerUnit: '测试管理单位',
      free: true,
      openToPublic: true,
      description: '',
    };
    expect(await facilitiesFound('写入测试冰场')).toEqual([]);
    const pushed = await applyBatch(
      a.database.db,
      facilityEntity,
      EQU_CLIENT,
      { items: [item], deleted: [] },
      new Date(),
    );
    expect(pushed.items[0]!.result).toBe('created');
    const id = pushed.items[0]!.portalId!;

    // By a word of its name, by its county (without 区) and its kind's word.
    const shortCounty = county.name.replace(/区$/u, '');
    await vi.waitFor(async () => expect(await facilitiesFound('写入测试冰场')).toEqual([NAME]), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(await facilitiesFound(`${shortCounty} 滑冰场`)).toContain(NAME);
    expect(await facilitiesFound(`${county.name} 冰场甲`)).toEqual([NAME]);

    // A field's sport, written by a command that keeps the terms (as the batch does).
    await runCommand(a.database.db, { tables: ['facility_field', 'site_search_term'] }, async (trx) => {
      const place = await trx
        .selectFrom('facility')
        .select(['province_code', 'city_code', 'county_code'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('facility_field')
        .values({
          ...place,
          facility_id: id,
          organ_id: null,
          name: '1号冰面',
          sport: '冰壶',
          surface: '冰面',
          area: 800,
          indoor: 1,
          lighting: 1,
          open_to_public: 1,
          free: 1,
          condition: 'normal',
        })
        .execute();
      await writeFacilityTerms(trx, [id]);
      return { value: null };
    });
    await vi.waitFor(async () => expect(await facilitiesFound(`${shortCounty} 冰壶`)).toEqual([NAME]), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });

    // Deleted through the batch: gone from the search.
    await applyBatch(a.database.db, facilityEntity, EQU_CLIENT, { items: [], deleted: ['search-write-1'] }, new Date());
    await vi.waitFor(async () => expect(await facilitiesFound('写入测试冰场')).toEqual([]), {
      timeout: VISIBLE_WITHIN_MS,
      interval: 50,
    });
    expect(searchReport().builds).toBe(buildsBefore); // the index was never rebuilt for a facility
  }, 90_000);
});
