/**
 * The `{ code, msg, data: null }` envelope for the errors Fastify answers before any route or error
 * handler runs (DESIGN.md "API conventions": every body is the envelope, none echoes the request):
 * - `frameworkErrors`: a URL that cannot be decoded (`%ff`, a lone surrogate: FST_ERR_BAD_URL) and
 *   failed async route constraints -> 400 (Fastify's default body echoed the URL);
 * - `clientErrorHandler`: errors of the HTTP parser on the raw socket (oversized headers -> 431, a
 *   request timeout -> 408, anything else -> 400), written as a complete HTTP/1.1 response.
 * Both are Fastify server options, so buildApp passes them to `Fastify({...})`.
 */
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';

const envelope = (code: number, msg: string): string => JSON.stringify({ code, msg, data: null });

/** Fastify `frameworkErrors` option. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const msg = error.code === 'FST_ERR_BAD_URL' ? '请求地址编码不正确' : '请求不正确';
  // The option's reply type is generic over every route; the answer here is route-independent.
  void (reply as FastifyReply).status(400).type('application/json; charset=utf-8').send(envelope(400, msg));
};

const PARSER_ERRORS: Record<string, { status: number; reason: string; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', msg: '请求头过大' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: '请求超时' },
};

/** Fastify `clientErrorHandler` option: writes the envelope and closes the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection or one already answered has no one to answer (Node's own rule).
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, reason, msg } = PARSER_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    msg: '请求格式不正确',
  };
  const body = envelope(status, msg);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
