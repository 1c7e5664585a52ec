/**
 * Science fitness guidance journeys (科学健身指导, issue "Science fitness guidance"): the menu leads to the
 * lectures and a lecture's detail with its breadcrumb (middle crumb from `from`); an encyclopedia search
 * with a 2-character keyword; a teaching video plays; the nearest monitoring station from the browser's
 * position; 综合评定 filled in by keyboard alone, then the grade read. Every new page is audited with axe at
 * desktop and 375 px (harness/audit.ts), and the home tile reaches the section.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCurrentPage, visitAndAudit } from './harness/audit.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { breadcrumbTexts, mainContent, mainMenu } from './harness/portal-page.js';
import type { ScienceGuideListItem } from '@portal/contracts/science-guide';

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const guides = (params: Record<string, string | number>) =>
  apiGet<Paged<ScienceGuideListItem>>(portal.server.baseUrl, token, '/api_/ow/information/guidance/list', params);

describe('science fitness guidance journeys', () => {
  it('menu -> lectures -> a lecture with the breadcrumb 首页 / 科学健身指导 / 健身讲座与百科 / 指导详情', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainMenu(page).getByRole('button', { name: '科学健身指导' }).click();
    await mainMenu(page).getByRole('link', { name: '健身讲座与百科' }).click();
    await page.waitForURL((url) => url.pathname === '/scienceFitnessGuide/fitnessTalk');
    await auditCurrentPage(page, 'science-guide-talks');

    const first = (await guides({ kind: 'talk', pageSize: 10 })).list[0]!;
    await mainContent(page).getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/scienceFitnessGuide/SFGDetail');
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await expect.poll(() => breadcrumbTexts(page)).toEqual(['首页', '科学健身指导', '健身讲座与百科', '指导详情']);
    await auditCurrentPage(page, 'science-guide-detail');
  });

  it('searches the encyclopedia with a 2-character keyword', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/scienceFitnessGuide/fitnessKnowledge', 'science-guide-knowledge');
    const expected = await guides({ kind: 'knowledge', keyword: '热身', pageSize: 10 });
    expect(expected.total).toBeGreaterThan(0);
    // In the page's own search, not the header's site search (站内搜索).
    await mainContent(page).getByRole('searchbox').fill('热身');
    await mainContent(page).getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '热身');
    await expect.poll(() => mainContent(page).locator('.list-total').innerText()).toContain(`共 ${expected.total} 条`);
    await mainContent(page).getByRole('link', { name: expected.list[0]!.title, exact: true }).waitFor();
  });

  it('plays a teaching video', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/scienceFitnessGuide/fitnessTeach', 'science-guide-teach');
    const first = (await guides({ kind: 'teach', pageSize: 10 })).list[0]!;
    await mainContent(page).getByRole('link', { name: first.title, exact: true }).click();
    const video = page.locator('video');
    await video.waitFor();
    await auditCurrentPage(page, 'science-guide-video');
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
  });

  it('finds the nearest monitoring station', async () => {
    const context = await portal.newContext();
    await context.grantPermissions(['geolocation']);
    // West Lake, Hangzhou.
    await context.setGeolocation({ longitude: 120.15, latitude: 30.26 });
    const page = await context.newPage();
    await visitAndAudit(page, '/scienceFitnessGuide/bodyCheck/checkSite', 'science-guide-stations');
    await page.getByRole('button', { name: '查找离我最近的站点' }).click();
    await expect.poll(() => mainContent(page).locator('.list-total').innerText()).toContain('按距离由近到远排列');
    const firstCard = mainContent(page).locator('.guide-card').first();
    await expect.poll(() => firstCard.innerText()).toMatch(/浙江|杭州/);
    const distance = Number(/距您约 ([\d.]+) 公里/.exec(await firstCard.innerText())?.[1]);
    expect(distance).toBeLessThan(20);
  });

  it('fills in 综合评定 by keyboard alone and reads the grade', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/exerciseStandard/synthesizeAssess', 'science-guide-assess');
    // From the page's h1, Tab reaches the section nav's 8 links, then the form's first field (age).
    await page.getByRole('heading', { level: 1 }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
    });
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-age$/);
    // 27-year-old man, every item at the 4-point bound of the 2003 tables' 25-29 row, normal weight.
    const values = ['27', '', '175.4', '70', '3970', '58.4', '50.5', '25', '36.9', '13.5', '0.44', '36'];
    for (const value of values) {
      if (value) await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const grade = page.locator('.guide-grade');
    await expect.poll(() => grade.innerText()).toContain('一级（优秀）');
    expect(await grade.innerText()).toContain('37 / 45');
    await auditCurrentPage(page, 'science-guide-assess-result');
  });

  it('audits the other pages and reaches the section from the home tile', async () => {
    const page = await (await portal.newContext()).newPage();
    for (const [path, name] of [
      ['/scienceFitnessGuide/fitnessNutrition', 'science-guide-nutrition'],
      ['/scienceFitnessGuide/fitnessPlan', 'science-guide-plans'],
      ['/scienceFitnessGuide/bodyCheck', 'science-guide-body-check'],
      ['/scienceFitnessGuide/bodyCheck/checkEvent', 'science-guide-check-items'],
      ['/exerciseStandard/exerciseEvent', 'science-guide-exercise-items'],
      ['/exerciseStandard/exerciseEvent/exerciseDetail?id=1', 'science-guide-height-weight'],
      ['/exerciseStandard/exerciseEvent/exerciseDetail?id=9', 'science-guide-reaction'],
    ] as const) {
      await visitAndAudit(page, path, name);
    }
    await page.goto('/');
    await mainContent(page).getByRole('link', { name: '科学健身指导' }).click();
    await page.getByRole('heading', { level: 1, name: '健身讲座与百科' }).waitFor();
  });
});
