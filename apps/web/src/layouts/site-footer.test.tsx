// The footer (spec §1, §9, 政府网站发展指引): contacts, service links, and the registration marks shown only
// when the runtime configuration sets them, each linked to its official look-up.
import { cleanup, screen, within } from '@testing-library/react';
import type { ParamConfValues } from '@portal/contracts/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/test-support/render-with-providers';
import { answerWith, sentRequests } from '../components/test-support/transport';
import type * as runtimeConfigModule from '../lib/runtime-config';
import { getRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';
import { SiteFooter } from './site-footer';

vi.mock('../lib/runtime-config', async (importOriginal) => ({
  ...(await importOriginal<typeof runtimeConfigModule>()),
  getRuntimeConfig: vi.fn(),
}));

const BASE: RuntimeConfig = { theme: 'gov-red', apiBase: '' };
const PARAMS: Partial<ParamConfValues> = {
  hotline: '010-87182114',
  address: '北京市东城区体育馆路2号',
  postalCode: '100061',
  workingHours: '工作日 9:00-18:00',
};

beforeEach(() => {
  answerWith<ParamConfValues[keyof ParamConfValues] | null>(
    '/api/data/paramConf/:dictKey',
    ({ params }) => PARAMS[params.dictKey as keyof ParamConfValues] ?? null,
  );
});

afterEach(() => {
  cleanup();
  vi.mocked(getRuntimeConfig).mockReset();
});

const footer = () => screen.getByRole('contentinfo');

describe('SiteFooter', () => {
  it('shows the contacts and the service links, and no registration mark when none is configured', async () => {
    vi.mocked(getRuntimeConfig).mockResolvedValue(BASE);
    renderWithProviders(<SiteFooter />, '/');
    expect(await within(footer()).findByRole('link', { name: '010-87182114' })).toBeTruthy();
    const link = (name: string | RegExp) => within(footer()).getByRole('link', { name }).getAttribute('href');
    expect(link('网站地图')).toBe('/siteMap');
    expect(link('场馆信息化咨询指导')).toBe('/guidance');
    expect(link('我为政府网站找错')).toBe('/main/feedback?type=correction');
    expect(link('长者模式')).toBe('#a11y-toolbar');
    expect(link('无障碍')).toBe('#a11y-toolbar');
    expect(link('健身地图')).toBe('/fitnessMap?lng=116.42602&lat=39.88433');
    // The agency guidance entries are no longer listed in the footer.
    expect(sentRequests().filter((request) => request.includes('/api_/ow/guidance/list'))).toEqual([]);
    await Promise.resolve();
    expect(footer().textContent).not.toMatch(/网站标识码|ICP|公网安备/);
    expect(within(footer()).queryByRole('list', { name: '网站备案信息' })).toBeNull();
    expect(within(footer()).queryByRole('link', { name: /党政机关网站标识/ })).toBeNull();
  });

  it('shows each configured mark, linked to its official look-up in a new window', async () => {
    vi.mocked(getRuntimeConfig).mockResolvedValue({
      ...BASE,
      siteRecords: {
        siteCode: 'bm17000001',
        icpNumber: '京ICP备12345678号-1',
        psbNumber: '京公网安备 11010502000001号',
        conacId: '0C4BBDDEE0F5473DE053012819AC3A5E',
      },
    });
    renderWithProviders(<SiteFooter />, '/');
    const records = await within(footer()).findByRole('list', { name: '网站备案信息' });
    expect(records.textContent).toContain('网站标识码：bm17000001');
    const icp = within(records).getByRole('link', { name: /京ICP备12345678号-1/ });
    expect([icp.getAttribute('href'), icp.getAttribute('target')]).toEqual(['https://beian.miit.gov.cn/', '_blank']);
    expect(
      within(records)
        .getByRole('link', { name: /京公网安备/ })
        .getAttribute('href'),
    ).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502000001');
    expect(
      within(footer())
        .getByRole('link', { name: /党政机关网站标识/ })
        .getAttribute('href'),
    ).toBe('https://bszs.conac.cn/sitename?method=show&id=0C4BBDDEE0F5473DE053012819AC3A5E');
  });

  it('shows only the marks that are set', async () => {
    vi.mocked(getRuntimeConfig).mockResolvedValue({ ...BASE, siteRecords: { icpNumber: '京ICP备12345678号' } });
    renderWithProviders(<SiteFooter />, '/');
    const records = await within(footer()).findByRole('list', { name: '网站备案信息' });
    expect(within(records).getAllByRole('listitem')).toHaveLength(1);
    expect(footer().textContent).not.toMatch(/网站标识码|公网安备/);
    expect(within(footer()).queryByRole('link', { name: /党政机关网站标识/ })).toBeNull();
  });
});
