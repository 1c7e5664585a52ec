import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleListItem, Banner, RegulationListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer } from '../../../components/test-support/transport';
import HomePage from './home-page';

const banners: Banner[] = [
  { id: 1, title: '全民健身日主题活动', imageUrl: '/api_/ow/file/1', linkPath: '/news/newsdetail?id=3' },
  { id: 2, title: '体育总局官网', imageUrl: '/api_/ow/file/2', linkPath: 'https://www.sport.gov.cn/' },
  { id: 3, title: '不安全的链接', imageUrl: '/api_/ow/file/3', linkPath: 'javascript:alert(1)' },
];

const article = (id: number, title: string): ArticleListItem => ({
  id,
  title,
  summary: '',
  source: '国家体育总局',
  category: '工作动态',
  publishTime: '2024-12-31T18:00:00.000Z',
  coverUrl: `/api_/ow/file/${id + 10}`,
});

const policy: RegulationListItem = {
  id: 5,
  title: '全民健身条例',
  issuingBody: '国务院',
  documentNumber: '国务院令第560号',
  category: '行政法规',
  status: '已修订',
  publishDate: '2009-08-30',
  effectiveDate: '2009-10-01',
  summary: '',
};

const page = <T,>(list: T[]): PageOf<T> => ({ list, total: list.length, pageNum: 1, pageSize: 6 });

beforeEach(() => {
  answer<Banner[]>('/api_/ow/banner/list', banners);
  answer<PageOf<ArticleListItem>>('/api_/ow/news/list', page([article(1, '冬季群众体育活动全面展开')]));
  answer<PageOf<ArticleListItem>>('/api_/ow/notice/list', page([article(2, '关于开展场馆开放评估的通知')]));
  answer<PageOf<RegulationListItem>>('/api_/ow/regulation/list', page([policy]));
  // The venue finder's provinces (none: the finder is not under test here).
  answer<Area[]>('/api/data/area/search', []);
});

afterEach(cleanup);

describe('HomePage', () => {
  it('has one (visually hidden) h1 and the latest news, notices and policies', async () => {
    renderWithProviders(<HomePage />, '/');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['全民健身场馆信息服务平台首页']);

    const news = await screen.findByRole('link', { name: '冬季群众体育活动全面展开' });
    expect(news.getAttribute('href')).toBe('/news/newsdetail?id=1');
    const cover = screen.getByAltText('封面图：冬季群众体育活动全面展开');
    expect([cover.getAttribute('width'), cover.getAttribute('height'), cover.getAttribute('loading')]).toEqual([
      '128',
      '80',
      'lazy',
    ]);
    // 18:00 UTC on 31 Dec is 1 Jan in Beijing.
    expect(screen.getAllByText('2025-01-01').length).toBeGreaterThan(0);
    expect((await screen.findByRole('link', { name: '关于开展场馆开放评估的通知' })).getAttribute('href')).toBe(
      '/main/notice/detail?id=2',
    );
    const policies = screen.getByRole('region', { name: '政策法规' });
    expect(within(policies).getByText('已修订')).toBeTruthy();
    const more = within(policies).getByRole('link', { name: /^更多/ });
    expect(more.textContent).toBe('更多政策法规');
    expect(more.getAttribute('href')).toBe('/policyRule');
  });

  it('links every section of the portal', () => {
    renderWithProviders(<HomePage />, '/');
    const entries = within(screen.getByRole('region', { name: '栏目导航' })).getAllByRole('link');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual([
      '/main/openFacility?organType=2',
      '/games',
      '/training',
      '/equipment/index',
      '/scienceFitnessGuide/fitnessTalk',
      '/socialSportGuider/sportGuider',
      '/fitnessOrganization/fitnessAssociation',
      '/fitnessCase',
      '/policyRule',
      '/fitnessMap?lng=116.42602&lat=39.88433',
      '/passengerflow',
      '/main/notice',
      '/news',
      '/qmsports/index',
      '/vNewsAll',
      '/main/vBuild/venueEquipment',
      '/main/feedback',
    ]);
  });

  it('shows banner links with the title as alt text and a pause/play button', async () => {
    renderWithProviders(<HomePage />, '/');
    const first = await screen.findByAltText('全民健身日主题活动');
    expect(first.closest('a')?.getAttribute('href')).toBe('/news/newsdetail?id=3');
    const external = screen.getByAltText('体育总局官网').closest('a')!;
    expect([external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    // Only the visible slide's link is in the tab order.
    expect(external.getAttribute('tabindex')).toBe('-1');
    // A javascript: banner is shown without a link.
    expect(screen.getByAltText('不安全的链接').closest('a')).toBeNull();

    const toggle = screen.getByRole('button', { name: '暂停轮播' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeTruthy();
  });
});
