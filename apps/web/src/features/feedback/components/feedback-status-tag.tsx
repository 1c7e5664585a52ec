/** A case's status as a ToneTag: 已受理 blue, 处理中 gold, 已答复 green, 已办结 grey (the word carries the meaning). */
import { FEEDBACK_STATUS_NAMES, type FeedbackStatus } from '@portal/contracts/feedback.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';

const TONE: Record<FeedbackStatus, Tone> = { accepted: 'blue', processing: 'gold', replied: 'green', closed: 'grey' };

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  return (
    <ToneTag tone={TONE[status]} data-status={status}>
      {FEEDBACK_STATUS_NAMES[status]}
    </ToneTag>
  );
}
