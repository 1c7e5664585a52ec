/**
 * An HTTP/1.1 request without a Host header answers 400 in the `{ code, msg, data: null }` envelope
 * (RFC 9112 §3.2: a server must answer 400 to it). Node's own check (the http server's
 * `requireHostHeader`) writes an empty 400 outside the envelope, so buildApp turns it off and this hook
 * takes its place (docs/decisions/security.md). HTTP/1.0 requests may omit Host, as Node allows.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/api-error.js';

async function requireHost(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.httpVersionMajor === 1 && raw.httpVersionMinor === 0) return;
    if (!raw.headers.host) throw badRequest('Host', '请求缺少 Host 头');
  });
}

export default fp(requireHost, { name: 'require-host' });
