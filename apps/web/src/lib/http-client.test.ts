// Token rules of the http client (spec §4, §7, §8, §9), with a fake axios adapter and fake timers.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, readAccessToken, saveAccessToken } from './access-token';
import {
  apiGet,
  apiPost,
  configureHttpClient,
  describeApiError,
  httpInstance,
  isApiEnvelope,
  isRetryExcluded,
  isSessionFree,
  PUBLIC_LOGIN_URL,
} from './http-client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, unknown>;
  data: unknown;
  params: unknown;
  timeout: number | undefined;
  withCredentials: boolean | undefined;
}

type Handler = (req: Sent) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

let sent: Sent[] = [];
let handler: Handler;
let loginCount = 0;
let tokenCounter = 0;

/** A fake adapter: records each request and answers from `handler`, settling like axios' own adapters. */
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const req: Sent = {
    url: config.url ?? '',
    method: (config.method ?? 'get').toLowerCase(),
    headers: config.headers.toJSON() as Record<string, unknown>,
    data: config.data,
    params: config.params,
    timeout: config.timeout,
    withCredentials: config.withCredentials,
  };
  sent.push(req);
  const { status, body } = await handler(req);
  const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
  if (config.validateStatus?.(status) ?? true) return response;
  throw new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_RESPONSE,
    config,
    null,
    response,
  );
};

const ok = (data: unknown, code = 200) => ({ status: 200, body: { code, msg: code === 200 ? '成功' : '失败', data } });
const expired = () => ({ status: 401, body: { code: 401, msg: '登录已过期，请重新登录', data: null } });

/** Default server: the login issues token-1, token-2, ...; data calls succeed only with the latest token. */
function serverWithTokens(): Handler {
  return (req) => {
    if (req.url === PUBLIC_LOGIN_URL) {
      loginCount += 1;
      tokenCounter += 1;
      return ok(`token-${tokenCounter}`);
    }
    return req.headers['session-id'] === `token-${tokenCounter}` ? ok({ url: req.url }) : expired();
  };
}

const requestsTo = (url: string) => sent.filter((r) => r.url === url);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  localStorage.clear();
  sent = [];
  loginCount = 0;
  tokenCounter = 0;
  handler = serverWithTokens();
  httpInstance.defaults.adapter = adapter;
  configureHttpClient({ apiBase: '' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('client settings (spec §7, §9)', () => {
  it('sends credentials, a 60000 ms timeout, session-id and the fixed device-id', async () => {
    saveAccessToken('stored-token');
    handler = () => ok([]);
    await apiGet('/api_/ow/news/list', { pageNum: 1 });
    const req = sent[0]!;
    expect(req.withCredentials).toBe(true);
    expect(req.timeout).toBe(60000);
    expect(req.headers['session-id']).toBe('stored-token');
    expect(req.headers['device-id']).toBe('web');
    expect(req.params).toEqual({ pageNum: 1 });
  });

  it('uses the given sessionToken, or no session header with noSession (spec §6)', async () => {
    saveAccessToken('public-token');
    handler = () => ok(null);
    await apiGet('/api/data/agency/logout', { token: 'agency-token' }, { sessionToken: 'agency-token' });
    await apiPost(
      '/api/data/agency/userLogin',
      { userName: 'a', password: 'b' },
      { noSession: true, contentType: 'text' },
    );
    expect(sent[0]!.headers['session-id']).toBe('agency-token');
    expect(sent[1]!.headers['session-id']).toBeUndefined();
    expect(sent[1]!.headers['Content-Type']).toBe('text/plain;charset=UTF-8');
    expect(sent[1]!.data).toBe('{"userName":"a","password":"b"}');
    expect(loginCount).toBe(0);
  });

  it('prefixes apiBase and logs in with the runtime-config account override', async () => {
    configureHttpClient({
      apiBase: 'https://portal.example.cn',
      publicUserName: 'other_public',
      publicPassword: 'Other@1',
    });
    await apiGet('/api_/ow/news/list');
    expect(httpInstance.defaults.baseURL).toBe('https://portal.example.cn');
    expect(String(requestsTo(PUBLIC_LOGIN_URL)[0]!.data)).toBe('userName=other_public&password=Other%401');
  });
});

describe('public token lifetime (spec §4, §9: 14400 s)', () => {
  it('keeps a token saved 14399 s ago and discards one saved 14400 s ago', async () => {
    const savedAt = Date.now();
    saveAccessToken('old-token', savedAt);
    expect(readAccessToken(savedAt + 14399_000)).toBe('old-token');
    expect(readAccessToken(savedAt + 14400_000)).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sends a 14399 s old token without logging in, and logs in again at 14400 s', async () => {
    tokenCounter = 7;
    saveAccessToken('token-7');
    vi.advanceTimersByTime(14399_000);
    await apiGet('/api_/ow/news/list');
    expect(loginCount).toBe(0);
    expect(sent[0]!.headers['session-id']).toBe('token-7');

    vi.advanceTimersByTime(1_000);
    await apiGet('/api_/ow/news/list');
    expect(loginCount).toBe(1);
    expect(requestsTo('/api_/ow/news/list')[1]!.headers['session-id']).toBe('token-8');
  });

  it('logs in form-encoded with the built-in public account and stores token and save time', async () => {
    await apiGet('/api_/ow/notice/list');
    const login = requestsTo(PUBLIC_LOGIN_URL)[0]!;
    expect(login.method).toBe('post');
    expect(String(login.headers['Content-Type'])).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(login.data)).toBe('userName=portal_public&password=Public%402026');
    expect(login.headers['session-id']).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)!)).toEqual({
      token: 'token-1',
      savedAt: Date.now(),
    });
  });
});

