// The route table (docs/ARCHITECTURE.md "Web: page catalogue and layers") and the document-title rule.
import { describe, expect, it } from 'vitest';
import { documentTitle, SITE_NAME } from '../config/route-handle';
import { mainRoutes, standaloneRoutes } from './routes';

describe('route table', () => {
  const all = [...mainRoutes, ...standaloneRoutes];

  it('has unique absolute paths and at most three title levels', () => {
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
    for (const route of all) {
      expect(route.path.startsWith('/')).toBe(true);
      expect(route.title.split('/').length).toBeLessThanOrEqual(3);
    }
  });

  it('names the home route main and the blank route blank, and keeps the spec §2 standalone pages standalone', () => {
    expect(mainRoutes.find((r) => r.path === '/')).toMatchObject({ name: 'main', title: '首页' });
    expect(mainRoutes.find((r) => r.path === '/blank')).toMatchObject({ name: 'blank', title: '建设中' });
    expect(standaloneRoutes.map((r) => r.path).sort()).toEqual([
      '/login',
      '/passengerflow',
      '/qmsports/index',
      '/videoCat',
    ]);
    expect(mainRoutes.find((r) => r.path === '/login')).toBeUndefined();
  });

  it('lists the agreed pages with their titles', () => {
    const titles = Object.fromEntries(all.map((r) => [r.path, r.title]));
    expect(titles).toMatchObject({
      '/news': '新闻资讯',
      '/news/newsdetail': '新闻资讯/新闻详情',
      '/main/notice': '通知公告',
      '/main/notice/detail': '通知公告/公告详情',
      '/policyRule': '政策法规',
      '/policyRule/ruleDetail': '政策法规/法规详情',
      '/guidance/guidanceDetail': '场馆信息化咨询指导/指导详情',
      '/fitnessCase': '健身工作案例',
      '/login': '用户登录',
    });
  });
});

describe('documentTitle', () => {
  it('uses the last title level and the site name', () => {
    expect(documentTitle('新闻资讯/新闻详情')).toBe('新闻详情 - 全民健身场馆信息服务平台');
    expect(documentTitle('首页')).toBe(`首页 - ${SITE_NAME}`);
    expect(documentTitle(undefined)).toBe(SITE_NAME);
    expect(documentTitle('')).toBe(SITE_NAME);
  });
});
