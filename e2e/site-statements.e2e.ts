/**
 * Browser journey "statements, marks and honest content" (docs/decisions/public-experience.md §4, §5; docs/decisions/public-experience.md):
 * - the footer links 网站声明, 隐私政策 and 无障碍声明; each opens a page of real text, passing axe at desktop
 *   and 375 px; the privacy policy answers PIPL 第十七条 (what, why, how long, who sees it, copy and deletion);
 *   the accessibility statement names GB/T 37668 and WCAG 2.2 AA and how to report a barrier;
 * - the feedback and repair forms link to the privacy policy;
 * - a standalone page (/passengerflow) shows the 主办单位 line in its own footer;
 * - the map's attribution is Chinese only;
 * - /passengerflow is linked from the home page and from a venue detail (that venue's flow), and the venue
 *   detail says which timetable today opens by, never "今天是休息日".
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { visitAndAudit } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { mainContent } from './harness/portal-page.js';

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const footer = (page: Page) => page.getByRole('contentinfo');

describe('the statements', () => {
  it('are linked from the footer and read as real statements', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/news');
    const checks: Array<[string, string, RegExp[]]> = [
      ['网站声明', '/siteStatement', [/版权说明/, /开源软件和数据/, /Leaflet/]],
      ['隐私政策', '/privacyPolicy', [/个人信息保护法》第十七条/, /保存三年/, /复制/, /删除/, /工作人员/]],
      ['无障碍声明', '/accessibilityStatement', [/GB\/T 37668-2019/, /WCAG 2\.2 AA/, /我为政府网站找错/]],
    ];
    for (const [name, path, texts] of checks) {
      const link = footer(page).getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href'), name).toBe(path);
      await visitAndAudit(page, path, `statement-${path.slice(1)}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
      const text = await mainContent(page).innerText();
      for (const pattern of texts) expect(text, `${name} ${pattern}`).toMatch(pattern);
    }
  });

  it('are linked from the feedback and the repair forms', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/main/feedback');
    await expect
      .poll(() =>
        mainContent(page)
          .getByRole('link', { name: /隐私政策/ })
          .first()
          .getAttribute('href'),
      )
      .toBe('/privacyPolicy');
    await page.goto('/gymFacility/facilityDetail/fixReport?id=1');
    await expect
      .poll(() =>
        mainContent(page)
          .getByRole('link', { name: /隐私政策/ })
          .first()
          .getAttribute('href'),
      )
      .toBe('/privacyPolicy');
  });
});

describe('a standalone page', () => {
  it('names the site`s sponsor in its own footer', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/passengerflow');
    await expect.poll(() => footer(page).innerText()).toContain('主办单位：国家体育总局体育信息中心');
    expect(await footer(page).getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/privacyPolicy');
  });
});

describe('the map', () => {
  it('credits its sources in Chinese only', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/fitnessMap');
    const attribution = page.locator('.leaflet-control-attribution');
    await attribution.waitFor();
    await expect.poll(() => attribution.innerText()).toContain('示意底图');
    expect(await attribution.innerText()).not.toMatch(/[A-Za-z]/);
  });
});

describe('passenger flow and today`s timetable', () => {
  it('are on the home page and on a venue detail', async () => {
    const venues = await apiGet<Paged<{ organId: number; isLarge: boolean }>>(
      portal.server.baseUrl,
      token,
      '/api/data/venue/search',
      { pageNum: 1, pageSize: 1, organType: 2 },
    );
    const venue = venues.list[0]!;
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    const entries = page.getByRole('region', { name: '栏目导航' });
    expect(await entries.getByRole('link', { name: '场馆客流' }).getAttribute('href')).toBe('/passengerflow');
    await page.goto(`/openFacility/${venue.isLarge ? 'bigDetail' : 'smallDetail'}?organId=${venue.organId}`);
    const flow = mainContent(page).getByRole('link', { name: '场馆客流' });
    await flow.waitFor();
    expect(await flow.getAttribute('href')).toBe(`/passengerflow?organId=${venue.organId}`);
    const text = await mainContent(page).innerText();
    expect(text).not.toContain('今天是休息日');
    expect(text).toMatch(/今天按.+时间开放|今天是全民健身日/);
  });
});
