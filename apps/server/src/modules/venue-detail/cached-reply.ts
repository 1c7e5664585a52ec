/**
 * Sends a GET answer through a per-route-module ResponseCache (../content/response-cache.ts: 2 s per
 * URL, LRU-bounded). Used by the venue detail, sports authority and evaluation routes, whose answers
 * change only when the seed or a filling system writes, and whose detail pages fire several GETs at once.
 *
 * The key is the request URL (path + raw query), so a hit repeats the answer to the identical, already
 * validated request. Errors thrown by `load` propagate and are never cached. The 200 body is serialized
 * with the route's response schema, exactly as Fastify would.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from '../content/response-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers `{ code: 200, msg: '操作成功', data: await load() }` for this URL, from `cache` when fresh. */
export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
): Promise<void> {
  const hit = cache.get(request.url);
  if (hit) {
    reply.type(JSON_TYPE).send(hit);
    return;
  }
  const data = await load();
  const body = Buffer.from(reply.serialize({ code: 200, msg: '操作成功', data }) as string);
  cache.set(request.url, body);
  reply.type(JSON_TYPE).send(body);
}
