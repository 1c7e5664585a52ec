/**
 * The 数据质量公开 page over the test transport's answer: each measure's figures appear in its table (caption, row and
 * column headers) beside its chart's accessible image; the province filter in the URL narrows the figures
 * to that province (system table and comparison rows); the year in the URL is asked of the API; a year
 * without figures shows the empty state.
 */
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataHealth, DataHealthArea } from '@portal/contracts/data-health';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, failure, type SentRequest } from '../../../components/test-support/transport';
import DataHealthPage from './data-health-page';

// echarts needs a real layout engine: the chart is replaced by its accessible image.
vi.mock('../../../components/chart/e-chart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

const SYSTEMS = [
  ['app_sync_js365', '低免场馆填报'],
  ['js365_build', '建设项目填报'],
  ['js365_equ', '健身场地设施填报'],
  ['cdqc_filling', '器材项目填报'],
  ['js365_park', '体育公园统计'],
] as const;

function areaOf(provinceCode: string, provinceName: string, scale: number): DataHealthArea {
  return {
    provinceCode,
    provinceName,
    received: {
      total: 150 * scale,
      bySystem: SYSTEMS.map(([system, systemName], i) => ({ system, systemName, rows: i === 2 ? 150 * scale : 0 })),
    },
    rejected: {
      total: 50 * scale,
      bySystem: SYSTEMS.map(([system, systemName], i) => ({ system, systemName, rows: i === 2 ? 50 * scale : 0 })),
      topReasons: [
        {
          system: 'js365_equ',
          systemName: '健身场地设施填报',
          entity: 'facility',
          entityLabel: '设施',
          field: 'countyCode',
          rows: 50 * scale,
          example: '区县代码不存在或已撤销',
        },
      ],
    },
    audit: {
      venueYears: 40 * scale,
      auditedVenueYears: 30 * scale,
      auditedShare: 0.75,
      timedAudits: 3,
      medianAuditDays: 18.5,
    },
    flow: {
      venues: 2 * scale,
      expectedHours: 1000 * scale,
      onTime: 900 * scale,
      late: 20 * scale,
      missing: 80 * scale,
    },
    equipment: { pieces: 200 * scale, intact: 190 * scale, intactShare: 0.95, fixedReports: 7, medianRepairDays: 4 },
  };
}

const health: DataHealth = {
  year: 2026,
  years: [2026, 2025],
  flowUntil: '2026-11-28T08:00:00.000Z',
  national: areaOf('', '全国', 3),
  provinces: [areaOf('110000', '北京市', 1), areaOf('330000', '浙江省', 2)],
};

let requests: SentRequest[];
beforeEach(() => {
  requests = answerWith<DataHealth>('/api_/ow/dataHealth', ({ query }) =>
    query.year === '2019' ? failure(404, '2019 年度暂无数据质量统计') : health,
  );
});
afterEach(cleanup);

const cell = (table: HTMLElement, row: string, column: number) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole('cell')[column]!.textContent;

describe('data health page', () => {
  it('shows each measure nationally with its chart and table, every province in the comparisons', async () => {
    renderWithProviders(<DataHealthPage />, '/dataHealth');
    expect(await screen.findByRole('heading', { level: 1, name: '数据质量公开' })).toBeTruthy();
    const systems = await screen.findByRole('table', { name: '2026年度全国各填报系统接收与拒收行数' });
    expect(cell(systems, '健身场地设施填报', 0)).toBe('450');
    expect(cell(systems, '健身场地设施填报', 1)).toBe('150');
    expect(cell(systems, '健身场地设施填报', 2)).toBe('25.0%');
    const reasons = screen.getByRole('table', { name: '全国拒收最多的原因（前 1 项）' });
    expect(within(reasons).getByText('区县代码不存在或已撤销')).toBeTruthy();
    const audit = screen.getByRole('table', { name: '2026年度场馆年度数据审核情况' });
    expect(cell(audit, '浙江省', 2)).toBe('75.0%');
    expect(cell(audit, '北京市', 4)).toBe('18.5 天');
    const flow = screen.getByRole('table', { name: '2026年度场馆客流推送情况' });
    expect(cell(flow, '浙江省', 1)).toBe('2,000');
    expect(cell(flow, '浙江省', 5)).toBe('90.0%');
    const equipment = screen.getByRole('table', { name: '健身器材完好率与2026年度维修用时' });
    expect(cell(equipment, '北京市', 2)).toBe('95.0%');
    expect(screen.getAllByRole('img', { name: /条形图，数据见下表$/ }).length).toBe(4);
    // th scope: column headers and row headers
    expect(within(flow).getAllByRole('columnheader').length).toBe(7);
    // No year: the latest.
    expect(requests.map((request) => request.query)).toContainEqual({});
  });

  it('the province in the URL narrows the figures to it, beside the national row', async () => {
    renderWithProviders(<DataHealthPage />, '/dataHealth?areaCode=330000&year=2025');
    const systems = await screen.findByRole('table', { name: '2026年度浙江省各填报系统接收与拒收行数' });
    expect(cell(systems, '健身场地设施填报', 0)).toBe('300');
    const flow = screen.getByRole('table', { name: '2026年度场馆客流推送情况' });
    expect(
      within(flow)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['全国', '浙江省']);
    expect(requests.map((request) => request.query)).toContainEqual({ year: '2025' });
  });

  it('a year without figures shows the empty state', async () => {
    renderWithProviders(<DataHealthPage />, '/dataHealth?year=2019');
    expect(await screen.findByText('该年度暂无数据质量统计')).toBeTruthy();
  });
});
