/**
 * plugins/web-app.ts: the built web app on the API's port — static files with their cache rules,
 * history-mode fallback to index.html for page URLs (a built page with its first HTML: the content
 * itself is tested in apps/server/test/first-html.test.ts), the 404 envelope for unknown API URLs, and
 * /runtime-config.js from THEME.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../test/auth-test-app.js';
import { TIANDITU_IMAGE_SOURCES, tileImageSource } from './security-headers.js';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><script src="/runtime-config.js"></script></head><body><div id="root"></div></body></html>';
let dist: string;
let t: AuthTestApp;

/** index.html with a server-rendered snapshot (plugins/first-html) before the untouched #root. */
function expectFirstHtml(body: string, heading: string) {
  expect(body).toContain(`<h1>${heading}</h1>`);
  expect(body).toContain('<div id="first-html"');
  expect(body).toContain('<script src="/runtime-config.js"></script>');
  expect(body.endsWith('<div id="root"></div></body></html>')).toBe(true);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app");'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const pages = [
    { path: '/', title: '首页' },
    { path: '/news', title: '新闻资讯' },
    { path: '/news/newsdetail', title: '新闻资讯/新闻详情' },
    { path: '/main/notice/detail', title: '通知公告/公告详情' },
    { path: '/policyRule', title: '政策法规' },
  ];
  writeFileSync(join(dist, 'pages.json'), JSON.stringify({ paths: pages.map((p) => p.path.toLowerCase()), pages }));
  t = await createAuthTestApp({ env: { WEB_DIST: dist, THEME: 'sport-blue' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('web app serving', () => {
  it('serves index.html at / with no-cache and the CSP header, without a session', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expectFirstHtml(res.body, '全民健身场馆信息服务平台');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves hashed assets with a one-year immutable cache and other files for an hour', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', '*/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('falls back to index.html for page URLs (history mode)', async () => {
    // The details' ids are not in this empty database: their documents answer 404 (docs/decisions/public-experience.md §3).
    for (const [url, heading, status] of [
      ['/news', '新闻资讯', 200],
      ['/news/newsdetail?id=3', '新闻详情', 404],
      ['/main/notice/detail?id=1', '公告详情', 404],
      ['/policyRule', '政策法规', 200],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expectFirstHtml(res.body, heading);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a built page to any client that accepts HTML, */* or gives no Accept', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await get('/News/', accept);
      expect(res.statusCode, accept).toBe(200);
      expectFirstHtml(res.body, '新闻资讯');
    }
    const bare = await t.app.inject({ method: 'GET', url: '/policyRule?pageNum=2' });
    expect(bare.statusCode).toBe(200);
    expectFirstHtml(bare.body, '政策法规');
  });

  it('answers HTTP 404 with the app (its 404 page) for a page path that is not built', async () => {
    for (const url of ['/no/such/page', '/equipment/index', '/news/newsdetail/extra']) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('answers the 404 envelope for unknown API URLs, missing assets, and non-HTML requests', async () => {
    for (const [url, accept] of [
      ['/api/nope', 'text/html'],
      ['/api_/ow/nope', 'text/html'],
      ['/api1/ruoyi/nope', 'text/html'],
      ['/healthz/x', 'text/html'],
      ['/assets/missing.js', '*/*'],
      ['/news', 'application/json'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
    const post = await t.app.inject({ method: 'POST', url: '/news', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(404);
  });

  it('sends the precompressed .br copy of an asset to a browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("app");');
  });

  it('refuses path traversal', async () => {
    const res = await get('/assets/..%2f..%2fetc%2fpasswd', '*/*');
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });

  it('serves /runtime-config.js defining the global function with the configured theme', async () => {
    const res = await get('/runtime-config.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(runtimeConfigOf(res.body)).toEqual({ theme: 'sport-blue', apiBase: '' });
  });
});

describe('without a built web app', () => {
  it('answers the 404 envelope for page URLs and still serves runtime-config.js', async () => {
    const api = await createAuthTestApp({ env: { WEB_DIST: join(dist, 'does-not-exist') } });
    try {
      const page = await api.app.inject({ method: 'GET', url: '/news', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
      expect((await api.app.inject({ method: 'GET', url: '/runtime-config.js' })).body).toContain('"gov-red"');
    } finally {
      await api.close();
    }
  });
});

/** What the served /runtime-config.js hands the web app (run as the browser would). */
function runtimeConfigOf(script: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window });
  expect(typeof window.__PORTAL_RUNTIME_CONFIG__).toBe('function');
  return (window.__PORTAL_RUNTIME_CONFIG__ as () => unknown)();
}

/** An app on the built web app with `env`: its /runtime-config.js (text, and what it hands the web app) and a page's CSP. */
async function servedWith(env: Record<string, string>): Promise<{ script: string; config: unknown; csp: string }> {
  const api = await createAuthTestApp({ env: { WEB_DIST: dist, ...env } });
  try {
    const script = (await api.app.inject({ method: 'GET', url: '/runtime-config.js' })).body;
    const page = await api.app.inject({ method: 'GET', url: '/fitnessMap', headers: { accept: 'text/html' } });
    return { script, config: runtimeConfigOf(script), csp: String(page.headers['content-security-policy']) };
  } finally {
    await api.close();
  }
}

describe('with a fitness-map tile service (MAP_TILE_URL, MAP_ATTRIBUTION)', () => {
  it('hands the tile URL and attribution to the web app and allows the tile host in img-src', async () => {
    const served = await servedWith({
      MAP_TILE_URL: 'https://t{s}.tiles.example.gov.cn/vec/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '标准地图服务 审图号：GS(2024)0650号 <b>',
    });
    expect(served.script).not.toContain('<b>');
    expect(served.config).toEqual({
      theme: 'gov-red',
      apiBase: '',
      mapTileUrl: 'https://t{s}.tiles.example.gov.cn/vec/{z}/{x}/{y}.png',
      mapAttribution: '标准地图服务 审图号：GS(2024)0650号 <b>',
    });
    expect(served.csp).toContain("img-src 'self' data: blob: https://*.tiles.example.gov.cn");
  });

  it('keeps img-src to the site itself without one', async () => {
    const page = await get('/');
    expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });

  it('derives the img-src source from the URL template', () => {
    expect(tileImageSource('https://tiles.example.cn:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.cn:8443');
    expect(tileImageSource('http://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('http://*.tile.example.org');
    expect(tileImageSource('https://t{s}.map.example.gov.cn/wmts?TILEMATRIX={z}&TILEROW={y}&TILECOL={x}')).toBe(
      'https://*.map.example.gov.cn',
    );
    expect(tileImageSource('https://{s}.cn/{z}/{x}/{y}.png')).toBe('https:');
    expect(tileImageSource('https://tiles-{z}.example.cn/{x}/{y}.png')).toBe('https:');
    expect(tileImageSource('')).toBe('');
  });
});

describe('with 天地图 (TIANDITU_KEY, TIANDITU_APPROVAL)', () => {
  it('hands the key and 审图号 to the web app and allows exactly the eight 天地图 tile hosts in img-src', async () => {
    const served = await servedWith({
      TIANDITU_KEY: '0123456789abcdef0123456789abcdef',
      TIANDITU_APPROVAL: 'GS(2025)0001号',
    });
    expect(served.config).toEqual({
      theme: 'gov-red',
      apiBase: '',
      tiandituKey: '0123456789abcdef0123456789abcdef',
      tiandituApproval: 'GS(2025)0001号',
    });
    expect(served.csp).toContain(`img-src 'self' data: blob: ${TIANDITU_IMAGE_SOURCES.join(' ')};`);
    expect(TIANDITU_IMAGE_SOURCES).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `https://t${i}.tianditu.gov.cn`));
  });

  it('names no 天地图 host and no key without one', async () => {
    const page = await get('/');
    expect(String(page.headers['content-security-policy'])).not.toContain('tianditu');
    const script = await get('/runtime-config.js');
    expect(script.body).not.toContain('tianditu');
  });
});
