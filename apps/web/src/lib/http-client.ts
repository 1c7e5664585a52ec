/**
 * The one HTTP client of the web app (spec §4 "Public access token", §7 "The calls it makes", §8 errors,
 * §9 constants). Features call it only through their own `api.ts`.
 *
 * - axios with credentials and a 60000 ms timeout; every request carries a fixed `device-id` header and,
 *   unless told otherwise, the public token as `session-id`.
 * - Public token: read from browser storage (access-token.ts, discarded at 14400 s). When none is valid,
 *   ONE automatic public login (POST /api/data/user/login, form-encoded userName/password) runs while other
 *   requests wait, checking every 100 ms until it has finished. A failed login is swallowed: the waiting
 *   requests then go on without a token and fail on their own.
 * - A body with code 401 (on a 2xx answer or on the HTTP error path: the server answers a missing or
 *   expired token with HTTP 401 and code 401) clears the token and retries the request once, except for
 *   the excluded paths (see isRetryExcluded).
 * - A 2xx body without `code` rejects with an Error; the HTTP error path rejects with the response body
 *   when there is one (normally the `{ code, msg, data: null }` envelope), else with the axios Error
 *   (timeout, network failure).
 */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type { ApiEnvelope } from '@portal/contracts/envelope';
import { clearAccessToken, readAccessToken, saveAccessToken } from './access-token';
import { PUBLIC_PASSWORD, PUBLIC_USER_NAME } from './public-account';

/** Client timeout in ms (spec §9). */
export const REQUEST_TIMEOUT_MS = 60000;
/** How often requests waiting for the public login check whether it has finished, in ms (spec §9). */
export const TOKEN_WAIT_POLL_MS = 100;
/**
 * The fixed `device-id` header (spec §7: "a fixed device-id header"). A constant rather than a random
 * per-browser id: the server only needs to know the caller is the web portal, and a persistent random id
 * would be a tracking identifier with no use.
 */
export const DEVICE_ID = 'web';
/** The automatic public login (spec §7 "Session and account"). */
export const PUBLIC_LOGIN_URL = '/api/data/user/login';

export interface RequestOptions {
  /** Use this token as `session-id` instead of the public token (agency logout/SSO/checkToken, spec §6). */
  sessionToken?: string;
  /** Send no session header and do not wait for/obtain the public token (agency login, spec §6). */
  noSession?: boolean;
  /** Body encoding for POST: 'json' (default), 'form' (x-www-form-urlencoded), 'text' (text/plain). */
  contentType?: 'json' | 'form' | 'text';
  /** Extra request headers (the facilities token of the equipment service, features/facility). */
  headers?: Readonly<Record<string, string>>;
}

/** The axios instance; exported so unit tests can install a fake adapter. Do not call it directly. */
export const httpInstance = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'device-id': DEVICE_ID },
});

let publicAccount = { userName: PUBLIC_USER_NAME, password: PUBLIC_PASSWORD };
let loginRunning = false;

/**
 * Applies the runtime config (runtime-config.ts): `apiBase` prefixes every URL ('' = same origin);
 * publicUserName / publicPassword, when given, replace the built-in public account.
 */
export function configureHttpClient(config: {
  apiBase: string;
  publicUserName?: string;
  publicPassword?: string;
}): void {
  httpInstance.defaults.baseURL = config.apiBase || undefined;
  publicAccount = {
    userName: config.publicUserName || PUBLIC_USER_NAME,
    password: config.publicPassword || PUBLIC_PASSWORD,
  };
}

/** Type guard for a rejection value (or any value) that is an API body `{ code: number, msg: string }`. */
export function isApiEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'number' && typeof body.msg === 'string';
}

/**
 * Requests whose 401 body must NOT clear the token and retry (spec §8): the community-games section
 * (/qmsports, /api/data/qmsports...), the fitness-path section (/api/data/path..., .../nationalFitnessPath...),
 * the token check (/api/data/agency/checkToken: its 401 means "the agency session is over", handled by the
 * layout), every path under the old API prefix '/api1/' (the feedback posts of spec §7), and the equipment
 * service (/api/data/equipService/...: its calls carry the facilities token, whose 401 the facilities
 * feature answers by fetching a new facilities token, not by a public login; the token call itself is
 * not excluded: it carries the public token).
 */
export function isRetryExcluded(url: string): boolean {
  const path = pathOf(url);
  return (
    path.startsWith('/api1/') ||
    /\/qmsports(\/|$)/i.test(path) ||
    /^\/api\/data\/path(\/|$)/i.test(path) ||
    /\/nationalFitnessPath/i.test(path) ||
    (path.startsWith('/api/data/equipService/') && path !== '/api/data/equipService/token') ||
    path === '/api/data/agency/checkToken'
  );
}

/** The API path of `url`: origin, query and fragment removed. */
function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
}

/**
 * Requests of the public community-games API (/api/data/qmsports/..., docs/ARCHITECTURE.md "Community
 * games"): sent without a session header and without waiting for or obtaining the public token, so a
 * visitor's games pages never depend on the public login; with no token there is no 401 to retry
 * (spec §8 excludes the section from the retry either way, isRetryExcluded).
 */
