/**
 * The content and site endpoints over the real seed (scale 0.05): every list answers rows, every first
 * detail answers with sanitized HTML, banner images and attachments download, the menu, provinces and
 * footer parameters are there. Structural checks only — exact answers are the fixture suites' job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.publicToken();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
};

describe('content endpoints on seeded data', () => {
  it.each(['/api_/ow/news', '/api_/ow/notice', '/api_/ow/regulation', '/api_/ow/guidance', '/api_/ruoyi/case'])(
    '%s: list and the first detail with safe HTML and downloadable attachments',
    async (prefix) => {
      const list = (await get(`${prefix}/list?pageSize=5`)).json().data;
      expect(list.total).toBeGreaterThan(0);
      expect(list.list.length).toBeGreaterThan(0);
      const detail = (await get(`${prefix}/detail?id=${list.list[0].id}`)).json().data;
      expect(detail.contentHtml.length).toBeGreaterThan(0);
      expect(detail.contentHtml).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(detail.prev).toBeNull();
      for (const a of detail.attachments)
        expect((await get(a.url)).headers['content-disposition']).toMatch(/^attachment; /);
    },
  );

  it('serves the banners, their images, the menu, the provinces and the footer parameters', async () => {
    const banners = (await get('/api_/ow/banner/list')).json().data;
    expect(banners.length).toBeGreaterThan(0);
    expect((await get(banners[0].imageUrl)).headers['content-type']).toMatch(/^image\//);
    expect((await get('/api/data/site/searchMenu')).json().data.length).toBeGreaterThan(0);
    const provinces = (await get('/api/data/area/search')).json().data;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.every((p: { level: number }) => p.level === 1)).toBe(true);
    expect(provinces.filter((p: { hasChildren: boolean }) => p.hasChildren).length).toBeGreaterThanOrEqual(31);
    expect((await get('/api/data/paramConf/postalCode')).json().data).toBe('100061');
  });
});
