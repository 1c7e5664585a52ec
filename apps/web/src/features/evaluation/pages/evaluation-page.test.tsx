import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EvaluationItem, EvaluationSummary } from '@portal/contracts/evaluation';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { emulateWideScreen, installResizeObserver } from '../../../components/test-support/jsdom-antd';
import {
  answer as answerTransport,
  answerWith,
  failure,
  type SentRequest,
} from '../../../components/test-support/transport';
import EvaluationPage from './evaluation-page';

// echarts needs a real layout engine: the chart is replaced by its accessible image.
vi.mock('../../../components/chart/e-chart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();
// A wide screen: antd shows the type and area columns from 768 px up (phones hide them).
emulateWideScreen();

const rows: EvaluationItem[] = [
  {
    organId: 5,
    name: '杭州市体育馆',
    organType: 2,
    isLarge: true,
    provinceCode: '330000',
    provinceName: '浙江省',
    areaName: '浙江省杭州市下城区',
    year: 2024,
    score: 93.4,
    grade: '优秀',
    provinceRank: 1,
  },
  {
    organId: 9,
    name: '余杭区全民健身中心',
    organType: 4,
    isLarge: false,
    provinceCode: '330000',
    provinceName: '浙江省',
    areaName: '浙江省杭州市余杭区',
    year: 2024,
    score: 58,
    grade: '不合格',
    provinceRank: 2,
  },
];

const counts = { 优秀: 1, 良好: 0, 合格: 0, 不合格: 1 };
const summary: EvaluationSummary = {
  year: 2024,
  venueCount: 2,
  averageScore: 75.7,
  grades: counts,
  provinces: [{ provinceCode: '330000', provinceName: '浙江省', venueCount: 2, averageScore: 75.7, grades: counts }],
};

const provinces: Area[] = [
  { code: '330000', name: '浙江省', level: 1, parentCode: null, lng: 120, lat: 30, hasChildren: true },
];

let searchRequests: SentRequest[];
let summaryRequests: SentRequest[];

function answer({ summaryError }: { summaryError?: { code: number; msg: string } } = {}) {
  answerTransport<Area[]>('/api/data/area/search', provinces);
  answerTransport<number[]>('/api/data/comprehensiveEvaluation/years', [2023, 2024]);
  summaryRequests = answerWith<EvaluationSummary>('/api/data/comprehensiveEvaluation/summary', () =>
    summaryError ? failure(summaryError.code, summaryError.msg) : summary,
  );
  searchRequests = answerWith<PageOf<EvaluationItem>>('/api/data/comprehensiveEvaluation/search', ({ query }) => ({
    list: rows,
    total: 25,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: 10,
  }));
}

const callsTo = (requests: SentRequest[]) => requests.map((request) => request.query);

beforeEach(() => answer());
afterEach(cleanup);

describe('EvaluationPage', () => {
  it('shows one h1, the newest year, the table with venue links and grades, and sends the URL filters', async () => {
    renderWithProviders(
      <EvaluationPage />,
      '/main/evaluation?areaCode=330000&grade=%E4%BC%98%E7%A7%80&organType=2&pageNum=2',
    );
    await screen.findByText('杭州市体育馆');
    expect(Array.from(document.querySelectorAll('h1')).map((h) => h.textContent)).toEqual([
      '公共体育场馆免费低收费开放服务评估结果',
    ]);
    // Empty filters (year, keyword, order) are left out.
    expect(callsTo(searchRequests).at(-1)).toEqual({
      areaCode: '330000',
      organType: '2',
      grade: '优秀',
      pageNum: '2',
      pageSize: '10',
    });
    expect(callsTo(summaryRequests).at(-1)).toEqual({ organType: '2' });

    const table = document.querySelector<HTMLElement>('table[aria-label="评估结果明细"]')!;
    expect(Array.from(table.querySelectorAll('th')).map((th) => th.textContent)).toEqual([
      '场馆名称',
      '场馆类型',
      '所在地区',
      '得分',
      '等级',
      '省内排名',
    ]);
    expect(within(table).getByText('杭州市体育馆').closest('a')!.getAttribute('href')).toBe(
      '/openFacility/bigDetail?organId=5',
    );
    expect(within(table).getByText('余杭区全民健身中心').closest('a')!.getAttribute('href')).toBe(
      '/openFacility/detail?organId=9&oldType=4',
    );
    expect(within(table).getByText('不合格').className).toContain('grade-fail');
    expect(within(table).getByText('58.0')).toBeTruthy();
    expect(screen.getByText('共找到 25 个符合条件的场馆')).toBeTruthy();
    // The year select shows the newest evaluated year.
    await waitFor(() => expect(screen.getByText('2024年度')).toBeTruthy());
  });

  it('sorts through the column headers: score descending by default, then the other way; a new column starts with its natural order', async () => {
    renderWithProviders(<EvaluationPage />, '/main/evaluation?pageNum=3');
    await screen.findByText('杭州市体育馆');
    const header = (name: string) =>
      Array.from(document.querySelectorAll('.evaluation-table th')).find((th) => th.textContent === name)!;
    expect(header('得分').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(header('得分'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/main/evaluation?orderBy=score&order=asc'),
    );

    fireEvent.click(header('省内排名'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/main/evaluation?orderBy=provinceRank&order=asc'),
    );
    await waitFor(() =>
      expect(callsTo(searchRequests).at(-1)).toMatchObject({
        orderBy: 'provinceRank',
        order: 'asc',
        pageNum: '1',
      }),
    );
    expect(header('省内排名').getAttribute('aria-sort')).toBe('ascending');
  });

  it('gives the charts names and a data table as their text alternative', async () => {
    renderWithProviders(<EvaluationPage />, '/main/evaluation');
    await screen.findByText('2024年度评估概况');
    // (Names read from the attribute: a role query over antd's many icon images is very slow in jsdom.)
    const chartNames = Array.from(document.querySelectorAll('figure [role="img"]')).map((chart) =>
      chart.getAttribute('aria-label'),
    );
    expect(chartNames).toEqual([
      '2024年度各省份平均得分条形图，共1个省份，最高浙江省75.7分，最低浙江省75.7分；各省数据见图表下方的数据表',
      '2024年度评估等级分布饼图：优秀1个，良好0个，合格0个，不合格1个',
    ]);
    expect(screen.getByText('查看图表数据（表格）')).toBeTruthy();
    const dataTable = screen.getByText('2024年度各省份评估结果汇总').closest('table')!;
    expect(dataTable.querySelector('tbody th')?.textContent).toBe('浙江省');
    for (const label of ['评估年度', '省份', '场馆类型', '评估等级', '关键词'])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('says so when the year has no evaluation instead of failing', async () => {
    answer({ summaryError: { code: 404, msg: '2019 年度暂无综合评价结果' } });
    renderWithProviders(<EvaluationPage />, '/main/evaluation?year=2019');
    expect(await screen.findByText('该年度暂无评估结果')).toBeTruthy();
    expect(callsTo(summaryRequests).at(-1)).toEqual({ year: '2019' });
  });
});