describe('one login while other requests wait (spec §4, §9: poll every 100 ms)', () => {
  it('runs one login for concurrent requests, and waiting requests proceed on the next 100 ms check', async () => {
    let finishLogin!: () => void;
    const base = serverWithTokens();
    handler = (req) =>
      req.url === PUBLIC_LOGIN_URL
        ? new Promise((resolve) => (finishLogin = () => resolve(base(req) as never)))
        : base(req);

    const results = Promise.all([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    await vi.advanceTimersByTimeAsync(300); // waiters have checked at 100, 200 and 300 ms
    expect(loginCount).toBe(0); // the login has been sent but not answered
    expect(requestsTo(PUBLIC_LOGIN_URL)).toHaveLength(1);
    expect(sent).toHaveLength(1); // nobody else went ahead without the token

    finishLogin();
    await vi.advanceTimersByTimeAsync(0);
    expect(loginCount).toBe(1);
    // The request that ran the login goes on at once; the waiters only at their next 100 ms check.
    expect(sent.map((r) => r.url)).toEqual([PUBLIC_LOGIN_URL, '/a']);
    await vi.advanceTimersByTimeAsync(99);
    expect(sent.map((r) => r.url)).toEqual([PUBLIC_LOGIN_URL, '/a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((r) => r.url).sort()).toEqual(['/a', '/b', '/c', PUBLIC_LOGIN_URL].sort());

    const bodies = await results;
    expect(bodies.every((b) => b.code === 200)).toBe(true);
    expect(sent.filter((r) => r.url !== PUBLIC_LOGIN_URL).every((r) => r.headers['session-id'] === 'token-1')).toBe(
      true,
    );
    expect(loginCount).toBe(1);
  });

  it('swallows a failed login: requests go on without a token and fail on their own', async () => {
    handler = (req) => {
      if (req.url === PUBLIC_LOGIN_URL) {
        loginCount += 1;
        return { status: 500, body: { code: 500, msg: '服务器内部错误', data: null } };
      }
      return req.headers['session-id']
        ? ok('x')
        : { status: 401, body: { code: 401, msg: '缺少访问令牌', data: null } };
    };
    const outcome = apiGet('/api_/ow/news/list').catch((reason: unknown) => reason);
    await vi.runAllTimersAsync();
    const reason = await outcome;
    expect(reason).toEqual({ code: 401, msg: '缺少访问令牌', data: null });
    const dataCalls = requestsTo('/api_/ow/news/list');
    expect(dataCalls.length).toBeGreaterThanOrEqual(1);
    expect(dataCalls.every((r) => r.headers['session-id'] === undefined)).toBe(true);
    expect(readAccessToken()).toBeNull();
  });

  it('swallows a login that times out at the network level', async () => {
    handler = (req) => {
      if (req.url === PUBLIC_LOGIN_URL) throw new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED);
      return ok('public data');
    };
    await expect(apiGet('/api/data/paramConf/hotline')).resolves.toMatchObject({ code: 200 });
  });
});

describe('code 401 clears the token and retries once (spec §4, §8)', () => {
  it('retries a 2xx answer with body code 401 once with a new token', async () => {
    saveAccessToken('stale-token');
    handler = (req) => {
      if (req.url === PUBLIC_LOGIN_URL) return serverWithTokens()(req);
      return req.headers['session-id'] === 'stale-token' ? ok(null, 401) : ok('fresh');
    };
    const body = await apiGet<string>('/api_/ow/news/list');
    expect(body).toEqual({ code: 200, msg: '成功', data: 'fresh' });
    const calls = requestsTo('/api_/ow/news/list');
    expect(calls.map((r) => r.headers['session-id'])).toEqual(['stale-token', 'token-1']);
    expect(loginCount).toBe(1);
    expect(readAccessToken()).toBe('token-1');
  });

  it('retries on the HTTP error path too (HTTP 401 with body code 401)', async () => {
    saveAccessToken('revoked-token');
    const body = await apiGet('/api_/ow/regulation/list');
    expect(body.code).toBe(200);
    expect(requestsTo('/api_/ow/regulation/list').map((r) => r.headers['session-id'])).toEqual([
      'revoked-token',
      'token-1',
    ]);
  });

  it('retries only once: a second 401 is returned to the caller and the fresh token is kept', async () => {
    handler = (req) => (req.url === PUBLIC_LOGIN_URL ? serverWithTokens()(req) : ok(null, 401));
    saveAccessToken('a-token');
    const body = await apiGet('/api_/ow/news/list');
    expect(body.code).toBe(401);
    expect(requestsTo('/api_/ow/news/list')).toHaveLength(2);
    expect(loginCount).toBe(1);
    // A 401 for a token obtained a moment ago says the fault is not the token: logging in again on
    // every later request would not help, so the new token stays.
    expect(readAccessToken()).toBe('token-1');
  });

  it.each([
    '/api/data/qmsports/race/map',
    '/qmsports/news/detail',
    '/api/data/path/list',
    '/api/data/nationalFitnessPath/detail',
    '/api/data/equipService/equipment/12',
    '/api/data/agency/checkToken',
    '/api1/ruoyi/message/feedback/post/public',
  ])('does not clear the token or retry for the excluded path %s', async (url) => {
    saveAccessToken('kept-token');
    handler = () => ok(null, 401);
    const body = await apiGet(url);
    expect(body.code).toBe(401);
    expect(sent).toHaveLength(1);
    expect(readAccessToken()).toBe('kept-token');
  });

  it('does not retry requests sent with an agency token or without a session', async () => {
    saveAccessToken('public-token');
    handler = () => expired();
    await expect(
      apiGet('/api/data/agency/singleSignonUrl', { appId: 'js365_park' }, { sessionToken: 'gone' }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      apiPost('/api/data/agency/userLogin', '{}', { noSession: true, contentType: 'text' }),
    ).rejects.toMatchObject({ code: 401 });
    expect(sent).toHaveLength(2);
    expect(readAccessToken()).toBe('public-token');
  });

  it('sends community-games requests without a session and without the public login', async () => {
    handler = (req) => (req.url === PUBLIC_LOGIN_URL ? serverWithTokens()(req) : ok([]));
    const body = await apiGet('/api/data/qmsports/race/search', { pageNum: 1 });
    expect(body.code).toBe(200);
    expect(loginCount).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['session-id']).toBeUndefined();
    expect(sent[0]!.headers['device-id']).toBe('web');
    expect(isSessionFree('https://x.cn/api/data/qmsports/news/list?pageNum=1')).toBe(true);
    expect(isSessionFree('/api_/ow/news/list?q=/api/data/qmsports/')).toBe(false);
  });

  it('matches the exclusions on paths only, with or without origin and query', () => {
    expect(isRetryExcluded('http://x.cn/api1/ruoyi/a?b=1')).toBe(true);
    expect(isRetryExcluded('/api/data/agency/checkToken?x=1')).toBe(true);
    expect(isRetryExcluded('/api_/ow/news/list?q=/qmsports')).toBe(false);
    expect(isRetryExcluded('/api/data/pathology')).toBe(false);
    expect(isRetryExcluded('/api/data/agency/checkTokenX')).toBe(false);
    // The facilities token call carries the public token: its 401 is the public token's (retried).
    expect(isRetryExcluded('/api/data/equipService/token')).toBe(false);
    expect(isRetryExcluded('/api/data/equipService/path/list')).toBe(true);
    expect(isRetryExcluded('http://x.cn/api/data/equipService/equipment/3')).toBe(true);
    expect(isRetryExcluded('/api/data/equipServiceX')).toBe(false);
    expect(isRetryExcluded('/api_/ruoyi/equipment/list')).toBe(false);
  });
});

describe('body and error handling (spec §8)', () => {
  it('rejects a 2xx body without any code', async () => {
    saveAccessToken('t');
    handler = () => ({ status: 200, body: { msg: 'ok', data: [] } });
    await expect(apiGet('/api_/ow/news/list')).rejects.toThrow(Error);
    handler = () => ({ status: 200, body: '<html></html>' });
    await expect(apiGet('/api_/ow/news/list')).rejects.toThrow(/code/);
  });

  it('resolves a 2xx body whose code is not 200 (the caller decides)', async () => {
    saveAccessToken('t');
    handler = () => ok(null, 500);
    await expect(apiGet('/x')).resolves.toEqual({ code: 500, msg: '失败', data: null });
  });

  it('rejects with the response body on the HTTP error path', async () => {
    saveAccessToken('t');
    const notFound = { code: 404, msg: '新闻不存在：id=999', data: null };
    handler = () => ({ status: 404, body: notFound });
    const reason = await apiGet('/api_/ow/news/detail', { id: 999 }).catch((e: unknown) => e);
    expect(reason).toEqual(notFound);
    expect(isApiEnvelope(reason)).toBe(true);
    expect(describeApiError(reason)).toBe('新闻不存在：id=999');
  });

  it('rejects with the axios Error when the error has no body (timeout, network)', async () => {
    saveAccessToken('t');
    handler = () => {
      throw new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED);
    };
    const reason = await apiGet('/x').catch((e: unknown) => e);
    expect(reason).toBeInstanceOf(AxiosError);
    expect(isApiEnvelope(reason)).toBe(false);
    expect(describeApiError(reason)).toBe('请求超时，请稍后重试');
  });

  it('form-encodes POST bodies when asked and leaves out empty values', async () => {
    saveAccessToken('t');
    handler = () => ok(null);
    await apiPost('/f', { a: '中文', b: 2, c: undefined, d: null }, { contentType: 'form' });
    expect(String(sent[0]!.data)).toBe('a=%E4%B8%AD%E6%96%87&b=2');
  });
});
