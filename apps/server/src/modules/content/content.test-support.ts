/**
 * Test support for the content and site suites: a test app with a public token, a GET helper that
 * sends it, and small fixture writers. Each suite inserts the rows it asserts on (no seed data), so
 * assertions never depend on seed randomness. Runs on SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

export interface ContentTestApp extends TestApp {
  token: string;
  /** GET `url` with the public token (or the given headers instead). */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function createContentTestApp(): Promise<ContentTestApp> {
  const t = await createTestApp();
  const token = await t.publicToken();
  return {
    ...t,
    token,
    get: (url, headers) => t.app.inject({ method: 'GET', url, headers: headers ?? { 'session-id': token } }),
  };
}

/** Stores a file in `media` and returns its id. */
export async function insertMedia(t: TestApp, fileName: string, mime: string, body: Buffer | string): Promise<number> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const row = await t.database.db
    .insertInto('media')
    .values({ file_name: fileName, mime, size: bytes.length, body: bytes, created_at: '2025-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links `mediaId` as an attachment of (ownerType, ownerId); returns the attachment id. */
export async function insertAttachment(
  t: TestApp,
  ownerType: string,
  ownerId: number,
  mediaId: number,
  fileName: string,
  sort: number,
): Promise<number> {
  const row = await t.database.db
    .insertInto('attachment')
    .values({ owner_type: ownerType, owner_id: ownerId, media_id: mediaId, file_name: fileName, sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** HTML carrying the attacks the sanitizer must remove, around content it must keep. */
export const HOSTILE_HTML =
  '<h2>总则</h2><p onclick="steal()">第一条 正文内容。</p><script>alert("x")</script>' +
  '<img src="/api_/ow/file/1" alt="示意图" onerror="alert(1)"><a href="javascript:alert(2)">链接</a>' +
  '<p style="color:red">第二条</p>';

/** Asserts `res` is an error envelope with `status` whose msg contains `text`. */
export function expectError(res: LightMyRequestResponse, status: number, text: string): void {
  const body = res.json() as { code: number; msg: string; data: unknown };
  if (res.statusCode !== status || body.code !== status || !body.msg.includes(text) || body.data !== null) {
    throw new Error(`expected ${status} mentioning '${text}', got ${res.statusCode} ${res.body}`);
  }
}
