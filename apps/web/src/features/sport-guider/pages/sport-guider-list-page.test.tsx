import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import type { GuiderStationBasic, SportGuiderListItem } from '@portal/contracts/sport-guider';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { answer, answerWith, type SentRequest } from '../../../components/test-support/transport';
import SportGuiderListPage from './sport-guider-list-page';

const guider: SportGuiderListItem = {
  id: 42,
  name: '王芳莉',
  gender: '女',
  level: 2,
  levelName: '一级',
  sport: 1,
  sportName: '广场舞',
  certificateNo: '2012*******7012',
  areaName: '广东省广州市荔湾区',
  station: { id: 3, name: '荔湾区城南社区社会体育指导员服务站', areaName: '广东省广州市荔湾区' },
  distanceKm: null,
};

let searchRequests: SentRequest[];

configure({ asyncUtilTimeout: 5000 });
installResizeObserver();

beforeEach(() => {
  answer<Area[]>('/api/data/area/search', []);
  answer<PageOf<GuiderStationBasic>>('/api/data/sportGuider/station/search', {
    list: [],
    total: 0,
    pageNum: 1,
    pageSize: 100,
  });
  searchRequests = answerWith<PageOf<SportGuiderListItem>>('/api/data/sportGuider/search', ({ query }) => ({
    list: [guider],
    total: 1234,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: 10,
  }));
});
afterEach(cleanup);

describe('SportGuiderListPage', () => {
  it('sends the address filters, shows one h1, the count and the public fields with a detail link', async () => {
    renderWithProviders(
      <SportGuiderListPage />,
      '/socialSportGuider/sportGuiderList?name=%E7%8E%8B%E8%8A%B3&level=2&sport=1',
    );
    const link = await screen.findByRole('link', { name: guider.name });
    expect(searchRequests.at(-1)!.query).toEqual({
      name: '王芳',
      level: '2',
      sport: '1',
      pageNum: '1',
      pageSize: '10',
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['指导员名录']);
    expect(screen.getByText('共 1,234 名指导员符合条件')).toBeTruthy();
    expect(link.getAttribute('href')).toBe(
      `/socialSportGuider/sportGuider/guiderDetail?id=42&from=${encodeURIComponent('指导员名录')}`,
    );
    const card = link.closest('article')!;
    expect(within(card).getByText('一级')).toBeTruthy();
    expect(card.textContent).toContain('证书编号 2012*******7012');
    expect(card.textContent).toContain('服务站点：荔湾区城南社区社会体育指导员服务站');
  });

  it('does not send a one-character name and says why', async () => {
    renderWithProviders(<SportGuiderListPage />, '/socialSportGuider/sportGuiderList?name=%E7%8E%8B');
    await screen.findByRole('link', { name: guider.name });
    expect(searchRequests.at(-1)!.query).toEqual({ pageNum: '1', pageSize: '10' });
    await waitFor(() => expect(document.body.textContent).toContain('姓名至少输入2个字'));
    expect(screen.getByLabelText('姓名')).toBeTruthy();
  });
});
