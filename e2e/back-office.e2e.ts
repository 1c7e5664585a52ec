/**
 * Browser journey of the editorial back office (内容管理; docs/decisions/content-management.md): an editor
 * signs in and writes a news item by keyboard (title, summary, body in the rich-text editor, an uploaded image
 * with its alt text and a PDF attachment) → saves → 送审;
 * 初审 rejects it with a written reason; the editor reads the reason, corrects the title and sends it again;
 * 初审, 复审 and 终审/签发 approve; the item is then on /news, on the home page, in the site search and in the
 * sitemap, its detail shows the image and the attachment downloads; the approver withdraws it with a reason and
 * its public address answers 410. A second journey schedules an item (定时发布) for the next minutes by the
 * server's clock: it is not public after sign-off and appears on /news at its time. Every back-office
 * page (list, new item, editor with its workflow, columns, audit log) is audited with axe at desktop width
 * and at 375 px (harness/audit.ts), and the audit log lists the steps.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import type { CmsItemDetail } from '@portal/contracts/content-admin';
import { agencyLogin, apiGet, apiSend } from '../test-support/portal-api.js';
import { TINY_PDF, TINY_PNG } from '../test-support/upload-fixtures.js';
import { auditCurrentPage } from './harness/audit.js';
import { logInThroughForm } from './harness/agency-login.js';
import { usePortal } from './harness/portal-fixture.js';
import { header, mainContent } from './harness/portal-page.js';

const portal = usePortal();
const AUDIT_NARROW = { narrowAudit: true };

const FIRST_TITLE = '全民健身日健身达人评选活动启动（初稿）';
const TITLE = '全民健身日健身达人评选活动启动';
const REJECT_REASON = '标题不要带“初稿”字样，请修改后重新送审。';
const WITHDRAW_REASON = '活动时间调整，稿件撤回待重新发布。';
const IMAGE_ALT = '健身达人在公园展示健身操';
const ATTACHMENT = '健身达人报名表.pdf';
const SCHEDULED_TITLE = '社区健身指导站周末开放时间调整';

/** A signed-in page of `userName` in its own browser context. */
async function signedIn(userName: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await portal.newContext();
  const page = await context.newPage();
  await logInThroughForm(page, userName);
  return { context, page };
}

/** Opens the item titled `title` from the back-office list (keyword search) in the editor. */
async function openFromList(page: Page, title: string): Promise<void> {
  await page.goto(`${catalogue.adminContent.href()}?keyword=${encodeURIComponent(title)}`);
  await mainContent(page).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === catalogue.adminContentEdit.path);
  await page.getByRole('region', { name: '审核操作' }).waitFor();
}

/**
 * 保存草稿 of a new item by keyboard: the page moves to the item's address, where a new editor loads it (what is
 * typed before it has loaded would be replaced by the loaded version, and its notice starts empty).
 */
async function saveFirstDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存草稿' }).press('Enter');
  await page.waitForURL((url) => url.pathname === catalogue.adminContentEdit.path);
  await page
    .getByText(/第 1 版/u)
    .first()
    .waitFor();
}

/** Clicks a workflow step and waits for its notice (e.g. 已送审). */
async function step(page: Page, name: string, notice: string): Promise<void> {
  await page.getByRole('region', { name: '审核操作' }).getByRole('button', { name, exact: true }).click();
  await page.getByRole('status').filter({ hasText: notice }).waitFor();
}

/** Fills the reason dialog `title` and confirms it with `okText`. */
async function giveReason(page: Page, title: string, reason: string, okText: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: okText, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** 上传图片 from the toolbar by keyboard: the file chooser, then the alt text typed into the dialog. */
async function uploadImage(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传图片' }).press('Enter');
  await (await chooser).setFiles({ name: 'fitness-day.png', mimeType: 'image/png', buffer: TINY_PNG });
  const dialog = page.getByRole('dialog', { name: '插入图片' });
  await dialog.getByRole('textbox', { name: /替代文字/u }).focus();
  await page.keyboard.type(IMAGE_ALT);
  await dialog.getByRole('button', { name: '插入', exact: true }).press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: '正文' }).getByRole('img', { name: IMAGE_ALT }).waitFor();
}

/** 上传附件 by keyboard: the file chooser; the file joins the list with its 移除 button. */
async function uploadAttachment(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传附件' }).press('Enter');
  await (await chooser).setFiles({ name: ATTACHMENT, mimeType: 'application/pdf', buffer: TINY_PDF });
  await page.getByRole('button', { name: `移除附件 ${ATTACHMENT}` }).waitFor();
}

