/**
 * Browser journey of 数据开放 (docs/decisions/open-data.md): the footer's 数据开放 link -> the catalogue (/opendata) -> the newest
 * yearly free/low-fee dataset -> its page (attributes, files, 数据字典, preview) -> download the CSV, which
 * starts with the UTF-8 BOM, has the dictionary's header and as many rows as the page says, and whose SHA-256
 * is the one shown. Both pages are audited with axe at desktop width and at 375 px (harness/audit.ts). The
 * files are generated in the background after start-up: the journey waits for the catalogue to list them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { auditCurrentPage } from './harness/audit.js';
import type { DatasetCatalogue } from '@portal/contracts/open-data';
import { usePortal } from './harness/portal-fixture.js';
import { breadcrumbTexts, mainContent } from './harness/portal-page.js';

const portal = usePortal();
const AUDIT_NARROW = { narrowAudit: true };

/** The catalogue once the background generation has written the yearly series (polled). */
async function generatedCatalogue(): Promise<Pick<DatasetCatalogue, 'datasets'>> {
  let data: Pick<DatasetCatalogue, 'datasets'> = { datasets: [] };
  await expect
    .poll(
      async () => {
        const res = await fetch(`${portal.server.baseUrl}/api/open/v1/datasets`);
        data = ((await res.json()) as { data: DatasetCatalogue }).data;
        return (
          data.datasets.some((d) => d.series === 'venue-open-year') && data.datasets.some((d) => d.id === 'venues')
        );
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe(true);
  return data;
}

describe('open data', () => {
  it('footer -> 数据开放 -> the yearly dataset -> download its CSV', async () => {
    const catalogue = await generatedCatalogue();
    const yearly = catalogue.datasets.find((d) => d.series === 'venue-open-year');
    if (!yearly) throw new Error('no yearly dataset');

    const page = await (await portal.newContext()).newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '数据开放' }).click();
    await page.waitForURL((url) => url.pathname === '/opendata');
    await page.getByRole('heading', { level: 1, name: '数据开放' }).waitFor();
    await auditCurrentPage(page, 'open-data', AUDIT_NARROW);

    await mainContent(page).getByRole('link', { name: yearly.title }).click();
    await page.waitForURL((url) => url.pathname === '/opendata/dataset' && url.searchParams.get('id') === yearly.id);
    await page.getByRole('heading', { level: 1, name: yearly.title }).waitFor();
    await expect.poll(() => breadcrumbTexts(page)).toEqual(['首页', '数据开放', '数据集详情']);
    await page
      .getByRole('table', { name: '数据字典' })
      .getByRole('cell', { name: '全年开放天数', exact: true })
      .waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: '数据预览' }).locator('tbody tr').count())
      .toBeGreaterThan(0);
    await auditCurrentPage(page, 'open-data-dataset', AUDIT_NARROW);

    const files = page.getByRole('table', { name: '数据文件' });
    const csvRow = files.locator('tbody tr').filter({ hasText: 'CSV' });
    const shownHash = (await csvRow.locator('code').textContent())?.trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      csvRow.getByRole('link', { name: '下载 CSV' }).click(),
    ]);
    const body = await readFile(await download.path());
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]?.split(',').slice(0, 3)).toEqual(['organId', 'name', 'organType']);
    expect(lines.length - 1).toBe(yearly.rows);
    expect(createHash('sha256').update(body).digest('hex')).toBe(shownHash);
  });
});
