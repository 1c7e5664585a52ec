/**
 * An acknowledged save of the back office survives `kill -9` of the server (docs/decisions/content-management.md
 * "Web editor"; as feedback-durability.test.ts): the database is seeded at the tests' scale (the cms_* accounts
 * included), the built server runs as a child process (test-support/portal-server.ts), the editor creates
 * four drafts and saves each again and again over real HTTP, the four side by side; the process group is
 * killed with SIGKILL as soon as eight saves have been acknowledged, while others are in flight. A new
 * server on the same database must list every acknowledged version with the title that save sent, version
 * numbers without gaps, and each item's latest version the highest of them. SQLite by default; a fresh PostgreSQL
 * schema when DATABASE_URL is postgres://.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CmsItemDetail, CmsSavedRef, CmsVersionSummary } from '@portal/contracts/content-admin';
import { AGENCY_PASSWORD, type Envelope } from '../../../../../test-support/portal-api.js';
import { crashTestDatabase, crashTestServers, seedCrashTestDatabase } from '../../../test/crash-test-database.js';

const PREFIX = '/api/admin/content';
const ITEMS = 4;
const SAVES_PER_ITEM = 6;
const KILL_AFTER_ACKS = 8;

let databaseUrl: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ databaseUrl, cleanup } = await crashTestDatabase('portal-cms-save-'));
  await seedCrashTestDatabase(databaseUrl);
}, 120_000);

afterAll(async () => {
  await stopAll();
  await cleanup();
});

const { start, stopAll } = crashTestServers(() => databaseUrl);

/** The editor's session token on the server at `baseUrl` (agency sign-in, JSON as text/plain). */
async function editorToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/data/agency/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ userName: 'cms_editor', password: AGENCY_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<{ sessionToken: string }>;
  if (body.code !== 200) throw new Error(`cms_editor sign-in: ${body.msg}`);
  return body.data.sessionToken;
}

const fields = (title: string) => ({
  title,
  bodyHtml: `<p>${title}：全民健身活动的安排和报名方式。</p>`,
  summary: '活动安排',
  source: '国家体育总局',
});

/** Creates a news draft as the editor; resolves with its id. */
async function createDraft(baseUrl: string, headers: Record<string, string>, title: string): Promise<number> {
  const created = await fetch(`${baseUrl}${PREFIX}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'news', column: 'news', ...fields(title) }),
  });
  expect(created.status).toBe(200);
  return ((await created.json()) as Envelope<{ id: number }>).data.id;
}

it('keeps every acknowledged version after kill -9 during saves', async () => {
  const first = await start();
  const headers = { 'session-id': await editorToken(first.baseUrl), 'content-type': 'application/json' };
  const ids = await Promise.all(
    Array.from({ length: ITEMS }, (_, n) => createDraft(first.baseUrl, headers, `第 ${n + 1} 项活动安排（初稿）`)),
  );

  // One editor per item saving one draft after another (as the editor's form does; concurrent saves of one
  // item answer 409), the items side by side, so several saves are in flight when the kill lands.
  const acknowledged = new Map<string, string>();
  let killing: Promise<void> | null = null;
  const chains = ids.map(async (id, n) => {
    for (let i = 1; i <= SAVES_PER_ITEM; i += 1) {
      const title = `第 ${n + 1} 项活动安排（第 ${i} 稿）`;
      const response = await fetch(`${first.baseUrl}${PREFIX}/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(fields(title)),
      });
      const body = (await response.json()) as Envelope<CmsSavedRef>;
      if (response.status !== 200) throw new Error(`save ${i} of ${id}: HTTP ${response.status} ${body.msg}`);
      acknowledged.set(`${id}/${body.data.versionNo}`, title);
      if (acknowledged.size === KILL_AFTER_ACKS) killing = first.kill();
    }
  });
  const outcomes = await Promise.allSettled(chains);
  await killing;
  expect(first.exitStatus()).toBe('killed by SIGKILL');
  // Saves after the kill fail at the connection; none answered anything but 200.
  for (const outcome of outcomes)
    if (outcome.status === 'rejected') expect(String(outcome.reason)).not.toMatch(/HTTP \d/);
  // The kill landed among the saves: some were never acknowledged.
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(acknowledged.size).toBeLessThan(ITEMS * SAVES_PER_ITEM);

  const second = await start();
  const after = { 'session-id': await editorToken(second.baseUrl) };
  for (const id of ids) {
    const versions = (
      (await (await fetch(`${second.baseUrl}${PREFIX}/${id}/versions`, { headers: after })).json()) as Envelope<
        CmsVersionSummary[]
      >
    ).data;
    const byNumber = new Map(versions.map((v) => [v.versionNo, v.title]));
    for (const [key, title] of acknowledged) {
      const [itemId, versionNo] = key.split('/').map(Number);
      if (itemId === id) expect(byNumber.get(versionNo!), key).toBe(title);
    }
    const numbers = [...byNumber.keys()].sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const detail = (
      (await (await fetch(`${second.baseUrl}${PREFIX}/${id}`, { headers: after })).json()) as Envelope<CmsItemDetail>
    ).data;
    expect(detail.item.latestVersion).toBe(numbers.at(-1));
    expect(detail.version.title).toBe(byNumber.get(numbers.at(-1)!));
  }
}, 180_000);
