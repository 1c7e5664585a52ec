/**
 * Turns every error into the `{ code, msg, data: null }` envelope with HTTP status = code, in Chinese,
 * and never leaks a stack trace (DESIGN.md "API conventions"):
 * - ApiError -> its status and msg;
 * - schema validation -> 400 naming the field and the reason;
 * - Fastify's own client errors (bad JSON, unsupported media type, body too large, rate limit) -> 4xx;
 * - a lost or refused database connection (db/connection-loss.ts) -> 503 '数据库暂不可用，请稍后再试':
 *   the pool reconnects by itself and the next request succeeds; the outage is logged once by the pool
 *   watch, so each request logs at debug only;
 * - anything else -> 500 '服务器内部错误', logged with its stack.
 * Unknown API routes answer 404 in the same envelope (the web fallback is registered elsewhere).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/connection-loss.js';
import { ApiError } from '../lib/api-error.js';
import { describeIssue, fieldOf, type ValidationIssue } from '../lib/validation-issue.js';

const CLIENT_ERRORS: Record<string, { status: ApiError['statusCode']; msg: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, msg: '不支持的请求内容类型' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: '请求内容长度不正确' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: '请求体不能为空' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: '请求体过大' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 400, msg: '缺少请求内容类型' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, msg: '请求内容类型不正确' },
};

async function errorEnvelope(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(
    (error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({ code: error.statusCode, msg: error.msg, data: null });
      }
      if (error.validation && error.validation.length > 0) {
        const issue = error.validation[0]!;
        const msg = `参数 ${fieldOf(issue, error.validationContext)} 不合法：${describeIssue(issue)}`;
        return reply.status(400).send({ code: 400, msg, data: null });
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send({ code: known.status, msg: known.msg, data: null });
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(400).send({ code: 400, msg: '请求体不是合法的 JSON', data: null });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ code: status, msg: '请求不正确', data: null });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.debug({ err: { message: error.message } }, 'database unavailable');
        return reply.status(503).send({ code: 503, msg: '数据库暂不可用，请稍后再试', data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后再试', data: null });
    },
  );
}

export default fp(errorEnvelope, { name: 'error-envelope' });