/** On the public detail: the uploaded image (our own file, with its alt text) and the attachment's download. */
async function expectImageAndAttachment(page: Page, base: string): Promise<void> {
  const image = mainContent(page).getByRole('img', { name: IMAGE_ALT });
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^\/api_\/ow\/file\/\d+$/u);
  const link = mainContent(page).getByRole('link', { name: new RegExp(ATTACHMENT.replace('.', '\\.'), 'u') });
  const download = await fetch(new URL((await link.getAttribute('href'))!, base));
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^application\/pdf/u);
  expect(
    Buffer.from(await download.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

/** `instant` as the publish-time picker shows it: Beijing time, "YYYY-MM-DD HH:mm". */
function pickerText(instant: number): string {
  return new Date(instant + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

describe('editorial back office', () => {
  it('write → reject → fix → three approvals → public everywhere → withdraw → 410', async () => {
    const base = portal.server.baseUrl;
    const editor = (await signedIn('cms_editor')).page;
    await editor.goto(catalogue.adminContent.href());
    await auditCurrentPage(editor, 'admin-content', AUDIT_NARROW);

    // Write by keyboard: Tab from field to field, the body typed into the rich-text editor.
    await mainContent(editor).getByRole('button', { name: '新建', exact: true }).click();
    await editor.waitForURL((url) => url.pathname === catalogue.adminContentNew.href());
    // The editor's first column is preselected; this item goes to 新闻 (the kind picks its column).
    await editor.getByRole('combobox', { name: '内容类型' }).click();
    await editor.getByTitle('新闻', { exact: true }).click();
    // antd's character count joins the field's accessible name ("标题 0 / 200"): not an exact match.
    await editor.getByRole('textbox', { name: '标题' }).focus();
    await editor.keyboard.type(FIRST_TITLE);
    await editor.getByRole('textbox', { name: '摘要' }).focus();
    await editor.keyboard.type('全民健身日期间评选各地健身达人，欢迎报名。');
    await editor.getByRole('textbox', { name: '正文' }).focus();
    await editor.keyboard.type('8月8日全民健身日期间，各地将评选一批健身达人。');
    await editor.keyboard.press('Enter');
    await editor.keyboard.type('报名方式：通过所在地体育部门报名。');
    await uploadImage(editor);
    await uploadAttachment(editor);
    await auditCurrentPage(editor, 'admin-content-new', AUDIT_NARROW);
    await saveFirstDraft(editor);
    await step(editor, '送审', '已送审');
    await auditCurrentPage(editor, 'admin-content-edit', AUDIT_NARROW);

    // 初审 rejects with a written reason.
    const review1 = (await signedIn('cms_review1')).page;
    await openFromList(review1, FIRST_TITLE);
    await review1.getByRole('region', { name: '审核操作' }).getByRole('button', { name: '退回', exact: true }).click();
    await giveReason(review1, '退回稿件', REJECT_REASON, '退回');
    await review1.getByRole('status').filter({ hasText: '已退回' }).waitFor();

    // The editor reads the reason, corrects the title, saves and sends it again.
    await editor.reload();
    await editor.getByText(`退回理由：${REJECT_REASON}`).waitFor();
    const title = editor.getByRole('textbox', { name: '标题' });
    await title.fill(TITLE);
    await editor.getByRole('button', { name: '保存新版本' }).click();
    await editor.getByRole('status').filter({ hasText: '已保存为第 2 版' }).waitFor();
    await step(editor, '送审', '已送审');

    // Three approvals: 初审, 复审, 终审/签发.
    await openFromList(review1, TITLE);
    await step(review1, '审核通过', '已审核通过');
    const review2 = (await signedIn('cms_review2')).page;
    await openFromList(review2, TITLE);
    await step(review2, '审核通过', '已审核通过');
    const approver = (await signedIn('cms_approver')).page;
    await openFromList(approver, TITLE);
    await step(approver, '签发', '已审核通过');

    // Public everywhere, without a restart: the news list, the home page, the site search, the sitemap.
    const visitor = await (await portal.newContext()).newPage();
    await visitor.goto(catalogue.news.href());
    const listed = mainContent(visitor).getByRole('link', { name: TITLE });
    await listed.first().waitFor();
    const detailHref = await listed.first().getAttribute('href');
    const publicId = new URL(detailHref!, base).searchParams.get('id');
    expect(publicId).toMatch(/^\d+$/);
    await visitor.goto(detailHref!);
    await expectImageAndAttachment(visitor, base);
    await visitor.goto('/');
    await mainContent(visitor).getByRole('link', { name: TITLE }).first().waitFor();
    const box = header(visitor).getByRole('combobox', { name: '搜索全站内容' });
    await box.fill('健身达人评选');
    await box.press('Enter');
    await visitor.waitForURL((url) => url.pathname === '/search');
    await mainContent(visitor).getByRole('link', { name: TITLE }).first().waitFor();
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/news/newsdetail?id=${publicId}`);

    // Withdrawn: the public address answers 410 with a plain page, and the list no longer shows it.
    await approver.reload();
    await approver.getByRole('region', { name: '审核操作' }).getByRole('button', { name: '撤稿', exact: true }).click();
    await giveReason(approver, '撤稿', WITHDRAW_REASON, '撤稿');
    await approver.getByRole('status').filter({ hasText: '已撤稿' }).waitFor();
    const gone = await fetch(`${base}/news/newsdetail?id=${publicId}`);
    expect(gone.status).toBe(410);
    await visitor.goto(catalogue.news.href());
    await mainContent(visitor).getByRole('link').first().waitFor();
    expect(await mainContent(visitor).getByRole('link', { name: TITLE }).count()).toBe(0);

    // The site admin's pages: the columns' freshness and the audit log with the steps just taken.
    const admin = (await signedIn('cms_admin')).page;
    await admin.goto(catalogue.adminColumns.href());
    await auditCurrentPage(admin, 'admin-columns', AUDIT_NARROW);
    await admin.goto(catalogue.adminAudit.href());
    await auditCurrentPage(admin, 'admin-audit', AUDIT_NARROW);
    await expect
      .poll(async () => (await mainContent(admin).getByRole('table').textContent()) ?? '')
      .toMatch(/撤稿|withdraw/u);
  }, 240_000);
  it('a scheduled item (定时发布) is not public after sign-off and appears on /news at its time', async () => {
    const base = portal.server.baseUrl;
    const editor = (await signedIn('cms_editor')).page;
    await editor.goto(catalogue.adminContentNew.href());
    await editor.getByRole('combobox', { name: '内容类型' }).click();
    await editor.getByTitle('新闻', { exact: true }).click();
    await editor.getByRole('textbox', { name: '标题' }).fill(SCHEDULED_TITLE);
    await editor.getByRole('textbox', { name: '摘要' }).fill('周末开放时间自下周起调整为上午八点至晚上八点。');
    await editor.getByRole('textbox', { name: '正文' }).focus();
    await editor.keyboard.type('自下周起，社区健身指导站周末开放时间调整为8:00至20:00。');
    await saveFirstDraft(editor);
    const id = new URL(editor.url()).searchParams.get('id');

    // The server's clock (not this machine's) decides: read it from the saved item, and schedule the item
    // for the first whole minute at least 40 s later (the picker takes minutes).
    const editorToken = await agencyLogin(base, 'cms_editor');
    const saved = await apiGet<CmsItemDetail>(base, editorToken, `/api/admin/content/${id}`);
    const due = Math.ceil((Date.parse(saved.item.updatedAt) + 40_000) / 60_000) * 60_000;
    const picker = editor.getByRole('textbox', { name: '发布时间' });
    await picker.focus();
    await editor.keyboard.type(pickerText(due));
    // Tab, not Enter: Enter in the picker may also submit the form (a save of its own), depending on
    // whether the picker's panel is still open; leaving the field commits the typed time either way.
    await editor.keyboard.press('Tab');
    await editor.getByRole('button', { name: '保存新版本' }).click();
    await editor.getByRole('status').filter({ hasText: '已保存为第 2 版' }).waitFor();
    await step(editor, '送审', '已送审');
    // The three approvals by the API (the first journey clicks them): sign-off must come before the time.
    for (const reviewer of ['cms_review1', 'cms_review2', 'cms_approver']) {
      const token = await agencyLogin(base, reviewer);
      await apiSend(base, token, 'POST', `/api/admin/content/${id}/approve`, {});
    }
    const signedOff = await apiGet<CmsItemDetail>(base, editorToken, `/api/admin/content/${id}`);
    expect(signedOff.item.status).toBe('scheduled');
    expect(Date.parse(signedOff.item.scheduledAt!)).toBe(due);

    const visitor = await (await portal.newContext()).newPage();
    await visitor.goto(catalogue.news.href());
    await mainContent(visitor).getByRole('link').first().waitFor();
    expect(await mainContent(visitor).getByRole('link', { name: SCHEDULED_TITLE }).count()).toBe(0);
    // At its time (the publisher looks every 5 s) it is on the list, without a restart.
    await expect
      .poll(
        async () => {
          await visitor.reload();
          await mainContent(visitor).getByRole('link').first().waitFor();
          return mainContent(visitor).getByRole('link', { name: SCHEDULED_TITLE }).count();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
  }, 240_000);
});
