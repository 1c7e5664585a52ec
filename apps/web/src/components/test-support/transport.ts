/**
 * The one test transport of the web app's unit tests (docs/decisions/web-conventions.md "Page tests: the
 * transport is stated once"). Page tests do not mock lib/http-client, lib/api-data or a feature's api.ts:
 * the real client runs, and its requests are answered at the network by an MSW server (`setupServer`) that
 * transport-setup.ts starts for every test file of the unit project.
 *
 * - A request no handler answers fails the test that sent it (the request errors, and the test fails after
 *   it ends naming the request), so a test that forgets an answer fails loudly.
 * - Handlers a test adds are removed after each test; the public login (POST /api/data/user/login) is
 *   always answered, with PUBLIC_TEST_TOKEN.
 * - The answers are typed with the contracts' types (packages/contracts): `answer<PageOf<RegulationListItem>>(
 *   '/api_/ow/regulation/list', page)`. The type argument is required (without it the body's type is
 *   `never`), so a body is always checked against the shape the server declares.
 * - Each helper returns the list of requests it answered (query, body, headers), in order, so a test can
 *   assert what the page asked for.
 *
 * Paths are the API paths of spec §7 (`/api_/ow/...`); MSW path parameters (`/api/data/news/:id`) work.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiEnvelope } from '@portal/contracts/envelope';

/** The public token the always-present login handler hands out. */
export const PUBLIC_TEST_TOKEN = 'test-public-token';

/** `msg` of the success bodies the helpers send (the server's text). */
const SUCCESS_MSG = '操作成功';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A request the page sent, as a test reads it. */
export interface SentRequest {
  method: string;
  /** The path, without origin or query. */
  path: string;
  /** The query parameters (the last value of a repeated name). */
  query: Record<string, string>;
  /** All values of each query parameter (for repeated names such as `ids[]`). */
  searchParams: URLSearchParams;
  /**
   * The body: parsed JSON, a form-encoded body as an object, a multipart body as `{ field: text | SentFile }`,
   * else the text ('' when none).
   */
  body: unknown;
  headers: Headers;
  /** MSW path parameters (`:id`). */
  params: Record<string, string | readonly string[] | undefined>;
}

/** A failure to answer with (failure()). */
class Failure {
  constructor(
    readonly status: number,
    readonly body: ApiEnvelope<null>,
  ) {}
}

/** A network failure to answer with (networkError()). */
class NetworkError {}

/** A body to answer with as it is, envelope included (rawBody()), e.g. a 2xx body without `code`. */
class RawBody {
  constructor(
    readonly status: number,
    readonly body: JsonBodyType,
  ) {}
}

/** What answerNever's resolver returns: the request is never answered. */
const HOLD = Symbol('hold');

/**
 * What an `answerWith` resolver returns: the endpoint's `data` (answered in a code-200 envelope), a failure,
 * or a whole Response (a file download).
 */
export type Reply<T> = T | Failure | NetworkError | RawBody | Response;

/**
 * An error answer: HTTP status `code` (DESIGN.md "API conventions": code equals the HTTP status) with the
 * body `{ code, msg, data: null }`. `httpStatus` sends the body on another status (200: a 2xx body whose
 * code is not 200).
 */
export function failure(code: number, msg: string, httpStatus: number = code): Failure {
  return new Failure(httpStatus, { code, msg, data: null });
}

/** A network failure (no answer at all): axios rejects with its network Error. */
export function networkError(): NetworkError {
  return new NetworkError();
}

/** A body sent as it is (no envelope added), on HTTP `status`. */
export function rawBody(body: JsonBodyType, status = 200): RawBody {
  return new RawBody(status, body);
}

const unhandled: string[] = [];

/** The MSW server. Tests use the helpers below; `server.use` is there for what they do not cover. */
export const server = setupServer(
  http.post('/api/data/user/login', () =>
    HttpResponse.json({ code: 200, msg: SUCCESS_MSG, data: PUBLIC_TEST_TOKEN } satisfies ApiEnvelope<string>),
  ),
);

const sent: string[] = [];
/** Requests MSW is answering, by request id, and those an answerNever() handler keeps waiting on purpose. */
const inFlight = new Set<string>();
const held = new Set<string>();
// Captured now: a test that installs fake timers must not stop the settling below.
const realSetTimeout = globalThis.setTimeout;

/**
 * Every request sent since the test began, as `METHOD /path?query` (the public login included), in order:
 * for asserting that a page did not ask for something.
 */
export function sentRequests(): readonly string[] {
  return sent;
}

/** Starts the server (transport-setup.ts, before a file's first test). */
export function startTransport(): void {
  server.events.on('request:start', ({ request, requestId }) => {
    inFlight.add(requestId);
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
  });
  server.events.on('request:end', ({ requestId }) => {
    inFlight.delete(requestId);
  });
  server.listen({
    onUnhandledFrame({ frame }) {
      const data = frame.data as { request?: Request };
      if (typeof data.request?.url !== 'string') return;
      const { request } = data;
      const name = `${request.method} ${request.url}`;
      unhandled.push(name);
      // Thrown: the request errors (it is not sent to the real network).
      throw new Error(`No test answer for ${name}: add one with answer()/answerWith() (test-support/transport.ts)`);
    },
  });
}

