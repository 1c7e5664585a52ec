/**
 * The construction-project pages against the test transport (test-support/transport.ts): the list takes its kind from its route and its filters
 * from the URL, shows the summary (chart name and table) and the list; the detail shows the facts, the
 * timeline with photos and the venue link, and the not-found state for an unknown project.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BuildDetail, BuildListItem, BuildSummary } from '@portal/contracts/build-project';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerFailure, answerWith, type SentRequest } from '../../../components/test-support/transport';
import BuildDetailPage from './build-detail-page';
import BuildListPage from './build-list-page';

// echarts needs a real layout engine: the chart is replaced by its accessible image.
vi.mock('../../../components/chart/e-chart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

const item: BuildListItem = {
  id: 12,
  kind: 'sportsPark',
  name: '西湖区体育公园建设项目',
  areaName: '浙江省杭州市西湖区',
  provinceCode: '330000',
  year: 2023,
  status: 'inUse',
  totalInvestment: 12345.67,
  centralSubsidy: 3000,
  fundSource: '中央预算内投资',
  area: 85000,
  responsibleUnit: '西湖区体育局',
  hasVenue: true,
};

const summary: BuildSummary = {
  count: 3,
  totalInvestment: 20000,
  centralSubsidy: 5000,
  provinces: [
    { provinceCode: '110000', provinceName: '北京市', count: 1, totalInvestment: 8000, centralSubsidy: 2000, inUse: 0 },
    {
      provinceCode: '330000',
      provinceName: '浙江省',
      count: 2,
      totalInvestment: 12000,
      centralSubsidy: 3000,
      inUse: 1,
    },
  ],
};

const detail: BuildDetail = {
  ...item,
  address: '浙江省杭州市西湖区体育路1号',
  lng: 120.1,
  lat: 30.2,
  facilities: ['健身步道', '足球场'],
  content: '占地面积约85000平方米，新建健身步道、足球场。',
  dates: { approved: '2023-03-01', building: '2023-06-01', completed: '2024-08-01', inUse: '2024-10-01' },
  progress: [
    { stage: 'approved', date: '2023-03-01', title: '项目立项', description: '列入计划。', photo: null },
    {
      stage: 'inUse',
      date: '2024-10-01',
      title: '投入使用',
      description: '正式向社会开放。',
      photo: { url: '/api_/ow/file/90', caption: '西湖区体育公园建设项目·投入使用' },
    },
  ],
  venue: { organId: 31, name: '西湖体育场', organType: 1, isLarge: false },
  dataSource: { updatedAt: '2026-04-30', system: 'js365_build', systemName: '建设项目填报' },
};

let searchRequests: SentRequest[];
let summaryRequests: SentRequest[];
beforeEach(() => {
  answer<Area[]>('/api/data/area/search', []);
  summaryRequests = answer<BuildSummary>('/api/data/build/sportsPark/summary', summary);
  searchRequests = answerWith<PageOf<BuildListItem>>('/api/data/build/sportsPark/info/search', ({ query }) => ({
    list: [item],
    total: 21,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: 10,
  }));
  answer<BuildDetail>('/api/data/build/sportsPark/info/12', detail);
  answerFailure('/api/data/build/sportsPark/info/99', 404, '建设项目不存在或已删除');
});
afterEach(cleanup);

describe('BuildListPage', () => {
  it('shows the kind its route gives, reads the filters from the URL, and shows summary and list', async () => {
    renderWithProviders(
      <BuildListPage kind="sportsPark" />,
      '/main/vBuild/sportsPark?status=inUse&year=2023&keyword=%E5%85%AC%E5%9B%AD',
    );
    const link = await screen.findByRole('link', { name: item.name });
    expect(link.getAttribute('href')).toBe('/main/vBuild/sportsPark/detail?id=12');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['体育公园项目']);
    // No area: left out.
    expect(searchRequests.at(-1)!.query).toEqual({
      status: 'inUse',
      year: '2023',
      keyword: '公园',
      pageNum: '1',
      pageSize: '10',
    });
    expect(summaryRequests.at(-1)!.query).toEqual({ status: 'inUse', year: '2023' });
    expect(screen.getByText('共找到 21 个符合条件的项目')).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: '浙江省' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '12,000', '3,000']);
    expect(screen.getByRole('img', { name: /^各省份体育公园项目数量条形图/ }).getAttribute('aria-label')).toContain(
      '最多浙江省2个',
    );
    const item0 = link.closest('li')!;
    expect(item0.textContent).toContain('12,345.67 万元');
    expect(within(item0).getByText('投入使用')).toBeTruthy();
    const kinds = screen.getByRole('navigation', { name: '建设项目类别' });
    expect(within(kinds).getByRole('link', { name: '体育公园' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by status through the buttons, back on page 1', async () => {
    renderWithProviders(<BuildListPage kind="sportsPark" />, '/main/vBuild/sportsPark?pageNum=2');
    await screen.findByRole('link', { name: item.name });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '项目状态' })).getByRole('radio', { name: '在建' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/main/vBuild/sportsPark?status=building'),
    );
  });
});

describe('BuildDetailPage', () => {
  it('shows facts, content, the timeline with its photo and the venue it became', async () => {
    renderWithProviders(<BuildDetailPage kind="sportsPark" />, '/main/vBuild/sportsPark/detail?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: item.name })).toBeTruthy();
    expect(document.body.textContent).toContain('中央预算内投资');
    expect(document.body.textContent).toContain('开工日期2023-06-01');
    expect(document.body.textContent).toContain('数据更新于 2026-04-30 · 来源：建设项目填报');
    expect(screen.getByRole('img', { name: '西湖区体育公园建设项目·投入使用' }).getAttribute('src')).toBe(
      '/api_/ow/file/90',
    );
    expect(screen.getByRole('link', { name: '西湖体育场' }).getAttribute('href')).toBe(
      '/openFacility/smallDetail?organId=31',
    );
    expect(screen.getByRole('link', { name: '在健身地图中查看位置' }).getAttribute('href')).toBe(
      '/fitnessMap?lng=120.1&lat=30.2',
    );
  });

  it('shows the not-found state for an unknown project', async () => {
    renderWithProviders(<BuildDetailPage kind="sportsPark" />, '/main/vBuild/sportsPark/detail?id=99');
    expect(await screen.findByRole('heading', { level: 1, name: '项目不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回体育公园项目列表' }).getAttribute('href')).toBe(
      '/main/vBuild/sportsPark',
    );
  });
});
