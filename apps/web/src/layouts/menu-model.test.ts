import type { MenuItem } from '@portal/contracts/site';
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredMenuIndex, setStoredMenuIndex, ACTIVE_MENU_INDEX_KEY } from './active-menu-index';
import { DEFAULT_MENU } from './default-menu';
import {
  findActiveIndex,
  findItemByKey,
  isExternalPath,
  outletKey,
  resolveMenu,
  selectedMenuKeys,
  visibleMenu,
} from './menu-model';

const loc = (pathname: string, search = '') => ({ pathname, search });
const titles = (items: MenuItem[]) => items.map((i) => i.title);

describe('resolveMenu', () => {
  it('uses the default tabs when the server menu is missing or empty', () => {
    expect(titles(resolveMenu(undefined, undefined))).toEqual(titles([...DEFAULT_MENU]));
    expect(titles(resolveMenu([], []))).toEqual([
      '首页',
      '新闻资讯',
      '赛事活动',
      '培训',
      '场馆开放',
      '健身设施',
      '科学健身指导',
      '社会体育指导员',
      '健身工作案例',
      '政策法规',
      '健身地图',
    ]);
  });

  it('replaces the default tabs by a non-empty server menu', () => {
    const server: MenuItem[] = [
      { title: '首页', path: '/' },
      { title: '专题', path: '/topic' },
    ];
    expect(titles(resolveMenu(server, undefined))).toEqual(['首页', '专题']);
  });

  it('fills the fitness-case tab with the case list', () => {
    const menu = resolveMenu(undefined, [
      { id: 7, name: '杭州市社区健身' },
      { id: 9, name: '成都市绿道' },
    ]);
    const cases = menu.find((i) => i.title === '健身工作案例');
    expect(cases?.children).toEqual([
      { title: '杭州市社区健身', path: '/fitnessCase?case_id=7' },
      { title: '成都市绿道', path: '/fitnessCase?case_id=9' },
    ]);
    expect(DEFAULT_MENU.find((i) => i.title === '健身工作案例')?.children).toBeUndefined(); // not mutated
  });

  it('fills the case tab of a server menu too, and leaves it a plain link without cases', () => {
    const server: MenuItem[] = [{ title: '案例', path: '/fitnessCase' }];
    expect(resolveMenu(server, [{ id: 1, name: 'A' }])[0]!.children).toEqual([
      { title: 'A', path: '/fitnessCase?case_id=1' },
    ]);
    expect(resolveMenu(server, [])[0]!.children).toBeUndefined();
  });
});

describe('visibleMenu', () => {
  it('drops hidden items at every level', () => {
    const tabs = visibleMenu(resolveMenu(undefined, undefined));
    const guide = tabs.find((t) => t.title === '科学健身指导')!;
    expect(titles(guide.children!)).toEqual(['健身讲座与百科', '体质测定与运动标准', '居家健身微视频']);
    const guider = tabs.find((t) => t.title === '社会体育指导员')!;
    expect(titles(guider.children!)).toEqual(['指导员', '健身组织']);
  });

  it('turns an item whose children are all hidden into a leaf and hides hidden tabs', () => {
    const tabs = visibleMenu([
      { title: 'A', path: '/a', children: [{ title: 'x', path: '/x', hidden: true }] },
      { title: 'B', path: '/b', hidden: true },
    ]);
    expect(tabs).toEqual([{ title: 'A', path: '/a' }]);
  });

  it('keeps the divided flag', () => {
    const venue = visibleMenu(resolveMenu(undefined, undefined)).find((t) => t.title === '场馆开放')!;
    expect(venue.children!.at(-1)).toMatchObject({ title: '免费低收费开放评估结果', divided: true });
  });
});

