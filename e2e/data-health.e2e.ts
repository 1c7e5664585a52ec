/**
 * Browser journey of 数据质量公开 (docs/decisions/data-exchange.md "Data health"): the footer's link -> /dataHealth,
 * one h1, the four measures' tables with the national figures the API gives, a province chosen in the filter
 * narrows the tables to it; axe (no serious or critical finding) at 1280 and 375 px. Its CLS is measured with
 * the other pages in steady-page.e2e.ts.
 */
import type { DataHealth } from '@portal/contracts/data-health';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';
import { mainContent } from './harness/portal-page.js';

const portal = usePortal();

async function apiHealth(): Promise<DataHealth> {
  const res = await fetch(new URL('/api_/ow/dataHealth', portal.server.baseUrl));
  return ((await res.json()) as { data: DataHealth }).data;
}

describe('data health', () => {
  it('footer -> 数据质量公开 -> the national tables -> one province', async () => {
    const health = await apiHealth();
    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '数据质量公开' }).click();
    await page.waitForURL((url) => url.pathname === '/dataHealth');
    await page.getByRole('heading', { level: 1, name: '数据质量公开' }).waitFor();
    const flow = mainContent(page).getByRole('table', { name: `${health.year}年度场馆客流推送情况` });
    await flow.waitFor();
    expect(await flow.locator('tbody tr').count()).toBe(health.provinces.length);
    await auditCurrentPage(page, 'data-health', { narrowAudit: true });

    const province = health.provinces.find((p) => p.flow.venues > 0) ?? health.provinces[0]!;
    await page.goto(`/dataHealth?areaCode=${province.provinceCode}`);
    await mainContent(page)
      .getByRole('table', { name: `${health.year}年度${province.provinceName}各填报系统接收与拒收行数` })
      .waitFor();
    await expect
      .poll(() => flow.locator('tbody th[scope="row"]').allInnerTexts())
      .toEqual(['全国', province.provinceName]);
  }, 120_000);
});
