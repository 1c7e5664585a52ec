/** GET /api/data/site/searchMenu (spec §3, §7): the server menu tree from site_menu; needs a session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp, expectError, type ContentTestApp } from '../content/content.test-support.js';
import { buildMenuTree } from '../content/site-menu.js';

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentTestApp();
  const db = t.database.db;
  const add = async (parent_id: number | null, title: string, path: string, sort: number, hidden = 0, divided = 0) =>
    (
      await db
        .insertInto('site_menu')
        .values({ parent_id, title, path, sort, hidden, divided })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await add(null, '新闻动态', '/news', 2);
  await add(null, '首页', '/', 1);
  const guide = await add(null, '科学健身指导', '/scienceFitnessGuide', 3);
  await add(guide, '健身营养', '/scienceFitnessGuide/fitnessNutrition', 2, 1);
  await add(guide, '健身讲堂', '/scienceFitnessGuide/fitnessTalk', 1);
  await add(guide, '居家健身微视频', 'https://example.gov.cn/video', 3, 0, 1);
});
afterAll(() => t.close());

describe('GET /api/data/site/searchMenu', () => {
  it('answers the tree in sort order with boolean flags and children only where present', async () => {
    const res = await t.get('/api/data/site/searchMenu');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { title: '首页', path: '/', hidden: false, divided: false },
      { title: '新闻动态', path: '/news', hidden: false, divided: false },
      {
        title: '科学健身指导',
        path: '/scienceFitnessGuide',
        hidden: false,
        divided: false,
        children: [
          { title: '健身讲堂', path: '/scienceFitnessGuide/fitnessTalk', hidden: false, divided: false },
          { title: '健身营养', path: '/scienceFitnessGuide/fitnessNutrition', hidden: true, divided: false },
          { title: '居家健身微视频', path: 'https://example.gov.cn/video', hidden: false, divided: true },
        ],
      },
    ]);
  });

  it('needs a session', async () => {
    expectError(await t.get('/api/data/site/searchMenu', {}), 401, '登录');
  });
});

describe('buildMenuTree', () => {
  it('drops rows whose parent is missing and survives a parent cycle', () => {
    const row = (id: number, parent_id: number | null) => ({
      id,
      parent_id,
      title: `t${id}`,
      path: `/p${id}`,
      hidden: 0,
      divided: 0,
      sort: 0,
    });
    expect(buildMenuTree([row(1, null), row(2, 99), row(3, 4), row(4, 3)])).toEqual([
      { title: 't1', path: '/p1', hidden: false, divided: false },
    ]);
  });
});
