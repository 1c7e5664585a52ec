import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, failure, type SentRequest } from '../../../components/test-support/transport';
import FitnessCasePage from './fitness-case-page';

const item = (id: number): CaseListItem => ({
  id,
  name: `案例${id}：社区健身驿站建设`,
  summary: `第${id}个案例的摘要`,
  publishTime: '2024-05-01T02:00:00.000Z',
  region: '浙江省杭州市',
  coverUrl: id === 1 ? '/api_/ow/file/5' : null,
});

const detail = (id: number): CaseDetail => ({
  ...item(id),
  contentHtml: `<p>第${id}个案例的正文</p>`,
  attachments: [],
  prev: id > 1 ? { id: id - 1, title: item(id - 1).name } : null,
  next: id < 3 ? { id: id + 1, title: item(id + 1).name } : null,
});

let listRequests: SentRequest[];
let detailRequests: SentRequest[];

beforeEach(() => {
  listRequests = answer<PageOf<CaseListItem>>('/api_/ruoyi/case/list', {
    list: [item(1), item(2), item(3)],
    total: 3,
    pageNum: 1,
    pageSize: 10,
  });
  detailRequests = answerWith<CaseDetail>('/api_/ruoyi/case/detail', ({ query }) => {
    const id = Number(query.id);
    return id <= 3 ? detail(id) : failure(404, '健身工作案例不存在或已删除');
  });
});

afterEach(cleanup);

describe('FitnessCasePage', () => {
  it('lists the cases as cards linking to ?case_id= when no case_id is given', async () => {
    renderWithProviders(<FitnessCasePage />, '/fitnessCase');
    const link = await screen.findByRole('link', { name: '案例2：社区健身驿站建设' });
    expect(link.getAttribute('href')).toBe('/fitnessCase?case_id=2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('健身工作案例');
    expect(screen.getByAltText('案例图片：案例1：社区健身驿站建设').getAttribute('loading')).toBe('lazy');
    expect(listRequests.map((request) => request.query)).toContainEqual({ pageNum: '1', pageSize: '10' });
  });

  it('shows the case of case_id and loads the new case when case_id changes', async () => {
    renderWithProviders(<FitnessCasePage />, '/fitnessCase?case_id=1');
    await screen.findByRole('heading', { level: 1, name: '案例1：社区健身驿站建设' });
    expect(screen.getByText('地区：浙江省杭州市')).toBeTruthy();
    expect(screen.getByText('第1个案例的正文')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: '案例2：社区健身驿站建设' }));

    await screen.findByRole('heading', { level: 1, name: '案例2：社区健身驿站建设' });
    expect(screen.getByText('第2个案例的正文')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/fitnessCase?case_id=2');
    await waitFor(() => expect(detailRequests.map((request) => request.query)).toContainEqual({ id: '2' }));
  });

  it('shows not-found for an unknown or malformed case_id', async () => {
    renderWithProviders(<FitnessCasePage />, '/fitnessCase?case_id=99');
    await screen.findByRole('heading', { level: 1, name: '未找到该健身工作案例' });
    cleanup();
    renderWithProviders(<FitnessCasePage />, '/fitnessCase?case_id=x');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('未找到该健身工作案例');
    expect(screen.getByRole('link', { name: '返回健身工作案例列表' }).getAttribute('href')).toBe('/fitnessCase');
  });
});
