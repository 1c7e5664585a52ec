// Place finder of /fitnessMap: search by name or address (2 characters too), nearby with distances, the
// layer filter's types in both requests, choosing a result.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MapNearbyData, MapPointItem, MapSearchData } from '@portal/contracts/fitness-map';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import type * as apiDataModule from '../../../lib/api-data';
import { getData } from '../../../lib/api-data';
import { PlaceFinder } from './place-finder';

vi.mock('../../../lib/api-data', async (importOriginal) => ({
  ...(await importOriginal<typeof apiDataModule>()),
  getData: vi.fn(),
}));
const mockedGetData = vi.mocked(getData);

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

beforeEach(() => {
  mockedGetData.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/api/data/fitnessMap/search') {
      return {
        list: [item(7, `${String(params?.keyword)}体育馆`)],
        total: 1,
        totalCapped: false,
        pageNum: 1,
        pageSize: 20,
      } satisfies MapSearchData;
    }
    if (url === '/api/data/fitnessMap/nearby') {
      return {
        lng: Number(params?.lng),
        lat: Number(params?.lat),
        radius: 50000,
        list: [
          { ...item(1, '近处健身路径', { typeName: '全民健身路径', mapType: 6 }), distance: 86.7 },
          { ...item(2, '远处体育场'), distance: 12_345.6 },
        ],
      } satisfies MapNearbyData;
    }
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  cleanup();
  mockedGetData.mockReset();
});

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
    expect(mockedGetData).toHaveBeenCalledWith('/api/data/fitnessMap/search', {
      keyword: '朝阳',
      types: undefined,
      pageNum: 1,
      pageSize: 20,
    });
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
    expect(mockedGetData).not.toHaveBeenCalled();
  });

  it('lists the nearest places around the map centre with distances in m and km', async () => {
    renderFinder([6, 1]);
    fireEvent.click(screen.getByRole('button', { name: '附近的场所' }));
    await screen.findByText('距离 87 米');
    expect(screen.getByText('距离 12.3 公里')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '离地图中心最近的场所' })).toBeTruthy();
    expect(mockedGetData).toHaveBeenCalledWith('/api/data/fitnessMap/nearby', {
      lng: 116.42602,
      lat: 39.88433,
      radius: 50000,
      limit: 20,
      types: '1,6',
    });
  });

  it('asks for a type when the filter has none and sends nothing', async () => {
    renderFinder([]);
    fireEvent.change(screen.getByRole('textbox', { name: '名称或地址' }), { target: { value: '体育' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByText('请先在“地图类型”中至少选择一种类型')).toBeTruthy());
    expect(mockedGetData).not.toHaveBeenCalled();
  });
});
