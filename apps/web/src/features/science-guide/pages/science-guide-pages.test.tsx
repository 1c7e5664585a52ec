/**
 * Science guide pages without a server: the plan list sends its kind, topic and level (the shared
 * `status` field) to the list API and links entries to SFGDetail with `from`; the assessment form shows
 * the items of the visitor's group and posts only those, as numbers.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageOf } from '@portal/contracts/paging';
import type { ScienceGuideListItem } from '@portal/contracts/science-guide';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, type SentRequest } from '../../../components/test-support/transport';
import { toAssessmentInput } from '../components/assessment-form';
import GuideListPage from './guide-list-page';
import SynthesizeAssessPage from './synthesize-assess-page';

const plan: ScienceGuideListItem = {
  id: 7,
  kind: 'plan',
  title: '6 周老年人平衡与柔韧计划',
  summary: '以扶椅练习和太极步为主。',
  category: '改善柔韧与平衡',
  speaker: '科学健身指导编辑部',
  publishDate: '2026-03-02',
  media: 'article',
  durationMinutes: 5,
  level: '初级',
  ageGroup: '老年人',
  weeks: 6,
};

let listRequests: SentRequest[];
beforeEach(() => {
  listRequests = answer<PageOf<ScienceGuideListItem>>('/api_/ow/information/guidance/list', {
    list: [plan],
    total: 1,
    pageNum: 1,
    pageSize: 10,
  });
});
afterEach(cleanup);

describe('GuideListPage (plans)', () => {
  it('asks for plans of the URL goal and level and links to the detail with from', async () => {
    renderWithProviders(
      <GuideListPage kind="plan" />,
      `/scienceFitnessGuide/fitnessPlan?category=${encodeURIComponent('改善柔韧与平衡')}&status=${encodeURIComponent('初级')}`,
    );
    const link = await screen.findByRole('link', { name: plan.title });
    expect(listRequests.map((request) => request.query)).toContainEqual({
      pageNum: '1',
      pageSize: '10',
      kind: 'plan',
      category: '改善柔韧与平衡',
      level: '初级',
    });
    expect(link.getAttribute('href')).toBe(
      `/scienceFitnessGuide/SFGDetail?id=7&from=${encodeURIComponent('健身计划')}`,
    );
    expect(screen.getByText('老年人 · 初级 · 6 周')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('SynthesizeAssessPage', () => {
  it('shows push-ups and vertical jump for a man of 27, neither for a woman of 45', () => {
    renderWithProviders(<SynthesizeAssessPage />, '/exerciseStandard/synthesizeAssess');
    fireEvent.change(screen.getByLabelText('年龄（周岁，必填）'), { target: { value: '27' } });
    expect(screen.getByLabelText('俯卧撑（次）')).toBeTruthy();
    expect(screen.getByLabelText('纵跳（厘米）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('年龄（周岁，必填）'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('性别'), { target: { value: 'f' } });
    expect(screen.queryByLabelText('俯卧撑（次）')).toBeNull();
    expect(screen.queryByLabelText('1分钟仰卧起坐（次）')).toBeNull();
    expect(screen.queryByLabelText('纵跳（厘米）')).toBeNull();
    expect(screen.getByLabelText('握力（千克）')).toBeTruthy();
  });

  it('posts only the filled-in items of the group, as numbers', () => {
    expect(
      toAssessmentInput({
        age: '45',
        sex: 'f',
        height: '160',
        weight: '55.5',
        grip: '30',
        pushUp: '20',
        reaction: ' ',
      }),
    ).toEqual({ age: 45, sex: 'f', height: 160, weight: 55.5, grip: 30 });
  });
});
