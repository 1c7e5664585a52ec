/**
 * /main/feedback — 意见反馈 (spec §2; calls spec §7 "Feedback"). Two parts:
 * - the form (public variant; the venue variant when the address carries `organId`, as 我要反馈 on a venue
 *   detail page links here: catalogue.feedback.href({ organId })), which answers with a 受理编号; `type`
 *   preselects the kind (the footer's 我为政府网站找错 links with type=correction);
 * - 查询办理进度: 受理编号 + phone tail -> status and reply.
 * After a submission the number is shown (focus moves to it) and filled into the look-up.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FeedbackReceipt } from '@portal/contracts/feedback';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { useLoggedInUser } from '../../../lib/login-state';
import { FEEDBACK_TYPES } from '@portal/contracts/feedback.codes';
import { id, oneOf, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { feedbackVenueQuery } from '../api';
import { FeedbackForm } from '../components/feedback-form';
import { TrackForm } from '../components/track-form';
import '../feedback.css';

/** organId: the venue variant; type: the kind chosen on arrival ('correction' from the footer's 我为政府网站找错). */
const FEEDBACK_URL_STATE = urlStateSpec({ organId: id, type: oneOf(FEEDBACK_TYPES) });

export default function FeedbackPage() {
  const baseId = useId();
  const [{ organId, type }, update] = useUrlState(FEEDBACK_URL_STATE);
  const venue = useQuery({ ...feedbackVenueQuery(organId ?? 0), enabled: organId !== null });
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const user = useLoggedInUser();

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  const venueMissing = organId !== null && venue.isError;
  return (
    <ContentPage className="feedback-page">
      <ContentPanel labelledBy={`${baseId}-title`}>
        <PageTitle id={`${baseId}-title`}>{pageHeading(catalogue.feedback)}</PageTitle>
        <p className="feedback-intro">
          欢迎对全民健身场馆开放、平台信息和服务提出咨询、建议、投诉或纠错。我们将在受理后尽快处理并答复，
          您可凭受理编号和联系电话后四位查询办理进度。
        </p>
        {user && (
          <p className="feedback-intro">
            单位用户请前往 <Link to={catalogue.feedbackInbox.href()}>意见反馈处理</Link> 查看和答复。
          </p>
        )}
        {venueMissing && (
          <Alert
            type="warning"
            showIcon
            title="未找到该场馆，您可以提交一般意见反馈。"
            className="feedback-form__error"
          />
        )}
        {organId !== null && venue.isPending ? (
          <p className="muted-text" role="status">
            正在读取场馆信息…
          </p>
        ) : receipt ? (
          <div className="feedback-receipt" ref={receiptRef} tabIndex={-1} role="status">
            <h2 className="section-title">{receipt.duplicate ? '该反馈此前已提交' : '反馈已受理'}</h2>
            <p>
              受理编号：<strong className="feedback-receipt__number">{receipt.acceptNo}</strong>
            </p>
            <p>请记下受理编号。凭受理编号和联系电话后四位，可在下方查询办理进度和答复。</p>
            <Button onClick={() => setReceipt(null)}>继续提交反馈</Button>
          </div>
        ) : (
          <FeedbackForm
            initialType={FEEDBACK_TYPES.find((kind) => kind === type)}
            venue={organId !== null && venue.data ? venue.data : null}
            onSubmitted={(r) => {
              setReceipt(r);
              if (venueMissing) update({ organId: null });
            }}
          />
        )}
      </ContentPanel>
      <ContentPanel labelledBy={`${baseId}-track`}>
        <h2 id={`${baseId}-track`} className="section-title">
          查询办理进度
        </h2>
        <TrackForm initialAcceptNo={receipt?.acceptNo ?? ''} />
      </ContentPanel>
    </ContentPage>
  );
}
