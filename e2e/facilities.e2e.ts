/**
 * Browser journeys of the fitness facilities section (spec §2 /equipment/*, /gymFacility/facilityDetail/*,
 * /main/facilityLayout): from the tab menu (健身设施) to each of its lists and the section's other lists; a
 * national fitness path -> its detail -> a piece of equipment -> 我要报修 with a photo -> the 受理编号 ->
 * its look-up; an agency user sets the report's status and the visitor reads it; the layout map and
 * table and a province's breakdown; a type-6 point of the fitness map -> its popup (equipment condition)
 * -> 查看详情 -> the facility's page. Every new page is audited with axe at desktop width and at 375 px.
 */
import { FIX_REPORT_NO_PATTERN } from '@portal/contracts/facility.codes';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PASSWORD, apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { TINY_PNG } from '../test-support/upload-fixtures.js';
import { auditCurrentPage, auditPage, visitAndAudit } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { activeTabTitle, breadcrumbTexts, mainContent, mainMenu } from './harness/portal-page.js';
import type { FacilityListItem } from '@portal/contracts/facility';
import type { MapSearchData } from '@portal/contracts/fitness-map';

const portal = usePortal();
const AUDIT_NARROW = { narrowAudit: true };
const PHONE = '13712345678';
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const api = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiGet<T>(portal.server.baseUrl, token, path, query);

