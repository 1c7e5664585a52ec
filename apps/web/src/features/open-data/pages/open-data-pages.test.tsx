/**
 * The 数据开放 pages over the test transport's answers: the catalogue groups the yearly series and the registers and links
 * each dataset's page; the dataset page shows the attributes, each file's size, rows and SHA-256 with its
 * download link, the 数据字典 and the preview rows; a malformed id shows the not-found state without a request.
 */
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatasetCatalogue, DatasetDetail, DatasetSummary } from '@portal/contracts/open-data';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, sentRequests } from '../../../components/test-support/transport';
import DatasetPage from './dataset-page';
import OpenDataPage from './open-data-page';

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

const yearly: DatasetSummary = {
  id: 'venue-open-year-2025',
  title: '全国公共体育场馆免费低收费开放年度数据（2025）',
  description: '2025 年度逐馆数据',
  series: 'venue-open-year',
  theme: '体育场馆',
  updateFrequency: '每年（审核后更新）',
  modified: '2026-11-01T02:00:00.000Z',
  rows: 1234,
  temporal: '2025-01-01/2025-12-31',
  spatial: '全国',
  hasPosition: true,
};
const venues: DatasetSummary = { ...yearly, id: 'venues', title: '公共体育场馆名录', series: null, temporal: null };

const detail: DatasetDetail = {
  ...yearly,
  accessLevel: '无条件开放',
  publisher: '全民健身场馆信息服务平台',
  license: {
    id: 'CC-BY-4.0',
    title: 'CC BY 4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    text: '注明来源',
  },
  columns: [
    { name: 'organId', title: '场馆标识', type: 'integer', filterable: false },
    { name: 'openDays', title: '全年开放天数', type: 'integer', unit: '天', filterable: false },
    { name: 'compliant', title: '全部适用项达标', type: 'boolean', filterable: false },
  ],
  files: [
    {
      format: 'csv',
      mediaType: 'text/csv',
      url: '/opendata/files/venue-open-year-2025/v1/venue-open-year-2025.csv',
      byteSize: 2048,
      rows: 1234,
      sha256: 'ab'.repeat(32),
    },
  ],
  datapackageUrl: '/opendata/files/venue-open-year-2025/v1/datapackage.json',
  rowApi: '/api/open/v1/venue-open-year-2025',
  preview: [{ organId: 7, openDays: 340, compliant: true }],
};

beforeEach(() => {
  answer<DatasetCatalogue>('/api/open/v1/datasets', {
    datasets: [yearly, venues],
    generating: false,
    catalogUrl: '/opendata/catalog.json',
  });
  answer<DatasetDetail>('/api/open/v1/datasets/venue-open-year-2025', detail);
});
afterEach(cleanup);

describe('open data pages', () => {
  it('the catalogue groups the yearly series and the registers, each linking its page', async () => {
    renderWithProviders(<OpenDataPage />, '/opendata');
    const link = await screen.findByRole('link', { name: yearly.title });
    expect(link.getAttribute('href')).toBe('/opendata/dataset?id=venue-open-year-2025');
    const yearlyGroup = screen.getByRole('region', { name: '公共体育场馆免费低收费开放年度数据' });
    expect(within(yearlyGroup).getByText('数据量：1,234 行')).toBeTruthy();
    const registers = screen.getByRole('region', { name: '名录与统计' });
    expect(within(registers).getByRole('link', { name: '公共体育场馆名录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '/opendata/catalog.json' }).getAttribute('href')).toBe(
      '/opendata/catalog.json',
    );
  });

  it('the dataset page shows the attributes, the files with size, rows and SHA-256, the dictionary and the preview', async () => {
    renderWithProviders(<DatasetPage />, '/opendata/dataset?id=venue-open-year-2025');
    expect(await screen.findByRole('heading', { level: 1, name: yearly.title })).toBeTruthy();
    expect(screen.getByText('无条件开放')).toBeTruthy();
    const files = screen.getByRole('table', { name: '数据文件' });
    expect(within(files).getByText('2.0 KB')).toBeTruthy();
    expect(within(files).getByText('ab'.repeat(32))).toBeTruthy();
    expect(within(files).getByRole('link', { name: '下载 CSV' }).getAttribute('href')).toBe(detail.files[0]?.url);
    const dictionary = screen.getByRole('table', { name: '数据字典' });
    expect(within(dictionary).getByText('全年开放天数')).toBeTruthy();
    const preview = screen.getByRole('table', { name: '数据预览' });
    expect(within(preview).getByText('340')).toBeTruthy();
    expect(within(preview).getByText('是')).toBeTruthy();
  });

  it('a malformed id shows the not-found state without asking the server', async () => {
    renderWithProviders(<DatasetPage />, '/opendata/dataset?id=..%2Fetc');
    expect(await screen.findByText('数据集不存在')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });
});
