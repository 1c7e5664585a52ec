/**
 * Browser journeys (spec §4, §6, §8): an agency user logs in on /login, sees the user
 * name in the header, opens a filling system in a new window whose URL carries a one-time ticket, and
 * the ticket validates once and is refused the second time (docs/sso-integration.md); logging out goes
 * through the confirmation dialog. The filling systems' addresses point at this test server
 * (SSO_BASE_URL=http://127.0.0.1:<port>/sso-test) so the new window loads a local page and nothing
 * leaves the machine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCurrentPage, auditPage, saveScreenshot } from './harness/audit.js';
import { apiGet, publicLogin } from '../test-support/portal-api.js';
import { logInThroughForm } from './harness/agency-login.js';
import { usePortal } from './harness/portal-fixture.js';
import { fillingSystems, header } from './harness/portal-page.js';
import type { FillingSystem } from '@portal/contracts/site';

/** Default of SSO_VALIDATE_SECRET (apps/server/src/config.ts). */
const SSO_SECRET = 'change-me-sso-secret';

const portal = usePortal({ env: { SSO_BASE_URL: 'http://127.0.0.1:{port}/sso-test' } });
let systems: FillingSystem[] = [];

beforeAll(async () => {
  const token = await publicLogin(portal.server.baseUrl);
  systems = await apiGet<FillingSystem[]>(portal.server.baseUrl, token, '/api/data/paramConf/fillingSystems');
});

/** POST /api/data/agency/validateTicket as an external system's server would (form-encoded). */
async function validateTicket(
  appId: string,
  ticket: string,
): Promise<{ status: number; body: { code: number; msg: string; data: { userName: string; appId: string } | null } }> {
  const response = await fetch(`${portal.server.baseUrl}/api/data/agency/validateTicket`, {
    method: 'POST',
    headers: { 'app-secret': SSO_SECRET, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ appId, ticket }).toString(),
  });
  return { status: response.status, body: (await response.json()) as never };
}

describe('agency journeys', () => {
  it('logs in, opens a filling system by single sign-on, and the ticket validates exactly once', async () => {
    expect(systems.map((system) => system.appId).sort()).toEqual([
      'app_sync_js365',
      'cdqc_filling',
      'js365_build',
      'js365_equ',
      'js365_park',
    ]);
    const context = await portal.newContext();
    const page = await context.newPage();
    await logInThroughForm(page, 'agency_admin', 'login');
    await auditCurrentPage(page, 'home-logged-in');

    const system = systems.find((entry) => entry.appId === 'js365_park')!;
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      fillingSystems(page).getByRole('link', { name: system.name }).click(),
    ]);
    await popup.waitForURL((url) => url.searchParams.has('ticket'));
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(system.url);
    const ticket = opened.searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await popup.close();

    const first = await validateTicket(system.appId, ticket);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ userName: 'agency_admin', appId: system.appId });

    const second = await validateTicket(system.appId, ticket);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 409, data: null });
    expect(second.body.msg).toContain('已被使用');
  });

  it('logs out through the confirmation dialog; 取消 keeps the user logged in', async () => {
    const page = await (await portal.newContext()).newPage();
    await logInThroughForm(page, 'sports_bureau_bj');
    const logout = header(page).getByRole('button', { name: '退出登录' });

    await logout.click();
    // The dialog's accessible name is its title '提示' (spec §8).
    const dialog = page.getByRole('dialog', { name: '提示', exact: true });
    await dialog.getByText('确定要退出登录?', { exact: true }).waitFor();
    await auditPage(page, 'logout dialog');
    await saveScreenshot(page, 'logout-dialog');
    await dialog.getByRole('button', { name: '取消', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => header(page).getByText('sports_bureau_bj', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).not.toBeNull();

    await logout.click();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('退出成功!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await header(page).getByRole('link', { name: '登录', exact: true }).waitFor();
    await expect.poll(() => header(page).getByText('sports_bureau_bj', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await auditCurrentPage(page, 'home-logged-out');
  });
});
