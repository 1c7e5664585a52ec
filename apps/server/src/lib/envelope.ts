/**
 * The success side of the response envelope (DESIGN.md "API conventions": `{ code, msg, data }`), and the
 * error-response map a route schema declares. Errors themselves are sent by plugins/error-envelope.ts
 * from a thrown ApiError (lib/api-error.ts); a handler only ever builds the success body, with `ok`.
 *
 * A handler ends `return ok(presentX(rows))` (docs/decisions/server-conventions.md "Handler rules"); a cached GET
 * goes through `sendCached` (lib/http/response-cache.ts), which wraps its data with `ok` as well.
 */
import { ErrorEnvelope } from '@portal/contracts/envelope';

/** The message of an ordinary success answer. */
const OK_MSG = '操作成功';

/** A success body: HTTP 200 with code 200 and `msg`. */
export interface OkEnvelope<T> {
  code: 200;
  msg: string;
  data: T;
}

/** `{ code: 200, msg: '操作成功', data }`: the answer of every read endpoint. */
export function ok<T>(data: T): OkEnvelope<T> {
  return okWith(OK_MSG, data);
}

/**
 * The JSON text of `ok(data)` for `data` already serialized (`dataJson`), for an answer assembled from stored
 * JSON (the open-data row API's rows, read from the generated files) instead of objects.
 */
export function okJson(dataJson: string): string {
  return `{"code":200,"msg":${JSON.stringify(OK_MSG)},"data":${dataJson}}`;
}

/**
 * `{ code: 200, msg, data }` with a message of its own, for answers whose wording the spec or the
 * clients rely on (e.g. '登录成功', '退出成功', the push results of spec §9).
 */
export function okWith<T>(msg: string, data: T): OkEnvelope<T> {
  return { code: 200, msg, data };
}

/** HTTP statuses a portal route may answer with an error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

/**
 * The `response` entries of a route schema for its error statuses, each the ErrorEnvelope
 * (`data: null`): `errorResponses(400, 401, 404)` -> `{ 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope }`.
 * Spread next to the 200 entry: `response: { 200: Envelope(X), ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): { [K in S]: typeof ErrorEnvelope } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as { [K in S]: typeof ErrorEnvelope };
}

/** The errors of an ordinary data read: bad parameters, no session, unknown id (spec §7-§8). */
export const READ_ERRORS = errorResponses(400, 401, 404);
