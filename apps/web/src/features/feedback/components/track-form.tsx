/**
 * 查询办理进度: 受理编号 and the phone's last four digits -> the submission's status and reply
 * (GET /api1/ruoyi/message/feedback/track), on the shared look-up form (components/case-track).
 * `initialAcceptNo` fills the number right after a submission.
 */
import type { FeedbackTrack } from '@portal/contracts/feedback';
import { FEEDBACK_ACCEPT_NO_PATTERN, FEEDBACK_PHONE_TAIL_PATTERN } from '@portal/contracts/feedback.codes';
import { CaseTrackForm } from '../../../components/case-track/case-track-form';
import { trackFeedback } from '../api';
import { TrackResult } from './track-result';

export function TrackForm({ initialAcceptNo }: { initialAcceptNo: string }) {
  return (
    <CaseTrackForm<FeedbackTrack>
      numberPattern={FEEDBACK_ACCEPT_NO_PATTERN}
      numberHint="受理编号为 FK 开头的 20 位字母和数字"
      numberExample="FK20261124AB3DE5GH7K"
      phoneTailLabel="联系电话后四位"
      phoneTailPattern={FEEDBACK_PHONE_TAIL_PATTERN}
      submitLabel="查询"
      initialNumber={initialAcceptNo}
      lookup={trackFeedback}
      renderResult={(track) => <TrackResult track={track} />}
      className="feedback-track-form"
      alertClassName="feedback-form__error"
    />
  );
}
