import { cleanup, configure, screen, within } from '@testing-library/react';
import type { TrainingDetail } from '@portal/contracts/venue-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerFailure, sentRequests } from '../../../components/test-support/transport';
import { formatTrainingFee } from '../training-kind';
import TrainingDetailPage from './training-detail-page';

configure({ asyncUtilTimeout: 5000 });

const training: TrainingDetail = {
  id: 12,
  name: '青少年游泳公益培训班',
  sport: '游泳',
  organiser: '朝阳区文化和旅游局',
  startDate: '2025-07-10',
  endDate: '2025-08-20',
  status: 'upcoming',
  target: '8-14 岁青少年',
  capacity: 60,
  fee: 0,
  descriptionHtml:
    '<h1>课程安排</h1><p>每周二、四下午授课。</p><script>window.hacked = true</script><img src="/a.png">',
  venue: {
    organId: 88,
    name: '朝阳全民健身中心',
    organType: 4,
    isLarge: false,
    areaName: '北京市北京市朝阳区',
    address: '北辰东路 8 号',
    lng: 116.41,
    lat: 40.0,
  },
};

afterEach(cleanup);

describe('TrainingDetailPage', () => {
  it('shows every field, the sanitized description and the venue block with its links', async () => {
    const requests = answer<TrainingDetail>('/api/data/v2/venue/training/12', training);
    renderWithProviders(<TrainingDetailPage />, '/training/detail?id=12');

    await screen.findByRole('heading', { level: 1, name: training.name });
    expect(requests.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('.info-box-row')).map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).toEqual({
      运动项目: '游泳',
      举办时间: '2025-07-10 至 2025-08-20',
      主办单位: '朝阳区文化和旅游局',
      培训对象: '8-14 岁青少年',
      招收名额: '60 人',
      费用: '免费',
    });
    expect(screen.getAllByText('未开始').length).toBeGreaterThan(0);

    // Description: the body's h1 became an h2, the script is gone.
    expect(screen.getByRole('heading', { level: 2, name: '课程安排' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();

    const venue = screen.getByRole('region', { name: '举办场馆' });
    expect(within(venue).getByRole('link', { name: '朝阳全民健身中心' }).getAttribute('href')).toBe(
      '/openFacility/detail?organId=88&oldType=4',
    );
    expect(within(venue).getByRole('link', { name: '在健身地图中查看位置' }).getAttribute('href')).toBe(
      '/fitnessMap?lng=116.41&lat=40',
    );
    expect(venue.textContent).toContain('北辰东路 8 号');
    expect(venue.textContent).toContain('全民健身中心');
    expect(screen.getByRole('link', { name: '返回培训列表' }).getAttribute('href')).toBe('/training');
  });

  it('shows the not-found state for an unknown id', async () => {
    answerFailure('/api/data/v2/venue/training/999', 404, '培训不存在或已删除');
    renderWithProviders(<TrainingDetailPage />, '/training/detail?id=999');
    await screen.findByRole('heading', { level: 1, name: '培训不存在' });
    expect(screen.getByRole('link', { name: '返回培训列表' }).getAttribute('href')).toBe('/training');
  });

  it('does not call the server for a malformed id', async () => {
    renderWithProviders(<TrainingDetailPage />, '/training/detail?id=abc');
    await screen.findByRole('heading', { level: 1, name: '培训不存在' });
    expect(sentRequests()).toEqual([]);
  });
});

describe('formatTrainingFee', () => {
  it('says 免费 for 0 and the price per person otherwise', () => {
    expect(formatTrainingFee(0)).toBe('免费');
    expect(formatTrainingFee(120)).toBe('120 元/人');
    expect(formatTrainingFee(35.5)).toBe('35.5 元/人');
  });
});
