/**
 * Client addresses behind a reverse proxy and the Host header (docs/decisions/security.md N2, N8, N10 and the missing-Host
 * answer): TRUST_PROXY in Fastify's forms (hop count, proxy addresses), the nginx header shape
 * `X-Forwarded-For: <what the client wrote>, <the client's real address>`, SITE_URL against foreign Hosts,
 * the Permissions-Policy header, a request without Host, and the audit writer without an address.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../test/auth-test-app.js';
import { loadConfig } from './config.js';
import { appendAuditLog } from './db/audit-log.js';
import { unsafeProductionSettings } from './production-guard.js';

const REAL = '203.0.113.7';

/** An agency login through nginx: the client forged the left-most entry, nginx appended the real one. */
const loginThroughNginx = (t: AuthTestApp, forged: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/data/agency/userLogin',
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': `${forged}, ${REAL}` },
    payload: JSON.stringify({ userName: 'agency_admin', password: 'wrong' }),
  });

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
  ['the proxy network', '127.0.0.0/8,::1'],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it('limits and audits the address nginx appended, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await loginThroughNginx(t, `1.2.3.${i}`)).statusCode);
    // 400 wrong password, then 403 once the account locks: never 429 before the fifth; then 429.
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 403)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'login_failed')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set([REAL]));
    // Another client behind the same proxy keeps its own budget.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/data/agency/userLogin',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.9' },
      payload: JSON.stringify({ userName: 'venue_filler', password: t.config.seedAgencyPassword }),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY values', () => {
  it('reads false, true, a hop count and address lists; refuses anything else naming the variable', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example.cn', '999', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('production refuses a bare true and a missing SITE_URL', () => {
    const problems = unsafeProductionSettings(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('SITE_URL');
    expect(problems[1]).toContain('TRUST_PROXY');
    const site = { NODE_ENV: 'production', SITE_URL: 'https://ty.example.gov.cn' };
    expect(unsafeProductionSettings(loadConfig({ ...site, TRUST_PROXY: '1' }))).toEqual([]);
    expect(unsafeProductionSettings(loadConfig({ ...site, TRUST_PROXY: '10.0.0.0/8', HOST: '0.0.0.0' }))).toEqual([]);
    // A hop count trusts whoever connects: only behind a loopback listening address.
    expect(unsafeProductionSettings(loadConfig({ ...site, TRUST_PROXY: '1', HOST: '0.0.0.0' }))[0]).toContain('HOST');
  });
});

describe('Host header', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ env: { SITE_URL: 'https://ty.example.gov.cn' } });
  });
  afterAll(() => t.close());

  // The sitemap's own test (plugins/first-html/sitemap.test.ts) checks its URLs against a foreign Host.
  it('with SITE_URL set, a foreign Host never reaches robots.txt', async () => {
    for (const url of ['/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example.com' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('https://ty.example.gov.cn/');
      expect(res.body, url).not.toContain('evil.example.com');
    }
  });

  it('sends a Permissions-Policy header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('answers an HTTP/1.1 request without Host with 400 in the envelope', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text)).on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 400, data: null });
    expect(String(body.msg)).toContain('Host');
  });
});

describe('db/audit-log.ts', () => {
  it('writes the row with an empty address when the client has gone (request.ip undefined)', async () => {
    const t = await createAuthTestApp();
    try {
      await appendAuditLog(t.database.db, {
        time: new Date(),
        action: 'feedback_read',
        userName: 'agency_admin',
        ip: undefined,
        result: 'ok',
        detail: 'id=1',
      });
      const row = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'feedback_read')
        .executeTakeFirst();
      expect(row?.ip).toBe('');
    } finally {
      await t.close();
    }
  });
});
