// /fitnessMap query -> first view (spec §2 lng/lat, §9 footer point).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POINT,
  NATIONAL_VIEW,
  PHONE_NATIONAL_VIEW,
  POINT_ZOOM,
  nationalViewFor,
  nationalZoomFor,
  parseMapView,
} from './map-view';

const view = (query: string, width?: number) => parseMapView(new URLSearchParams(query), width);

describe('parseMapView', () => {
  it('centres on the footer link point (spec §9) at city zoom', () => {
    expect(view('lng=116.42602&lat=39.88433')).toEqual({
      lng: 116.42602,
      lat: 39.88433,
      zoom: POINT_ZOOM,
      fromQuery: true,
    });
    expect(DEFAULT_POINT).toEqual({ lng: 116.42602, lat: 39.88433 });
  });

  it('takes an integer zoom of 3-18 with the point', () => {
    expect(view('lng=120.15507&lat=30.27415&zoom=16')).toMatchObject({ lng: 120.15507, lat: 30.27415, zoom: 16 });
    for (const bad of ['2', '19', '12.5', 'abc', '']) expect(view(`lng=120&lat=30&zoom=${bad}`).zoom).toBe(POINT_ZOOM);
  });

  it('shows the whole country without a usable point', () => {
    const national = { lng: NATIONAL_VIEW.lng, lat: NATIONAL_VIEW.lat, zoom: NATIONAL_VIEW.zoom, fromQuery: false };
    for (const query of [
      '',
      'lng=116.4',
      'lat=39.9',
      'lng=&lat=',
      'lng=abc&lat=39',
      'lng=181&lat=39',
      'lng=116&lat=86',
      'lng=116&lat=-90',
      'lng=NaN&lat=1',
      'lng=Infinity&lat=1',
    ]) {
      expect(view(query)).toEqual(national);
    }
  });

  it('accepts the edges of the range and surrounding blanks', () => {
    expect(view('lng=-180&lat=-85')).toMatchObject({ lng: -180, lat: -85, fromQuery: true });
    expect(view('lng=%20116.5%20&lat=40')).toMatchObject({ lng: 116.5, lat: 40 });
  });

  it('zooms the national view out one step on a phone', () => {
    expect(view('', 375).zoom).toBe(3);
    expect(view('zoom=5', 375).zoom).toBe(5);
    expect(nationalZoomFor(1280)).toBe(4);
    expect(nationalZoomFor(899)).toBe(3);
  });

  it('centres the phone national view further south, so the 南海断续线 fits in place', () => {
    expect(view('', 375)).toMatchObject({ lng: PHONE_NATIONAL_VIEW.lng, lat: PHONE_NATIONAL_VIEW.lat, zoom: 3 });
    expect(nationalViewFor(1280)).toEqual(NATIONAL_VIEW);
    expect(nationalViewFor(375).lat).toBeLessThan(NATIONAL_VIEW.lat);
  });
});
