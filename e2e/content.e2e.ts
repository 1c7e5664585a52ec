/**
 * Browser journeys (DESIGN.md "Tests and benchmarks"): the home page shows seeded news; a news detail opens from its
 * list; the breadcrumb and the active tab survive a reload (spec §2 "Breadcrumb", "Top tab menu"). Every page visited
 * is audited with axe and checked at 375 px (harness/audit.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCurrentPage, visitAndAudit } from './harness/audit.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import {
  activeTabTitle,
  breadcrumbTexts,
  firstParagraphText,
  mainContent,
  storedMenuIndex,
} from './harness/portal-page.js';
import type { ArticleDetail, ArticleListItem } from '@portal/contracts/content';

const portal = usePortal();
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const newsPage = (pageSize: number) =>
  apiGet<Paged<ArticleListItem>>(portal.server.baseUrl, token, '/api_/ow/news/list', { pageNum: 1, pageSize });

describe('content journeys', () => {
  it('home shows the latest seeded news', async () => {
    const latest = (await newsPage(5)).list;
    expect(latest.length).toBeGreaterThan(0);
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainContent(page).getByText(latest[0]!.title, { exact: true }).first().waitFor();
    await auditCurrentPage(page, 'home', { narrowAudit: true });
  });

  it('opens a news detail from the news list', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/news', 'news-list');
    const expected = (await newsPage(10)).list[0]!;
    const firstTitle = mainContent(page).getByRole('link', { name: expected.title, exact: true }).first();
    await firstTitle.click();
    await page.waitForURL(
      (url) => url.pathname === '/news/newsdetail' && url.searchParams.get('id') === String(expected.id),
    );

    const detail = await apiGet<ArticleDetail>(portal.server.baseUrl, token, '/api_/ow/news/detail', {
      id: expected.id,
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(expected.title);
    const paragraph = await firstParagraphText(page, detail.contentHtml);
    expect(paragraph, 'the seeded article has a body paragraph').not.toBe('');
    await mainContent(page).getByText(paragraph.slice(0, 20)).first().waitFor();
    await auditCurrentPage(page, 'news-detail');
  });

  it('keeps the breadcrumb and the active tab across a reload', async () => {
    const expected = (await newsPage(3)).list[1]!;
    const page = await (await portal.newContext()).newPage();
    await page.goto(`/news/newsdetail?id=${expected.id}`);
    await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();

    const checkState = async (): Promise<void> => {
      await expect.poll(() => breadcrumbTexts(page)).toEqual(['首页', '新闻资讯', '新闻详情']);
      await expect.poll(() => activeTabTitle(page)).toBe('新闻资讯');
      // 新闻资讯 is the second tab (spec §2 "Top tab menu"): index 1.
      await expect.poll(() => storedMenuIndex(page)).toBe('1');
    };
    await checkState();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();
    await checkState();
    await auditCurrentPage(page, 'news-detail-after-reload');
  });
});
