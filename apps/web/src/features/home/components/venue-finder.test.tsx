// The home venue finder (venue-finder.tsx): native controls, cities after a province, and the venue list's own
// parameters in the link it opens.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import type * as apiDataModule from '../../../lib/api-data';
import { getData } from '../../../lib/api-data';
import { VenueFinder, venueFinderHref } from './venue-finder';

vi.mock('../../../lib/api-data', async (importOriginal) => ({
  ...(await importOriginal<typeof apiDataModule>()),
  getData: vi.fn(),
}));

const AREAS: Record<string, unknown> = {
  '': [{ code: '330000', name: '浙江省', hasChildren: true }],
  '330000': [{ code: '330100', name: '杭州市', hasChildren: true }],
};

afterEach(() => {
  cleanup();
  vi.mocked(getData).mockReset();
});

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
    vi.mocked(getData).mockImplementation((_url: string, params?: Record<string, unknown>) =>
      Promise.resolve(AREAS[String(params?.parentCode ?? '')] ?? []),
    );
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
