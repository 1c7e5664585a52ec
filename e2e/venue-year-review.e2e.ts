/**
 * Browser journey of the review of venues' yearly figures (docs/data-exchange.md §7): agency_admin opens
 * /admin/exchange/review, sees the seeded corrections awaiting review (seed/venue-opening/year-submissions.ts),
 * opens one, reads the diff (全年开放天数 changed), approves it, and the item leaves the 待审核 list. The page
 * and the open drawer are audited with axe (harness/audit.ts).
 */
import { describe, it } from 'vitest';
import { logInThroughForm } from './harness/agency-login.js';
import { auditCurrentPage, auditPage } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';

const portal = usePortal();

describe('venue year review', () => {
  it('shows the diff of a pushed correction and approves it', async () => {
    const page = await (await portal.newContext()).newPage();
    await logInThroughForm(page, 'agency_admin');
    await page.goto('/admin/exchange/review');
    await page.getByRole('heading', { level: 1, name: '年度数据审核' }).waitFor();
    const list = page.getByRole('region', { name: '年度数据填报列表' });
    const open = list.getByRole('button', { name: /^对比并审核：/ }).first();
    await open.waitFor();
    await auditCurrentPage(page, 'venue-year-review');
    const name = (await open.getAttribute('aria-label')) ?? '';
    await open.click();
    const diff = page.getByRole('region', { name: '与当前公开数据对比' });
    await diff.getByRole('row', { name: /全年开放天数.*有变化/ }).waitFor();
    await auditPage(page, 'venue year review diff');
    await page.getByRole('button', { name: /^通\s?过$/ }).click();
    await page.getByText('已审核通过，数据已公开').waitFor();
    await list.getByRole('button', { name }).waitFor({ state: 'detached' });
  }, 240_000);
});
