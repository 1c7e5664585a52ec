/**
 * Browser journey of the data exchange's file import (docs/data-exchange.md §5): agency_admin logs in, picks
 * 设施 on /admin/exchange/import, uploads a CSV of 10 good facilities and 3 bad rows, sees the dry run
 * (新增 10 · 拒绝 3), applies it and follows the progress to the end, and downloads the error file, which
 * lists exactly the 3 bad lines. The page is audited with axe (harness/audit.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGENCY_PASSWORD } from '../test-support/portal-api.js';
import { auditCurrentPage, auditPage } from './harness/audit.js';
import { usePortal } from './harness/portal-fixture.js';

const portal = usePortal();

const HEADER = 'sourceId,name,kind,countyCode,lng,lat,address,area,buildYear,managerUnit,free,openToPublic,description';

/** 13 data rows (lines 2-14); lines 4, 8 and 14 are bad (build year, county, boolean). */
function facilityCsv(run: string): string {
  const row = (i: number, o: { buildYear?: string; county?: string; free?: string } = {}) =>
    [
      `E2E-${run}-${i}`,
      `浏览器导入健身路径${run}-${i}`,
      'fitness_path',
      o.county ?? '330106',
      '120.13',
      '30.26',
      `杭州市西湖区文三路 ${i} 号`,
      '800',
      o.buildYear ?? '2021',
      '西湖区体育局',
      o.free ?? '是',
      '是',
      '社区健身路径',
    ].join(',');
  const lines = [HEADER];
  for (let i = 1; i <= 10; i++) lines.push(row(i));
  lines.splice(3, 0, row(11, { buildYear: '1800' }));
  lines.splice(7, 0, row(12, { county: '999999' }));
  lines.push(row(13, { free: '也许' }));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe('exchange file import', () => {
  it('previews, applies with progress and gives the error file of the 3 bad rows', async () => {
    const page = await (await portal.newContext()).newPage();
    await page.goto('/login?redirect=%2Fadmin%2Fexchange%2Fimport');
    await page.getByLabel('用户名').fill('agency_admin');
    await page.getByLabel('密码', { exact: true }).fill(AGENCY_PASSWORD);
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/exchange/import');
    await page.getByRole('heading', { level: 1, name: '文件导入' }).waitFor();
    await auditCurrentPage(page, 'exchange-import');

    await page.getByLabel('数据类别').click();
    await page.locator('.ant-select-item-option[title^="设施（facility"]').click();
    const run = String(Date.now());
    await page.getByLabel(/导入文件/).setInputFiles({
      name: 'facilities.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(facilityCsv(run)),
    });
    await page.getByRole('button', { name: /上传并试运行/ }).click();
    await page.getByText('试运行结果：新增 10 · 更新 0 · 无变化 0 · 拒绝 3').waitFor();
    await auditPage(page, 'exchange import preview');

    await page.getByRole('button', { name: /确认写入/ }).click();
    await page.getByText('13 / 13 行').waitFor({ timeout: 60_000 });
    await page.getByText('写入结果：新增 10 · 更新 0 · 无变化 0 · 拒绝 3').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下载错误文件/ }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('行号,列,值,原因');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([4, 8, 14]);
  }, 240_000);
});
