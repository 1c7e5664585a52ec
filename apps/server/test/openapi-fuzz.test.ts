/**
 * Property-based fuzz of every operation in the OpenAPI document (DESIGN.md "API conventions": bad input
 * never yields a 500, every body is `{ code, msg, data }`). Runs in the API suite, so on SQLite and, with
 * DATABASE_URL set, on PostgreSQL.
 *
 * For each operation it sends (1) every path and query parameter set, one at a time, to each known
 * hostile value (non-finite and huge numbers, NUL, bad percent-encoding, lone surrogates, long text),
 * and (2) fast-check samples of hostile parameter sets and malformed bodies. Every answer must be below
 * 500, and every error answer (and every JSON answer) must be the envelope with `code` = HTTP status.
 * Operations come from the live document, so a new section is fuzzed as soon as its routes exist.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  hasBody: boolean;
}

/**
 * Values that broke the server before (pageNum=Infinity, 1e309, a 400-digit integer, NUL on
 * PostgreSQL, `%ff` in a path) and their neighbours. `RAW:` values are put into the URL unencoded.
 */
const HOSTILE_VALUES = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '9'.repeat(400),
  '-9'.repeat(20),
  '2147483648',
  '-1',
  '0',
  '1.5',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{"a":1}',
  'a\u0000b',
  '\u0000',
  '\ud800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '全'.repeat(5000),
  'RAW:%ff',
  'RAW:%E0%A4%A',
  'RAW:%',
];

const MALFORMED_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '1e309' },
  { contentType: 'application/json', payload: '{"a":1e309,"b":"\\u0000"}' },
  { contentType: 'application/json', payload: '['.repeat(20_000) },
  { contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%ff&b=%00&pageNum=Infinity' },
  { contentType: 'text/plain', payload: '\u0000' },
  { contentType: 'application/xml', payload: '<a/>' },
];

/** A URL component for `value`: encoded, or raw for `RAW:` values and for text encodeURIComponent rejects. */
function urlComponent(value: string): string {
  if (value.startsWith('RAW:')) return value.slice(4);
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate as (invalid) UTF-8
  }
}

/** The request URL for an operation with `values` for its path and query parameters. */
function urlOf(operation: Operation, values: Record<string, string>): string {
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, urlComponent(value));
    else if (parameter.in === 'query') query.push(`${encodeURIComponent(parameter.name)}=${urlComponent(value)}`);
  }
  // Path parameters not given get a plausible id so the route still matches.
  path = path.replace(/\{[^}]+\}/g, '1');
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const operation = value as { parameters?: Parameter[]; requestBody?: unknown };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return operations;
}

describe('every OpenAPI operation against hostile input', () => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    token = await t.publicToken();
    operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Sends one request; fails the test with the request and answer on a 5xx or a body outside the envelope. */
  async function check(
    operation: Operation,
    url: string,
    body?: { contentType: string; payload: string },
  ): Promise<void> {
    const response = await t.app.inject({
      method: operation.method,
      url,
      headers: {
        'session-id': token,
        'device-id': 'web',
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });
    const where = `${operation.method} ${url}${body ? ` (${body.contentType} ${body.payload.slice(0, 40)})` : ''}`;
    expect(response.statusCode, `${where} -> ${response.body.slice(0, 200)}`).toBeLessThan(500);
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    if (response.statusCode >= 400 || isJson) {
      expect(isJson, `${where}: error answer is not JSON`).toBe(true);
      const parsed = JSON.parse(response.body) as { code?: unknown; msg?: unknown; data?: unknown };
      expect(Object.keys(parsed).sort(), where).toEqual(['code', 'data', 'msg']);
      expect(typeof parsed.msg, where).toBe('string');
      if (response.statusCode >= 400) expect(parsed.code, where).toBe(response.statusCode);
    }
  }

  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers each hostile value of each parameter with a 4xx or 2xx envelope', async () => {
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        for (const value of HOSTILE_VALUES) await check(operation, urlOf(operation, { [parameter.name]: value }));
      }
      if (operation.hasBody) for (const body of MALFORMED_BODIES) await check(operation, urlOf(operation, {}), body);
    }
  }, 300_000);

  it('answers random hostile parameter sets and bodies without a 5xx', async () => {
    const value = fc.oneof(
      fc.constantFrom(...HOSTILE_VALUES),
      fc.string({ maxLength: 30, unit: 'binary' }),
      fc.double().map(String),
      fc.bigInt().map(String),
      fc.integer().map(String),
    );
    for (const operation of operations) {
      const names = operation.parameters.map((p) => p.name);
      const valuesArb = fc.dictionary(names.length > 0 ? fc.constantFrom(...names) : fc.constant('x'), value, {
        maxKeys: Math.max(1, names.length),
      });
      const bodyArb = operation.hasBody
        ? fc.option(
            fc.oneof(
              fc.constantFrom(...MALFORMED_BODIES),
              fc.json().map((payload) => ({ contentType: 'application/json', payload })),
              fc
                .dictionary(fc.string({ maxLength: 12 }), value)
                .map((fields) => ({ contentType: 'application/json', payload: JSON.stringify(fields) })),
            ),
            { nil: undefined },
          )
        : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(valuesArb, bodyArb, async (values, body) => {
          await check(operation, urlOf(operation, values), body);
        }),
        { numRuns: 15, seed: 20261124 },
      );
    }
  }, 300_000);
});
