/**
 * What a visitor reads of a submission looked up by 受理编号: status steps, kind, venue, title, content,
 * masked phone and, once answered, the reply and the answering unit. No name (PIPL).
 */
import type { FeedbackTrack } from '@portal/contracts/feedback';
import { FEEDBACK_TYPE_NAMES } from '@portal/contracts/feedback.codes';
import { StatusSteps } from './status-steps';

export function TrackResult({ track }: { track: FeedbackTrack }) {
  return (
    <section className="feedback-track" aria-label={`受理编号 ${track.acceptNo} 的办理情况`}>
      <StatusSteps status={track.status} timeline={track} />
      <dl className="feedback-facts">
        <div>
          <dt>受理编号</dt>
          <dd>{track.acceptNo}</dd>
        </div>
        <div>
          <dt>反馈类型</dt>
          <dd>{FEEDBACK_TYPE_NAMES[track.type]}</dd>
        </div>
        {track.venue && (
          <div>
            <dt>反馈场馆</dt>
            <dd>{track.venue.name}</dd>
          </div>
        )}
        <div>
          <dt>标题</dt>
          <dd>{track.title}</dd>
        </div>
        <div>
          <dt>联系电话</dt>
          <dd>{track.phone}</dd>
        </div>
      </dl>
      <h3 className="feedback-subtitle">反馈内容</h3>
      <p className="feedback-text">{track.content}</p>
      <h3 className="feedback-subtitle">答复</h3>
      {track.reply ? (
        <div className="feedback-reply">
          <p className="feedback-text">{track.reply}</p>
          {track.replyUnit && <p className="muted-text">答复单位：{track.replyUnit}</p>}
        </div>
      ) : (
        <p className="muted-text">尚未答复，请耐心等待。</p>
      )}
    </section>
  );
}
