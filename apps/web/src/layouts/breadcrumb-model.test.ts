import { describe, expect, it } from 'vitest';
import { catalogue, pageAt, type PageInfo } from '@portal/contracts/pages.codes';
import { handleOf } from '../config/route-handle';
import { buildBreadcrumb, splitTitle, type BreadcrumbInput } from './breadcrumb-model';

/** The page's title, name and crumb rules as its route handle carries them. */
const LARGE_VENUE_DETAIL = catalogue.venueBigDetail;
const EVALUATION = catalogue.evaluation;
const EVALUATION_TITLE = EVALUATION.title;
const EVALUATION_CRUMB_CLASS = 'portal-breadcrumb--evaluation';

const routes = [
  catalogue.home,
  catalogue.news,
  catalogue.newsDetail,
  catalogue.venueSearch,
  LARGE_VENUE_DETAIL,
  catalogue.venueSmallDetail,
  catalogue.notice,
  catalogue.noticeDetail,
  catalogue.equipmentNationalFitnessPath,
  // A route whose title is one level, to check rule 7's one-level case.
  { path: '/socialSportGuider/sportGuider', title: '社会体育指导员' },
];

/** The input for a page at `pathname`: its catalogue entry's handle data (crumb rules), then `over`. */
const build = (over: Partial<BreadcrumbInput> & { pathname?: string }) => {
  const { pathname = '/x', ...rest } = over;
  const entry: PageInfo | undefined = pageAt(pathname);
  return buildBreadcrumb({ search: '', routes, ...(entry?.crumb ? { crumb: entry.crumb } : {}), ...rest });
};
const texts = (over: Parameters<typeof build>[0]) => build(over)?.crumbs.map((c) => c.text);
/** Rule 7 as data: the catalogue page at `path` takes a `from` crumb. */
const takesFromCrumb = (path: string) => pageAt(path)?.crumb?.fromParam === true;

