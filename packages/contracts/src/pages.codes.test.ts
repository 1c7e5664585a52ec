// The page catalogue (spec §2 "Screens and routes") and its link builders.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGES, catalogue, pageAt, pathWithQuery } from './pages.codes.js';

/** The levels of a title '一级/二级/三级' (spec §2 "Breadcrumb"; the web's route-handle titleLevels). */
const titleLevels = (title: string) => title.split('/').filter((level) => level.trim() !== '');

describe('catalogue', () => {
  it('holds every page of spec §2 once, with an absolute path and one to three title levels', () => {
    // 96 pages of spec §2, plus pages beyond it: the agency's feedback inbox (/main/feedback/inbox) and repair
    // inbox (/gymFacility/facilityDetail/fixReport/inbox), the site search (/search) and the two pages of
    // 政府网站发展指引, the guidance list (/guidance) and the site map (/siteMap); 数据开放 (docs/decisions/open-data.md:
    // /opendata and /opendata/dataset); the site's statements (网站声明, 隐私政策, 无障碍声明); the back office's
    // content list and its editor (/admin/content, /admin/content/new, /admin/content/edit), column
    // freshness (/admin/columns), audit search (/admin/audit), accounts (/admin/accounts) and the site menu
    // (/admin/menu) (docs/decisions/content-management.md); the data
    // exchange's file import (/admin/exchange/import, docs/decisions/data-exchange.md "File import") and its
    // review of venue years (/admin/exchange/review, "Review before public (审核)"); the public
    // data-health page (/dataHealth, docs/decisions/data-exchange.md "Data health (数据质量公开)"); venue video
    // uploads (/admin/venue/videos, docs/decisions/venue-opening.md "Venue video uploads").
    expect(CATALOGUE_PAGES).toHaveLength(96 + 21);
    expect(new Set(CATALOGUE_PAGES.map((page) => page.path)).size).toBe(CATALOGUE_PAGES.length);
    for (const page of CATALOGUE_PAGES) {
      expect(page.path.startsWith('/'), page.path).toBe(true);
      expect(titleLevels(page.title).length, page.title).toBeGreaterThanOrEqual(1);
      expect(titleLevels(page.title).length, page.title).toBeLessThanOrEqual(3);
    }
  });

  it('marks the four standalone pages and names home main and the placeholder blank', () => {
    expect(CATALOGUE_PAGES.filter((page) => page.standalone).map((page) => page.path)).toEqual([
      '/login',
      '/passengerflow',
      '/videoCat',
      '/qmsports/index',
    ]);
    expect(CATALOGUE_PAGES.filter((page) => page.name).map((page) => [page.path, page.name])).toEqual([
      ['/', 'main'],
      ['/blank', 'blank'],
    ]);
  });

  it('holds the breadcrumb rules as data: linked sections, section queries, from crumbs, distinct style', () => {
    expect(CATALOGUE_PAGES.filter((page) => page.crumb?.linked).map((page) => page.path)).toEqual([
      '/main/openFacility',
      '/news',
    ]);
    expect(catalogue.venueSearch.crumb?.sectionQuery).toEqual({ organType: 2 });
    expect(catalogue.venueBigDetail.crumb?.sectionQuery).toEqual({ organType: 3 });
    expect(catalogue.evaluation.crumb?.className).toBe('portal-breadcrumb--evaluation');
    const fromPages = CATALOGUE_PAGES.filter((page) => page.crumb?.fromParam).map((page) => page.path);
    // The detail families of spec §2 rule 7, as path patterns: exactly the pages with fromParam.
    const families = [
      /^\/fitnessOrganization\/fitnessOrganizationDetail$/,
      /^\/gymFacility\/facilityDetail(\/[^/]+)?$/,
      /^\/equipment\/[A-Za-z]*Detail$/,
      /^\/scienceFitnessGuide\/SFGDetail$/,
      /^\/socialSportGuider\/(sportGuider\/guiderDetail|socialSportDetail)$/,
    ];
    const inFamilies = CATALOGUE_PAGES.map((page) => page.path).filter((path) => families.some((re) => re.test(path)));
    expect(fromPages).toEqual(inFamilies);
    expect(fromPages).toHaveLength(16);
  });

  it('builds typed links: query in the given order, URI-encoded, undefined and null left out', () => {
    expect(catalogue.home.href()).toBe('/');
    expect(catalogue.newsDetail.href({ id: 12 })).toBe('/news/newsdetail?id=12');
    expect(catalogue.venueSearch.href({ organType: 2 })).toBe('/main/openFacility?organType=2');
    expect(catalogue.venueCentreDetail.href({ organId: 7, oldType: 4 })).toBe(
      '/openFacility/detail?organId=7&oldType=4',
    );
    expect(catalogue.venueSmallDetail.href({ organId: 7, year: null })).toBe('/openFacility/smallDetail?organId=7');
    expect(catalogue.login.href({ redirect: '/news?pageNum=2' })).toBe('/login?redirect=%2Fnews%3FpageNum%3D2');
    expect(catalogue.login.href({ redirect: undefined })).toBe('/login');
    expect(catalogue.equipmentSportsParkDetail.href({ id: 3, from: '体育公园' })).toBe(
      `/equipment/SportsParkDetail?id=3&from=${encodeURIComponent('体育公园')}`,
    );
    expect(pathWithQuery('/x', { a: 'b c', d: 0 })).toBe('/x?a=b%20c&d=0');
  });

  it('finds a page by path, ignoring a trailing slash', () => {
    expect(pageAt('/news/')).toBe(catalogue.news);
    expect(pageAt('/')).toBe(catalogue.home);
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});
