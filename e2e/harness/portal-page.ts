/**
 * Where things are on the portal's pages, for the journeys: the landmarks and controls of the main
 * layout (apps/web/src/layouts) found by role and accessible name, as a person or a screen reader
 * finds them. One place to change when the layout's markup changes.
 */
import type { Locator, Page } from 'playwright-core';

/** The header (banner landmark). */
export const header = (page: Page): Locator => page.getByRole('banner');
/** The top tab menu (nav 主导航). */
export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: '主导航' });
/** The breadcrumb (nav 当前位置). */
export const breadcrumb = (page: Page): Locator => page.getByRole('navigation', { name: '当前位置' });
/** The five filling-system entries (nav 填报系统). */
export const fillingSystems = (page: Page): Locator => page.getByRole('navigation', { name: '填报系统' });
/** The page content (main landmark). */
export const mainContent = (page: Page): Locator => page.getByRole('main');

/** Texts of the breadcrumb's levels, in order, e.g. ['首页', '新闻资讯', '新闻详情']. */
export async function breadcrumbTexts(page: Page): Promise<string[]> {
  const texts = await breadcrumb(page).getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.trim());
}

/** Title of the highlighted top-level tab (the menu marks its item data-active="true"), or '' when none is. */
export async function activeTabTitle(page: Page): Promise<string> {
  const active = mainMenu(page).locator('li[data-active="true"] > .tab-menu__tab');
  if ((await active.count()) === 0) return '';
  return (await active.first().innerText()).trim();
}

/** The stored active tab index (sessionStorage 'activeMenuIndex', spec §2), or null. */
export async function storedMenuIndex(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem('activeMenuIndex'));
}

/** Text of the first paragraph of an HTML fragment, parsed by the browser (no HTML parsing here). */
export async function firstParagraphText(page: Page, html: string): Promise<string> {
  return page.evaluate((fragment) => {
    const parsed = new DOMParser().parseFromString(fragment, 'text/html');
    const paragraphs = Array.from(parsed.querySelectorAll('p'));
    const text = paragraphs.map((p) => (p.textContent ?? '').trim()).find((value) => value.length >= 8);
    return text ?? '';
  }, html);
}
