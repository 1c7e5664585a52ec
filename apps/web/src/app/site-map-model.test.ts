// The 网站地图 model (site-map-model.ts): built pages grouped by the tab that lights on them, in menu order.
import { describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import { resolveMenu, visibleMenu } from '../layouts/menu-model';
import { mainRoutes, standaloneRoutes } from './routes';
import { buildSiteMap, OTHER_GROUP_TITLE } from './site-map-model';

const TABS = visibleMenu(resolveMenu(undefined, null));
const groups = buildSiteMap(TABS, [...mainRoutes, ...standaloneRoutes]);
const group = (title: string) => groups.find((g) => g.title === title);

describe('buildSiteMap', () => {
  it('groups the pages like the menu, then the sections outside it, then the single other pages', () => {
    // Every tab of the default menu holds a built page, so each is a group, in menu order.
    expect(groups.map((g) => g.title)).toEqual([...TABS.map((tab) => tab.title), '全民运动会', OTHER_GROUP_TITLE]);
  });

  it('lists pages in menu order with the menu address, leaves out detail, login, placeholder and inbox pages', () => {
    expect(group('场馆开放')?.links.map((l) => l.title)).toEqual([
      '场馆开放',
      '公共体育场馆免费低收费开放服务评估结果',
    ]);
    expect(group('场馆开放')?.links[0]?.href).toBe('/main/openFacility');
    expect(group('健身地图')?.links).toEqual([{ title: '健身地图', href: '/fitnessMap?lng=116.42602&lat=39.88433' }]);
    expect(group('新闻资讯')?.links.map((l) => l.href)).toEqual(['/news', '/main/notice', '/vNewsAll']);
    expect(group('全民运动会')?.links[0]).toEqual({ title: '全民运动会', href: catalogue.qmsportsIndex.path });
    const hrefs = groups.flatMap((g) => g.links.map((l) => l.href.split('?')[0]));
    for (const page of [
      catalogue.newsDetail,
      catalogue.login,
      catalogue.blank,
      catalogue.feedbackInbox,
      catalogue.siteMap,
    ])
      expect(hrefs).not.toContain(page.path);
    expect(group(OTHER_GROUP_TITLE)?.links.map((l) => l.title)).toContain('场馆信息化咨询指导');
    expect(group(OTHER_GROUP_TITLE)?.links.map((l) => l.title)).toContain('意见反馈');
  });
});
