/**
 * Browser journeys (DESIGN.md "Tests and benchmarks"): the remaining built pages, each audited with axe and checked at
 * 375 px (notices, policies and a regulation detail, guidance detail, fitness cases, login, blank,
 * an unknown address showing the 404 page), and keyboard use of the main layout (skip link first,
 * then the tab menu; Enter on a tab navigates).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCurrentPage, saveScreenshot, visitAndAudit } from './harness/audit.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { mainContent, mainMenu } from './harness/portal-page.js';

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

/** The first item of a seeded list endpoint (fails when the seed left it empty). */
async function firstOf<T>(path: string): Promise<T> {
  const page = await apiGet<Paged<T>>(portal.server.baseUrl, token, path, { pageNum: 1, pageSize: 10 });
  expect(page.list.length, `${path} has seeded items`).toBeGreaterThan(0);
  return page.list[0]!;
}

/** Clicks the link named `title` in the page content and waits for `pathname` and the detail's h1. */
async function openFromList(page: Page, title: string, pathname: string): Promise<void> {
  await mainContent(page).getByRole('link', { name: title, exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === pathname);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
}

/** Describes the focused element: tag, text and whether it lies in the main menu. */
function focused(page: Page): Promise<{ text: string; inMainMenu: boolean; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.innerText ?? '').trim(),
      inMainMenu: Boolean(element?.closest('nav[aria-label="主导航"]')),
    };
  });
}

describe('every built page passes the audit', () => {
  it('notices: list and a notice detail', async () => {
    const notice = await firstOf<{ title: string }>('/api_/ow/notice/list');
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/main/notice', 'notice-list');
    await openFromList(page, notice.title, '/main/notice/detail');
    await auditCurrentPage(page, 'notice-detail');
  });

  it('policies: list and a regulation detail', async () => {
    const regulation = await firstOf<{ title: string }>('/api_/ow/regulation/list');
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/policyRule', 'policy-list');
    await openFromList(page, regulation.title, '/policyRule/ruleDetail');
    await auditCurrentPage(page, 'policy-detail');
  });

  it('guidance detail of the first guidance entry', async () => {
    const guidance = await firstOf<{ id: number; name: string }>('/api_/ow/guidance/list');
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, `/guidance/guidanceDetail?id=${guidance.id}`, 'guidance-detail');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(guidance.name);
  });

  it('fitness cases', async () => {
    const fitnessCase = await firstOf<{ name: string }>('/api_/ruoyi/case/list');
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/fitnessCase', 'fitness-case');
    await mainContent(page).getByText(fitnessCase.name, { exact: true }).first().waitFor();
  });

  it('login, blank and an unknown address (404 page)', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/login', 'login-anonymous');
    await visitAndAudit(page, '/blank', 'blank');
    await visitAndAudit(page, '/no-such-section/page', 'not-found');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('页面不存在');
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, then the tab menu; Enter on a tab navigates', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainMenu(page).getByRole('link', { name: '新闻资讯', exact: true }).waitFor();
    await page.locator('h1').waitFor({ state: 'attached' });

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: '跳到主要内容', inMainMenu: false });
    await saveScreenshot(page, 'home-skip-link-focused');

    // Keep tabbing through the header until focus enters the tab menu (bounded: the header has < 40 stops).
    let stops = 0;
    while (!(await focused(page)).inMainMenu && stops < 40) {
      await page.keyboard.press('Tab');
      stops += 1;
    }
    expect((await focused(page)).inMainMenu, 'the tab menu is reachable with Tab').toBe(true);
    while ((await focused(page)).text !== '新闻资讯' && stops < 60) {
      await page.keyboard.press('Tab');
      stops += 1;
    }
    expect(await focused(page)).toMatchObject({ text: '新闻资讯', inMainMenu: true });

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/news');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('新闻资讯');
  });
});
