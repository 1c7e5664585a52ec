/**
 * The site menu in the back office (menu.routes.ts) on SQLite, or PostgreSQL with DATABASE_URL: the site
 * admin reads and replaces it, the public menu (GET /api/data/site/searchMenu) shows the new tree at once,
 * the write is audited; an editor gets 403 (audited), a bad path or an empty title 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';

let t: AuthTestApp;
const tokens: Record<string, string> = {};
let publicToken: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  for (const name of ['cms_editor', 'cms_admin']) tokens[name] = await t.agencyToken(name);
  publicToken = (await t.publicLogin()).json<{ data: string }>().data;
});
afterAll(async () => {
  await t?.close();
});

const send = (user: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/admin/menu',
    headers: { 'session-id': tokens[user]!, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const MENU = {
  items: [
    { title: '首页', path: '/' },
    {
      title: '新闻资讯',
      path: '/news',
      children: [
        { title: '通知公告', path: '/notice' },
        { title: '旧栏目', path: '/old', hidden: true, divided: true },
      ],
    },
  ],
};

describe('site menu', () => {
  it('is replaced by the site admin, shown by the public menu at once, and audited', async () => {
    const put = await send('cms_admin', 'PUT', MENU);
    expect(put.statusCode, put.body).toBe(200);
    const expected = [
      { title: '首页', path: '/', hidden: false, divided: false },
      {
        title: '新闻资讯',
        path: '/news',
        hidden: false,
        divided: false,
        children: [
          { title: '通知公告', path: '/notice', hidden: false, divided: false },
          { title: '旧栏目', path: '/old', hidden: true, divided: true },
        ],
      },
    ];
    expect(put.json<{ data: unknown }>().data).toEqual(expected);
    expect((await send('cms_admin', 'GET')).json<{ data: unknown }>().data).toEqual(expected);
    const pub = await t.app.inject({
      method: 'GET',
      url: '/api/data/site/searchMenu',
      headers: { 'session-id': publicToken },
    });
    expect(pub.json<{ data: unknown }>().data).toEqual(expected);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'site_menu_update')
      .where('result', '=', 'ok')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatch(/after=4:[0-9a-f]{12}/);
  });

  it('refuses an editor (403, audited) and answers 400 naming a bad path or an empty title', async () => {
    expect((await send('cms_editor', 'PUT', MENU)).statusCode).toBe(403);
    expect((await send('cms_editor', 'GET')).statusCode).toBe(403);
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select('result')
      .where('action', '=', 'site_menu_update')
      .where('result', '=', 'forbidden')
      .execute();
    expect(refused).toHaveLength(1);
    const badPath = await send('cms_admin', 'PUT', { items: [{ title: '外链', path: 'javascript:alert(1)' }] });
    expect([badPath.statusCode, badPath.json<{ msg: string }>().msg.includes('path')]).toEqual([400, true]);
    const blank = await send('cms_admin', 'PUT', { items: [{ title: '  ', path: '/' }] });
    expect([blank.statusCode, blank.json<{ msg: string }>().msg]).toEqual([400, expect.stringContaining('title')]);
    const external = await send('cms_admin', 'PUT', { items: [{ title: '外链', path: 'https://www.sport.gov.cn/' }] });
    expect(external.statusCode, external.body).toBe(200);
    const none = await send('cms_admin', 'PUT', { items: [] });
    expect([none.statusCode, none.json<{ msg: string }>().msg.includes('items')]).toEqual([400, true]);
  });
});
