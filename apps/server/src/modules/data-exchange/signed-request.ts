/**
 * Verifies a signed data-exchange request (docs/decisions/data-exchange.md): X-App-Key names an active
 * client, X-Timestamp (Unix ms) is within ±5 minutes of `now`, X-Nonce is new for the key within
 * 10 minutes (recorded in exchange_nonce, shared by all instances), and X-Signature is the lowercase hex
 * HMAC-SHA256(secret, `METHOD\nPATH\nTIMESTAMP\nNONCE\nSHA256HEX(rawBody)`). Throws 401 naming the
 * failed check in Chinese; resolves with the client.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { unauthorized } from '../../lib/api-error.js';
import { findActiveClient, type ExchangeClient } from './exchange-client.repository.js';

export const MAX_SKEW_MS = 5 * 60_000;
export const NONCE_WINDOW_MS = 10 * 60_000;

/** The string a client signs. */
export function signingString(method: string, path: string, timestamp: string, nonce: string, body: Buffer): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return `${method.toUpperCase()}\n${path}\n${timestamp}\n${nonce}\n${bodyHash}`;
}

/** Lowercase hex HMAC-SHA256 of the signing string. */
export function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The header `name` (canonical spelling, e.g. 'X-App-Key'); 401 naming it when absent. */
function header(headers: Record<string, unknown>, name: string): string {
  const value = headers[name.toLowerCase()];
  if (typeof value !== 'string' || value === '') throw unauthorized(`缺少请求头 ${name}`);
  return value;
}

/** See the module comment. `path` is the request path without the query string. */
export async function verifySignedRequest(
  db: Kysely<Database>,
  request: { method: string; path: string; headers: Record<string, unknown> },
  body: Buffer,
  now: Date,
): Promise<ExchangeClient> {
  const appKey = header(request.headers, 'X-App-Key');
  const timestamp = header(request.headers, 'X-Timestamp');
  const nonce = header(request.headers, 'X-Nonce');
  const signature = header(request.headers, 'X-Signature');
  const client = appKey.length <= 128 ? await findActiveClient(db, appKey) : undefined;
  if (!client) throw unauthorized('X-App-Key 无效或已停用');
  if (!/^[0-9]{13}$/.test(timestamp) || Math.abs(Number(timestamp) - now.getTime()) > MAX_SKEW_MS)
    throw unauthorized('X-Timestamp 与服务器时间相差超过 5 分钟（应为 Unix 毫秒时间戳）');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(nonce)) throw unauthorized('X-Nonce 应为 8-64 位字母、数字、下划线或连字符');
  const expected = Buffer.from(
    sign(client.secret, signingString(request.method, request.path, timestamp, nonce, body)),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw unauthorized('X-Signature 签名不正确');
  await db
    .deleteFrom('exchange_nonce')
    .where('seen_at', '<', new Date(now.getTime() - NONCE_WINDOW_MS).toISOString())
    .execute();
  try {
    await db.insertInto('exchange_nonce').values({ app_key: appKey, nonce, seen_at: now.toISOString() }).execute();
  } catch (error) {
    if (violatesUnique(error, 'nonce')) throw unauthorized('X-Nonce 已使用过（10 分钟内不得重复），请求被视为重放');
    throw error;
  }
  return client;
}
