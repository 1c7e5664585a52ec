// The home venue finder (venue-finder.tsx): native controls, cities after a province, and the venue list's own
// parameters in the link it opens.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Area } from '@portal/contracts/site';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith } from '../../../components/test-support/transport';
import { VenueFinder, venueFinderHref } from './venue-finder';

const AREAS: Record<string, Area[]> = {
  '': [{ code: '330000', name: '浙江省', level: 1, parentCode: null, lng: 120.15, lat: 30.27, hasChildren: true }],
  '330000': [
    { code: '330100', name: '杭州市', level: 2, parentCode: '330000', lng: 120.15, lat: 30.27, hasChildren: true },
  ],
};

afterEach(cleanup);

describe('venueFinderHref', () => {
  it('uses the list parameters: the city else the province, the type, true switches only', () => {
    const none = { province: '', city: '', organType: null, openNow: false, freeNow: false };
    expect(venueFinderHref(none)).toBe('/main/openFacility');
    expect(venueFinderHref({ ...none, province: '330000', organType: 3, openNow: true })).toBe(
      '/main/openFacility?organType=3&areaCode=330000&openNow=true',
    );
    expect(venueFinderHref({ ...none, province: '330000', city: '330100', freeNow: true })).toBe(
      '/main/openFacility?areaCode=330100&freeNow=true',
    );
  });
});

describe('VenueFinder', () => {
  it('offers the cities of the chosen province and opens the filtered venue list', async () => {
    answerWith<Area[]>('/api/data/area/search', ({ query }) => AREAS[query.parentCode ?? ''] ?? []);
    renderWithProviders(<VenueFinder />, '/');
    const finder = screen.getByRole('search', { name: '找场馆' });
    const city = within(finder).getByLabelText('城市') as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    await within(finder).findByRole('option', { name: '浙江省' });
    fireEvent.change(within(finder).getByLabelText('省份'), { target: { value: '330000' } });
    await within(finder).findByRole('option', { name: '杭州市' });
    fireEvent.change(city, { target: { value: '330100' } });
    fireEvent.change(within(finder).getByLabelText('场馆类型'), { target: { value: '2' } });
    fireEvent.click(within(finder).getByLabelText('此刻开放'));
    fireEvent.click(within(finder).getByRole('button', { name: '查找场馆' }));
    await screen.findByText('other page');
    expect(screen.getByTestId('location').textContent).toBe(
      '/main/openFacility?organType=2&areaCode=330100&openNow=true',
    );
  });
});
