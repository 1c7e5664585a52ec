/**
 * Browser journeys of the construction projects (spec §2 /main/vBuild/*) and the all-news page (/vNewsAll):
 * from the tab menu (健身设施 › 建设项目) and the home page to each kind's list, its province summary (chart
 * and table), a project in use, and the venue it became; /vNewsAll's kind, year and keyword filters and an
 * item's own detail page. Every new page is audited with axe at desktop width and at 375 px
 * (harness/audit.ts).
 */
import { BUILD_KIND_NAMES, BUILD_KINDS } from '@portal/contracts/build-project.codes';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { auditCurrentPage, visitAndAudit } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { activeTabTitle, breadcrumbTexts, mainContent, mainMenu } from './harness/portal-page.js';
import type { BuildDetail, BuildListItem } from '@portal/contracts/build-project';
import type { NewsAllItem } from '@portal/contracts/news-all';

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const api = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiGet<T>(portal.server.baseUrl, token, path, query);
const AUDIT_NARROW = { narrowAudit: true };

/** Clicks the button of an antd radio group named `name` (its input is visually hidden inside the label). */
async function chooseRadio(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name }).locator('xpath=ancestor::label').click();
}

describe('construction projects', () => {
  it('reaches every kind from the menu, shows the province summary, and follows a project in use to its venue', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainMenu(page).getByRole('button', { name: '健身设施' }).click();
    await mainMenu(page).getByRole('link', { name: '建设项目' }).click();
    await page.waitForURL((url) => url.pathname === '/main/vBuild/venueEquipment');
    await expect.poll(() => activeTabTitle(page)).toBe('健身设施');

    for (const kind of BUILD_KINDS) {
      const title = `${BUILD_KIND_NAMES[kind]}项目`;
      await page
        .getByRole('navigation', { name: '建设项目类别' })
        .getByRole('link', { name: BUILD_KIND_NAMES[kind] })
        .click();
      await page.waitForURL((url) => url.pathname === `/main/vBuild/${kind}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => breadcrumbTexts(page)).toEqual(['首页', '建设项目', title]);
      // The summary: the chart draws and the same figures are in the table, one row per province.
      const chart = page.getByRole('img', { name: new RegExp(`^各省份${title}数量条形图`) });
      await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(0);
      await page.getByText('查看图表数据（表格）').click();
      await expect.poll(() => page.locator('.build-data-table tbody tr').count()).toBeGreaterThanOrEqual(31);
      await auditCurrentPage(page, `build-${kind}`, AUDIT_NARROW);

      // Status 投入使用, then a linked project found by its name in the keyword box.
      await chooseRadio(page, '投入使用');
      await page.waitForURL((url) => url.searchParams.get('status') === 'inUse');
      const inUse = await api<Paged<BuildListItem>>(`/api/data/build/${kind}/info/search`, {
        status: 'inUse',
        pageSize: 100,
      });
      const linked = inUse.list.find((p) => p.hasVenue);
      expect(linked, `a ${kind} project in use that became a venue`).toBeDefined();
      await page.getByLabel('关键词').fill(linked!.name);
      await page.getByLabel('关键词').press('Enter');
      await mainContent(page).getByRole('link', { name: linked!.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/main/vBuild/${kind}/detail`);
      await page.getByRole('heading', { level: 1, name: linked!.name }).waitFor();
      await page.getByRole('heading', { level: 2, name: '建设进度' }).waitFor();
      expect(await page.locator('.build-timeline img').count()).toBeGreaterThan(0);
      await auditCurrentPage(page, `build-${kind}-detail`, AUDIT_NARROW);

      const detail = await api<BuildDetail>(`/api/data/build/${kind}/info/${linked!.id}`);
      await mainContent(page).getByRole('link', { name: detail.venue!.name, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('organId') === String(detail.venue!.organId));
      await page.getByRole('heading', { level: 1, name: detail.venue!.name }).waitFor();
      await page.goBack();
      await page.getByRole('link', { name: `返回${title}列表` }).click();
      await page.waitForURL((url) => url.pathname === `/main/vBuild/${kind}` && url.search === '');
    }
  });

  it('reaches the projects from the home page and answers an unknown project with the not-found state', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('region', { name: '栏目导航' }).getByRole('link', { name: '建设项目' }).click();
    await page.getByRole('heading', { level: 1, name: '场地设施项目' }).waitFor();
    await visitAndAudit(page, '/main/vBuild/ice/detail?id=99999999', 'build-detail-missing', AUDIT_NARROW);
    await page.getByRole('heading', { level: 1, name: '项目不存在' }).waitFor();
  });
});

describe('/vNewsAll', () => {
  it('filters by kind, year and keyword, and opens each item on its own detail page', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('region', { name: '栏目导航' }).getByRole('link', { name: '全部资讯' }).click();
    await page.getByRole('heading', { level: 1, name: '全部资讯' }).waitFor();
    const all = await api<Paged<NewsAllItem>>('/api_/ow/information/all/list');
    await page
      .getByRole('status')
      .filter({ hasText: `共 ${all.total} 条` })
      .waitFor();
    await auditCurrentPage(page, 'news-all', AUDIT_NARROW);

    // Kind: only notices, the newest first.
    await chooseRadio(page, '通知公告');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'notice');
    const notices = await api<Paged<NewsAllItem>>('/api_/ow/information/all/list', { kind: 'notice' });
    await page
      .getByRole('status')
      .filter({ hasText: `共 ${notices.total} 条` })
      .waitFor();
    await mainContent(page).getByRole('link', { name: notices.list[0]!.title, exact: true }).waitFor();

    // Year, then a keyword from the first item's title.
    const year = Number(notices.list[0]!.publishTime.slice(0, 4));
    await page.getByLabel('发布年份').click();
    await page.locator(`.ant-select-item-option[title="${year}年"]`).click();
    await page.waitForURL((url) => url.searchParams.get('year') === String(year));
    const keyword = [...notices.list[0]!.title].slice(0, 4).join('');
    await page.getByLabel('关键词').fill(keyword);
    await page.getByLabel('关键词').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    const filtered = await api<Paged<NewsAllItem>>('/api_/ow/information/all/list', { kind: 'notice', year, keyword });
    expect(filtered.total).toBeGreaterThan(0);
    await page
      .getByRole('status')
      .filter({ hasText: `共 ${filtered.total} 条符合条件的内容` })
      .waitFor();
    await auditCurrentPage(page, 'news-all-filtered', AUDIT_NARROW);

    await mainContent(page).getByRole('link', { name: filtered.list[0]!.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/main/notice/detail');
    await page.getByRole('heading', { level: 1, name: filtered.list[0]!.title }).waitFor();

    // A policy opens on the policy page.
    await page.goto('/vNewsAll?kind=regulation');
    const policies = await api<Paged<NewsAllItem>>('/api_/ow/information/all/list', { kind: 'regulation' });
    await mainContent(page).getByRole('link', { name: policies.list[0]!.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/policyRule/ruleDetail');
    await page.getByRole('heading', { level: 1, name: policies.list[0]!.title }).waitFor();
  });
});
