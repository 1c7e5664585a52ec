// The route table (docs/ARCHITECTURE.md "Web: page catalogue and layers") and the document-title rule.
import { describe, expect, it } from 'vitest';
import { BUILD_KIND_PAGES, BUILD_KINDS } from '@portal/contracts/build-project.codes';
import { FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { documentTitle, SITE_NAME } from '../config/route-handle';
import { FACILITY_KIND_PAGES } from '../features/facility/facility-pages';
import { ORGANIZATION_PAGES } from '../features/fitness-organization/organization-pages';
import { mainRoutes, standaloneRoutes, type RouteDef } from './routes';

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

describe('route props and first requests', () => {
  const all = [...mainRoutes, ...standaloneRoutes];
  const at = (path: string) => all.find((r) => r.path === path)!;
  const propsAt = (path: string) => at(path).props as Record<string, unknown> | undefined;

  it('gives each facility list and detail route its kind (index and fieldDetail: null)', () => {
    expect(propsAt(catalogue.equipmentIndex.path)).toEqual({ kind: null });
    expect(propsAt(catalogue.equipmentFieldDetail.path)).toEqual({ kind: null });
    for (const kind of FACILITY_KINDS) {
      const pages = FACILITY_KIND_PAGES[kind];
      expect(propsAt(pages.list.path), kind).toEqual({ kind });
      if (pages.detail !== catalogue.equipmentFieldDetail) expect(propsAt(pages.detail.path), kind).toEqual({ kind });
    }
  });

  it('gives each construction kind, organisation category and article list its own props', () => {
    for (const kind of BUILD_KINDS) {
      expect(propsAt(BUILD_KIND_PAGES[kind].list.path)).toEqual({ kind });
      expect(propsAt(BUILD_KIND_PAGES[kind].detail.path)).toEqual({ kind });
    }
    for (const { category, entry } of ORGANIZATION_PAGES) expect(propsAt(entry.path)).toEqual({ category });
    expect(propsAt(catalogue.privacyPolicy.path)).toEqual({ statement: 'privacyPolicy' });
    expect(propsAt(catalogue.gymFacilityBigDetail.path)).toEqual({ size: 'large' });
    expect(propsAt(catalogue.equipmentField.path)).toEqual({ list: 'field' });
    expect(propsAt(catalogue.adminContentNew.path)).toEqual({ mode: 'new' });
    expect(propsAt(catalogue.adminContentEdit.path)).toEqual({ mode: 'edit' });
    for (const route of all) {
      const entry = (route.props as { entry?: { path: string } } | undefined)?.entry;
      if (entry) expect(entry.path, route.path).toBe(route.path);
    }
    expect(propsAt(catalogue.fitnessPlan.path)).toEqual({ kind: 'plan' });
    expect(propsAt(catalogue.guiderTrain.path)).toEqual({ kind: 'train' });
  });

  it('names a first request for the list pages, keyed by the address and the props', async () => {
    const withQuery = all.filter((r): r is RouteDef & Required<Pick<RouteDef, 'firstQuery'>> => !!r.firstQuery);
    expect(withQuery).toHaveLength(35);
    const search = new URLSearchParams({ keyword: '西湖', pageNum: '2' });
    for (const route of withQuery) {
      const options = await route.firstQuery(search, route.props as never);
      expect(JSON.stringify(options.queryKey), route.path).toContain('西湖');
      expect(typeof options.queryFn, route.path).toBe('function');
    }
    const park = await at(catalogue.equipmentSportsPark.path).firstQuery!(search, { kind: 'sports_park' } as never);
    expect(JSON.stringify(park.queryKey)).toContain('sports_park');
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
