import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RegulationListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, type SentRequest } from '../../../components/test-support/transport';
import RegulationListPage from './regulation-list-page';

const rule: RegulationListItem = {
  id: 12,
  title: '公共体育场馆基本公共服务规范',
  issuingBody: '国家体育总局',
  documentNumber: '体群字〔2023〕5号',
  category: '规范性文件',
  status: '现行有效',
  publishDate: '2023-06-01',
  effectiveDate: '2023-07-01',
  summary: '',
};

let listRequests: SentRequest[];

beforeEach(() => {
  listRequests = answer<PageOf<RegulationListItem>>('/api_/ow/regulation/list', {
    list: [rule],
    total: 1,
    pageNum: 1,
    pageSize: 10,
  });
});

afterEach(cleanup);

describe('RegulationListPage', () => {
  it('sends the URL filters to the list API, dropping values the API does not know', async () => {
    renderWithProviders(
      <RegulationListPage />,
      '/policyRule?status=%E5%B7%B2%E5%BA%9F%E6%AD%A2&category=%E4%B9%B1%E5%86%99&year=2023&pageNum=2',
    );
    await screen.findAllByText('公共体育场馆基本公共服务规范');
    expect(listRequests.map((request) => request.query)).toEqual([
      { pageNum: '2', pageSize: '10', year: '2023', status: '已废止' },
    ]);
  });

  it('renders a table with column headers and the status tag', async () => {
    renderWithProviders(<RegulationListPage />, '/policyRule');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['标题', '文号', '发布机关', '发布日期', '施行日期', '效力状态']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: rule.title }).getAttribute('href')).toBe(
      '/policyRule/ruleDetail?id=12',
    );
    expect(within(row).getByText('现行有效').className).toContain('status-current');
    expect(within(row).getByText('体群字〔2023〕5号')).toBeTruthy();
    // Labelled filters.
    for (const label of ['关键词', '年份', '类别', '效力状态']) expect(screen.getByLabelText(label)).toBeTruthy();
  });
});
