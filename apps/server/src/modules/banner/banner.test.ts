/** GET /api_/ow/banner/list: the home carousel in sort order with image addresses; needs a session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp, expectError, type ContentTestApp } from '../content/content.test-support.js';

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentTestApp();
  await t.database.db
    .insertInto('banner')
    .values([
      { title: '第二张', media_id: 12, link_path: 'https://www.sport.gov.cn/', sort: 2 },
      { title: '第一张', media_id: 11, link_path: '/news/newsdetail?id=3', sort: 1 },
      { title: '第三张', media_id: 13, link_path: '/policyRule', sort: 2 },
    ])
    .execute();
});
afterAll(() => t.close());

describe('GET /api_/ow/banner/list', () => {
  it('answers every banner in sort order (ties by id) with its image address', async () => {
    const res = await t.get('/api_/ow/banner/list');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: number; title: string; imageUrl: string; linkPath: string }[];
    expect(data.map((b) => b.title)).toEqual(['第一张', '第二张', '第三张']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: '第一张',
      imageUrl: '/api_/ow/file/11',
      linkPath: '/news/newsdetail?id=3',
    });
    expect(data[1]!.linkPath).toBe('https://www.sport.gov.cn/');
  });

  it('needs a session', async () => {
    expectError(await t.get('/api_/ow/banner/list', {}), 401, '登录');
  });
});
