/**
 * Signing an agency account in through the /login form, as staff do (journeys of the agency pages and the
 * back office). The password is the seed's agency password (SEED_AGENCY_PASSWORD, test-support/portal-api.ts).
 */
import type { Page } from 'playwright-core';
import { AGENCY_PASSWORD } from '../../test-support/portal-api.js';
import { visitAndAudit } from './audit.js';
import { header } from './portal-page.js';

/** Logs `userName` in through the /login form (audited as `auditName` when given) and waits for the header. */
export async function logInThroughForm(page: Page, userName: string, auditName?: string): Promise<void> {
  if (auditName) await visitAndAudit(page, '/login', auditName);
  else await page.goto('/login');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码', { exact: true }).fill(AGENCY_PASSWORD);
  // antd may space two-character button texts ("登 录").
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header(page).getByText(userName, { exact: true }).waitFor();
}
