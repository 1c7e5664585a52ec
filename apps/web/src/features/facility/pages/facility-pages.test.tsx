/**
 * The facility pages against the test transport (test-support/transport.ts): a kind's list asks the equipment service's list of its kind
 * with the facilities token and, after a 401, once more with a new token; the cards open the kind's
 * detail page with the list's name as `from`; the equipment page shows 报修中 and links the repair form
 * with the piece; the photo check and the layout map's option; the pages the server links to (contracts
 * FACILITY_KIND_PATHS: first HTML, sitemap, map popups) are the catalogue's.
 */
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import type { EquipmentPiece, FacilityListData, FacilityToken, LayoutFigures } from '@portal/contracts/facility';
import type { Area } from '@portal/contracts/site';
import { FACILITY_INDEX_PATH, FACILITY_KIND_PATHS, FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, failure } from '../../../components/test-support/transport';
import { catalogue } from '@portal/contracts/pages.codes';
import { resetFacilityToken } from '../api';
import { photoProblem } from '../components/fix-report-form';
import { FACILITY_KIND_PAGES } from '../facility-pages';
import { layoutMapOption } from '../layout-chart';
import EquipmentDetailPage from './equipment-detail-page';
import FacilityListPage from './facility-list-page';

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

const park: FacilityListData = {
  list: [
    {
      id: 77,
      kind: 'sports_park',
      kindName: '体育公园',
      name: '西湖区体育公园',
      address: '浙江省杭州市西湖区体育路1号',
      areaName: '浙江省杭州市西湖区',
      countyCode: '330106',
      condition: 'repairing',
      conditionName: '报修中',
      equipmentCount: 12,
      fieldCount: 3,
      area: 85000,
      buildYear: 2021,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
  kindCounts: [],
};

const piece: EquipmentPiece = {
  id: 501,
  facilityId: 77,
  facilityName: '西湖区体育公园',
  facilityKind: 'sports_park',
  name: '太空漫步机',
  category: 'traditional',
  categoryName: '传统',
  model: 'HL-300',
  manufacturer: '群星健身器材股份有限公司',
  installDate: '2021-05-01',
  warrantyEnd: '2029-05-01',
  lastInspection: '2026-10-01',
  condition: 'repairing',
  conditionName: '报修中',
  openReports: 1,
  areaName: '浙江省杭州市西湖区',
  certificationId: null,
};

let tokens = 0;
beforeEach(() => {
  tokens = 0;
  resetFacilityToken();
  answer<Area[]>('/api/data/area/search', []);
  answerWith<FacilityToken>('/api/data/equipService/token', () => ({ token: `equip-${++tokens}`, expiresIn: 14400 }));
});
afterEach(cleanup);

describe('a facility kind list', () => {
  it('asks the equipment service with the facilities token, renewing it once after a 401', async () => {
    const requests = answerWith<FacilityListData>(
      '/api/data/equipService/venue/list',
      ({ headers }) => (headers.get('equip-token') === 'equip-1' ? failure(401, '设施令牌已过期') : park),
      { method: 'post' },
    );
    renderWithProviders(<FacilityListPage kind="sports_park" />, '/equipment/SportsPark?keyword=%E8%A5%BF%E6%B9%96');
    const link = await screen.findByRole('link', { name: '西湖区体育公园' });
    expect(link.getAttribute('href')).toBe(`/equipment/SportsParkDetail?id=77&from=${encodeURIComponent('体育公园')}`);
    expect(requests).toHaveLength(2);
    const { body, headers } = requests[1]!;
    expect(body).toEqual({ pageNum: 1, pageSize: 10, keyword: '西湖', kind: 'sports_park' });
    expect(headers.get('equip-token')).toBe('equip-2');
    // The facilities token goes with the public token, not instead of it.
    expect(headers.get('session-id')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '体育公园' })).toBeTruthy();
    expect(screen.getByText('报修中')).toBeTruthy();
  });
});

describe('the equipment page', () => {
  it('shows the open report and links the repair form with the piece', async () => {
    const requests = answer<EquipmentPiece>('/api/data/equipService/equipment/501', piece);
    renderWithProviders(
      <EquipmentDetailPage entry={catalogue.equipmentEquipmentDetail} />,
      '/equipment/equipmentDetail?id=501&from=%E4%BD%93%E8%82%B2%E5%85%AC%E5%9B%AD',
    );
    await screen.findByRole('heading', { level: 1, name: '太空漫步机' });
    expect(screen.getByText('有 1 条报修正在处理，请暂停使用。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /我要报修/ }).getAttribute('href')).toBe(
      `/gymFacility/facilityDetail/fixReport?id=501&from=${encodeURIComponent('体育公园')}`,
    );
    expect(screen.getByText('该器材暂无认证记录。')).toBeTruthy();
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toEqual(['/api/data/equipService/equipment/501']),
    );
  });
});

describe('photoProblem', () => {
  it('links the server to the same list and detail pages as the web', () => {
    expect(FACILITY_INDEX_PATH).toBe(catalogue.equipmentIndex.path);
    for (const kind of FACILITY_KINDS) {
      const pages = FACILITY_KIND_PAGES[kind];
      expect(FACILITY_KIND_PATHS[kind], kind).toEqual({ list: pages.list.path, detail: pages.detail.path });
    }
  });

  it('takes JPEG, PNG and WebP up to 5 MB and names the file otherwise', () => {
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatch('a.gif');
    expect(photoProblem({ name: 'b.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch('超过 5 MB');
  });
});

describe('layoutMapOption', () => {
  it('names each province by its outline and scales from the smallest to the largest figure', () => {
    const row = (code: string, name: string, perTenThousand: number): LayoutFigures => ({
      code,
      name,
      population: 1,
      total: 1,
      equipmentCount: 0,
      perTenThousand,
      counts: [],
    });
    const option = layoutMapOption(
      [row('330000', '浙江省', 0.07), row('110000', '北京市', 0.1), row('990000', '无', 1)],
      new Map([
        ['330000', '浙江'],
        ['110000', '北京'],
      ]),
      'perTenThousand',
      '#c8161d',
    ) as { series: { data: unknown[] }[]; visualMap: { min: number; max: number } };
    expect(option.series[0]!.data).toEqual([
      { name: '浙江', value: 0.07 },
      { name: '北京', value: 0.1 },
    ]);
    expect(option.visualMap.min).toBe(0.07);
    expect(option.visualMap.max).toBe(1);
  });
});
