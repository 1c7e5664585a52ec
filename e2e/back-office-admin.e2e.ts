/**
 * Browser journey of the site admin's back-office pages (docs/decisions/content-management.md "Accounts and
 * grants"): cms_admin signs in, reaches 账号与权限 from the back-office navigation, creates an account (with
 * an import grant, 数据导入权限) whose one-time password is shown once, the list shows its import grant, and
 * that account then signs in with it; the new account's 职责范围 (review scopes) are set by keyboard in their
 * drawer; the site menu editor moves a tab with its buttons by keyboard and saves. Both pages are audited
 * with axe at desktop width and at 375 px, the account dialog and the scopes drawer at desktop width.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import { auditCurrentPage, auditPage } from './harness/audit.js';
import { logInThroughForm } from './harness/agency-login.js';
import { usePortal } from './harness/portal-fixture.js';
import { header, mainContent } from './harness/portal-page.js';

const portal = usePortal();
/** A user name of this run (a retry creates another). */
const NEW_USER = `e2e_${Date.now().toString(36)}`;

describe('site admin pages', () => {
  it('accounts: create with a one-time password that signs in; menu: move by keyboard and save', async () => {
    const context = await portal.newContext();
    const admin = await context.newPage();
    await logInThroughForm(admin, 'cms_admin');
    await admin.goto(catalogue.adminColumns.href());
    await admin.getByRole('navigation', { name: '内容管理导航' }).getByRole('link', { name: '账号与权限' }).click();
    await admin.waitForURL((url) => url.pathname === catalogue.adminAccounts.path);
    await mainContent(admin).getByRole('cell', { name: 'cms_editor', exact: true }).waitFor();
    await auditCurrentPage(admin, 'admin-accounts', { narrowAudit: true });

    await mainContent(admin).getByRole('button', { name: '新建账号' }).click();
    const dialog = admin.getByRole('dialog', { name: '新建账号' });
    await dialog.getByLabel('登录账号').fill(NEW_USER);
    await dialog.getByLabel('姓名').fill('测试采编');
    await dialog.getByLabel('所在单位').fill('国家体育总局体育信息中心');
    await dialog.getByRole('button', { name: '添加权限' }).click();
    await dialog
      .getByRole('group', { name: '数据导入权限' })
      .getByRole('checkbox', { name: '健身场地设施填报' })
      .check();
    await auditPage(admin, 'admin-account-dialog');
    await dialog.getByRole('button', { name: /创建账号/ }).click();
    const shown = admin.getByRole('dialog', { name: `账号 ${NEW_USER} 的一次性密码` });
    const password = await shown.getByLabel('一次性密码').inputValue();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await shown.getByRole('button', { name: '我已记下，关闭' }).click();
    const row = mainContent(admin).getByRole('row').filter({ hasText: NEW_USER });
    await row.getByRole('cell', { name: '健身场地设施填报', exact: true }).waitFor();

    const other = await (await portal.newContext()).newPage();
    await other.goto('/login');
    await other.getByLabel('用户名').fill(NEW_USER);
    await other.getByLabel('密码', { exact: true }).fill(password);
    await other.getByRole('button', { name: /^登\s?录$/ }).click();
    await other.waitForURL((url) => url.pathname === '/');
    await header(other).getByText(NEW_USER, { exact: true }).waitFor();

    await row.getByRole('button', { name: `职责范围 ${NEW_USER}` }).click();
    const scopes = admin.getByRole('dialog', { name: `职责范围：${NEW_USER}` });
    const mode = scopes.getByRole('group', { name: '意见反馈的职责范围' });
    await mode.getByRole('radio', { name: '不处理' }).waitFor();
    expect(await mode.getByRole('radio', { name: '不处理' }).isChecked()).toBe(true);
    await mode.getByRole('radio', { name: '不处理' }).focus();
    await admin.keyboard.press('ArrowRight'); // 全部
    await auditPage(admin, 'admin-account-scopes');
    await scopes.getByRole('button', { name: /保存意见反馈范围/ }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText(`已保存 ${NEW_USER} 的意见反馈职责范围，下次操作即生效`).waitFor();
    expect(await mode.getByRole('radio', { name: '全部' }).isChecked()).toBe(true);
    await scopes
      .getByRole('button', { name: 'Close' })
      .or(scopes.getByRole('button', { name: '关闭' }))
      .click();

    await admin.goto(catalogue.adminMenu.href());
    const last = admin.getByRole('group', { name: /^一级栏目/ }).last();
    const title = await last.getByLabel('名称').inputValue();
    await last.getByRole('button', { name: `上移一级栏目「${title}」` }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('button', { name: /保存菜单/ }).click();
    await admin.getByText('菜单已保存，网站即时生效').waitFor();
    await auditCurrentPage(admin, 'admin-menu', { narrowAudit: true });
  });
});
