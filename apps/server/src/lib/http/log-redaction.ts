/**
 * What the request log may show of a request: tokens never reach the logs (security by default; spec §6
 * single sign-on passes `?token=` and hands out `ticket=`). The pino `req` serializer keeps Fastify's
 * default fields (method, url, host, remote address and port) with the values of secret-bearing query
 * parameters replaced by `[redacted]`; headers (session-id, venue-key, app-secret) are never logged.
 */
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets (spec §6, §7; docs/sso-integration.md), and a visitor's
 * position in a site search (PIPL: precise personal location; docs/decisions/site-search.md 附近).
 */
const SECRET_PARAMETERS = /([?&](?:token|ticket|sessionToken|appSecret|password)=)[^&#]*/gi;
const POSITION_PARAMETERS = /([?&](?:lng|lat)=)[^&#]*/g;

/** `url` with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const redacted = url.replace(SECRET_PARAMETERS, '$1[redacted]');
  return url.startsWith('/api_/ow/search/') ? redacted.replace(POSITION_PARAMETERS, '$1[redacted]') : redacted;
}

/** Pino serializer for `req` (Fastify's default fields, URL redacted). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
