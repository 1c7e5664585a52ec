/**
 * Unwrapping of the `{ code, msg, data }` envelope for read-only content fetchers (DESIGN.md "API
 * conventions", spec §7-§8). Feature `api.ts` files call `getData`; pages show `describeApiError(error)`
 * (lib/http-client), which reads the `msg` an ApiRequestError keeps.
 *
 * `apiGet` (lib/http-client) resolves with the whole body — possibly with code != 200 on a 2xx answer —
 * and rejects with the body on the HTTP error path. Both become an `ApiRequestError` carrying the body's
 * code and its Chinese `msg`, so TanStack Query sees real `Error`s and pages can tell 404 from other failures.
 */
import type { ApiEnvelope } from '@portal/contracts/envelope';
import { apiGet, isApiEnvelope } from './http-client';

/**
 * A failed API call: `code` is the body's code (= HTTP status on errors), `msg` and `message` its
 * Chinese text. It keeps the envelope's fields, so `isApiEnvelope(error)` holds and the query client's
 * retry rule (no retry on 4xx, app/providers.tsx) applies to it.
 */
export class ApiRequestError extends Error implements ApiEnvelope<null> {
  readonly code: number;
  readonly msg: string;
  readonly data = null;

  constructor(code: number, msg: string) {
    super(msg);
    this.name = 'ApiRequestError';
    this.code = code;
    this.msg = msg;
  }
}

/** Message an ApiRequestError carries when the server's body has no text of its own. */
export const GENERIC_LOAD_ERROR = '加载失败，请检查网络后重试';

export function toApiRequestError(body: ApiEnvelope<unknown>): ApiRequestError {
  return new ApiRequestError(body.code, body.msg || GENERIC_LOAD_ERROR);
}

/**
 * GET `url` with query `params` (undefined/'' values are dropped) and resolve with `data` when the
 * body's code is 200. Rejects with `ApiRequestError` for any other code (HTTP error bodies included);
 * other failures (network, timeout, a body without code) reject unchanged.
 */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const cleaned = params
    ? Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''))
    : undefined;
  return unwrapData(apiGet<T>(url, cleaned));
}

/**
 * The `data` of a call made with apiGet/apiPost (for calls getData does not cover: posts, agency tokens):
 * resolves with `data` when the body's code is 200, rejects with `ApiRequestError` for any other code
 * (HTTP error bodies included); other failures reject unchanged.
 */
export async function unwrapData<T>(request: Promise<ApiEnvelope<T>>): Promise<T> {
  let body: ApiEnvelope<T>;
  try {
    body = await request;
  } catch (error) {
    throw isApiEnvelope(error) ? toApiRequestError(error) : error;
  }
  if (body.code !== 200) throw toApiRequestError(body);
  return body.data;
}

/**
 * True when the failure means "this record does not exist": code 404 (unknown id) or 400 (an id the
 * server rejects as malformed). Detail pages show a friendly not-found message for these.
 */
export function isNotFoundError(error: unknown): boolean {
  const code = error instanceof ApiRequestError ? error.code : isApiEnvelope(error) ? error.code : 0;
  return code === 404 || code === 400;
}