describe('findActiveIndex', () => {
  const tabs = visibleMenu(resolveMenu(undefined, [{ id: 3, name: 'C' }]));
  const indexOf = (title: string) => tabs.findIndex((t) => t.title === title);

  it('finds the tab of the exact path, including dropdown children and query paths', () => {
    expect(findActiveIndex(tabs, loc('/'), 5)).toBe(0);
    expect(findActiveIndex(tabs, loc('/news'), null)).toBe(indexOf('新闻资讯'));
    expect(findActiveIndex(tabs, loc('/main/openFacility', '?organType=3'), null)).toBe(indexOf('场馆开放'));
    expect(findActiveIndex(tabs, loc('/equipment/SportsPark'), null)).toBe(indexOf('健身设施'));
    expect(findActiveIndex(tabs, loc('/fitnessCase', '?case_id=3'), null)).toBe(indexOf('健身工作案例'));
    expect(findActiveIndex(tabs, loc('/fitnessMap', '?lng=1&lat=2'), null)).toBe(indexOf('健身地图'));
  });

  it('falls back to the first path segment for pages below a tab', () => {
    expect(findActiveIndex(tabs, loc('/news/newsdetail', '?id=4'), null)).toBe(indexOf('新闻资讯'));
    expect(findActiveIndex(tabs, loc('/policyRule/ruleDetail'), 0)).toBe(indexOf('政策法规'));
    expect(findActiveIndex(tabs, loc('/equipment/SportsParkDetail'), 0)).toBe(indexOf('健身设施'));
  });

  it('matches a section under /main by its first two path segments before the first one', () => {
    expect(findActiveIndex(tabs, loc('/main/vBuild/ice'), null)).toBe(indexOf('健身设施'));
    expect(findActiveIndex(tabs, loc('/main/vBuild/sportsPark/detail', '?id=3'), null)).toBe(indexOf('健身设施'));
    // /main names no section: the notices are articles (layouts/page-tabs.ts), not the venue list.
    expect(findActiveIndex(tabs, loc('/main/notice'), null)).toBe(indexOf('新闻资讯'));
    expect(findActiveIndex(tabs, loc('/main/feedback'), indexOf('场馆开放'))).toBe(-1);
    expect(findActiveIndex(tabs, loc('/main/unknown'), null)).toBe(-1);
  });

  it('prefers the stored index when several tabs share the segment (/blank)', () => {
    // Two tabs with an unbuilt child each (the default menu has none left).
    const shared = [
      { title: '首页', path: '/' },
      { title: 'A', path: '/a', children: [{ title: 'a', path: '/blank' }] },
      { title: 'B', path: '/b', children: [{ title: 'b', path: '/blank' }] },
    ];
    expect(findActiveIndex(shared, loc('/blank'), 2)).toBe(2);
    expect(findActiveIndex(shared, loc('/blank'), 1)).toBe(1);
    expect(findActiveIndex(shared, loc('/blank'), null)).toBe(1);
  });

  it('puts the fitness organisation pages under the instructor tab (its 健身组织 entry)', () => {
    expect(findActiveIndex(tabs, loc('/fitnessOrganization/nationalSite'), null)).toBe(indexOf('社会体育指导员'));
    expect(findActiveIndex(tabs, loc('/fitnessOrganization/fitnessOrganizationDetail', '?id=3'), 0)).toBe(
      indexOf('社会体育指导员'),
    );
  });

  it('uses the stored index when the address names no tab, and -1 without one', () => {
    expect(findActiveIndex(tabs, loc('/guidance/guidanceDetail', '?id=2'), 2)).toBe(-1);
    expect(findActiveIndex(tabs, loc('/guidance/guidanceDetail'), null)).toBe(-1);
    expect(findActiveIndex(tabs, loc('/guidance/guidanceDetail'), 99)).toBe(-1);
  });

  it('ignores external links when matching', () => {
    expect(isExternalPath('https://www.sport.gov.cn/')).toBe(true);
    expect(isExternalPath('/news')).toBe(false);
    expect(findActiveIndex([{ title: 'ext', path: 'https://example.org/news' }], loc('/news'), null)).toBe(-1);
  });
});

describe('selectedMenuKeys and findItemByKey', () => {
  const tabs = visibleMenu(resolveMenu(undefined, undefined));
  const venue = tabs.findIndex((t) => t.title === '场馆开放');

  it('selects the tab and the child whose query matches', () => {
    expect(selectedMenuKeys(tabs, venue, loc('/main/openFacility', '?organType=2'))).toEqual([
      `t${venue}`,
      `t${venue}-1`,
    ]);
    expect(selectedMenuKeys(tabs, 1, loc('/news/newsdetail'))).toEqual(['t1']);
    expect(selectedMenuKeys(tabs, -1, loc('/x'))).toEqual([]);
  });

  it('maps positional keys back to items', () => {
    expect(findItemByKey(tabs, `t${venue}-4`)?.title).toBe('免费低收费开放评估结果');
    expect(findItemByKey(tabs, 't0')?.path).toBe('/');
    expect(findItemByKey(tabs, 't99')).toBeUndefined();
    expect(findItemByKey(tabs, 'bogus')).toBeUndefined();
  });
});

describe('outletKey (reload on case_id / organType change)', () => {
  it('changes with case_id and organType and ignores other query parameters', () => {
    expect(outletKey('?case_id=1')).not.toBe(outletKey('?case_id=2'));
    expect(outletKey('?organType=1')).not.toBe(outletKey('?organType=2'));
    expect(outletKey('?organType=1&pageNum=2')).toBe(outletKey('?organType=1&pageNum=3'));
    expect(outletKey('')).toBe(outletKey('?keyword=abc'));
  });
});

describe('stored menu index (sessionStorage)', () => {
  afterEach(() => sessionStorage.clear());

  it('round-trips integers and rejects junk', () => {
    expect(getStoredMenuIndex()).toBeNull();
    setStoredMenuIndex(4);
    expect(sessionStorage.getItem(ACTIVE_MENU_INDEX_KEY)).toBe('4');
    expect(getStoredMenuIndex()).toBe(4);
    setStoredMenuIndex(-1);
    expect(getStoredMenuIndex()).toBe(4);
    sessionStorage.setItem(ACTIVE_MENU_INDEX_KEY, 'abc');
    expect(getStoredMenuIndex()).toBeNull();
  });
});
