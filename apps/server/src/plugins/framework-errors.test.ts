/**
 * plugins/framework-errors.ts and plugins/input-guard.ts: the envelope for what Fastify and the HTTP
 * parser answer before any route runs, and a 400 naming the field for values that pass schema
 * validation but no database can store. Each case here answered 500 or a non-envelope body before.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findUnstorable } from './input-guard.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.publicToken();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });

describe('values that pass validation but cannot be stored', () => {
  it.each(['Infinity', '-Infinity', '1e309', '-1e309', '9'.repeat(400)])(
    'pageNum=%s -> 400 naming pageNum',
    async (v) => {
      const response = await get(`/api_/ow/news/list?pageNum=${v}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: expect.stringContaining('pageNum'), data: null });
    },
  );

  it('a NUL byte in a login field -> 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=a%00b&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('userName');
  });

  it('findUnstorable walks nested bodies and names the path', () => {
    expect(findUnstorable({ items: [{ count: 1 }, { count: Infinity }] }, 'body')).toEqual({
      field: 'items.1.count',
      reason: '应为有限的数字',
    });
    expect(findUnstorable({ a: 'ok', b: [1, 2, 'x'] }, 'body')).toBeNull();
    expect(findUnstorable(Number.NaN, 'body')?.field).toBe('body');
  });
});

describe('framework errors in the envelope', () => {
  it('a path that cannot be percent-decoded -> 400 envelope without the URL', async () => {
    const response = await get('/api/data/v2/venue/match/%ff');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求地址编码不正确', data: null });
    expect(response.body).not.toContain('%ff');
  });

  it('oversized request headers -> 431 envelope from the HTTP parser', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`GET /healthz HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(100_000)}\r\n\r\n`);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 431,
      msg: '请求头过大',
      data: null,
    });
  });
});