/**
 * After each test: lets the requests the test sent be answered by its handlers (a test that asserts at once
 * may end before a request its page sent on mount reaches MSW), removes the test's handlers, and fails the
 * test when it sent a request nothing answered (the page may have swallowed the error).
 */
export async function resetTransport(): Promise<void> {
  // Until nothing is in flight for three turns in a row: an answer's handling (the XHR events, the client's
  // promise chain, the React work it schedules) then runs while the window is there.
  let quiet = 0;
  for (let turn = 0; turn < 100 && quiet < 3; turn += 1) {
    await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
    quiet = [...inFlight].every((id) => held.has(id)) ? quiet + 1 : 0;
  }
  server.resetHandlers();
  sent.splice(0);
  inFlight.clear();
  held.clear();
  const names = unhandled.splice(0);
  if (names.length > 0) {
    throw new Error(
      `The test sent requests no handler answered (test-support/transport.ts answer()):\n${names.join('\n')}`,
    );
  }
}

/** Stops the server (after a file's last test). */
export function stopTransport(): void {
  server.close();
}

/** A file part of a multipart body, as a test reads it. */
export interface SentFile {
  fileName: string;
  type: string;
  /** The part's content as text. */
  content: string;
}

/**
 * A multipart body as `{ field: text | SentFile }`. Parsed here rather than with Request.formData(): Node's
 * parser rejects the File class jsdom installs.
 */
function parseMultipart(text: string, type: string): Record<string, string | SentFile> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  const fields: Record<string, string | SentFile> = {};
  if (!boundary) return fields;
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name === undefined) continue;
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    fields[name] =
      fileName === undefined
        ? content
        : { fileName, type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', content };
  }
  return fields;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return '';
  const text = await request.text();
  if (type.includes('multipart/form-data')) return parseMultipart(text, type);
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (type.includes('application/json') && text) return JSON.parse(text) as unknown;
  return text;
}

function toResponse(reply: unknown): Response {
  if (reply instanceof Response) return reply;
  if (reply instanceof Failure) return HttpResponse.json(reply.body, { status: reply.status });
  if (reply instanceof NetworkError) return HttpResponse.error();
  if (reply instanceof RawBody) return HttpResponse.json(reply.body, { status: reply.status });
  return HttpResponse.json({ code: 200, msg: SUCCESS_MSG, data: reply as JsonBodyType });
}

/**
 * Answer `method path` (GET unless told) with whatever `resolver` returns for each request: the endpoint's
 * `data` (sent as `{ code: 200, msg, data }`), failure(), networkError(), rawBody() or a Response, or a promise of
 * one (answerNever() keeps a page loading). Returns the requests answered, in order.
 * `T` is the contracts' type of the endpoint's `data` and must be given.
 */
export function answerWith<T = never>(
  path: string,
  resolver: (request: SentRequest) => Reply<NoInfer<T>> | Promise<Reply<NoInfer<T>>> | typeof HOLD,
  options: { method?: HttpMethod; once?: boolean } = {},
): SentRequest[] {
  const requests: SentRequest[] = [];
  server.use(
    http[options.method ?? 'get'](
      path,
      async ({ request, params, requestId }) => {
        const url = new URL(request.url);
        const entry: SentRequest = {
          method: request.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          searchParams: url.searchParams,
          body: await readBody(request.clone()),
          headers: request.headers,
          params: params as SentRequest['params'],
        };
        requests.push(entry);
        const reply = resolver(entry);
        if (reply === HOLD) {
          held.add(requestId);
          return new Promise<never>(() => undefined);
        }
        return toResponse(await reply);
      },
      { once: options.once ?? false },
    ),
  );
  return requests;
}

/**
 * Answer `method path` (GET unless told) with `data` in a code-200 envelope, every time it is asked.
 * `T` is the contracts' type of the endpoint's `data` and must be given. Returns the requests answered.
 */
export function answer<T = never>(
  path: string,
  data: NoInfer<T>,
  options: { method?: HttpMethod; once?: boolean } = {},
): SentRequest[] {
  return answerWith<T>(path, () => data, options);
}

/** Answer `method path` (GET unless told) with failure(code, msg). Returns the requests answered. */
export function answerFailure(
  path: string,
  code: number,
  msg: string,
  options: { method?: HttpMethod; once?: boolean } = {},
): SentRequest[] {
  return answerWith<never>(path, () => failure(code, msg), options);
}

/** Never answer `method path` (GET unless told): the page stays loading. Returns the requests received. */
export function answerNever(path: string, options: { method?: HttpMethod } = {}): SentRequest[] {
  return answerWith<never>(path, () => HOLD, options);
}
