/**
 * Write visibility across instances (docs/decisions/data-spine.md; part of `npm run bench`, and runnable
 * alone: `node --import tsx bench/write-visibility.ts` after a build): two built portal servers on one
 * PostgreSQL database with one Redis, and a third process — this bench, as an importer would be — that
 * commits writes through the server's own write path (apps/server/src/data/commands.ts, publishing on the
 * same cluster bus). For each write it polls both servers (every 10 ms) until each shows it, and reports
 * p50/p95/max of the time from the commit to the first answer that shows it:
 * - a news item: the first item of GET /api_/ow/news/list (a cached list);
 * - a news item published in the back office on server A (editor, 初审, 复审 and the approver's sign-off over
 *   HTTP, docs/content-management-api.md): the same list, timed from the sign-off's answer (target p95 <= 2 s);
 * - a repair report on a piece: the facility's condition in GET /api_/ruoyi/equipment/detail (cached detail,
 *   facility snapshot);
 * - a corrected race name: GET /api/data/qmsports/race/:id (race snapshot);
 * - a map point added in an empty box: GET /api/data/fitnessMap/cluster (map index, merged incrementally).
 * Targets (the spine's): p95 <= 1 s for content, facilities and races; <= 5 s for a map point (this runs on the
 * default seed, not the national map). Needs PostgreSQL (WRITE_BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, where a database is created and dropped) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379); without them the step is skipped with a note.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { FIX_REPORT_CONFIRMED_STATUSES, SAFETY_FAULT_TYPES } from '@portal/contracts/facility.codes';
import pg from 'pg';
import { postgresReachable } from './postgres-reachable.js';
import { runCommand, runSimpleCommand } from '../apps/server/src/data/commands.js';
import { changeFeedOf } from '../apps/server/src/data/change-feed.js';
import { openDatabase, type PortalDatabase } from '../apps/server/src/db/database.js';
import { insertReport } from '../apps/server/src/modules/facility/fix-report.repository.js';
import { createClusterBus } from '../apps/server/src/plugins/cluster-bus.js';
import { agencyLogin, apiGet, apiSend, publicLogin, type Paged } from '../test-support/portal-api.js';
import { GOBI_MAP_POINT } from '../test-support/map-fixtures.js';
import { startPortalServer, type PortalServer } from '../test-support/portal-server.js';
import { latencyRow, type Row, type Table } from './report.js';
import { timeUntil, type PollPace } from './visible-after.js';

type Log = (line: string) => void;

/** Writes of each kind (each measured on both servers). */
const WRITES = 20;
/** Each server is asked every 10 ms from the commit, for 30 s at most. */
const PACE: PollPace = { pollMs: 10, giveUpMs: 30_000 };
const TARGET_MS = { content: 1_000, publish: 2_000, facility: 1_000, race: 1_000, map: 5_000 } as const;
/** The back-office path of a news item (docs/content-management-api.md): editor, then the three stages. */
const CMS = '/api/admin/content';
const CMS_ACCOUNTS = ['cms_editor', 'cms_review1', 'cms_review2', 'cms_approver'] as const;

interface Instance {
  server: PortalServer;
  token: string;
}

/** Commits `write`, then times how long each instance takes until `shows(instance)`. */
async function measure(
  instances: readonly Instance[],
  write: () => Promise<unknown>,
  shows: (instance: Instance) => Promise<boolean>,
): Promise<number[]> {
  await write();
  const committed = performance.now();
  return Promise.all(instances.map((instance) => timeUntil(committed, () => shows(instance), PACE)));
}