export function isSessionFree(url: string): boolean {
  return pathOf(url).startsWith('/api/data/qmsports/');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs the automatic public login; never throws (spec §8: a failed login at token refresh is swallowed). */
async function publicLogin(): Promise<void> {
  loginRunning = true;
  try {
    const form = new URLSearchParams({ userName: publicAccount.userName, password: publicAccount.password });
    const response = await httpInstance.post<unknown>(PUBLIC_LOGIN_URL, form);
    const body = response.data;
    // The token is the body's `data` (spec §7: "The token is in response data.data").
    if (isApiEnvelope(body) && body.code === 200 && typeof body.data === 'string' && body.data) {
      saveAccessToken(body.data);
    }
  } catch {
    // Swallowed on purpose (spec §8); the caller goes on without a token and fails on its own.
  } finally {
    loginRunning = false;
  }
}

/**
 * The valid public token, obtaining one first when there is none. While a login runs, callers wait and
 * check every 100 ms (spec §4, §9) instead of starting a login of their own. Resolves null when the login failed.
 */
async function obtainPublicToken(): Promise<string | null> {
  const stored = readAccessToken();
  if (stored) return stored;
  if (loginRunning) {
    while (loginRunning) await delay(TOKEN_WAIT_POLL_MS);
  } else {
    await publicLogin();
  }
  return readAccessToken();
}

/** The body of an axios error response, or undefined when there was none (timeout, network failure). */
function errorBody(error: unknown): unknown {
  return error instanceof AxiosError ? error.response?.data : undefined;
}

async function request<T>(
  config: AxiosRequestConfig,
  options: RequestOptions,
  isRetry = false,
): Promise<ApiEnvelope<T>> {
  // Only requests that carry the public token take part in the 401 rule: clearing the public token cannot
  // help a request sent with an agency token (sessionToken) or none (noSession, the agency login: retrying
  // a wrong password would count twice toward the account lock).
  const noSession =
    options.noSession === true || (options.sessionToken === undefined && isSessionFree(config.url ?? ''));
  const usesPublicToken = !noSession && options.sessionToken === undefined;
  const token = noSession ? null : (options.sessionToken ?? (await obtainPublicToken()));
  const headers = {
    ...(config.headers as Record<string, string> | undefined),
    ...options.headers,
    ...(token ? { 'session-id': token } : {}),
  };

  const retryAfter401 = (body: unknown): boolean =>
    !isRetry && usesPublicToken && isApiEnvelope(body) && body.code === 401 && !isRetryExcluded(config.url ?? '');
  const retry = (): Promise<ApiEnvelope<T>> => {
    // Clear only the token that was refused, so a fresh one another request just obtained survives.
    if (token) clearAccessToken(token);
    return request<T>(config, options, true);
  };

  let body: unknown;
  try {
    body = (await httpInstance.request<unknown>({ ...config, headers })).data;
  } catch (error) {
    const rejected = errorBody(error);
    if (retryAfter401(rejected)) return retry();
    // An object body (normally the error envelope) is the rejection value; otherwise keep the axios Error.
    if (typeof rejected === 'object' && rejected !== null) throw rejected;
    throw error;
  }
  if (typeof body !== 'object' || body === null || !('code' in body)) {
    throw new Error(`接口响应缺少 code 字段：${config.url ?? ''}`);
  }
  if (retryAfter401(body)) return retry();
  return body as ApiEnvelope<T>;
}

function encodeBody(
  body: unknown,
  contentType: RequestOptions['contentType'],
): { data: unknown; headers?: Record<string, string> } {
  if (contentType === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return { data: form };
  }
  if (contentType === 'text') {
    return {
      data: typeof body === 'string' ? body : JSON.stringify(body ?? null),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    };
  }
  return { data: body };
}

/**
 * GET `url` with query `params` (undefined values are left out). Resolves with the whole body
 * `{ code, msg, data }` (code may be != 200 on a 2xx answer); rejects with the body on the HTTP error path,
 * with an Error for a body without code, a timeout or a network failure.
 */
export function apiGet<T>(
  url: string,
  params?: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return request<T>({ method: 'get', url, params }, options);
}

/** POST `body` to `url`, encoded per `options.contentType` (default JSON). Resolves/rejects as apiGet. */
export function apiPost<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const encoded = encodeBody(body, options.contentType);
  return request<T>({ method: 'post', url, data: encoded.data, headers: encoded.headers }, options);
}

/** PUT `body` to `url` as JSON (the back office's new version of an item). Resolves/rejects as apiGet. */
export function apiPut<T>(url: string, body: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return request<T>({ method: 'put', url, data: body }, options);
}

/**
 * The Chinese message to show a user for a rejection of apiGet/apiPost: the body's `msg` when the server
 * answered, else a message for a timeout or a network failure.
 */
export function describeApiError(reason: unknown): string {
  if (isApiEnvelope(reason) && reason.msg) return reason.msg;
  if (reason instanceof AxiosError) {
    if (reason.code === AxiosError.ECONNABORTED || reason.code === AxiosError.ETIMEDOUT) return '请求超时，请稍后重试';
    if (!reason.response) return '网络连接失败，请检查网络后重试';
    return `服务暂时不可用（${reason.response.status}），请稍后重试`;
  }
  return '数据加载失败，请稍后重试';
}
