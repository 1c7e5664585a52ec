/** components/map/amap-link.ts: WGS-84 -> GCJ-02 with gcoord, and the Amap marker link built on it. */
import { describe, expect, it } from 'vitest';
import { amapMarkerUrl, toGcj02 } from './amap-link';

describe('toGcj02', () => {
  it('converts a point in China by the published pair (gcoord README: GCJ-02 123,45 = WGS-84 122.99395597,44.99804071)', () => {
    const [lng, lat] = toGcj02(122.99395597, 44.99804071);
    // Within 1e-5 degrees (about a metre): the published pair is itself rounded through the inverse.
    expect(Math.abs(lng - 123)).toBeLessThan(1e-5);
    expect(Math.abs(lat - 45)).toBeLessThan(1e-5);
  });

  it('moves a Beijing point by the few hundred metres of GCJ-02, and leaves a point outside China alone', () => {
    const [lng, lat] = toGcj02(116.42602, 39.88433);
    expect(lng - 116.42602).toBeGreaterThan(0.004);
    expect(lng - 116.42602).toBeLessThan(0.008);
    expect(lat - 39.88433).toBeGreaterThan(0.0005);
    expect(lat - 39.88433).toBeLessThan(0.003);
    expect(toGcj02(139.6917, 35.6895)).toEqual([139.6917, 35.6895]);
  });
});

describe('amapMarkerUrl', () => {
  it('puts the converted point on Amap as a 高德 coordinate, with the name and the site', () => {
    const url = new URL(amapMarkerUrl({ lng: 122.99395597, lat: 44.99804071, name: '东城区全民健身中心 A&B' }));
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(url.searchParams.get('position')).toBe('123.000000,45.000000');
    expect(url.searchParams.get('coordinate')).toBe('gaode');
    expect(url.searchParams.get('name')).toBe('东城区全民健身中心 A&B');
    expect(url.searchParams.get('callnative')).toBe('1');
    expect(url.searchParams.get('src')).toBeTruthy();
  });
});
