/**
 * Where a submission stands: 已受理 → 处理中 → 已答复 (and 已办结), with the time of each step reached
 * (Beijing time). An antd Steps; the current status is also given as text, so colour is not the only cue.
 */
import { Steps } from 'antd';
import type { FeedbackTimeline } from '@portal/contracts/feedback';
import { FEEDBACK_STATUS_NAMES, type FeedbackStatus } from '@portal/contracts/feedback.codes';
import { formatDateTime } from '../../../lib/format-date';

const ORDER: FeedbackStatus[] = ['accepted', 'processing', 'replied'];

export function StatusSteps({ status, timeline }: { status: FeedbackStatus; timeline: FeedbackTimeline }) {
  const times = [timeline.createTime, timeline.processTime, timeline.replyTime];
  const steps = ORDER.map((step, i) => ({
    title: FEEDBACK_STATUS_NAMES[step],
    content: times[i] ? formatDateTime(times[i]) : '',
  }));
  if (status === 'closed')
    steps.push({
      title: FEEDBACK_STATUS_NAMES.closed,
      content: timeline.closeTime ? formatDateTime(timeline.closeTime) : '',
    });
  const reached = status === 'closed' ? steps.length - 1 : ORDER.indexOf(status);
  return (
    <div className="feedback-steps">
      <p className="feedback-steps__now">
        当前状态：<strong>{FEEDBACK_STATUS_NAMES[status]}</strong>
      </p>
      <Steps size="small" current={reached} items={steps} status="finish" />
    </div>
  );
}
