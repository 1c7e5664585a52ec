// Place finder of /fitnessMap: search by name or address (2 characters too), nearby with distances, the
// layer filter's types in both requests, choosing a result.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MapNearbyData, MapPointItem, MapSearchData } from '@portal/contracts/fitness-map';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, sentRequests, type SentRequest } from '../../../components/test-support/transport';
import { PlaceFinder } from './place-finder';

const item = (id: number, name: string, extra: Partial<MapPointItem> = {}): MapPointItem => ({
  id,
  mapType: 2,
  typeName: '公共体育馆',
  kind: '',
  name,
  address: '北京市朝阳区工体北路 1 号',
  areaName: '北京市朝阳区',
  lng: 116.45,
  lat: 39.93,
  phone: null,
  detailPath: null,
  ...extra,
});

let searchRequests: SentRequest[];
let nearbyRequests: SentRequest[];
beforeEach(() => {
  searchRequests = answerWith<MapSearchData>('/api/data/fitnessMap/search', ({ query }) => ({
    list: [item(7, `${String(query.keyword)}体育馆`)],
    total: 1,
    totalCapped: false,
    pageNum: 1,
    pageSize: 20,
  }));
  nearbyRequests = answerWith<MapNearbyData>('/api/data/fitnessMap/nearby', ({ query }) => ({
    lng: Number(query.lng),
    lat: Number(query.lat),
    radius: 50000,
    list: [
      { ...item(1, '近处健身路径', { typeName: '全民健身路径', mapType: 6 }), distance: 86.7 },
      { ...item(2, '远处体育场'), distance: 12_345.6 },
    ],
  }));
});
afterEach(cleanup);

function renderFinder(types: readonly MapType[] = MAP_TYPES, onChoose = vi.fn()) {
  renderWithProviders(
    <PlaceFinder
      types={types}
      nearbyCentre={() => ({ lng: 116.42602, lat: 39.88433, visitor: false })}
      onChoose={onChoose}
    />,
    '/fitnessMap',
  );
  return onChoose;
}

describe('PlaceFinder', () => {
  it('searches a 2-character keyword and lists the results as buttons', async () => {
    const onChoose = renderFinder();
    fireEvent.change(screen.getByRole('textbox', { name: '名称或地址' }), { target: { value: ' 朝阳 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const result = await screen.findByRole('button', { name: /朝阳体育馆/ });
    // No types: every type.
    expect(searchRequests.map((request) => request.query)).toEqual([{ keyword: '朝阳', pageNum: '1', pageSize: '20' }]);
    expect(screen.getByRole('heading', { name: '“朝阳”的搜索结果' })).toBeTruthy();
    expect(screen.getByText('找到 1 个场所')).toBeTruthy();
    expect(within(result).getByText('北京市朝阳区工体北路 1 号')).toBeTruthy();
    fireEvent.click(result);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), result);
  });

  it('asks for a keyword instead of searching for blanks', () => {
    renderFinder();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入场所名称或地址中的文字');
    expect(sentRequests()).toEqual([]);
  });

  it('lists the nearest places around the map centre with distances in m and km', async () => {
    renderFinder([6, 1]);
    fireEvent.click(screen.getByRole('button', { name: '附近的场所' }));
    await screen.findByText('距离 87 米');
    expect(screen.getByText('距离 12.3 公里')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '离地图中心最近的场所' })).toBeTruthy();
    expect(nearbyRequests.map((request) => request.query)).toEqual([
      { lng: '116.42602', lat: '39.88433', radius: '50000', limit: '20', types: '1,6' },
    ]);
  });

  it('asks for a type when the filter has none and sends nothing', async () => {
    renderFinder([]);
    fireEvent.change(screen.getByRole('textbox', { name: '名称或地址' }), { target: { value: '体育' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByText('请先在“地图类型”中至少选择一种类型')).toBeTruthy());
    expect(sentRequests()).toEqual([]);
  });
});