export async function benchWriteVisibility(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const adminUrl = process.env.WRITE_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await postgresReachable(adminUrl))) {
    return { tables: [], notes: [`Write visibility: skipped, no PostgreSQL at ${adminUrl}.`] };
  }
  const name = `portal_bench_write_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  const servers: PortalServer[] = [];
  let writer: PortalDatabase | undefined;
  const bus = createClusterBus(redisUrl, { warn: () => {}, info: () => {} });
  try {
    log(`write visibility: two servers on ${name} with Redis ${redisUrl}`);
    servers.push(await startPortalServer({ env, readyTimeoutMs: 300_000 }));
    servers.push(await startPortalServer({ env: { ...env, SEED_ON_START: 'false' } }));
    const instances = await Promise.all(
      servers.map(async (server) => ({ server, token: await publicLogin(server.baseUrl) })),
    );
    writer = openDatabase(databaseUrl, { poolSize: 2 });
    const db = writer.db;
    changeFeedOf(db).attach(bus, { probeMs: 60_000, onError: () => {} });
    await bus.ready();

    const results: Record<keyof typeof TARGET_MS, number[]> = {
      content: [],
      publish: [],
      facility: [],
      race: [],
      map: [],
    };
    // The back office runs on instance A only; B learns of the publish through the spine (data-changed).
    const a = instances[0]!.server.baseUrl;
    const cms = Object.fromEntries(
      await Promise.all(CMS_ACCOUNTS.map(async (name) => [name, await agencyLogin(a, name)] as const)),
    ) as Record<(typeof CMS_ACCOUNTS)[number], string>;
    const firstNewsTitle = async (instance: Instance) =>
      (await get<Paged<{ title: string }>>(instance, '/api_/ow/news/list', { pageNum: 1, pageSize: 10 })).list[0]
        ?.title;
    const get = <T>(instance: Instance, path: string, query: Record<string, string | number> = {}) =>
      apiGet<T>(instance.server.baseUrl, instance.token, path, query);

    // Warm every cache and model the checks read, so each write is measured against a warm instance.
    const pieces = await db
      .selectFrom('facility_equipment as e')
      .innerJoin('facility as f', 'f.id', 'e.facility_id')
      .select(['e.id', 'e.facility_id', 'f.province_code', 'f.city_code', 'f.county_code'])
      .where('f.repairing_count', '=', 0)
      .where('f.condition', '!=', 'disabled')
      .where('e.condition', '!=', 'disabled')
      .orderBy('e.facility_id')
      .limit(WRITES * 20)
      .execute();
    const onePerFacility = [...new Map(pieces.map((p) => [p.facility_id, p])).values()].slice(0, WRITES);
    const races = await db.selectFrom('games_race').select('id').orderBy('id').limit(WRITES).execute();

    for (let i = 0; i < WRITES; i += 1) {
      const title = `写入可见性测试 ${i} ${Date.now()}`;
      results.content.push(
        ...(await measure(
          instances,
          () =>
            runSimpleCommand(db, { tables: ['news'] }, async (trx) => {
              const { id: _id, ...row } = await trx
                .selectFrom('news')
                .selectAll()
                .orderBy('id')
                .executeTakeFirstOrThrow();
              await trx
                .insertInto('news')
                .values({ ...row, title, publish_time: new Date().toISOString() })
                .execute();
            }),
          async (instance) => (await firstNewsTitle(instance)) === title,
        )),
      );

      // 三审: the editor's draft passes 初审 and 复审 on A; the time runs from the approver's sign-off (which
      // publishes) until each instance's news list shows the item first.
      const published = `后台发布测试 ${i} ${Date.now()}`;
      const { id } = await apiSend<{ id: number }>(a, cms.cms_editor, 'POST', CMS, {
        kind: 'news',
        column: 'news',
        title: published,
        bodyHtml: `<p>${published}的正文。</p>`,
        summary: '后台发布的可见性测试',
        source: '国家体育总局',
      });
      await apiSend(a, cms.cms_editor, 'POST', `${CMS}/${id}/submit`, {});
      await apiSend(a, cms.cms_review1, 'POST', `${CMS}/${id}/approve`, {});
      await apiSend(a, cms.cms_review2, 'POST', `${CMS}/${id}/approve`, {});
      results.publish.push(
        ...(await measure(
          instances,
          () => apiSend(a, cms.cms_approver, 'POST', `${CMS}/${id}/approve`, {}),
          async (instance) => (await firstNewsTitle(instance)) === published,
        )),
      );

      const piece = onePerFacility[i];
      if (piece) {
        for (const instance of instances)
          await get(instance, '/api_/ruoyi/equipment/detail', { id: piece.facility_id });
        const at = new Date().toISOString();
        results.facility.push(
          ...(await measure(
            instances,
            () =>
              insertReport(
                db,
                {
                  report_no: `B${Date.now()}${i}`,
                  equipment_id: piece.id,
                  facility_id: piece.facility_id,
                  province_code: piece.province_code,
                  city_code: piece.city_code,
                  county_code: piece.county_code,
                  fault_type: SAFETY_FAULT_TYPES[0]!,
                  description: '写入可见性测试',
                  phone: '13800000000',
                  // A report a handler has confirmed: only those show 报修中 (an unconfirmed one shows
                  // 群众报修（待核实）, docs/decisions/security.md "N4/N5 repair reports and budgets").
                  status: FIX_REPORT_CONFIRMED_STATUSES[0]!,
                  note: null,
                  handler: null,
                  created_at: at,
                  updated_at: at,
                  dedup_key: `bench-${Date.now()}-${i}`,
                },
                [],
              ),
            async (instance) =>
              (await get<{ condition: string }>(instance, '/api_/ruoyi/equipment/detail', { id: piece.facility_id }))
                .condition === 'repairing',
          )),
        );
      }

      const race = races[i];
      if (race) {
        const raceName = `更正后的赛事名称 ${i} ${Date.now()}`;
        results.race.push(
          ...(await measure(
            instances,
            () =>
              runSimpleCommand(db, { tables: ['games_race'] }, (trx) =>
                trx.updateTable('games_race').set({ name: raceName }).where('id', '=', race.id).execute(),
              ),
            async (instance) =>
              (await get<{ name: string }>(instance, `/api/data/qmsports/race/${race.id}`)).name === raceName,
          )),
        );
      }

      // A point in an empty box of the Gobi, one box per write.
      const lng = 95 + i * 0.2;
      const bbox = `${lng},41,${lng + 0.1},41.1`;
      results.map.push(
        ...(await measure(
          instances,
          () =>
            runCommand(db, { tables: ['map_point'] }, async (trx) => {
              const { id } = await trx
                .insertInto('map_point')
                .values({ ...GOBI_MAP_POINT, name: `写入可见性测试路径 ${i}`, lng: lng + 0.05 })
                .returning('id')
                .executeTakeFirstOrThrow();
              return { value: null, rows: [{ table: 'map_point' as const, upserted: [Number(id)] }] };
            }),
          async (instance) =>
            (await get<{ total: number }>(instance, '/api/data/fitnessMap/cluster', { bbox, zoom: 12 })).total === 1,
        )),
      );
    }

    const row = (label: string, key: keyof typeof TARGET_MS): Row => latencyRow(label, results[key], TARGET_MS[key]);
    const table: Table = {
      title: 'Write visibility across instances (2 servers on PostgreSQL + Redis, default seed)',
      headers: ['observations', 'p50 (ms)', 'p95 (ms)', 'max (ms)'],
      rows: [
        row('news item: first of the cached news list', 'content'),
        row('back-office sign-off on A (三审, the approver publishes): first of the news list', 'publish'),
        row('repair report: the facility detail shows 报修中', 'facility'),
        row('corrected race name: race detail', 'race'),
        row('map point added: cluster of an empty box (merged, no rebuild)', 'map'),
      ],
    };
    return {
      tables: [table],
      notes: [
        `Write visibility: ${WRITES} writes of each kind committed by the bench process through the server's write path (runCommand on its own pool, publishing data-changed on the same Redis), each polled on both servers every ${PACE.pollMs} ms from the commit until the answer shows it; an observation is one server's time. The back-office row instead goes through the HTTP API of instance A as a person would (cms_editor creates and submits, cms_review1 and cms_review2 approve, and the time runs from the answer to cms_approver's sign-off). Default seed; the map figure at 6 M points is not measured here.`,
      ],
    };
  } finally {
    await bus.close();
    await writer?.destroy();
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { renderTable } = await import('./report.js');
  const { tables, notes } = await benchWriteVisibility((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${tables.map(renderTable).join('\n\n')}\n\n${notes.join('\n')}\n`);
}