describe('buildBreadcrumb (spec §2 Breadcrumb)', () => {
  it('rule 1: hidden on the routes named main and blank, and without a title', () => {
    expect(build({ name: 'main', title: '首页', pathname: '/' })).toBeNull();
    expect(build({ name: 'blank', title: '建设中', pathname: '/blank' })).toBeNull();
    expect(build({ title: undefined })).toBeNull();
    expect(build({ title: '政策法规', pathname: '/policyRule' })).not.toBeNull();
  });

  it('rule 2: splits the title on "/" into at most three levels after the home crumb', () => {
    expect(texts({ title: '新闻资讯/新闻详情' })).toEqual(['首页', '新闻资讯', '新闻详情']);
    expect(texts({ title: 'A/B/C/D' })).toEqual(['首页', 'A', 'B', 'C']);
    expect(texts({ title: ' A // B ' })).toEqual(['首页', 'A', 'B']);
    expect(splitTitle('一级/二级/三级')).toEqual(['一级', '二级', '三级']);
  });

  it('the last crumb is the current page and never a link', () => {
    const crumbs = build({ title: '新闻资讯/新闻详情' })!.crumbs;
    expect(crumbs.at(-1)).toEqual({ key: 'level-1', text: '新闻详情', current: true });
    const single = build({ title: '新闻资讯', pathname: '/news' })!.crumbs;
    expect(single.at(-1)).toEqual({ key: 'level-0', text: '新闻资讯', current: true });
  });

  it('rule 3 + 5: the first level links to the same-titled route only for news and venue-open', () => {
    expect(build({ title: '新闻资讯/新闻详情' })!.crumbs[1]).toMatchObject({ text: '新闻资讯', to: '/news' });
    expect(build({ title: '通知公告/公告详情' })!.crumbs[1]).toEqual({ key: 'level-0', text: '通知公告' });
  });

  it('rule 5: no link when no top-level route has that title', () => {
    const crumbs = buildBreadcrumb({
      ...handleOf(catalogue.newsDetail),
      search: '',
      routes: [],
    })!.crumbs;
    expect(crumbs[1]!.to).toBeUndefined();
  });

  it('rule 4: the first crumb is the home crumb going to "/"', () => {
    expect(build({ title: '政策法规' })!.crumbs[0]).toEqual({ key: 'home', text: '首页', to: '/', home: true });
  });

  it('rule 6: venue-open links carry organType 2, or 3 on the large-venue detail', () => {
    expect(build({ title: '场馆开放/场馆详情', pathname: '/openFacility/smallDetail' })!.crumbs[1]!.to).toBe(
      '/main/openFacility?organType=2',
    );
    expect(build({ title: LARGE_VENUE_DETAIL.title, pathname: '/openFacility/bigDetail' })!.crumbs[1]!.to).toBe(
      '/main/openFacility?organType=3',
    );
  });

  it('rule 7: detail pages take a middle crumb from the "from" query', () => {
    const crumbs = build({
      title: '健身设施/路径详情',
      pathname: '/equipment/NationalFitnessPathDetail',
      search: '?id=3&from=全民健身路径',
    })!.crumbs;
    expect(crumbs.map((c) => c.text)).toEqual(['首页', '健身设施', '全民健身路径', '路径详情']);
    // The middle crumb links to the route titled '<section>/<from>' when there is one.
    expect(crumbs[2]!.to).toBe('/equipment/NationalFitnessPath');
    expect(crumbs[1]!.to).toBeUndefined();
  });

  it('rule 7: every listed detail family takes it; other pages ignore "from"', () => {
    for (const path of [
      '/fitnessOrganization/fitnessOrganizationDetail',
      '/gymFacility/facilityDetail/facilitySmallDetail',
      '/gymFacility/facilityDetail',
      '/equipment/fieldDetail',
      '/equipment/SportsParkDetail',
      '/scienceFitnessGuide/SFGDetail',
      '/socialSportGuider/sportGuider/guiderDetail',
      '/socialSportGuider/socialSportDetail',
    ]) {
      expect(takesFromCrumb(path), path).toBe(true);
    }
    expect(takesFromCrumb('/news/newsdetail')).toBe(false);
    expect(takesFromCrumb('/equipment/SportsPark')).toBe(false);
    expect(texts({ title: '新闻资讯/新闻详情', pathname: '/news/newsdetail', search: '?from=伪造' })).toEqual([
      '首页',
      '新闻资讯',
      '新闻详情',
    ]);
  });

  it('rule 7: replaces the middle of a three-level title, prefixes a one-level title, ignores an empty from', () => {
    const base = { pathname: '/socialSportGuider/sportGuider/guiderDetail' };
    expect(texts({ ...base, title: '社会体育指导员/名录/详情', search: '?from=指导员风采' })).toEqual([
      '首页',
      '社会体育指导员',
      '指导员风采',
      '详情',
    ]);
    expect(texts({ ...base, title: '指导员详情', search: '?from=社会体育指导员' })).toEqual([
      '首页',
      '社会体育指导员',
      '指导员详情',
    ]);
    expect(build({ ...base, title: '指导员详情', search: '?from=社会体育指导员' })!.crumbs[1]!.to).toBe(
      '/socialSportGuider/sportGuider',
    );
    expect(texts({ ...base, title: '社会体育指导员/详情', search: '?from=%20%20' })).toEqual([
      '首页',
      '社会体育指导员',
      '详情',
    ]);
  });

  it('rule 7: a long "from" is cut to 30 characters', () => {
    const crumbs = build({
      title: 'A/B',
      pathname: '/equipment/fieldDetail',
      search: `?from=${'长'.repeat(50)}`,
    })!.crumbs;
    expect(crumbs[2]!.text).toHaveLength(30);
  });

  it('rule 8: the evaluation title gets the distinct class and does not repeat 首页', () => {
    const model = build({ title: EVALUATION_TITLE, pathname: '/main/evaluation' })!;
    expect(model.className).toBe(EVALUATION_CRUMB_CLASS);
    expect(model.crumbs.map((c) => c.text)).toEqual(['首页', '公共体育场馆免费低收费开放服务评估结果']);
    expect(build({ title: '新闻资讯' })!.className).toBeUndefined();
  });
});
