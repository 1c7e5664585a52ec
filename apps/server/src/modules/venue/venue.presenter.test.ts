/** venue row -> VenueBasic: place names (municipalities, grouping cities), cover address, sports JSON. */
import { describe, expect, it } from 'vitest';
import type { DivisionMap } from '../area/divisions.js';
import { areaNameOf, venueAreaColumn } from '../area/divisions.js';
import type { VenueBasicRow } from './venue.columns.js';
import { parseSports, presentVenueBasic } from './venue.presenter.js';

const divisions: DivisionMap = new Map([
  ['330000', { name: '浙江省', level: 1 }],
  ['330100', { name: '杭州市', level: 2 }],
  ['330106', { name: '西湖区', level: 3 }],
  ['110000', { name: '北京市', level: 1 }],
  ['110100', { name: '北京市', level: 2 }],
  ['110101', { name: '东城区', level: 3 }],
  ['420000', { name: '湖北省', level: 1 }],
  ['429000', { name: '省直辖县级行政区划', level: 2 }],
  ['429004', { name: '仙桃市', level: 3 }],
]);

const row: VenueBasicRow = {
  organ_id: 12,
  name: '杭州市西湖区体育馆',
  organ_type: 2,
  is_large: 1,
  province_code: '330000',
  city_code: '330100',
  county_code: '330106',
  address: '浙江省杭州市西湖区体育路 1 号',
  phone: '0571-88000000',
  lng: 120.13,
  lat: 30.26,
  cover_media_id: 5,
  sports: '["篮球","羽毛球"]',
};

describe('presentVenueBasic', () => {
  it('presents every VenueBasic field', () => {
    expect(presentVenueBasic(row, divisions)).toEqual({
      organId: 12,
      name: '杭州市西湖区体育馆',
      organType: 2,
      organTypeName: '公共体育馆',
      isLarge: true,
      provinceCode: '330000',
      cityCode: '330100',
      countyCode: '330106',
      areaName: '浙江省杭州市西湖区',
      address: '浙江省杭州市西湖区体育路 1 号',
      phone: '0571-88000000',
      lng: 120.13,
      lat: 30.26,
      coverUrl: '/api_/ow/file/5',
      sports: ['篮球', '羽毛球'],
    });
    expect(presentVenueBasic({ ...row, cover_media_id: null, is_large: 0 }, divisions)).toMatchObject({
      coverUrl: null,
      isLarge: false,
    });
  });

  it('names municipalities and grouping cities without repeats', () => {
    expect(areaNameOf(divisions, '110000', '110100', '110101')).toBe('北京市东城区');
    expect(areaNameOf(divisions, '420000', '429000', '429004')).toBe('湖北省仙桃市');
    expect(areaNameOf(divisions, '330000', '330100', '330100')).toBe('浙江省杭州市');
  });

  it('reads broken sports JSON as an empty list', () => {
    expect(parseSports('not json')).toEqual([]);
    expect(parseSports('{"a":1}')).toEqual([]);
    expect(parseSports('["游泳",3]')).toEqual(['游泳']);
  });

  it('maps a division code to the venue column of its level, 404 for an unknown code', () => {
    expect(venueAreaColumn(divisions, '330000')).toBe('province_code');
    expect(venueAreaColumn(divisions, '429000')).toBe('city_code');
    expect(venueAreaColumn(divisions, '110101')).toBe('county_code');
    expect(() => venueAreaColumn(divisions, '990000')).toThrow('行政区划不存在或已删除');
  });
});
