/**
 * Browser journeys of the instructor and organisation sections (issue: social sports instructors and
 * fitness organisations): menu -> instructor landing -> directory -> filter by province and level ->
 * an instructor's detail with the directory as its middle crumb; notices -> a notice with its
 * breadcrumb; the training list; the menu's 健身组织 -> each organisation category -> a detail. Every
 * page visited is audited with axe at desktop width and at 375 px (harness/audit.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_CATEGORY_NAMES,
  ORGANIZATION_CATEGORY_PAGES,
} from '@portal/contracts/fitness-organization.codes';
import { auditCurrentPage, visitAndAudit } from './harness/audit.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { breadcrumbTexts, mainContent, mainMenu } from './harness/portal-page.js';

const PROVINCE = { code: '440000', name: '广东省' };
const LEVEL = { code: 2, name: '一级' };
const AUDIT = { narrowAudit: true };

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const api = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiGet<T>(portal.server.baseUrl, token, path, query);

describe('instructor journeys', () => {
  it('goes from the menu to the directory, filters by province and level, and opens an instructor', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainMenu(page).getByRole('button', { name: '社会体育指导员' }).click();
    await mainMenu(page).getByRole('link', { name: '指导员', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/socialSportGuider/sportGuider');
    await page.getByRole('heading', { level: 1, name: '指导员' }).waitFor();
    const figures = page.getByRole('img', { name: /按技术等级条形图/ });
    await expect.poll(() => figures.locator('svg path').count()).toBeGreaterThan(0);
    await auditCurrentPage(page, 'guider-landing', AUDIT);

    await mainContent(page)
      .getByRole('link', { name: /指导员名录/ })
      .click();
    await page.getByRole('heading', { level: 1, name: '指导员名录' }).waitFor();
    await auditCurrentPage(page, 'guider-list', AUDIT);

    await page.getByLabel('所在地区').click();
    await page.locator(`.ant-cascader-menu-item[title="${PROVINCE.name}"]`).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('areaCode') === PROVINCE.code);
    await page.getByLabel('技术等级').click();
    await page.locator('.ant-select-item-option', { hasText: LEVEL.name }).click();
    await page.waitForURL((url) => url.searchParams.get('level') === String(LEVEL.code));

    const expected = await api<Paged<{ id: number; name: string; levelName: string; areaName: string }>>(
      '/api/data/sportGuider/search',
      { areaCode: PROVINCE.code, level: LEVEL.code },
    );
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.list.every((g) => g.levelName === LEVEL.name && g.areaName.startsWith(PROVINCE.name))).toBe(true);
    await mainContent(page)
      .getByText(`共 ${expected.total.toLocaleString('zh-CN')} 名指导员符合条件`)
      .waitFor();
    const first = expected.list[0]!;
    await auditCurrentPage(page, 'guider-list-filtered', AUDIT);

    await mainContent(page).getByRole('link', { name: first.name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/socialSportGuider/sportGuider/guiderDetail');
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await mainContent(page).getByText('服务站点', { exact: true }).first().waitFor();
    expect(await breadcrumbTexts(page)).toEqual(['首页', '社会体育指导员', '指导员名录', '指导员详情']);
    await auditCurrentPage(page, 'guider-detail', AUDIT);
  });

  it('lists the instructors of the nearest stations first when the visitor allows location', async () => {
    const here = { longitude: 113.264, latitude: 23.129 };
    const context = await portal.newContext();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(here);
    const page = await context.newPage();
    await page.goto('/socialSportGuider/sportGuiderList');
    await page.getByRole('heading', { level: 1, name: '指导员名录' }).waitFor();
    const nearest = await api<Paged<{ name: string; distanceKm: number; station: { name: string } }>>(
      '/api/data/sportGuider/search',
      { lng: here.longitude, lat: here.latitude },
    );
    await page.getByRole('button', { name: '由近及远' }).click();
    await mainContent(page).getByText('已按服务站点距离由近及远排序').waitFor();
    const first = mainContent(page).getByRole('article').first();
    await expect.poll(() => first.getByRole('heading', { level: 2 }).innerText()).toContain(nearest.list[0]!.name);
    expect(await first.innerText()).toContain(`约 ${nearest.list[0]!.distanceKm} 公里`);
    // The position never enters the address.
    expect(new URL(page.url()).search).toBe('');
    await auditCurrentPage(page, 'guider-list-nearest', AUDIT);
  });

  it('opens a notice from the notice list, with the list as its middle crumb', async () => {
    const notices = await api<Paged<{ id: number; title: string }>>('/api_/ow/socialSport/list', { kind: 'notice' });
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/socialSportGuider/socialSportNotice', 'guider-notices', AUDIT);
    await mainContent(page).getByRole('link', { name: notices.list[0]!.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/socialSportGuider/socialSportDetail');
    await page.getByRole('heading', { level: 1, name: notices.list[0]!.title }).waitFor();
    expect(await breadcrumbTexts(page)).toEqual(['首页', '社会体育指导员', '通知公告', '资讯详情']);
    await auditCurrentPage(page, 'guider-notice-detail', AUDIT);
    // The middle crumb leads back to the notices (not to the site's 通知公告 or 政策法规 pages).
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '通知公告' }).click();
    await page.waitForURL((url) => url.pathname === '/socialSportGuider/socialSportNotice');
  });

  it('shows the policy, association and training lists, with course dates and enrolment status', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/socialSportGuider/policy', 'guider-policy', AUDIT);
    await mainContent(page).getByRole('link', { name: '社会体育指导员管理办法', exact: true }).waitFor();
    await visitAndAudit(page, '/socialSportGuider/guiderAssociation', 'guider-association', AUDIT);
    await visitAndAudit(page, '/socialSportGuider/guiderTrain', 'guider-train', AUDIT);
    const courses = await api<Paged<{ id: number; title: string; course: { place: string } }>>(
      '/api_/ow/socialSport/list',
      { kind: 'train' },
    );
    await mainContent(page).getByText(`培训地点：${courses.list[0]!.course.place}`).waitFor();
    await mainContent(page).getByRole('link', { name: courses.list[0]!.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: courses.list[0]!.title }).waitFor();
    expect(await breadcrumbTexts(page)).toEqual(['首页', '社会体育指导员', '指导员培训', '资讯详情']);
    await mainContent(page).getByText('报名状态').waitFor();
    await auditCurrentPage(page, 'guider-course-detail', AUDIT);
  });
});

describe('organisation journeys', () => {
  it('goes from the menu through every category to a detail', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainMenu(page).getByRole('button', { name: '社会体育指导员' }).click();
    await mainMenu(page).getByRole('link', { name: '健身组织', exact: true }).click();
    // The menu's link lands on the first category; then every category the codes declare, in their order.
    await page.waitForURL((url) => url.pathname === ORGANIZATION_CATEGORY_PAGES[ORGANIZATION_CATEGORIES[0]].path);
    for (const category of ORGANIZATION_CATEGORIES) {
      const name = ORGANIZATION_CATEGORY_NAMES[category];
      const path = ORGANIZATION_CATEGORY_PAGES[category].path;
      await page.getByRole('navigation', { name: '健身组织类别' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const list = await api<Paged<{ id: number; name: string }>>('/api/data/fitnessOrganization/search', { category });
      expect(list.total).toBeGreaterThan(0);
      await mainContent(page).getByRole('link', { name: list.list[0]!.name, exact: true }).first().waitFor();
      await auditCurrentPage(page, `organization-${category}`, AUDIT);
    }
    // A fitness team's detail, with the team list as its middle crumb.
    const teams = await api<Paged<{ id: number; name: string }>>('/api/data/fitnessOrganization/search', {
      category: 5,
    });
    await mainContent(page).getByRole('link', { name: teams.list[0]!.name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/fitnessOrganization/fitnessOrganizationDetail');
    await page.getByRole('heading', { level: 1, name: teams.list[0]!.name }).waitFor();
    await mainContent(page).getByText('活动时间').first().waitFor();
    expect(await breadcrumbTexts(page)).toEqual(['首页', '健身组织', '健身团队', '组织详情']);
    await auditCurrentPage(page, 'organization-detail', AUDIT);
  });

  it('filters a category by kind, and shows a volunteer organisation with its records', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/fitnessOrganization/nationalSite?kind=402');
    const expected = await api<Paged<{ name: string }>>('/api/data/fitnessOrganization/search', {
      category: 4,
      kind: 402,
    });
    await mainContent(page)
      .getByText(`共 ${expected.total.toLocaleString('zh-CN')} 个符合条件`)
      .waitFor();
    const volunteers = await api<Paged<{ id: number; name: string }>>('/api/data/fitnessOrganization/search', {
      category: 2,
    });
    const from = encodeURIComponent('体育志愿者');
    await page.goto(`/fitnessOrganization/fitnessOrganizationDetail?id=${volunteers.list[0]!.id}&from=${from}`);
    await page.getByRole('heading', { level: 2, name: '服务记录' }).waitFor();
    await auditCurrentPage(page, 'organization-volunteer-detail', AUDIT);
  });
});
