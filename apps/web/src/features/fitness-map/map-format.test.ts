// Distances, counts and the navigation link of the fitness map.
import { describe, expect, it } from 'vitest';
import { clusterLabel, formatCount, formatDistance, placeText } from './map-format';

describe('formatDistance', () => {
  it('gives metres under 1 km and kilometres above', () => {
    expect(formatDistance(0)).toBe('0 米');
    expect(formatDistance(12.34)).toBe('12 米');
    expect(formatDistance(999.4)).toBe('999 米');
    expect(formatDistance(999.5)).toBe('1 公里');
    expect(formatDistance(1234.5)).toBe('1.2 公里');
    expect(formatDistance(50_000)).toBe('50 公里');
    expect(formatDistance(99_940)).toBe('99.9 公里');
    expect(formatDistance(125_400)).toBe('125 公里');
  });

  it('gives nothing for impossible distances', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatDistance(bad)).toBe('');
  });
});

describe('counts', () => {
  it('separates thousands and shortens large cluster counts with 万', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(clusterLabel(2)).toBe('2');
    expect(clusterLabel(9999)).toBe('9999');
    expect(clusterLabel(10_000)).toBe('1万');
    expect(clusterLabel(12_999)).toBe('1.2万');
    expect(clusterLabel(99_999)).toBe('9.9万');
    expect(clusterLabel(350_123)).toBe('35万');
    expect(clusterLabel(4_840_000)).toBe('484万');
  });
});

describe('placeText', () => {
  it('says the area once', () => {
    expect(placeText({ areaName: '北京市东城区', address: '北京市东城区体育馆路2号' })).toBe('北京市东城区体育馆路2号');
    expect(placeText({ areaName: '北京市东城区', address: '体育馆路2号' })).toBe('北京市东城区体育馆路2号');
    expect(placeText({ areaName: '北京市东城区', address: ' ' })).toBe('北京市东城区');
    expect(placeText({ areaName: '', address: '' })).toBe('暂无地址');
  });
});
