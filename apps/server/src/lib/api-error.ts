/**
 * ApiError: an error that becomes an `{ code, msg, data: null }` body with HTTP status = code
 * (DESIGN.md "API conventions"). `msg` is Chinese and safe to show to users.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 423 | 429 | 503,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** 400 naming the field and the reason, e.g. badRequest('pageSize', '应为 1 到 100 的整数'). */
export const badRequest = (field: string, reason: string) => new ApiError(400, `参数 ${field} 不合法：${reason}`);

/** 404 for an unknown id, e.g. notFound('新闻'). */
export const notFound = (what: string) => new ApiError(404, `${what}不存在或已删除`);

/** 401 for a missing, forged or expired token. */
export const unauthorized = (msg = '登录已过期或未登录，请重新登录') => new ApiError(401, msg);

/** 410 for a public item that was withdrawn or deleted (docs/decisions/content-management.md). */
export const gone = (what: string) => new ApiError(410, `${what}已撤稿或删除`);
