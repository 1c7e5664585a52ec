/**
 * Browser journeys of 意见反馈 (spec §2 /main/feedback, §7 "Feedback"; docs/decisions/feedback.md "Feedback"):
 * - from the home page's entry, a visitor fills and submits the form by keyboard alone (the altcha check
 *   is solved in this Chromium by the widget's own workers), gets a 受理编号, looks it up with the phone's
 *   last four digits; an agency user logs in, opens the case in the inbox and replies; the visitor looks
 *   up again and reads the reply;
 * - 我要反馈 on a venue detail page opens the form's venue variant with that venue;
 * - every page visited is audited with axe at desktop and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage, auditPage, visitAndAudit } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { header, mainContent } from './harness/portal-page.js';
import { AGENCY_PASSWORD, apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';

const portal = usePortal();
const PHONE = '13712345678';

/** What the keyboard is to reach next. */
type Target =
  | { kind: 'radio' }
  | { kind: 'field'; label: string }
  | { kind: 'checkbox'; inAltcha: boolean }
  | { kind: 'button'; text: string };

/** True when the focused element (inside a shadow root too) is `target`; runs in the page. */
function isFocused(target: Target): boolean {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!(el instanceof HTMLElement)) return false;
  switch (target.kind) {
    case 'radio':
      return el instanceof HTMLInputElement && el.type === 'radio';
    case 'field':
      return !!el.id && !!document.querySelector(`label[for="${el.id}"]`)?.textContent?.includes(target.label);
    case 'checkbox':
      return (
        el instanceof HTMLInputElement && el.type === 'checkbox' && !!el.closest('altcha-widget') === target.inAltcha
      );
    case 'button':
      return el instanceof HTMLButtonElement && (el.textContent ?? '').replace(/\s/g, '').includes(target.text);
  }
}

/** Presses Tab (at most `max` times) until `target` has the focus; fails otherwise. */
async function tabTo(page: Page, target: Target, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isFocused, target)) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

describe('feedback journeys', () => {
  it('submits by keyboard alone, looks the number up, an agency replies, the visitor reads the reply', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await mainContent(page).getByRole('link', { name: '意见反馈' }).click();
    await page.waitForURL((url) => url.pathname === '/main/feedback');
    await page.locator('altcha-widget').waitFor({ state: 'attached' });
    await auditCurrentPage(page, 'feedback-form', { narrowAudit: true });

    // Keyboard only from the top of the page: type, title, content, name, phone, check, consent, submit.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, { kind: 'radio' }, 80);
    await page.keyboard.press('ArrowRight'); // 咨询 -> 建议
    await tabTo(page, { kind: 'field', label: '标题' });
    await page.keyboard.type('建议增加夜间照明');
    await tabTo(page, { kind: 'field', label: '反馈内容' });
    await page.keyboard.type('球场东侧晚上太暗，建议增加两盏照明灯。');
    await tabTo(page, { kind: 'field', label: '姓名' });
    await page.keyboard.type('钱先生');
    await tabTo(page, { kind: 'field', label: '联系电话' });
    await page.keyboard.type(PHONE);
    await tabTo(page, { kind: 'checkbox', inAltcha: true });
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
    await tabTo(page, { kind: 'checkbox', inAltcha: false });
    await page.keyboard.press('Space');
    await tabTo(page, { kind: 'button', text: '提交反馈' });
    await page.keyboard.press('Enter');

    const receipt = page.getByRole('status').filter({ hasText: '受理编号' });
    await receipt.waitFor();
    const acceptNo = (await receipt.locator('strong').textContent())!.trim();
    expect(acceptNo).toMatch(/^FK\d{8}[2-9A-HJKMNP-TV-Z]{10}$/);
    await auditPage(page, 'feedback receipt');

    // Look-up: the number is filled in; the tail and Enter.
    await expect.poll(() => page.getByLabel('受理编号').inputValue()).toBe(acceptNo);
    await page.getByLabel('联系电话后四位').focus();
    await page.keyboard.type(PHONE.slice(-4));
    await page.keyboard.press('Enter');
    const track = page.getByRole('region', { name: `受理编号 ${acceptNo} 的办理情况` });
    await track.getByText('当前状态：已受理').waitFor();
    await expect.poll(() => track.textContent()).not.toContain('钱先生');
    expect(await track.textContent()).toContain('137****5678');
    await auditPage(page, 'feedback track result');

    // The agency: login, inbox, open the case, reply.
    const agency = await (await portal.newContext()).newPage();
    await agency.goto('/login?redirect=%2Fmain%2Ffeedback%2Finbox');
    await agency.getByLabel('用户名').fill('agency_admin');
    await agency.getByLabel('密码', { exact: true }).fill(AGENCY_PASSWORD);
    await agency.getByRole('button', { name: /^登\s?录$/ }).click();
    await agency.waitForURL((url) => url.pathname === '/main/feedback/inbox');
    await header(agency).getByText('agency_admin', { exact: true }).waitFor();
    await agency.getByRole('button', { name: `处理 ${acceptNo}` }).waitFor();
    await auditCurrentPage(agency, 'feedback-inbox', { narrowAudit: true });
    await agency.getByRole('button', { name: `处理 ${acceptNo}` }).click();
    const drawer = agency.getByRole('dialog', { name: '处理意见反馈' });
    await drawer.getByText('钱先生（137****5678）').waitFor();
    await drawer.getByText('当前状态：处理中').waitFor();
    await auditPage(agency, 'feedback case drawer');
    await drawer.getByLabel('答复内容').fill('已安排在东侧增设两盏照明灯，本月底前完成。');
    await drawer.getByRole('button', { name: '提交答复' }).click();
    await drawer.getByText('答复已保存，反馈人可凭受理编号查看。').waitFor();
    await drawer.getByText('当前状态：已答复').waitFor();

    // The visitor looks up again, by keyboard as before, and reads the reply.
    await page.getByLabel('联系电话后四位').focus();
    await page.keyboard.press('Enter');
    await track.getByText('当前状态：已答复').waitFor();
    await track.getByText('已安排在东侧增设两盏照明灯，本月底前完成。').waitFor();
    await track.getByText('答复单位：国家体育总局体育信息中心').waitFor();
  });

  it('opens the venue form from 我要反馈 on a venue detail page', async () => {
    const token = await publicLogin(portal.server.baseUrl);
    const venues = await apiGet<Paged<{ organId: number; name: string; isLarge: boolean }>>(
      portal.server.baseUrl,
      token,
      '/api/data/v2/venue/search',
      { organType: 2, pageSize: 1 },
    );
    const venue = venues.list[0]!;
    const page = await (await portal.newContext()).newPage();
    await page.goto(`/openFacility/${venue.isLarge ? 'bigDetail' : 'smallDetail'}?organId=${venue.organId}`);
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    await page.getByRole('link', { name: '我要反馈' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/main/feedback' && url.searchParams.get('organId') === String(venue.organId),
    );
    await page.getByText('反馈场馆').waitFor();
    await mainContent(page).getByText(venue.name, { exact: true }).waitFor();
    await auditCurrentPage(page, 'feedback-venue-form', { narrowAudit: true });
  });

  it('asks for a login on the inbox without one', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/main/feedback/inbox', 'feedback-inbox-anonymous', { narrowAudit: true });
    await page.getByRole('link', { name: '前往单位用户登录' }).waitFor();
  });
});
