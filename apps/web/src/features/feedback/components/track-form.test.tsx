import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FeedbackTrack } from '@portal/contracts/feedback';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerFailure, sentRequests } from '../../../components/test-support/transport';
import { TrackForm } from './track-form';

const TRACK = '/api1/ruoyi/message/feedback/track';

const replied: FeedbackTrack = {
  acceptNo: 'FK20261124AB3DE5GH7K',
  type: 'suggest',
  title: '建议延长夜间开放时间',
  content: '晚上九点关门太早。',
  venue: { organId: 3, name: '朝阳区全民健身中心' },
  phone: '138****5678',
  status: 'replied',
  reply: '自下月起延长至 21:30。',
  replyUnit: '朝阳区全民健身中心',
  createTime: '2026-11-20T02:00:00.000Z',
  processTime: '2026-11-20T03:00:00.000Z',
  replyTime: '2026-11-21T03:00:00.000Z',
  closeTime: null,
};

beforeEach(() => installResizeObserver());
afterEach(cleanup);

async function lookUp(acceptNo: string, tail: string) {
  fireEvent.change(screen.getByLabelText('受理编号'), { target: { value: acceptNo } });
  fireEvent.change(screen.getByLabelText('联系电话后四位'), { target: { value: tail } });
  fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
}

describe('TrackForm', () => {
  it('shows the status, the masked phone and the reply of a found submission', async () => {
    const requests = answer<FeedbackTrack>(TRACK, replied);
    renderWithProviders(<TrackForm initialAcceptNo="" />, '/main/feedback');
    await lookUp('fk20261124ab3de5gh7k', '5678');
    expect(await screen.findByText('自下月起延长至 21:30。')).toBeTruthy();
    expect(requests.map((request) => request.query)).toEqual([{ acceptNo: 'FK20261124AB3DE5GH7K', phoneTail: '5678' }]);
    expect(screen.getByText('已答复', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.getByText('答复单位：朝阳区全民健身中心')).toBeTruthy();
  });

  it('checks the formats before asking, and shows the server message when nothing is found', async () => {
    renderWithProviders(<TrackForm initialAcceptNo="" />, '/main/feedback');
    await lookUp('12345', '56');
    expect(await screen.findByText('受理编号为 FK 开头的 20 位字母和数字')).toBeTruthy();
    expect(screen.getByText('请填写 4 位数字')).toBeTruthy();
    expect(sentRequests()).toEqual([]);

    answerFailure(TRACK, 404, '未找到该反馈：请核对受理编号和联系电话后四位');
    await lookUp('FK20261124AB3DE5GH7K', '0000');
    expect((await screen.findByRole('alert')).textContent).toContain('未找到该反馈');
  });
});