/** Waits for the page's h1 to read `name`. */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe('fitness facilities', () => {
  it('reaches the lists of the menu', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    for (const [item, title, shot] of [
      ['全部', '全部设施', 'index'],
      ['全民健身路径', '全民健身路径', 'NationalFitnessPath'],
      ['特色活动场地', '特色活动场地', 'SpecialActivitySite'],
      ['体育健身中心', '体育健身中心', 'SportsFitnessCenter'],
      ['体育公园', '体育公园', 'SportsPark'],
      ['健身场馆', '健身场馆', 'FitnessVenues'],
    ] as const) {
      const link = mainMenu(page).getByRole('link', { name: item, exact: true });
      // The dropdown may still be open after the previous choice.
      if (!(await link.isVisible())) await mainMenu(page).getByRole('button', { name: '健身设施' }).click();
      await link.click();
      await heading(page, title);
      await expect.poll(() => activeTabTitle(page)).toBe('健身设施');
      await expect.poll(() => breadcrumbTexts(page)).toEqual(['首页', '健身设施', title]);
      await page
        .getByRole('status')
        .filter({ hasText: /^共 [\d,]+ 处设施$/ })
        .waitFor();
      await auditCurrentPage(page, `facility-list-${shot}`, AUDIT_NARROW);
    }
  });

  it('reaches the other lists of the section from its navigation', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/equipment/index');
    const nav = page.getByRole('navigation', { name: '健身设施类别' });
    for (const [title, shot] of [
      ['体育场馆', 'Stadium'],
      ['健身步道', 'Fitnesspath'],
      ['登山步道', 'Fitnesstrail'],
      ['绿道', 'Greenway'],
      ['滑冰场', 'SkatingRink'],
      ['其他设施', 'Other'],
      ['传统健身器材', 'TraditionalEquipment'],
      ['运动场地', 'Field'],
      ['设施认证', 'Authentication'],
    ] as const) {
      await nav.getByRole('link', { name: title, exact: true }).click();
      await heading(page, title);
      await page
        .getByRole('status')
        .filter({ hasText: /^共 [\d,]+ / })
        .waitFor();
      await auditCurrentPage(page, `facility-list-${shot}`, AUDIT_NARROW);
    }
  });

  // Two browsers and eight audits: longer than the default 120 s on a shared machine.
  it('opens a path, a piece of its equipment, reports a fault with a photo, and follows the report', async () => {
    const page = await (await portal.newContext()).newPage();
    const paths = await api<Paged<FacilityListItem>>('/api_/ruoyi/equipment/list', {
      kind: 'fitness_path',
      pageSize: 10,
    });
    // A path with equipment whose name is unique on the first page (the seed may repeat a name in a county).
    const path = paths.list.find(
      (p) => p.equipmentCount > 0 && paths.list.filter((q) => q.name === p.name).length === 1,
    )!;
    expect(path, 'a path with equipment on the first page').toBeDefined();

    await page.goto('/equipment/NationalFitnessPath');
    await mainContent(page).getByRole('link', { name: path.name, exact: true }).click();
    await heading(page, path.name);
    await expect.poll(() => breadcrumbTexts(page)).toEqual(['首页', '健身设施', '全民健身路径', '全民健身路径详情']);
    await auditCurrentPage(page, 'facility-path-detail', AUDIT_NARROW);

    const equipment = page.getByRole('region', { name: `${path.name}的器材` });
    const pieceLink = equipment.getByRole('row').nth(1).getByRole('link').first();
    const pieceName = (await pieceLink.innerText()).trim();
    await pieceLink.click();
    await page.waitForURL((url) => url.pathname === '/equipment/NationalFitnessPathEquipmentDetail');
    await heading(page, pieceName);
    await page.getByText('使用年限至').waitFor();
    await auditCurrentPage(page, 'facility-equipment-detail', AUDIT_NARROW);

    await mainContent(page).getByRole('link', { name: '我要报修' }).click();
    await page.waitForURL((url) => url.pathname === '/gymFacility/facilityDetail/fixReport');
    await heading(page, '器材报修');
    await mainContent(page).getByRole('link', { name: pieceName, exact: true }).waitFor();
    await auditCurrentPage(page, 'facility-fix-report', AUDIT_NARROW);
    await page.getByRole('radio', { name: '损坏' }).locator('xpath=ancestor::label').click();
    await page.getByLabel('故障描述').fill('右侧踏板断裂，转轴松动，有孩子在玩，请尽快处理。');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByText('fault.png').waitFor();
    await page.getByLabel('联系电话（选填）').fill(PHONE);
    // The proof of work the feedback form uses (components/proof-of-work/altcha-field).
    // Ticked by keyboard as a visitor would (the widget's checkbox is styled over; feedback.e2e.ts does the same).
    await page.locator('altcha-widget input[type="checkbox"]').focus();
    await page.keyboard.press('Space');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (document.querySelector('altcha-widget') as unknown as { getState(): string }).getState(),
          ),
        { timeout: 30_000 },
      )
      .toBe('verified');
    await page.getByRole('button', { name: '提交报修' }).click();
    const receipt = page.locator('.facility-receipt');
    await receipt.waitFor();
    const reportNo = (await receipt.locator('.facility-receipt-number').innerText()).trim();
    expect(reportNo).toMatch(new RegExp(FIX_REPORT_NO_PATTERN));
    await auditCurrentPage(page, 'facility-fix-receipt');

    await page.getByLabel(/^联系电话后四位/).fill(PHONE.slice(-4));
    await page.getByRole('button', { name: '查询进度' }).click();
    await page.locator('.facility-track').getByText('已受理').waitFor();
    await auditPage(page, 'facility fix track');

    // The agency (agency_admin: every division) sets the status with a note.
    const agency = await (await portal.newContext()).newPage();
    await agency.goto('/login?redirect=%2FgymFacility%2FfacilityDetail%2FfixReport%2Finbox');
    await agency.getByLabel('用户名').fill('agency_admin');
    await agency.getByLabel('密码', { exact: true }).fill(AGENCY_PASSWORD);
    await agency.getByRole('button', { name: /^登\s?录$/ }).click();
    await agency.waitForURL((url) => url.pathname === '/gymFacility/facilityDetail/fixReport/inbox');
    await agency.getByRole('button', { name: `处理 ${reportNo}` }).waitFor();
    await auditCurrentPage(agency, 'facility-fix-inbox', AUDIT_NARROW);
    await agency.getByRole('button', { name: `处理 ${reportNo}` }).click();
    const drawer = agency.getByRole('dialog', { name: '处理器材报修' });
    await drawer.getByRole('radio', { name: '已修复' }).locator('xpath=ancestor::label').click();
    await drawer.getByLabel('处理说明').fill('已更换踏板并紧固转轴，可以正常使用。');
    await auditPage(agency, 'facility fix case drawer');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.getByText(/^已保存：已修复/).waitFor();

    await page.getByRole('button', { name: '查询进度' }).click();
    await page.locator('.facility-track').getByText('已修复').waitFor();
    await page.locator('.facility-track').getByText('已更换踏板并紧固转轴，可以正常使用。').waitFor();
  }, 240_000);

  it('shows the other detail pages, the fields, the layout and a province breakdown', async () => {
    const page = await (await portal.newContext()).newPage();
    for (const [kind, list, detailTitle] of [
      ['special_site', '/equipment/SpecialActivitySite', '特色活动场地详情'],
      ['fitness_center', '/equipment/SportsFitnessCenter', '体育健身中心详情'],
      ['sports_park', '/equipment/SportsPark', '体育公园详情'],
      ['fitness_trail', '/equipment/Fitnesspath', '场地详情'],
    ] as const) {
      const first = (await api<Paged<FacilityListItem>>('/api_/ruoyi/equipment/list', { kind, pageSize: 1 })).list[0]!;
      await page.goto(list);
      await mainContent(page).getByRole('link', { name: first.name, exact: true }).first().click();
      await heading(page, first.name);
      await expect.poll(async () => (await breadcrumbTexts(page)).at(-1)).toBe(detailTitle);
      await auditCurrentPage(page, `facility-detail-${kind}`, AUDIT_NARROW);
    }
    await page.goto('/equipment/Field');
    const field = page.getByRole('region', { name: '场地列表' }).getByRole('row').nth(1).getByRole('link').first();
    const fieldName = (await field.innerText()).trim();
    await field.click();
    await heading(page, fieldName);
    await auditCurrentPage(page, 'facility-field-detail', AUDIT_NARROW);

    await page.goto('/');
    await page.getByRole('region', { name: '栏目导航' }).getByRole('link', { name: '健身设施' }).click();
    await heading(page, '全部设施');
    await mainContent(page)
      .getByRole('link', { name: /^全民健身设施布局/ })
      .click();
    await heading(page, '全民健身设施布局');
    await expect.poll(() => page.locator('.portal-echart svg path').count()).toBeGreaterThan(30);
    await expect.poll(() => page.locator('.facility-table tbody tr').count()).toBeGreaterThanOrEqual(31);
    await auditCurrentPage(page, 'facility-layout', AUDIT_NARROW);
    await mainContent(page).getByRole('link', { name: '浙江省', exact: true }).click();
    await heading(page, '浙江省全民健身设施布局');
    await expect.poll(() => page.locator('.facility-table tbody tr').count()).toBeGreaterThanOrEqual(11);
    await auditCurrentPage(page, 'facility-layout-detail', AUDIT_NARROW);
    await mainContent(page)
      .getByRole('link', { name: /全民健身路径$/ })
      .first()
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/equipment/NationalFitnessPath' && url.searchParams.get('areaCode') === '330000',
    );
  });

  it('opens a facility of the fitness map from its popup', async () => {
    const page = await (await portal.newContext()).newPage();
    const first = (
      await api<Paged<FacilityListItem>>('/api_/ruoyi/equipment/list', { kind: 'sports_park', pageSize: 1 })
    ).list[0]!;
    const found = await api<MapSearchData>('/api/data/fitnessMap/search', { keyword: first.name, types: '6' });
    const point = found.list.find((p) => p.id === first.id)!;
    expect(point.detailPath).toBe(`/equipment/SportsParkDetail?id=${first.id}`);
    await page.goto(`/fitnessMap?lng=${point.lng}&lat=${point.lat}`);
    await page.getByRole('textbox', { name: '名称或地址' }).fill(first.name);
    await page.locator('.fm-finder').getByRole('button', { name: '搜索', exact: true }).click();
    await page.locator('.fm-result').filter({ hasText: first.name }).first().click();
    const popup = page.locator('.fm-popup');
    await expect.poll(() => popup.locator('.fm-popup-title').innerText()).toBe(first.name);
    await popup.getByText(/^器材状况：/).waitFor();
    await popup.getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL((url) => url.pathname === '/equipment/SportsParkDetail');
    await heading(page, first.name);
  });

  it('asks for a login on the repair inbox and answers unknown records with the not-found state', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(
      page,
      '/gymFacility/facilityDetail/fixReport/inbox',
      'facility-fix-inbox-anonymous',
      AUDIT_NARROW,
    );
    await page.getByText('器材报修处理仅向单位用户开放，请先登录。').waitFor();
    await visitAndAudit(page, '/equipment/SportsParkDetail?id=2147483647', 'facility-detail-missing', AUDIT_NARROW);
    await heading(page, '未找到该设施');
    await visitAndAudit(
      page,
      '/gymFacility/facilityDetail/facilitySmallDetail?id=1',
      'facility-venue-fields',
      AUDIT_NARROW,
    );
  });
});
