/**
 * The editor's item list at 200,000 items (docs/benchmarks.md "Back-office item list at 200 000 items"; target
 * p99 <= 50 ms with filters, docs/decisions/content-management.md), part of `npm run bench` (bench/run.ts), or
 * alone: `node --import tsx bench/content-admin-list.ts` after `node scripts/start.mjs --build-only`.
 *
 * On a fresh default seed (SQLite), the bench adds back-office items (cms_item rows) until there are ITEMS, spread
 * over every column, the five states, three years and a fifth of them with a province, with titles built from
 * the words editors write, and a provincial editor (news of 浙江省 only). It signs in as cms_editor (every column)
 * and as that editor, and for each asks GET /api/admin/content with a mix of filters (none, kind, column, status,
 * keyword, their combinations; pages 1, 2, 3 and 50):
 * 1. each filter once, one at a time, before anything is cached (the cost of an answer read from the table);
 * 2. the mix on 10 connections (a room of editors, not a crowd) for 10 s after a 3 s warm-up: mostly answers
 *    from the list's table cache (content-admin.routes.ts);
 * 3. the same while cms_editor saves a draft every second, each save clearing the cached answers and totals that may hold the saved item.
 * Ratios are to the raw node:http hello-world of the same run.
 */
import { rmSync } from 'node:fs';
import type { CmsStatus } from '@portal/contracts/content-admin.codes';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../apps/server/src/lib/password.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { agencyLogin, AGENCY_PASSWORD, apiSend } from '../test-support/portal-api.js';
import { makeTempDatabaseFile, startPortalServer } from '../test-support/portal-server.js';
import { apiHeaders, BROWSER_HEADERS } from './browser-headers.js';
import { startHelloWorld } from './child-process.js';
import { measureAfterWarmUp, timedGet, type LoadResult } from './load.js';
import { random as seededRandom } from './random.js';
import {
  firstRequestsRow,
  formatCount,
  helloWorldRow,
  LOAD_TABLE_HEADERS,
  renderTable,
  type Row,
  type Table,
} from './report.js';

type Log = (message: string) => void;

const ITEMS = 200_000;
const CONNECTIONS = 10;
const P99_TARGET_MS = 50;
const LIST = '/api/admin/content';
/** The five states of an item (contracts CMS_STATUSES) and their share of the items. */
const STATES: readonly (readonly [CmsStatus, number])[] = [
  ['published', 0.7],
  ['draft', 0.14],
  ['in_review', 0.08],
  ['withdrawn', 0.05],
  ['scheduled', 0.03],
];
const TOPICS = ['全民健身', '体育场馆', '免费开放', '健身步道', '社会体育指导员', '体育公园', '青少年体育', '赛事活动'];
const KEYWORDS = ['健身', '场馆开放', '步道', '指导员', '通知', '2025'];
const PROVINCE_NAMES = ['北京市', '河北省', '浙江省', '四川省', '广东省', '新疆维吾尔自治区'];
const PROVINCE_CODES = ['110000', '130000', '330000', '510000', '440000', '650000'];

/** Adds items until cms_item holds ITEMS rows; resolves with the column codes and kinds. */
async function addItems(databaseFile: string, log: Log): Promise<{ code: string; kind: string }[]> {
  const database = openDatabase(databaseFile);
  try {
    const db = database.db;
    const columns = await db.selectFrom('cms_column').select(['code', 'kind']).orderBy('code').execute();
    const { count } = await db
      .selectFrom('cms_item')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const random = seededRandom(20261128);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const state = (): CmsStatus => {
      let r = random();
      for (const [name, share] of STATES) if ((r -= share) < 0) return name;
      return 'published';
    };
    const started = performance.now();
    const missing = ITEMS - Number(count);
    const threeYearsMs = 3 * 365 * 86_400_000;
    const now = Date.now();
    for (let done = 0; done < missing; done += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, missing - done) }, (_, i) => {
        const column = pick(columns);
        const status = state();
        const at = new Date(now - random() * threeYearsMs).toISOString();
        const province = random() < 0.2 ? Math.floor(random() * PROVINCE_CODES.length) : -1;
        const versions = 1 + Math.floor(random() * 4);
        return {
          kind: column.kind,
          column_code: column.code,
          area_code: province >= 0 ? PROVINCE_CODES[province]! : null,
          status,
          stage: status === 'in_review' ? 1 + Math.floor(random() * 3) : 0,
          title: `${province >= 0 ? PROVINCE_NAMES[province] : '国家体育总局'}关于${pick(TOPICS)}工作的${pick(['通知', '动态', '解读', '公告'])}（${at.slice(0, 4)}年第${done + i + 1}号）`,
          latest_version: versions,
          published_version: status === 'published' || status === 'withdrawn' ? versions : null,
          public_id: null,
          scheduled_at: status === 'scheduled' ? new Date(now + 86_400_000).toISOString() : null,
          reason: status === 'withdrawn' ? '内容已过时效' : null,
          check_override: null,
          created_by: 'cms_editor',
          created_at: at,
          updated_at: at,
        };
      });
      await db.insertInto('cms_item').values(rows).execute();
    }
    log(
      `content-admin list: ${formatCount(missing)} items added in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // A provincial editor: news of one province only (the grant's area narrows the list by area_code prefix).
    const { id } = await db
      .insertInto('account')
      .values({
        user_name: 'cms_bench_zj',
        display_name: '浙江省采编（测量）',
        kind: 'agency',
        organ_name: '浙江省体育局',
        password_hash: await hashPassword(AGENCY_PASSWORD),
        failed_count: 0,
        locked_until: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cms_grant')
      .values({ account_id: Number(id), role: 'editor', column_code: 'news', area_code: '330000' })
      .execute();
    return columns;
  } finally {
    await database.destroy();
  }
}

/** The list URLs of the load mix (page size 20, as the back office asks). */
function listPaths(columns: readonly { code: string; kind: string }[]): string[] {
  const page = (query: string, pageNum = 1) => `${LIST}?pageNum=${pageNum}&pageSize=20${query}`;
  const kinds = [...new Set(columns.map((c) => c.kind))];
  const states = STATES.map(([name]) => name);
  return [
    ...[1, 2, 3, 50].map((n) => page('', n)),
    ...kinds.map((kind) => page(`&kind=${kind}`)),
    ...columns.map((c) => page(`&column=${c.code}`)),
    ...states.map((s) => page(`&status=${s}`)),
    ...columns.flatMap((c) => (['draft', 'in_review'] as const).map((s) => page(`&column=${c.code}&status=${s}`))),
    ...KEYWORDS.map((k) => page(`&keyword=${encodeURIComponent(k)}`)),
    ...KEYWORDS.map((k) => page(`&kind=news&status=published&keyword=${encodeURIComponent(k)}`)),
  ];
}

/**
 * Saves a new version of one draft every second (PUT /api/admin/content/{id} as cms_editor) until stopped;
 * `stop` resolves with the number of saves.
 */
async function saveEverySecond(baseUrl: string, token: string): Promise<{ stop(): Promise<number> }> {
  const draft = { kind: 'news', column: 'news', title: '编辑中的稿件', bodyHtml: '<p>正文</p>' };
  const { id } = await apiSend<{ id: number }>(baseUrl, token, 'POST', LIST, draft);
  let saves = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      await apiSend(baseUrl, token, 'PUT', `${LIST}/${id}`, { ...draft, title: `编辑中的稿件（第 ${saves + 1} 稿）` });
      saves += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return saves;
    },
  };
}

function loadRow(name: string, load: LoadResult, hello: LoadResult): Row {
  return {
    name,
    cells: [
      formatCount(load.requestsPerSec),
      `${((load.requestsPerSec / hello.requestsPerSec) * 100).toFixed(1)} %`,
      String(load.p50),
      String(load.p99),
      formatCount(load.failures),
    ],
    target: `p99 <= ${P99_TARGET_MS} ms`,
    pass: load.failures === 0 && load.p99 <= P99_TARGET_MS,
  };
}

/** The item-list figures on SQLite; resolves with the table and its note. */
export async function benchContentAdminList(log: Log): Promise<{ tables: Table[]; notes: string[] }> {
  const hello = await startHelloWorld('raw');
  let helloResult: LoadResult;
  try {
    helloResult = await measureAfterWarmUp(
      `${hello.baseUrl}/`,
      { connections: CONNECTIONS, duration: 10, headers: { ...BROWSER_HEADERS } },
      log,
      'raw hello-world',
    );
  } finally {
    await hello.stop();
  }
  const databaseFile = makeTempDatabaseFile('portal-bench-cms-');
  try {
    // Seeded by the server's first start, then filled while it is stopped (one writer at a time on SQLite).
    await (await startPortalServer({ databaseFile })).stop();
    const columns = await addItems(databaseFile, log);
    const server = await startPortalServer({ databaseFile, seed: false });
    try {
      const paths = listPaths(columns);
      const rows: Row[] = [helloWorldRow(helloResult)];
      const editorToken = await agencyLogin(server.baseUrl, 'cms_editor');
      for (const [account, label] of [
        ['cms_editor', 'cms_editor (every column)'],
        ['cms_bench_zj', 'a provincial editor (news of 浙江省)'],
      ] as const) {
        const headers = { ...apiHeaders(await agencyLogin(server.baseUrl, account)) };
        // Cold first: every filter once, one at a time, before any answer or total is cached.
        const times: number[] = [];
        for (const path of paths) times.push(await timedGet(`${server.baseUrl}${path}`, headers));
        rows.push(firstRequestsRow(`${label}: each filter once, uncached, one at a time`, times, P99_TARGET_MS));
        const url = `${server.baseUrl}${LIST}`;
        const load = await measureAfterWarmUp(
          url,
          { connections: CONNECTIONS, duration: 10, headers, paths },
          log,
          label,
        );
        rows.push(loadRow(`${label}: filter mix`, load, helloResult));
        // Editors save while others read: a save clears the answers and totals that may hold its item, everywhere.
        const saving = await saveEverySecond(server.baseUrl, editorToken);
        try {
          const busy = await measureAfterWarmUp(
            url,
            { connections: CONNECTIONS, duration: 10, headers, paths },
            log,
            `${label}, a save a second`,
          );
          rows.push(loadRow(`${label}: filter mix while an editor saves every second`, busy, helloResult));
        } finally {
          log(`  ${await saving.stop()} saves`);
        }
      }
      return {
        tables: [
          {
            title: `Back-office item list at ${formatCount(ITEMS)} items (SQLite; autocannon, ${CONNECTIONS} connections, 10 s, browser headers)`,
            headers: LOAD_TABLE_HEADERS,
            rows,
          },
        ],
        notes: [
          `Back-office item list (bench/content-admin-list.ts): the default seed plus generated items to ${formatCount(ITEMS)} (every column; 70 % published, 14 % draft, 8 % in review, 5 % withdrawn, 3 % scheduled; a fifth with a province), GET ${LIST} with ${paths.length} filter URLs (none, kind, column, status, column + status, keyword, kind + status + keyword; pages 1-3 and 50; page size 20): first each once uncached, then cycled on ${CONNECTIONS} connections (answers and totals kept in caches that an item write clears where it may change them, on every instance: item-list-cache.ts), then again while an editor saves a draft every second.`,
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(resolve(databaseFile, '..'), { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchContentAdminList((line) => process.stdout.write(`${line}\n`))
    .then(({ tables }) => process.stdout.write(`\n${tables.map(renderTable).join('\n\n')}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
